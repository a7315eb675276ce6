import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `@Mockable` on a protocol into `<Name>Mock`: one runtime call per witness, and a
/// nested `Builders<Verb>` with one builder method per requirement.
public struct MockableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
            context.diagnose(MockableDiagnostic.notAProtocol(declaration).diagnostic(at: node))
            return []
        }
        var requirements: [Requirement] = []
        var failed = false
        for member in protocolDecl.memberBlock.members {
            do {
                requirements += try Requirement.parse(member.decl)
            } catch {
                context.diagnose(error.diagnostic(at: Syntax(member.decl)))
                failed = true
            }
        }
        guard !failed else { return [] }
        let selectors = Dictionary(grouping: requirements.indices, by: { requirements[$0].selector })
        for indices in selectors.values where indices.count > 1 {
            for index in indices { requirements[index].isOverloadedByType = true }
        }
        let mock = MockDeclaration(
            protocolName: protocolDecl.name.text,
            access: accessModifier(of: protocolDecl),
            isGlobalActorIsolated: protocolDecl.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Actor") == true
            },
            condition: compilationCondition(of: node),
            requirements: requirements
        )
        return [mock.render()]
    }

    /// `public ` or `package ` when the protocol has that access, else nothing.
    private static func accessModifier(of decl: ProtocolDeclSyntax) -> String {
        for modifier in decl.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }

    /// `DEBUG`, or the string given as `@Mockable(compiledWhen: "MOCKING")`.
    private static func compilationCondition(of node: AttributeSyntax) -> String {
        guard case .argumentList(let arguments) = node.arguments,
              let argument = arguments.first(where: { $0.label?.text == "compiledWhen" }),
              let literal = argument.expression.as(StringLiteralExprSyntax.self),
              let value = literal.representedLiteralValue
        else { return "DEBUG" }
        return value
    }
}
