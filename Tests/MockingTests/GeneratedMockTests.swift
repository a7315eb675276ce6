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
    /// Open classes, mocked by subclasses.
    static let classes = ["FileManager", "JSONDecoder"]
    static let folder = "Tests/MockingTests/Generated"

    static func generator(for module: String = "FoundationNetworking") throws -> MockGenerator {
        let graphs = try SymbolGraphExtractor.graphs(of: module)
        return MockGenerator(graphs: graphs, module: module, folder: folder)
    }

    /// `MOCKING_UPDATE_GENERATED=1 swift test --filter GeneratedMockTests` rewrites them.
    @Test(arguments: [("FoundationNetworking", types), ("FoundationEssentials", classes)])
    func theCheckedInMocksAreWhatTheGeneratorWrites(_ module: String, _ types: [String]) throws {
        let directory = MockCompiler.packageRoot.appendingPathComponent(Self.folder)
        let update = ProcessInfo.processInfo.environment["MOCKING_UPDATE_GENERATED"] == "1"
        let report = try MockFiles.run(try Self.generator(for: module), types: types, into: directory, check: !update)
        let command = MockGenerator.command(module: module, types: types, folder: Self.folder)
        #expect(report.refused.isEmpty, "\(report.refused)")
        #expect(report.changed.isEmpty, "out of date: \(report.changed); regenerate with \(command)")
    }

    /// The extractor writes a module's graphs into a folder of its own, reads them and removes
    /// the folder: running the generator leaves nothing behind (it used to leave 16 MB per run).
    @Test func readingAModulesGraphsLeavesNothingInTheScratchFolder() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let graphs = try SymbolGraphExtractor.graphs(of: "Dispatch", scratch: scratch)

        #expect(graphs.map(\.module.name).contains("Dispatch"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
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
        let report = try MockFiles.run(generator, types: types, into: directory, check: true)
        #expect(report.changed == ["URLSessionTaskDelegateMock.swift"])
        // What `--check` prints: the file, and the command for the out-of-date type only.
        #expect(
            report.problems(module: "FoundationNetworking", types: types, output: "out", folder: "Mocks", check: true)
                == [
                    "out of date: out/URLSessionTaskDelegateMock.swift",
                    "Regenerate with: swift package --allow-writing-to-package-directory generate-mocks "
                        + "--module FoundationNetworking --type URLSessionTaskDelegate --output Mocks",
                ])
        #expect(
            report.problems(module: "FoundationNetworking", types: types, output: "out", folder: "Mocks", check: false)
                .isEmpty)
    }

    /// Types the generator refuses for what the graph says of them, with the reason it prints.
    @Test func deprecatedPrivateAndGenericallyNestedTypesAreRefusedWithTheReason() throws {
        let json = #"""
            {"module": {"name": "Kit"}, "relationships": [], "symbols": [
              {"identifier": {"precise": "s:3Kit3OldP"}, "kind": {"identifier": "swift.protocol"},
               "names": {"title": "Old"}, "pathComponents": ["Old"], "accessLevel": "public",
               "availability": [{"domain": "*", "isUnconditionallyDeprecated": true, "renamed": "New"}]},
              {"identifier": {"precise": "s:3Kit6SecretP"}, "kind": {"identifier": "swift.protocol"},
               "names": {"title": "Secret"}, "pathComponents": ["Secret"], "accessLevel": "private"},
              {"identifier": {"precise": "s:3Kit3BoxV"}, "kind": {"identifier": "swift.struct"},
               "names": {"title": "Box"}, "pathComponents": ["Box"], "accessLevel": "public",
               "declarationFragments": [{"kind": "text", "spelling": "struct Box<Value>"}]},
              {"identifier": {"precise": "s:3Kit3BoxV5InnerP"}, "kind": {"identifier": "swift.protocol"},
               "names": {"title": "Box.Inner"}, "pathComponents": ["Box", "Inner"], "accessLevel": "public"}
            ]}
            """#
        let graph = try JSONDecoder().decode(MockGeneration.SymbolGraph.self, from: Data(json.utf8))
        let generator = MockGenerator(graphs: [graph], module: "Kit", folder: "Mocks")

        #expect(
            ["Old", "Secret", "Box.Inner"].map { name in
                if case .failure(let refusal) = generator.file(for: name) { refusal.description } else { "written" }
            } == [
                "Old: it is deprecated or unavailable; mock 'New' instead",
                "Secret: it is private, so no other file can see it",
                "Box.Inner: only protocols nested in non-generic types of their module are generated",
            ])
    }

    /// An open class whose `init()` is internal (Stencil's `SimpleErrorReporter`) cannot be
    /// subclassed by its mock, which imports it without `@testable`: refused before its mock is
    /// compiled, as one without `init()` is.
    @Test func anOpenClassWithAnInternalInitIsRefused() throws {
        let json = #"""
            {"module": {"name": "Kit"}, "symbols": [
              {"identifier": {"precise": "s:3Kit8ReporterC"}, "kind": {"identifier": "swift.class"},
               "names": {"title": "Reporter"}, "pathComponents": ["Reporter"], "accessLevel": "open",
               "declarationFragments": [{"kind": "text", "spelling": "open class Reporter"}]},
              {"identifier": {"precise": "s:3Kit8ReporterCACycfc"}, "kind": {"identifier": "swift.init"},
               "names": {"title": "init()"}, "pathComponents": ["Reporter", "init()"], "accessLevel": "internal",
               "declarationFragments": [{"kind": "keyword", "spelling": "init"}, {"kind": "text", "spelling": "()"}]}
            ], "relationships": [
              {"kind": "memberOf", "source": "s:3Kit8ReporterCACycfc", "target": "s:3Kit8ReporterC"}
            ]}
            """#
        let graph = try JSONDecoder().decode(MockGeneration.SymbolGraph.self, from: Data(json.utf8))
        func outcome(publicOnly: Bool) -> String {
            let generator = MockGenerator(graphs: [graph], module: "Kit", folder: "Mocks", publicOnly: publicOnly)
            return switch generator.file(for: "Reporter") {
            case .failure(let refusal): refusal.description
            case .success(let file): file.name
            }
        }

        // Of its own module too: the mock of an open class imports it without `@testable`.
        #expect(outcome(publicOnly: true) == "Reporter: it has no designated init() for the mock to call")
        #expect(outcome(publicOnly: false) == "Reporter: it has no designated init() for the mock to call")
    }

    /// A requirement's `@available` entries, which the graph keeps apart from its declaration,
    /// are restated on the mock's witness and builder (swift-log's deprecated `LogHandler.log`
    /// requirements: forwarding to them must not warn), as Swift spells them.
    @Test func aRequirementsAvailabilityIsRestatedAsSwiftSpellsIt() throws {
        let json = #"""
            {"identifier": {"precise": "s:1M1PP3logyyF"}, "kind": {"identifier": "swift.method"},
             "names": {"title": "log()"}, "pathComponents": ["P", "log()"],
             "declarationFragments": [{"kind": "keyword", "spelling": "func"}, {"kind": "text", "spelling": " log()"}],
             "availability": [
                {"domain": "*", "renamed": "log(event:)", "isUnconditionallyDeprecated": true},
                {"domain": "macOS", "introduced": {"major": 10, "minor": 15}, "deprecated": {"major": 13, "minor": 0, "patch": 1},
                 "message": "Say \"event\"."},
                {"domain": "iOSAppExtension", "isUnconditionallyUnavailable": true},
                {"domain": "Swift", "obsoleted": {"major": 6}}
             ]}
            """#
        let symbol = try JSONDecoder().decode(MockGeneration.SymbolGraph.Symbol.self, from: Data(json.utf8))

        #expect(
            symbol.declarationWithAvailability()
                == #"@available(*, deprecated, renamed: "log(event:)") "#
                + #"@available(macOS, introduced: 10.15, deprecated: 13.0.1, message: "Say \"event\".") "#
                + "@available(iOSApplicationExtension, unavailable) @available(swift, obsoleted: 6) func log()")
    }

    /// The graph marks an SPI symbol without naming its group (WasmKit's `@_spi(WASIPlatform) public
    /// protocol WASIFile`): the group, which the mock's file must import the module with, is read
    /// from the attributes of its declaration and of the extensions around it, in its source.
    @Test func anSPISymbolsGroupsAreReadFromTheAttributesBeforeItsName() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spi-\(UUID().uuidString).swift")
        try """
        /// A file.
        @_spi(Platform) public protocol File {}
        @available(macOS 13, *)
        @_spi(Platform) @_spi( Tools )
        public struct Handle {}
        public enum Plain {}
        @_spi(Tools) extension Plain {
            public struct Inner {}
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        func groups(line: Int, character: Int, uri: String? = nil) throws -> [String] {
            let json =
                #"{"uri": "\#(uri ?? file.absoluteString)", "position": {"line": \#(line), "character": \#(character)}}"#
            return MockGenerator.spiGroups(
                at: try JSONDecoder().decode(MockGeneration.SymbolGraph.Symbol.Location.self, from: Data(json.utf8)))
        }

        #expect(try groups(line: 1, character: 32) == ["Platform"])
        #expect(try groups(line: 4, character: 14) == ["Platform", "Tools"])
        #expect(try groups(line: 5, character: 12) == [])
        // A member of an SPI extension.
        #expect(try groups(line: 7, character: 18) == ["Tools"])
        #expect(try groups(line: 19, character: 0) == [])
        #expect(try groups(line: 1, character: 32, uri: file.absoluteString + ".missing") == [])
    }

    /// A method's generic parameter named like the protocol it is constrained to (OpenCombine's
    /// `receive<Subscriber: OpenCombine.Subscriber>`) is spelled unqualified by the graph, where
    /// it would name the parameter itself: the protocol is qualified with its module, the
    /// parameter's own uses are not.
    @Test func aGenericParameterNamedLikeItsConstraintHasTheConstraintQualified() throws {
        let json = #"""
            {"identifier": {"precise": "s:11OpenCombine9PublisherP7receive"}, "kind": {"identifier": "swift.method"},
             "names": {"title": "receive(subscriber:)"}, "pathComponents": ["Publisher", "receive(subscriber:)"],
             "declarationFragments": [
                {"kind": "keyword", "spelling": "func"}, {"kind": "text", "spelling": " "},
                {"kind": "identifier", "spelling": "receive"}, {"kind": "text", "spelling": "<"},
                {"kind": "genericParameter", "spelling": "Subscriber"}, {"kind": "text", "spelling": ">("},
                {"kind": "externalParam", "spelling": "subscriber"}, {"kind": "text", "spelling": ": "},
                {"kind": "typeIdentifier", "spelling": "Subscriber"}, {"kind": "text", "spelling": ") "},
                {"kind": "keyword", "spelling": "where"}, {"kind": "text", "spelling": " "},
                {"kind": "typeIdentifier", "spelling": "Subscriber"}, {"kind": "text", "spelling": " : "},
                {"kind": "typeIdentifier", "spelling": "Subscriber", "preciseIdentifier": "s:11OpenCombine10SubscriberP"},
                {"kind": "text", "spelling": ", "}, {"kind": "typeIdentifier", "spelling": "Self"},
                {"kind": "text", "spelling": "."},
                {"kind": "typeIdentifier", "spelling": "Output", "preciseIdentifier": "s:11OpenCombine9PublisherP6OutputQa"},
                {"kind": "text", "spelling": " == "}, {"kind": "typeIdentifier", "spelling": "Subscriber"},
                {"kind": "text", "spelling": "."},
                {"kind": "typeIdentifier", "spelling": "Input", "preciseIdentifier": "s:11OpenCombine10SubscriberP5InputQa"}
             ]}
            """#
        let symbol = try JSONDecoder().decode(MockGeneration.SymbolGraph.Symbol.self, from: Data(json.utf8))

        #expect(
            symbol.declarationWithAvailability(qualifying: ["Output"])
                == "func receive<Subscriber>(subscriber: Subscriber) "
                + "where Subscriber : OpenCombine.Subscriber, Self.Output == Subscriber.Input")
    }

    /// A standard type named like a type the module declares (OpenAPIKitCore's `struct Error`)
    /// is named with its module, which the graph leaves out; the module's own type is not.
    @Test func aStandardTypeNamedLikeOneOfTheModulesIsQualified() throws {
        let json = #"""
            {"identifier": {"precise": "s:14OpenAPIKitCore15ErrorCollectionP11swiftErrors"},
             "kind": {"identifier": "swift.property"}, "names": {"title": "swiftErrors"},
             "pathComponents": ["ErrorCollection", "swiftErrors"],
             "declarationFragments": [
                {"kind": "keyword", "spelling": "var"}, {"kind": "text", "spelling": " "},
                {"kind": "identifier", "spelling": "swiftErrors"}, {"kind": "text", "spelling": ": [any "},
                {"kind": "typeIdentifier", "spelling": "Error", "preciseIdentifier": "s:s5ErrorP"},
                {"kind": "text", "spelling": "], "},
                {"kind": "typeIdentifier", "spelling": "Error", "preciseIdentifier": "s:14OpenAPIKitCore5ErrorV"},
                {"kind": "text", "spelling": ", "},
                {"kind": "typeIdentifier", "spelling": "Character", "preciseIdentifier": "s:SJ"},
                {"kind": "text", "spelling": " { get }"}
             ]}
            """#
        let symbol = try JSONDecoder().decode(MockGeneration.SymbolGraph.Symbol.self, from: Data(json.utf8))

        #expect(
            symbol.declarationWithAvailability(moduleTypes: ["Error", "Character"], of: "OpenAPIKitCore")
                == "var swiftErrors: [any Swift.Error], Error, Swift.Character { get }")
        #expect(
            symbol.declarationWithAvailability(of: "OpenAPIKitCore")
                == "var swiftErrors: [any Error], Error, Character { get }")
    }

    /// The tool reads the graphs of the modules parents come from (`modulesOfMissingParents`),
    /// but not for a parent the mock decides by its name: `NSObjectProtocol` makes an `NSObject`
    /// mock. With Foundation's graph read anyway (another parent may need it), the delegate's
    /// mock must still not restate `NSObjectProtocol`'s requirements: the file is the same.
    @Test func aParentsOwnGraphChangesNothingForParentsTheMockDecidesByName() throws {
        let alone = try Self.generator()
        #expect(alone.modulesOfMissingParents(of: ["URLSessionDataDelegate"]).isEmpty)
        let graphs = try ["FoundationNetworking", "Foundation"].flatMap {
            try SymbolGraphExtractor.graphs(of: $0)
        }
        let withParents = MockGenerator(graphs: graphs, module: "FoundationNetworking", folder: Self.folder)

        #expect(
            try withParents.file(for: "URLSessionDataDelegate").get() == alone.file(for: "URLSessionDataDelegate").get()
        )
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
                "URLSession: it has no designated init() for the mock to call",
                "URLRequest: a struct cannot be mocked; mock a protocol it conforms to",
                "NoSuchThing: no such type in the symbol graph of FoundationNetworking (private and fileprivate types "
                    + "are not in it)",
            ])
    }

    /// A public protocol refining another module's public protocols whose names start with `_`
    /// (swift-nio-ssl's `NIOSSLCustomPrivateKey: _NIOPreconcurrencySendable`): the extractor
    /// leaves them out of a graph read at `public`, so a parent's module is read with its internal
    /// symbols, and the mock witnesses the underscored parent's requirement.
    @Test func aParentWhoseNameStartsWithAnUnderscoreIsReadFromItsModule() throws {
        let compiler = try MockCompiler()
        defer { compiler.removeWorkDirectory() }
        let work = compiler.work.path
        func emitModule(_ name: String, _ source: String) throws {
            let file = compiler.work.appendingPathComponent("\(name).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            try run(
                "swiftc",
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                    "-emit-module-path", "\(work)/\(name).swiftmodule", "-I", work, file.path,
                ])
        }
        try emitModule(
            "QuietKit",
            """
            public protocol _QuietSendable: Sendable {}
            public protocol _Counting { func count() -> Int }
            """)
        try emitModule(
            "MeterKit",
            """
            import QuietKit
            public protocol Meter: _QuietSendable, _Counting { func reset() }
            """)
        func graphs(of module: String, at level: String) throws -> [MockGeneration.SymbolGraph] {
            try SymbolGraphExtractor.graphs(of: module, includes: [work], minimumAccessLevel: level)
        }
        // The module's own graph as the plugin reads a target's, with its internal symbols: at
        // `public` it would not even say that `Meter` refines the two.
        let own = try graphs(of: "MeterKit", at: "internal")
        let generator = MockGenerator(graphs: own, module: "MeterKit", folder: "Mocks")
        #expect(generator.modulesOfMissingParents(of: ["Meter"]) == ["QuietKit"])

        let readAtPublic = generator.addingParentGraphs(of: ["Meter"], to: own) { try graphs(of: $0, at: "public") }
        let refusal: String
        if case .failure(let why) = readAtPublic.file(for: "Meter") { refusal = why.description } else { refusal = "" }
        // The parents in the order of the graph's relationships.
        #expect(
            ["_QuietSendable, _Counting", "_Counting, _QuietSendable"].map {
                "Meter: it refines \($0), whose requirements are not in the symbol graphs read (a mock cannot "
                    + "witness them)"
            }.contains(refusal), "\(refusal)")

        let withParents = generator.addingParentGraphs(of: ["Meter"], to: own) {
            try graphs(of: $0, at: MockGenerator.parentModuleAccessLevel)
        }
        let file = try withParents.file(for: "Meter").get()
        #expect(
            file.text.contains(
                """
                    func count() -> Int {
                        mockCore.__call("count()", ()) { (real: any Meter) in real.count() }
                    }
                """))
        #expect(file.text.contains("import QuietKit\n"))
        let errors = try MockVerifier(arguments: ["-I", work] + compiler.moduleSearchFlags).firstErrors(of: [file])
        #expect(errors.isEmpty, "\(errors)")
    }

    /// A parent's module that the toolchain could not load (hummingbird's, before generate-mocks
    /// passed the C modules' maps): the refusal gives the extractor's first error.
    @Test func aRefusalForAParentInAnUnreadableModuleSaysWhy() throws {
        var why = ""
        do {
            _ = try SymbolGraphExtractor.graphs(of: "NoSuchModule")
        } catch let failure as SymbolGraphExtractor.Failure {
            why = failure.firstError
        }
        #expect(why == "Couldn't load module 'NoSuchModule' in the current SDK and search paths.")

        // `Gadget` refines `Gizmos.Device`, whose module was not read.
        let json = #"""
            {"module": {"name": "Kit"}, "symbols": [
              {"identifier": {"precise": "s:3Kit6GadgetP"}, "kind": {"identifier": "swift.protocol"},
               "names": {"title": "Gadget"}, "pathComponents": ["Gadget"], "accessLevel": "public"}
            ], "relationships": [
              {"kind": "conformsTo", "source": "s:3Kit6GadgetP", "target": "s:6Gizmos6DeviceP",
               "targetFallback": "Gizmos.Device"}
            ]}
            """#
        var generator = MockGenerator(
            graphs: [try JSONDecoder().decode(MockGeneration.SymbolGraph.self, from: Data(json.utf8))], module: "Kit",
            folder: "Mocks")
        let unread =
            "Gadget: it refines Device, whose requirements are not in the symbol graphs read (a mock cannot "
            + "witness them)"
        func outcome() -> String {
            if case .failure(let refusal) = generator.file(for: "Gadget") { refusal.description } else { "written" }
        }
        #expect(generator.modulesOfMissingParents(of: ["Gadget"]) == ["Gizmos"])
        #expect(outcome() == unread)
        generator.unreadableModules = ["Gizmos": why]
        #expect(
            outcome()
                == unread + "; Gizmos's module could not be read (Couldn't load module 'NoSuchModule' in the current "
                + "SDK and search paths.); --include DIR adds a folder to look for modules and C headers in")
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
            let graphs = try SymbolGraphExtractor.graphs(of: module)
            let generator = MockGenerator(graphs: graphs, module: module, folder: "Mocks")
            let directory = compiler.work.appendingPathComponent(module)
            let report = try MockFiles.run(generator, types: generator.protocols, into: directory, check: false)
            files += report.changed.map { directory.appendingPathComponent($0).path }
            refused += report.refused.map(\.description)
        }
        #expect(files.count == 53)
        let unread = "whose requirements are not in the symbol graphs read (a mock cannot witness them)"
        #expect(
            refused == [
                "AttributeScope: it restates 'encodingConfiguration' of a parent with another declaration (a "
                    + "constrained default the generator cannot resolve); write this mock by hand",
                "DataProtocol: it refines RandomAccessCollection, " + unread,
                "MutableDataProtocol: it refines RangeReplaceableCollection, MutableCollection, "
                    + "RandomAccessCollection, " + unread,
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
        let files = (Self.types + Self.classes).map {
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

    // MARK: Open classes

    @Test func aSubclassMockOfFileManagerIsStubbedAndVerified() throws {
        let files = FileManagerMock()
        files.stub.fileExists(atPath: "/etc/app.json").andReturn(true)
        files.stub.contents(atPath: .any).andReturn(Data("{}".utf8))

        let manager: FileManager = files
        #expect(manager.fileExists(atPath: "/etc/app.json"))
        #expect(manager.contents(atPath: "/etc/app.json") == Data("{}".utf8))
        files.received.fileExists(atPath: .any).once()
    }

    @Test func aPartialSubclassMockForwardsWhatNothingStubsToTheRealClass() throws {
        let files = FileManagerMock(.partial)
        files.stub.fileExists(atPath: "/no/such/file").andReturn(true)

        #expect(files.fileExists(atPath: "/no/such/file"))
        #expect(files.fileExists(atPath: "/"))  // the real FileManager's answer
        #expect(!files.fileExists(atPath: "/no/such/other/file"))
        files.received.fileExists(atPath: .any).times(3)
    }

    @Test func aNullSubclassMockAnswersDefaultsAndAStrictOneReportsAtItsCreation() throws {
        let null = FileManagerMock(.null)
        #expect(!null.fileExists(atPath: "/"))
        #expect(null.contents(atPath: "/") == nil)

        let created = #line; let strict = FileManagerMock()
        withKnownIssue {
            _ = strict.fileExists(atPath: "/")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                Unexpected call on strict FileManagerMock:
                  fileExists(atPath: "/")
                Nothing stubs or expects 'fileExists(atPath:)' on this mock.
                """ && issue.sourceLocation?.line == created
        }
    }

    @Test func aGenericMethodOfASubclassMockIsStubbedPerType() throws {
        struct Settings: Decodable, Equatable { let theme: String }
        let decoder = JSONDecoderMock(.partial)
        decoder.stub.decode(Settings.self, from: .any).andReturn(Settings(theme: "dark"))

        #expect(try decoder.decode(Settings.self, from: Data()) == Settings(theme: "dark"))
        #expect(try decoder.decode(Int.self, from: Data("7".utf8)) == 7)  // the real decoder
    }

    /// Classes whose generated files do not compile, for reasons their symbol graph does not show:
    /// a `Sendable` conformance declared unavailable (swift-corelibs-foundation marks some),
    /// overridable members the compiler cannot load, or a setter the graph shows as public that is
    /// not (`URLSessionTask.currentRequest`).
    static let classesThatDoNotCompile: [String: String] = [
        "Host": "conformance of 'Host' to 'Sendable' is unavailable",
        "JSONSerialization": "conformance of 'JSONSerialization' to 'Sendable' is unavailable",
        "NSURLComponents": "conformance of 'NSURLComponents' to 'Sendable' is unavailable",
        "PropertyListSerialization": "conformance of 'PropertyListSerialization' to 'Sendable' is unavailable",
        "XMLDTD": "conformance of 'XMLNode' to 'Sendable' is unavailable",
        "NSCondition":
            "cannot inherit from class 'NSCondition' because it has overridable members that could not be loaded",
        "NSLock": "cannot inherit from class 'NSLock' because it has overridable members that could not be loaded",
        "NSRecursiveLock":
            "cannot inherit from class 'NSRecursiveLock' because it has overridable members that could not be loaded",
        "RunLoop": "cannot inherit from class 'RunLoop' because it has overridable members that could not be loaded",
        "Thread": "cannot inherit from class 'Thread' because it has overridable members that could not be loaded",
        "URLSessionTask": "cannot assign to property: 'currentRequest' setter is inaccessible",
        "URLSessionDataTask": "cannot assign to property: 'currentRequest' setter is inaccessible",
        "URLSessionDownloadTask": "cannot assign to property: 'currentRequest' setter is inaccessible",
        "URLSessionStreamTask": "cannot assign to property: 'currentRequest' setter is inaccessible",
        "URLSessionUploadTask": "cannot assign to property: 'currentRequest' setter is inaccessible",
        "URLSessionWebSocketTask": "cannot assign to property: 'currentRequest' setter is inaccessible",
    ]

    /// Every class of the toolchain's Foundation modules, as a corpus: open classes with a
    /// designated `init()` are generated and compile with either default isolation (but for the
    /// known few above); the others are refused with their reason.
    @Test func everyClassOfFoundationIsGeneratedOrRefusedWithItsReason() throws {
        let compiler = try MockCompiler()
        defer { compiler.removeWorkDirectory() }
        var files: [String] = []
        var written: [String] = []
        var reasons: [String: Int] = [:]
        for module in ["Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML"] {
            let generator = try Self.generator(for: module)
            let directory = compiler.work.appendingPathComponent(module)
            let report = try MockFiles.run(generator, types: generator.classes, into: directory, check: false)
            for name in report.changed {
                let type = String(name.dropLast("Mock.swift".count))
                written.append(type)
                let file = directory.appendingPathComponent(name).path
                guard let error = Self.classesThatDoNotCompile[type] else {
                    files.append(file)
                    continue
                }
                let alone = try compiler.compile([file], as: "\(type)Mock")
                #expect(alone.errors.first?.hasSuffix("error: " + error) == true, "\(type): \(alone.errors)")
            }
            for refusal in report.refused { reasons[refusal.reason.message, default: 0] += 1 }
        }
        #expect(written.count == 33)
        #expect(Set(Self.classesThatDoNotCompile.keys).isSubset(of: written))
        #expect(
            reasons == [
                "it is not open, so it cannot be subclassed outside its module": 23,
                "its required initializers are not generated yet": 61,
                "it has no designated init() for the mock to call": 31,
                "generic classes are not generated yet": 1,
                "it is deprecated or unavailable": 4,
            ])
        for isolation in MockCompiler.Isolation.allCases {
            let built = try compiler.compile(files, as: "FoundationClassMocks", isolation: isolation)
            #expect(
                built.errors.isEmpty && built.status == 0,
                "\(isolation): \(built.errors.prefix(20).joined(separator: "\n"))")
        }
    }
}
