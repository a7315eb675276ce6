import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

/// What `@Mockable` makes of a protocol, shared by the macros and the mock generator: the model
/// (``MockDeclaration``) and the facts about the protocol it is read from.
package enum MockableModel {
    /// Standard-library protocols a mocked protocol may refine: they have no generated builders,
    /// and `Mock` supplies their witnesses (identity, the mock's name).
    package static let standardProtocols: Set<String> = [
        "Sendable", "AnyObject", "Equatable", "Hashable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Identifiable", "Swift.Sendable", "Swift.AnyObject",
        "Swift.Equatable", "Swift.Hashable", "Swift.CustomStringConvertible",
        "Swift.CustomDebugStringConvertible", "Swift.Identifiable",
    ]

    /// `NSObjectProtocol` and Foundation's delegate protocols that refine it: the mock subclasses
    /// `NSObject`, which witnesses `NSObjectProtocol`'s requirements; the delegates' requirements
    /// are optional or have defaults, and those a test stubs are restated in the protocol. A
    /// protocol refining a `@Mockable` one that refines `NSObjectProtocol` names it too, since the
    /// macro cannot see its parent's parents.
    package static let foundationProtocols: Set<String> = {
        let names = [
            "NSObjectProtocol", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate",
            "URLSessionDownloadDelegate", "URLSessionStreamDelegate", "URLSessionWebSocketDelegate",
            "StreamDelegate", "XMLParserDelegate", "NSCacheDelegate", "FileManagerDelegate", "PortDelegate",
            "NetServiceDelegate", "NetServiceBrowserDelegate", "NSFilePresenter", "NSLocking",
        ]
        let modules = ["Foundation.", "FoundationNetworking.", "ObjectiveC."]
        return Set(names + modules.flatMap { module in names.map { module + $0 } })
    }()

    /// `Actor`: the mock is an actor.
    package static let actorProtocols: Set<String> = ["Actor", "Swift.Actor", "_Concurrency.Actor"]

    /// The parents named in `@Mockable(unmocked: Loggable.self, …)`: they have no `@Mockable`, so
    /// no builders to inherit; their requirements are restated in this protocol or have defaults.
    package static func unmockedParents(of node: AttributeSyntax) -> [String] {
        unmockedArguments(of: node).map(\.name)
    }

    /// Whether a parent of the protocol is one whose requirements the macro cannot list: named in
    /// `unmocked:`, or one of Foundation's (see `Requirement.isWitnessedInProtocolExtension`).
    package static func hasUnlistedParents(_ protocolDecl: ProtocolDeclSyntax, _ node: AttributeSyntax) -> Bool {
        let unmocked = unmockedParents(of: node)
        return parents(of: protocolDecl).contains { unmocked.contains($0) || foundationProtocols.contains($0) }
    }

    /// Each `X.self` of `unmocked:`, a variadic argument: the labelled one and those after it
    /// without a label.
    package static func unmockedArguments(of node: AttributeSyntax) -> [(name: String, argument: LabeledExprSyntax)] {
        guard case .argumentList(let arguments) = node.arguments,
            let start = arguments.firstIndex(where: { $0.label?.text == "unmocked" })
        else { return [] }
        var found: [(name: String, argument: LabeledExprSyntax)] = []
        for argument in arguments[start...] {
            if argument.label != nil, argument.label?.text != "unmocked" { break }
            guard let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "self", let base = member.base
            else { continue }
            found.append((base.trimmedSource, argument))
        }
        return found
    }

    /// The mock of `protocolDecl` as `node` (its `@Mockable` attribute) asks for it; what stands in
    /// the way goes to `diagnose`, when given.
    package static func model(
        of protocolDecl: ProtocolDeclSyntax, _ node: AttributeSyntax, diagnose: ((Diagnostic) -> Void)? = nil
    ) -> MockModelCache.Entry {
        MockModelCache.Entry(mock: mockDeclaration(protocolDecl, node) { diagnose?($0) })
    }

    private static func mockDeclaration(
        _ protocolDecl: ProtocolDeclSyntax, _ node: AttributeSyntax, diagnose: (Diagnostic) -> Void
    ) -> MockDeclaration? {
        var associatedTypes: [AssociatedTypeDeclSyntax] = []
        var typeAliases: Set<String> = []
        var aliasDeclarations: [TypeAliasDeclSyntax] = []
        var conditionalConstraints: [MockDeclaration.ConditionalConstraint] = []
        var refusesConditionalTypes = false
        for member in protocolDecl.memberBlock.members {
            if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) { associatedTypes.append(associated) }
            if let alias = member.decl.as(TypeAliasDeclSyntax.self) {
                typeAliases.insert(alias.name.text)
                aliasDeclarations.append(alias)
            }
            if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                switch conditionalAssociatedTypes(conditional) {
                case .success(let found):
                    associatedTypes += found.declarations
                    conditionalConstraints += found.constraints
                case .failure(let diagnostic):
                    diagnose(diagnostic.diagnostic(at: Syntax(conditional)))
                    refusesConditionalTypes = true
                }
            }
        }
        let inherited = inheritedAssociatedTypes(of: protocolDecl, associatedTypes, typeAliases: typeAliases)
        // A standard-library parent's associated types (`AsyncSequence`'s `Element` and
        // `AsyncIterator`) the protocol does not declare: the mock's first generic parameters, in
        // the parent's order, whether or not the protocol constrains them.
        let allParents = parents(of: protocolDecl)
        let standardAssociated = allParents.filter { !StandardParents.isRefined($0, among: allParents) }.compactMap {
            StandardParents.associatedTypes[StandardParents.bare($0)]
        }
        var adoptedAssociated: [String] = []
        for name in standardAssociated.flatMap(\.names)
        where !associatedTypes.contains(where: { $0.name.text == name }) && !adoptedAssociated.contains(name) {
            adoptedAssociated.append(name)
        }
        // A primary associated type the protocol does not declare is a parent's (OpenCombine's
        // `Subject<Output, Failure>: Publisher`, swift-parsing's `ParserPrinter<Input, Output>:
        // Parser`): its requirements name it as their own, and the mock takes the parent's for it,
        // as for one a refinement never names. (A declared one is named twice; the set keeps it once.)
        let primary = (protocolDecl.primaryAssociatedTypeClause?.primaryAssociatedTypes ?? []).map(\.name.text)
        let associatedNames = Set(associatedTypes.map(\.name.text) + inherited + adoptedAssociated + primary)
        // A type alias spelled with an associated type (grpc's `typealias Inbound =
        // RPCAsyncSequence<RPCResponsePart<Bytes>, any Error>`) makes a requirement naming it one a
        // partial mock cannot pass on through `any Protocol`, as the associated type would.
        let dependentAliases = Set(
            aliasDeclarations.filter { alias in
                alias.initializer.value.tokens(viewMode: .sourceAccurate).contains {
                    $0.tokenKind == .keyword(.Self) || associatedNames.contains($0.text)
                }
            }.map(\.name.text))
        var parser = RequirementParser(
            associatedTypes: associatedNames, typeAliases: typeAliases, dependentTypeAliases: dependentAliases)
        parser.isActor = Self.parents(of: protocolDecl).contains(where: actorProtocols.contains)
        parser.movesNoncopyableResults = true
        parser.reading(protocolDecl.description)
        func parseMembers(_ list: MemberBlockItemListSyntax, failed: inout Bool) -> [Member] {
            list.flatMap { member -> [Member] in
                if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                    let clauses = conditional.clauses.map { clause in
                        guard case .decls(let decls) = clause.elements else {
                            return (directive: Member.directive(of: clause), members: [Member]())
                        }
                        return (directive: Member.directive(of: clause), members: parseMembers(decls, failed: &failed))
                    }
                    // One that holds no requirement (only associated types) adds nothing.
                    return clauses.allSatisfy(\.members.isEmpty) ? [] : [.conditional(clauses)]
                }
                do throws(MockableDiagnostic) {
                    let parsed = try parser.parse(member.decl)
                    if let hidden = parsed.lazy.compactMap(\.hiddenMockMethod).first {
                        diagnose(
                            MockableDiagnostic.hidesMockMethod(
                                name: hidden, mock: protocolDecl.name.text + "Mock"
                            ).diagnostic(at: Syntax(member.decl)))
                    }
                    return parsed.map(Member.requirement)
                } catch {
                    diagnose(error.diagnostic(at: Syntax(member.decl)))
                    failed = true
                    return []
                }
            }
        }
        // A standard-library parent's requirement, as the standard library declares it: nonisolated,
        // whatever the protocol's isolation or the module's default, and witnessed by its name.
        func standardRequirement(_ text: String) -> Requirement? {
            let decl = Parser.parse(source: "protocol Adopted {\n\(text)\n}").statements.first?.item
                .as(ProtocolDeclSyntax.self)?.memberBlock.members.first?.decl
            guard let decl, var requirement = try? parser.parse(decl).first else { return nil }
            requirement.isNonisolated = true
            requirement.isWitnessedByName = true
            requirement.isKeyedBySignature = true
            return requirement
        }
        var failed = refusesConditionalTypes
        var members = parseMembers(protocolDecl.memberBlock.members, failed: &failed)
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
                MockableDiagnostic.cannotMock(
                    "a protocol whose 'where' clause names Self ('\(requirement.requirement.trimmedSource)'): its "
                        + "mock would require itself in its generic clause, which Swift refuses"
                ).diagnostic(at: Syntax(requirement)))
            failed = true
        }
        // Standard-library parents: their requirements join the protocol's where a mock can take
        // them on, unless the protocol restates them; elsewhere the protocol is refused.
        let restated = Set(Member.requirements(in: members).map(\.selector))
        // The selectors a standard-library parent declares: a restatement of one is witnessed by
        // its name, which the parent's conformance needs (see `Requirement.isWitnessedByName`).
        var standardSelectors: Set<String> = []
        // Each one's types as the builders spell them.
        var standardTypes: [String: [String]] = [:]
        for (parent, node) in parentNodes(of: protocolDecl) {
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
            let adopted =
                StandardParents.isRefined(parent, among: allParents) ? [] : StandardParents.adopted[bare] ?? []
            for text in adopted {
                guard var requirement = standardRequirement(text) else { continue }
                standardSelectors.insert(requirement.selector)
                standardTypes[requirement.selector] = requirement.kind.builderTypes
                guard !restated.contains(requirement.selector),
                    !Member.requirements(in: members).contains(where: { $0.selector == requirement.selector })
                else { continue }
                if case .subscript = requirement.kind { requirement.isWitnessedInClass = true }
                members.append(.requirement(requirement))
            }
        }
        guard !failed else { return nil }
        // Requirements that share a selector, in any clause, are told apart by their types.
        let selectors = Dictionary(grouping: Member.requirements(in: members), by: \.selector)
        let overloaded = Set(selectors.filter { $0.value.count > 1 }.keys)
        members = Member.map(members) { requirement in
            var requirement = requirement
            requirement.isOverloadedByType = overloaded.contains(requirement.selector)
            requirement.resultOverload = requirement.resultOverload(among: selectors[requirement.selector, default: []])
            // A synchronous witness matches an `async` requirement too (vapor's `Server` has
            // `start(address:)` both ways): named apart, each `async` requirement would find two
            // witnesses; found by name, Swift picks each one's own.
            let overloads = selectors[requirement.selector, default: []]
            if overloads.contains(where: \.isAsync), overloads.contains(where: { !$0.isAsync }) {
                requirement.isWitnessedByName = true
            }
            // Both are recorded under one name, so one stub answers both; the synchronous one's
            // builder stands for the two (two would make every `stub.start(address:)` ambiguous).
            requirement.hasSynchronousTwin =
                requirement.isAsync
                && overloads.contains { other in
                    !other.isAsync && other.kind.builderTypes == requirement.kind.builderTypes
                }
            return requirement
        }
        let parents = Self.parents(of: protocolDecl)
        let unmocked = unmockedParents(of: node)
        // A parent whose requirements the macro cannot list (`unmocked:`, Foundation's delegates)
        // may declare any of the protocol's: each is witnessed by its name.
        let isNonisolatedProtocol = protocolDecl.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
        let hasUnlistedParents = Self.hasUnlistedParents(protocolDecl, node)
        standardSelectors.formUnion(
            parents.flatMap { StandardParents.identity[StandardParents.bare($0)] ?? [] }.map(\.selector))
        standardSelectors.formUnion(parents.flatMap { StandardParents.defaulted[StandardParents.bare($0)] ?? [] })
        members = Member.map(members) { requirement in
            var requirement = requirement
            if hasUnlistedParents || standardSelectors.contains(requirement.selector) {
                requirement.isWitnessedByName = true
            }
            // Where the witnesses are named apart, those that cannot be are in the protocol's own
            // extension (see `Requirement.isWitnessedInProtocolExtension`).
            let isInitializer = if case .initializer = requirement.kind { true } else { false }
            let isOwnByName =
                hasUnlistedParents && restated.contains(requirement.selector)
                && !standardSelectors.contains(requirement.selector)
            requirement.isWitnessedInProtocolExtension =
                !requirement.isClassMember && (isOwnByName || isInitializer && !requirement.isWitnessedByName)
            // A restatement with other types (`var rawValue: Int` for `RawValue`) is a requirement
            // of the protocol's own, which a module's default isolation isolates: its witness is
            // nonisolated for the parent's conformance. (One with the same types overrides the
            // parent's, so it must be as nonisolated as that one is.)
            if let types = standardTypes[requirement.selector], types != requirement.kind.builderTypes,
                !requirement.isNonisolated
            {
                requirement.isNonisolated = true
                requirement.restatesStandardRequirement = !isNonisolatedProtocol
            }
            return requirement
        }
        let restatedSelectors = Set(Member.requirements(in: members).map(\.selector))
        let standardAliases = parents.compactMap { StandardParents.typeAliases[StandardParents.bare($0)] }.filter {
            alias in
            !restated.contains(alias.requirement) && !associatedTypes.contains { $0.name.text == alias.name }
        }
        var identity: [IdentityWitness] = []
        for witness in parents.flatMap({ StandardParents.identity[StandardParents.bare($0)] ?? [] })
        where !identity.contains(witness) && !restatedSelectors.contains(witness.selector) {
            identity.append(witness)
        }
        let mockableParents = parents.filter { parent in
            !standardProtocols.contains(parent) && !foundationProtocols.contains(parent)
                && !StandardParents.names.contains(parent)
                && !actorProtocols.contains(parent) && !unmocked.contains(parent)
        }
        members = Member.map(members) { requirement in
            var requirement = requirement
            requirement.isKeyedBySignature = true
            return requirement
        }
        let shape: MockShape =
            parents.contains(where: actorProtocols.contains)
            ? .actor : parents.contains(where: foundationProtocols.contains) ? .nsObject : .class
        // A `@Mockable` parent may be `Encodable` or `Decodable`, and its witness of `encode(to:)` or
        // `init(from:)` ties with one the protocol's own extension implements (jwt-kit's
        // `JWTUnixEpochClaim`), or with another parent's (Graphiti's `Paginatable`, refining two
        // `Decodable` protocols): a refinement's mock declares its own, which is found before them.
        let codingWitnesses: [Requirement] =
            !shape.isActor && !mockableParents.isEmpty
            ? ["Encodable", "Decodable"].compactMap { parent in
                guard let text = StandardParents.adopted[parent]?.first,
                    var requirement = standardRequirement(text),
                    !restatedSelectors.contains(requirement.selector)
                else { return nil }
                requirement.codingParent = parent
                return requirement
            } : []
        // A `@Mockable` parent may be `Equatable` (swift-crypto's `DigestPrivate: Digest`), and its
        // `==` is its mock class's own (see `MockDeclaration.classIdentityWitnesses`): a refinement's
        // mock declares it too, or an `==` the parent's extension implements would compete with
        // `Mock`'s. On a mock that is not `Equatable`, it only compares identities, as `===` does.
        if shape == .class, !mockableParents.isEmpty, !identity.contains(.equality),
            !restatedSelectors.contains(IdentityWitness.equality.selector)
        {
            identity.append(.equality)
        }
        // A `RawRepresentable` refinement of a `@Mockable` parent that may be `Hashable` (the fuzzer's
        // seed 11): the standard library's `hash(into:)` for a hashable `RawRepresentable` and the
        // parent's witness tie, and Swift derives one from `hashValue` — which recurses at run time.
        // The class's own, found before either, settles it.
        let hashesInClass =
            shape == .class && !mockableParents.isEmpty
            && parents.contains { StandardParents.bare($0) == "RawRepresentable" }
            && !restatedSelectors.contains(IdentityWitness.hashing.selector)
        if hashesInClass, !identity.contains(.hashing) {
            identity.append(.hashing)
        }
        // A parent's associated type the protocol fixes by restating a requirement that names it
        // with another type (swift-protobuf's `Enum`: `var rawValue: Int` for `RawValue`) is
        // inferred from the mock's witness, not a generic parameter.
        let inferredAssociated = adoptedAssociated.filter { name in
            standardTypes.contains { selector, types in
                types.contains { $0.containsIdentifier(name) }
                    && Member.requirements(in: members).contains { requirement in
                        requirement.selector == selector
                            && !requirement.kind.builderTypes.contains { $0.containsIdentifier(name) }
                    }
            }
        }
        let generics = fixingConcreteTypes(
            parameters: adoptedAssociated.filter { !inferredAssociated.contains($0) }
                + associatedTypes.map { associated in
                    let name = associated.name.text
                    // Constrained differently under `#if`: by the witnesses protocol's type alias.
                    if conditionalConstraints.contains(where: { $0.name == name }) {
                        return name + ": " + protocolDecl.name.text + "MockWitnesses."
                            + MockDeclaration.ConditionalConstraint.alias(of: name)
                    }
                    return name + (Self.constraint(of: associated).map { ": " + $0 } ?? "")
                }
                + inherited.filter { !adoptedAssociated.contains($0) },
            requirements: genericRequirements(of: protocolDecl, associatedTypes).map { requirement in
                // `where Context: …` with `typealias Context = Responder.Context`: the mock's
                // generic clause says it of `Responder.Context` (`Self.` dropped, as from the
                // clause itself), the alias being the protocol's.
                aliasDeclarations.reduce(requirement) { requirement, alias in
                    let value = SelfMemberRewriter().rewrite(alias.initializer.value.trimmed).trimmedSource
                    return requirement.replacingRootIdentifier(alias.name.text, with: value)
                }
            } + standardAssociated.flatMap(\.requirements))
        var mock = MockDeclaration(
            protocolName: protocolDecl.name.text,
            extendedName: protocolDecl.name.text,
            access: accessModifier(of: protocolDecl),
            globalActor: protocolDecl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
                .first { $0.attributeName.trimmedSource.hasSuffix("Actor") }?.trimmedSource,
            isNonisolated: isNonisolatedProtocol,
            condition: compilationCondition(of: node),
            members: members,
            genericParameters: generics.parameters,
            conditionalConstraints: conditionalConstraints,
            genericRequirements: generics.requirements,
            neverDefaultedAssociatedTypes: associatedTypes.filter { neverMeetsTheConstraints(of: $0, in: protocolDecl) }
                .map(\.name.text),
            associatedTypeNames: associatedNames.sorted(),
            mockableParents: mockableParents,
            shape: shape,
            identityWitnesses: identity,
            hashesInClass: hashesInClass,
            codingWitnesses: codingWitnesses,
            typeAliases: standardAliases.map { "\($0.name) = \($0.type)" }
        )
        mock.spi = spiAttributes(protocolDecl.attributes).map { $0.trimmedSource + " " }.joined()
        return mock
    }

    /// The `@_spi(Name)` attributes of a declaration.
    package static func spiAttributes(_ attributes: AttributeListSyntax) -> [AttributeSyntax] {
        attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { $0.attributeName.trimmedSource == "_spi" }
    }

    /// Whether `Never` is a type the associated type accepts: it has no default of its own, no
    /// `where` clause, and asks only what `Never` is (`Hashable`, `Sendable`, `Codable`, …).
    private static func neverMeetsTheConstraints(
        of associated: AssociatedTypeDeclSyntax, in protocolDecl: ProtocolDeclSyntax
    ) -> Bool {
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

    /// The protocol's parents, one by one: `protocol P: A & B, C` has `A`, `B` and `C`.
    package static func parents(of protocolDecl: ProtocolDeclSyntax) -> [String] {
        parentNodes(of: protocolDecl).map(\.name)
    }

    /// Each parent with the type node that names it, for diagnostics.
    private static func parentNodes(of protocolDecl: ProtocolDeclSyntax) -> [(name: String, node: TypeSyntax)] {
        (protocolDecl.inheritanceClause?.inheritedTypes ?? []).flatMap { inherited -> [(String, TypeSyntax)] in
            let types = inherited.type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [inherited.type]
            // `~Copyable` suppresses a parent rather than naming one (swift-subprocess's
            // `OutputProtocol: Sendable, ~Copyable`); a mock class is copyable and conforms anyway.
            return types.filter { !$0.is(SuppressedTypeSyntax.self) }.map { ($0.trimmedSource, $0) }
        }
    }

    /// A parent's associated types the protocol constrains without restating them (`protocol
    /// NumberBox: Box where Item: Numeric`): every type a `where` clause constrains is `Self`'s, so
    /// one that is not the protocol's own is inherited, and the mock needs a generic parameter for
    /// it. (One the protocol never names cannot be seen; it must be restated.)
    private static func inheritedAssociatedTypes(
        of protocolDecl: ProtocolDeclSyntax, _ associatedTypes: [AssociatedTypeDeclSyntax], typeAliases: Set<String>
    ) -> [String] {
        // A type alias of the protocol's own is no parent's associated type (hummingbird's
        // `ApplicationProtocol`: `typealias Context = Responder.Context` and `where Context: …`).
        let own = Set(associatedTypes.map(\.name.text)).union(typeAliases)
        let clauses = [protocolDecl.genericWhereClause] + associatedTypes.map(\.genericWhereClause)
        var inherited: [String] = []
        for requirement in clauses.compactMap({ $0 }).flatMap(\.requirements) {
            // `Self.Items.Element == Self.Item` → `Items`; `RootContext: RSSRootContext` → `RootContext`.
            var text = Substring(requirement.requirement.trimmedSource)
            if text.hasPrefix("Self.") { text = text.dropFirst("Self.".count) }
            let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !name.isEmpty, name != "Self", !own.contains(name), !inherited.contains(name) { inherited.append(name) }
        }
        return inherited
    }

    /// The `where` clauses of the protocol and of its associated types, as the mock's generic
    /// parameters state them: `Value: Codable`, `Batch.Element == Element` (`Self.` dropped).
    /// `associatedtype Key: Hashable, Sendable` → `Hashable & Sendable`; `nil` with no constraint.
    private static func constraint(of associated: AssociatedTypeDeclSyntax) -> String? {
        let constraints = associated.inheritanceClause?.inheritedTypes.map(\.type.trimmedSource) ?? []
        return constraints.isEmpty ? nil : constraints.joined(separator: " & ")
    }

    /// The associated types an `#if` block declares (swift-crypto's `HashFunction`: `associatedtype
    /// Digest: CryptoKit.Digest` under one condition, `: Crypto.Digest` under the other): each must
    /// be declared in every clause, an `#else` among them, so the mock is generic over it whatever
    /// the condition; where the constraints differ, the mock's generic parameter is constrained by
    /// a type alias of its witnesses protocol declared under the same conditions.
    private static func conditionalAssociatedTypes(
        _ block: IfConfigDeclSyntax
    ) -> Result<
        (declarations: [AssociatedTypeDeclSyntax], constraints: [MockDeclaration.ConditionalConstraint]),
        MockableDiagnostic
    > {
        let clauses = block.clauses.map { clause -> (directive: String, types: [AssociatedTypeDeclSyntax]) in
            guard case .decls(let decls) = clause.elements else { return (Member.directive(of: clause), []) }
            return (Member.directive(of: clause), decls.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self) })
        }
        let names = clauses.flatMap { $0.types.map(\.name.text) }.reduce(into: [String]()) { names, name in
            if !names.contains(name) { names.append(name) }
        }
        guard !names.isEmpty else { return .success(([], [])) }
        let declaredEverywhere =
            block.clauses.last?.poundKeyword.tokenKind == .poundElse
            && clauses.allSatisfy { clause in
                names.allSatisfy { name in clause.types.contains { $0.name.text == name } }
            }
        guard declaredEverywhere else {
            return .failure(
                .unsupported("associated types declared under '#if' but not in every clause, '#else' among them"))
        }
        var declarations: [AssociatedTypeDeclSyntax] = []
        var constraints: [MockDeclaration.ConditionalConstraint] = []
        for name in names {
            let declared = clauses.compactMap { clause in clause.types.first { $0.name.text == name } }
            if declared.contains(where: { $0.genericWhereClause != nil }) {
                return .failure(.unsupported("'where' clauses on associated types declared under '#if' ('\(name)')"))
            }
            declarations.append(declared[0])
            let bounds = declared.map { constraint(of: $0) ?? "Any" }
            if Set(bounds).count > 1 {
                constraints.append(
                    MockDeclaration.ConditionalConstraint(
                        name: name, clauses: zip(clauses, bounds).map { ($0.directive, $1) }))
            }
        }
        return .success((declarations, constraints))
    }

    private static func genericRequirements(
        of protocolDecl: ProtocolDeclSyntax, _ associatedTypes: [AssociatedTypeDeclSyntax]
    ) -> [String] {
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

/// `Self.Element` → `Element`: in the mock, an associated type is a generic parameter.
private final class SelfMemberRewriter: SyntaxRewriter {
    package override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
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
