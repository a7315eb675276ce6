import Foundation
import MockModel
import SwiftParser
import SwiftSyntax

extension MockGenerator {
    /// A protocol as the generator hands it to the model, and what reading it from the graphs found.
    struct ProtocolSource {
        /// `@Mockable`, its isolation, the parents that decide what the mock is, and its
        /// requirements and those of every parent in the graphs.
        var text = ""
        var requirements: [SymbolGraph.Symbol] = []
        /// Parents the model takes as they are (`NSObjectProtocol`, `Encodable`).
        var keptParents: [String] = []
        /// Parents the graphs do not hold.
        var unresolvedParents: [String] = []
        /// A parent's requirement a refinement restates otherwise, which the generator cannot resolve.
        var restated: String?
        /// The protocol and its parents in the graphs, in the order they were read.
        var protocols: [String] = []
        /// Which protocol declares each requirement (by kind and name), to find one a refinement
        /// restates.
        fileprivate var owners: [String: (owner: String, requirement: SymbolGraph.Symbol)] = [:]
    }

    /// `type` as the generator hands it to the model (``ProtocolSource``).
    func protocolSource(of type: SymbolGraph.Symbol) -> ProtocolSource {
        var source = ProtocolSource()
        var visited: Set<String> = [type.identifier.precise]
        collect(type.identifier.precise, into: &source, visited: &visited)
        var seen: Set<String> = []
        source.requirements = source.requirements.filter { seen.insert($0.declaration).inserted }
        // A protocol of another module keeps that module's isolation, not the test target's default.
        // A protocol's only attribute naming a type is its global actor (`@`, `MainActor` s:ScM).
        let fragments = type.declarationFragments ?? []
        let globalActor = fragments.first { $0.kind == "attribute" && $0.preciseIdentifier != nil }?.spelling
        let isolation = globalActor.map { "@\($0) " } ?? "nonisolated "
        let inheritance = source.keptParents.isEmpty ? "" : ": " + source.keptParents.joined(separator: ", ")
        let constraints = whereConstraints(of: source.protocols)
        let whereClause = constraints.isEmpty ? "" : " where " + constraints.joined(separator: ", ")
        let associatedTypes = Set(
            source.requirements.filter { $0.kind.identifier == "swift.associatedtype" }.map(\.names.title))
        let body = source.requirements.map {
            "    " + $0.declarationWithAvailability(qualifying: associatedTypes, moduleTypes: moduleTypes, of: module)
        }
        .joined(separator: "\n")
        source.text =
            "@Mockable\n\(isolation)protocol \(type.pathComponents.last ?? "")\(inheritance)\(whereClause) {\n\(body)\n}"
        return source
    }

    /// Reads the requirements of the protocol `id` and, in turn, of each parent in the graphs not
    /// `visited` yet; a requirement a refinement restates is kept once where one witness serves both.
    private func collect(_ id: String, into source: inout ProtocolSource, visited: inout Set<String>) {
        source.protocols.append(id)
        var declared = declaredRequirements(of: id)
        for requirement in declared {
            let key = requirement.kind.identifier + " " + requirement.names.title
            if let earlier = source.owners[key], earlier.owner != id,
                earlier.requirement.declaration != requirement.declaration
            {
                switch Self.restatement(earlier.requirement, of: requirement) {
                case .servesBoth:
                    declared.removeAll { $0.identifier.precise == requirement.identifier.precise }
                    continue
                case .overload:
                    break
                case .unresolved:
                    source.restated = source.restated ?? "'\(requirement.names.title)'"
                }
            }
            source.owners[key] = source.owners[key] ?? (id, requirement)
        }
        source.requirements += declared
        for parent in parents(of: id) {
            switch parent {
            case .resolved(let parent):
                if visited.insert(parent).inserted { collect(parent, into: &source, visited: &visited) }
            case .kept(let name):
                if !source.keptParents.contains(name) { source.keptParents.append(name) }
            case .missing(let name, _):
                if !source.unresolvedParents.contains(name) { source.unresolvedParents.append(name) }
            case .witnessed:
                break
            }
        }
    }

    /// The `where` clauses of `protocols`, each requirement once. The protocol's own (`where
    /// Self.Item : Numeric`) and its parents' (the graph spells hummingbird's `RequestContext`, which
    /// restates `associatedtype Source: RequestContextSource`, with `where Self.Source :
    /// RequestContextSource`, which `RemoteAddressRequestContext` inherits): they constrain
    /// associated types, and the mock's generic parameters take them on.
    private func whereConstraints(of protocols: [String]) -> [String] {
        var constraints: [String] = []
        for id in protocols {
            let fragments = symbols[id]?.declarationFragments ?? []
            guard let start = fragments.firstIndex(where: { $0.kind == "keyword" && $0.spelling == "where" }) else {
                continue
            }
            let clause = fragments[(start + 1)...].map(\.spelling).joined()
            let parsed =
                Parser.parse(source: "protocol P where \(clause) {}").statements.first?.item
                .as(ProtocolDeclSyntax.self)?.genericWhereClause?.requirements ?? []
            for requirement in parsed.map(\.requirement.trimmedDescription) where !constraints.contains(requirement) {
                constraints.append(requirement)
            }
        }
        return constraints
    }

    /// How a refinement's requirement relates to a parent's of the same kind and name that the
    /// module declares otherwise.
    private enum Restatement {
        /// The refinement's witness serves the parent's requirement too: the same declaration
        /// (console-kit's `AnyCommand` restates `var help: String { get }`), a property made settable
        /// (Yams' `YamlAnchorCoding`: `var yamlAnchor: Anchor? { get set }` over `{ get }`), a
        /// method with fewer effects (console-kit's `AnyCommand`: `run(using:) throws` over
        /// `AnyAsyncCommand`'s `async throws`).
        case servesBoth
        /// Two requirements, each with its witness: a method with another result, neither naming
        /// an associated type (Yams' `ScalarRepresentable`: `represented() -> Node.Scalar` over
        /// `NodeRepresentable`'s `represented() throws -> Node`).
        case overload
        /// Anything else: a constrained default the generator cannot resolve.
        case unresolved
    }

    private static func restatement(
        _ restated: SymbolGraph.Symbol, of parent: SymbolGraph.Symbol
    ) -> Restatement {
        // The graph spells a restatement `override var help: String { get }`.
        let declaration = strippingModifiers(restated.declaration)
        let parentDeclaration = strippingModifiers(parent.declaration)
        if declaration == parentDeclaration || settable(declaration, widens: parentDeclaration) { return .servesBoth }
        // An associated type restated with a bound or a default (hummingbird's `RequestContext`:
        // `associatedtype Source: RequestContextSource = ApplicationRequestContextSource` over
        // `InitializableFromSource`'s `associatedtype Source`): the refinement's declaration, which
        // the mock's generic parameter takes on, where it keeps every constraint of the parent's.
        if let own = associatedTypeConstraints(of: declaration),
            let inherited = associatedTypeConstraints(of: parentDeclaration)
        {
            return inherited.isSubset(of: own) ? .servesBoth : .unresolved
        }
        guard let own = signature(of: declaration), let inherited = signature(of: parentDeclaration) else {
            return .unresolved
        }
        // Another parameter type (jwt-kit's `JWTMultiValueClaim`: `init(value: Value.Element)` over
        // `JWTClaim`'s `init(value: Value)`): two requirements, each witnessed for its own type.
        guard own.parameters == inherited.parameters else { return .overload }
        if own.result == inherited.result {
            return own.effects.isSubset(of: inherited.effects) ? .servesBoth : .unresolved
        }
        let namesAssociatedType = (restated.declarationFragments ?? []) + (parent.declarationFragments ?? [])
        return namesAssociatedType.contains { $0.spelling == "Self" || $0.preciseIdentifier?.hasSuffix("Qa") == true }
            ? .unresolved : .overload
    }

    /// An associated type's constraints, as swift-syntax reads its declaration: each type of its
    /// inheritance clause and each requirement of its `where` clause; nil for any other declaration.
    private static func associatedTypeConstraints(of declaration: String) -> Set<String>? {
        let parsed = Parser.parse(source: "protocol P {\n\(declaration)\n}").statements.first?.item
            .as(ProtocolDeclSyntax.self)?.memberBlock.members.first?.decl.as(AssociatedTypeDeclSyntax.self)
        guard let parsed else { return nil }
        let inherited = parsed.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        let required = parsed.genericWhereClause?.requirements.map(\.requirement.trimmedDescription) ?? []
        return Set(inherited + required)
    }

    /// A method's or an initializer's parameter types, its effects (`async`, `throws(E)`) and the
    /// rest (`-> Int where T: P`, `?` for a failable initializer), as swift-syntax reads the
    /// declaration; nil for any other declaration.
    private static func signature(
        of declaration: String
    ) -> (parameters: [String], effects: Set<String>, result: String)? {
        guard let decl = Parser.parse(source: declaration).statements.first?.item.as(DeclSyntax.self) else {
            return nil
        }
        func effects(_ specifiers: FunctionEffectSpecifiersSyntax?) -> Set<String> {
            Set([specifiers?.asyncSpecifier?.text, specifiers?.throwsClause?.trimmedDescription].compactMap { $0 })
        }
        func types(_ clause: FunctionParameterClauseSyntax) -> [String] {
            clause.parameters.map { $0.type.trimmedDescription + ($0.ellipsis?.text ?? "") }
        }
        let whereClause = { (clause: GenericWhereClauseSyntax?) in clause.map { " " + $0.trimmedDescription } ?? "" }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let signature = function.signature
            return (
                types(signature.parameterClause), effects(signature.effectSpecifiers),
                (signature.returnClause?.type.trimmedDescription ?? "Void") + whereClause(function.genericWhereClause)
            )
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            let signature = initializer.signature
            return (
                types(signature.parameterClause), effects(signature.effectSpecifiers),
                (initializer.optionalMark?.text ?? "") + whereClause(initializer.genericWhereClause)
            )
        }
        return nil
    }

    /// Whether `declaration`, a property with a setter, restates `parent`, the same property
    /// with a getter only (`var anchor: String? { get set }` and `var anchor: String? { get }`).
    private static func settable(_ restated: String, widens parent: String) -> Bool {
        // The graph spells the restatement `override var anchor: String? { get set }`.
        let declaration = strippingModifiers(restated)
        guard let accessors = declaration.range(of: " {"), let parentAccessors = parent.range(of: " {") else {
            return false
        }
        return declaration[..<accessors.lowerBound] == parent[..<parentAccessors.lowerBound]
            && declaration[accessors.lowerBound...].contains("set")
            && !parent[parentAccessors.lowerBound...].contains("set")
    }

    /// The requirements the protocol `id` declares, in source order where the graph has it.
    private func declaredRequirements(of id: String) -> [SymbolGraph.Symbol] {
        relationships
            .filter { ["requirementOf", "optionalRequirementOf"].contains($0.kind) && $0.target == id }
            .compactMap { symbols[$0.source] }
            .sorted { lhs, rhs in
                switch (lhs.location, rhs.location) {
                case (let left?, let right?) where left.uri == right.uri:
                    (left.position.line, left.position.character) < (right.position.line, right.position.character)
                default:
                    order[lhs.identifier.precise, default: 0] < order[rhs.identifier.precise, default: 0]
                }
            }
    }
}
