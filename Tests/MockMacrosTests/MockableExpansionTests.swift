import MockMacrosSupport
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions: exactly what users get. XCTest, because swift-syntax's helper reports
/// through XCTest only.
final class MockableExpansionTests: XCTestCase {
    private let macros: [String: any Macro.Type] = [
        "Mockable": MockableMacro.self,
        "_MockableBuilders": MockableBuildersMacro.self,
    ]

    /// The SPEC's WeatherForecaster: the class, the builders protocol (handed the protocol's text)
    /// and the witnesses; `testBuildersAreWrittenInAnExtensionOfTheBuildersProtocol` shows the
    /// builders `_MockableBuilders` writes from that text.
    func testWeatherForecasterExpansion() {
        assertMacroExpansion(
            """
            @Mockable
            protocol WeatherForecaster {
                func result(temperature: Int, humidity: Int) -> Int
                func forecast(city: String) async throws -> String
                var location: String { get set }
            }
            """,
            expandedSource: """
                protocol WeatherForecaster {
                    func result(temperature: Int, humidity: Int) -> Int
                    func forecast(city: String) async throws -> String
                    var location: String { get set }
                }

                #if DEBUG
                nonisolated final class WeatherForecasterMock: Mocking.MockObject<any WeatherForecaster>, Mocking.Mock, WeatherForecaster, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: WeatherForecasterMockBuilders {
                        let proxy: Mocking.MockProxy<WeatherForecasterMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol WeatherForecaster {
                    func result(temperature: Int, humidity: Int) -> Int
                    func forecast(city: String) async throws -> String
                    var location: String { get set }
                }
                \"""#)
                nonisolated protocol WeatherForecasterMockBuilders: Mocking.MockBuilders where Target: WeatherForecaster {}
                #endif

                extension WeatherForecaster where Self: Mocking.Mock {
                    #if DEBUG
                    func result(temperature: Int, humidity: Int) -> Int {
                        mockCore.call("result(temperature:humidity:)", (temperature: temperature, humidity: humidity)) { real in (real as! any WeatherForecaster).result(temperature: temperature, humidity: humidity) }
                    }
                    func forecast(city: String) async throws -> String {
                        try await mockCore.callAsyncThrowing("forecast(city:)", city) { real in try await (real as! any WeatherForecaster).forecast(city: city) }
                    }
                    var location: String {
                        get { mockCore.get("location") { real in (real as! any WeatherForecaster).location } }
                        set { mockCore.set("location", newValue) { (real: inout any WeatherForecaster) in real.location = newValue } }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testPublicRobotWithEscapingClosureAndCustomCondition() {
        assertMacroExpansion(
            """
            @Mockable(compiledWhen: "MOCKING")
            public protocol Robot {
                func speak(_ text: String, afterDelay delay: Double, whenDone: @escaping @Sendable () -> Void)
            }
            """,
            expandedSource: """
                public protocol Robot {
                    func speak(_ text: String, afterDelay delay: Double, whenDone: @escaping @Sendable () -> Void)
                }

                #if MOCKING
                nonisolated public final class RobotMock: Mocking.MockObject<any Robot>, Mocking.Mock, Robot, @unchecked Sendable {
                    public typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    public typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    public typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    public typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated public struct Builders<Verb: Mocking.MockVerb>: RobotMockBuilders {
                        public let proxy: Mocking.MockProxy<RobotMock, Verb>
                        public init(proxy: Mocking.MockProxy<RobotMock, Verb>) {
                            self.proxy = proxy
                        }
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable(compiledWhen: "MOCKING")
                public protocol Robot {
                    func speak(_ text: String, afterDelay delay: Double, whenDone: @escaping @Sendable () -> Void)
                }
                \"""#)
                nonisolated public protocol RobotMockBuilders: Mocking.MockBuilders where Target: Robot {}
                #endif

                extension Robot where Self: Mocking.Mock {
                    #if MOCKING
                    public func speak(_ text: String, afterDelay delay: Double, whenDone: @escaping @Sendable () -> Void) {
                        mockCore.call("speak(_:afterDelay:whenDone:)", (text: text, afterDelay: delay, whenDone: whenDone)) { real in (real as! any Robot).speak(text, afterDelay: delay, whenDone: whenDone) }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    /// The mock's types are `nonisolated`, so neither a global actor nor the module's default
    /// isolation (SE-0466) reaches its core, its initializer or its builders.
    func testGlobalActorProtocolKeepsTheCoreNonisolated() {
        assertMacroExpansion(
            """
            @Mockable
            @MainActor
            protocol Screen {
                func show()
            }
            """,
            expandedSource: """
                @MainActor
                protocol Screen {
                    func show()
                }

                #if DEBUG
                nonisolated final class ScreenMock: Mocking.MockObject<any Screen>, Mocking.Mock, Screen, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: ScreenMockBuilders {
                        let proxy: Mocking.MockProxy<ScreenMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                @MainActor
                protocol Screen {
                    func show()
                }
                \"""#)
                nonisolated protocol ScreenMockBuilders: Mocking.MockBuilders where Target: Screen {}
                #endif

                extension Screen where Self: Mocking.Mock {
                    #if DEBUG
                    func show() {
                        mockCore.call("show()", ()) { real in (real as! any Screen).show() }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    /// A `nonisolated` protocol's witnesses are `nonisolated`, as is a `nonisolated` requirement's
    /// in a main-actor protocol; an existential passed alone is coerced to its declared type.
    func testNonisolatedProtocolsRequirementsAndExistentials() {
        assertMacroExpansion(
            """
            @Mockable
            nonisolated protocol Reporter {
                func report(_ error: any Error)
                var theme: any Theme { get set }
            }
            @Mockable
            @MainActor
            protocol Presenter {
                nonisolated func identifier(for screen: String) -> String
            }
            """,
            expandedSource: """
                nonisolated protocol Reporter {
                    func report(_ error: any Error)
                    var theme: any Theme { get set }
                }

                #if DEBUG
                nonisolated final class ReporterMock: Mocking.MockObject<any Reporter>, Mocking.Mock, Reporter, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: ReporterMockBuilders {
                        let proxy: Mocking.MockProxy<ReporterMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                nonisolated protocol Reporter {
                    func report(_ error: any Error)
                    var theme: any Theme { get set }
                }
                \"""#)
                nonisolated protocol ReporterMockBuilders: Mocking.MockBuilders where Target: Reporter {}
                #endif
                @MainActor
                protocol Presenter {
                    nonisolated func identifier(for screen: String) -> String
                }

                #if DEBUG
                nonisolated final class PresenterMock: Mocking.MockObject<any Presenter>, Mocking.Mock, Presenter, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: PresenterMockBuilders {
                        let proxy: Mocking.MockProxy<PresenterMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                @MainActor
                protocol Presenter {
                    nonisolated func identifier(for screen: String) -> String
                }
                \"""#)
                nonisolated protocol PresenterMockBuilders: Mocking.MockBuilders where Target: Presenter {}
                #endif

                nonisolated extension Reporter where Self: Mocking.Mock {
                    #if DEBUG
                    func report(_ error: any Error) {
                        mockCore.call("report(_:)", error as any Error) { real in (real as! any Reporter).report(error) }
                    }
                    var theme: any Theme {
                        get { mockCore.get("theme") { real in (real as! any Reporter).theme } }
                        set { mockCore.set("theme", newValue as any Theme) { (real: inout any Reporter) in real.theme = newValue } }
                    }
                    #endif
                }

                extension Presenter where Self: Mocking.Mock {
                    #if DEBUG
                    nonisolated func identifier(for screen: String) -> String {
                        mockCore.call("identifier(for:)", screen) { real in (real as! any Presenter).identifier(for: screen) }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testAnyObjectSendableProtocolWithOverloadsByLabel() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Cache: AnyObject, Sendable {
                func value(forKey key: String) -> Int?
                func value(at index: Int) -> Int?
            }
            """,
            expandedSource: """
                protocol Cache: AnyObject, Sendable {
                    func value(forKey key: String) -> Int?
                    func value(at index: Int) -> Int?
                }

                #if DEBUG
                nonisolated final class CacheMock: Mocking.MockObject<any Cache>, Mocking.Mock, Cache, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: CacheMockBuilders {
                        let proxy: Mocking.MockProxy<CacheMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Cache: AnyObject, Sendable {
                    func value(forKey key: String) -> Int?
                    func value(at index: Int) -> Int?
                }
                \"""#)
                nonisolated protocol CacheMockBuilders: Mocking.MockBuilders where Target: Cache {}
                #endif

                extension Cache where Self: Mocking.Mock {
                    #if DEBUG
                    func value(forKey key: String) -> Int? {
                        mockCore.call("value(forKey:)", key) { real in (real as! any Cache).value(forKey: key) }
                    }
                    func value(at index: Int) -> Int? {
                        mockCore.call("value(at:)", index) { real in (real as! any Cache).value(at: index) }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testTypedThrowsAndRethrows() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Decoder {
                func decode(_ bytes: [UInt8]) throws(DecodeError) -> String
                func upload(_ size: Int) async throws(UploadError) -> Bool
                func transform(_ values: [Int], _ body: (Int) throws -> Int) rethrows -> [Int]
                var checksum: Int { get throws(DecodeError) }
                func refill(_ buffer: inout [UInt8], upTo limit: Int) async throws(UploadError) -> Int
            }
            """,
            expandedSource: """
                protocol Decoder {
                    func decode(_ bytes: [UInt8]) throws(DecodeError) -> String
                    func upload(_ size: Int) async throws(UploadError) -> Bool
                    func transform(_ values: [Int], _ body: (Int) throws -> Int) rethrows -> [Int]
                    var checksum: Int { get throws(DecodeError) }
                    func refill(_ buffer: inout [UInt8], upTo limit: Int) async throws(UploadError) -> Int
                }

                #if DEBUG
                nonisolated final class DecoderMock: Mocking.MockObject<any Decoder>, Mocking.Mock, Decoder, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: DecoderMockBuilders {
                        let proxy: Mocking.MockProxy<DecoderMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Decoder {
                    func decode(_ bytes: [UInt8]) throws(DecodeError) -> String
                    func upload(_ size: Int) async throws(UploadError) -> Bool
                    func transform(_ values: [Int], _ body: (Int) throws -> Int) rethrows -> [Int]
                    var checksum: Int { get throws(DecodeError) }
                    func refill(_ buffer: inout [UInt8], upTo limit: Int) async throws(UploadError) -> Int
                }
                \"""#)
                nonisolated protocol DecoderMockBuilders: Mocking.MockBuilders where Target: Decoder {}
                #endif

                extension Decoder where Self: Mocking.Mock {
                    #if DEBUG
                    func decode(_ bytes: [UInt8]) throws(DecodeError) -> String {
                        try mockCore.callThrowing("decode(_:)", bytes, throwing: DecodeError.self) { (real) throws(DecodeError) -> String in try (real as! any Decoder).decode(bytes) }
                    }
                    func upload(_ size: Int) async throws(UploadError) -> Bool {
                        try await mockCore.callAsyncThrowing("upload(_:)", size, throwing: UploadError.self) { (real) async throws(UploadError) -> Bool in try await (real as! any Decoder).upload(size) }
                    }
                    func transform(_ values: [Int], _ body: (Int) throws -> Int) -> [Int] {
                        withoutActuallyEscaping(body) { body in
                            let nonEscapingBody = Mocking.NonEscaping<(Int) throws -> Int>(body)
                            defer { nonEscapingBody.end() }
                            return mockCore.call("transform(_:_:)", (values: values, body: nonEscapingBody)) { (_) -> [Int] in mockCore.unforwardable("transform(_:_:)", because: "a mock cannot rethrow") }
                        }
                    }
                    var checksum: Int {
                        get throws(DecodeError) { try mockCore.callThrowing("checksum.get", (), throwing: DecodeError.self) { (real) throws(DecodeError) -> Int in try (real as! any Decoder).checksum } }
                    }
                    func refill(_ buffer: inout [UInt8], upTo limit: Int) async throws(UploadError) -> Int {
                        try await mockCore.callAsyncThrowing("refill(_:upTo:)", (buffer: buffer, upTo: limit), throwing: UploadError.self, writingBack: { buffer = $0.0 }) { (real) async throws(UploadError) -> Int in try await (real as! any Decoder).refill(&buffer, upTo: limit) }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testInoutVariadicAndNonEscapingParameters() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Collector {
                func increment(_ value: inout Int)
                func log(_ messages: String...)
                func forEach(_ body: (Int) -> Void)
                func check(_ condition: @autoclosure () -> Bool, message: String) -> Bool
                func perform(_ work: @Sendable () async -> Int) async -> Int
            }
            """,
            expandedSource: """
                protocol Collector {
                    func increment(_ value: inout Int)
                    func log(_ messages: String...)
                    func forEach(_ body: (Int) -> Void)
                    func check(_ condition: @autoclosure () -> Bool, message: String) -> Bool
                    func perform(_ work: @Sendable () async -> Int) async -> Int
                }

                #if DEBUG
                nonisolated final class CollectorMock: Mocking.MockObject<any Collector>, Mocking.Mock, Collector, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: CollectorMockBuilders {
                        let proxy: Mocking.MockProxy<CollectorMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Collector {
                    func increment(_ value: inout Int)
                    func log(_ messages: String...)
                    func forEach(_ body: (Int) -> Void)
                    func check(_ condition: @autoclosure () -> Bool, message: String) -> Bool
                    func perform(_ work: @Sendable () async -> Int) async -> Int
                }
                \"""#)
                nonisolated protocol CollectorMockBuilders: Mocking.MockBuilders where Target: Collector {}
                #endif

                extension Collector where Self: Mocking.Mock {
                    #if DEBUG
                    func increment(_ value: inout Int) {
                        mockCore.call("increment(_:)", value, writingBack: { value = $0 }) { real in (real as! any Collector).increment(&value) }
                    }
                    func log(_ messages: String...) {
                        mockCore.call("log(_:)", messages) { (_) -> Void in mockCore.unforwardable("log(_:)", because: "Swift cannot pass an array as variadic arguments") }
                    }
                    func forEach(_ body: (Int) -> Void) {
                        withoutActuallyEscaping(body) { body in
                            let nonEscapingBody = Mocking.NonEscaping<(Int) -> Void>(body)
                            defer { nonEscapingBody.end() }
                            return mockCore.call("forEach(_:)", nonEscapingBody) { real in (real as! any Collector).forEach(body) }
                        }
                    }
                    func check(_ condition: @autoclosure () -> Bool, message: String) -> Bool {
                        withoutActuallyEscaping(condition) { condition in
                            let nonEscapingCondition = Mocking.NonEscaping<() -> Bool>(condition)
                            defer { nonEscapingCondition.end() }
                            return mockCore.call("check(_:message:)", (condition: nonEscapingCondition, message: message)) { real in (real as! any Collector).check(condition(), message: message) }
                        }
                    }
                    func perform(_ work: @Sendable () async -> Int) async -> Int {
                        await withoutActuallyEscaping(work) { work in
                            let nonEscapingWork = Mocking.NonEscaping<() async -> Int>(work)
                            defer { nonEscapingWork.end() }
                            return await mockCore.callAsync("perform(_:)", nonEscapingWork) { real in await (real as! any Collector).perform(work) }
                        }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testSubscripts() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Table {
                subscript(key key: String) -> Int { get set }
                subscript(row: Int, column: Int) -> Double { get }
                subscript(id: Int) -> String { get async throws }
            }
            """,
            expandedSource: """
                protocol Table {
                    subscript(key key: String) -> Int { get set }
                    subscript(row: Int, column: Int) -> Double { get }
                    subscript(id: Int) -> String { get async throws }
                }

                #if DEBUG
                nonisolated final class TableMock: Mocking.MockObject<any Table>, Mocking.Mock, Table, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: TableMockBuilders {
                        let proxy: Mocking.MockProxy<TableMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Table {
                    subscript(key key: String) -> Int { get set }
                    subscript(row: Int, column: Int) -> Double { get }
                    subscript(id: Int) -> String { get async throws }
                }
                \"""#)
                nonisolated protocol TableMockBuilders: Mocking.MockBuilders where Target: Table {}
                #endif

                extension Table where Self: Mocking.Mock {
                    #if DEBUG
                    subscript(key key: String) -> Int {
                        get { mockCore.call("subscript(key:).get", key) { real in (real as! any Table)[key: key] } }
                        set { mockCore.setSubscript("subscript(key:)", (key: key, newValue: newValue)) { (real: inout any Table) in real[key: key] = newValue } }
                    }
                    subscript(row: Int, column: Int) -> Double {
                        get { mockCore.call("subscript(_:_:).get", (row: row, column: column)) { real in (real as! any Table)[row, column] } }
                    }
                    subscript(id: Int) -> String {
                        get async throws { try await mockCore.callAsyncThrowing("subscript(_:).get", id) { real in try await (real as! any Table)[id] } }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testInitializersAndOverloadsByType() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Converter {
                init(name: String)
                init?(code: Int)
                func convert(_ value: Int) -> String
                func convert(_ value: String) -> String
            }
            """,
            expandedSource: """
                protocol Converter {
                    init(name: String)
                    init?(code: Int)
                    func convert(_ value: Int) -> String
                    func convert(_ value: String) -> String
                }

                #if DEBUG
                nonisolated final class ConverterMock: Mocking.MockObject<any Converter>, Mocking.Mock, Converter, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: ConverterMockBuilders {
                        let proxy: Mocking.MockProxy<ConverterMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Converter {
                    init(name: String)
                    init?(code: Int)
                    func convert(_ value: Int) -> String
                    func convert(_ value: String) -> String
                }
                \"""#)
                nonisolated protocol ConverterMockBuilders: Mocking.MockBuilders where Target: Converter {}
                #endif

                extension Converter where Self: Mocking.Mock {
                    #if DEBUG
                    init(name: String) {
                        self.init(.null)
                        mockCore.call("init(name:)", name) { _ in }
                    }
                    init?(code: Int) {
                        self.init(.null)
                        mockCore.call("init(code:)", code) { _ in }
                    }
                    func convert(_ value: Int) -> String {
                        mockCore.call("convert(_:) (Int) -> String", value) { real in (real as! any Converter).convert(value) }
                    }
                    func convert(_ value: String) -> String {
                        mockCore.call("convert(_:) (String) -> String", value) { real in (real as! any Converter).convert(value) }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    /// Constraint lists become compositions, and every `where` clause — on an associated type or
    /// on the protocol, `Self.` dropped — the mock's `where` clause.
    func testConstrainedAssociatedTypes() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Batcher<Element> where Self.Element: Equatable {
                associatedtype Element: Sendable, Codable
                associatedtype Batch: Collection where Batch.Element == Element
                func next() -> Batch
            }
            """,
            expandedSource: """
                protocol Batcher<Element> where Self.Element: Equatable {
                    associatedtype Element: Sendable, Codable
                    associatedtype Batch: Collection where Batch.Element == Element
                    func next() -> Batch
                }

                #if DEBUG
                nonisolated final class BatcherMock<Element: Sendable & Codable, Batch: Collection>: Mocking.MockObject<Never>, Mocking.Mock, Batcher, @unchecked Sendable where Element: Equatable, Batch.Element == Element {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: BatcherMockBuilders {
                        let proxy: Mocking.MockProxy<BatcherMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Batcher<Element> where Self.Element: Equatable {
                    associatedtype Element: Sendable, Codable
                    associatedtype Batch: Collection where Batch.Element == Element
                    func next() -> Batch
                }
                \"""#)
                nonisolated protocol BatcherMockBuilders: Mocking.MockBuilders where Target: Batcher {}
                #endif

                extension Batcher where Self: Mocking.Mock {
                    #if DEBUG
                    func next() -> Batch {
                        mockCore.call("next()", ()) { (_) -> Batch in mockCore.unforwardable("next()", because: "it uses Self or an associated type") }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testAssociatedTypesAndSelf() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Store {
                associatedtype Item: Hashable
                func put(_ item: Item)
                func all() -> [Item]
                func merged(with other: Self) -> Self
                var latest: Item? { get set }
            }
            """,
            expandedSource: """
                protocol Store {
                    associatedtype Item: Hashable
                    func put(_ item: Item)
                    func all() -> [Item]
                    func merged(with other: Self) -> Self
                    var latest: Item? { get set }
                }

                #if DEBUG
                nonisolated final class StoreMock<Item: Hashable>: Mocking.MockObject<Never>, Mocking.Mock, Store, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: StoreMockBuilders {
                        let proxy: Mocking.MockProxy<StoreMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Store {
                    associatedtype Item: Hashable
                    func put(_ item: Item)
                    func all() -> [Item]
                    func merged(with other: Self) -> Self
                    var latest: Item? { get set }
                }
                \"""#)
                nonisolated protocol StoreMockBuilders: Mocking.MockBuilders where Target: Store {}
                #endif

                extension Store where Self: Mocking.Mock {
                    #if DEBUG
                    func put(_ item: Item) {
                        mockCore.call("put(_:)", item) { (_) -> Void in mockCore.unforwardable("put(_:)", because: "it uses Self or an associated type") }
                    }
                    func all() -> [Item] {
                        mockCore.call("all()", ()) { (_) -> [Item] in mockCore.unforwardable("all()", because: "it uses Self or an associated type") }
                    }
                    func merged(with other: Self) -> Self {
                        mockCore.call("merged(with:)", other) { (_) -> Self in mockCore.unforwardable("merged(with:)", because: "it uses Self or an associated type") }
                    }
                    var latest: Item? {
                        get { mockCore.get("latest") { (_) -> Item? in mockCore.unforwardable("latest", because: "it uses Self or an associated type") } }
                        set { mockCore.set("latest", newValue) { (_: inout Never) in } }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testRefinementOfMockableAndStandardLibraryProtocols() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Speaker: Robot, Volume, Hashable, Sendable {
                func mute()
            }
            """,
            expandedSource: """
                protocol Speaker: Robot, Volume, Hashable, Sendable {
                    func mute()
                }

                #if DEBUG
                nonisolated final class SpeakerMock: Mocking.MockObject<any Speaker>, Mocking.Mock, Speaker, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: SpeakerMockBuilders {
                        let proxy: Mocking.MockProxy<SpeakerMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Speaker: Robot, Volume, Hashable, Sendable {
                    func mute()
                }
                \"""#)
                nonisolated protocol SpeakerMockBuilders: Mocking.MockBuilders, RobotMockBuilders, VolumeMockBuilders where Target: Speaker {}
                #endif

                extension Speaker where Self: Mocking.Mock {
                    #if DEBUG
                    func mute() {
                        mockCore.call("mute()", ()) { real in (real as! any Speaker).mute() }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }
    func testStaticMembersAndGenericMethods() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Factory {
                static func make(name: String) -> Int
                static var shared: String { get set }
                func decode<T: Decodable>(_ type: T.Type, from data: [UInt8]) throws -> T
                func make<T>() -> T where T: Sendable
            }
            """,
            expandedSource: """
                protocol Factory {
                    static func make(name: String) -> Int
                    static var shared: String { get set }
                    func decode<T: Decodable>(_ type: T.Type, from data: [UInt8]) throws -> T
                    func make<T>() -> T where T: Sendable
                }

                #if DEBUG
                nonisolated final class FactoryMock: Mocking.MockObject<any Factory>, Mocking.Mock, Factory, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: FactoryMockBuilders {
                        let proxy: Mocking.MockProxy<FactoryMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Factory {
                    static func make(name: String) -> Int
                    static var shared: String { get set }
                    func decode<T: Decodable>(_ type: T.Type, from data: [UInt8]) throws -> T
                    func make<T>() -> T where T: Sendable
                }
                \"""#)
                nonisolated protocol FactoryMockBuilders: Mocking.MockBuilders where Target: Factory {}
                #endif

                extension Factory where Self: Mocking.Mock {
                    #if DEBUG
                    static func make(name: String) -> Int {
                        staticMockCore.call("make(name:)", name) { (_) -> Int in staticMockCore.unforwardable("make(name:)", because: "static members have no real object") }
                    }
                    static var shared: String {
                        get { staticMockCore.get("shared") { (_) -> String in staticMockCore.unforwardable("shared", because: "static members have no real object") } }
                        set { staticMockCore.set("shared", newValue) { (_: inout Never) in } }
                    }
                    func decode<T: Decodable>(_ type: T.Type, from data: [UInt8]) throws -> T {
                        try mockCore.callThrowing("decode(_:from:)<\\(T.self)>", (type: type, from: data)) { real in try (real as! any Factory).decode(type, from: data) }
                    }
                    func make<T>() -> T where T: Sendable {
                        mockCore.call("make()<\\(T.self)>", ()) { real in (real as! any Factory).make() }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    /// `@_MockableBuilders` writes the builders of the protocol `@Mockable` hands it, in an
    /// extension of the protocol it is attached to: the SPEC's WeatherForecaster, whose class and
    /// witnesses `testWeatherForecasterExpansion` shows; the `Legacy` text of
    /// `testBuildersTextIsCarriedWhateverItHolds`. With no requirements, there is no extension.
    /// Each builder takes the caller's location as four magic literals; where a requirement's
    /// parameter is named like one (`TextEditor`'s `line`), the builder's own are `mock`-named
    /// inside, and a subscript spells its labels out.
    func testBuildersAreWrittenInAnExtensionOfTheBuildersProtocol() {
        assertMacroExpansion(
            """
            @_MockableBuilders(#\"""
            @Mockable
            protocol WeatherForecaster {
                func result(temperature: Int, humidity: Int) -> Int
                func forecast(city: String) async throws -> String
                var location: String { get set }
            }
            \"""#)
            nonisolated protocol WeatherForecasterMockBuilders: Mocking.MockBuilders where Target: WeatherForecaster {}
            @_MockableBuilders(#\"""
            @Mockable
            public protocol Empty {}
            \"""#)
            nonisolated public protocol EmptyMockBuilders: Mocking.MockBuilders where Target: Empty {}
            @_MockableBuilders(##\"""
            @Mockable
            protocol Legacy {
                @available(*, deprecated, message: "ends with \\"\\"\\"# and \\\\#(x)")
                var name: String { get }
            }
            \"""##)
            nonisolated protocol LegacyMockBuilders: Mocking.MockBuilders where Target: Legacy {}
            @_MockableBuilders(#\"""
            @Mockable
            protocol TextEditor {
                func select(line: Int, column: Int)
                subscript(line: Int) -> String { get }
            }
            \"""#)
            nonisolated protocol TextEditorMockBuilders: Mocking.MockBuilders where Target: TextEditor {}
            """,
            expandedSource: """
                nonisolated protocol WeatherForecasterMockBuilders: Mocking.MockBuilders where Target: WeatherForecaster {}
                nonisolated public protocol EmptyMockBuilders: Mocking.MockBuilders where Target: Empty {}
                nonisolated protocol LegacyMockBuilders: Mocking.MockBuilders where Target: Legacy {}
                nonisolated protocol TextEditorMockBuilders: Mocking.MockBuilders where Target: TextEditor {}

                nonisolated extension WeatherForecasterMockBuilders {
                    @discardableResult
                    func result(temperature: Mocking.Arg<Int>, humidity: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (temperature: Int, humidity: Int), Int, Mocking.MockEffects.Sync> {
                        proxy.message("result(temperature:humidity:)", temperature, humidity, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func forecast(city: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, String, Mocking.MockEffects.AsyncThrowing> {
                        proxy.message("forecast(city:)", city, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var location: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.property("location")
                    }
                }

                nonisolated extension LegacyMockBuilders {
                    @available(*, deprecated, message: "ends with \\"\\"\\"# and \\\\#(x)")
                    var name: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.property("name")
                    }
                }

                nonisolated extension TextEditorMockBuilders {
                    @discardableResult
                    func select(line: Mocking.Arg<Int>, column: Mocking.Arg<Int>, fileID mockFileID: StaticString = #fileID, filePath mockFilePath: StaticString = #filePath, line mockLine: UInt = #line, column mockColumn: UInt = #column) -> Mocking.MockCall<Verb, (line: Int, column: Int), Void, Mocking.MockEffects.Sync> {
                        proxy.message("select(line:column:)", line, column, at: Mocking.CallSite(mockFileID, mockFilePath, mockLine, mockColumn))
                    }
                    subscript(line: Mocking.Arg<Int>, fileID mockFileID: StaticString = #fileID, filePath mockFilePath: StaticString = #filePath, line mockLine: UInt = #line, column mockColumn: UInt = #column) -> Mocking.SubscriptProxy<Verb, Int, String, (line: Int, newValue: String), Mocking.MockEffects.Sync> {
                        proxy.subscript("subscript(_:)", line, at: Mocking.CallSite(mockFileID, mockFilePath, mockLine, mockColumn))
                    }
                }
                """,
            macros: macros
        )
    }

    /// Each protocol's model is kept by its text, its `@Mockable` attribute included: two
    /// protocols written alike, but compiled under different conditions, keep their own.
    func testProtocolsWrittenAlikeKeepTheirOwnConditions() {
        assertMacroExpansion(
            """
            enum Live {
                @Mockable
                protocol Clock {
                    func now() -> Int
                }
            }
            enum Preview {
                @Mockable(compiledWhen: "PREVIEWS")
                protocol Clock {
                    func now() -> Int
                }
            }
            """,
            expandedSource: """
                enum Live {
                    protocol Clock {
                        func now() -> Int
                    }

                    #if DEBUG
                    nonisolated final class ClockMock: Mocking.MockObject<any Clock>, Mocking.Mock, Clock, @unchecked Sendable {
                        typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                        typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                        typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                        typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                        nonisolated struct Builders<Verb: Mocking.MockVerb>: ClockMockBuilders {
                            let proxy: Mocking.MockProxy<ClockMock, Verb>
                        }
                    }
                    @Mocking._MockableBuilders(#\"""
                    @Mockable
                        protocol Clock {
                            func now() -> Int
                        }
                    \"""#)
                    nonisolated protocol ClockMockBuilders: Mocking.MockBuilders where Target: Clock {}
                    #endif
                }
                enum Preview {
                    protocol Clock {
                        func now() -> Int
                    }

                    #if PREVIEWS
                    nonisolated final class ClockMock: Mocking.MockObject<any Clock>, Mocking.Mock, Clock, @unchecked Sendable {
                        typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                        typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                        typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                        typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                        nonisolated struct Builders<Verb: Mocking.MockVerb>: ClockMockBuilders {
                            let proxy: Mocking.MockProxy<ClockMock, Verb>
                        }
                    }
                    @Mocking._MockableBuilders(#\"""
                    @Mockable(compiledWhen: "PREVIEWS")
                        protocol Clock {
                            func now() -> Int
                        }
                    \"""#)
                    nonisolated protocol ClockMockBuilders: Mocking.MockBuilders where Target: Clock {}
                    #endif
                }

                extension Live.Clock where Self: Mocking.Mock {
                    #if DEBUG
                    func now() -> Int {
                        mockCore.call("now()", ()) { real in (real as! any Live.Clock).now() }
                    }
                    #endif
                }

                extension Preview.Clock where Self: Mocking.Mock {
                    #if PREVIEWS
                    func now() -> Int {
                        mockCore.call("now()", ()) { real in (real as! any Preview.Clock).now() }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    /// Written by hand, or without the builders' text, it says what it is for.
    func testBuildersMacroWrittenByHandIsAnError() {
        assertMacroExpansion(
            """
            @_MockableBuilders(text)
            protocol TableMockBuilders: Mocking.MockBuilders where Target: Table {}
            """,
            expandedSource: """
                protocol TableMockBuilders: Mocking.MockBuilders where Target: Table {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@_MockableBuilders' is written by '@Mockable' on the builders protocol it generates, with the mocked protocol's text; put '@Mockable' on your protocol instead.",
                    line: 1, column: 1)
            ],
            macros: macros
        )
    }

    // MARK: Diagnostics

    func testOnAStructClassEnumActorOrExtensionIsADiagnosticWithAFixIt() {
        let kinds = [
            ("struct Engine {}", "struct 'Engine'"),
            ("final class Engine {}", "class 'Engine'"),
            ("enum Engine {}", "enum 'Engine'"),
            ("actor Engine {}", "actor 'Engine'"),
            ("extension Engine {}", "an extension of 'Engine'"),
        ]
        for (declaration, described) in kinds {
            assertMacroExpansion(
                """
                @Mockable
                \(declaration)
                """,
                expandedSource: declaration,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "'@Mockable' can only be applied to a protocol; \(described) is not one. Mock a protocol the type conforms to, or use '@Stubbable' for real objects.",
                        line: 1, column: 1,
                        fixIts: [FixItSpec(message: "Remove '@Mockable'")]
                    )
                ],
                macros: macros,
                applyFixIts: ["Remove '@Mockable'"],
                fixedSource: declaration
            )
        }
    }

    /// Parents the macro cannot see: `NSObjectProtocol` makes the mock an `NSObject`, `Actor` an
    /// actor (sync requirements cannot reach a real actor), and `unmocked:` parents lend no builders.
    func testParentsTheMacroCannotSee() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Delegate: NSObjectProtocol {
                func didFinish()
            }
            @Mockable
            protocol Store: Actor {
                func clear()
            }
            @Mockable(unmocked: Marker.self)
            protocol Service: Marker {
                func run()
            }
            """,
            expandedSource: """
                protocol Delegate: NSObjectProtocol {
                    func didFinish()
                }

                #if DEBUG
                nonisolated final class DelegateMock: NSObject, Mocking.Mock, Delegate, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    let mockCore: Mocking.MockCore<any Delegate>
                    init(mockCore: Mocking.MockCore<any Delegate>) {
                        self.mockCore = mockCore
                        super.init()
                    }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: DelegateMockBuilders {
                        let proxy: Mocking.MockProxy<DelegateMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Delegate: NSObjectProtocol {
                    func didFinish()
                }
                \"""#)
                nonisolated protocol DelegateMockBuilders: Mocking.MockBuilders where Target: Delegate {}
                #endif
                protocol Store: Actor {
                    func clear()
                }

                #if DEBUG
                actor StoreMock: Mocking.Mock, Store {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated let mockCore: Mocking.MockCore<any Store>
                    init(mockCore: Mocking.MockCore<any Store>) {
                        self.mockCore = mockCore
                    }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: StoreMockBuilders {
                        let proxy: Mocking.MockProxy<StoreMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Store: Actor {
                    func clear()
                }
                \"""#)
                nonisolated protocol StoreMockBuilders: Mocking.MockBuilders where Target: Store {}
                #endif
                protocol Service: Marker {
                    func run()
                }

                #if DEBUG
                nonisolated final class ServiceMock: Mocking.MockObject<any Service>, Mocking.Mock, Service, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: ServiceMockBuilders {
                        let proxy: Mocking.MockProxy<ServiceMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable(unmocked: Marker.self)
                protocol Service: Marker {
                    func run()
                }
                \"""#)
                nonisolated protocol ServiceMockBuilders: Mocking.MockBuilders where Target: Service {}
                #endif

                extension Delegate where Self: Mocking.Mock {
                    #if DEBUG
                    func didFinish() {
                        mockCore.call("didFinish()", ()) { real in (real as! any Delegate).didFinish() }
                    }
                    #endif
                }

                extension Store where Self: Mocking.Mock {
                    #if DEBUG
                    func clear() {
                        mockCore.call("clear()", ()) { (_) -> Void in mockCore.unforwardable("clear()", because: "the real object is another actor, which the mock cannot call into") }
                    }
                    #endif
                }

                extension Service where Self: Mocking.Mock {
                    #if DEBUG
                    func run() {
                        mockCore.call("run()", ()) { real in (real as! any Service).run() }
                    }
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testUnmockedMustNameAParent() {
        assertMacroExpansion(
            """
            @Mockable(unmocked: Marker.self)
            protocol Service {
            }
            """,
            expandedSource: """
                protocol Service {
                }

                #if DEBUG
                nonisolated final class ServiceMock: Mocking.MockObject<any Service>, Mocking.Mock, Service, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: ServiceMockBuilders {
                        let proxy: Mocking.MockProxy<ServiceMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable(unmocked: Marker.self)
                protocol Service {
                }
                \"""#)
                nonisolated protocol ServiceMockBuilders: Mocking.MockBuilders where Target: Service {}
                #endif

                extension Service where Self: Mocking.Mock {
                    #if DEBUG

                    #endif
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'unmocked:' names 'Marker', which 'Service' does not inherit from; list only parents without '@Mockable'.",
                    line: 1, column: 11
                )
            ],
            macros: macros
        )
    }

    /// Declarations users write every day: a keyword named in backticks where it is an expression,
    /// an unnamed parameter named by position, `String!` built as `String?`, `some` recorded as
    /// `any`, `@available` repeated, `#if` kept around witnesses and builders, `private` as
    /// `fileprivate`.
    func testEverydayDeclarations() {
        assertMacroExpansion(
            """
            @Mockable
            private protocol Query {
                func find(in: [Int], _ _: Int) -> Int
                func legacy(_ name: String!) -> String!
                func total(of values: some Collection<Int>) -> Int
                #if DEBUG
                @available(macOS 10.15, *)
                func debugOnly()
                #endif
            }
            """,
            expandedSource: """
                private protocol Query {
                    func find(in: [Int], _ _: Int) -> Int
                    func legacy(_ name: String!) -> String!
                    func total(of values: some Collection<Int>) -> Int
                    #if DEBUG
                    @available(macOS 10.15, *)
                    func debugOnly()
                    #endif
                }

                #if DEBUG
                nonisolated fileprivate final class QueryMock: Mocking.MockObject<any Query>, Mocking.Mock, Query, @unchecked Sendable {
                    fileprivate typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    fileprivate typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    fileprivate typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    fileprivate typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated fileprivate struct Builders<Verb: Mocking.MockVerb>: QueryMockBuilders {
                        fileprivate let proxy: Mocking.MockProxy<QueryMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                private protocol Query {
                    func find(in: [Int], _ _: Int) -> Int
                    func legacy(_ name: String!) -> String!
                    func total(of values: some Collection<Int>) -> Int
                    #if DEBUG
                    @available(macOS 10.15, *)
                    func debugOnly()
                    #endif
                }
                \"""#)
                nonisolated fileprivate protocol QueryMockBuilders: Mocking.MockBuilders where Target: Query {}
                #endif

                extension Query where Self: Mocking.Mock {
                    #if DEBUG
                    fileprivate func find(in: [Int], _ argument1: Int) -> Int {
                        mockCore.call("find(in:_:)", (in: `in`, argument1)) { real in (real as! any Query).find(in: `in`, argument1) }
                    }
                    fileprivate func legacy(_ name: String!) -> String! {
                        mockCore.call("legacy(_:)", name) { real in (real as! any Query).legacy(name) }
                    }
                    fileprivate func total(of values: some Collection<Int>) -> Int {
                        mockCore.call("total(of:)", values as any Collection<Int>) { real in (real as! any Query).total(of: values) }
                    }
                    #if DEBUG
                    @available(macOS 10.15, *) fileprivate func debugOnly() {
                        mockCore.call("debugOnly()", ()) { real in (real as! any Query).debugOnly() }
                    }
                    #endif
                    #endif
                }
                """,
            macros: macros
        )
    }

    func testUnsupportedRequirementsAreDiagnosedOnEachRequirement() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Factory {
                func load()
                static subscript(index: Int) -> Int { get }
                func zip<each T>(_ values: repeat each T)
                #if os(Linux)
                func linuxOnly()
                #endif
                func pair(_ _: Int)
            }
            """,
            expandedSource: """
                protocol Factory {
                    func load()
                    static subscript(index: Int) -> Int { get }
                    func zip<each T>(_ values: repeat each T)
                    #if os(Linux)
                    func linuxOnly()
                    #endif
                    func pair(_ _: Int)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' does not support static subscripts yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 4, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' does not support parameter packs yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 5, column: 5
                ),
            ],
            macros: macros
        )
    }

    func testARequirementNamedLikeAMockMethodIsARemark() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Checker {
                func verify()
            }
            """,
            expandedSource: """
                protocol Checker {
                    func verify()
                }

                #if DEBUG
                nonisolated final class CheckerMock: Mocking.MockObject<any Checker>, Mocking.Mock, Checker, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: CheckerMockBuilders {
                        let proxy: Mocking.MockProxy<CheckerMock, Verb>
                    }
                }
                @Mocking._MockableBuilders(#\"""
                @Mockable
                protocol Checker {
                    func verify()
                }
                \"""#)
                nonisolated protocol CheckerMockBuilders: Mocking.MockBuilders where Target: Checker {}
                #endif

                extension Checker where Self: Mocking.Mock {
                    #if DEBUG
                    func verify() {
                        mockCore.call("verify()", ()) { real in (real as! any Checker).verify() }
                    }
                    #endif
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'verify()' is also a method of every mock: on CheckerMock, 'mock.verify()' calls this requirement. Use 'Mocking.verify(mock)' for the mock's own verify.",
                    line: 3, column: 5,
                    severity: .remark
                )
            ],
            macros: macros
        )
    }
}
