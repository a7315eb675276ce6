import SwiftDiagnostics

/// A diagnostic of one of the macros, in its domain (`Mocking.Mockable`, `Mocking.Stubbable`).
package struct MacroDiagnosticMessage: DiagnosticMessage {
    package let message: String
    package let domain: String
    package let id: String
    package let severity: DiagnosticSeverity
    package var diagnosticID: MessageID { MessageID(domain: domain, id: id) }

    package init(message: String, domain: String, id: String, severity: DiagnosticSeverity) {
        self.message = message
        self.domain = domain
        self.id = id
        self.severity = severity
    }
}

/// A fix-it of one of the macros.
package struct MacroFixItMessage: FixItMessage {
    package let message: String
    package let domain: String
    package let id: String
    package var fixItID: MessageID { MessageID(domain: domain, id: id) }

    package init(message: String, domain: String, id: String) {
        self.message = message
        self.domain = domain
        self.id = id
    }
}
