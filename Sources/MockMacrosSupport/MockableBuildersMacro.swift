import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@_MockableBuilders(text)`, which `@Mockable` puts on the `<Name>MockBuilders` protocol
/// it generates: `text` is the builders, written by `@Mockable`, and this macro only places them
/// in an extension of that protocol.
///
/// A macro can extend only the declaration it is attached to, so the builders cannot come from
/// `@Mockable` itself; putting them in an extension of a protocol is what lets a refining
/// protocol's mock take on its parents' builders. They travel as one string literal because the
/// plugin reads it at the cost of a token, where declarations would each be parsed again.
public struct MockableBuildersMacro: ExtensionMacro {
    /// The expansion is written formatted; swift-syntax's formatting pass would only cost time.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ProtocolDeclSyntax.self),
            case .argumentList(let arguments) = node.arguments, arguments.count == 1,
            let builders = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        else {
            context.diagnose(MockableDiagnostic.buildersNotFromMockable.diagnostic(at: node))
            return []
        }
        guard !builders.isEmpty else { return [] }
        return [
            Verbatim.extensionDeclaration(
                """
                \(MockDeclaration.nonisolatedType)extension \(type.trimmed) {
                \(builders)
                }
                """)
        ]
    }

    /// `builders` as the macro's argument: a multi-line raw string literal, with as many `#` as
    /// it takes for nothing in the text to end it or be read as an escape.
    static func literal(_ builders: String) -> String {
        var hashes = "#"
        while builders.contains("\"\"\"" + hashes) || builders.contains("\\" + hashes) {
            hashes += "#"
        }
        let body = builders.isEmpty ? "" : builders + "\n"
        return "\(hashes)\"\"\"\n\(body)\"\"\"\(hashes)"
    }
}
