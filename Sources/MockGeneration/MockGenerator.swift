import Foundation
import MockModel
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

/// Writes mocks of types the user does not own — protocols of another module or the SDK — from
/// that module's symbol graph: the same mock `@Mockable` would make of the protocol, as one file
/// of plain Swift (the class, its witnesses and builders protocols and their extensions), with
/// every requirement the protocol inherits from its parents restated from the graph.
package struct MockGenerator {
    /// One generated file.
    package struct File: Equatable, Sendable {
        package let name: String
        package let text: String

        package init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    private let module: String
    /// Whether only public and open types are mocked (see `init`).
    private let publicOnly: Bool
    /// The folder the files go into, as the command that regenerates them names it.
    private let folder: String
    private let symbols: [String: SymbolGraph.Symbol]
    private let relationships: [SymbolGraph.Relationship]
    /// Each symbol's position in the graphs, for a stable order where a symbol has no location.
    private let order: [String: Int]
    /// The types and type aliases `module` declares at its top level, by name: where one is named
    /// like another module's type a requirement names (OpenAPIKitCore's `struct Error`), the mock
    /// names that type with its module.
    private let moduleTypes: Set<String>
    /// The modules of parents whose graphs could not be read, each with the first error the
    /// extractor gave: a refusal for a parent missing from the graphs says why.
    package var unreadableModules: [String: String] = [:]

    /// A generator for types of `module`, found in `graphs` (the module's graph and its extension
    /// graphs; graphs of other modules add parents to resolve), writing into `folder` (as the
    /// command in each file's header names it, relative to the package).
    ///
    /// With `publicOnly` (a dependency's module, whose graph is read with its internal symbols
    /// so that underscored public requirements are in it: `_add(observation:…)`), only public
    /// and open types are mocked.
    package init(graphs: [SymbolGraph], module: String, folder: String, publicOnly: Bool = false) {
        self.module = module
        self.folder = folder
        self.publicOnly = publicOnly
        var symbols: [String: SymbolGraph.Symbol] = [:]
        var order: [String: Int] = [:]
        for symbol in graphs.flatMap(\.symbols) where symbols[symbol.identifier.precise] == nil {
            order[symbol.identifier.precise] = order.count
            symbols[symbol.identifier.precise] = symbol
        }
        self.symbols = symbols
        self.order = order
        moduleTypes = Set(
            symbols.values
                .filter { $0.pathComponents.count == 1 && Self.module(of: $0.identifier.precise) == module }
                .filter { Self.typeKinds.contains($0.kind.identifier) || $0.kind.identifier == "swift.typealias" }
                .map(\.names.title))
        relationships = graphs.flatMap(\.relationships)
    }

    /// The protocols `module` declares at the top level, by name.
    package var protocols: [String] {
        symbols.values
            .filter { $0.kind.identifier == "swift.protocol" && $0.pathComponents.count == 1 }
            .filter { Self.module(of: $0.identifier.precise) == module }
            .map(\.names.title).sorted()
    }

    /// What `--all` generates: every protocol `module` declares that another file can see, at the
    /// top level or nested in a type, and every `open` class, by name (`Outer.Store`); names
    /// starting with `_` are left out, as the module's own API hides them, and so are the
    /// protocols `@Mockable` adds beside a protocol of the module (`StoreMockWitnesses`).
    package var mockableTypes: [String] {
        let names = symbols.values
            .filter { symbol in
                let kind = symbol.kind.identifier
                let visible =
                    publicOnly
                    ? Self.publicAccess.contains(symbol.accessLevel ?? "")
                    : !Self.fileAccess.contains(symbol.accessLevel ?? "")
                return (kind == "swift.protocol" && visible) || (kind == "swift.class" && symbol.accessLevel == "open")
            }
            .filter { Self.module(of: $0.identifier.precise) == module }
            .filter { !$0.pathComponents.contains { $0.hasPrefix("_") } }
            .map { $0.pathComponents.joined(separator: ".") }
        let all = Set(names)
        return names.filter { name in
            !MockDeclaration.Part.allCases.contains { part in
                name.hasSuffix(part.suffix) && all.contains(String(name.dropLast(part.suffix.count)))
            }
        }
        .sorted()
    }

    /// The classes `module` declares at the top level, by name.
    package var classes: [String] {
        symbols.values
            .filter { $0.kind.identifier == "swift.class" && $0.pathComponents.count == 1 }
            .filter { Self.module(of: $0.identifier.precise) == module }
            .map(\.names.title).sorted()
    }

    /// The modules declaring parents of the protocols `names` (and of their parents in the
    /// graphs) that the graphs do not hold, by the module their USR names: `Instrumentation` for
    /// swift-distributed-tracing's `Tracer`, which refines `Instrumentation.Instrument`. Their
    /// graphs let the generator restate those parents' requirements.
    package func modulesOfMissingParents(of names: [String]) -> [String] {
        var modules: [String] = []
        var visited: Set<String> = []
        var pending = symbols.values.filter { names.contains($0.pathComponents.joined(separator: ".")) }
            .map(\.identifier.precise)
        while let id = pending.popLast() {
            guard visited.insert(id).inserted else { continue }
            for parent in parents(of: id) {
                switch parent {
                case .resolved(let parent):
                    pending.append(parent)
                case .missing(_, let named?) where named != module && !modules.contains(named):
                    modules.append(named)
                case .kept, .witnessed, .missing:
                    break
                }
            }
        }
        return modules
    }

    /// The access level the graphs of a parent's module are read at: `internal`, for at `public`
    /// the extractor leaves out a public protocol whose name starts with `_`, which a public
    /// protocol may still refine (swift-nio's `_NIOPreconcurrencySendable`, refined by
    /// swift-nio-ssl's `NIOSSLCustomPrivateKey`).
    package static let parentModuleAccessLevel = "internal"

    /// This generator with the graphs of the modules that `types`' parents come from (and their
    /// parents' in turn), each read once by `read`, which takes a module's name; a module `read`
    /// fails on is named, with its first error, in the refusal of each type it would serve.
    package func addingParentGraphs(
        of types: [String], to graphs: [SymbolGraph], read readModule: (String) throws -> [SymbolGraph]
    ) -> MockGenerator {
        var generator = self
        var graphs = graphs
        var read: Set<String> = [module]
        var unreadable = unreadableModules
        func unread() -> [String] { generator.modulesOfMissingParents(of: types).filter { !read.contains($0) } }
        var missing = unread()
        while !missing.isEmpty {
            read.formUnion(missing)
            for parentModule in missing {
                do {
                    graphs += try readModule(parentModule)
                } catch {
                    unreadable[parentModule] = (error as? SymbolGraphExtractor.Failure)?.firstError ?? "\(error)"
                }
            }
            generator = MockGenerator(graphs: graphs, module: module, folder: folder, publicOnly: publicOnly)
            missing = unread()
        }
        generator.unreadableModules = unreadable
        return generator
    }

    /// What a parent of a protocol is to its mock.
    private enum Parent {
        /// A protocol in the graphs, by its USR: the mock restates its requirements.
        case resolved(String)
        /// `NSObjectProtocol` or `Actor`, which decides what the mock is, or a standard-library
        /// parent whose requirements the model takes on (`Encodable`) or witnesses in the mock's
        /// own body (`Equatable`).
        case kept(String)
        /// A parent every mock witnesses itself (`Sendable`, `Identifiable`, …), or that has no
        /// requirements.
        case witnessed
        /// A protocol the graphs do not hold, and the module its USR names.
        case missing(name: String, module: String?)
    }

    /// The parents the protocol `id` refines, as its mock sees them.
    private func parents(of id: String) -> [Parent] {
        relationships.filter { $0.source == id && ["conformsTo", "inheritsFrom"].contains($0.kind) }.map {
            relationship in
            let symbol = symbols[relationship.target]
            let name =
                symbol?.names.title
                ?? String((relationship.targetFallback ?? relationship.target).split(separator: ".").last ?? "")
            // A standard-library parent whose requirements the model adds itself (`Codable`).
            if Self.parentsKept.contains(name) || StandardParents.adopted[name] != nil
                || StandardParents.identity[name] != nil
            {
                return .kept(name)
            }
            if Self.parentsWithoutRequirements.contains(name) { return .witnessed }
            if let symbol, symbol.kind.identifier == "swift.protocol" { return .resolved(relationship.target) }
            return .missing(name: name, module: Self.module(of: relationship.target))
        }
    }

    /// The file `<Type>Mock.swift` for the type named `name` (`URLSessionDataDelegate`), or why
    /// it is not written.
    package func file(for name: String) -> Result<File, Refusal> {
        // The module's own type first: a parent's module, read with its internal symbols, may
        // declare one of the same name.
        let candidates = symbols.values.filter {
            $0.pathComponents.joined(separator: ".") == name && Self.typeKinds.contains($0.kind.identifier)
        }
        let own = candidates.first { Self.module(of: $0.identifier.precise) == module }
        guard let type = own ?? candidates.first else {
            return .failure(Refusal(type: name, reason: .notInGraph(module: module)))
        }
        if Self.fileAccess.contains(type.accessLevel ?? "") {
            return .failure(Refusal(type: name, reason: .fileScoped(access: type.accessLevel ?? "")))
        }
        if publicOnly, !Self.publicAccess.contains(type.accessLevel ?? "") {
            return .failure(
                Refusal(type: name, reason: .notPublic(access: type.accessLevel ?? "internal", module: module)))
        }
        // A protocol nested in a type is mocked beside it, in an extension of that type.
        var enclosing: String?
        if type.pathComponents.count > 1 {
            // Every enclosing type, however deep (swift-log's `Logger.MetadataValueAttributes.Attribute`).
            let outers = (1..<type.pathComponents.count).map { depth in
                symbols.values.first { $0.pathComponents == Array(type.pathComponents.prefix(depth)) }
            }
            guard type.kind.identifier == "swift.protocol",
                outers.allSatisfy({ outer in
                    outer.map { Self.typeKinds.contains($0.kind.identifier) && !$0.isGeneric } ?? false
                })
            else {
                return .failure(Refusal(type: name, reason: .nestedUnsupported))
            }
            enclosing = type.pathComponents.dropLast().joined(separator: ".")
        }
        if type.kind.identifier == "swift.class" { return subclassFile(of: type, name) }
        guard type.kind.identifier == "swift.protocol" else {
            return .failure(
                Refusal(type: name, reason: .notAProtocol(kind: String(type.kind.identifier.dropFirst("swift.".count))))
            )
        }
        if type.isDeprecated {
            let renamed = type.availability?.compactMap(\.renamed).first
            return .failure(Refusal(type: name, reason: .deprecated(renamed: renamed)))
        }
        let source = protocolSource(of: type)
        if let restated = source.restated {
            return .failure(Refusal(type: name, reason: .restatesParent(requirement: restated)))
        }
        if !source.unresolvedParents.isEmpty {
            let unreadable = modulesOfMissingParents(of: [name]).compactMap { module in
                unreadableModules[module].map { Refusal.Reason.UnreadableModule(module: module, error: $0) }
            }
            return .failure(
                Refusal(
                    type: name, reason: .parentsNotInGraphs(parents: source.unresolvedParents, unreadable: unreadable)))
        }
        let parsed = Parser.parse(source: source.text)
        guard let declaration = parsed.statements.first?.item.as(ProtocolDeclSyntax.self),
            let attribute = declaration.attributes.first?.as(AttributeSyntax.self)
        else { return .failure(Refusal(type: name, reason: .unreadableDeclaration)) }
        var refusals: [String] = []
        let model = ProtocolReading.model(of: declaration, attribute) { diagnostic in
            if !refusals.contains(diagnostic.message) { refusals.append(diagnostic.message) }
        }
        guard let mock = model.mock else {
            return .failure(Refusal(type: name, reason: .mockableRefused(refusals)))
        }
        // An `NSObject` mock needs Foundation, whatever its requirements name.
        let foundation = source.keptParents.contains("NSObjectProtocol") ? ["Foundation"] : []
        return .success(render(mock, of: type, requirements: source.requirements, adding: foundation, in: enclosing))
    }

    /// The file of `mock`, the mock of `type`, with the imports its requirements need: its own
    /// module `@testable` when `type` is internal to it.
    private func render(
        _ mock: MockDeclaration, of type: SymbolGraph.Symbol, requirements: [SymbolGraph.Symbol],
        adding modules: [String], in enclosing: String? = nil
    ) -> File {
        let name = type.pathComponents.joined(separator: ".")
        let testable = type.accessLevel == "internal"
        let header = [
            // Generated code is written as `@Mockable` writes it, not to the user's style.
            "// swift-format-ignore-file",
            "// \(name)Mock, generated by Mocking's generate-mocks from the symbol graph of \(module); do not edit.",
            "// Regenerate with: \(Self.command(module: module, types: [name], folder: folder))",
        ]
        let text =
            // The protocol's own declaration too: its `where` clause may name another module's
            // type (`where Value == Date`).
            (header + [""] + imports(for: [type] + requirements, adding: modules, testable: testable) + [""]
            + [mock.renderFile(in: enclosing)])
            .joined(separator: "\n")
        return File(name: "\(name)Mock.swift", text: text + "\n")
    }

    /// A mock of the open class `type`: a subclass overriding each open instance member it and its
    /// superclasses in the graphs declare, except deprecated ones; unmatched calls are strict,
    /// null, or forwarded to `super` (partial).
    private func subclassFile(of type: SymbolGraph.Symbol, _ name: String) -> Result<File, Refusal> {
        guard type.accessLevel == "open" else {
            return .failure(Refusal(type: name, reason: .notOpen))
        }
        guard !type.isDeprecated else {
            return .failure(Refusal(type: name, reason: .deprecated(renamed: nil)))
        }
        guard !type.isGeneric else {
            return .failure(Refusal(type: name, reason: .genericClass))
        }
        // The class's members, then each superclass's that no subclass overrides.
        var members: [SymbolGraph.Symbol] = []
        var classes = [type.identifier.precise]
        var overridden: Set<String> = []
        while let id = classes.popLast() {
            let declared = relationships.filter { $0.kind == "memberOf" && $0.target == id }.compactMap {
                symbols[$0.source]
            }
            members += declared.filter { !overridden.contains($0.kind.identifier + " " + $0.names.title) }
            overridden.formUnion(declared.map { $0.kind.identifier + " " + $0.names.title })
            classes += relationships.filter { $0.kind == "inheritsFrom" && $0.source == id }.map(\.target)
                .filter { symbols[$0] != nil }
        }
        let initializers = members.filter { $0.kind.identifier == "swift.init" && !$0.isDeprecated }
        if initializers.contains(where: { $0.declaration.contains("required ") }) {
            return .failure(Refusal(type: name, reason: .requiredInitializers))
        }
        // The class's own designated `init()`; a superclass's only when the class declares no
        // designated initializer, and so inherits them.
        let own = relationships.filter { $0.kind == "memberOf" && $0.target == type.identifier.precise }
            .compactMap { symbols[$0.source] }
            .filter { $0.kind.identifier == "swift.init" && !$0.isDeprecated }
        let designated = own.filter { !$0.declaration.contains("convenience") }
        // An internal initializer is none the mock can call unless its file imports the module
        // `@testable`, as it does for an internal class only (Stencil's `SimpleErrorReporter`, an
        // open class whose `init()` is internal).
        let reachable =
            Self.publicAccess.union(
                publicOnly ? [] : type.accessLevel == "internal" ? ["package", "internal"] : ["package"])
        let callable = (designated.isEmpty ? initializers : designated).filter {
            reachable.contains($0.accessLevel ?? "internal")
        }
        guard
            callable.contains(where: {
                Self.strippingModifiers($0.declaration) == "init()" && !$0.declaration.contains("convenience")
            })
        else {
            return .failure(Refusal(type: name, reason: .noDesignatedInit))
        }
        var seen: Set<String> = []
        let overridable = members.filter { member in
            ["swift.method", "swift.property", "swift.subscript"].contains(member.kind.identifier)
                && member.accessLevel == "open" && !member.isDeprecated
                && seen.insert(Self.strippingModifiers(member.declaration)).inserted
        }
        let body = overridable.map { "    " + Self.requirement(from: $0.declaration) }.joined(separator: "\n")
        let source = "@Mockable\nnonisolated protocol \(name) {\n\(body)\n}"
        guard let declaration = Parser.parse(source: source).statements.first?.item.as(ProtocolDeclSyntax.self),
            let attribute = declaration.attributes.first?.as(AttributeSyntax.self)
        else { return .failure(Refusal(type: name, reason: .unreadableDeclaration)) }
        var refusals: [String] = []
        let model = ProtocolReading.model(of: declaration, attribute) { diagnostic in
            if !refusals.contains(diagnostic.message) { refusals.append(diagnostic.message) }
        }
        guard var mock = model.mock else {
            return .failure(Refusal(type: name, reason: .mockableRefused(refusals)))
        }
        mock.shape = .subclass(of: qualified(name))
        return .success(render(mock, of: type, requirements: overridable, adding: []))
    }

    /// `SnapshotTesting.PropertyListEncoder`: the module's type, not another module's of the
    /// same name (Foundation's, which the mock's file may import too); unqualified where the
    /// module declares a type named like itself, which hides the module's name, and for Foundation's
    /// Linux modules, which are Foundation on Apple platforms.
    private func qualified(_ name: String) -> String {
        let hidesModule = symbols.values.contains {
            $0.pathComponents == [module] && Self.module(of: $0.identifier.precise) == module
        }
        return hidesModule || Self.linuxFoundationModules.contains(module) ? name : module + "." + name
    }

    /// `open weak var delegate: D? { get set }` → `delegate: D? { get set }` with no modifiers.
    static func strippingModifiers(_ declaration: String) -> String {
        declaration.replacingOccurrences(
            of: #"\b(open|public|override|weak|unowned|dynamic|final) "#, with: "", options: .regularExpression)
    }

    /// A class member as a protocol requirement: no modifiers, no default arguments, and a stored
    /// property's accessors spelled out (`{ get set }`, or `{ get }` when its setter is not public).
    static func requirement(from declaration: String) -> String {
        var text = strippingModifiers(declaration)
        let restrictedSetter = #"\b(private|fileprivate|internal|package)\(set\) "#
        let isReadOnly = text.range(of: restrictedSetter, options: .regularExpression) != nil
        text = text.replacingOccurrences(of: restrictedSetter, with: "", options: .regularExpression)
        if text.hasPrefix("var ") || text.contains(" var "), !text.contains("{") {
            text += isReadOnly ? " { get }" : " { get set }"
        }
        // ` = nil`, ` = [:]`, ` = .default`: protocols take no default arguments.
        while let range = text.range(of: #" = [^,)]+"#, options: .regularExpression) {
            text.removeSubrange(range)
        }
        return text
    }

    /// The command that writes the files of `types` into `folder`.
    package static func command(module: String, types: [String], folder: String) -> String {
        "swift package --allow-writing-to-package-directory generate-mocks --module \(module) "
            + types.map { "--type \($0) " }.joined() + "--output \(folder)"
    }

    private static let publicAccess: Set<String> = ["public", "open"]
    /// Access no other file has.
    private static let fileAccess: Set<String> = ["private", "fileprivate"]

    private static let typeKinds: Set<String> = [
        "swift.protocol", "swift.class", "swift.struct", "swift.enum", "swift.actor",
    ]

    /// Parents a mock takes care of itself: `Mock` witnesses them, or they have no requirements.
    private static let parentsWithoutRequirements: Set<String> = [
        "Error", "Sendable", "SendableMetatype", "_SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable",
        "AnyObject",
        "Identifiable",
    ]

    /// Parents that decide what the mock is: an `NSObject` subclass, or an actor.
    private static let parentsKept: Set<String> = ["NSObjectProtocol", "Actor"]

    /// `protocol` as the generator hands it to the model: `@Mockable`, its isolation, the parents
    /// that decide what the mock is, and its requirements and those of every parent in the graphs.
    private func protocolSource(
        of type: SymbolGraph.Symbol
    ) -> (
        text: String, requirements: [SymbolGraph.Symbol], keptParents: [String], unresolvedParents: [String],
        restated: String?
    ) {
        var visited: Set<String> = [type.identifier.precise]
        var requirements: [SymbolGraph.Symbol] = []
        var kept: [String] = []
        var unresolved: [String] = []
        // Which protocol declares each requirement, to find one a refinement restates.
        var owners: [String: (owner: String, requirement: SymbolGraph.Symbol)] = [:]
        var restated: String?
        // The protocol and the parents in the graphs, in the order they are read.
        var protocols: [String] = []
        func collect(_ id: String) {
            protocols.append(id)
            var declared = declaredRequirements(of: id)
            for requirement in declared {
                let key = requirement.kind.identifier + " " + requirement.names.title
                if let earlier = owners[key], earlier.owner != id,
                    earlier.requirement.declaration != requirement.declaration
                {
                    switch Self.restatement(earlier.requirement, of: requirement) {
                    case .servesBoth:
                        declared.removeAll { $0.identifier.precise == requirement.identifier.precise }
                        continue
                    case .overload:
                        break
                    case .unresolved:
                        restated = restated ?? "'\(requirement.names.title)'"
                    }
                }
                owners[key] = owners[key] ?? (id, requirement)
            }
            requirements += declared
            for parent in parents(of: id) {
                switch parent {
                case .resolved(let parent):
                    if visited.insert(parent).inserted { collect(parent) }
                case .kept(let name):
                    if !kept.contains(name) { kept.append(name) }
                case .missing(let name, _):
                    if !unresolved.contains(name) { unresolved.append(name) }
                case .witnessed:
                    break
                }
            }
        }
        collect(type.identifier.precise)
        var seen: Set<String> = []
        requirements = requirements.filter { seen.insert($0.declaration).inserted }
        // A protocol of another module keeps that module's isolation, not the test target's default.
        // A protocol's only attribute naming a type is its global actor (`@`, `MainActor` s:ScM).
        let fragments = type.declarationFragments ?? []
        let globalActor = fragments.first { $0.kind == "attribute" && $0.preciseIdentifier != nil }?.spelling
        let isolation = globalActor.map { "@\($0) " } ?? "nonisolated "
        let inheritance = kept.isEmpty ? "" : ": " + kept.joined(separator: ", ")
        // The protocol's own `where` clause (`where Self.Item : Numeric`) and its parents' (the graph
        // spells hummingbird's `RequestContext`, which restates `associatedtype Source:
        // RequestContextSource`, with `where Self.Source : RequestContextSource`, which
        // `RemoteAddressRequestContext` inherits): they constrain associated types, and the mock's
        // generic parameters take them on.
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
        let whereClause = constraints.isEmpty ? "" : " where " + constraints.joined(separator: ", ")
        let associatedTypes = Set(
            requirements.filter { $0.kind.identifier == "swift.associatedtype" }.map(\.names.title))
        let body = requirements.map {
            "    " + $0.declarationWithAvailability(qualifying: associatedTypes, moduleTypes: moduleTypes, of: module)
        }
        .joined(separator: "\n")
        return (
            "@Mockable\n\(isolation)protocol \(type.pathComponents.last ?? "")\(inheritance)\(whereClause) {\n\(body)\n}",
            requirements, kept,
            unresolved, restated
        )
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

    /// `import Mocking`, the module — `@testable`, first, when the type is internal to it — and
    /// every module whose types the requirements name.
    private func imports(
        for requirements: [SymbolGraph.Symbol], adding added: [String], testable: Bool
    ) -> [String] {
        var modules = Set([module, "Mocking"] + added)
        for fragment in requirements.flatMap({ $0.declarationFragments ?? [] }) {
            if let usr = fragment.preciseIdentifier, let named = Self.module(of: usr) { modules.insert(named) }
            // A C type (`sa_family_t`, USR `c:…`) comes from the platform's C library, which
            // Foundation re-exports on Linux and Apple platforms alike.
            if fragment.preciseIdentifier?.hasPrefix("c:") == true { modules.insert("Foundation") }
        }
        modules.remove("Swift")
        let spi = spiGroups(of: requirements)
        // `@_spi(WASIPlatform) import WASI`: what an SPI names is visible only so.
        let attributes = { (module: String) in spi[module, default: []].map { "@_spi(\($0)) " }.joined() }
        let own = testable ? modules.remove(module).map { ["\(attributes($0))@testable import \($0)"] } ?? [] : []
        return own
            + modules.sorted().map { module in
                // Foundation's Linux modules are Foundation on Apple platforms.
                Self.linuxFoundationModules.contains(module)
                    ? "#if canImport(\(module))\nimport \(module)\n#else\nimport Foundation\n#endif"
                    : "\(attributes(module))import \(module)"
            }
    }

    /// The SPI groups, by module, of the symbols in the graphs read that `declarations` are or
    /// name: WasmKit's `@_spi(WASIPlatform) public protocol WASIFile`, whose requirements name
    /// `WASIAbi`, of the same group. The graph marks a symbol SPI without naming its group, so the
    /// group is read from the attributes before the symbol's name in its source file; one it does
    /// not find there (an SPI extension's member) is left out, and the mock's compilation says so.
    private func spiGroups(of declarations: [SymbolGraph.Symbol]) -> [String: [String]] {
        let named = declarations.flatMap { $0.declarationFragments ?? [] }.compactMap { $0.preciseIdentifier }
        var groups: [String: [String]] = [:]
        var read: Set<String> = []
        for symbol in declarations + named.compactMap({ symbols[$0] }) where symbol.spi == true {
            guard read.insert(symbol.identifier.precise).inserted, let location = symbol.location,
                let module = Self.module(of: symbol.identifier.precise)
            else { continue }
            for group in Self.spiGroups(at: location) where !groups[module, default: []].contains(group) {
                groups[module, default: []].append(group)
            }
        }
        return groups
    }

    /// The groups of the `@_spi(Group)` attributes of the declaration whose name is at `location`,
    /// and of the extensions around it (`@_spi(Tools) extension Outer { public protocol P }`), read
    /// from its source file.
    package static func spiGroups(at location: SymbolGraph.Symbol.Location) -> [String] {
        guard let path = URL(string: location.uri)?.path, let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return [] }
        let file = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: file)
        // The graph counts lines and columns from 0.
        let position = converter.position(ofLine: location.position.line + 1, column: location.position.character + 1)
        guard let token = file.token(at: position) else { return [] }
        var groups: [String] = []
        for node in sequence(first: Syntax(token), next: \.parent) {
            guard let attributes = node.asProtocol(WithAttributesSyntax.self)?.attributes,
                node.is(DeclSyntax.self)
            else { continue }
            for attribute in DeclarationText.spiAttributes(attributes) {
                let group = attribute.arguments?.trimmedDescription ?? ""
                if !group.isEmpty, !groups.contains(group) { groups.append(group) }
            }
        }
        return groups
    }

    /// The modules swift-corelibs-foundation splits Foundation into on Linux; on Apple platforms
    /// their types are Foundation's.
    private static let linuxFoundationModules: Set<String> = [
        "FoundationNetworking", "FoundationEssentials", "FoundationInternationalization", "FoundationXML",
    ]

    /// The module of the type whose USR is `usr`, the standard library's included: its types'
    /// USRs name it `s` (`s:s5ErrorP`) or by a standard substitution (`s:SJ`, `Character`).
    static func owningModule(ofType usr: String) -> String? {
        if let module = module(of: usr) { return module }
        let rest = usr.dropFirst(2)
        guard usr.hasPrefix("s:"), let first = rest.first, let second = rest.dropFirst().first else { return nil }
        return (first == "s" && second.isNumber) || (first == "S" && second.isLetter) ? "Swift" : nil
    }

    /// The module a Swift USR names first: `s:10Foundation4DataV` → `Foundation`.
    static func module(of usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let rest = usr.dropFirst(2)
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }
}
