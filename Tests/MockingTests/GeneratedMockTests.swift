import Foundation
import MockGeneration
import Mocking
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Mocks of protocols this package does not own, generated from FoundationNetworking's symbol
/// graph into `Generated/` and compiled into this target: they are regenerated and compared here
/// (the generator's check mode), compiled with each default isolation, and driven like the
/// macro's mocks.
@Suite struct GeneratedMockTests {
    static let types = [
        "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate",
        "URLSessionStreamDelegate", "URLSessionWebSocketDelegate",
    ]
    static let folder = "Tests/MockingTests/Generated"
    static let command = MockGenerator.command(module: "FoundationNetworking", types: types, folder: folder)

    static func generator() throws -> MockGenerator {
        let graphs = try MockGeneration.SymbolGraph.load(from: SymbolGraphExtractor.extract("FoundationNetworking"))
        return MockGenerator(graphs: graphs, module: "FoundationNetworking", folder: folder)
    }

    /// `MOCKING_UPDATE_GENERATED=1 swift test --filter GeneratedMockTests` rewrites them.
    @Test func theCheckedInMocksAreWhatTheGeneratorWrites() throws {
        let directory = MockCompiler.packageRoot.appendingPathComponent(Self.folder)
        let update = ProcessInfo.processInfo.environment["MOCKING_UPDATE_GENERATED"] == "1"
        let report = try MockFiles.run(try Self.generator(), types: Self.types, into: directory, check: !update)
        #expect(report.refused.isEmpty, "\(report.refused)")
        #expect(report.changed.isEmpty, "out of date: \(report.changed); regenerate with \(Self.command)")
    }

    @Test func checkingFindsAMissingOrEditedFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let generator = try Self.generator()
        let types = ["URLSessionDelegate", "URLSessionTaskDelegate"]

        #expect(try MockFiles.run(generator, types: types, into: directory, check: true).changed.count == 2)
        #expect(try MockFiles.run(generator, types: types, into: directory, check: false).changed.count == 2)
        #expect(try MockFiles.run(generator, types: types, into: directory, check: true).changed.isEmpty)
        let edited = directory.appendingPathComponent("URLSessionTaskDelegateMock.swift")
        try (String(contentsOf: edited, encoding: .utf8) + "// edited\n").write(
            to: edited, atomically: true, encoding: .utf8)
        #expect(
            try MockFiles.run(generator, types: types, into: directory, check: true).changed == [
                "URLSessionTaskDelegateMock.swift"
            ])
    }

    @Test func typesItCannotMockAreNamedWithTheReasonAndTheRestIsWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try MockFiles.run(
            try Self.generator(), types: ["URLSession", "URLSessionDelegate", "URLRequest", "NoSuchThing"],
            into: directory, check: false)

        #expect(report.changed == ["URLSessionDelegateMock.swift"])
        #expect(
            report.refused.map(\.description) == [
                "URLSession: classes are not generated yet; mock a protocol it conforms to",
                "URLRequest: a struct cannot be mocked; mock a protocol it conforms to",
                "NoSuchThing: no such type in the symbol graph of FoundationNetworking",
            ])
    }

    /// Every protocol of the toolchain's Foundation modules and Dispatch, as a corpus of real
    /// declarations: each is generated and compiles with either default isolation, or is refused
    /// with its reason.
    @Test func everyProtocolOfFoundationAndDispatchIsGeneratedOrRefusedWithItsReason() throws {
        let compiler = try MockCompiler()
        defer { compiler.removeWorkDirectory() }
        var files: [String] = []
        var refused: [String] = []
        for module in ["Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch"] {
            let graphs = try MockGeneration.SymbolGraph.load(from: SymbolGraphExtractor.extract(module))
            let generator = MockGenerator(graphs: graphs, module: module, folder: "Mocks")
            let directory = compiler.work.appendingPathComponent(module)
            let report = try MockFiles.run(generator, types: generator.protocols, into: directory, check: false)
            files += report.changed.map { directory.appendingPathComponent($0).path }
            refused += report.refused.map(\.description)
        }
        #expect(files.count == 47)
        let codable = "whose requirements are not in the symbol graphs read (a mock cannot witness them)"
        #expect(
            refused == [
                "AttributeScope: it restates 'encodingConfiguration' of a parent with another declaration (a "
                    + "constrained default the generator cannot resolve); write this mock by hand",
                "AttributedStringProtocol: '@Mockable' does not support generic subscripts yet; write this mock by "
                    + "hand (see 'Writing a mock by hand').",
                "DataProtocol: it refines RandomAccessCollection, BidirectionalCollection, Collection, Sequence, "
                    + codable,
                "DiscreteFormatStyle: it refines Encodable, Decodable, " + codable,
                "FormatStyle: it refines Encodable, Decodable, " + codable,
                "MutableDataProtocol: it refines RangeReplaceableCollection, Collection, Sequence, "
                    + "MutableCollection, RandomAccessCollection, BidirectionalCollection, " + codable,
                "ParseStrategy: it refines Encodable, Decodable, " + codable,
                "ParseableFormatStyle: it refines Encodable, Decodable, " + codable,
                "StandardPredicateExpression: it refines Encodable, Decodable, " + codable,
            ])
        for isolation in MockCompiler.Isolation.allCases {
            let built = try compiler.compile(files, as: "FoundationMocks", isolation: isolation)
            #expect(
                built.errors.isEmpty && built.status == 0,
                "\(isolation): \(built.errors.prefix(20).joined(separator: "\n"))")
        }
    }

    @Test(arguments: MockCompiler.Isolation.allCases)
    func theGeneratedMocksCompileWithDefaultIsolation(_ isolation: MockCompiler.Isolation) throws {
        let compiler = try MockCompiler()
        defer { compiler.removeWorkDirectory() }
        let files = Self.types.map {
            MockCompiler.packageRoot.appendingPathComponent("\(Self.folder)/\($0)Mock.swift").path
        }
        let built = try compiler.compile(files, as: "Generated", isolation: isolation)
        #expect(
            built.errors.isEmpty && built.status == 0,
            "\(built.errors.prefix(20).joined(separator: "\n"))")
    }

    @Test func aGeneratedDelegateMockIsStubbedExpectedAndVerifiedLikeAMacrosMock() throws {
        let delegate = URLSessionDataDelegateMock()
        let session = URLSession(configuration: .ephemeral)
        let task = session.dataTask(with: URL(string: "http://localhost/feed")!)
        delegate.expect.urlSession(.any, dataTask: .any, didReceive: .value(Data("abc".utf8))).once()
        delegate.stub.urlSession(.any, task: .any, didCompleteWithError: .any)

        let asDelegate: any URLSessionDataDelegate = delegate
        asDelegate.urlSession(session, dataTask: task, didReceive: Data("abc".utf8))
        asDelegate.urlSession(session, task: task, didCompleteWithError: nil)

        delegate.verify()
        delegate.received.urlSession(.any, task: .any, didCompleteWithError: .any).once()
        session.invalidateAndCancel()
    }

    @Test func anUnexpectedCallOnAStrictGeneratedMockIsReportedAsForAMacrosMock() {
        let created = #line; let delegate = URLSessionDelegateMock()
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        withKnownIssue {
            delegate.urlSession(session, didBecomeInvalidWithError: nil)
        } matching: { issue in
            // The session's description holds its address, which changes from run to run.
            let lines = issue.comments.map(\.rawValue).joined().split(separator: "\n")
            return lines.count == 3 && lines[0] == "Unexpected call on strict URLSessionDelegateMock:"
                && lines[1].hasPrefix("  urlSession(<URLSession: ")
                && lines[1].hasSuffix(">, didBecomeInvalidWithError: nil)")
                && lines[2] == "Nothing stubs or expects 'urlSession(_:didBecomeInvalidWithError:)' on this mock."
                && issue.sourceLocation?.line == created
        }
    }
}
