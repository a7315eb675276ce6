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

    let module: String
    /// Whether only public and open types are mocked (see `init`).
    let publicOnly: Bool
    /// The folder the files go into, as the command that regenerates them names it.
    private let folder: String
    let symbols: [String: SymbolGraph.Symbol]
    let relationships: [SymbolGraph.Relationship]
    /// Each symbol's position in the graphs, for a stable order where a symbol has no location.
    let order: [String: Int]
    /// The types and type aliases `module` declares at its top level, by name: where one is named
    /// like another module's type a requirement names (OpenAPIKitCore's `struct Error`), the mock
    /// names that type with its module.
    let moduleTypes: Set<String>
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
    enum Parent {
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
    func parents(of id: String) -> [Parent] {
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
        let mock: MockDeclaration
        switch model(of: source.text, type: name) {
        case .success(let model): mock = model
        case .failure(let refusal): return .failure(refusal)
        }
        // An `NSObject` mock needs Foundation, whatever its requirements name.
        let foundation = source.keptParents.contains("NSObjectProtocol") ? ["Foundation"] : []
        return .success(render(mock, of: type, requirements: source.requirements, adding: foundation, in: enclosing))
    }

    /// What `@Mockable` makes of `text`, a protocol the generator restated for the type `name`, or
    /// why it makes nothing: each of its messages once.
    func model(of text: String, type name: String) -> Result<MockDeclaration, Refusal> {
        guard let declaration = Parser.parse(source: text).statements.first?.item.as(ProtocolDeclSyntax.self),
            let attribute = declaration.attributes.first?.as(AttributeSyntax.self)
        else { return .failure(Refusal(type: name, reason: .unreadableDeclaration)) }
        var refusals: [String] = []
        let model = ProtocolReading.model(of: declaration, attribute) { diagnostic in
            if !refusals.contains(diagnostic.message) { refusals.append(diagnostic.message) }
        }
        guard let mock = model.mock else { return .failure(Refusal(type: name, reason: .mockableRefused(refusals))) }
        return .success(mock)
    }

    /// The file of `mock`, the mock of `type`, with the imports its requirements need: its own
    /// module `@testable` when `type` is internal to it.
    func render(
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

    /// The command that writes the files of `types` into `folder`.
    package static func command(module: String, types: [String], folder: String) -> String {
        "swift package --allow-writing-to-package-directory generate-mocks --module \(module) "
            + types.map { "--type \($0) " }.joined() + "--output \(folder)"
    }

    static let publicAccess: Set<String> = ["public", "open"]
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
}
