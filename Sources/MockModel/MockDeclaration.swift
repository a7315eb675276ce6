import SwiftSyntax

/// The generated mock, rendered as source: what a careful person would write by hand.
///
/// Three expansions, so that a protocol refining `@Mockable` protocols composes their mocks and
/// name lookup on a mock finds the protocol's members and no builder:
/// - `@Mockable`'s peers: the class `<Protocol>Mock`, which inherits its core from `MockObject`
///   and names its builders; the protocol `<Protocol>MockWitnesses`, which the class conforms to;
///   and `<Protocol>MockBuilders: Mocking.MockBuilders where Target: Protocol`, which its builders
///   conform to — each refined by a refining protocol's own;
/// - `@__MockableWitnesses` and `@__MockableBuilders` on those protocols, which extend them — a
///   macro can extend only what it is attached to — with the witnesses (`where Self:
///   Mocking.Mock, Self: Protocol`) and the builder methods, so every mock of a refining protocol,
///   and its builders, take them on.
package struct MockDeclaration {
    package let protocolName: String
    /// The protocol as the witnesses name it: qualified where it is nested in a type
    /// (`Outer.Store`), as `@__MockableWitnesses` learns from the protocol it extends.
    package var extendedName: String
    package let access: String
    /// The protocol's `@_spi(Name)` attributes, each followed by a space: an SPI protocol's mock,
    /// its protocols and their extensions are the same SPI's (WasmKit's `@_spi(WasmKit) public
    /// protocol WASIFile`), as a public conformance to an SPI protocol is refused.
    package var spi = ""
    /// The protocol's global actor attribute (`@MainActor`), if it has one: the builders protocol
    /// carries it too, so the witnesses have the protocol's isolation; the mock's core and the
    /// `Mock` initializer stay `nonisolated` so the mock can be created and configured from anywhere.
    package let globalActor: String?
    /// A `nonisolated protocol`: its builders protocol and witnesses are `nonisolated` too,
    /// whatever the module's default isolation.
    package let isNonisolated: Bool
    package let condition: String
    /// The requirements, inside the protocol's `#if` blocks where it has them.
    package var members: [Member]
    /// `associatedtype Item: Hashable` → `Item: Hashable`, the mock's generic parameters.
    package let genericParameters: [String]
    /// Associated types the protocol constrains differently under `#if`, each with its bound per
    /// clause: the witnesses protocol declares a type alias for each under the same conditions,
    /// which the mock's generic parameter is constrained by.
    package var conditionalConstraints: [ConditionalConstraint] = []
    /// The `where` clauses of the protocol and its associated types: the mock's `where` clause.
    package let genericRequirements: [String]
    /// Associated types `Never` can stand for: the witnesses protocol gives `Never` as their
    /// default (`associatedtype Source = Never`), so the mock of a refinement that never names
    /// one (`protocol MediaContext: SourceListContext {}`) conforms; this protocol's own mock,
    /// generic over it, and a refinement that restates it are unaffected.
    package var neverDefaultedAssociatedTypes: [String] = []
    /// The associated types the requirements may name, the protocol's own and its parents' it
    /// names: the builders' extension declares each as `Target`'s (`typealias BaseType =
    /// Target.BaseType`), so the builders of a refinement that names one without declaring it
    /// (swift-protobuf's `protocol MapKeyType: FieldType`, whose requirements take `BaseType`) find it.
    package var associatedTypeNames: [String] = []
    /// Inherited `@Mockable` protocols: this protocol's builders refine theirs.
    package let mockableParents: [String]
    /// What the mock is, which every renderer asks rather than tests: a class, an `NSObject`
    /// subclass, an actor or a subclass of an open class.
    package var shape: MockShape
    /// The standard-library parents' witnesses the mock declares (`description`, … in its
    /// witnesses protocol, `==` in the class), so that they come before any the protocol's own
    /// extensions offer.
    package var identityWitnesses: [IdentityWitness] = []
    /// Whether the class declares `hash(into:)` itself: for a `RawRepresentable` refinement of a
    /// `@Mockable` parent, where a witness from an extension ties with the standard library's for a
    /// hashable `RawRepresentable`, and Swift then derives one from `hashValue` whose default calls
    /// it back — a recursion that ends the test process.
    package var hashesInClass = false
    /// `Encodable`'s and `Decodable`'s requirements, for a refinement of `@Mockable` parents that
    /// does not restate them: each witnessed in an extension of its own, `where Self: Decodable`,
    /// found before a parent's witness or one the protocol's own extension implements; for two
    /// parents or more, with a builder found before each parent's.
    package var codingWitnesses: [Requirement] = []
    /// `Failure = any Swift.Error`: type aliases the class declares for a standard-library parent (see
    /// ``StandardParents/typeAliases``).
    package var typeAliases: [String] = []
    /// Whether the witnesses in the witnesses protocol's extension are named apart from the
    /// requirements they implement (`@_implements(Store, load(id:)) func _mock_load(id:)`): a
    /// witness found by its name loses to none found by `@_implements`, so it is the mock's own,
    /// not the one an extension of a refining protocol declares (`extension Input { var body … }`
    /// for `Component`'s `body`), for this protocol's mock and every refinement's. Subscripts and
    /// initializers cannot be named apart. The mock generator restates every parent's requirement
    /// in the one mock, whose witnesses, more specialized than such an extension, need no
    /// renaming; it turns this off.
    package var namesWitnessesApart = true
    /// Whether the protocol is nested in a type (SE-0404), as the peer's lexical context or the
    /// generator's enclosing type says; the extensions learn it from the qualified name they
    /// extend (see ``isNested``). Then the witnesses' and the builders' extensions name the types
    /// its requirements name bare through aliases the protocols beside it declare (see
    /// ``scopedTypes``).
    package var isNestedInType = false

    /// ``isNestedInType``, or an extension's qualified type (`Outer.Store`).
    private var isNested: Bool { isNestedInType || extendedName != protocolName }

    /// Whether this mock's witnesses are named apart: not an actor's, whose own isolated
    /// witnesses, found by name, must stay the ones that count.
    var witnessesAreNamedApart: Bool {
        namesWitnessesApart && shape.mayNameWitnessesApart
    }

    package var mockName: String { protocolName + "Mock" }
    package var buildersName: String { protocolName + "MockBuilders" }
    package var witnessesName: String { protocolName + "MockWitnesses" }

    /// The protocols whose extensions hold the witnesses and the builders: the mock conforms to
    /// the first, its builders to the second, so name lookup on the mock finds no builder.
    package enum Part: CaseIterable, Sendable {
        case witnesses, builders

        /// `MockWitnesses`, `MockBuilders`: what the part's protocol name adds to the protocol's.
        package var suffix: String {
            switch self {
            case .witnesses: "MockWitnesses"
            case .builders: "MockBuilders"
            }
        }

        /// The macro that writes the part's extension.
        var macro: String {
            switch self {
            case .witnesses: "__MockableWitnesses"
            case .builders: "__MockableBuilders"
            }
        }
    }

    /// What a partial mock forwards to (``MockShape/realType(of:)``).
    package var realType: String { shape.realType(of: protocolName) }

    /// `nonisolated `, which keeps the mock's types, its builders and their conformances out of
    /// a module's default isolation (SE-0466: `MainActor` for new app targets), so a mock can be
    /// made, stubbed and verified from any isolation.
    package static let nonisolatedType = "nonisolated "

    // MARK: Peer: the class and the two protocols

    /// The parts a mock has (``MockShape/parts``).
    private var parts: [Part] { shape.parts }

    /// The class, the witnesses protocol and the builders protocol; `key` names the model kept
    /// for the protocol (``MockModelCache``), from which `@__MockableWitnesses` and `@__MockableBuilders`
    /// write the witnesses and the builders.
    /// For a protocol nested in a type, the types its requirements name bare, each declared by the
    /// protocols beside it as `__MockScope_<name>`, which the witnesses and the builders name.
    ///
    /// An extension of a protocol nested in a type does not see the type's other members, so the
    /// extensions `@__MockableWitnesses` and `@__MockableBuilders` write could not find a sibling type
    /// the requirements name (swift-nio-ssl's `CustomVerifyManager.PendingResultConvertible`,
    /// whose requirement returns `PendingResult`, declared beside it); the protocols, declared
    /// where the protocol is, find whatever it means. Which names are siblings the macro cannot
    /// tell, so every bare name but the requirements' own generic parameters, the associated types
    /// and `Self` is aliased, but for the standard library's plain values (`Int`, `String`, …) and
    /// `Sendable`, which no type shadows; a generic one (`Result<…>`) or a qualified one (`NIOCore.EventLoop`)
    /// is left as it is written.
    package var scopedTypes: [String] {
        guard isNested else { return [] }
        var names: [String] = []
        for requirement in Member.requirements(in: members) {
            let excluded = Self.plainValues.union(
                (requirement.generics?.names ?? []) + associatedTypeNames + [protocolName])
            // A name the builders spell otherwise is the protocol's own (`Target.ItemID` for its
            // `typealias ItemID`), which the witnesses find as it is.
            let builders = Set(
                (requirement.kind.builderTypes + (requirement.typedFailure.map { [$0.builder] } ?? []))
                    .flatMap(TypeText.bareNames))
            for type in requirement.kind.witnessTypes + (requirement.typedFailure.map { [$0.witness] } ?? []) {
                for name in TypeText.bareNames(in: type)
                where builders.contains(name) && !excluded.contains(name) && !names.contains(name) {
                    names.append(name)
                }
            }
        }
        return names
    }

    /// The standard library's plain value types, `Sendable` and `AnyObject`, which ``scopedTypes``
    /// leaves as they are written.
    private static let plainValues: Set<String> = [
        "AnyObject", "Bool", "Character", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "Never",
        "Sendable", "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Void",
    ]

    /// `__MockScope_PendingResult`: the alias of a type a nested protocol names bare.
    static func scopeAlias(of name: String) -> String {
        "__MockScope_" + name
    }

    package func renderPeer(key: String) -> DeclSyntax {
        let protocols = parts.map { part in
            "@Mocking.\(part.macro)(\"\(key)\")\n\(renderProtocol(part))"
        }
        return Verbatim.declaration(
            """
            #if \(condition)
            \(renderClass())
            \(protocols.joined(separator: "\n"))
            #endif
            """)
    }

    /// The whole mock as one file of plain Swift, as the mock generator writes it: the class, the
    /// two protocols and their extensions, with no macro and no condition. For a protocol nested
    /// in the type `enclosing`, the class and the protocols are nested beside it.
    package func renderFile(in enclosing: String? = nil) -> String {
        // Rendered from a copy made for the file: the model stays as it was read.
        var file = self
        file.namesWitnessesApart = false
        // One mock holds every parent's requirement, told apart by the generator: no overload key.
        file.members = Member.map(members) { requirement in
            var requirement = requirement
            requirement.isKeyedBySignature = false
            return requirement
        }
        file.isNestedInType = enclosing != nil
        return file.renderedFile(in: enclosing)
    }

    private func renderedFile(in enclosing: String?) -> String {
        let peers = [renderClass()] + parts.map(renderProtocol)
        let prefix = enclosing.map { $0 + "." } ?? ""
        let extensions = parts.flatMap { renderExtensions($0, of: prefix + protocolName + $0.suffix) }
        guard let enclosing else {
            return (peers + extensions).joined(separator: "\n\n")
        }
        let nested = peers.joined(separator: "\n\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return (["extension \(enclosing) {\n\(nested)\n}"] + extensions).joined(separator: "\n\n")
    }

    /// An associated type constrained differently under `#if` (see `conditionalConstraints`).
    package struct ConditionalConstraint {
        let name: String
        /// `#if A` with `CryptoKit.Digest`, `#else` with `Crypto.Digest`.
        let clauses: [(directive: String, bound: String)]

        /// `_MockDigestConstraint`: the witnesses protocol's type alias for `name`'s bound.
        static func alias(of name: String) -> String { "_Mock\(name)Constraint" }

        /// The type alias under each clause's condition, as the witnesses protocol declares it.
        var lines: String {
            clauses.map { "\n    \($0.directive)\n    typealias \(Self.alias(of: name)) = \($0.bound)" }.joined()
                + "\n    #endif"
        }
    }

    /// `PMockWitnesses`, which the mock conforms to, or `PMockBuilders`, which its builders
    /// conform to; each refines the parents' own.
    private func renderProtocol(_ part: Part) -> String {
        let name = protocolName + part.suffix
        // Witnesses named apart implement the protocol's requirements, so their protocol refines it.
        // The builders protocol states what its extension needs, `MockBuilders` building a mock
        // of the protocol: a constrained extension's own generic signature, made for each of its
        // builders, cost the compiler 9 % of the builders (BENCHMARKS.md, "The builders' protocol").
        let buildsAMockOfIt = part == .builders && !shape.forwardsToSuper
        let parents =
            (part == .witnesses && witnessesAreNamedApart ? [protocolName] : [])
            + (buildsAMockOfIt && mockableParents.isEmpty ? ["Mocking.MockBuilders"] : [])
            + mockableParents.map { $0 + part.suffix }
        let inheritance =
            (parents.isEmpty ? "" : ": " + parents.joined(separator: ", "))
            + (buildsAMockOfIt ? " where Target: \(protocolName)" : "")
        // The witnesses protocol has the protocol's isolation, which its extension takes on (for
        // a protocol with none, the module's default, as the protocol has). An actor's witnesses
        // are its own (see `renderClass`); its witnesses protocol is `nonisolated`, which also
        // keeps it clear of a Swift 6.3 bug ("circular reference" for an actor protocol that
        // refines `CustomStringConvertible` and a protocol under default MainActor isolation). The
        // builders are `nonisolated`, as the mock's `Builders` are.
        let isolation =
            switch part {
            case .witnesses:
                isNonisolated || !shape.sharedMemberIsolation.isEmpty
                    ? "nonisolated " : globalActor.map { $0 + " " } ?? ""
            case .builders: Self.nonisolatedType
            }
        let defaults =
            (part == .witnesses && witnessesAreNamedApart
                ? neverDefaultedAssociatedTypes.map { "\n    associatedtype \($0) = Never" }.joined() : "")
            + (part == .witnesses ? conditionalConstraints.map(\.lines).joined() : "")
            + (shape.forwardsToSuper ? [] : scopedTypes).map { "\n    typealias \(Self.scopeAlias(of: $0)) = \($0)" }
            .joined()
        return "\(spi)\(isolation)\(access)protocol \(name)\(inheritance) {\(defaults)\(defaults.isEmpty ? "" : "\n")}"
    }

    /// The mock: a class, an `NSObject` subclass or an actor, which names its builders.
    private func renderClass() -> String {
        let header = spi + shape.declaration(mockName, access: access, nonisolatedType: Self.nonisolatedType)
        let conformances = shape.conformances(
            realType: realType, protocolName: protocolName, witnessesName: witnessesName)
        let core = shape.core(access: access, realType: realType)
        // Internal and fileprivate builders take `MockBuilders.init(proxy:)` from the memberwise
        // initializer; public and package ones must spell it out.
        let buildersInit =
            access == "public " || access == "package "
            ? """

                    \(access)init(proxy: Mocking.MockProxy<\(mockName), Verb>) {
                        self.proxy = proxy
                    }
            """
            : ""
        let generics = genericParameters.isEmpty ? "" : "<\(genericParameters.joined(separator: ", "))>"
        let whereClause = genericRequirements.isEmpty ? "" : " where " + genericRequirements.joined(separator: ", ")
        // The witnesses an actor or a subclass mock declares itself (``MockShape/declaresOwnWitness(of:)``).
        let ownWitnesses =
            shape.declaresWitnessesInItsBody
            ? Member.lines(members) { shape.declaresOwnWitness(of: $0) ? witness($0) : "" }
                .filter { !$0.isEmpty }.map { "\n" + $0 }.joined() : ""
        let identity = classIdentityWitnesses.map { "\n" + identityWitness($0) }.joined()
        let aliases = typeAliases.map { "\n    \(access)typealias \($0)" }.joined()
        // Operators for the same reason: the class's own, where `Self` may be no parameter's type;
        // and a `Collection` parent's subscript (see `WitnessPlacement.mockBody`).
        let operators =
            Member.requirements(in: members).contains { $0.placement == .mockBody }
            ? Member.lines(members) {
                $0.placement == .mockBody ? witness($0).replacingRootIdentifier("Self", with: mockName) : ""
            }
            .filter { !$0.isEmpty }.map { "\n" + $0 }.joined() : ""
        return """
            \(header)\(generics): \(conformances)\(whereClause) {
                \(access)typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                \(access)typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                \(access)typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                \(access)typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>\(aliases)\(core)\(identity)\(operators)\(ownWitnesses)
                \(Self.nonisolatedType)\(access)struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, \(buildersName) {
                    \(access)let proxy: Mocking.MockProxy<\(mockName), Verb>\(buildersInit)
                }
            }
            """
    }

    /// The identity witnesses the class declares itself, not its witnesses' extension. Swift does
    /// not find an operator in an extension a macro adds (6.3.1: the conformance fails as if the
    /// witness were missing), so `==` is the class's own; `hash(into:)` too where the witnesses
    /// protocol does not refine the protocol (the mock generator's): from its extension, a
    /// `RawRepresentable` parent's `hashValue` would be the witness Swift picks, and warns about.
    var classIdentityWitnesses: [IdentityWitness] {
        identityWitnesses.filter {
            shape.declaresIdentityWitness($0, hashesInClass: !witnessesAreNamedApart || hashesInClass)
        }
    }

    /// A standard-library parent's witness, beside the requirements' (an `NSObject` mock has
    /// `NSObject`'s): the mock's identity or its name, as `Mock` gives any other mock. Declared
    /// for `Self: Protocol`, it comes before one the protocol's own extension declares, for this
    /// protocol's mock and every refinement's; `==` is the class's own.
    func identityWitness(_ witness: IdentityWitness) -> String {
        switch witness {
        case .equality:
            // An actor's static members take a module's default isolation; the class is `nonisolated`.
            "    \(access)\(shape.sharedMemberIsolation)static func == (lhs: \(mockName), rhs: \(mockName)) -> Bool { lhs === rhs }"
        case .hashing:
            "    \(access)nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }"
        case .description:
            "    \(access)nonisolated var description: String { mockCore.displayName }"
        case .debugDescription:
            "    \(access)nonisolated var debugDescription: String { mockCore.displayName }"
        }
    }
}
