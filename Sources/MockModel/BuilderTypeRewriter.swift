import SwiftSyntax

/// Rewrites `Self` to `Target` and an associated type `X` to `Target.X`.
package final class BuilderTypeRewriter: SyntaxRewriter {
    package let associatedTypes: Set<String>

    package init(associatedTypes: Set<String>) {
        self.associatedTypes = associatedTypes
        super.init(viewMode: .sourceAccurate)
    }

    package override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let rewritten = super.visit(node)
        guard let identifier = rewritten.as(IdentifierTypeSyntax.self) else { return rewritten }
        if identifier.name.tokenKind == .keyword(.Self) {
            return TypeSyntax(
                identifier.with(
                    \.name,
                    .identifier(
                        "Target", leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia)))
        }
        if associatedTypes.contains(identifier.name.text) {
            return TypeSyntax(
                MemberTypeSyntax(
                    leadingTrivia: node.leadingTrivia,
                    baseType: IdentifierTypeSyntax(name: .identifier("Target")),
                    name: identifier.name.trimmed,
                    genericArgumentClause: identifier.genericArgumentClause,
                    trailingTrivia: node.trailingTrivia
                ))
        }
        return rewritten
    }
}
