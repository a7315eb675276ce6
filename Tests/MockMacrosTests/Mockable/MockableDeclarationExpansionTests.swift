import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Mockable`: exactly what users get. Where and how the mock is declared: builders' extensions, nesting, access, SPI, conditions.
final class MockableDeclarationExpansionTests: MockableExpansionTestCase {
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
        assertGolden(
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
        assertGolden(
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
        assertGolden(
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
        assertGolden(
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
                        staticMockCore.__call("pending(_:)\\0(Result<Target, any Swift.Error>) -> __MockScope_Pending", result) { (_: Any) -> __MockScope_Pending in staticMockCore.__unforwardable("pending(_:)\\0(Result<Target, any Swift.Error>) -> __MockScope_Pending", because: .staticMember) }
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
        assertGolden(
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
        assertGolden(
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

    func testOnAStructClassEnumActorOrExtensionIsADiagnosticWithAFixIt() {
        let kinds = [
            ("struct Engine {}", "struct 'Engine'"),
            ("final class Engine {}", "class 'Engine'"),
            ("enum Engine {}", "enum 'Engine'"),
            ("actor Engine {}", "actor 'Engine'"),
            ("extension Engine {}", "an extension of 'Engine'"),
        ]
        for (declaration, described) in kinds {
            assertGolden(
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
}
