import SwiftSyntax

/// Pass 2: every member read into a `Requirement`, under its `#if` clause; a requirement that
/// hides one of `Mock`'s methods diagnosed, one the mock cannot serve refused on its node, and a
/// `where` clause that would make the mock require itself refused.
extension ProtocolReading {
    mutating func readRequirements(parsedBy parser: RequirementParser) {
        members = requirements(in: protocolDecl.memberBlock.members, parsedBy: parser)
        ownSelectors = Set(Member.requirements(in: members).map(\.selector))
        // `where EphemeralPrivateKey.PublicKey == Self` (swift-crypto's HPKE keys): the mock's own
        // generic clause would have to name the mock, which Swift refuses ("self-referential
        // generic requirements").
        // (`where Self: AnyObject`, a conformance of `Self`, holds for the mock and is left out of
        // its where clause: see `genericRequirements`.)
        for requirement in protocolDecl.genericWhereClause?.requirements ?? []
        where requirement.requirement.is(SameTypeRequirementSyntax.self)
            && SelfMemberRewriter().rewrite(requirement.requirement.trimmed).trimmedSource
                .containsRootIdentifier("Self")
        {
            diagnose(
                MockableDiagnostic.whereClauseNamesSelf(requirement: requirement.requirement.trimmedSource)
                    .diagnostic(at: Syntax(requirement)))
            failed = true
        }
    }

    /// The requirements of `list`, an `#if` block's clauses kept as a member of their own.
    private mutating func requirements(
        in list: MemberBlockItemListSyntax, parsedBy parser: RequirementParser
    ) -> [Member] {
        var found: [Member] = []
        for member in list {
            if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                var clauses: [(directive: String, members: [Member])] = []
                for clause in conditional.clauses {
                    guard case .decls(let decls) = clause.elements else {
                        clauses.append((Member.directive(of: clause), []))
                        continue
                    }
                    clauses.append((Member.directive(of: clause), requirements(in: decls, parsedBy: parser)))
                }
                // One that holds no requirement (only associated types) adds nothing.
                if !clauses.allSatisfy(\.members.isEmpty) { found.append(.conditional(clauses)) }
                continue
            }
            do throws(MockableDiagnostic) {
                let parsed = try parser.parse(member.decl)
                if let hidden = parsed.lazy.compactMap(\.hiddenMockMethod).first {
                    diagnose(
                        MockableDiagnostic.hidesMockMethod(name: hidden, mock: protocolDecl.name.text + "Mock")
                            .diagnostic(at: Syntax(member.decl)))
                }
                found += parsed.map(Member.requirement)
            } catch {
                diagnose(error.diagnostic(at: Syntax(member.decl)))
                failed = true
            }
        }
        return found
    }
}
