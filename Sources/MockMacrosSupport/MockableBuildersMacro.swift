import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@__MockableWitnesses(key)` and `@__MockableBuilders(key)`, which `@Mockable` puts on
/// the `<Name>MockWitnesses` and `<Name>MockBuilders` protocols it generates: `key` names the
/// model made of the mocked protocol (see ``MockModelCache``), and these macros write the witnesses
/// and the builders in extensions of those protocols.
///
/// A macro can extend only the declaration it is attached to, so neither can come from
/// `@Mockable`'s peer role; putting them in extensions of protocols that the mock (or its
/// builders) and a refining protocol's mock (or its builders) conform to is what lets a refining
/// protocol's mock take on its parents' witnesses and builders, and keeping them in two protocols
/// is what keeps the builders out of name lookup on the mock. They come from the model
/// `@Mockable` made of the protocol, found by its key.
enum MockablePartExpansion {
    static func expansion(
        _ part: MockDeclaration.Part, of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, in context: some MacroExpansionContext
    ) -> [ExtensionDeclSyntax] {
        guard declaration.is(ProtocolDeclSyntax.self),
            case .argumentList(let arguments) = node.arguments, arguments.count == 1,
            let argument = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        else {
            context.diagnose(
                MockableDiagnostic.notFromMockable(attribute: node.attributeName.trimmedSource).diagnostic(at: node))
            return []
        }
        guard let entry = MockModelCache.model(forKey: argument) else {
            let diagnostic: MockableDiagnostic =
                argument.count == 16
                ? .modelNotFound(attribute: node.attributeName.trimmedSource)
                : .notFromMockable(attribute: node.attributeName.trimmedSource)
            context.diagnose(diagnostic.diagnostic(at: node))
            return []
        }
        guard let mock = entry.mock else { return [] }
        return mock.renderExtensions(part, of: type.trimmedSource).map(Verbatim.extensionDeclaration)
    }
}

// The two macros below differ only in their part: a protocol extension cannot hold their shared
// witness, since `ExtensionMacro`'s requirements must be public and `MockDeclaration.Part` is not.

/// `@__MockableWitnesses`: the witnesses, in an extension of `<Name>MockWitnesses`.
public struct MockableWitnessesMacro: ExtensionMacro {
    /// The expansion is written formatted; swift-syntax's formatting pass would only cost time.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        MockablePartExpansion.expansion(
            .witnesses, of: node, attachedTo: declaration, providingExtensionsOf: type, in: context)
    }
}

/// `@__MockableBuilders`: the builders, in an extension of `<Name>MockBuilders`.
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
        MockablePartExpansion.expansion(
            .builders, of: node, attachedTo: declaration, providingExtensionsOf: type, in: context)
    }
}
