import Foundation
import Testing

/// Every public declaration of `Mocking`, read from its symbol graph, against the checked-in list
/// `PublicSurface.txt`: `import Mocking` goes into production modules, so any change to what it
/// shows them is a visible diff. After an intended change, regenerate the list with
/// `MOCKING_UPDATE_SURFACE=1 swift test --filter PublicSurfaceTests`.
@Suite struct PublicSurfaceTests {
    static let listFile = MockCompiler.packageRoot.appendingPathComponent("Tests/MockingTests/PublicSurface.txt")

    @Test func thePublicSurfaceIsTheCheckedInList() throws {
        let surface = try Self.publicSurface()
        #expect(surface.count > 100, "the symbol graph was not read")
        if ProcessInfo.processInfo.environment["MOCKING_UPDATE_SURFACE"] != nil {
            try (surface.joined(separator: "\n") + "\n").write(to: Self.listFile, atomically: true, encoding: .utf8)
            return
        }
        let listed = try String(contentsOf: Self.listFile, encoding: .utf8).split(separator: "\n").map(String.init)
        let added = Set(surface).subtracting(listed).sorted()
        let removed = Set(listed).subtracting(surface).sorted()
        #expect(
            added.isEmpty && removed.isEmpty,
            """
            The public surface of Mocking changed. If that is intended, regenerate \
            Tests/MockingTests/PublicSurface.txt (MOCKING_UPDATE_SURFACE=1) and say so in CHANGELOG.md.
            Added:
            \(added.map { "  + " + $0 }.joined(separator: "\n"))
            Removed:
            \(removed.map { "  - " + $0 }.joined(separator: "\n"))
            """)
    }

    /// SPEC §1: importing Mocking adds no names to another module's types — no public member of
    /// `Optional` (Mocking's matchers unwrapped optionals through `Optional.__mockingWrapped`
    /// until 2026-11-29) and no public conformance of one.
    @Test func mockingAddsNothingToAnotherModulesTypes() throws {
        let surface = try Self.publicSurface()
        let path = { (line: String) in String(line.prefix { $0 != ":" }) }
        // Mocking's own top-level names: `Arg`, `MockCore`, `spy(_:fileID:filePath:line:column:)`.
        let topLevel = Set(surface.map(path).filter { !$0.contains(".") })
        let added = surface.filter { line in
            let parent = path(line).prefix { $0 != "." }
            return line.hasPrefix("extension ") || (parent != path(line) && !topLevel.contains(String(parent)))
        }
        #expect(topLevel.contains("Arg") && topLevel.contains("MockCore"))
        #expect(added.isEmpty, "\(added)")
    }

    /// One line per public symbol (`Path: declaration`) and per conformance Mocking adds to a type
    /// of another module, sorted.
    static func publicSurface() throws -> [String] {
        let compiler = try MockCompiler()
        defer { compiler.removeWorkDirectory() }
        let graphs = try compiler.extractSymbolGraphs(of: "Mocking")
        // Names by symbol identifier, with the types other modules declare named by their members
        // here (`Bool` from `Bool.defaultValue`).
        var names: [String: String] = [:]
        for graph in graphs {
            let paths = Dictionary(
                graph.symbols.map { ($0.identifier.precise, $0.pathComponents) },
                uniquingKeysWith: { first, _ in first })
            for (identifier, path) in paths { names[identifier] = path.joined(separator: ".") }
            for relationship in graph.relationships where relationship.kind == "memberOf" {
                guard names[relationship.target] == nil, let member = paths[relationship.source] else { continue }
                names[relationship.target] = member.dropLast().joined(separator: ".")
            }
        }
        let isPublic = { (symbol: SymbolGraph.Symbol) in symbol.accessLevel == "public" || symbol.accessLevel == "open"
        }
        let publicIdentifiers = Set(graphs.flatMap { $0.symbols.filter(isPublic).map(\.identifier.precise) })
        var lines: [String] = []
        for graph in graphs {
            let symbols = graph.symbols.filter(isPublic)
            let declared = Set(symbols.map(\.identifier.precise))
            for symbol in symbols {
                let declaration = symbol.declarationFragments.map(\.spelling).joined()
                lines.append("\(symbol.pathComponents.joined(separator: ".")): \(declaration)")
            }
            // Conformances of Mocking's own types show in their declarations; those it adds to
            // other modules' types (`extension Int: DefaultProvidable`) only here.
            for relationship in graph.relationships
            where relationship.kind == "conformsTo" && publicIdentifiers.contains(relationship.target)
                && !declared.contains(relationship.source)
            {
                let type = names[relationship.source] ?? relationship.source
                let conformance = names[relationship.target] ?? relationship.targetFallback ?? relationship.target
                lines.append("extension \(type): \(conformance)")
            }
        }
        return Array(Set(lines)).sorted()
    }
}

/// The parts of a symbol graph file the surface list reads.
struct SymbolGraph: Decodable {
    struct Module: Decodable { let name: String }
    struct Identifier: Decodable { let precise: String }
    struct Fragment: Decodable { let spelling: String }
    struct Symbol: Decodable {
        let identifier: Identifier
        let pathComponents: [String]
        let accessLevel: String
        let declarationFragments: [Fragment]
    }
    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }

    let module: Module
    let symbols: [Symbol]
    let relationships: [Relationship]
}

extension MockCompiler {
    /// The symbol graphs of `module` as built for this test run: its own and its extensions of
    /// other modules' types.
    func extractSymbolGraphs(of module: String) throws -> [SymbolGraph] {
        let info = try run("swiftc", ["-print-target-info"])
        let target = try #require(
            info.stdout.split(separator: "\n").first { $0.contains("\"triple\"") }?
                .split(separator: "\"").dropFirst(3).first,
            "no target triple in swiftc -print-target-info")
        let output = work.appendingPathComponent("symbols")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try run(
            "swift",
            [
                "symbolgraph-extract", "-module-name", module, "-target", String(target), "-output-dir", output.path,
                // `internal`, not `public`: the tool counts underscored names as private, and those
                // meant only for generated code are part of the surface too. The list keeps the
                // public ones.
                "-minimum-access-level", "internal", "-skip-synthesized-members",
            ] + moduleSearchFlags)
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
            $0.hasSuffix(".symbols.json")
        }
        return try files.sorted().map {
            try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: output.appendingPathComponent($0)))
        }
    }
}
