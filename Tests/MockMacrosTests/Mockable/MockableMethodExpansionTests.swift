import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Mockable`: exactly what users get. Methods: effects, closures, `inout` and variadic parameters, generic and static methods, operators, results that may be noncopyable.
final class MockableMethodExpansionTests: MockableExpansionTestCase {
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
                        mockCore.__call("log(_:)\\0([String]) -> Void", messages) { (_: Any) -> Void in mockCore.__unforwardable("log(_:)\\0([String]) -> Void", because: .variadicArguments) }
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
                        staticMockCore.__call("make(name:)\\0(String) -> Int", name) { (_: Any) -> Int in staticMockCore.__unforwardable("make(name:)\\0(String) -> Int", because: .staticMember) }
                    }
                    @_implements(Factory, shared) static var _mock_shared: String {
                        get { staticMockCore.__get("shared") { (_: Any) -> String in staticMockCore.__unforwardable("shared", because: .staticMember) } }
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
                        staticMockCore.__call("-(_:)\\0(Target) -> Target", operand) { (_: Any) -> InstantMock in staticMockCore.__unforwardable("-(_:)\\0(Target) -> Target", because: .staticMember) }
                    }
                    nonisolated static func < (_ lhs: InstantMock, _ rhs: InstantMock) -> Bool {
                        staticMockCore.__call("<(_:_:)\\0(Target, Target) -> Bool", (lhs: lhs, rhs: rhs)) { (_: Any) -> Bool in staticMockCore.__unforwardable("<(_:_:)\\0(Target, Target) -> Bool", because: .staticMember) }
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
}
