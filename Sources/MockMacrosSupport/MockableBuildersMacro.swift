import MockModel
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@_MockableBuilders(source)`, which `@Mockable` puts on the `<Name>MockBuilders`
/// protocol it generates: `source` is the mocked protocol as written, and this macro writes the
/// witnesses and the builders in extensions of the builders protocol.
///
/// A macro can extend only the declaration it is attached to, so neither can come from
/// `@Mockable`'s peer role; putting them in extensions of a protocol that the mock, its builders
/// and a refining protocol's mock all conform to is what lets a refining protocol's mock take on
/// its parents' witnesses and builders. They come from the model `@Mockable` made of the
/// protocol, found by its text (see ``MockModels``); the text is what travels because it is the
/// smallest thing from which the same model follows.
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
            let source = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
            let entry = model(of: source)
        else {
            context.diagnose(MockableDiagnostic.buildersNotFromMockable.diagnostic(at: node))
            return []
        }
        guard var mock = entry.mock else { return [] }
        return mock.renderExtensions(of: type.trimmedSource).map(Verbatim.extensionDeclaration)
    }

    /// The model of the `@Mockable` protocol `source`: the one `@Mockable` kept, or made again
    /// from the text; `nil` when the text is no such protocol.
    private static func model(of source: String) -> MockModels.Entry? {
        MockModels.model(for: source) {
            guard let protocolDecl = Parser.parse(source: source).statements.first?.item.as(ProtocolDeclSyntax.self),
                let mockable = protocolDecl.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
                    $0.attributeName.trimmedSource.hasSuffix("Mockable")
                })
            else { return nil }
            return MockableModel.model(of: protocolDecl, mockable)
        }
    }
}
