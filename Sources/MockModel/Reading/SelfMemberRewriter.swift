import SwiftSyntax

/// `Self.Element` → `Element`: in the mock, an associated type is a generic parameter.
final class SelfMemberRewriter: SyntaxRewriter {
    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        guard node.baseType.as(IdentifierTypeSyntax.self)?.name.tokenKind == .keyword(.Self) else {
            return super.visit(node)
        }
        return TypeSyntax(
            IdentifierTypeSyntax(
                leadingTrivia: node.leadingTrivia, name: node.name, genericArgumentClause: node.genericArgumentClause,
                trailingTrivia: node.trailingTrivia
            ))
    }
}
