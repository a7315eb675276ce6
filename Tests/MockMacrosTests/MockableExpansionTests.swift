import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions: exactly what users get. XCTest, because swift-syntax's helper reports
/// through XCTest only.
final class MockableExpansionTests: XCTestCase {
    private let macros: [String: any Macro.Type] = [
        "Mockable": MockableMacro.self,
        "__MockableWitnesses": MockableWitnessesMacro.self,
        "__MockableBuilders": MockableBuildersMacro.self,
    ]

    /// `source` with `@Mockable`'s peers expanded where it stands (a nested protocol's beside it,
    /// as the compiler places them) and their `#if DEBUG` left out, for `assertMacroExpansion` to
    /// expand the rest: swift-syntax's test expansion cannot extend a type declared inside `#if`
    /// in another type.
    private func peersWithoutCondition(_ source: String) -> String {
        let peers = Parser.parse(source: source).expand(
            macros: ["Mockable": MockableMacro.self],
            contextGenerator: { BasicMacroExpansionContext(lexicalContext: $0.allMacroLexicalContexts()) },
            indentationWidth: .spaces(4))
        return peers.description.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasSuffix("#if DEBUG") && !$0.hasSuffix("#endif") }.joined(separator: "\n")
            .replacingOccurrences(of: "@Mocking.__Mockable", with: "@__Mockable")
    }

    /// The SPEC's WeatherForecaster: the class, the builders protocol (handed the protocol's text,
    /// which `assertMockExpansion` shows consumed) and the two extensions `__MockableBuilders` writes
    /// on it from that text: the witnesses and the builders.
    func testWeatherForecasterExpansion() {
        assertMockExpansion(
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
                nonisolated final class WeatherForecasterMock: Mocking.MockObject<any WeatherForecaster>, Mocking.Mock, WeatherForecaster, WeatherForecasterMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, WeatherForecasterMockBuilders {
                        let proxy: Mocking.MockProxy<WeatherForecasterMock, Verb>
                    }
                }
                protocol WeatherForecasterMockWitnesses: WeatherForecaster {}
                nonisolated protocol WeatherForecasterMockBuilders: Mocking.MockBuilders where Target: WeatherForecaster {}
                #endif

                extension WeatherForecasterMockWitnesses where Self: Mocking.Mock, Self: WeatherForecaster {
                    @_implements(WeatherForecaster, result(temperature:humidity:)) func _mock_result(temperature: Int, humidity: Int) -> Int {
                        mockCore.__call("result(temperature:humidity:)\\0(Int, Int) -> Int", (temperature: temperature, humidity: humidity)) { (real: any WeatherForecaster) in real.result(temperature: temperature, humidity: humidity) }
                    }
                    @_implements(WeatherForecaster, forecast(city:)) func _mock_forecast(city: String) async throws -> String {
                        try await mockCore.__callAsync("forecast(city:)\\0(String) -> String", city) { (real: any WeatherForecaster) in try await real.forecast(city: city) }
                    }
                    @_implements(WeatherForecaster, location) var _mock_location: String {
                        get { mockCore.__get("location") { (real: any WeatherForecaster) in real.location } }
                        set { mockCore.__set("location", newValue) { (real: inout any WeatherForecaster) in real.location = newValue } }
                    }
                }

                nonisolated extension WeatherForecasterMockBuilders {
                    @discardableResult
                    func result(temperature: Mocking.Arg<Int>, humidity: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (temperature: Int, humidity: Int), Int, Mocking.MockEffects.Sync> {
                        proxy.__message("result(temperature:humidity:)\\0(Int, Int) -> Int", temperature, humidity, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func forecast(city: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, String, Mocking.MockEffects.AsyncThrowing> {
                        proxy.__message("forecast(city:)\\0(String) -> String", city, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var location: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.__property("location")
                    }
                }
                """,
            macros: macros
        )
    }

    /// A `mutating` requirement (`RandomNumberGenerator.next()`): `any P` in a constant cannot
    /// call it, so a partial mock forwards it to a copy of the real object.
    func testAMutatingRequirementIsForwardedToACopy() {
        assertMockExpansion(
            """
            @Mockable
            protocol Dice {
                mutating func roll(sides: Int) throws -> Int
            }
            """,
            expandedSource: """
                protocol Dice {
                    mutating func roll(sides: Int) throws -> Int
                }

                #if DEBUG
                nonisolated final class DiceMock: Mocking.MockObject<any Dice>, Mocking.Mock, Dice, DiceMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, DiceMockBuilders {
                        let proxy: Mocking.MockProxy<DiceMock, Verb>
                    }
                }
                protocol DiceMockWitnesses: Dice {}
                nonisolated protocol DiceMockBuilders: Mocking.MockBuilders where Target: Dice {}
                #endif

                extension DiceMockWitnesses where Self: Mocking.Mock, Self: Dice {
                    @_implements(Dice, roll(sides:)) func _mock_roll(sides: Int) throws -> Int {
                        try mockCore.__call("roll(sides:)\\0(Int) -> Int", sides) { (real: any Dice) in var target = real; return try target.roll(sides: sides) }
                    }
                }

                nonisolated extension DiceMockBuilders {
                    @discardableResult
                    func roll(sides: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Int, Mocking.MockEffects.Throwing> {
                        proxy.__message("roll(sides:)\\0(Int) -> Int", sides, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testPublicRobotWithEscapingClosureAndCustomCondition() {
        assertMockExpansion(
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
                nonisolated public final class RobotMock: Mocking.MockObject<any Robot>, Mocking.Mock, Robot, RobotMockWitnesses, @unchecked Sendable {
                    public typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    public typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    public typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    public typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated public struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, RobotMockBuilders {
                        public let proxy: Mocking.MockProxy<RobotMock, Verb>
                        public init(proxy: Mocking.MockProxy<RobotMock, Verb>) {
                            self.proxy = proxy
                        }
                    }
                }
                public protocol RobotMockWitnesses: Robot {}
                nonisolated public protocol RobotMockBuilders: Mocking.MockBuilders where Target: Robot {}
                #endif

                extension RobotMockWitnesses where Self: Mocking.Mock, Self: Robot {
                    @_implements(Robot, speak(_:afterDelay:whenDone:)) public func _mock_speak(_ text: String, afterDelay delay: Double, whenDone: @escaping @Sendable () -> Void) {
                        mockCore.__call("speak(_:afterDelay:whenDone:)\\0(String, Double, @Sendable () -> Void) -> Void", (text: text, afterDelay: delay, whenDone: whenDone)) { (real: any Robot) in real.speak(text, afterDelay: delay, whenDone: whenDone) }
                    }
                }

                nonisolated extension RobotMockBuilders {
                    @discardableResult
                    public func speak(_ text: Mocking.Arg<String>, afterDelay delay: Mocking.Arg<Double>, whenDone: Mocking.Arg<@Sendable () -> Void>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (text: String, afterDelay: Double, whenDone: @Sendable () -> Void), Void, Mocking.MockEffects.Sync> {
                        proxy.__message("speak(_:afterDelay:whenDone:)\\0(String, Double, @Sendable () -> Void) -> Void", text, delay, whenDone, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// The mock's types are `nonisolated`, so neither a global actor nor the module's default
    /// isolation (SE-0466) reaches its core, its initializer or its builders.
    func testGlobalActorProtocolKeepsTheCoreNonisolated() {
        assertMockExpansion(
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
                nonisolated final class ScreenMock: Mocking.MockObject<any Screen>, Mocking.Mock, Screen, ScreenMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ScreenMockBuilders {
                        let proxy: Mocking.MockProxy<ScreenMock, Verb>
                    }
                }
                @MainActor protocol ScreenMockWitnesses: Screen {}
                nonisolated protocol ScreenMockBuilders: Mocking.MockBuilders where Target: Screen {}
                #endif

                extension ScreenMockWitnesses where Self: Mocking.Mock, Self: Screen {
                    @_implements(Screen, show()) func _mock_show() {
                        mockCore.__call("show()\\0() -> Void", ()) { (real: any Screen) in real.show() }
                    }
                }

                nonisolated extension ScreenMockBuilders {
                    @discardableResult
                    func show(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("show()\\0() -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A `nonisolated` protocol's witnesses are `nonisolated`, as is a `nonisolated` requirement's
    /// in a main-actor protocol; an existential passed alone is coerced to its declared type.
    func testNonisolatedProtocolsRequirementsAndExistentials() {
        assertMockExpansion(
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
                nonisolated final class ReporterMock: Mocking.MockObject<any Reporter>, Mocking.Mock, Reporter, ReporterMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ReporterMockBuilders {
                        let proxy: Mocking.MockProxy<ReporterMock, Verb>
                    }
                }
                nonisolated protocol ReporterMockWitnesses: Reporter {}
                nonisolated protocol ReporterMockBuilders: Mocking.MockBuilders where Target: Reporter {}
                #endif
                @MainActor
                protocol Presenter {
                    nonisolated func identifier(for screen: String) -> String
                }

                #if DEBUG
                nonisolated final class PresenterMock: Mocking.MockObject<any Presenter>, Mocking.Mock, Presenter, PresenterMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, PresenterMockBuilders {
                        let proxy: Mocking.MockProxy<PresenterMock, Verb>
                    }
                }
                @MainActor protocol PresenterMockWitnesses: Presenter {}
                nonisolated protocol PresenterMockBuilders: Mocking.MockBuilders where Target: Presenter {}
                #endif

                nonisolated extension ReporterMockWitnesses where Self: Mocking.Mock, Self: Reporter {
                    @_implements(Reporter, report(_:)) func _mock_report(_ error: any Error) {
                        mockCore.__call("report(_:)\\0(any Error) -> Void", error as any Error) { (real: any Reporter) in real.report(error) }
                    }
                    @_implements(Reporter, theme) var _mock_theme: any Theme {
                        get { mockCore.__get("theme") { (real: any Reporter) in real.theme } }
                        set { mockCore.__set("theme", newValue as any Theme) { (real: inout any Reporter) in real.theme = newValue } }
                    }
                }

                nonisolated extension ReporterMockBuilders {
                    @discardableResult
                    func report(_ error: Mocking.Arg<any Error>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, any Error, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("report(_:)\\0(any Error) -> Void", error, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var theme: Mocking.PropertyProxy<Verb, any Theme, Mocking.MockEffects.Sync> {
                        proxy.__property("theme")
                    }
                }

                extension PresenterMockWitnesses where Self: Mocking.Mock, Self: Presenter {
                    @_implements(Presenter, identifier(for:)) nonisolated func _mock_identifier(for screen: String) -> String {
                        mockCore.__call("identifier(for:)\\0(String) -> String", screen) { (real: any Presenter) in real.identifier(for: screen) }
                    }
                }

                nonisolated extension PresenterMockBuilders {
                    @discardableResult
                    func identifier(for screen: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, String, Mocking.MockEffects.Sync> {
                        proxy.__message("identifier(for:)\\0(String) -> String", screen, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testAnyObjectSendableProtocolWithOverloadsByLabel() {
        assertMockExpansion(
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
                nonisolated final class CacheMock: Mocking.MockObject<any Cache>, Mocking.Mock, Cache, CacheMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, CacheMockBuilders {
                        let proxy: Mocking.MockProxy<CacheMock, Verb>
                    }
                }
                protocol CacheMockWitnesses: Cache {}
                nonisolated protocol CacheMockBuilders: Mocking.MockBuilders where Target: Cache {}
                #endif

                extension CacheMockWitnesses where Self: Mocking.Mock, Self: Cache {
                    @_implements(Cache, value(forKey:)) func _mock_value(forKey key: String) -> Int? {
                        mockCore.__call("value(forKey:)\\0(String) -> Int?", key) { (real: any Cache) in real.value(forKey: key) }
                    }
                    @_implements(Cache, value(at:)) func _mock_value(at index: Int) -> Int? {
                        mockCore.__call("value(at:)\\0(Int) -> Int?", index) { (real: any Cache) in real.value(at: index) }
                    }
                }

                nonisolated extension CacheMockBuilders {
                    @discardableResult
                    func value(forKey key: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, Int?, Mocking.MockEffects.Sync> {
                        proxy.__message("value(forKey:)\\0(String) -> Int?", key, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func value(at index: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Int?, Mocking.MockEffects.Sync> {
                        proxy.__message("value(at:)\\0(Int) -> Int?", index, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testTypedThrowsAndRethrows() {
        assertMockExpansion(
            """
            @Mockable
            protocol Decoder {
                func decode(_ bytes: [UInt8]) throws(DecodeError) -> String
                func upload(_ size: Int) async throws(UploadError) -> Bool
                func transform(_ values: [Int], _ body: (Int) throws -> Int) rethrows -> [Int]
                var checksum: Int { get throws(DecodeError) }
                func refill(_ buffer: inout [UInt8], upTo limit: Int) async throws(UploadError) -> Int
                func scan(_ body: (String, inout Bool) -> Void) async throws(DecodeError) -> Int
            }
            """,
            expandedSource: """
                protocol Decoder {
                    func decode(_ bytes: [UInt8]) throws(DecodeError) -> String
                    func upload(_ size: Int) async throws(UploadError) -> Bool
                    func transform(_ values: [Int], _ body: (Int) throws -> Int) rethrows -> [Int]
                    var checksum: Int { get throws(DecodeError) }
                    func refill(_ buffer: inout [UInt8], upTo limit: Int) async throws(UploadError) -> Int
                    func scan(_ body: (String, inout Bool) -> Void) async throws(DecodeError) -> Int
                }

                #if DEBUG
                nonisolated final class DecoderMock: Mocking.MockObject<any Decoder>, Mocking.Mock, Decoder, DecoderMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, DecoderMockBuilders {
                        let proxy: Mocking.MockProxy<DecoderMock, Verb>
                    }
                }
                protocol DecoderMockWitnesses: Decoder {}
                nonisolated protocol DecoderMockBuilders: Mocking.MockBuilders where Target: Decoder {}
                #endif

                extension DecoderMockWitnesses where Self: Mocking.Mock, Self: Decoder {
                    @_implements(Decoder, decode(_:)) func _mock_decode(_ bytes: [UInt8]) throws(DecodeError) -> String {
                        try mockCore.__call("decode(_:)\\0([UInt8]) -> String", bytes) { (real: any Decoder) throws(DecodeError) -> String in try real.decode(bytes) }
                    }
                    @_implements(Decoder, upload(_:)) func _mock_upload(_ size: Int) async throws(UploadError) -> Bool {
                        try await mockCore.__callAsync("upload(_:)\\0(Int) -> Bool", size) { (real: any Decoder) async throws(UploadError) -> Bool in try await real.upload(size) }
                    }
                    @_implements(Decoder, transform(_:_:)) func _mock_transform(_ values: [Int], _ body: (Int) throws -> Int) rethrows -> [Int] {
                        try withoutActuallyEscaping(body) { escapableBody in
                            let nonEscapingBody = Mocking.NonEscaping<(Int) throws -> Int>(escapableBody)
                            defer { nonEscapingBody.end() }
                            return try mockCore.__call("transform(_:_:)\\0([Int], Mocking.NonEscaping<(Int) throws -> Int>) -> [Int]", (values: values, body: nonEscapingBody), rethrowing: true) { (real: any Decoder) throws -> [Int] in try real.transform(values, body) }
                        }
                    }
                    @_implements(Decoder, checksum) var _mock_checksum: Int {
                        get throws(DecodeError) { try mockCore.__call("checksum.get", ()) { (real: any Decoder) throws(DecodeError) -> Int in try real.checksum } }
                    }
                    @_implements(Decoder, refill(_:upTo:)) func _mock_refill(_ buffer: inout [UInt8], upTo limit: Int) async throws(UploadError) -> Int {
                        try await mockCore.__callAsync("refill(_:upTo:)\\0([UInt8], Int) -> Int", (buffer: buffer, upTo: limit), writingBack: { buffer = $0.0 }) { (real: any Decoder) async throws(UploadError) -> Int in try await real.refill(&buffer, upTo: limit) }
                    }
                    @_implements(Decoder, scan(_:)) func _mock_scan(_ body: (String, inout Bool) -> Void) async throws(DecodeError) -> Int {
                        try await withoutActuallyEscaping(body) { (body) async throws(DecodeError) -> Int in
                            let nonEscapingBody = Mocking.NonEscaping<(String, inout Bool) -> Void>(body)
                            defer { nonEscapingBody.end() }
                            return try await mockCore.__callAsync("scan(_:)\\0(Mocking.NonEscaping<(String, inout Bool) -> Void>) -> Int", nonEscapingBody) { (real: any Decoder) async throws(DecodeError) -> Int in try await real.scan(body) }
                        }
                    }
                }

                nonisolated extension DecoderMockBuilders {
                    @discardableResult
                    func decode(_ bytes: Mocking.Arg<[UInt8]>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, [UInt8], String, Mocking.MockEffects.TypedThrowing<DecodeError>> {
                        proxy.__message("decode(_:)\\0([UInt8]) -> String", bytes, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func upload(_ size: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Bool, Mocking.MockEffects.AsyncTypedThrowing<UploadError>> {
                        proxy.__message("upload(_:)\\0(Int) -> Bool", size, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func transform(_ values: Mocking.Arg<[Int]>, _ body: Mocking.Arg<Mocking.NonEscaping<(Int) throws -> Int>>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (values: [Int], body: Mocking.NonEscaping<(Int) throws -> Int>), [Int], Mocking.MockEffects.Rethrowing> {
                        proxy.__message("transform(_:_:)\\0([Int], Mocking.NonEscaping<(Int) throws -> Int>) -> [Int]", values, body, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var checksum: Mocking.PropertyProxy<Verb, Int, Mocking.MockEffects.TypedThrowing<DecodeError>> {
                        proxy.__property("checksum")
                    }
                    @discardableResult
                    func refill(_ buffer: Mocking.Arg<[UInt8]>, upTo limit: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (buffer: [UInt8], upTo: Int), Int, Mocking.MockEffects.AsyncTypedThrowing<UploadError>> {
                        proxy.__message("refill(_:upTo:)\\0([UInt8], Int) -> Int", buffer, limit, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func scan(_ body: Mocking.Arg<Mocking.NonEscaping<(String, inout Bool) -> Void>>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Mocking.NonEscaping<(String, inout Bool) -> Void>, Int, Mocking.MockEffects.AsyncTypedThrowing<DecodeError>> {
                        proxy.__message("scan(_:)\\0(Mocking.NonEscaping<(String, inout Bool) -> Void>) -> Int", body, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// `Dictionary`'s `subscript(_:default:)`: its `@autoclosure` index is boxed while each
    /// accessor runs, as a method's closure argument is, and a partial mock passes it on unevaluated.
    func testAnAutoclosureSubscriptIndexIsBoxedWhileEachAccessorRuns() {
        assertMockExpansion(
            """
            @Mockable
            protocol Defaults {
                subscript(key: String, default defaultValue: @autoclosure () -> Int) -> Int { get set }
            }
            """,
            expandedSource: """
                protocol Defaults {
                    subscript(key: String, default defaultValue: @autoclosure () -> Int) -> Int { get set }
                }

                #if DEBUG
                nonisolated final class DefaultsMock: Mocking.MockObject<any Defaults>, Mocking.Mock, Defaults, DefaultsMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, DefaultsMockBuilders {
                        let proxy: Mocking.MockProxy<DefaultsMock, Verb>
                    }
                }
                protocol DefaultsMockWitnesses: Defaults {}
                nonisolated protocol DefaultsMockBuilders: Mocking.MockBuilders where Target: Defaults {}
                #endif

                extension DefaultsMockWitnesses where Self: Mocking.Mock, Self: Defaults {
                    subscript(key: String, default defaultValue: @autoclosure () -> Int) -> Int {
                        get {
                            withoutActuallyEscaping(defaultValue) { defaultValue in
                                let nonEscapingDefaultValue = Mocking.NonEscaping<() -> Int>(defaultValue)
                                defer { nonEscapingDefaultValue.end() }
                                return mockCore.__call("subscript(_:default:).get\\0(String, Mocking.NonEscaping<() -> Int>) -> Int", (key: key, default: nonEscapingDefaultValue)) { (real: any Defaults) in real[key, default: defaultValue()] }
                            }
                        }
                        set {
                            withoutActuallyEscaping(defaultValue) { defaultValue in
                                let nonEscapingDefaultValue = Mocking.NonEscaping<() -> Int>(defaultValue)
                                defer { nonEscapingDefaultValue.end() }
                                return mockCore.__setSubscript("subscript(_:default:)\\0(String, Mocking.NonEscaping<() -> Int>) -> Int", (key: key, default: nonEscapingDefaultValue, newValue: newValue)) { (real: inout any Defaults) in real[key, default: defaultValue()] = newValue }
                            }
                        }
                    }
                }

                nonisolated extension DefaultsMockBuilders {
                    subscript(key: Mocking.Arg<String>, default defaultValue: Mocking.Arg<Mocking.NonEscaping<() -> Int>>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, (key: String, default: Mocking.NonEscaping<() -> Int>), Int, (key: String, default: Mocking.NonEscaping<() -> Int>, newValue: Int), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(_:default:)\\0(String, Mocking.NonEscaping<() -> Int>) -> Int", key, defaultValue, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testInoutVariadicAndNonEscapingParameters() {
        assertMockExpansion(
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
                nonisolated final class CollectorMock: Mocking.MockObject<any Collector>, Mocking.Mock, Collector, CollectorMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, CollectorMockBuilders {
                        let proxy: Mocking.MockProxy<CollectorMock, Verb>
                    }
                }
                protocol CollectorMockWitnesses: Collector {}
                nonisolated protocol CollectorMockBuilders: Mocking.MockBuilders where Target: Collector {}
                #endif

                extension CollectorMockWitnesses where Self: Mocking.Mock, Self: Collector {
                    @_implements(Collector, increment(_:)) func _mock_increment(_ value: inout Int) {
                        mockCore.__call("increment(_:)\\0(Int) -> Void", value, writingBack: { value = $0 }) { (real: any Collector) in real.increment(&value) }
                    }
                    @_implements(Collector, log(_:)) func _mock_log(_ messages: String...) {
                        mockCore.__call("log(_:)\\0([String]) -> Void", messages) { (_: Any) -> Void in mockCore.__unforwardable("log(_:)\\0([String]) -> Void", because: "Swift cannot pass an array as variadic arguments") }
                    }
                    @_implements(Collector, forEach(_:)) func _mock_forEach(_ body: (Int) -> Void) {
                        withoutActuallyEscaping(body) { body in
                            let nonEscapingBody = Mocking.NonEscaping<(Int) -> Void>(body)
                            defer { nonEscapingBody.end() }
                            return mockCore.__call("forEach(_:)\\0(Mocking.NonEscaping<(Int) -> Void>) -> Void", nonEscapingBody) { (real: any Collector) in real.forEach(body) }
                        }
                    }
                    @_implements(Collector, check(_:message:)) func _mock_check(_ condition: @autoclosure () -> Bool, message: String) -> Bool {
                        withoutActuallyEscaping(condition) { condition in
                            let nonEscapingCondition = Mocking.NonEscaping<() -> Bool>(condition)
                            defer { nonEscapingCondition.end() }
                            return mockCore.__call("check(_:message:)\\0(Mocking.NonEscaping<() -> Bool>, String) -> Bool", (condition: nonEscapingCondition, message: message)) { (real: any Collector) in real.check(condition(), message: message) }
                        }
                    }
                    @_implements(Collector, perform(_:)) func _mock_perform(_ work: @Sendable () async -> Int) async -> Int {
                        await withoutActuallyEscaping(work) { work in
                            let nonEscapingWork = Mocking.NonEscaping<() async -> Int>(work)
                            defer { nonEscapingWork.end() }
                            return await mockCore.__callAsync("perform(_:)\\0(Mocking.NonEscaping<() async -> Int>) -> Int", nonEscapingWork) { (real: any Collector) in await real.perform(work) }
                        }
                    }
                }

                nonisolated extension CollectorMockBuilders {
                    @discardableResult
                    func increment(_ value: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("increment(_:)\\0(Int) -> Void", value, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func log(_ messages: Mocking.Arg<[String]>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, [String], Void, Mocking.MockEffects.Sync> {
                        proxy.__message("log(_:)\\0([String]) -> Void", messages, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func forEach(_ body: Mocking.Arg<Mocking.NonEscaping<(Int) -> Void>>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Mocking.NonEscaping<(Int) -> Void>, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("forEach(_:)\\0(Mocking.NonEscaping<(Int) -> Void>) -> Void", body, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func check(_ condition: Mocking.Arg<Mocking.NonEscaping<() -> Bool>>, message: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (condition: Mocking.NonEscaping<() -> Bool>, message: String), Bool, Mocking.MockEffects.Sync> {
                        proxy.__message("check(_:message:)\\0(Mocking.NonEscaping<() -> Bool>, String) -> Bool", condition, message, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func perform(_ work: Mocking.Arg<Mocking.NonEscaping<() async -> Int>>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Mocking.NonEscaping<() async -> Int>, Int, Mocking.MockEffects.Async> {
                        proxy.__message("perform(_:)\\0(Mocking.NonEscaping<() async -> Int>) -> Int", work, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testSubscripts() {
        assertMockExpansion(
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
                nonisolated final class TableMock: Mocking.MockObject<any Table>, Mocking.Mock, Table, TableMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, TableMockBuilders {
                        let proxy: Mocking.MockProxy<TableMock, Verb>
                    }
                }
                protocol TableMockWitnesses: Table {}
                nonisolated protocol TableMockBuilders: Mocking.MockBuilders where Target: Table {}
                #endif

                extension TableMockWitnesses where Self: Mocking.Mock, Self: Table {
                    subscript(key key: String) -> Int {
                        get { mockCore.__call("subscript(key:).get\\0(String) -> Int", key) { (real: any Table) in real[key: key] } }
                        set { mockCore.__setSubscript("subscript(key:)\\0(String) -> Int", (key: key, newValue: newValue)) { (real: inout any Table) in real[key: key] = newValue } }
                    }
                    subscript(row: Int, column: Int) -> Double {
                        get { mockCore.__call("subscript(_:_:).get\\0(Int, Int) -> Double", (row: row, column: column)) { (real: any Table) in real[row, column] } }
                    }
                    subscript(id: Int) -> String {
                        get async throws { try await mockCore.__callAsync("subscript(_:).get\\0(Int) -> String", id) { (real: any Table) in try await real[id] } }
                    }
                }

                nonisolated extension TableMockBuilders {
                    subscript(key key: Mocking.Arg<String>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, String, Int, (key: String, newValue: Int), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(key:)\\0(String) -> Int", key, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    subscript(row: Mocking.Arg<Int>, column: Mocking.Arg<Int>, fileID mockFileID: StaticString = #fileID, filePath mockFilePath: StaticString = #filePath, line mockLine: UInt = #line, column mockColumn: UInt = #column) -> Mocking.SubscriptProxy<Verb, (row: Int, column: Int), Double, (row: Int, column: Int, newValue: Double), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(_:_:)\\0(Int, Int) -> Double", row, column, at: Mocking.CallSite(mockFileID, mockFilePath, mockLine, mockColumn))
                    }
                    subscript(id: Mocking.Arg<Int>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, Int, String, (id: Int, newValue: String), Mocking.MockEffects.AsyncThrowing> {
                        proxy.__subscript("subscript(_:)\\0(Int) -> String", id, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A static subscript lives on the mock type, as other static members do; a generic one is
    /// recorded under its specialization, as a generic method's call is; `throws(E)` with the
    /// method's own `E` throws the answer's error as `E`.
    func testStaticAndGenericSubscriptsAndTypedThrowsOfAGenericError() {
        assertMockExpansion(
            """
            @Mockable
            protocol Alias {
                associatedtype Model
                static subscript(key: String) -> Int { get set }
                subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value { get }
                subscript<T: Decodable>(field name: String, as type: T.Type) -> T? { get }
                func withBytes<R, E: Error>(_ body: ([UInt8]) throws(E) -> R) throws(E) -> R
            }
            """,
            expandedSource: """
                protocol Alias {
                    associatedtype Model
                    static subscript(key: String) -> Int { get set }
                    subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value { get }
                    subscript<T: Decodable>(field name: String, as type: T.Type) -> T? { get }
                    func withBytes<R, E: Error>(_ body: ([UInt8]) throws(E) -> R) throws(E) -> R
                }

                #if DEBUG
                nonisolated final class AliasMock<Model>: Mocking.MockObject<any Alias>, Mocking.Mock, Alias, AliasMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, AliasMockBuilders {
                        let proxy: Mocking.MockProxy<AliasMock, Verb>
                    }
                }
                protocol AliasMockWitnesses: Alias {
                    associatedtype Model = Never
                }
                nonisolated protocol AliasMockBuilders: Mocking.MockBuilders where Target: Alias {}
                #endif

                extension AliasMockWitnesses where Self: Mocking.Mock, Self: Alias {
                    static subscript(key: String) -> Int {
                        get { staticMockCore.__call("subscript(_:).get\\0(String) -> Int", key) { (_: Any) -> Int in staticMockCore.__unforwardable("subscript(_:)\\0(String) -> Int", because: "static members have no real object") } }
                        set { staticMockCore.__setSubscript("subscript(_:)\\0(String) -> Int", (key: key, newValue: newValue)) { (_: inout Never) in } }
                    }
                    subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
                        get { mockCore.__call("subscript(dynamicMember:).get<Value == \\(Value.self)>\\0(KeyPath<Target.Model, Value>) -> Value", keyPath) { (_: Any) -> Value in mockCore.__unforwardable("subscript(dynamicMember:)<Value == \\(Value.self)>\\0(KeyPath<Target.Model, Value>) -> Value", because: "it uses Self or an associated type") } }
                    }
                    subscript<T: Decodable>(field name: String, as type: T.Type) -> T? {
                        get { mockCore.__call("subscript(field:as:).get<T == \\(T.self)>\\0(String, T.Type) -> T?", (field: name, as: type)) { (real: any Alias) in real[field: name, as: type] } }
                    }
                    @_implements(Alias, withBytes(_:)) func _mock_withBytes<R, E: Error>(_ body: ([UInt8]) throws(E) -> R) throws(E) -> R {
                        try withoutActuallyEscaping(body) { (body) throws(E) -> R in
                            let nonEscapingBody = Mocking.NonEscaping<([UInt8]) throws(E) -> R>(body)
                            defer { nonEscapingBody.end() }
                            return try mockCore.__call("withBytes(_:)<R == \\(R.self), E == \\(E.self)>\\0(Mocking.NonEscaping<([UInt8]) throws(E) -> R>) -> R", nonEscapingBody) { (real: any Alias) throws(E) -> R in try real.withBytes(body) }
                        }
                    }
                }

                nonisolated extension AliasMockBuilders {
                    typealias Model = Target.Model
                    static subscript(key: Mocking.Arg<String>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, String, Int, (key: String, newValue: Int), Mocking.MockEffects.Sync> {
                        Mocking.MockProxy<Target, Verb>.__statics.__subscript("subscript(_:)\\0(String) -> Int", key, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    subscript<Value>(dynamicMember keyPath: Mocking.Arg<KeyPath<Target.Model, Value>>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, KeyPath<Target.Model, Value>, Value, (dynamicMember: KeyPath<Target.Model, Value>, newValue: Value), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(dynamicMember:)<Value == \\(Value.self)>\\0(KeyPath<Target.Model, Value>) -> Value", keyPath, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    subscript<T: Decodable>(field name: Mocking.Arg<String>, as type: T.Type, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, (field: String, as: T.Type), T?, (field: String, as: T.Type, newValue: T?), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(field:as:)<T == \\(T.self)>\\0(String, T.Type) -> T?", name, Mocking.Arg<T.Type>.any, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func withBytes<R, E: Error>(_ body: Mocking.Arg<Mocking.NonEscaping<([UInt8]) throws(E) -> R>>, returning returnedR: R.Type = R.self, returning returnedE: E.Type = E.self, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Mocking.NonEscaping<([UInt8]) throws(E) -> R>, R, Mocking.MockEffects.TypedThrowing<E>> {
                        proxy.__message("withBytes(_:)<R == \\(R.self), E == \\(E.self)>\\0(Mocking.NonEscaping<([UInt8]) throws(E) -> R>) -> R", body, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testInitializersAndOverloadsByType() {
        assertMockExpansion(
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
                nonisolated final class ConverterMock: Mocking.MockObject<any Converter>, Mocking.Mock, Converter, ConverterMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ConverterMockBuilders {
                        let proxy: Mocking.MockProxy<ConverterMock, Verb>
                    }
                }
                protocol ConverterMockWitnesses: Converter {}
                nonisolated protocol ConverterMockBuilders: Mocking.MockBuilders where Target: Converter {}
                #endif

                extension Converter where Self: Mocking.Mock {
                #if DEBUG
                    init(name: String) {
                        self.init(.null)
                        mockCore.__call("init(name:)\\0(String) -> Void", name) { (_: Any) in }
                    }
                    init?(code: Int) {
                        self.init(.null)
                        mockCore.__call("init(code:)\\0(Int) -> Void", code) { (_: Any) in }
                    }
                #endif
                }

                extension ConverterMockWitnesses where Self: Mocking.Mock, Self: Converter {
                    @_implements(Converter, convert(_:)) func _mock_convert(_ value: Int) -> String {
                        mockCore.__call("convert(_:) (Int) -> String", value) { (real: any Converter) -> String in real.convert(value) }
                    }
                    @_implements(Converter, convert(_:)) func _mock_convert(_ value: String) -> String {
                        mockCore.__call("convert(_:) (String) -> String", value) { (real: any Converter) -> String in real.convert(value) }
                    }
                }

                nonisolated extension ConverterMockBuilders {
                    @discardableResult
                    func `init`(name: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("init(name:)\\0(String) -> Void", name, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func `init`(code: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("init(code:)\\0(Int) -> Void", code, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func convert(_ value: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, String, Mocking.MockEffects.Sync> {
                        proxy.__message("convert(_:) (Int) -> String", value, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func convert(_ value: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, String, Mocking.MockEffects.Sync> {
                        proxy.__message("convert(_:) (String) -> String", value, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// Constraint lists become compositions, and every `where` clause — on an associated type or
    /// on the protocol, `Self.` dropped — the mock's `where` clause.
    func testConstrainedAssociatedTypes() {
        assertMockExpansion(
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
                nonisolated final class BatcherMock<Element: Sendable & Codable, Batch: Collection>: Mocking.MockObject<any Batcher>, Mocking.Mock, Batcher, BatcherMockWitnesses, @unchecked Sendable where Element: Equatable, Batch.Element == Element {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, BatcherMockBuilders {
                        let proxy: Mocking.MockProxy<BatcherMock, Verb>
                    }
                }
                protocol BatcherMockWitnesses: Batcher {}
                nonisolated protocol BatcherMockBuilders: Mocking.MockBuilders where Target: Batcher {}
                #endif

                extension BatcherMockWitnesses where Self: Mocking.Mock, Self: Batcher {
                    @_implements(Batcher, next()) func _mock_next() -> Batch {
                        mockCore.__call("next()\\0() -> Target.Batch", ()) { (_: Any) -> Batch in mockCore.__unforwardable("next()\\0() -> Target.Batch", because: "it uses Self or an associated type") }
                    }
                }

                nonisolated extension BatcherMockBuilders {
                    typealias Batch = Target.Batch
                    typealias Element = Target.Element
                    @discardableResult
                    func next(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Target.Batch, Mocking.MockEffects.Sync> {
                        proxy.__message("next()\\0() -> Target.Batch", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// An associated type `Never` can stand for (`Item: Hashable`) gets it as a default in the
    /// witnesses protocol, for the mock of a refinement that never names it; `Batcher`'s, with
    /// `where` clauses, do not.
    func testAssociatedTypesAndSelf() {
        assertMockExpansion(
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
                nonisolated final class StoreMock<Item: Hashable>: Mocking.MockObject<any Store>, Mocking.Mock, Store, StoreMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, StoreMockBuilders {
                        let proxy: Mocking.MockProxy<StoreMock, Verb>
                    }
                }
                protocol StoreMockWitnesses: Store {
                    associatedtype Item = Never
                }
                nonisolated protocol StoreMockBuilders: Mocking.MockBuilders where Target: Store {}
                #endif

                extension StoreMockWitnesses where Self: Mocking.Mock, Self: Store {
                    @_implements(Store, put(_:)) func _mock_put(_ item: Item) {
                        mockCore.__call("put(_:)\\0(Target.Item) -> Void", item) { (_: Any) -> Void in mockCore.__unforwardable("put(_:)\\0(Target.Item) -> Void", because: "it uses Self or an associated type") }
                    }
                    @_implements(Store, all()) func _mock_all() -> [Item] {
                        mockCore.__call("all()\\0() -> [Target.Item]", ()) { (_: Any) -> [Item] in mockCore.__unforwardable("all()\\0() -> [Target.Item]", because: "it uses Self or an associated type") }
                    }
                    @_implements(Store, merged(with:)) func _mock_merged(with other: Self) -> Self {
                        mockCore.__call("merged(with:)\\0(Target) -> Target", other) { (_: Any) -> Self in mockCore.__unforwardable("merged(with:)\\0(Target) -> Target", because: "it uses Self or an associated type") }
                    }
                    @_implements(Store, latest) var _mock_latest: Item? {
                        get { mockCore.__get("latest") { (_: Any) -> Item? in mockCore.__unforwardable("latest", because: "it uses Self or an associated type") } }
                        set { mockCore.__set("latest", newValue) { (_: inout Never) in } }
                    }
                }

                nonisolated extension StoreMockBuilders {
                    typealias Item = Target.Item
                    @discardableResult
                    func put(_ item: Mocking.Arg<Target.Item>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target.Item, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("put(_:)\\0(Target.Item) -> Void", item, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func all(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, [Target.Item], Mocking.MockEffects.Sync> {
                        proxy.__message("all()\\0() -> [Target.Item]", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func merged(with other: Mocking.Arg<Target>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target, Target, Mocking.MockEffects.Sync> {
                        proxy.__message("merged(with:)\\0(Target) -> Target", other, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var latest: Mocking.PropertyProxy<Verb, Target.Item?, Mocking.MockEffects.Sync> {
                        proxy.__property("latest")
                    }
                }
                """,
            macros: macros
        )
    }

    /// The standard library's `description` is declared beside the requirements' witnesses
    /// (`nonisolated`, so an actor's and a main-actor protocol's mock have it too), `==` in the
    /// class, ahead of any the protocol's own extension offers; one the protocol restates is
    /// mocked instead.
    func testStandardLibraryParentsWitnessesAreTheMocksOwnUnlessRestated() {
        assertMockExpansion(
            """
            @Mockable
            protocol Ledger: Actor, CustomStringConvertible, CustomDebugStringConvertible {
                nonisolated var description: String { get }
            }
            """,
            expandedSource: """
                protocol Ledger: Actor, CustomStringConvertible, CustomDebugStringConvertible {
                    nonisolated var description: String { get }
                }

                #if DEBUG
                actor LedgerMock: Mocking.Mock, Ledger, LedgerMockWitnesses {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated let mockCore: Mocking.MockCore<any Ledger>
                    init(mockCore: Mocking.MockCore<any Ledger>) {
                        self.mockCore = mockCore
                    }
                    nonisolated var description: String {
                        get { mockCore.__get("description") { (_: Any) -> String in mockCore.__unforwardable("description", because: "the real object is another actor, which the mock cannot call into") } }
                    }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, LedgerMockBuilders {
                        let proxy: Mocking.MockProxy<LedgerMock, Verb>
                    }
                }
                nonisolated protocol LedgerMockWitnesses {}
                nonisolated protocol LedgerMockBuilders: Mocking.MockBuilders where Target: Ledger {}
                #endif

                nonisolated extension LedgerMockWitnesses where Self: Mocking.Mock, Self: Ledger {
                    nonisolated var description: String {
                        get { mockCore.__get("description") { (_: Any) -> String in mockCore.__unforwardable("description", because: "the real object is another actor, which the mock cannot call into") } }
                    }
                    nonisolated var debugDescription: String { mockCore.displayName }
                }

                nonisolated extension LedgerMockBuilders {
                    var description: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.__property("description")
                    }
                }
                """,
            macros: macros
        )
    }

    /// A parent's associated type the refinement constrains without restating it is a generic
    /// parameter of the mock all the same, and its builders name it on `Target`.
    func testAnInheritedAssociatedTypeAWhereClauseNamesIsAGenericParameter() {
        assertMockExpansion(
            """
            @Mockable
            protocol NumberBox: Box where Item: Numeric {
                func sum() -> Item
            }
            """,
            expandedSource: """
                protocol NumberBox: Box where Item: Numeric {
                    func sum() -> Item
                }

                #if DEBUG
                nonisolated final class NumberBoxMock<Item>: Mocking.MockObject<any NumberBox>, Mocking.Mock, NumberBox, NumberBoxMockWitnesses, @unchecked Sendable where Item: Numeric {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: NumberBoxMock, rhs: NumberBoxMock) -> Bool { lhs === rhs }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, NumberBoxMockBuilders {
                        let proxy: Mocking.MockProxy<NumberBoxMock, Verb>
                    }
                }
                protocol NumberBoxMockWitnesses: NumberBox, BoxMockWitnesses {}
                nonisolated protocol NumberBoxMockBuilders: BoxMockBuilders where Target: NumberBox {}
                #endif

                extension NumberBoxMockWitnesses where Self: Mocking.Mock, Self: NumberBox {
                    @_implements(NumberBox, sum()) func _mock_sum() -> Item {
                        mockCore.__call("sum()\\0() -> Target.Item", ()) { (_: Any) -> Item in mockCore.__unforwardable("sum()\\0() -> Target.Item", because: "it uses Self or an associated type") }
                    }
                }

                extension NumberBoxMockWitnesses where Self: Mocking.Mock, Self: NumberBox, Self: Swift.Encodable {
                    nonisolated func encode(to encoder: any Swift.Encoder) throws {
                        try mockCore.__call("encode(to:)\\0(any Swift.Encoder) -> Void", encoder as any Swift.Encoder) { (real: any NumberBox) throws -> Void in guard let real = real as Any as? any Swift.Encodable else { return mockCore.__unforwardable("encode(to:)\\0(any Swift.Encoder) -> Void", because: "the real object is not Encodable") }; return try real.encode(to: encoder) }
                    }
                }

                extension NumberBoxMockWitnesses where Self: Mocking.Mock, Self: NumberBox, Self: Swift.Decodable {
                    nonisolated init(from decoder: any Swift.Decoder) throws {
                        self.init(.null)
                        mockCore.__call("init(from:)\\0(any Swift.Decoder) -> Void", decoder as any Swift.Decoder) { (_: Any) in }
                    }
                }

                nonisolated extension NumberBoxMockBuilders {
                    typealias Item = Target.Item
                    @discardableResult
                    func sum(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Target.Item, Mocking.MockEffects.Sync> {
                        proxy.__message("sum()\\0() -> Target.Item", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testRefinementOfMockableAndStandardLibraryProtocols() {
        assertMockExpansion(
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
                nonisolated final class SpeakerMock: Mocking.MockObject<any Speaker>, Mocking.Mock, Speaker, SpeakerMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: SpeakerMock, rhs: SpeakerMock) -> Bool { lhs === rhs }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, SpeakerMockBuilders {
                        let proxy: Mocking.MockProxy<SpeakerMock, Verb>
                    }
                }
                protocol SpeakerMockWitnesses: Speaker, RobotMockWitnesses, VolumeMockWitnesses {}
                nonisolated protocol SpeakerMockBuilders: RobotMockBuilders, VolumeMockBuilders where Target: Speaker {}
                #endif

                extension SpeakerMockWitnesses where Self: Mocking.Mock, Self: Speaker {
                    @_implements(Speaker, mute()) func _mock_mute() {
                        mockCore.__call("mute()\\0() -> Void", ()) { (real: any Speaker) in real.mute() }
                    }
                    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
                }

                extension SpeakerMockWitnesses where Self: Mocking.Mock, Self: Speaker, Self: Swift.Encodable {
                    nonisolated func encode(to encoder: any Swift.Encoder) throws {
                        try mockCore.__call("encode(to:)\\0(any Swift.Encoder) -> Void", encoder as any Swift.Encoder) { (real: any Speaker) throws -> Void in guard let real = real as Any as? any Swift.Encodable else { return mockCore.__unforwardable("encode(to:)\\0(any Swift.Encoder) -> Void", because: "the real object is not Encodable") }; return try real.encode(to: encoder) }
                    }
                }

                extension SpeakerMockWitnesses where Self: Mocking.Mock, Self: Speaker, Self: Swift.Decodable {
                    nonisolated init(from decoder: any Swift.Decoder) throws {
                        self.init(.null)
                        mockCore.__call("init(from:)\\0(any Swift.Decoder) -> Void", decoder as any Swift.Decoder) { (_: Any) in }
                    }
                }

                nonisolated extension SpeakerMockBuilders {
                    @discardableResult
                    func mute(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("mute()\\0() -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }

                nonisolated extension SpeakerMockBuilders where Target: Swift.Encodable {
                    @discardableResult
                    func encode(to encoder: Mocking.Arg<any Swift.Encoder>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, any Swift.Encoder, Void, Mocking.MockEffects.Throwing> {
                        proxy.__message("encode(to:)\\0(any Swift.Encoder) -> Void", encoder, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }

                nonisolated extension SpeakerMockBuilders where Target: Swift.Decodable {
                    @discardableResult
                    func `init`(from decoder: Mocking.Arg<any Swift.Decoder>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, any Swift.Decoder, Void, Mocking.MockEffects.Throwing> {
                        proxy.__message("init(from:)\\0(any Swift.Decoder) -> Void", decoder, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }
    func testStaticMembersAndGenericMethods() {
        assertMockExpansion(
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
                nonisolated final class FactoryMock: Mocking.MockObject<any Factory>, Mocking.Mock, Factory, FactoryMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, FactoryMockBuilders {
                        let proxy: Mocking.MockProxy<FactoryMock, Verb>
                    }
                }
                protocol FactoryMockWitnesses: Factory {}
                nonisolated protocol FactoryMockBuilders: Mocking.MockBuilders where Target: Factory {}
                #endif

                extension FactoryMockWitnesses where Self: Mocking.Mock, Self: Factory {
                    @_implements(Factory, make(name:)) static func _mock_make(name: String) -> Int {
                        staticMockCore.__call("make(name:)\\0(String) -> Int", name) { (_: Any) -> Int in staticMockCore.__unforwardable("make(name:)\\0(String) -> Int", because: "static members have no real object") }
                    }
                    @_implements(Factory, shared) static var _mock_shared: String {
                        get { staticMockCore.__get("shared") { (_: Any) -> String in staticMockCore.__unforwardable("shared", because: "static members have no real object") } }
                        set { staticMockCore.__set("shared", newValue) { (_: inout Never) in } }
                    }
                    @_implements(Factory, decode(_:from:)) func _mock_decode<T: Decodable>(_ type: T.Type, from data: [UInt8]) throws -> T {
                        try mockCore.__call("decode(_:from:)<T == \\(T.self)>\\0(T.Type, [UInt8]) -> T", (type: type, from: data)) { (real: any Factory) in try real.decode(type, from: data) }
                    }
                    @_implements(Factory, make()) func _mock_make<T>() -> T where T: Sendable {
                        mockCore.__call("make()<T == \\(T.self)>\\0() -> T", ()) { (real: any Factory) in real.make() }
                    }
                }

                nonisolated extension FactoryMockBuilders {
                    @discardableResult
                    static func make(name: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, Int, Mocking.MockEffects.Sync> {
                        Mocking.MockProxy<Target, Verb>.__statics.__message("make(name:)\\0(String) -> Int", name, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    static var shared: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        Mocking.MockProxy<Target, Verb>.__statics.__property("shared")
                    }
                    @discardableResult
                    func decode<T: Decodable>(_ type: T.Type, from data: Mocking.Arg<[UInt8]>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (type: T.Type, from: [UInt8]), T, Mocking.MockEffects.Throwing> {
                        proxy.__message("decode(_:from:)<T == \\(T.self)>\\0(T.Type, [UInt8]) -> T", Mocking.Arg<T.Type>.any, data, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func make<T>(returning returnedT: T.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, T, Mocking.MockEffects.Sync> where T: Sendable {
                        proxy.__message("make()<T == \\(T.self)>\\0() -> T", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// `@__MockableBuilders` writes the builders of the protocol whose model `@Mockable` kept under
    /// the key it is given, in an extension of the protocol it is attached to: the SPEC's
    /// WeatherForecaster, whose class and witnesses `testWeatherForecasterExpansion` shows. With no
    /// requirements, there is no extension; a deprecated requirement's builder is deprecated too.
    /// Each builder takes the caller's location as four magic literals; where a requirement's
    /// parameter is named like one (`TextEditor`'s `line`), the builder's own are `mock`-named
    /// inside, and a subscript spells its labels out.
    func testBuildersAreWrittenInAnExtensionOfTheBuildersProtocol() {
        let weatherForecaster = buildersAttribute(
            of: """
                @Mockable
                protocol WeatherForecaster {
                    func result(temperature: Int, humidity: Int) -> Int
                    func forecast(city: String) async throws -> String
                    var location: String { get set }
                }
                """)
        let empty = buildersAttribute(of: "@Mockable\npublic protocol Empty {}")
        let legacy = buildersAttribute(
            of: """
                @Mockable
                protocol Legacy {
                    @available(*, deprecated, message: "ends with \\"\\"\\"# and \\\\#(x)")
                    var name: String { get }
                }
                """)
        let textEditor = buildersAttribute(
            of: """
                @Mockable
                protocol TextEditor {
                    func select(line: Int, column: Int)
                    subscript(line: Int) -> String { get }
                }
                """)
        assertMacroExpansion(
            """
            \(weatherForecaster)
            nonisolated protocol WeatherForecasterMockBuilders {}
            \(empty)
            nonisolated public protocol EmptyMockBuilders {}
            \(legacy)
            nonisolated protocol LegacyMockBuilders {}
            \(textEditor)
            nonisolated protocol TextEditorMockBuilders {}
            """,
            expandedSource: """
                nonisolated protocol WeatherForecasterMockBuilders {}
                nonisolated public protocol EmptyMockBuilders {}
                nonisolated protocol LegacyMockBuilders {}
                nonisolated protocol TextEditorMockBuilders {}

                nonisolated extension WeatherForecasterMockBuilders {
                    @discardableResult
                    func result(temperature: Mocking.Arg<Int>, humidity: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (temperature: Int, humidity: Int), Int, Mocking.MockEffects.Sync> {
                        proxy.__message("result(temperature:humidity:)\\0(Int, Int) -> Int", temperature, humidity, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func forecast(city: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, String, Mocking.MockEffects.AsyncThrowing> {
                        proxy.__message("forecast(city:)\\0(String) -> String", city, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var location: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.__property("location")
                    }
                }

                nonisolated extension LegacyMockBuilders {
                    @available(*, deprecated, message: "ends with \\"\\"\\"# and \\\\#(x)")
                    var name: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.__property("name")
                    }
                }

                nonisolated extension TextEditorMockBuilders {
                    @discardableResult
                    func select(line: Mocking.Arg<Int>, column: Mocking.Arg<Int>, fileID mockFileID: StaticString = #fileID, filePath mockFilePath: StaticString = #filePath, line mockLine: UInt = #line, column mockColumn: UInt = #column) -> Mocking.MockCall<Verb, (line: Int, column: Int), Void, Mocking.MockEffects.Sync> {
                        proxy.__message("select(line:column:)\\0(Int, Int) -> Void", line, column, at: Mocking.CallSite(mockFileID, mockFilePath, mockLine, mockColumn))
                    }
                    subscript(line: Mocking.Arg<Int>, fileID mockFileID: StaticString = #fileID, filePath mockFilePath: StaticString = #filePath, line mockLine: UInt = #line, column mockColumn: UInt = #column) -> Mocking.SubscriptProxy<Verb, Int, String, (line: Int, newValue: String), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(_:)\\0(Int) -> String", line, at: Mocking.CallSite(mockFileID, mockFilePath, mockLine, mockColumn))
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
                    nonisolated final class ClockMock: Mocking.MockObject<any Clock>, Mocking.Mock, Clock, ClockMockWitnesses, @unchecked Sendable {
                        typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                        typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                        typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                        typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                        nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ClockMockBuilders {
                            let proxy: Mocking.MockProxy<ClockMock, Verb>
                        }
                    }
                    @Mocking.__MockableWitnesses("f3c4e09629d1c34c")
                    protocol ClockMockWitnesses: Clock {}
                    @Mocking.__MockableBuilders("f3c4e09629d1c34c")
                    nonisolated protocol ClockMockBuilders: Mocking.MockBuilders where Target: Clock {}
                    #endif
                }
                enum Preview {
                    protocol Clock {
                        func now() -> Int
                    }

                    #if PREVIEWS
                    nonisolated final class ClockMock: Mocking.MockObject<any Clock>, Mocking.Mock, Clock, ClockMockWitnesses, @unchecked Sendable {
                        typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                        typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                        typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                        typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                        nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ClockMockBuilders {
                            let proxy: Mocking.MockProxy<ClockMock, Verb>
                        }
                    }
                    @Mocking.__MockableWitnesses("8ec22bd2ba9708ab")
                    protocol ClockMockWitnesses: Clock {}
                    @Mocking.__MockableBuilders("8ec22bd2ba9708ab")
                    nonisolated protocol ClockMockBuilders: Mocking.MockBuilders where Target: Clock {}
                    #endif
                }
                """,
            macros: macros
        )
    }

    /// The protocols of a protocol nested in a type are nested beside it; their extensions name
    /// them, and the protocol where a requirement names it, qualified. (swift-syntax's test expansion cannot extend a type declared inside `#if`
    /// in another type, so this one is shown without the condition.)
    func testANestedProtocolsExtensionsNameItQualified() {
        let unconditional = peersWithoutCondition(
            """
            enum Live {
                @Mockable
                protocol Clock {
                    func now() -> Int
                    func isEqual(_ other: any Clock) -> Bool
                }
            }
            """)
        assertMacroExpansion(
            unconditional,
            expandedSource: """
                enum Live {
                    protocol Clock {
                        func now() -> Int
                        func isEqual(_ other: any Clock) -> Bool
                    }

                    nonisolated final class ClockMock: Mocking.MockObject<any Clock>, Mocking.Mock, Clock, ClockMockWitnesses, @unchecked Sendable {
                        typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                        typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                        typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                        typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                        nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ClockMockBuilders {
                            let proxy: Mocking.MockProxy<ClockMock, Verb>
                        }
                    }
                    protocol ClockMockWitnesses: Clock {}
                    nonisolated protocol ClockMockBuilders: Mocking.MockBuilders where Target: Clock {}
                }

                extension Live.ClockMockWitnesses where Self: Mocking.Mock, Self: Live.Clock {
                    @_implements(Live.Clock, now()) func _mock_now() -> Int {
                        mockCore.__call("now()\\0() -> Int", ()) { (real: any Live.Clock) in real.now() }
                    }
                    @_implements(Live.Clock, isEqual(_:)) func _mock_isEqual(_ other: any Live.Clock) -> Bool {
                        mockCore.__call("isEqual(_:)\\0(any Live.Clock) -> Bool", other as any Live.Clock) { (real: any Live.Clock) in real.isEqual(other) }
                    }
                }

                nonisolated extension Live.ClockMockBuilders {
                    @discardableResult
                    func now(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Int, Mocking.MockEffects.Sync> {
                        proxy.__message("now()\\0() -> Int", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func isEqual(_ other: Mocking.Arg<any Live.Clock>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, any Live.Clock, Bool, Mocking.MockEffects.Sync> {
                        proxy.__message("isEqual(_:)\\0(any Live.Clock) -> Bool", other, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A nested protocol's requirements may name types declared beside it (swift-nio-ssl's
    /// `CustomVerifyManager.PendingResultConvertible` returns its sibling `PendingResult`), which an
    /// extension of a protocol nested in a type does not see: the protocols beside it alias each
    /// type named bare, and the extensions name the aliases. The standard library's plain values,
    /// generic types and qualified names are left as written.
    func testANestedProtocolsExtensionsNameTheTypesBesideItByAlias() {
        let unconditional = peersWithoutCondition(
            """
            extension Verifier {
                @Mockable
                protocol Convertible {
                    static func pending(_ result: Result<Self, any Swift.Error>) -> Pending
                    func fail(_ error: Error, code: Int) -> [Pending]?
                    func observe(_ handler: @escaping @Sendable (Pending) -> Void)
                }
            }
            """)
        assertMacroExpansion(
            unconditional,
            expandedSource: """
                extension Verifier {
                    protocol Convertible {
                        static func pending(_ result: Result<Self, any Swift.Error>) -> Pending
                        func fail(_ error: Error, code: Int) -> [Pending]?
                        func observe(_ handler: @escaping @Sendable (Pending) -> Void)
                    }

                    nonisolated final class ConvertibleMock: Mocking.MockObject<any Convertible>, Mocking.Mock, Convertible, ConvertibleMockWitnesses, @unchecked Sendable {
                        typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                        typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                        typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                        typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                        nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ConvertibleMockBuilders {
                            let proxy: Mocking.MockProxy<ConvertibleMock, Verb>
                        }
                    }
                    protocol ConvertibleMockWitnesses: Convertible {
                        typealias __MockScope_Pending = Pending
                        typealias __MockScope_Error = Error
                    }
                    nonisolated protocol ConvertibleMockBuilders: Mocking.MockBuilders where Target: Convertible {
                        typealias __MockScope_Pending = Pending
                        typealias __MockScope_Error = Error
                    }
                }

                extension Verifier.ConvertibleMockWitnesses where Self: Mocking.Mock, Self: Verifier.Convertible {
                    @_implements(Verifier.Convertible, pending(_:)) static func _mock_pending(_ result: Result<Self, any Swift.Error>) -> __MockScope_Pending {
                        staticMockCore.__call("pending(_:)\\0(Result<Target, any Swift.Error>) -> __MockScope_Pending", result) { (_: Any) -> __MockScope_Pending in staticMockCore.__unforwardable("pending(_:)\\0(Result<Target, any Swift.Error>) -> __MockScope_Pending", because: "static members have no real object") }
                    }
                    @_implements(Verifier.Convertible, fail(_:code:)) func _mock_fail(_ error: __MockScope_Error, code: Int) -> [__MockScope_Pending]? {
                        mockCore.__call("fail(_:code:)\\0(__MockScope_Error, Int) -> [__MockScope_Pending]?", (error: error, code: code)) { (real: any Verifier.Convertible) in real.fail(error, code: code) }
                    }
                    @_implements(Verifier.Convertible, observe(_:)) func _mock_observe(_ handler: @escaping @Sendable (__MockScope_Pending) -> Void) {
                        mockCore.__call("observe(_:)\\0(@Sendable (__MockScope_Pending) -> Void) -> Void", handler) { (real: any Verifier.Convertible) in real.observe(handler) }
                    }
                }

                nonisolated extension Verifier.ConvertibleMockBuilders {
                    @discardableResult
                    static func pending(_ result: Mocking.Arg<Result<Target, any Swift.Error>>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Result<Target, any Swift.Error>, __MockScope_Pending, Mocking.MockEffects.Sync> {
                        Mocking.MockProxy<Target, Verb>.__statics.__message("pending(_:)\\0(Result<Target, any Swift.Error>) -> __MockScope_Pending", result, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func fail(_ error: Mocking.Arg<__MockScope_Error>, code: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (error: __MockScope_Error, code: Int), [__MockScope_Pending]?, Mocking.MockEffects.Sync> {
                        proxy.__message("fail(_:code:)\\0(__MockScope_Error, Int) -> [__MockScope_Pending]?", error, code, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func observe(_ handler: Mocking.Arg<@Sendable (__MockScope_Pending) -> Void>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, @Sendable (__MockScope_Pending) -> Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("observe(_:)\\0(@Sendable (__MockScope_Pending) -> Void) -> Void", handler, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// An SPI protocol (WasmKit's `@_spi(WasmKit) public protocol WASIFile`): its mock, its two
    /// protocols and their extensions are the same SPI's, as Swift refuses a public conformance to
    /// an SPI protocol.
    func testAnSPIProtocolsMockIsTheSameSPIs() {
        assertMockExpansion(
            """
            @_spi(Kit) @Mockable
            public protocol Entry {
                func size() -> Int
            }
            """,
            expandedSource: """
                @_spi(Kit)
                public protocol Entry {
                    func size() -> Int
                }

                #if DEBUG
                @_spi(Kit) nonisolated public final class EntryMock: Mocking.MockObject<any Entry>, Mocking.Mock, Entry, EntryMockWitnesses, @unchecked Sendable {
                    public typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    public typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    public typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    public typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated public struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, EntryMockBuilders {
                        public let proxy: Mocking.MockProxy<EntryMock, Verb>
                        public init(proxy: Mocking.MockProxy<EntryMock, Verb>) {
                            self.proxy = proxy
                        }
                    }
                }
                @_spi(Kit) public protocol EntryMockWitnesses: Entry {}
                @_spi(Kit) nonisolated public protocol EntryMockBuilders: Mocking.MockBuilders where Target: Entry {}
                #endif

                @_spi(Kit) extension EntryMockWitnesses where Self: Mocking.Mock, Self: Entry {
                    @_implements(Entry, size()) public func _mock_size() -> Int {
                        mockCore.__call("size()\\0() -> Int", ()) { (real: any Entry) in real.size() }
                    }
                }

                @_spi(Kit) nonisolated extension EntryMockBuilders {
                    @discardableResult
                    public func size(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Int, Mocking.MockEffects.Sync> {
                        proxy.__message("size()\\0() -> Int", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A `private` protocol nested in a type is visible only inside the type's declarations, where
    /// no extension a macro writes can be: refused, with the fix-it that declares it `fileprivate`.
    func testAPrivateNestedProtocolIsRefusedWithAFixIt() {
        assertMacroExpansion(
            """
            enum Encoder {
                @Mockable
                private protocol Transformable {
                    func transform() -> Int
                }
            }
            """,
            expandedSource: """
                enum Encoder {
                    private protocol Transformable {
                        func transform() -> Int
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Transformable': a 'private' protocol nested in a type is visible only inside that type's declarations, and its mock's witnesses are written outside them. Declare it 'fileprivate': the rest of this file, its mock included, can then see it.",
                    line: 3, column: 22, fixIts: [FixItSpec(message: "Declare it 'fileprivate'")])
            ],
            macros: macros,
            applyFixIts: ["Declare it 'fileprivate'"],
            fixedSource: """
                enum Encoder {
                    @Mockable
                    fileprivate protocol Transformable {
                        func transform() -> Int
                    }
                }
                """
        )
    }

    /// Written by hand, or without the protocol's text, they say what they are for; a model key
    /// its plugin process does not have is an error, not an empty mock.
    func testWitnessesAndBuildersMacrosWrittenByHandAreErrors() {
        assertMacroExpansion(
            """
            @__MockableWitnesses(key)
            protocol TableMockWitnesses {}
            @__MockableBuilders(text)
            protocol TableMockBuilders {}
            @__MockableWitnesses("0123456789abcdef")
            protocol ChairMockWitnesses {}
            @__MockableBuilders("0123456789abcdef")
            protocol ChairMockBuilders {}
            """,
            expandedSource: """
                protocol TableMockWitnesses {}
                protocol TableMockBuilders {}
                protocol ChairMockWitnesses {}
                protocol ChairMockBuilders {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@__MockableWitnesses' is written by '@Mockable' on a protocol it generates; put '@Mockable' on your protocol instead.",
                    line: 1, column: 1),
                DiagnosticSpec(
                    message:
                        "'@__MockableBuilders' is written by '@Mockable' on a protocol it generates; put '@Mockable' on your protocol instead.",
                    line: 3, column: 1),
                DiagnosticSpec(
                    message:
                        "'@__MockableWitnesses' found no model of this mock's protocol in its plugin process, which expanded '@Mockable' on it before. Build again; if this persists, please report it to Mocking with the compiler's command line.",
                    line: 5, column: 1),
                DiagnosticSpec(
                    message:
                        "'@__MockableBuilders' found no model of this mock's protocol in its plugin process, which expanded '@Mockable' on it before. Build again; if this persists, please report it to Mocking with the compiler's command line.",
                    line: 7, column: 1),
            ],
            macros: macros
        )
    }

    // MARK: Diagnostics

    /// A standard-library parent whose requirements a mock cannot take on refuses the protocol,
    /// on that parent, saying why: the numeric protocols too (swift-numerics' `Real:
    /// FloatingPoint`, `AlgebraicField: SignedNumeric`), and one named with its primary associated
    /// type (xctest-dynamic-overlay's `ExpectedCount: RangeExpression<Int>`), not left to the
    /// compiler's "does not conform".
    func testAStandardLibraryParentAMockCannotTakeOnIsRefusedOnTheParent() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Bag: Sendable, MutableCollection {
                func shake()
            }
            @Mockable
            protocol Scalar: BinaryFloatingPoint {
                var unit: String { get }
            }
            @Mockable
            protocol Field: SignedNumeric {}
            @Mockable
            protocol Count: Sendable, RangeExpression<Int> {}
            """,
            expandedSource: """
                protocol Bag: Sendable, MutableCollection {
                    func shake()
                }
                protocol Scalar: BinaryFloatingPoint {
                    var unit: String { get }
                }
                protocol Field: SignedNumeric {}
                protocol Count: Sendable, RangeExpression<Int> {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Bag': its parent 'MutableCollection' has associated types (Element, Index, Iterator, …) and requirements with no default here, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 2, column: 25),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Scalar': its parent 'BinaryFloatingPoint' has associated Exponent and Magnitude, operators and initializers with no default here, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 6, column: 18),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Field': its parent 'SignedNumeric' has an associated Magnitude and operator requirements, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 10, column: 17),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Count': its parent 'RangeExpression<Int>' has an associated Bound and a generic relative(to:) with no default here, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 12, column: 27),
            ],
            macros: macros
        )
    }

    /// A `RawRepresentable` parent (swift-protobuf's `Enum`): `init?(rawValue:)` and `rawValue`
    /// are the mock's requirements; restated with `Int`, they fix `RawValue`, which is then no
    /// generic parameter (Swift infers it from the witnesses).
    func testARawRepresentableParentRestatedWithAConcreteRawValue() {
        assertMockExpansion(
            """
            @Mockable
            protocol Level: RawRepresentable, Hashable {
                init?(rawValue: Int)
                var rawValue: Int { get }
            }
            """,
            expandedSource: """
                protocol Level: RawRepresentable, Hashable {
                    init?(rawValue: Int)
                    var rawValue: Int { get }
                }

                #if DEBUG
                nonisolated final class LevelMock: Mocking.MockObject<any Level>, Mocking.Mock, Level, LevelMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: LevelMock, rhs: LevelMock) -> Bool { lhs === rhs }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, LevelMockBuilders {
                        let proxy: Mocking.MockProxy<LevelMock, Verb>
                    }
                }
                protocol LevelMockWitnesses: Level {}
                nonisolated protocol LevelMockBuilders: Mocking.MockBuilders where Target: Level {}
                #endif

                extension LevelMockWitnesses where Self: Mocking.Mock, Self: Level {
                    nonisolated init?(rawValue: Int) {
                        self.init(.null)
                        mockCore.__call("init(rawValue:)\\0(Int) -> Void", rawValue) { (_: Any) in }
                    }
                    nonisolated var rawValue: Int {
                        get { mockCore.__get("rawValue") { (_: Any) -> Int in mockCore.__unforwardable("rawValue", because: "it restates a standard-library requirement, which the module's default isolation may isolate") } }
                    }
                    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
                }

                nonisolated extension LevelMockBuilders {
                    typealias RawValue = Target.RawValue
                    @discardableResult
                    func `init`(rawValue: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("init(rawValue:)\\0(Int) -> Void", rawValue, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var rawValue: Mocking.PropertyProxy<Verb, Int, Mocking.MockEffects.Sync> {
                        proxy.__property("rawValue")
                    }
                }
                """,
            macros: macros
        )
    }

    /// A `RawRepresentable` refinement of a `@Mockable` parent, which may be `Hashable` (the
    /// fuzzer's seed 11): `hash(into:)` is the class's own. From an extension it ties with the
    /// standard library's for a hashable `RawRepresentable`, and Swift derives one from
    /// `hashValue`, whose default calls it back: a recursion that ended the test process.
    func testARawRepresentableRefinementOfAMockableParentHashesByIdentity() {
        assertMockExpansion(
            """
            @Mockable
            protocol NamedBytes: RawRepresentable, Bytes where RawValue == String {
                var name: String { get }
            }
            """,
            expandedSource: """
                protocol NamedBytes: RawRepresentable, Bytes where RawValue == String {
                    var name: String { get }
                }

                #if DEBUG
                nonisolated final class NamedBytesMock: Mocking.MockObject<any NamedBytes>, Mocking.Mock, NamedBytes, NamedBytesMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: NamedBytesMock, rhs: NamedBytesMock) -> Bool { lhs === rhs }
                    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, NamedBytesMockBuilders {
                        let proxy: Mocking.MockProxy<NamedBytesMock, Verb>
                    }
                }
                protocol NamedBytesMockWitnesses: NamedBytes, BytesMockWitnesses {}
                nonisolated protocol NamedBytesMockBuilders: BytesMockBuilders where Target: NamedBytes {}
                #endif

                extension NamedBytesMockWitnesses where Self: Mocking.Mock, Self: NamedBytes {
                    @_implements(NamedBytes, name) var _mock_name: String {
                        get { mockCore.__get("name") { (real: any NamedBytes) in real.name } }
                    }
                    nonisolated init?(rawValue: RawValue) {
                        self.init(.null)
                        mockCore.__call("init(rawValue:)\\0(Target.RawValue) -> Void", rawValue) { (_: Any) in }
                    }
                    nonisolated var rawValue: RawValue {
                        get { mockCore.__get("rawValue") { (_: Any) -> RawValue in mockCore.__unforwardable("rawValue", because: "it uses Self or an associated type") } }
                    }
                }

                extension NamedBytesMockWitnesses where Self: Mocking.Mock, Self: NamedBytes, Self: Swift.Encodable {
                    nonisolated func encode(to encoder: any Swift.Encoder) throws {
                        try mockCore.__call("encode(to:)\\0(any Swift.Encoder) -> Void", encoder as any Swift.Encoder) { (real: any NamedBytes) throws -> Void in guard let real = real as Any as? any Swift.Encodable else { return mockCore.__unforwardable("encode(to:)\\0(any Swift.Encoder) -> Void", because: "the real object is not Encodable") }; return try real.encode(to: encoder) }
                    }
                }

                extension NamedBytesMockWitnesses where Self: Mocking.Mock, Self: NamedBytes, Self: Swift.Decodable {
                    nonisolated init(from decoder: any Swift.Decoder) throws {
                        self.init(.null)
                        mockCore.__call("init(from:)\\0(any Swift.Decoder) -> Void", decoder as any Swift.Decoder) { (_: Any) in }
                    }
                }

                nonisolated extension NamedBytesMockBuilders {
                    typealias RawValue = Target.RawValue
                    var name: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.__property("name")
                    }
                    @discardableResult
                    func `init`(rawValue: Mocking.Arg<Target.RawValue>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target.RawValue, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("init(rawValue:)\\0(Target.RawValue) -> Void", rawValue, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var rawValue: Mocking.PropertyProxy<Verb, Target.RawValue, Mocking.MockEffects.Sync> {
                        proxy.__property("rawValue")
                    }
                }
                """,
            macros: macros
        )
    }

    /// A refinement that names its parent's associated type without declaring it (swift-protobuf's
    /// `protocol MapKeyType: FieldType`, whose requirement takes `BaseType`): its builders find it
    /// in the parent's builders' extension (`typealias BaseType = Target.BaseType`).
    func testARefinementNamingItsParentsAssociatedTypeUsesTheParentBuildersAlias() {
        assertMockExpansion(
            """
            @Mockable
            protocol MapKey: Field {
                static func lessThan(lhs: BaseType, rhs: BaseType) -> Bool
            }
            """,
            expandedSource: """
                protocol MapKey: Field {
                    static func lessThan(lhs: BaseType, rhs: BaseType) -> Bool
                }

                #if DEBUG
                nonisolated final class MapKeyMock: Mocking.MockObject<any MapKey>, Mocking.Mock, MapKey, MapKeyMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: MapKeyMock, rhs: MapKeyMock) -> Bool { lhs === rhs }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, MapKeyMockBuilders {
                        let proxy: Mocking.MockProxy<MapKeyMock, Verb>
                    }
                }
                protocol MapKeyMockWitnesses: MapKey, FieldMockWitnesses {}
                nonisolated protocol MapKeyMockBuilders: FieldMockBuilders where Target: MapKey {}
                #endif

                extension MapKeyMockWitnesses where Self: Mocking.Mock, Self: MapKey {
                    @_implements(MapKey, lessThan(lhs:rhs:)) static func _mock_lessThan(lhs: BaseType, rhs: BaseType) -> Bool {
                        staticMockCore.__call("lessThan(lhs:rhs:)\\0(BaseType, BaseType) -> Bool", (lhs: lhs, rhs: rhs)) { (_: Any) -> Bool in staticMockCore.__unforwardable("lessThan(lhs:rhs:)\\0(BaseType, BaseType) -> Bool", because: "static members have no real object") }
                    }
                }

                extension MapKeyMockWitnesses where Self: Mocking.Mock, Self: MapKey, Self: Swift.Encodable {
                    nonisolated func encode(to encoder: any Swift.Encoder) throws {
                        try mockCore.__call("encode(to:)\\0(any Swift.Encoder) -> Void", encoder as any Swift.Encoder) { (real: any MapKey) throws -> Void in guard let real = real as Any as? any Swift.Encodable else { return mockCore.__unforwardable("encode(to:)\\0(any Swift.Encoder) -> Void", because: "the real object is not Encodable") }; return try real.encode(to: encoder) }
                    }
                }

                extension MapKeyMockWitnesses where Self: Mocking.Mock, Self: MapKey, Self: Swift.Decodable {
                    nonisolated init(from decoder: any Swift.Decoder) throws {
                        self.init(.null)
                        mockCore.__call("init(from:)\\0(any Swift.Decoder) -> Void", decoder as any Swift.Decoder) { (_: Any) in }
                    }
                }

                nonisolated extension MapKeyMockBuilders {
                    @discardableResult
                    static func lessThan(lhs: Mocking.Arg<BaseType>, rhs: Mocking.Arg<BaseType>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (lhs: BaseType, rhs: BaseType), Bool, Mocking.MockEffects.Sync> {
                        Mocking.MockProxy<Target, Verb>.__statics.__message("lessThan(lhs:rhs:)\\0(BaseType, BaseType) -> Bool", lhs, rhs, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A `Collection` parent's `Element` and `Index` are the mock's first generic parameters; its
    /// `subscript(position:)` is the class's own (from the witnesses' extension Swift would infer
    /// `Element == Slice<Self>`); `Sequence` beside it adds nothing (a symbol graph lists both).
    func testACollectionParentGivesTheMockElementAndIndex() {
        assertMockExpansion(
            """
            @Mockable
            protocol Shelf<Element>: Collection, Sequence {
                mutating func remove(at i: Index) -> Element
            }
            """,
            expandedSource: """
                protocol Shelf<Element>: Collection, Sequence {
                    mutating func remove(at i: Index) -> Element
                }

                #if DEBUG
                nonisolated final class ShelfMock<Element, Index>: Mocking.MockObject<any Shelf>, Mocking.Mock, Shelf, ShelfMockWitnesses, @unchecked Sendable where Index: Comparable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated subscript(position: Index) -> Element {
                        get { mockCore.__call("subscript(_:).get\\0(Target.Index) -> Target.Element", position) { (_: Any) -> Element in mockCore.__unforwardable("subscript(_:)\\0(Target.Index) -> Target.Element", because: "it uses ShelfMock or an associated type") } }
                    }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ShelfMockBuilders {
                        let proxy: Mocking.MockProxy<ShelfMock, Verb>
                    }
                }
                protocol ShelfMockWitnesses: Shelf {}
                nonisolated protocol ShelfMockBuilders: Mocking.MockBuilders where Target: Shelf {}
                #endif

                extension ShelfMockWitnesses where Self: Mocking.Mock, Self: Shelf {
                    @_implements(Shelf, remove(at:)) func _mock_remove(at i: Index) -> Element {
                        mockCore.__call("remove(at:)\\0(Target.Index) -> Target.Element", i) { (_: Any) -> Element in mockCore.__unforwardable("remove(at:)\\0(Target.Index) -> Target.Element", because: "it uses Self or an associated type") }
                    }
                    nonisolated var startIndex: Index {
                        get { mockCore.__get("startIndex") { (_: Any) -> Index in mockCore.__unforwardable("startIndex", because: "it uses Self or an associated type") } }
                    }
                    nonisolated var endIndex: Index {
                        get { mockCore.__get("endIndex") { (_: Any) -> Index in mockCore.__unforwardable("endIndex", because: "it uses Self or an associated type") } }
                    }
                    nonisolated func index(after i: Index) -> Index {
                        mockCore.__call("index(after:)\\0(Target.Index) -> Target.Index", i) { (_: Any) -> Index in mockCore.__unforwardable("index(after:)\\0(Target.Index) -> Target.Index", because: "it uses Self or an associated type") }
                    }
                }

                nonisolated extension ShelfMockBuilders {
                    typealias Element = Target.Element
                    typealias Index = Target.Index
                    @discardableResult
                    func remove(at i: Mocking.Arg<Target.Index>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target.Index, Target.Element, Mocking.MockEffects.Sync> {
                        proxy.__message("remove(at:)\\0(Target.Index) -> Target.Element", i, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var startIndex: Mocking.PropertyProxy<Verb, Target.Index, Mocking.MockEffects.Sync> {
                        proxy.__property("startIndex")
                    }
                    var endIndex: Mocking.PropertyProxy<Verb, Target.Index, Mocking.MockEffects.Sync> {
                        proxy.__property("endIndex")
                    }
                    subscript(position: Mocking.Arg<Target.Index>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, Target.Index, Target.Element, (position: Target.Index, newValue: Target.Element), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(_:)\\0(Target.Index) -> Target.Element", position, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func index(after i: Mocking.Arg<Target.Index>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target.Index, Target.Index, Mocking.MockEffects.Sync> {
                        proxy.__message("index(after:)\\0(Target.Index) -> Target.Index", i, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// `CaseIterable` is refused the same way, saying what it has.
    func testACaseIterableParentIsRefusedOnTheParent() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Palette: CaseIterable {
                func color(named name: String) -> Int?
            }
            """,
            expandedSource: """
                protocol Palette: CaseIterable {
                    func color(named name: String) -> Int?
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Palette': its parent 'CaseIterable' has an associated AllCases and a static allCases, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 2, column: 19)
            ],
            macros: macros
        )
    }

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

    /// A generic initializer's witness and builder take its generic clause, and its call is
    /// recorded under its specialization, as a generic method's is.
    func testAGenericInitializerIsRecordedUnderItsSpecialization() {
        assertMockExpansion(
            """
            @Mockable
            protocol SigningKey {
                init<Bytes>(derRepresentation: Bytes) throws where Bytes: RandomAccessCollection, Bytes.Element == UInt8
            }
            """,
            expandedSource: """
                protocol SigningKey {
                    init<Bytes>(derRepresentation: Bytes) throws where Bytes: RandomAccessCollection, Bytes.Element == UInt8
                }

                #if DEBUG
                nonisolated final class SigningKeyMock: Mocking.MockObject<any SigningKey>, Mocking.Mock, SigningKey, SigningKeyMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, SigningKeyMockBuilders {
                        let proxy: Mocking.MockProxy<SigningKeyMock, Verb>
                    }
                }
                protocol SigningKeyMockWitnesses: SigningKey {}
                nonisolated protocol SigningKeyMockBuilders: Mocking.MockBuilders where Target: SigningKey {}
                #endif

                extension SigningKey where Self: Mocking.Mock {
                #if DEBUG
                    init<Bytes>(derRepresentation: Bytes) throws where Bytes: RandomAccessCollection, Bytes.Element == UInt8 {
                        self.init(.null)
                        mockCore.__call("init(derRepresentation:)<Bytes == \\(Bytes.self)>\\0(Bytes) -> Void", derRepresentation) { (_: Any) in }
                    }
                #endif
                }

                nonisolated extension SigningKeyMockBuilders {
                    @discardableResult
                    func `init`<Bytes>(derRepresentation: Mocking.Arg<Bytes>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Bytes, Void, Mocking.MockEffects.Throwing> where Bytes: RandomAccessCollection, Bytes.Element == UInt8 {
                        proxy.__message("init(derRepresentation:)<Bytes == \\(Bytes.self)>\\0(Bytes) -> Void", derRepresentation, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// Operator requirements are the class's own members, `Self` spelled as the mock, and their
    /// builders are named in words; `Comparable`'s `<` joins them, and `==` is the mock's identity.
    func testOperatorRequirementsAreTheClassesOwnWithBuildersNamedInWords() {
        assertMockExpansion(
            """
            @Mockable
            protocol Instant: Comparable {
                static prefix func - (operand: Self) -> Self
            }
            """,
            expandedSource: """
                protocol Instant: Comparable {
                    static prefix func - (operand: Self) -> Self
                }

                #if DEBUG
                nonisolated final class InstantMock: Mocking.MockObject<any Instant>, Mocking.Mock, Instant, InstantMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: InstantMock, rhs: InstantMock) -> Bool { lhs === rhs }
                    static prefix func - (_ operand: InstantMock) -> InstantMock {
                        staticMockCore.__call("-(_:)\\0(Target) -> Target", operand) { (_: Any) -> InstantMock in staticMockCore.__unforwardable("-(_:)\\0(Target) -> Target", because: "static members have no real object") }
                    }
                    nonisolated static func < (_ lhs: InstantMock, _ rhs: InstantMock) -> Bool {
                        staticMockCore.__call("<(_:_:)\\0(Target, Target) -> Bool", (lhs: lhs, rhs: rhs)) { (_: Any) -> Bool in staticMockCore.__unforwardable("<(_:_:)\\0(Target, Target) -> Bool", because: "static members have no real object") }
                    }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, InstantMockBuilders {
                        let proxy: Mocking.MockProxy<InstantMock, Verb>
                    }
                }
                protocol InstantMockWitnesses: Instant {}
                nonisolated protocol InstantMockBuilders: Mocking.MockBuilders where Target: Instant {}
                #endif

                nonisolated extension InstantMockBuilders {
                    @discardableResult
                    static func prefixMinus(_ operand: Mocking.Arg<Target>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target, Target, Mocking.MockEffects.Sync> {
                        Mocking.MockProxy<Target, Verb>.__statics.__message("-(_:)\\0(Target) -> Target", operand, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    static func less(_ lhs: Mocking.Arg<Target>, _ rhs: Mocking.Arg<Target>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (lhs: Target, rhs: Target), Bool, Mocking.MockEffects.Sync> {
                        Mocking.MockProxy<Target, Verb>.__statics.__message("<(_:_:)\\0(Target, Target) -> Bool", lhs, rhs, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A requirement both synchronous and `async` (vapor's `Server`): each witness found by its
    /// name, one builder for both.
    func testSynchronousAndAsyncOverloadsShareOneBuilder() {
        assertMockExpansion(
            """
            @Mockable
            protocol Server {
                @available(*, noasync)
                func shutdown()
                func shutdown() async
            }
            """,
            expandedSource: """
                protocol Server {
                    @available(*, noasync)
                    func shutdown()
                    func shutdown() async
                }

                #if DEBUG
                nonisolated final class ServerMock: Mocking.MockObject<any Server>, Mocking.Mock, Server, ServerMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ServerMockBuilders {
                        let proxy: Mocking.MockProxy<ServerMock, Verb>
                    }
                }
                protocol ServerMockWitnesses: Server {}
                nonisolated protocol ServerMockBuilders: Mocking.MockBuilders where Target: Server {}
                #endif

                extension ServerMockWitnesses where Self: Mocking.Mock, Self: Server {
                    @available(*, noasync) func shutdown() {
                        mockCore.__call("shutdown() () -> Void", ()) { (real: any Server) -> Void in real.shutdown() }
                    }
                    func shutdown() async {
                        await mockCore.__callAsync("shutdown() () -> Void", ()) { (real: any Server) -> Void in await real.shutdown() }
                    }
                }

                nonisolated extension ServerMockBuilders {
                    @discardableResult
                    func shutdown(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("shutdown() () -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// `AsyncSequence`'s associated types are the mock's generic parameters, first and in its
    /// order, and `makeAsyncIterator()` its requirement; one the protocol fixes (`Element ==
    /// String`) is no parameter, and the parent's requirements name the type instead.
    func testAsyncSequenceParentsAssociatedTypesAreGenericParametersUnlessFixed() {
        assertMockExpansion(
            """
            @Mockable
            protocol Feed: AsyncSequence where Element == String {
                func close()
            }
            """,
            expandedSource: """
                protocol Feed: AsyncSequence where Element == String {
                    func close()
                }

                #if DEBUG
                nonisolated final class FeedMock<AsyncIterator>: Mocking.MockObject<any Feed>, Mocking.Mock, Feed, FeedMockWitnesses, @unchecked Sendable where AsyncIterator: AsyncIteratorProtocol, AsyncIterator.Element == String {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, FeedMockBuilders {
                        let proxy: Mocking.MockProxy<FeedMock, Verb>
                    }
                }
                protocol FeedMockWitnesses: Feed {}
                nonisolated protocol FeedMockBuilders: Mocking.MockBuilders where Target: Feed {}
                #endif

                extension FeedMockWitnesses where Self: Mocking.Mock, Self: Feed {
                    @_implements(Feed, close()) func _mock_close() {
                        mockCore.__call("close()\\0() -> Void", ()) { (real: any Feed) in real.close() }
                    }
                    nonisolated func makeAsyncIterator() -> AsyncIterator {
                        mockCore.__call("makeAsyncIterator()\\0() -> Target.AsyncIterator", ()) { (_: Any) -> AsyncIterator in mockCore.__unforwardable("makeAsyncIterator()\\0() -> Target.AsyncIterator", because: "it uses Self or an associated type") }
                    }
                }

                nonisolated extension FeedMockBuilders {
                    typealias AsyncIterator = Target.AsyncIterator
                    typealias Element = Target.Element
                    @discardableResult
                    func close(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("close()\\0() -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func makeAsyncIterator(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Target.AsyncIterator, Mocking.MockEffects.Sync> {
                        proxy.__message("makeAsyncIterator()\\0() -> Target.AsyncIterator", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A witness is named apart from its requirement (`@_implements(Page, title) var _mock_title`),
    /// so that neither this protocol's extensions nor a refinement's (`extension Article { var
    /// title … }`) can take its place, unless another parent may declare the requirement too: a
    /// standard-library parent's restated requirement (`encode(to:)`, `description`) keeps its
    /// name, which that parent's conformance looks for.
    func testWitnessesAreNamedApartUnlessAnotherParentDeclaresTheRequirement() {
        assertMockExpansion(
            """
            @Mockable
            protocol Page: Component, Encodable, CustomStringConvertible {
                var title: String { get }
                func encode(to encoder: any Encoder) throws
                var description: String { get }
            }
            """,
            expandedSource: """
                protocol Page: Component, Encodable, CustomStringConvertible {
                    var title: String { get }
                    func encode(to encoder: any Encoder) throws
                    var description: String { get }
                }

                #if DEBUG
                nonisolated final class PageMock: Mocking.MockObject<any Page>, Mocking.Mock, Page, PageMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: PageMock, rhs: PageMock) -> Bool { lhs === rhs }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, PageMockBuilders {
                        let proxy: Mocking.MockProxy<PageMock, Verb>
                    }
                }
                protocol PageMockWitnesses: Page, ComponentMockWitnesses {}
                nonisolated protocol PageMockBuilders: ComponentMockBuilders where Target: Page {}
                #endif

                extension PageMockWitnesses where Self: Mocking.Mock, Self: Page {
                    @_implements(Page, title) var _mock_title: String {
                        get { mockCore.__get("title") { (real: any Page) in real.title } }
                    }
                    nonisolated func encode(to encoder: any Encoder) throws {
                        try mockCore.__call("encode(to:)\\0(any Encoder) -> Void", encoder as any Encoder) { (_: Any) throws -> Void in mockCore.__unforwardable("encode(to:)\\0(any Encoder) -> Void", because: "it restates a standard-library requirement, which the module's default isolation may isolate") }
                    }
                    var description: String {
                        get { mockCore.__get("description") { (real: any Page) in real.description } }
                    }
                }

                extension PageMockWitnesses where Self: Mocking.Mock, Self: Page, Self: Swift.Decodable {
                    nonisolated init(from decoder: any Swift.Decoder) throws {
                        self.init(.null)
                        mockCore.__call("init(from:)\\0(any Swift.Decoder) -> Void", decoder as any Swift.Decoder) { (_: Any) in }
                    }
                }

                nonisolated extension PageMockBuilders {
                    var title: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.__property("title")
                    }
                    @discardableResult
                    func encode(to encoder: Mocking.Arg<any Encoder>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, any Encoder, Void, Mocking.MockEffects.Throwing> {
                        proxy.__message("encode(to:)\\0(any Encoder) -> Void", encoder, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var description: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.__property("description")
                    }
                }
                """,
            macros: macros
        )
    }

    /// Parents the macro cannot see: `NSObjectProtocol` makes the mock an `NSObject`, `Actor` an
    /// actor (sync requirements cannot reach a real actor), and `unmocked:` parents lend no builders;
    /// these mocks' witnesses keep their names (an actor's own are found by them; the other
    /// parents may declare any of the protocol's requirements).
    func testParentsTheMacroCannotSee() {
        assertMockExpansion(
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
                nonisolated final class DelegateMock: NSObject, Mocking.Mock, Delegate, DelegateMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    let mockCore: Mocking.MockCore<any Delegate>
                    init(mockCore: Mocking.MockCore<any Delegate>) {
                        self.mockCore = mockCore
                        super.init()
                    }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, DelegateMockBuilders {
                        let proxy: Mocking.MockProxy<DelegateMock, Verb>
                    }
                }
                protocol DelegateMockWitnesses: Delegate {}
                nonisolated protocol DelegateMockBuilders: Mocking.MockBuilders where Target: Delegate {}
                #endif
                protocol Store: Actor {
                    func clear()
                }

                #if DEBUG
                actor StoreMock: Mocking.Mock, Store, StoreMockWitnesses {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated let mockCore: Mocking.MockCore<any Store>
                    init(mockCore: Mocking.MockCore<any Store>) {
                        self.mockCore = mockCore
                    }
                    func clear() {
                        mockCore.__call("clear()\\0() -> Void", ()) { (_: Any) -> Void in mockCore.__unforwardable("clear()\\0() -> Void", because: "the real object is another actor, which the mock cannot call into") }
                    }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, StoreMockBuilders {
                        let proxy: Mocking.MockProxy<StoreMock, Verb>
                    }
                }
                nonisolated protocol StoreMockWitnesses {}
                nonisolated protocol StoreMockBuilders: Mocking.MockBuilders where Target: Store {}
                #endif
                protocol Service: Marker {
                    func run()
                }

                #if DEBUG
                nonisolated final class ServiceMock: Mocking.MockObject<any Service>, Mocking.Mock, Service, ServiceMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ServiceMockBuilders {
                        let proxy: Mocking.MockProxy<ServiceMock, Verb>
                    }
                }
                protocol ServiceMockWitnesses: Service {}
                nonisolated protocol ServiceMockBuilders: Mocking.MockBuilders where Target: Service {}
                #endif

                extension Delegate where Self: Mocking.Mock {
                #if DEBUG
                    func didFinish() {
                        mockCore.__call("didFinish()\\0() -> Void", ()) { (real: any Delegate) in real.didFinish() }
                    }
                #endif
                }

                extension Service where Self: Mocking.Mock {
                #if DEBUG
                    func run() {
                        mockCore.__call("run()\\0() -> Void", ()) { (real: any Service) in real.run() }
                    }
                #endif
                }

                nonisolated extension DelegateMockBuilders {
                    @discardableResult
                    func didFinish(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("didFinish()\\0() -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }

                nonisolated extension StoreMockWitnesses where Self: Mocking.Mock, Self: Store {
                    func clear() {
                        mockCore.__call("clear()\\0() -> Void", ()) { (_: Any) -> Void in mockCore.__unforwardable("clear()\\0() -> Void", because: "the real object is another actor, which the mock cannot call into") }
                    }
                }

                nonisolated extension StoreMockBuilders {
                    @discardableResult
                    func clear(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("clear()\\0() -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }

                nonisolated extension ServiceMockBuilders {
                    @discardableResult
                    func run(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("run()\\0() -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
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
                nonisolated final class ServiceMock: Mocking.MockObject<any Service>, Mocking.Mock, Service, ServiceMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ServiceMockBuilders {
                        let proxy: Mocking.MockProxy<ServiceMock, Verb>
                    }
                }
                @Mocking.__MockableWitnesses("f3bf9130b9515cd9")
                protocol ServiceMockWitnesses: Service {}
                @Mocking.__MockableBuilders("f3bf9130b9515cd9")
                nonisolated protocol ServiceMockBuilders: Mocking.MockBuilders where Target: Service {}
                #endif
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
        assertMockExpansion(
            """
            @Mockable
            private protocol Query {
                func find(in: [Int], _ _: Int) -> Int
                func legacy(_ name: String!) -> String!
                func total(of values: some Collection<Int>) -> Int
                func merge(_ first: some Collection<Int>, with error: (some Error)?) -> Int
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
                    func merge(_ first: some Collection<Int>, with error: (some Error)?) -> Int
                    #if DEBUG
                    @available(macOS 10.15, *)
                    func debugOnly()
                    #endif
                }

                #if DEBUG
                nonisolated fileprivate final class QueryMock: Mocking.MockObject<any Query>, Mocking.Mock, Query, QueryMockWitnesses, @unchecked Sendable {
                    fileprivate typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    fileprivate typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    fileprivate typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    fileprivate typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated fileprivate struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, QueryMockBuilders {
                        fileprivate let proxy: Mocking.MockProxy<QueryMock, Verb>
                    }
                }
                fileprivate protocol QueryMockWitnesses: Query {}
                nonisolated fileprivate protocol QueryMockBuilders: Mocking.MockBuilders where Target: Query {}
                #endif

                extension QueryMockWitnesses where Self: Mocking.Mock, Self: Query {
                    @_implements(Query, find(in:_:)) fileprivate func _mock_find(in: [Int], _ argument1: Int) -> Int {
                        mockCore.__call("find(in:_:)\\0([Int], Int) -> Int", (in: `in`, argument1)) { (real: any Query) in real.find(in: `in`, argument1) }
                    }
                    @_implements(Query, legacy(_:)) fileprivate func _mock_legacy(_ name: String!) -> String! {
                        mockCore.__call("legacy(_:)\\0(String?) -> String?", name) { (real: any Query) in real.legacy(name) }
                    }
                    @_implements(Query, total(of:)) fileprivate func _mock_total(of values: some Collection<Int>) -> Int {
                        mockCore.__call("total(of:)\\0(any Collection<Int>) -> Int", values as any Collection<Int>) { (real: any Query) in real.total(of: values) }
                    }
                    @_implements(Query, merge(_:with:)) fileprivate func _mock_merge(_ first: some Collection<Int>, with error: (some Error)?) -> Int {
                        mockCore.__call("merge(_:with:)\\0(any Collection<Int>, (any Error)?) -> Int", (first: first as any Collection<Int>, with: error as (any Error)?)) { (real: any Query) in real.merge(first, with: error) }
                    }
                    #if DEBUG
                    @available(macOS 10.15, *) @_implements(Query, debugOnly()) fileprivate func _mock_debugOnly() {
                        mockCore.__call("debugOnly()\\0() -> Void", ()) { (real: any Query) in real.debugOnly() }
                    }
                    #endif
                }

                nonisolated extension QueryMockBuilders {
                    @discardableResult
                    fileprivate func find(in: Mocking.Arg<[Int]>, _ argument1: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (in: [Int], Int), Int, Mocking.MockEffects.Sync> {
                        proxy.__message("find(in:_:)\\0([Int], Int) -> Int", `in`, argument1, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    fileprivate func legacy(_ name: Mocking.OptionalArg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String?, String?, Mocking.MockEffects.Sync> {
                        proxy.__message("legacy(_:)\\0(String?) -> String?", name.arg, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    fileprivate func total(of values: Mocking.Arg<any Collection<Int>>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, any Collection<Int>, Int, Mocking.MockEffects.Sync> {
                        proxy.__message("total(of:)\\0(any Collection<Int>) -> Int", values, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    fileprivate func merge(_ first: Mocking.Arg<any Collection<Int>>, with error: Mocking.Arg<(any Error)?>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (first: any Collection<Int>, with: (any Error)?), Int, Mocking.MockEffects.Sync> {
                        proxy.__message("merge(_:with:)\\0(any Collection<Int>, (any Error)?) -> Int", first, error, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    #if DEBUG
                    @available(macOS 10.15, *)
                    @discardableResult
                    fileprivate func debugOnly(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("debugOnly()\\0() -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
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
                subscript(keys: String...) -> Int { get }
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
                    subscript(keys: String...) -> Int { get }
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
                        "'@Mockable' does not support subscripts with variadic indices yet; write this mock by hand (see 'Writing a mock by hand').",
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

    /// Requirements no mock can have, each refused on its node with why: operators of an actor
    /// protocol (an actor's witnesses are its isolated members; not yet), noncopyable and
    /// non-escapable values (a mock records its arguments and copies its answers), the standard
    /// library's `ExecutorJob` (swift-nio's `EventLoop`); a tracer's own `Span` is not the standard
    /// library's.
    /// A generic result that may be noncopyable, which only the caller's closure makes: the runtime
    /// hands it to the witness in a box made for the call (`NoncopyableResult`), which the witness
    /// empties; the builders' result is the box. A closure parameter spelled
    /// `nonisolated(nonsending)` (a module with `NonisolatedNonsendingByDefault`, as a symbol graph
    /// shows it) makes the witness run in its caller's isolation too.
    func testANoncopyableGenericResultTravelsInABoxTheWitnessEmpties() {
        assertMockExpansion(
            """
            @Mockable
            nonisolated protocol Provider {
                func watch<Return: ~Copyable>(key: String, _ handler: nonisolated(nonsending) (Int) async throws -> Return) async throws -> Return
                func withLock<R>(_ body: (inout Int) throws -> R) rethrows -> R where R: ~Copyable
            }
            """,
            expandedSource: """
                nonisolated protocol Provider {
                    func watch<Return: ~Copyable>(key: String, _ handler: nonisolated(nonsending) (Int) async throws -> Return) async throws -> Return
                    func withLock<R>(_ body: (inout Int) throws -> R) rethrows -> R where R: ~Copyable
                }

                #if DEBUG
                nonisolated final class ProviderMock: Mocking.MockObject<any Provider>, Mocking.Mock, Provider, ProviderMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ProviderMockBuilders {
                        let proxy: Mocking.MockProxy<ProviderMock, Verb>
                    }
                }
                nonisolated protocol ProviderMockWitnesses: Provider {}
                nonisolated protocol ProviderMockBuilders: Mocking.MockBuilders where Target: Provider {}
                #endif

                nonisolated extension ProviderMockWitnesses where Self: Mocking.Mock, Self: Provider {
                    @_implements(Provider, watch(key:_:)) nonisolated(nonsending) func _mock_watch<Return: ~Copyable>(key: String, _ handler: nonisolated(nonsending) (Int) async throws -> Return) async throws -> Return {
                        nonisolated(nonsending) func _mock_handler(_ handler: nonisolated(nonsending) @escaping (Int) async throws -> Return) async throws -> Return {
                            let nonEscapingHandler = Mocking.NonEscaping<nonisolated(nonsending) (Int) async throws -> Return>(handler)
                            defer { nonEscapingHandler.end() }
                            return try await mockCore.__callAsync("watch(key:_:)<Return == \\(Return.self)>\\0(String, Mocking.NonEscaping<nonisolated(nonsending) (Int) async throws -> Return>) -> Return", (key: key, handler: nonEscapingHandler)) { (real: any Provider) in try await Mocking.NoncopyableResult.__moving(real.watch(key: key, handler)) }.take()
                        }
                        return try await withoutActuallyEscaping(handler, do: _mock_handler)
                    }
                    @_implements(Provider, withLock(_:)) func _mock_withLock<R>(_ body: (inout Int) throws -> R) rethrows -> R where R: ~Copyable {
                        try withoutActuallyEscaping(body) { escapableBody in
                            let nonEscapingBody = Mocking.NonEscaping<(inout Int) throws -> R>(escapableBody)
                            defer { nonEscapingBody.end() }
                            return try mockCore.__call("withLock(_:)<R == \\(R.self)>\\0(Mocking.NonEscaping<(inout Int) throws -> R>) -> R", nonEscapingBody, rethrowing: true) { (real: any Provider) throws -> Mocking.NoncopyableResult<R> in try Mocking.NoncopyableResult.__moving(real.withLock(body)) }.take()
                        }
                    }
                }

                nonisolated extension ProviderMockBuilders {
                    @discardableResult
                    func watch<Return: ~Copyable>(key: Mocking.Arg<String>, _ handler: Mocking.Arg<Mocking.NonEscaping<nonisolated(nonsending) (Int) async throws -> Return>>, returning returnedReturn: Return.Type = Return.self, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (key: String, handler: Mocking.NonEscaping<nonisolated(nonsending) (Int) async throws -> Return>), Mocking.NoncopyableResult<Return>, Mocking.MockEffects.AsyncThrowing> {
                        proxy.__message("watch(key:_:)<Return == \\(Return.self)>\\0(String, Mocking.NonEscaping<nonisolated(nonsending) (Int) async throws -> Return>) -> Return", key, handler, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func withLock<R>(_ body: Mocking.Arg<Mocking.NonEscaping<(inout Int) throws -> R>>, returning returnedR: R.Type = R.self, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Mocking.NonEscaping<(inout Int) throws -> R>, Mocking.NoncopyableResult<R>, Mocking.MockEffects.Rethrowing> where R: ~Copyable {
                        proxy.__message("withLock(_:)<R == \\(R.self)>\\0(Mocking.NonEscaping<(inout Int) throws -> R>) -> R", body, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testOperatorsNoncopyableAndNonEscapableValuesAreRefusedSayingWhy() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Vector: Actor {
                static func * (lhs: Self, rhs: Self) -> Self
                func store<R: ~Copyable>(_ value: consuming R) -> R
                func read(_ bytes: RawSpan) -> Int
                func elements() -> Span<Int>
                func trace(_ span: Span) -> Int
                func enqueue(_ job: consuming ExecutorJob)
                init(data: RawSpan) throws
            }
            """,
            expandedSource: """
                protocol Vector: Actor {
                    static func * (lhs: Self, rhs: Self) -> Self
                    func store<R: ~Copyable>(_ value: consuming R) -> R
                    func read(_ bytes: RawSpan) -> Int
                    func elements() -> Span<Int>
                    func trace(_ span: Span) -> Int
                    func enqueue(_ job: consuming ExecutorJob)
                    init(data: RawSpan) throws
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' does not support operator requirements ('*') in an actor protocol yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 3, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement whose values may be noncopyable ('~Copyable'): a mock records its arguments and returns copies of stubbed values; write this mock by hand (see 'Writing a mock by hand').",
                    line: 4, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement that passes a non-escapable 'RawSpan': a mock records its arguments, which such a value must not outlive; write this mock by hand (see 'Writing a mock by hand').",
                    line: 5, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement that passes a non-escapable 'Span': a mock records its arguments, which such a value must not outlive; write this mock by hand (see 'Writing a mock by hand').",
                    line: 6, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement that passes a noncopyable 'ExecutorJob': a mock records its arguments and returns copies of stubbed values; write this mock by hand (see 'Writing a mock by hand').",
                    line: 8, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement that passes a non-escapable 'RawSpan': a mock records its arguments, which such a value must not outlive; write this mock by hand (see 'Writing a mock by hand').",
                    line: 9, column: 5
                ),
            ],
            macros: macros
        )
    }

    /// An associated type constrained differently under `#if` (swift-crypto's `HashFunction`): the
    /// witnesses protocol declares its bound under the same conditions, and the mock's generic
    /// parameter takes it; one declared in some clauses only is refused.
    func testAssociatedTypesDeclaredUnderIf() {
        assertMockExpansion(
            """
            @Mockable
            protocol HashFunction {
                #if CRYPTOKIT
                associatedtype Digest: CryptoKit.Digest
                #else
                associatedtype Digest: Crypto.Digest
                #endif
                func finalize() -> Digest
            }
            """,
            expandedSource: """
                protocol HashFunction {
                    #if CRYPTOKIT
                    associatedtype Digest: CryptoKit.Digest
                    #else
                    associatedtype Digest: Crypto.Digest
                    #endif
                    func finalize() -> Digest
                }

                #if DEBUG
                nonisolated final class HashFunctionMock<Digest: HashFunctionMockWitnesses._MockDigestConstraint>: Mocking.MockObject<any HashFunction>, Mocking.Mock, HashFunction, HashFunctionMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, HashFunctionMockBuilders {
                        let proxy: Mocking.MockProxy<HashFunctionMock, Verb>
                    }
                }
                protocol HashFunctionMockWitnesses: HashFunction {
                    #if CRYPTOKIT
                    typealias _MockDigestConstraint = CryptoKit.Digest
                    #else
                    typealias _MockDigestConstraint = Crypto.Digest
                    #endif
                }
                nonisolated protocol HashFunctionMockBuilders: Mocking.MockBuilders where Target: HashFunction {}
                #endif

                extension HashFunctionMockWitnesses where Self: Mocking.Mock, Self: HashFunction {
                    @_implements(HashFunction, finalize()) func _mock_finalize() -> Digest {
                        mockCore.__call("finalize()\\0() -> Target.Digest", ()) { (_: Any) -> Digest in mockCore.__unforwardable("finalize()\\0() -> Target.Digest", because: "it uses Self or an associated type") }
                    }
                }

                nonisolated extension HashFunctionMockBuilders {
                    typealias Digest = Target.Digest
                    @discardableResult
                    func finalize(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Target.Digest, Mocking.MockEffects.Sync> {
                        proxy.__message("finalize()\\0() -> Target.Digest", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
        assertMacroExpansion(
            """
            @Mockable
            protocol Partial {
                #if os(Linux)
                associatedtype Handle
                #endif
            }
            """,
            expandedSource: """
                protocol Partial {
                    #if os(Linux)
                    associatedtype Handle
                    #endif
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' does not support associated types declared under '#if' but not in every clause, '#else' among them yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 3, column: 5)
            ],
            macros: macros
        )
    }

    /// `where EphemeralPrivateKey.PublicKey == Self` (swift-crypto's HPKE keys) would make the mock
    /// require itself in its generic clause, which Swift refuses: refused on the requirement.
    func testAWhereClauseNamingSelfIsRefused() {
        assertMacroExpansion(
            """
            @Mockable
            protocol PublicKey where Self: Sendable, Pair.PublicKey == Self {
                associatedtype Pair: KeyPairing
                var bytes: [UInt8] { get }
            }
            """,
            expandedSource: """
                protocol PublicKey where Self: Sendable, Pair.PublicKey == Self {
                    associatedtype Pair: KeyPairing
                    var bytes: [UInt8] { get }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a protocol whose 'where' clause names Self ('Pair.PublicKey == Self'): its mock would require itself in its generic clause, which Swift refuses; write this mock by hand (see 'Writing a mock by hand').",
                    line: 2, column: 42)
            ],
            macros: macros
        )
    }

    /// An actor's mock declares its witnesses in its own generic body, where a method's generic
    /// parameter cannot be named like the mock's.
    func testAnActorProtocolsGenericParameterNamedLikeItsAssociatedTypeIsRefused() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Cache: Actor {
                associatedtype Item
                func wrap<Item>(_ value: Item) -> [Item]
            }
            """,
            expandedSource: """
                protocol Cache: Actor {
                    associatedtype Item
                    func wrap<Item>(_ value: Item) -> [Item]
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' does not support a generic parameter named like an associated type ('Item') in an actor protocol yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 4, column: 5
                )
            ],
            macros: macros
        )
    }

    /// Constructs found in real packages: a `typealias` member the builders spell on `Target`, a
    /// method `where` clause naming an associated type (kept on the builder, and no forwarding),
    /// a method's generic parameter hiding the associated type it is named like, and an overload
    /// that differs from a `Void` one only by its result, whose builder takes `returning:`.
    func testTypeAliasesWhereClausesShadowingAndVoidOverloads() {
        assertMockExpansion(
            """
            @Mockable
            protocol Shelf {
                associatedtype Item
                typealias Key = String
                func item(for key: Key) -> Item?
                func insert<S: Sequence>(_ items: S) where S.Element == Item
                func wrap<Item>(_ value: Item) -> [Item]
                func update()
                func update() -> Int
            }
            """,
            expandedSource: """
                protocol Shelf {
                    associatedtype Item
                    typealias Key = String
                    func item(for key: Key) -> Item?
                    func insert<S: Sequence>(_ items: S) where S.Element == Item
                    func wrap<Item>(_ value: Item) -> [Item]
                    func update()
                    func update() -> Int
                }

                #if DEBUG
                nonisolated final class ShelfMock<Item>: Mocking.MockObject<any Shelf>, Mocking.Mock, Shelf, ShelfMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ShelfMockBuilders {
                        let proxy: Mocking.MockProxy<ShelfMock, Verb>
                    }
                }
                protocol ShelfMockWitnesses: Shelf {
                    associatedtype Item = Never
                }
                nonisolated protocol ShelfMockBuilders: Mocking.MockBuilders where Target: Shelf {}
                #endif

                extension ShelfMockWitnesses where Self: Mocking.Mock, Self: Shelf {
                    @_implements(Shelf, item(for:)) func _mock_item(for key: Key) -> Item? {
                        mockCore.__call("item(for:)\\0(Target.Key) -> Target.Item?", key as Key) { (_: Any) -> Item? in mockCore.__unforwardable("item(for:)\\0(Target.Key) -> Target.Item?", because: "it uses Self or an associated type") }
                    }
                    @_implements(Shelf, insert(_:)) func _mock_insert<S: Sequence>(_ items: S) where S.Element == Item {
                        mockCore.__call("insert(_:)<S == \\(S.self)>\\0(S) -> Void", items) { (_: Any) -> Void in mockCore.__unforwardable("insert(_:)<S == \\(S.self)>\\0(S) -> Void", because: "it uses Self or an associated type") }
                    }
                    @_implements(Shelf, wrap(_:)) func _mock_wrap<Item>(_ value: Item) -> [Item] {
                        mockCore.__call("wrap(_:)<Item == \\(Item.self)>\\0(Item) -> [Item]", value) { (real: any Shelf) in real.wrap(value) }
                    }
                    @_implements(Shelf, update()) func _mock_update() {
                        mockCore.__call("update() () -> Void", ()) { (real: any Shelf) -> Void in real.update() }
                    }
                    @_implements(Shelf, update()) func _mock_update() -> Int {
                        mockCore.__call("update() () -> Int", ()) { (real: any Shelf) -> Int in real.update() }
                    }
                }

                nonisolated extension ShelfMockBuilders {
                    typealias Item = Target.Item
                    @discardableResult
                    func item(for key: Mocking.Arg<Target.Key>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target.Key, Target.Item?, Mocking.MockEffects.Sync> {
                        proxy.__message("item(for:)\\0(Target.Key) -> Target.Item?", key, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func insert<S: Sequence>(_ items: Mocking.Arg<S>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, S, Void, Mocking.MockEffects.Sync> where S.Element == Target.Item {
                        proxy.__message("insert(_:)<S == \\(S.self)>\\0(S) -> Void", items, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func wrap<Item>(_ value: Mocking.Arg<Item>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Item, [Item], Mocking.MockEffects.Sync> {
                        proxy.__message("wrap(_:)<Item == \\(Item.self)>\\0(Item) -> [Item]", value, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func update(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("update() () -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func update(returning _: Int.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Int, Mocking.MockEffects.Sync> {
                        proxy.__message("update() () -> Int", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// hummingbird's `ApplicationProtocol`: a `where` clause naming the protocol's own type alias
    /// (`typealias Context = Responder.Context`) constrains what the alias stands for; the alias is
    /// no generic parameter of the mock.
    func testAWhereClauseOnATypeAliasConstrainsWhatItStandsFor() {
        assertMockExpansion(
            """
            @Mockable
            protocol Serving where Context: RequestSource<String> {
                associatedtype Responder: Responding
                typealias Context = Responder.Context
                func serve(_ context: Context) -> Int
            }
            """,
            expandedSource: """
                protocol Serving where Context: RequestSource<String> {
                    associatedtype Responder: Responding
                    typealias Context = Responder.Context
                    func serve(_ context: Context) -> Int
                }

                #if DEBUG
                nonisolated final class ServingMock<Responder: Responding>: Mocking.MockObject<any Serving>, Mocking.Mock, Serving, ServingMockWitnesses, @unchecked Sendable where Responder.Context: RequestSource<String> {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ServingMockBuilders {
                        let proxy: Mocking.MockProxy<ServingMock, Verb>
                    }
                }
                protocol ServingMockWitnesses: Serving {}
                nonisolated protocol ServingMockBuilders: Mocking.MockBuilders where Target: Serving {}
                #endif

                extension ServingMockWitnesses where Self: Mocking.Mock, Self: Serving {
                    @_implements(Serving, serve(_:)) func _mock_serve(_ context: Context) -> Int {
                        mockCore.__call("serve(_:)\\0(Target.Context) -> Int", context as Context) { (_: Any) -> Int in mockCore.__unforwardable("serve(_:)\\0(Target.Context) -> Int", because: "it uses Self or an associated type") }
                    }
                }

                nonisolated extension ServingMockBuilders {
                    typealias Responder = Target.Responder
                    @discardableResult
                    func serve(_ context: Mocking.Arg<Target.Context>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target.Context, Int, Mocking.MockEffects.Sync> {
                        proxy.__message("serve(_:)\\0(Target.Context) -> Int", context, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
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
                nonisolated final class CheckerMock: Mocking.MockObject<any Checker>, Mocking.Mock, Checker, CheckerMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, CheckerMockBuilders {
                        let proxy: Mocking.MockProxy<CheckerMock, Verb>
                    }
                }
                @Mocking.__MockableWitnesses("21a3c555ff7d8e0c")
                protocol CheckerMockWitnesses: Checker {}
                @Mocking.__MockableBuilders("21a3c555ff7d8e0c")
                nonisolated protocol CheckerMockBuilders: Mocking.MockBuilders where Target: Checker {}
                #endif
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

    /// The `@__MockableBuilders` attribute `@Mockable`'s expansion of `protocolText` (a protocol with
    /// its `@Mockable` attribute) writes, with the key of the model it keeps; expanded first, as the
    /// compiler does.
    private func buildersAttribute(of protocolText: String) -> String {
        let peers = Parser.parse(source: protocolText).expand(
            macros: ["Mockable": MockableMacro.self],
            contextGenerator: { BasicMacroExpansionContext(lexicalContext: $0.allMacroLexicalContexts()) },
            indentationWidth: .spaces(4))
        let attribute = peers.description.split(separator: "\n").first { $0.contains(".__MockableBuilders(") }
        return attribute.map {
            $0.replacingOccurrences(of: "@Mocking.__MockableBuilders(", with: "@__MockableBuilders(")
        } ?? "the expansion wrote no @__MockableBuilders"
    }

    /// `@Mockable`'s expansion, then `@__MockableBuilders`'s on the builders protocol it wrote, as
    /// the compiler expands them: the class, the builders protocol and its extensions.
    private func assertMockExpansion(
        _ originalSource: String, expandedSource: String, macros: [String: any Macro.Type],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let peers = Parser.parse(source: originalSource).expand(
            macros: macros.filter { $0.key == "Mockable" },
            contextGenerator: { BasicMacroExpansionContext(lexicalContext: $0.allMacroLexicalContexts()) },
            indentationWidth: .spaces(4))
        assertMacroExpansion(
            peers.description.replacingOccurrences(of: "@Mocking.__MockableBuilders(", with: "@__MockableBuilders(")
                .replacingOccurrences(of: "@Mocking.__MockableWitnesses(", with: "@__MockableWitnesses("),
            expandedSource: expandedSource, macros: macros, file: file, line: line)
    }
}
