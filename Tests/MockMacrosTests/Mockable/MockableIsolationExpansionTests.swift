import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Mockable`: exactly what users get. Isolation: global-actor, `nonisolated` and `Sendable` protocols.
final class MockableIsolationExpansionTests: MockableExpansionTestCase {
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
}
