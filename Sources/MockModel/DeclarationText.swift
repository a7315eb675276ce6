import SwiftSyntax

/// What the expansion repeats of a declaration or says of its attribute: its access, its SPI, and
/// the condition the mock is compiled under.
package enum DeclarationText {
    /// The `@_spi(Name)` attributes of a declaration.
    package static func spiAttributes(_ attributes: AttributeListSyntax) -> [AttributeSyntax] {
        attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { $0.attributeName.trimmedSource == "_spi" }
    }

    /// `public `, `package ` or `fileprivate ` when the protocol has that access, else nothing.
    package static func accessModifier(of decl: some WithModifiersSyntax) -> String {
        accessModifier(of: decl.modifiers)
    }

    /// `public ` or `package ` when `modifiers` include that access, else nothing.
    package static func accessModifier(of modifiers: DeclModifierListSyntax) -> String {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            // At file scope `private` is `fileprivate`; the mock and its builders must be visible
            // to the extension that holds the witnesses.
            case .keyword(.private), .keyword(.fileprivate): return "fileprivate "
            default: continue
            }
        }
        return ""
    }

    /// `DEBUG`, or the string given as `@Mockable(compiledWhen: "MOCKING")` (or `@Stubbable(…)`).
    package static func compilationCondition(of node: AttributeSyntax) -> String {
        guard case .argumentList(let arguments) = node.arguments,
            let argument = arguments.first(where: { $0.label?.text == "compiledWhen" }),
            let literal = argument.expression.as(StringLiteralExprSyntax.self),
            let value = literal.representedLiteralValue
        else { return "DEBUG" }
        return value
    }
}
