import Foundation
import MockGeneration
import Testing

/// The zoo's protocols mocked a second way: generate-mocks reads the symbol graph of `MockingZoo`
/// (the zoo's file compiled as a module of its own) and writes a mock for each protocol into
/// `Tests/GeneratedZooTests/Mocks`, where the zoo's behaviour tests drive them as they drive the
/// macro's mocks here.
@Suite struct GeneratedZooMockTests {
    static let folder = "Tests/GeneratedZooTests/Mocks"

    /// Every protocol of the zoo that `@Mockable` is attached to, as generate-mocks names it.
    static func zooProtocols() throws -> [String] {
        let file = MockCompiler.packageRoot.appendingPathComponent("Tests/MockingTests/Zoo/ZooProtocols.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let declaration =
            #/@Mockable(\([^)]*\))?\s+(#endif\s+)?(@\w+(\([^)]*\))?\s+)*((public|package|private|nonisolated)\s+)*protocol\s+(?<name>\w+)/#
        // The protocols the zoo nests in types.
        let nested = ["Nested": "ZooNamespace.Nested", "Deep": "ZooNamespace.Inner.Deep"]
        return text.matches(of: declaration).map { nested[String($0.name)] ?? String($0.name) }
    }

    /// The symbol graphs of `MockingZoo`, internal symbols included, extracted once per run.
    static let graphs = Result { () throws -> [MockGeneration.SymbolGraph] in
        // `MockingZoo` imports `Mocking`, whose C module `MockingAtomics` has its map beside its header.
        let includes = [
            MockCompiler.modulesDirectory,
            MockCompiler.packageRoot.appendingPathComponent("Sources/MockingAtomics/include").path,
        ]
        return try SymbolGraphExtractor.graphs(of: "MockingZoo", includes: includes, minimumAccessLevel: "internal")
    }

    static func generator() throws -> MockGenerator {
        MockGenerator(graphs: try graphs.get(), module: "MockingZoo", folder: folder)
    }

    /// The check mode, as `.ci/run` also runs it through the plugin (which reads the graph with
    /// `PackageManager.getSymbolGraph`): the checked-in mocks are what the generator writes, one
    /// for each zoo protocol, and the private one is refused with its reason.
    @Test func everyZooProtocolHasItsGeneratedMockCheckedIn() throws {
        // And the zoo's one open class (Tests/MockingZoo/Classes.swift).
        let types = try Self.zooProtocols() + ["PropertyListEncoder"]
        let directory = MockCompiler.packageRoot.appendingPathComponent(Self.folder)
        let update = ProcessInfo.processInfo.environment["MOCKING_UPDATE_GENERATED"] == "1"
        let report = try MockFiles.run(try Self.generator(), types: types, into: directory, check: !update)

        #expect(types.count == 173)
        #expect(report.changed.isEmpty, "out of date: \(report.changed)")
        #expect(
            report.refused.map(\.description) == [
                "ZooPrivate: no such type in the symbol graph of MockingZoo (private and fileprivate types are not in it)"
            ])
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(written == types.filter { $0 != "ZooPrivate" }.map { "\($0)Mock.swift" }.sorted())
    }

    /// `--all`: every protocol another file can see, the nested one by its qualified name.
    @Test func allIsEveryProtocolOfTheModule() throws {
        let all = try Self.generator().mockableTypes
        let protocols = try Self.zooProtocols().filter { $0 != "ZooPrivate" }.sorted()
        // And the zoo's protocols that have no `@Mockable`, less the macros' own.
        #expect(
            Set(all).subtracting(protocols).sorted() == [
                "PropertyListEncoder", "ZooContext", "ZooDecodedSettings", "ZooMarker", "ZooRequestSource", "ZooShape",
            ])
        #expect(Set(protocols).subtracting(all).sorted() == [])
    }

    /// A dependency's module is read with its internal symbols, so that a public protocol's
    /// underscored requirements are in the graph (`ZooUnderscored._reset()`); only its public
    /// and open types are mocked, and an internal one is refused saying why.
    @Test func aDependencysModuleIsMockedByItsPublicTypesWithTheirUnderscoredRequirements() throws {
        let generator = MockGenerator(
            graphs: try Self.graphs.get(), module: "MockingZoo", folder: "Mocks", publicOnly: true)

        #expect(
            generator.mockableTypes.sorted() == ["PropertyListEncoder", "ZooPublic", "ZooSPIFile", "ZooUnderscored"])
        let file = try generator.file(for: "ZooUnderscored").get()
        #expect(file.text.contains("func _reset() {"))
        guard case .failure(let refusal) = generator.file(for: "ZooPing") else {
            Issue.record("an internal type was generated")
            return
        }
        #expect(refusal.description == "ZooPing: it is internal to MockingZoo, so no other module can see it")
    }

    /// generate-mocks compiles what it writes first: a mock that does not compile (here, of a
    /// protocol the graph has and the module does not) is not written, and its type is reported
    /// with the compiler's first error and what to do; the others are written.
    @Test func aMockThatDoesNotCompileIsNotWrittenAndTheCompilerSaysWhy() throws {
        let json = #"""
            {"module": {"name": "MockingZoo"}, "relationships": [], "symbols": [
              {"identifier": {"precise": "s:10MockingZoo0A5GhostP"}, "kind": {"identifier": "swift.protocol"},
               "names": {"title": "ZooGhost"}, "pathComponents": ["ZooGhost"], "accessLevel": "internal"}
            ]}
            """#
        let ghost = try JSONDecoder().decode(MockGeneration.SymbolGraph.self, from: Data(json.utf8))
        let generator = MockGenerator(graphs: try Self.graphs.get() + [ghost], module: "MockingZoo", folder: "Mocks")
        let compiler = try MockCompiler()
        defer { compiler.removeWorkDirectory() }
        let directory = compiler.work.appendingPathComponent("Mocks")
        let verifier = MockVerifier(arguments: compiler.moduleSearchFlags)

        let report = try MockFiles.run(
            generator, types: ["ZooPing", "ZooGhost"], into: directory, check: false, verifier: verifier)

        #expect(report.changed == ["ZooPingMock.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["ZooPingMock.swift"])
        #expect(
            report.problems(
                module: "MockingZoo", types: ["ZooPing", "ZooGhost"], output: "out", folder: "Mocks", check: false)
                == [
                    "not generated: ZooGhost: its mock does not compile, so it was not written "
                        + "(ZooGhostMock.swift:8:62: cannot find type 'ZooGhost' in scope). Attach @Mockable to a "
                        + "protocol of your test target that restates what the tests need, and please report this "
                        + "construct to Mocking; --no-verify writes the file anyway"
                ])
    }

    /// Verifying needs `Mocking` and the mocked module: without them it stops, saying so, rather
    /// than blaming every mock.
    @Test func aModuleTheCompilerCannotFindStopsVerifying() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unverified-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }

        #expect {
            try MockFiles.run(
                try Self.generator(), types: ["ZooPing"], into: directory, check: false,
                verifier: MockVerifier(arguments: []))
        } throws: { error in
            "\(error)" == "the compiler could not check the mocks: no such module 'MockingZoo'"
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    /// Without the compiler on `PATH`, verifying stops with what the shell said.
    @Test func aMissingCompilerStopsVerifyingSayingSo() throws {
        let file = MockGenerator.File(name: "PingMock.swift", text: "let ping = 1\n")

        #expect {
            try MockVerifier(arguments: [], compiler: "no-such-swiftc").firstErrors(of: [file])
        } throws: { error in
            // The rest is `env`'s, in the machine's locale.
            "\(error)".hasPrefix("the compiler could not check the mocks: /usr/bin/env: ")
                && "\(error)".contains("no-such-swiftc")
        }
    }

    /// Compiled into `GeneratedZooTests` with the package's default isolation; here with each.
    @Test(arguments: MockCompiler.Isolation.allCases)
    func theGeneratedZooMocksCompileWithDefaultIsolation(_ isolation: MockCompiler.Isolation) throws {
        let compiler = try MockCompiler()
        defer { compiler.removeWorkDirectory() }
        let directory = MockCompiler.packageRoot.appendingPathComponent(Self.folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map {
            directory.appendingPathComponent($0).path
        }
        // `ZooPackage`'s mock is in the same package as the protocol, as it would be in a user's.
        let built = try compiler.compile(
            files, as: "GeneratedZoo", isolation: isolation, packageName: MockCompiler.swiftPMPackageName)
        #expect(
            built.errors.isEmpty && built.status == 0,
            "\(built.errors.prefix(20).joined(separator: "\n"))")
    }

    /// Name lookup on a mock finds the protocol's members and the documented ones, never a
    /// builder: `@Mockable`'s mocks (which `MockingZoo` holds) conform to no builders protocol,
    /// and the members the graph lists for one are exactly these.
    @Test func aMacroMockDeclaresAndInheritsNoBuilder() throws {
        let graphs = try Self.graphs.get()
        let symbols = graphs.flatMap(\.symbols)
        let relationships = graphs.flatMap(\.relationships)
        let names = Dictionary(symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) }) {
            first, _ in first
        }
        let mocks = symbols.filter { $0.kind.identifier == "swift.class" && $0.names.title.hasSuffix("Mock") }
        #expect(mocks.count >= 80)
        for mock in mocks {
            let inherited = relationships.filter {
                $0.source == mock.identifier.precise && ["conformsTo", "inheritsFrom"].contains($0.kind)
            }.map { names[$0.target] ?? $0.targetFallback ?? $0.target }
            #expect(!inherited.contains { $0.hasSuffix("MockBuilders") }, "\(mock.names.title): \(inherited)")
        }

        // One mock's members: its own, and those of the protocols of this module it conforms to
        // (the protocol's requirements, whose witnesses are named apart, and the witnesses'
        // extension), as name lookup on it finds them.
        let sequences = try #require(mocks.first { $0.names.title == "ZooSequencesMock" })
        let conformances = relationships.filter {
            $0.source == sequences.identifier.precise && ["conformsTo", "inheritsFrom"].contains($0.kind)
        }
        let owners = [sequences.identifier.precise] + conformances.map(\.target)
        let members = Set(
            relationships.filter { ["memberOf", "requirementOf"].contains($0.kind) && owners.contains($0.target) }
                .compactMap { names[$0.source]?.split(separator: ".").last.map(String.init) })
        #expect(
            conformances.map { names[$0.target] ?? $0.targetFallback ?? $0.target }.sorted()
                == [
                    "Mocking.Mock", "Mocking.MockObject", "Mocking._MockIdentity", "Swift.Sendable",
                    "Swift.SendableMetatype",
                    "ZooSequences", "ZooSequencesMockWitnesses",
                ].sorted())
        #expect(
            members.sorted()
                == [
                    // The protocol's requirements and their witnesses.
                    "ints()", "names(startingWith:)", "pairs", "rows()", "subscript(_:)",
                    // The documented members of every mock.
                    "Builders", "CaptureBuilders", "ExpectBuilders", "ReceivedBuilders", "StubBuilders",
                    "capture", "clearInvocations()", "expect", "init(_:name:fileID:filePath:line:column:)",
                    "init(forwardingTo:name:fileID:filePath:line:column:)", "received", "registerDefault(_:)",
                    "registerDefault(_:_:)", "removeAllStubs()",
                    "resetStatics()", "staticMockCore", "stub", "verify()", "verify(within:)",
                    "verifyNoInteractions(fileID:filePath:line:column:)",
                    "verifyNoMoreInteractions(fileID:filePath:line:column:)",
                ].sorted())
    }
}
