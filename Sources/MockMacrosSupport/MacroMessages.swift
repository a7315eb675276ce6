import SwiftDiagnostics

/// A diagnostic of one of the macros, in its domain (`Mocking.Mockable`, `Mocking.Stubbable`).
struct MacroDiagnosticMessage: DiagnosticMessage {
    let message: String
    let domain: String
    let id: String
    let severity: DiagnosticSeverity
    var diagnosticID: MessageID { MessageID(domain: domain, id: id) }
}

/// A fix-it of one of the macros.
struct MacroFixItMessage: FixItMessage {
    let message: String
    let domain: String
    let id: String
    var fixItID: MessageID { MessageID(domain: domain, id: id) }
}
