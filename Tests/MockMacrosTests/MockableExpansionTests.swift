import MockMacrosSupport
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions: exactly what users get. XCTest, because swift-syntax's helper reports
/// through XCTest only.
final class MockableExpansionTests: XCTestCase {
    private let macros: [String: any Macro.Type] = ["Mockable": MockableMacro.self]

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
            final class WeatherForecasterMock: Mocking.Mock, WeatherForecaster {
                typealias StubBuilders = Builders<Mocking.Stubbing>
                typealias ExpectBuilders = Builders<Mocking.Expecting>
                typealias ReceivedBuilders = Builders<Mocking.Verifying>
                typealias CaptureBuilders = Builders<Mocking.Capturing>
                let mockCore: Mocking.MockCore<any WeatherForecaster>
                init(mockCore: Mocking.MockCore<any WeatherForecaster>) {
                    self.mockCore = mockCore
                }
                func result(temperature: Int, humidity: Int) -> Int {
                    mockCore.call("result(temperature:humidity:)", (temperature: temperature, humidity: humidity)) {
                        $0.result(temperature: temperature, humidity: humidity)
                    }
                }
                func forecast(city: String) async throws -> String {
                    try await mockCore.callAsyncThrowing("forecast(city:)", city) {
                        try await $0.forecast(city: city)
                    }
                }
                var location: String {
                    get {
                        mockCore.get("location") {
                            $0.location
                        }
                    }
                    set {
                        mockCore.set("location", newValue) {
                            $0.location = newValue
                        }
                    }
                }
                struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders {
                    let proxy: Mocking.MockProxy<WeatherForecasterMock, Verb>
                    init(mock: WeatherForecasterMock) {
                        proxy = Mocking.MockProxy(mock: mock)
                    }
                    @discardableResult
                    func result(temperature: Mocking.Arg<Int>, humidity: Mocking.Arg<Int>, at callSite: Mocking.CallSite = #callSite) -> Mocking.MockCall<Verb, (temperature: Int, humidity: Int), Int, Mocking.Sync> {
                        proxy.message("result(temperature:humidity:)", temperature, humidity, at: callSite)
                    }
                    @discardableResult
                    func forecast(city: Mocking.Arg<String>, at callSite: Mocking.CallSite = #callSite) -> Mocking.MockCall<Verb, String, String, Mocking.AsyncThrowing> {
                        proxy.message("forecast(city:)", city, at: callSite)
                    }
                    var location: Mocking.PropertyProxy<Verb, String, Mocking.Sync> {
                        proxy.property("location")
                    }
                }
            }
            #endif
            """,
            macros: macros
        )
    }

    func testRobotExpansionWithEscapingClosureAndCustomCondition() {
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
            public final class RobotMock: Mocking.Mock, Robot {
                public typealias StubBuilders = Builders<Mocking.Stubbing>
                public typealias ExpectBuilders = Builders<Mocking.Expecting>
                public typealias ReceivedBuilders = Builders<Mocking.Verifying>
                public typealias CaptureBuilders = Builders<Mocking.Capturing>
                public let mockCore: Mocking.MockCore<any Robot>
                public init(mockCore: Mocking.MockCore<any Robot>) {
                    self.mockCore = mockCore
                }
                public func speak(_ text: String, afterDelay delay: Double, whenDone: @escaping @Sendable () -> Void) {
                    mockCore.call("speak(_:afterDelay:whenDone:)", (text, afterDelay: delay, whenDone: whenDone)) {
                        $0.speak(text, afterDelay: delay, whenDone: whenDone)
                    }
                }
                public struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders {
                    let proxy: Mocking.MockProxy<RobotMock, Verb>
                    public init(mock: RobotMock) {
                        proxy = Mocking.MockProxy(mock: mock)
                    }
                    @discardableResult
                    public func speak(_ text: Mocking.Arg<String>, afterDelay delay: Mocking.Arg<Double>, whenDone: Mocking.Arg<@Sendable () -> Void>, at callSite: Mocking.CallSite = #callSite) -> Mocking.MockCall<Verb, (String, afterDelay: Double, whenDone: @Sendable () -> Void), Void, Mocking.Sync> {
                        proxy.message("speak(_:afterDelay:whenDone:)", text, delay, whenDone, at: callSite)
                    }
                }
            }
            #endif
            """,
            macros: macros
        )
    }

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
            final class ScreenMock: Mocking.Mock, Screen {
                typealias StubBuilders = Builders<Mocking.Stubbing>
                typealias ExpectBuilders = Builders<Mocking.Expecting>
                typealias ReceivedBuilders = Builders<Mocking.Verifying>
                typealias CaptureBuilders = Builders<Mocking.Capturing>
                nonisolated let mockCore: Mocking.MockCore<any Screen>
                nonisolated init(mockCore: Mocking.MockCore<any Screen>) {
                    self.mockCore = mockCore
                }
                func show() {
                    mockCore.call("show()", ()) {
                        $0.show()
                    }
                }
                struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders {
                    let proxy: Mocking.MockProxy<ScreenMock, Verb>
                    init(mock: ScreenMock) {
                        proxy = Mocking.MockProxy(mock: mock)
                    }
                    @discardableResult
                    func show(at callSite: Mocking.CallSite = #callSite) -> Mocking.MockCall<Verb, Void, Void, Mocking.Sync> {
                        proxy.message("show()", at: callSite)
                    }
                }
            }
            #endif
            """,
            macros: macros
        )
    }

    func testOnAStructIsADiagnosticOnTheAttribute() {
        assertMacroExpansion(
            """
            @Mockable
            struct Engine {}
            """,
            expandedSource: """
            struct Engine {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Mockable' can only be applied to a protocol; struct 'Engine' is not one. Mock a protocol the type conforms to, or use '@Stubbable' for real objects.",
                    line: 1, column: 1
                ),
            ],
            macros: macros
        )
    }

    func testUnsupportedRequirementIsADiagnosticOnThatRequirement() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Store {
                func load()
                subscript(key: String) -> Int { get }
            }
            """,
            expandedSource: """
            protocol Store {
                func load()
                subscript(key: String) -> Int { get }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Mockable' does not support subscripts yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 4, column: 5
                ),
            ],
            macros: macros
        )
    }

    func testSelfAndNonEscapingClosuresAreDiagnosedOnTheirRequirements() {
        assertMacroExpansion(
            """
            @Mockable
            protocol Shape {
                func copy() -> Self
                func each(_ body: (Int) -> Void)
            }
            """,
            expandedSource: """
            protocol Shape {
                func copy() -> Self
                func each(_ body: (Int) -> Void)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Mockable' does not support 'Self' in requirements yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 3, column: 5
                ),
                DiagnosticSpec(
                    message: "'@Mockable' does not support non-escaping closure parameters yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 4, column: 5
                ),
            ],
            macros: macros
        )
    }
}
