import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `@Mockable` on a protocol: the peer `<Name>Mock` class and the `<Name>MockWitnesses`
/// and `<Name>MockBuilders` protocols, whose `@__MockableWitnesses` and `@__MockableBuilders` write
/// the witnesses and the builders (see ``MockDeclaration``).
public struct MockableMacro: PeerMacro, ExtensionMacro {
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
        // A protocol nested in a type has a type or an extension around it (a protocol cannot be
        // local).
        let isNested = !context.lexicalContext.isEmpty
        if isNested, isPrivate(protocolDecl) {
            context.diagnose(
                MockableDiagnostic.privateNested(protocolName: protocolDecl.name.text).diagnostic(
                    at: protocolDecl.name, fixIts: MockableDiagnostic.makingFileprivate(protocolDecl)))
            return []
        }
        let parents = Set(ProtocolReading.parents(of: protocolDecl))
        for (name, argument) in ProtocolReading.unmockedArguments(of: node) where !parents.contains(name) {
            context.diagnose(
                MockableDiagnostic.unmockedNotAParent(parent: name, protocolName: protocolDecl.name.text)
                    .diagnostic(at: argument))
        }
        // `@__MockableWitnesses` and `@__MockableBuilders` find the model kept here by its key.
        let entry = ProtocolReading.model(of: protocolDecl, node) { context.diagnose($0) }
        let key = MockModelCache.keep(entry, for: protocolDecl.trimmedSource)
        guard var mock = entry.mock else { return [] }
        // Its protocols alias the types it names (see `MockDeclaration.scopedTypes`).
        mock.isNestedInType = isNested
        return [mock.renderPeer(key: key)]
    }

    /// The extension of the protocol with the witnesses of its initializers and of what it witnesses
    /// by name for a parent the macro cannot list (see
    /// ``MockDeclaration/renderProtocolExtension(of:)``), from the model the peer keeps, or made
    /// again where this role comes first; its diagnostics are the peer's.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // Most protocols declare no initializer and have no parent the macro cannot list: nothing
        // to look up or make.
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self),
            // A `private` nested protocol is refused by the peer (`privateNested`).
            !(type.trimmedSource.contains(".") && isPrivate(protocolDecl)),
            declaresInitializer(protocolDecl.memberBlock.members)
                || ProtocolReading.hasUnlistedParents(protocolDecl, node)
        else { return [] }
        let entry =
            MockModelCache.model(forKey: MockModelCache.key(for: protocolDecl.trimmedSource))
            ?? ProtocolReading.model(of: protocolDecl, node) { _ in }
        guard let mock = entry.mock, let text = mock.renderProtocolExtension(of: type.trimmedSource) else {
            return []
        }
        return [Verbatim.extensionDeclaration(text)]
    }

    /// Whether the protocol is declared `private`.
    private static func isPrivate(_ protocolDecl: ProtocolDeclSyntax) -> Bool {
        protocolDecl.modifiers.contains { $0.name.tokenKind == .keyword(.private) }
    }

    /// Whether `members` declare an initializer, under `#if` too.
    private static func declaresInitializer(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            if member.decl.is(InitializerDeclSyntax.self) { return true }
            guard let conditions = member.decl.as(IfConfigDeclSyntax.self) else { return false }
            return conditions.clauses.contains { clause in
                guard case .decls(let nested) = clause.elements else { return false }
                return declaresInitializer(nested)
            }
        }
    }
}
