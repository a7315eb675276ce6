import SwiftSyntax

/// Pass 7: the mock's generic parameters — the parents' associated types it adopts, the
/// protocol's own, those it inherits — and its `where` clause.
extension ProtocolReading {
    func genericSignature() -> (parameters: [String], requirements: [String]) {
        // A parent's associated type the protocol fixes by restating a requirement that names it
        // with another type (swift-protobuf's `Enum`: `var rawValue: Int` for `RawValue`) is
        // inferred from the mock's witness, not a generic parameter.
        let requirements = Member.requirements(in: members)
        let inferredAssociated = adoptedAssociated.filter { name in
            standardTypes.contains { selector, types in
                types.contains { $0.containsIdentifier(name) }
                    && requirements.contains { requirement in
                        requirement.selector == selector
                            && !requirement.kind.builderTypes.contains { $0.containsIdentifier(name) }
                    }
            }
        }
        let protocolName = protocolDecl.name.text
        let conditionalConstraints = conditionalConstraints
        return Self.fixingConcreteTypes(
            parameters: adoptedAssociated.filter { !inferredAssociated.contains($0) }
                + associatedTypes.map { associated in
                    let name = associated.name.text
                    // Constrained differently under `#if`: by the witnesses protocol's type alias.
                    if conditionalConstraints.contains(where: { $0.name == name }) {
                        return name + ": " + protocolName + "MockWitnesses."
                            + MockDeclaration.ConditionalConstraint.alias(of: name)
                    }
                    return name + (Self.constraint(of: associated).map { ": " + $0 } ?? "")
                }
                + inheritedAssociated.filter { !adoptedAssociated.contains($0) },
            requirements: ownGenericRequirements.map { requirement in
                // `where Context: …` with `typealias Context = Responder.Context`: the mock's
                // generic clause says it of `Responder.Context` (`Self.` dropped, as from the
                // clause itself), the alias being the protocol's.
                aliasDeclarations.reduce(requirement) { requirement, alias in
                    let value = SelfMemberRewriter().rewrite(alias.initializer.value.trimmed).trimmedSource
                    return requirement.replacingRootIdentifier(alias.name.text, with: value)
                }
            } + standardAssociated.flatMap(\.requirements))
    }

    /// The `where` clauses of the protocol and of its associated types, as the mock's `where`
    /// clause states them (`Self.` dropped).
    private var ownGenericRequirements: [String] {
        let clauses = [protocolDecl.genericWhereClause] + associatedTypes.map(\.genericWhereClause)
        return clauses.compactMap { $0 }.flatMap(\.requirements).compactMap { requirement in
            // `where Self: AnyObject`: the mock conforms to the protocol, which says so already.
            if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                conformance.leftType.trimmedSource == "Self"
            {
                return nil
            }
            return SelfMemberRewriter().rewrite(requirement.requirement.trimmed).trimmedSource
        }
    }

    /// The mock's generic parameters without those a requirement fixes to a type that names none
    /// of them (`where Element == Message`: the protocol's requirement gives the mock that type,
    /// and Swift refuses a generic parameter made non-generic), and its requirements with that
    /// type in their place, less those left about no parameter (`Message: Sendable`).
    private static func fixingConcreteTypes(
        parameters: [String], requirements: [String]
    ) -> (parameters: [String], requirements: [String]) {
        func name(_ parameter: String) -> String {
            String(parameter.prefix { $0 != ":" })
        }
        var parameters = parameters
        var requirements = requirements
        while let (index, fixed, type) = requirements.enumerated().lazy.compactMap({
            (index, requirement) -> (Int, String, String)? in
            let sides = requirement.split(separator: "==").map { side in
                String(side.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            }
            guard sides.count == 2 else { return nil }
            for (subject, other) in [(sides[0], sides[1]), (sides[1], sides[0])]
            where parameters.contains(where: { name($0) == subject })
                && !parameters.contains(where: { other.containsRootIdentifier(name($0)) })
            {
                return (index, subject, other)
            }
            return nil
        }).first {
            requirements.remove(at: index)
            parameters.removeAll { name($0) == fixed }
            requirements = requirements.map { $0.replacingRootIdentifier(fixed, with: type) }
        }
        let names = parameters.map(name)
        var kept: [String] = []
        for requirement in requirements
        where names.contains(where: requirement.containsRootIdentifier) && !kept.contains(requirement) {
            kept.append(requirement)
        }
        return (parameters, kept)
    }

    /// Whether `Never` is a type the associated type accepts: it has no default of its own, no
    /// `where` clause, and asks only what `Never` is (`Hashable`, `Sendable`, `Codable`, …).
    func neverMeetsTheConstraints(_ associated: AssociatedTypeDeclSyntax) -> Bool {
        let constraints = associated.inheritanceClause?.inheritedTypes.map {
            StandardParents.bare($0.type.trimmedSource)
        }
        let neverIs: Set<String> = [
            "Sendable", "Equatable", "Hashable", "Comparable", "Error", "Encodable", "Decodable", "Codable",
            "BitwiseCopyable", "Identifiable",
        ]
        let name = associated.name.text
        return associated.initializer == nil && associated.genericWhereClause == nil
            && (constraints ?? []).allSatisfy(neverIs.contains)
            && !(protocolDecl.genericWhereClause?.trimmedSource.containsIdentifier(name) ?? false)
    }

    /// The `where` clauses of the protocol and of its associated types, as the mock's generic
    /// parameters state them: `Value: Codable`, `Batch.Element == Element` (`Self.` dropped).
    /// `associatedtype Key: Hashable, Sendable` → `Hashable & Sendable`; `nil` with no constraint.
    static func constraint(of associated: AssociatedTypeDeclSyntax) -> String? {
        let constraints = associated.inheritanceClause?.inheritedTypes.map(\.type.trimmedSource) ?? []
        return constraints.isEmpty ? nil : constraints.joined(separator: " & ")
    }
}
