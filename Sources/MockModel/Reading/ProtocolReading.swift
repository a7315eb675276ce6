import SwiftDiagnostics
import SwiftSyntax

/// What `@Mockable` makes of a protocol, shared by the macros and the mock generator: a
/// ``MockDeclaration``, read in named passes, each in its own file, each reading what the earlier
/// ones learnt:
///
/// 1. ``readDeclarations()`` reads the associated types and type aliases, the parents' among them
///    (`ProtocolReading+Declarations.swift`);
/// 2. ``readRequirements()`` reads every member into a `Requirement` under its `#if` clause
///    (`ProtocolReading+Requirements.swift`);
/// 3. ``adoptStandardParents()`` takes on the requirements of the standard library's parents a mock
///    can serve and refuses the others (`ProtocolReading+StandardParents.swift`);
/// 4. ``resolveOverloads()`` tells apart the requirements of one selector
///    (`ProtocolReading+Overloads.swift`);
/// 5. ``placeWitnesses()`` decides where each witness is declared, once
///    (`ProtocolReading+Placement.swift`);
/// 6. ``addedWitnesses()`` lists the witnesses the mock declares of its own for its parents
///    (`ProtocolReading+StandardParents.swift`);
/// 7. ``genericSignature()`` makes the mock's generic parameters and `where` clause
///    (`ProtocolReading+GenericSignature.swift`).
///
/// A pass that refuses the protocol diagnoses the node in the way and sets ``failed``.
package struct ProtocolReading {
    let protocolDecl: ProtocolDeclSyntax
    /// The `@Mockable` attribute, with its `unmocked:` and `compiledWhen:` arguments.
    let node: AttributeSyntax
    let diagnose: (Diagnostic) -> Void
    /// The protocol's parents, one by one (``parents(of:)``).
    let parents: [String]
    /// What the mock is: an actor for an `Actor` protocol, an `NSObject` subclass for one refining
    /// `NSObjectProtocol` or a Foundation delegate, else a class.
    let shape: MockShape
    /// The parents with `@Mockable` mocks, whose builders the mock's refine.
    let mockableParents: [String]
    /// Whether a pass refused the protocol: it then has no mock.
    var failed = false

    // What ``readDeclarations()`` learns.
    var associatedTypes: [AssociatedTypeDeclSyntax] = []
    var typeAliases: Set<String> = []
    var aliasDeclarations: [TypeAliasDeclSyntax] = []
    var conditionalConstraints: [MockDeclaration.ConditionalConstraint] = []
    /// A parent's associated types the protocol constrains without restating them.
    var inheritedAssociated: [String] = []
    /// The standard-library parents' associated types and requirements on them.
    var standardAssociated: [(names: [String], requirements: [String])] = []
    /// Those of ``standardAssociated`` the protocol does not declare: the mock's first generic
    /// parameters.
    var adoptedAssociated: [String] = []
    /// Every associated type a requirement may name: the protocol's own and its parents'.
    var associatedNames: Set<String> = []

    // What ``readRequirements()`` and the passes after it make.
    var members: [Member] = []
    /// The selectors of the protocol's own requirements.
    var ownSelectors: Set<String> = []
    /// The selectors a standard-library parent declares, whether the protocol restates them or
    /// not, and those of the identity witnesses and defaulted requirements of its parents.
    var standardSelectors: Set<String> = []
    /// Each standard-library requirement's types as the builders spell them, by selector.
    var standardTypes: [String: [String]] = [:]
    /// The selectors of the standard-library requirements the mock takes on, which the protocol
    /// does not restate.
    var adoptedSelectors: Set<String> = []
    /// The selectors with both an `async` and a synchronous requirement.
    var asyncAndSynchronous: Set<String> = []

    init(_ protocolDecl: ProtocolDeclSyntax, _ node: AttributeSyntax, diagnose: @escaping (Diagnostic) -> Void) {
        self.protocolDecl = protocolDecl
        self.node = node
        self.diagnose = diagnose
        let parents = Self.parents(of: protocolDecl)
        self.parents = parents
        shape =
            parents.contains(where: Self.actorProtocols.contains)
            ? .actor : parents.contains(where: Self.foundationProtocols.contains) ? .nsObject : .class
        let unmocked = Self.unmockedParents(of: node)
        mockableParents = parents.filter { parent in
            !Self.standardProtocols.contains(parent) && !Self.foundationProtocols.contains(parent)
                && !StandardParents.names.contains(parent)
                && !Self.actorProtocols.contains(parent) && !unmocked.contains(parent)
        }
    }

    /// The mock of `protocolDecl` as `node` (its `@Mockable` attribute) asks for it; what stands in
    /// the way goes to `diagnose`, when given.
    package static func model(
        of protocolDecl: ProtocolDeclSyntax, _ node: AttributeSyntax, diagnose: ((Diagnostic) -> Void)? = nil
    ) -> MockModelCache.Entry {
        var reading = ProtocolReading(protocolDecl, node) { diagnose?($0) }
        return MockModelCache.Entry(mock: reading.mock())
    }

    /// The passes, in order; `nil` where one refused the protocol.
    private mutating func mock() -> MockDeclaration? {
        let parser = readDeclarations()
        readRequirements(parsedBy: parser)
        adoptStandardParents(parsedBy: parser)
        guard !failed else { return nil }
        resolveOverloads()
        placeWitnesses()
        let added = addedWitnesses(parsedBy: parser)
        let generics = genericSignature()
        var mock = MockDeclaration(
            protocolName: protocolDecl.name.text,
            extendedName: protocolDecl.name.text,
            access: DeclarationText.accessModifier(of: protocolDecl),
            globalActor: protocolDecl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
                .first { $0.attributeName.trimmedSource.hasSuffix("Actor") }?.trimmedSource,
            isNonisolated: isNonisolatedProtocol,
            condition: DeclarationText.compilationCondition(of: node),
            members: members,
            genericParameters: generics.parameters,
            conditionalConstraints: conditionalConstraints,
            genericRequirements: generics.requirements,
            neverDefaultedAssociatedTypes: associatedTypes.filter(neverMeetsTheConstraints).map(\.name.text),
            associatedTypeNames: associatedNames.sorted(),
            mockableParents: mockableParents,
            shape: shape,
            identityWitnesses: added.identity,
            hashesInClass: added.hashesInClass,
            codingWitnesses: added.coding,
            typeAliases: standardAliases.map { "\($0.name) = \($0.type)" }
        )
        mock.spi = DeclarationText.spiAttributes(protocolDecl.attributes).map { $0.trimmedSource + " " }.joined()
        return mock
    }

    /// A `nonisolated protocol`.
    var isNonisolatedProtocol: Bool {
        protocolDecl.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    /// The selectors of every requirement the mock witnesses: its own and those it takes on.
    var witnessedSelectors: Set<String> {
        Set(Member.requirements(in: members).map(\.selector))
    }
}
