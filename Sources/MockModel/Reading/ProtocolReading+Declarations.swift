import SwiftSyntax

/// Pass 1: the associated types and type aliases, the protocol's own, its parents', and those
/// declared under `#if`; and the requirement parser that knows them.
extension ProtocolReading {
    mutating func readDeclarations() -> RequirementParser {
        for member in protocolDecl.memberBlock.members {
            if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) { associatedTypes.append(associated) }
            if let alias = member.decl.as(TypeAliasDeclSyntax.self) {
                typeAliases.insert(alias.name.text)
                aliasDeclarations.append(alias)
            }
            if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                switch Self.conditionalAssociatedTypes(conditional) {
                case .success(let found):
                    associatedTypes += found.declarations
                    conditionalConstraints += found.constraints
                case .failure(let diagnostic):
                    diagnose(diagnostic.diagnostic(at: Syntax(conditional)))
                    failed = true
                }
            }
        }
        inheritedAssociated = inheritedAssociatedTypes()
        // A standard-library parent's associated types (`AsyncSequence`'s `Element` and
        // `AsyncIterator`) the protocol does not declare: the mock's first generic parameters, in
        // the parent's order, whether or not the protocol constrains them.
        standardAssociated = parents.filter { !StandardParents.isRefined($0, among: parents) }.compactMap {
            StandardParents.associatedTypes[StandardParents.bare($0)]
        }
        for name in standardAssociated.flatMap(\.names)
        where !associatedTypes.contains(where: { $0.name.text == name }) && !adoptedAssociated.contains(name) {
            adoptedAssociated.append(name)
        }
        // A primary associated type the protocol does not declare is a parent's (OpenCombine's
        // `Subject<Output, Failure>: Publisher`, swift-parsing's `ParserPrinter<Input, Output>:
        // Parser`): its requirements name it as their own, and the mock takes the parent's for it,
        // as for one a refinement never names. (A declared one is named twice; the set keeps it once.)
        let primary = (protocolDecl.primaryAssociatedTypeClause?.primaryAssociatedTypes ?? []).map(\.name.text)
        associatedNames = Set(associatedTypes.map(\.name.text) + inheritedAssociated + adoptedAssociated + primary)
        // A type alias spelled with an associated type (grpc's `typealias Inbound =
        // RPCAsyncSequence<RPCResponsePart<Bytes>, any Error>`) makes a requirement naming it one a
        // partial mock cannot pass on through `any Protocol`, as the associated type would.
        let associatedNames = associatedNames
        let dependentAliases = Set(
            aliasDeclarations.filter { alias in
                alias.initializer.value.tokens(viewMode: .sourceAccurate).contains {
                    $0.tokenKind == .keyword(.Self) || associatedNames.contains($0.text)
                }
            }.map(\.name.text))
        var parser = RequirementParser(
            associatedTypes: associatedNames, typeAliases: typeAliases, dependentTypeAliases: dependentAliases)
        parser.isActor = shape.isActor
        parser.movesNoncopyableResults = true
        parser.reading(protocolDecl.description)
        return parser
    }

    /// A parent's associated types the protocol constrains without restating them (`protocol
    /// NumberBox: Box where Item: Numeric`): every type a `where` clause constrains is `Self`'s, so
    /// one that is not the protocol's own is inherited, and the mock needs a generic parameter for
    /// it. (One the protocol never names cannot be seen; it must be restated.)
    private func inheritedAssociatedTypes() -> [String] {
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

    /// The associated types an `#if` block declares (swift-crypto's `HashFunction`: `associatedtype
    /// Digest: CryptoKit.Digest` under one condition, `: Crypto.Digest` under the other): each must
    /// be declared in every clause, an `#else` among them, so the mock is generic over it whatever
    /// the condition; where the constraints differ, the mock's generic parameter is constrained by
    /// a type alias of its witnesses protocol declared under the same conditions.
    static func conditionalAssociatedTypes(
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
            return .failure(.unsupported(.conditionalAssociatedTypesNotInEveryClause))
        }
        var declarations: [AssociatedTypeDeclSyntax] = []
        var constraints: [MockDeclaration.ConditionalConstraint] = []
        for name in names {
            let declared = clauses.compactMap { clause in clause.types.first { $0.name.text == name } }
            if declared.contains(where: { $0.genericWhereClause != nil }) {
                return .failure(.unsupported(.whereClauseOnConditionalAssociatedType(name)))
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
}
