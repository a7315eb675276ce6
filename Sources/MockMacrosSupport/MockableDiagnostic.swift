import SwiftDiagnostics
import SwiftSyntax

/// Everything `@Mockable` can say about a declaration it cannot mock.
enum MockableDiagnostic: Error {
    case notAProtocol(any DeclSyntaxProtocol)
    /// The requirement kind, as the message names it (`subscripts`); reported on the requirement.
    case unsupported(String)

    var message: String {
        switch self {
        case .notAProtocol(let decl):
            "'@Mockable' can only be applied to a protocol; \(Self.describe(decl)) is not one. Mock a protocol the type conforms to, or use '@Stubbable' for real objects."
        case .unsupported(let what):
            "'@Mockable' does not support \(what) yet; write this mock by hand (see 'Writing a mock by hand')."
        }
    }

    var id: String {
        switch self {
        case .notAProtocol: "notAProtocol"
        case .unsupported: "unsupported"
        }
    }

    func diagnostic(at node: some SyntaxProtocol) -> Diagnostic {
        Diagnostic(node: Syntax(node), message: Message(message: message, id: id))
    }

    private struct Message: DiagnosticMessage {
        let message: String
        let id: String
        var diagnosticID: MessageID { MessageID(domain: "Mocking.Mockable", id: id) }
        var severity: DiagnosticSeverity { .error }
    }

    private static func describe(_ decl: any DeclSyntaxProtocol) -> String {
        if let decl = decl.as(StructDeclSyntax.self) { return "struct '\(decl.name.text)'" }
        if let decl = decl.as(ClassDeclSyntax.self) { return "class '\(decl.name.text)'" }
        if let decl = decl.as(EnumDeclSyntax.self) { return "enum '\(decl.name.text)'" }
        if let decl = decl.as(ActorDeclSyntax.self) { return "actor '\(decl.name.text)'" }
        if let decl = decl.as(ExtensionDeclSyntax.self) { return "an extension of '\(decl.extendedType.trimmedDescription)'" }
        return "this declaration"
    }
}
