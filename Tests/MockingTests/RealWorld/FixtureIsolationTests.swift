import Foundation
import Testing

/// The protocol zoo and the real-world corpus, compiled as modules with each default isolation: as
/// this test target compiles them (nonisolated) and as an app target of Xcode 26 does (MainActor,
/// SE-0466). Both must build without errors or warnings.
@Suite struct FixtureIsolationTests {
    /// Fixture files that declare protocols and the types they use, importing only `Mocking`.
    static let fixtures = ["Tests/MockingTests/Zoo/ZooProtocols.swift"] + corpus

    static var corpus: [String] {
        let folder = MockCompiler.packageRoot.appendingPathComponent("Tests/MockingTests/RealWorld/Corpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { "Tests/MockingTests/RealWorld/Corpus/" + $0 }
    }

    @Test(arguments: MockCompiler.Isolation.allCases)
    func fixturesCompileWithDefaultIsolation(_ isolation: MockCompiler.Isolation) throws {
        #expect(Self.corpus.count >= 2, "the corpus folder was not found")
        let compiler = try MockCompiler()
        defer { compiler.removeWorkDirectory() }
        let files = Self.fixtures.map { MockCompiler.packageRoot.appendingPathComponent($0).path }
        let built = try compiler.compile(files, as: "Fixtures", isolation: isolation)
        #expect(
            built.errors.isEmpty && built.status == 0,
            """
            The fixtures do not compile with \(isolation) default isolation (exit status \(built.status)):
            \(built.errors.prefix(20).joined(separator: "\n"))
            """)
    }
}
