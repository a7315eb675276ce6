import MockModel
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `@Mockable` on a protocol: the peer `<Name>Mock` class and `<Name>MockBuilders`
/// protocol, whose `@_MockableBuilders` writes the witnesses and builders (see ``MockDeclaration``).
public struct MockableMacro: PeerMacro {
    /// The expansion is written formatted; swift-syntax's formatting pass would only cost time.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
            context.diagnose(
                MockableDiagnostic.notAProtocol(declaration).diagnostic(
                    at: node, fixIts: MockableDiagnostic.removing(node, from: declaration)
                ))
            return []
        }
        let parents = Set(MockableModel.parents(of: protocolDecl))
        for (name, argument) in MockableModel.unmockedArguments(of: node) where !parents.contains(name) {
            context.diagnose(
                MockableDiagnostic.unmockedNotAParent(parent: name, protocolName: protocolDecl.name.text)
                    .diagnostic(at: argument))
        }
        // `@_MockableBuilders` finds the model kept here by the protocol's text.
        let source = protocolDecl.trimmedSource
        let entry = MockableModel.model(of: protocolDecl, node) { context.diagnose($0) }
        MockModels.keep(entry, for: source)
        guard let mock = entry.mock else { return [] }
        return [mock.renderPeer(source: source)]
    }
}
