import SwiftSyntax

// The protocols' extensions, which `@__MockableWitnesses` and `@__MockableBuilders` add: the
// witnesses, the builder methods, and the witnesses declared in the protocol's own extension.
extension MockDeclaration {
    /// The extension `@__MockableWitnesses` or `@__MockableBuilders` adds to `type`, the part's
    /// protocol as the compiler names it (`Outer.StoreMockBuilders` for a protocol nested in a
    /// type): the witnesses or the builder methods, one per requirement. None for a protocol with
    /// no requirements.
    package func renderExtensions(_ part: Part, of type: String) -> [String] {
        var mock = self
        mock.extendedName = String(type.dropLast(part.suffix.count))
        return mock.extensions(part, of: type)
    }

    /// ``renderExtensions(_:of:)``'s, from the model that names the protocol as `type` does.
    private func extensions(_ part: Part, of type: String) -> [String] {
        var lines: [String]
        switch part {
        case .witnesses:
            lines =
                Member.lines(members) { requirement in
                    switch placement(of: requirement) {
                    case .namedApart: witness(requirement, apart: true)
                    case .byName: witness(requirement)
                    case .protocolExtension, .mockBody: ""
                    }
                }.filter { !$0.isEmpty }
                + (shape.extendsIdentityWitnesses
                    ? identityWitnesses.filter { !classIdentityWitnesses.contains($0) }.map(identityWitness) : [])
        case .builders:
            // A subclass mock's builders name its types as the class does.
            let aliases =
                shape.forwardsToSuper
                ? []
                : associatedTypeNames.filter { $0 != "Target" && $0 != "Verb" }.map {
                    "    \(access)typealias \($0) = Target.\($0)"
                }
            lines = aliases + Member.lines(members) { $0.builder(access: access) }.filter { !$0.isEmpty }
        }
        // The builders find a parent's builder unless two parents have one (a diamond).
        let conditional =
            witnessesAreNamedApart && (part == .witnesses || mockableParents.count > 1) ? codingWitnesses : []
        guard !lines.isEmpty || !conditional.isEmpty else { return [] }
        lines = qualified(scoped(lines))
        // The extension's constraints. The builders protocol states its own (see `renderProtocol`),
        // but for a subclass mock's, which overrides in its own body and whose builders are for it
        // alone.
        let constraints =
            switch part {
            case .builders: shape.buildersConstraints(mockName: mockName)
            case .witnesses: ["Self: Mocking.Mock", "Self: \(extendedName)"]
            }
        let isolation = part == .builders ? Self.nonisolatedType : witnessIsolation
        func header(_ constraints: [String]) -> String {
            "\(spi)\(isolation)extension \(type)"
                + (constraints.isEmpty ? "" : " where " + constraints.joined(separator: ", "))
        }
        return (lines.isEmpty ? [] : ["\(header(constraints)) {\n\(lines.joined(separator: "\n"))\n}"])
            + conditional.map { requirement in
                let parent = requirement.codingParent ?? ""
                return switch part {
                case .witnesses: "\(header(constraints + ["Self: Swift.\(parent)"])) {\n\(witness(requirement))\n}"
                case .builders:
                    "\(header(constraints + ["Target: Swift.\(parent)"])) {\n\(requirement.builder(access: access))\n}"
                }
            }
    }

    /// `lines` naming each of ``scopedTypes`` by its alias.
    private func scoped(_ lines: [String]) -> [String] {
        let names = shape.forwardsToSuper ? [] : scopedTypes
        guard !names.isEmpty else { return lines }
        return lines.map { line in
            names.reduce(line) { $0.replacingRootIdentifier($1, with: Self.scopeAlias(of: $1)) }
        }
    }

    /// `lines` naming the protocol as the extension's type does: a protocol nested in a type
    /// (swift-certificates' `AnyCustomCertificateStore.DynCustomCertificateStore`, whose requirement
    /// takes `any DynCustomCertificateStore`) is not found by its own name in an extension of a
    /// protocol nested beside it, so it is qualified.
    private func qualified(_ lines: [String]) -> [String] {
        extendedName == protocolName
            ? lines : lines.map { $0.replacingRootIdentifier(protocolName, with: extendedName) }
    }

    /// The isolation of the witnesses' extensions: an actor mock has its own isolated witnesses
    /// (see `renderClass`), and these `nonisolated` ones serve the mocks of actor protocols that
    /// refine this one.
    private var witnessIsolation: String { isNonisolated ? "nonisolated " : shape.sharedMemberIsolation }

    /// Where `requirement`'s witness is declared in this mock: where the model placed it, but found
    /// by its name in a mock that names no witness apart (an actor's, or the mock generator's one
    /// file), which needs no extension of the protocol either.
    package func placement(of requirement: Requirement) -> WitnessPlacement {
        switch requirement.placement {
        case .namedApart, .protocolExtension: witnessesAreNamedApart ? requirement.placement : .byName
        case .byName, .mockBody: requirement.placement
        }
    }

    /// The extension `@Mockable` adds to the protocol, `type` as the compiler names it: the witnesses
    /// of its own initializers, and of the requirements it witnesses by name for a parent the macro
    /// cannot list, `where Self: Mocking.Mock`, under the mock's condition. A refinement's extension
    /// that implements one (swift-asn1's `DERImplicitlyTaggable`: `init(derEncoded:)` of
    /// `DERParseable`; vapor's `Content`: `encodeResponse(for:)`) is found before it, as for a type
    /// of the user's: Swift could not tell it from a witness in an extension of the witnesses
    /// protocol. None for a protocol without such requirements.
    package func renderProtocolExtension(of type: String) -> String? {
        guard Member.requirements(in: members).contains(where: { placement(of: $0) == .protocolExtension }) else {
            return nil
        }
        var mock = self
        mock.extendedName = type
        return mock.protocolExtension(of: type)
    }

    /// ``renderProtocolExtension(of:)``'s, from the model that names the protocol as `type` does.
    private func protocolExtension(of type: String) -> String {
        let witnesses = Member.lines(members) { placement(of: $0) == .protocolExtension ? witness($0) : "" }
        let lines = qualified(scoped(witnesses.filter { !$0.isEmpty }))
        // The aliases of a nested protocol's types are its witnesses protocol's, which every mock
        // of it conforms to.
        let aliases = scopedTypes.isEmpty ? "" : ", Self: \(type.dropLast(protocolName.count))\(witnessesName)"
        return """
            \(spi)\(witnessIsolation)extension \(type) where Self: Mocking.Mock\(aliases) {
            #if \(condition)
            \(lines.joined(separator: "\n"))
            #endif
            }
            """
    }
}
