import SwiftParser
import SwiftSyntax

/// Passes 3 and 6: what the standard library's parents bring. Their requirements join the
/// protocol's where a mock can take them on, unless the protocol restates them; elsewhere the
/// protocol is refused. And the witnesses the mock declares of its own, so that they come before
/// any a parent's extension offers.
extension ProtocolReading {
    /// Pass 3.
    mutating func adoptStandardParents(parsedBy parser: RequirementParser) {
        for (parent, node) in Self.parentNodes(of: protocolDecl) {
            let bare = StandardParents.bare(parent)
            // Also with its primary associated types given (xctest-dynamic-overlay's
            // `ExpectedCount: Sendable, RangeExpression<Int>`).
            if let reason = StandardParents.unmockable[String(bare.prefix { $0 != "<" })] {
                diagnose(
                    MockableDiagnostic.unmockableParent(
                        parent: parent, protocolName: protocolDecl.name.text, reason: reason
                    ).diagnostic(at: node))
                failed = true
            }
            let adopted = StandardParents.isRefined(parent, among: parents) ? [] : StandardParents.adopted[bare] ?? []
            for text in adopted {
                guard let requirement = Self.standardRequirement(text, parsedBy: parser) else { continue }
                standardSelectors.insert(requirement.selector)
                standardTypes[requirement.selector] = requirement.kind.builderTypes
                guard !ownSelectors.contains(requirement.selector), !adoptedSelectors.contains(requirement.selector)
                else { continue }
                adoptedSelectors.insert(requirement.selector)
                members.append(.requirement(requirement))
            }
        }
        standardSelectors.formUnion(
            parents.flatMap { StandardParents.identity[StandardParents.bare($0)] ?? [] }.map(\.selector))
        standardSelectors.formUnion(parents.flatMap { StandardParents.defaulted[StandardParents.bare($0)] ?? [] })
        // A restatement with other types (`var rawValue: Int` for `RawValue`) is a requirement of
        // the protocol's own, which a module's default isolation isolates: its witness is
        // nonisolated for the parent's conformance. (One with the same types overrides the
        // parent's, so it must be as nonisolated as that one is.)
        let isNonisolatedProtocol = isNonisolatedProtocol
        let standardTypes = standardTypes
        members = Member.map(members) { requirement in
            var requirement = requirement
            if let types = standardTypes[requirement.selector], types != requirement.kind.builderTypes,
                !requirement.isNonisolated
            {
                requirement.isNonisolated = true
                requirement.restatesStandardRequirement = !isNonisolatedProtocol
            }
            return requirement
        }
    }

    /// A standard-library parent's requirement, as the standard library declares it: nonisolated,
    /// whatever the protocol's isolation or the module's default.
    static func standardRequirement(_ text: String, parsedBy parser: RequirementParser) -> Requirement? {
        let decl = Parser.parse(source: "protocol Adopted {\n\(text)\n}").statements.first?.item
            .as(ProtocolDeclSyntax.self)?.memberBlock.members.first?.decl
        guard let decl, var requirement = try? parser.parse(decl).first else { return nil }
        requirement.isNonisolated = true
        requirement.isKeyedBySignature = true
        return requirement
    }

    /// `Failure = any Swift.Error`: the type aliases the class declares for a standard-library
    /// parent, unless the protocol restates the requirement or declares the type.
    var standardAliases: [(name: String, type: String, requirement: String)] {
        parents.compactMap { StandardParents.typeAliases[StandardParents.bare($0)] }.filter { alias in
            !ownSelectors.contains(alias.requirement) && !associatedTypes.contains { $0.name.text == alias.name }
        }
    }

    /// What pass 6 finds.
    struct AddedWitnesses {
        var identity: [IdentityWitness] = []
        var hashesInClass = false
        /// Rendered by name in extensions of their own (`MockDeclaration.codingWitnesses`), so the
        /// placement pass, which comes before, leaves them alone.
        var coding: [Requirement] = []
    }

    /// Pass 6: the identity witnesses (`==`, `hash(into:)`, `description`, …) and coding witnesses
    /// the mock declares of its own.
    func addedWitnesses(parsedBy parser: RequirementParser) -> AddedWitnesses {
        let witnessed = witnessedSelectors
        var added = AddedWitnesses()
        for witness in parents.flatMap({ StandardParents.identity[StandardParents.bare($0)] ?? [] })
        where !added.identity.contains(witness) && !witnessed.contains(witness.selector) {
            added.identity.append(witness)
        }
        // A `@Mockable` parent may be `Encodable` or `Decodable`, and its witness of `encode(to:)` or
        // `init(from:)` ties with one the protocol's own extension implements (jwt-kit's
        // `JWTUnixEpochClaim`), or with another parent's (Graphiti's `Paginatable`, refining two
        // `Decodable` protocols): a refinement's mock declares its own, which is found before them.
        if !shape.isActor, !mockableParents.isEmpty {
            added.coding = ["Encodable", "Decodable"].compactMap { parent in
                guard let text = StandardParents.adopted[parent]?.first,
                    var requirement = Self.standardRequirement(text, parsedBy: parser),
                    !witnessed.contains(requirement.selector)
                else { return nil }
                requirement.codingParent = parent
                return requirement
            }
        }
        // A `@Mockable` parent may be `Equatable` (swift-crypto's `DigestPrivate: Digest`), and its
        // `==` is its mock class's own (see `MockDeclaration.classIdentityWitnesses`): a refinement's
        // mock declares it too, or an `==` the parent's extension implements would compete with
        // `Mock`'s. On a mock that is not `Equatable`, it only compares identities, as `===` does.
        if shape == .class, !mockableParents.isEmpty, !added.identity.contains(.equality),
            !witnessed.contains(IdentityWitness.equality.selector)
        {
            added.identity.append(.equality)
        }
        // A `RawRepresentable` refinement of a `@Mockable` parent that may be `Hashable` (the fuzzer's
        // seed 11): the standard library's `hash(into:)` for a hashable `RawRepresentable` and the
        // parent's witness tie, and Swift derives one from `hashValue` — which recurses at run time.
        // The class's own, found before either, settles it.
        added.hashesInClass =
            shape == .class && !mockableParents.isEmpty
            && parents.contains { StandardParents.bare($0) == "RawRepresentable" }
            && !witnessed.contains(IdentityWitness.hashing.selector)
        if added.hashesInClass, !added.identity.contains(.hashing) {
            added.identity.append(.hashing)
        }
        return added
    }
}
