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
    /// What the mock is: a class, an `NSObject` subclass or an actor.
    package var base: Base
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
    private var witnessesAreNamedApart: Bool {
        namesWitnessesApart && (base == .class || base == .nsObject)
    }

    /// Whether the mock is a subclass of an open class (the mock generator's).
    private var isSubclass: Bool {
        if case .subclass = base { true } else { false }
    }

    package enum Base: Equatable {
        case `class`
        /// For a protocol refining `NSObjectProtocol`, whose requirements `NSObject` witnesses.
        case nsObject
        /// For a protocol refining `Actor`.
        case actor
        /// A subclass of an open class (the mock generator's), overriding each member: a partial
        /// mock forwards to `super`.
        case subclass(of: String)
    }

    /// `override `, for a subclass mock's members.
    private var overrideModifier: String {
        if case .subclass = base { "override " } else { "" }
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

    /// `any Protocol`, also for a protocol with associated types: its partial mock passes on the
    /// requirements that name none (the others ask for a stub). `Void` for a subclass mock, which
    /// forwards to `super`.
    package var realType: String {
        if case .subclass = base { return "Void" }
        return "any \(protocolName)"
    }

    /// `nonisolated `, which keeps the mock's types, its builders and their conformances out of
    /// a module's default isolation (SE-0466: `MainActor` for new app targets), so a mock can be
    /// made, stubbed and verified from any isolation (`nonisolated` on a type is Swift 6.1, the
    /// package's floor).
    package static let nonisolatedType = "nonisolated "

    // MARK: Peer: the class and the two protocols

    /// The parts a mock has: a subclass mock's witnesses are overrides in its own body.
    private var parts: [Part] {
        if case .subclass = base { return [.builders] }
        return Part.allCases
    }

    /// The class, the witnesses protocol and the builders protocol; `key` names the model kept
    /// for the protocol (``MockModels``), from which `@__MockableWitnesses` and `@__MockableBuilders`
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
    package mutating func renderFile(in enclosing: String? = nil) -> String {
        namesWitnessesApart = false
        // One mock holds every parent's requirement, told apart by the generator: no overload key.
        members = Member.map(members) { requirement in
            var requirement = requirement
            requirement.isKeyedBySignature = false
            return requirement
        }
        isNestedInType = enclosing != nil
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
        let buildsAMockOfIt = part == .builders && !isSubclass
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
            case .witnesses: isNonisolated || base == .actor ? "nonisolated " : globalActor.map { $0 + " " } ?? ""
            case .builders: Self.nonisolatedType
            }
        let defaults =
            (part == .witnesses && witnessesAreNamedApart
                ? neverDefaultedAssociatedTypes.map { "\n    associatedtype \($0) = Never" }.joined() : "")
            + (part == .witnesses ? conditionalConstraints.map(\.lines).joined() : "")
            + (isSubclass ? [] : scopedTypes).map { "\n    typealias \(Self.scopeAlias(of: $0)) = \($0)" }.joined()
        return "\(spi)\(isolation)\(access)protocol \(name)\(inheritance) {\(defaults)\(defaults.isEmpty ? "" : "\n")}"
    }

    /// The mock: a class, an `NSObject` subclass or an actor, which names its builders.
    private func renderClass() -> String {
        // Where the class cannot be `nonisolated` (before Swift 6.1), its core and initializer are.
        let nonisolated =
            (globalActor != nil && Self.nonisolatedType.isEmpty) || base == .actor ? "nonisolated " : ""
        let header =
            switch base {
            case .class, .nsObject, .subclass: "\(spi)\(Self.nonisolatedType)\(access)final class \(mockName)"
            case .actor: "\(spi)\(access)actor \(mockName)"
            }
        // A class mock inherits its core from `MockObject`, restating its `@unchecked Sendable` as
        // Swift asks of a subclass (it adds no state). `NSObject` is not `Sendable`; the mock keeps
        // all its state in its core, which is.
        let conformances =
            switch base {
            case .class:
                "Mocking.MockObject<\(realType)>, Mocking.Mock, \(protocolName), \(witnessesName), @unchecked Sendable"
            case .actor: "Mocking.Mock, \(protocolName), \(witnessesName)"
            case .nsObject: "NSObject, Mocking.Mock, \(protocolName), \(witnessesName), @unchecked Sendable"
            case .subclass(let superclass): "\(superclass), Mocking.Mock, @unchecked Sendable"
            }
        let core =
            base == .class
            ? ""
            : """

                \(access)\(nonisolated)let mockCore: Mocking.MockCore<\(realType)>
                \(access)\(base == .actor ? "" : nonisolated)init(mockCore: Mocking.MockCore<\(realType)>) {
                    self.mockCore = mockCore\(base == .actor ? "" : "\n        super.init()")
                }
            """
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
        // A protocol extension cannot isolate its members to an actor `Self` unless the protocol
        // refines `Actor`, which the builders protocol cannot; so an actor mock declares its
        // witnesses itself, isolated to it as the protocol's requirements are. (The builders
        // protocol's `nonisolated` copies serve actor protocols that refine this one, and the
        // requirements that use `Self`, which an actor's own members cannot take as a parameter.)
        // A subclass mock's overrides can only be its own members.
        let ownWitnesses =
            base != .class && base != .nsObject
            ? Member.lines(members) {
                $0.needsSelf && base == .actor ? "" : witness($0)
            }
            .filter { !$0.isEmpty }.map { "\n" + $0 }.joined()
            : ""
        let identity = classIdentityWitnesses.map { "\n" + identityWitness($0) }.joined()
        let aliases = typeAliases.map { "\n    \(access)typealias \($0)" }.joined()
        // Operators for the same reason: the class's own, where `Self` may be no parameter's type;
        // and a `Collection` parent's subscript (see `Requirement.isWitnessedInClass`).
        let operators =
            Member.requirements(in: members).contains(where: \.isClassMember)
            ? Member.lines(members) {
                $0.isClassMember
                    ? witness($0).replacingRootIdentifier(
                        "Self", with: mockName)
                    : ""
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
    private var classIdentityWitnesses: [IdentityWitness] {
        identityWitnesses.filter { witness in
            switch witness {
            case .equality: base == .class || base == .actor
            case .hashing: base == .class && (!witnessesAreNamedApart || hashesInClass)
            case .description, .debugDescription: false
            }
        }
    }

    /// A standard-library parent's witness, beside the requirements' (an `NSObject` mock has
    /// `NSObject`'s): the mock's identity or its name, as `Mock` gives any other mock. Declared
    /// for `Self: Protocol`, it comes before one the protocol's own extension declares, for this
    /// protocol's mock and every refinement's; `==` is the class's own.
    private func identityWitness(_ witness: IdentityWitness) -> String {
        switch witness {
        case .equality:
            // An actor's static members take a module's default isolation; the class is `nonisolated`.
            "    \(access)\(base == .actor ? "nonisolated " : "")static func == (lhs: \(mockName), rhs: \(mockName)) -> Bool { lhs === rhs }"
        case .hashing:
            "    \(access)nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }"
        case .description:
            "    \(access)nonisolated var description: String { mockCore.displayName }"
        case .debugDescription:
            "    \(access)nonisolated var debugDescription: String { mockCore.displayName }"
        }
    }

    // MARK: The protocols' extensions

    /// The extension `@__MockableWitnesses` or `@__MockableBuilders` adds to `type`, the part's
    /// protocol as the compiler names it (`Outer.StoreMockBuilders` for a protocol nested in a
    /// type): the witnesses or the builder methods, one per requirement. None for a protocol with
    /// no requirements.
    package mutating func renderExtensions(_ part: Part, of type: String) -> [String] {
        extendedName = String(type.dropLast(part.suffix.count))
        var lines: [String]
        switch part {
        case .witnesses:
            lines =
                Member.lines(members) {
                    $0.isClassMember || isWitnessedInProtocolExtension($0)
                        ? "" : witness($0, apart: witnessesAreNamedApart && !$0.isWitnessedByName)
                }.filter { !$0.isEmpty }
                + (base == .nsObject
                    ? [] : identityWitnesses.filter { !classIdentityWitnesses.contains($0) }.map(identityWitness))
        case .builders:
            let aliases: [String]
            if case .subclass = base {
                aliases = []
            } else {
                aliases = associatedTypeNames.filter { $0 != "Target" && $0 != "Verb" }.map {
                    "    \(access)typealias \($0) = Target.\($0)"
                }
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
        let constraints: [String]
        switch (part, base) {
        case (.builders, .subclass): constraints = ["Self: Mocking.MockBuilders", "Target == \(mockName)"]
        case (.builders, _): constraints = []
        case (.witnesses, _): constraints = ["Self: Mocking.Mock", "Self: \(extendedName)"]
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
        let names = isSubclass ? [] : scopedTypes
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
    private var witnessIsolation: String { isNonisolated || base == .actor ? "nonisolated " : "" }

    /// Whether `requirement`'s witness is in an extension of the protocol itself, `where Self:
    /// Mocking.Mock` (see ``renderProtocolExtension(of:)`` and
    /// `Requirement.isWitnessedInProtocolExtension`): only where the witnesses are named apart.
    private func isWitnessedInProtocolExtension(_ requirement: Requirement) -> Bool {
        witnessesAreNamedApart && requirement.isWitnessedInProtocolExtension
    }

    /// The extension `@Mockable` adds to the protocol, `type` as the compiler names it: the witnesses
    /// of its own initializers, and of the requirements it witnesses by name for a parent the macro
    /// cannot list, `where Self: Mocking.Mock`, under the mock's condition. A refinement's extension
    /// that implements one (swift-asn1's `DERImplicitlyTaggable`: `init(derEncoded:)` of
    /// `DERParseable`; vapor's `Content`: `encodeResponse(for:)`) is found before it, as for a type
    /// of the user's: Swift could not tell it from a witness in an extension of the witnesses
    /// protocol. None for a protocol without such requirements.
    package mutating func renderProtocolExtension(of type: String) -> String? {
        guard Member.requirements(in: members).contains(where: isWitnessedInProtocolExtension) else { return nil }
        extendedName = type
        let lines = qualified(
            scoped(
                Member.lines(members) { isWitnessedInProtocolExtension($0) ? witness($0) : "" }.filter { !$0.isEmpty }))
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

    /// Whether `requirement`'s witness runs in its caller's isolation
    /// (``Requirement/runsInCallersIsolation``): only where the witness is `nonisolated` — a
    /// `nonisolated` protocol's (every protocol `generate-mocks` reads) or requirement's. A witness
    /// of an isolated protocol, or of one that takes the module's default isolation, keeps it.
    private func runsInCallersIsolation(_ requirement: Requirement) -> Bool {
        requirement.runsInCallersIsolation && (isNonisolated || requirement.isNonisolated) && base != .actor
    }

    /// The witness: one call into the runtime. `apart` where a method's or a property's witness is
    /// named apart (see `namesWitnessesApart`).
    private func witness(_ requirement: Requirement, apart: Bool = false) -> String {
        let core = requirement.core
        let implemented = apart ? requirement.implementedName : nil
        let attributes =
            requirement.availability + (requirement.discardsResult ? "@discardableResult " : "")
            + (implemented.map { "@_implements(\(extendedName), \($0)) " } ?? "")
        /// `_mock_load`, for the requirement `load(id:)` declared as `load`, where it is named apart.
        func named(_ name: String) -> String { implemented == nil ? name : "_mock_" + name.filter { $0 != "`" } }
        let isolation =
            runsInCallersIsolation(requirement)
            ? "nonisolated(nonsending) " : requirement.isNonisolated ? "nonisolated " : ""
        let staticPrefix = overrideModifier + isolation + (requirement.isStatic ? "static " : "")
        let effects = requirement.effectMarkers
        let entry = requirement.coreEntryPoint + "(\"\(requirement.runtimeName)\", "
        switch requirement.kind {
        case .method(let name, let parameters, let returnType):
            let declared = declaration(of: parameters)
            let returns = returnType.witness == "Void" ? "" : " -> \(returnType.witness)"
            if let body = rethrowingBody(requirement, name, parameters) {
                return """
                        \(attributes)\(access)\(staticPrefix)func \(named(name))\(requirement.generics?.clause ?? "")(\(declared)) rethrows\(returns)\(requirement.generics?.whereClause ?? "") {
                    \(body)
                        }
                    """
            }
            let forwarding = forward(
                requirement, "\(name)(\(forwarded(parameters)))",
                returning: requirement.runtimeResult(returnType.recorded))
            let call =
                "\(effects)\(core).\(entry)\(Requirement.recorded(parameters))\(Requirement.writingBack(parameters))) \(forwarding)"
                + requirement.takingResult
            let generics = requirement.generics
            let signature =
                if case .typed(let failure) = requirement.throwing {
                    // A closure's result cannot be implicitly unwrapped: `Int!` is `Int?` there.
                    (requirement.isAsync ? " async" : "") + " throws(\(failure.witness)) -> "
                        + (returnType.witness.hasSuffix("!")
                            ? returnType.witness.dropLast() + "?" : returnType.witness)
                } else {
                    ""
                }
            return """
                    \(attributes)\(access)\(staticPrefix)\(requirement.fixity)func \(requirement.isOperator ? name + " " : named(name))\(generics?.clause ?? "")(\(declared))\(requirement.effectSpecifiers)\(returns)\(generics?.whereClause ?? "") {
                \(Requirement.wrapNonEscaping(parameters, effects: effects, signature: signature, call, indent: 8, inCallersIsolation: runsInCallersIsolation(requirement) ? requirement.effectSpecifiers + returns : nil))
                    }
                """
        case .initializer(let parameters, let isFailable):
            let declared = declaration(of: parameters)
            let call =
                "mockCore.__call(\"\(requirement.runtimeName)\", \(Requirement.recorded(parameters))) { (_: Any) in }"
            return """
                    \(access)\(requirement.isNonisolated ? "nonisolated " : "")init\(isFailable ? "?" : "")\(requirement.generics?.clause ?? "")(\(declared))\(requirement.effectSpecifiers)\(requirement.generics?.whereClause ?? "") {
                        self.init(.null)
                \(Requirement.wrapNonEscaping(parameters, effects: "", call, indent: 8))
                    }
                """
        case .property(let name, let type, let isSettable) where isSettable:
            let forwarding = forward(requirement, name, returning: type.recorded)
            let setter =
                if case .subclass = base {
                    "{ (_: inout Void) in super.\(name) = newValue }"
                } else if requirement.needsSelf || requirement.isStatic || base == .actor {
                    "{ (_: inout Never) in }"
                } else {
                    "{ (real: inout any \(extendedName)) in real.\(name) = newValue }"
                }
            return """
                    \(attributes)\(access)\(staticPrefix)var \(named(name)): \(type.witness) {
                        get { \(core).__get("\(name)") \(forwarding) }
                        set { \(core).__set("\(name)", \(Parameter.newValue(type).recordedAlone)) \(setter) }
                    }
                """
        case .property(let name, let type, _):
            let forwarding = forward(requirement, name, returning: type.recorded)
            let body =
                requirement.isAsync || requirement.canThrow
                ? "\(effects)\(core).\(requirement.coreEntryPoint)(\"\(name).get\", ()) \(forwarding)"
                : "\(core).__get(\"\(name)\") \(forwarding)"
            return """
                    \(attributes)\(access)\(staticPrefix)var \(named(name)): \(type.witness) {
                        get\(requirement.effectSpecifiers) { \(body) }
                    }
                """
        case .subscript(let parameters, let returnType, let isSettable):
            let declared = declaration(of: parameters)
            let index = "[\(forwarded(parameters))]"
            let forwarding = forward(
                requirement, index, member: false, returning: returnType.recorded)
            let getter =
                "\(effects)\(core).\(requirement.coreEntryPoint)(\"\(requirement.accessorName(".get"))\", \(Requirement.recorded(parameters))) \(forwarding)"
            let head =
                "\(attributes)\(access)\(staticPrefix)subscript\(requirement.generics?.clause ?? "")(\(declared)) -> \(returnType.witness)\(requirement.generics?.whereClause ?? "")"
            // A closure index (`Dictionary`'s `subscript(_:default:)` takes an `@autoclosure`) is
            // boxed for the record while the accessor runs, as a method's closure argument is.
            let isBoxing = parameters.contains { $0.isBoxed }
            func accessor(_ keyword: String, _ body: String, effects: String) -> String {
                guard isBoxing else { return "\(keyword) { \(body) }" }
                let wrapped = Requirement.wrapNonEscaping(parameters, effects: effects, body, indent: 12)
                return "\(keyword) {\n\(wrapped)\n        }"
            }
            guard isSettable else {
                return """
                        \(head) {
                            \(accessor("get\(requirement.effectSpecifiers)", getter, effects: effects))
                        }
                    """
            }
            let setter =
                if case .subclass = base {
                    "{ (_: inout Void) in super\(index) = newValue }"
                } else if requirement.needsSelf || requirement.isStatic || base == .actor {
                    "{ (_: inout Never) in }"
                } else {
                    "{ (real: inout any \(extendedName)) in real\(index) = newValue }"
                }
            let set =
                "\(core).__setSubscript(\"\(requirement.runtimeName)\", \(Requirement.recorded(parameters + [.newValue(returnType)]))) \(setter)"
            return """
                    \(head) {
                        \(accessor("get", getter, effects: effects))
                        \(accessor("set", set, effects: ""))
                    }
                """
        }
    }

    /// `, writingBack: { value = $0 }` for a requirement with `inout` parameters, so what an
    /// `andCall` body writes to them reaches the caller; else nothing.
    /// The body of a witness that passes a call of a `rethrows` requirement on to the real object
    /// itself — a closure given to the runtime could not rethrow — or `nil` where it cannot be
    /// passed on (and the witness does not throw).
    private func rethrowingBody(_ requirement: Requirement, _ name: String, _ parameters: [Parameter]) -> String? {
        guard case .rethrowing = requirement.throwing, !requirement.isAsync, !requirement.isStatic,
            !requirement.isMutating, !requirement.needsSelf || isSubclass, base != .actor,
            !parameters.contains(where: { $0.passing == .variadic })
        else { return nil }
        guard case .method(_, _, let returnType) = requirement.kind else { return nil }
        // Spelled out: Swift does not infer the result through the closures around non-escaping
        // arguments.
        let result = requirement.runtimeResult(returnType.recorded)
        let member = requirement.forwardedResult(
            of: "\(isSubclass ? "super" : "real").\(name)(\(forwarded(parameters)))")
        let closure =
            isSubclass
            ? "{ (_: Any) throws -> \(result) in try \(member) }"
            : "{ (real: any \(extendedName)) throws -> \(result) in try \(member) }"
        let call =
            "try \(requirement.core).__call(\"\(requirement.runtimeName)\", \(Requirement.recorded(parameters)), rethrowing: true"
            + "\(Requirement.writingBack(parameters))) \(closure)\(requirement.takingResult)"
        return Requirement.wrapNonEscaping(parameters, effects: "try ", call, indent: 8, keepsParameters: true)
    }

    /// `_ text: String, afterDelay delay: Double`, as the protocol declares the parameters.
    private func declaration(of parameters: [Parameter]) -> String {
        parameters.map { "\($0.declarationPrefix): \($0.declaredType)" }.joined(separator: ", ")
    }

    private func forwarded(_ parameters: [Parameter]) -> String {
        parameters.map(\.forwardedArgument).joined(separator: ", ")
    }

    /// The closure that passes a partial mock's call on to the real object, or says why it cannot.
    ///
    /// It takes the real object as the protocol (`(real: any Store)`), so it does not depend on
    /// the mock's type, which the witnesses in a protocol extension are generic over; a closure
    /// that does not reach the real object takes `Any`. Its effects and result are spelled out
    /// where Swift cannot infer them: for typed throws, for a closure that only reports (nothing
    /// else names the return type or says it throws), and for an overload by return type.
    private func forward(
        _ requirement: Requirement, _ member: String, member isMember: Bool = true, returning returnType: String
    ) -> String {
        let reason: String? =
            if isSubclass, requirement.isStatic || requirement.needsSelf {
                nil  // A subclass mock forwards to `super` whatever the member names.
            } else if requirement.isStatic {
                "static members have no real object"
            } else if requirement.needsSelf {
                "it uses Self or an associated type"
            } else if requirement.restatesStandardRequirement {
                "it restates a standard-library requirement, which the module's default isolation may isolate"
            } else if base == .actor {
                // A synchronous call cannot reach another actor, and an asynchronous one would send
                // the arguments across isolation, which non-Sendable ones cannot take.
                "the real object is another actor, which the mock cannot call into"
            } else if case .method(_, let parameters, _) = requirement.kind,
                parameters.contains(where: { $0.passing == .variadic })
            {
                "Swift cannot pass an array as variadic arguments"
            } else if case .rethrowing = requirement.throwing {
                "a mock cannot rethrow"
            } else {
                nil
            }
        if let reason {
            let effects = requirement.closureEffects(bodyThrows: false)
            return
                "{ (_: Any)\(effects) -> \(returnType) in \(requirement.core).__unforwardable(\"\(requirement.runtimeName)\", because: \"\(reason)\") }"
        }
        let effects = requirement.closureEffects(bodyThrows: true)
        if let parent = requirement.codingParent {
            // `any Speaker` is `Encodable` where the mock is, through the parent that makes it so;
            // cast from `Any`, which does not warn where the compiler sees that it always succeeds.
            return
                "{ (real: any \(extendedName))\(requirement.closureEffects(bodyThrows: false)) -> \(returnType) in guard let real = real as Any as? any Swift.\(parent) "
                + "else { return \(requirement.core).__unforwardable(\"\(requirement.runtimeName)\", because: "
                + "\"the real object is not \(parent)\") }; return \(requirement.effectMarkers)real.\(member) }"
        }
        // A subclass mock's real object is `super`, which the closure captures.
        let (parameter, target) = isSubclass ? ("_: Any", "super") : ("real: any \(extendedName)", "real")
        let call =
            requirement.isMutating && !isSubclass
            ? "var target = real; return \(requirement.effectMarkers)\(requirement.forwardedResult(of: "target.\(member)"))"
            : requirement.effectMarkers + requirement.forwardedResult(of: target + (isMember ? "." : "") + member)
        // An overload by return type (`update()` and `update() -> Int`) is picked by the closure's
        // declared result.
        return effects.isEmpty && !requirement.isOverloadedByType
            ? "{ (\(parameter)) in \(call) }"
            : "{ (\(parameter))\(effects) -> \(returnType) in \(call) }"
    }
}

extension String {
    /// Whether `identifier` appears in this type's spelling as a whole word.
    package func containsIdentifier(_ identifier: String) -> Bool {
        var found = false
        forEachWord { word, _ in found = found || word == identifier }
        return found
    }
}

extension String {
    /// This text with `identifier` replaced by `replacement` wherever it is a whole word that no
    /// `.` comes before: a name of the scope, not a member's (`AsyncIterator.Element == Element`
    /// with `Element` as `Message` is `AsyncIterator.Element == Message`).
    package func replacingRootIdentifier(_ identifier: String, with replacement: String) -> String {
        var result = ""
        forEachWord { word, isRoot in result += word == identifier && isRoot ? replacement : word }
        return result
    }

    /// Whether `identifier` is a whole word of this text that no `.` comes before.
    package func containsRootIdentifier(_ identifier: String) -> Bool {
        var found = false
        forEachWord { word, isRoot in found = found || (word == identifier && isRoot) }
        return found
    }

    /// Each word and each character between words, in order, with whether a word follows no `.`
    /// and no `@`.
    private func forEachWord(_ body: (_ text: String, _ isRoot: Bool) -> Void) {
        var word = ""
        var last: Character = " "
        for character in self {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            // A word after `@` is an attribute (`@Sendable`), not a type.
            if !word.isEmpty { body(word, last != "." && last != "@") }
            word = ""
            body(String(character), false)
            last = character
        }
        if !word.isEmpty { body(word, last != "." && last != "@") }
    }
}
