import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Mockable`: exactly what users get. Parents the macro cannot see, and witnesses named apart from those of other parents.
final class MockableUnseenParentExpansionTests: MockableExpansionTestCase {
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
                        try mockCore.__call("encode(to:)\\0(any Encoder) -> Void", encoder as any Encoder) { (_: Any) throws -> Void in mockCore.__unforwardable("encode(to:)\\0(any Encoder) -> Void", because: .restatesStandardRequirement) }
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
                        mockCore.__call("clear()\\0() -> Void", ()) { (_: Any) -> Void in mockCore.__unforwardable("clear()\\0() -> Void", because: .realObjectIsAnActor) }
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
                        mockCore.__call("clear()\\0() -> Void", ()) { (_: Any) -> Void in mockCore.__unforwardable("clear()\\0() -> Void", because: .realObjectIsAnActor) }
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
        assertGolden(
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
}
