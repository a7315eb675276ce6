import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Mockable`: exactly what users get. Associated types, `Self`, type aliases and `where` clauses.
final class MockableAssociatedTypeExpansionTests: MockableExpansionTestCase {
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
                        mockCore.__call("next()\\0() -> Target.Batch", ()) { (_: Any) -> Batch in mockCore.__unforwardable("next()\\0() -> Target.Batch", because: .namesSelf) }
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
                        mockCore.__call("put(_:)\\0(Target.Item) -> Void", item) { (_: Any) -> Void in mockCore.__unforwardable("put(_:)\\0(Target.Item) -> Void", because: .namesSelf) }
                    }
                    @_implements(Store, all()) func _mock_all() -> [Item] {
                        mockCore.__call("all()\\0() -> [Target.Item]", ()) { (_: Any) -> [Item] in mockCore.__unforwardable("all()\\0() -> [Target.Item]", because: .namesSelf) }
                    }
                    @_implements(Store, merged(with:)) func _mock_merged(with other: Self) -> Self {
                        mockCore.__call("merged(with:)\\0(Target) -> Target", other) { (_: Any) -> Self in mockCore.__unforwardable("merged(with:)\\0(Target) -> Target", because: .namesSelf) }
                    }
                    @_implements(Store, latest) var _mock_latest: Item? {
                        get { mockCore.__get("latest") { (_: Any) -> Item? in mockCore.__unforwardable("latest", because: .namesSelf) } }
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
                        mockCore.__call("sum()\\0() -> Target.Item", ()) { (_: Any) -> Item in mockCore.__unforwardable("sum()\\0() -> Target.Item", because: .namesSelf) }
                    }
                }

                extension NumberBoxMockWitnesses where Self: Mocking.Mock, Self: NumberBox, Self: Swift.Encodable {
                    nonisolated func encode(to encoder: any Swift.Encoder) throws {
                        try mockCore.__call("encode(to:)\\0(any Swift.Encoder) -> Void", encoder as any Swift.Encoder) { (real: any NumberBox) throws -> Void in guard let real = real as Any as? any Swift.Encodable else { return mockCore.__unforwardable("encode(to:)\\0(any Swift.Encoder) -> Void", because: .realObjectIsNot("Encodable")) }; return try real.encode(to: encoder) }
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
                        mockCore.__call("makeAsyncIterator()\\0() -> Target.AsyncIterator", ()) { (_: Any) -> AsyncIterator in mockCore.__unforwardable("makeAsyncIterator()\\0() -> Target.AsyncIterator", because: .namesSelf) }
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
                        mockCore.__call("finalize()\\0() -> Target.Digest", ()) { (_: Any) -> Digest in mockCore.__unforwardable("finalize()\\0() -> Target.Digest", because: .namesSelf) }
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
        assertGolden(
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
        assertGolden(
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
        assertGolden(
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
                        mockCore.__call("item(for:)\\0(Target.Key) -> Target.Item?", key as Key) { (_: Any) -> Item? in mockCore.__unforwardable("item(for:)\\0(Target.Key) -> Target.Item?", because: .namesSelf) }
                    }
                    @_implements(Shelf, insert(_:)) func _mock_insert<S: Sequence>(_ items: S) where S.Element == Item {
                        mockCore.__call("insert(_:)<S == \\(S.self)>\\0(S) -> Void", items) { (_: Any) -> Void in mockCore.__unforwardable("insert(_:)<S == \\(S.self)>\\0(S) -> Void", because: .namesSelf) }
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
                        mockCore.__call("serve(_:)\\0(Target.Context) -> Int", context as Context) { (_: Any) -> Int in mockCore.__unforwardable("serve(_:)\\0(Target.Context) -> Int", because: .namesSelf) }
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
}
