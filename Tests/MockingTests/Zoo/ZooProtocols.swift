import Foundation
import Mocking

// The protocol zoo: every construct @Mockable handles, alone and combined. Each protocol here is
// mocked and compiled; ZooTests drives the mocks.

// MARK: Methods

@Mockable protocol ZooPing { func ping() }
@Mockable protocol ZooCounter { func count() -> Int }
@Mockable protocol ZooAdder { func add(_ a: Int, to b: Int) -> Int }
@Mockable protocol ZooLoader { func load() async -> String }
@Mockable protocol ZooParser { func parse(_ text: String) throws -> Int }
@Mockable protocol ZooFetcher { func fetch(id: Int) async throws -> String }

enum ZooDecodeError: Error, Equatable { case corrupt, empty }
enum ZooUploadError: Error, Equatable { case offline }

@Mockable protocol ZooDecoder { func decode(_ bytes: [UInt8]) throws(ZooDecodeError) -> String }
@Mockable protocol ZooUploader { func upload(_ size: Int) async throws(ZooUploadError) -> Bool }
@Mockable protocol ZooTransformer { func transform(_ values: [Int], _ body: (Int) throws -> Int) rethrows -> [Int] }
@Mockable protocol ZooStepper { func step(by x: Int, by y: Int, _ by: Bool) -> Int }
@Mockable protocol ZooManyParameters { func configure(a: Int, b: String, c: Double, d: Bool, e: [Int]) }
@Mockable protocol ZooOptionalReturn { func find(_ id: Int) -> String? }
@Mockable protocol ZooTupleReturn { func bounds() -> (min: Int, max: Int) }
@Mockable protocol ZooNestedGenerics { func store(_ values: [String: [Int]]) -> Set<String> }
@Mockable protocol ZooKeywordName { func `default`() -> Int }

// MARK: Overloads

@Mockable protocol ZooMover {
    func move(to x: Int)
    func move(by dx: Int)
}

@Mockable protocol ZooConverter {
    func convert(_ value: Int) -> String
    func convert(_ value: String) -> String
    func convert(_ value: Int) -> Int
}

// MARK: Parameter passing

@Mockable protocol ZooIncrementer { func increment(_ value: inout Int) }
@Mockable protocol ZooLogger { func log(_ messages: String...) }
@Mockable protocol ZooObserver { func onChange(_ handler: @escaping @Sendable (Int) -> Void) }
@Mockable protocol ZooIterator { func forEach(_ body: (Int) -> Void) }
/// Non-escaping closures `callAsFunction` does not call: an `inout` parameter (an enumeration's
/// `stop`), five parameters.
@Mockable protocol ZooEnumerator {
    func enumerate(_ body: (String, inout Bool) -> Void)
    func fold(_ combine: (Int, Int, Int, Int, Int) throws -> Int) rethrows -> Int
    func scan(_ body: (String, inout Bool) -> Void) throws(ZooDecodeError) -> Int
    /// An implicitly unwrapped result, which the closure around the call spells as an optional.
    func find(_ body: (String) -> Bool) throws(ZooDecodeError) -> String!
}
@Mockable protocol ZooOptionalClosure { func run(completion: ((Int) -> Void)?) }
@Mockable protocol ZooSendableWork { func schedule(_ work: @Sendable () -> Void) }
@Mockable protocol ZooAsyncWork { func perform(_ work: () async -> Int) async -> Int }
@Mockable protocol ZooThrowingWork { func process(_ body: (Int) throws -> Int) async throws -> Int }
@Mockable protocol ZooTwoClosures { func both(_ later: @escaping () -> Void, _ now: () -> Void) }
@Mockable protocol ZooAccumulator { func accumulate(_ total: inout Int, _ values: Int...) }
@Mockable protocol ZooBuffer {
    func fill(_ buffer: inout [UInt8]) async -> Int
    func refill(_ buffer: inout [UInt8], upTo limit: Int) async throws -> Int
    func decode(_ buffer: inout [UInt8]) throws(ZooDecodeError) -> String
    func upload(_ buffer: inout [UInt8]) async throws(ZooUploadError) -> Bool
    func transform(_ buffer: inout [UInt8], _ body: (UInt8) throws -> UInt8) rethrows
}

// MARK: Properties

@Mockable protocol ZooNamed { var name: String { get } }
@Mockable protocol ZooVolume { var volume: Int { get set } }
@Mockable protocol ZooStatus { var status: String { get async } }
@Mockable protocol ZooToken { var token: String { get throws } }
@Mockable protocol ZooProfile { var profile: String { get async throws } }
@Mockable protocol ZooChecksum { var checksum: Int { get throws(ZooDecodeError) } }
@Mockable protocol ZooDelegating { var delegate: (any ZooPing)? { get set } }

// MARK: Subscripts

@Mockable protocol ZooList { subscript(index: Int) -> String { get } }
@Mockable protocol ZooDictionary {
    subscript(key key: String) -> Int { get set }
    /// `Dictionary`'s `subscript(_:default:)`, whose default is an `@autoclosure` (swift-collections'
    /// `DictionaryAPIChecker`).
    subscript(key key: String, default defaultValue: @autoclosure () -> Int) -> Int { get set }
}
@Mockable protocol ZooGrid { subscript(row: Int, column: Int) -> Double { get set } }
@Mockable protocol ZooLookup {
    subscript(index: Int) -> String { get }
    subscript(name: String) -> String { get }
}
@Mockable protocol ZooRemote { subscript(id: Int) -> String { get async throws } }
/// A static subscript: stubbed and verified on the mock type.
@Mockable protocol ZooDefaults { static subscript(key: String) -> Int { get set } }
/// Generic subscripts (fluent-kit's `ModelAlias`): recorded under their specialization.
@Mockable protocol ZooRecordAlias {
    associatedtype Record
    subscript<Value>(dynamicMember keyPath: KeyPath<Record, Value>) -> Value { get }
    subscript<T: Decodable>(field name: String, as type: T.Type) -> T? { get }
}
struct ZooRecordRow {
    var name: String
    var age: Int
}

// MARK: Initializers

/// A generic initializer (jwt-kit's keys): recorded under its specialization.
@Mockable protocol ZooSigningKey {
    init<Bytes>(derRepresentation: Bytes) throws where Bytes: RandomAccessCollection, Bytes.Element == UInt8
    var keyID: String { get }
}
/// An `inout` initializer parameter (postgres-nio's `PostgresDecodable`), recorded as it came in,
/// beside a static factory returning `Self` through an `inout` optional.
@Mockable protocol ZooRowDecodable {
    init<Context>(from buffer: inout [UInt8], type: Int, context: Context) throws
    static func decodeRaw(from buffer: inout [UInt8]?, type: Int) throws -> Self
}
@Mockable protocol ZooConfigurable {
    init(name: String)
    var name: String { get }
}
@Mockable protocol ZooFailable { init?(code: Int) }
@Mockable protocol ZooInitOverloads {
    init()
    init(value: Int)
}

// MARK: Associated types and Self

@Mockable protocol ZooStore {
    associatedtype Item
    func put(_ item: Item)
    func all() -> [Item]
}

/// A partial mock of a protocol with associated types passes on the requirements that name none.
@Mockable protocol ZooCatalog {
    associatedtype Entry
    var title: String { get set }
    func count() -> Int
    func entry(at index: Int) -> Entry
}

@Mockable protocol ZooKeyValue {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    var keys: Set<Key> { get }
}

@Mockable protocol ZooCopyable { func copy() -> Self }
@Mockable protocol ZooRequestBuilder {
    func header(_ name: String, _ value: String) -> any ZooRequestBuilder
    func build() -> String
}
@Mockable protocol ZooComparer { func isSame(as other: Self) -> Bool }

// MARK: Isolation and constraints

@globalActor actor ZooActor {
    static let shared = ZooActor()
}

@Mockable @MainActor protocol ZooScreen {
    func show(title: String)
    var isVisible: Bool { get set }
}
@Mockable @MainActor protocol ZooLoaderScreen {
    func load(_ id: Int) async throws -> String
    func refresh() async
    var title: String { get async }
}
@Mockable @ZooActor protocol ZooWorker { func work(units: Int) -> Int }
@Mockable protocol ZooSendable: Sendable { func send(_ message: String) async }
@Mockable protocol ZooObject: AnyObject { var counter: Int { get set } }
@Mockable public protocol ZooPublic { func version() -> String }
/// WasmKit's `@_spi(WASIPlatform) public protocol WASIFile`, whose requirements name another type
/// of the same SPI: its mock is the SPI's, and generate-mocks imports the module `@_spi(ZooPlatform)`.
@_spi(ZooPlatform) public struct ZooSPIHandle: Equatable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}
@Mockable @_spi(ZooPlatform) public protocol ZooSPIFile { func open(_ path: String) throws -> ZooSPIHandle }
@Mockable package protocol ZooPackage { func build() -> Int }
@Mockable(compiledWhen: "DEBUG") protocol ZooConditional { func check() -> Bool }

// MARK: Refinement

@Mockable protocol ZooParentA { func alpha() -> Int }
@Mockable protocol ZooParentC { var gamma: String { get set } }
@Mockable protocol ZooChild: ZooParentA { func beta() -> Int }
@Mockable protocol ZooMultiChild: ZooParentA, ZooParentC { func delta(_ value: Int) -> Int }
/// Parents written as a composition, one of them named in `unmocked:` (Corpus/sweep.sh found
/// `protocol Edge: CustomStringConvertible & Codable` in SwiftGraph).
@Mockable(unmocked: ZooMarker.self) protocol ZooComposedChild: ZooParentA & ZooParentC & ZooMarker & Sendable {
    func epsilon() -> String
}
@Mockable protocol ZooGrandchild: ZooChild { func omega() -> String }
@Mockable protocol ZooObjectChild: ZooObject { func reset() }
@Mockable @MainActor protocol ZooScreenChild: ZooScreen { func hide() }
@Mockable protocol ZooStoreChild: ZooStore {
    associatedtype Item
    func clear()
}
/// A refinement that constrains its parent's associated type without restating it (Plot's
/// `RSSBasedDocumentFormat`, found by Corpus/sweep.sh): the mock is generic over it all the same.
@Mockable protocol ZooNumberStore: ZooStore where Item: Numeric { func total() -> Item }
/// A refinement whose primary associated type is its parent's, undeclared (OpenCombine's
/// `Subject<Output, Failure>: Publisher`, swift-parsing's `ParserPrinter<Input, Output>: Parser`):
/// the macro's mock takes the parent's `Never` for it; generate-mocks, which reads the parent's
/// declaration, makes it generic.
@Mockable protocol ZooStoreSink<Item>: ZooStore { func drain(_ item: Item) -> Int }
/// A refinement that makes a parent's property settable (Yams' `YamlAnchorCoding`): one witness
/// serves both.
@Mockable protocol ZooAnchored { var anchor: String? { get } }
@Mockable protocol ZooAnchorCoding: ZooAnchored { var anchor: String? { get set } }
@Mockable protocol ZooSendableChild: ZooSendable, ZooParentA {}

// MARK: Constructs Corpus/sweep.sh and other real packages have

@Mockable protocol ZooAliased {
    typealias Key = String
    func value(for key: Key) -> Int
}
@Mockable protocol ZooCursor { var position: Int { mutating get } }
/// A requirement whose name starts with `_` (GRDB's `DatabaseReader._add(observation:…)`): a
/// dependency's graph has it only when read with internal symbols, as generate-mocks reads it.
@Mockable public protocol ZooUnderscored {
    func _reset()
    func visible() -> Int
}
@Mockable protocol ZooUpdater {
    func update()
    func update() -> Int
}
@Mockable protocol ZooAnyThrower {
    func run() throws(any Error) -> Int
    var value: Int { get throws(any Error) }
}
@Mockable protocol ZooTypedInit { init(name: String) throws(ZooDecodeError) }
@Mockable protocol ZooInserter {
    associatedtype Item
    func insert<S: Sequence>(_ items: S) where S.Element == Item
}
@Mockable protocol ZooShadowing {
    associatedtype Item
    func wrap<Item>(_ value: Item) -> [Item]
}
/// A `where` clause naming the protocol's own type alias (hummingbird's `ApplicationProtocol`:
/// `where Context: …` with `typealias Context = Responder.Context`): the mock is generic over the
/// associated type only, and its clause constrains what the alias stands for.
protocol ZooRequestSource<Source> { associatedtype Source }
struct ZooGreeting: ZooRequestSource { typealias Source = String }
@Mockable protocol ZooServing where Context: ZooRequestSource<String> {
    associatedtype Responder: ZooStore
    typealias Context = Responder.Item
    var responder: Responder { get }
    func serve(_ context: Context) -> Int
}
/// A method's generic parameter named like the protocol constraining it (OpenCombine's
/// `receive<Subscriber: OpenCombine.Subscriber>`), which the symbol graph spells
/// `where Subscriber : Subscriber`: generate-mocks qualifies the protocol with its module.
@Mockable protocol ZooSubscriber<Input> { associatedtype Input; func take(_ input: Input) }
typealias ZooSubscriberKind = ZooSubscriber
@Mockable protocol ZooPublishing {
    associatedtype Output
    func receive<ZooSubscriber: ZooSubscriberKind>(subscriber: ZooSubscriber) where ZooSubscriber.Input == Output
}
/// A module declaring a type named like a standard one (OpenAPIKitCore's `struct Error`, beside
/// `var swiftErrors: [Swift.Error]`): the graph spells the standard one unqualified, so
/// generate-mocks names it with its module.
struct Character {}
@Mockable protocol ZooShadowedStandard { func first(_ text: String) -> Swift.Character }
/// A protocol that suppresses `Copyable` (swift-subprocess's `InputProtocol: Sendable, ~Copyable`):
/// no parent, and the mock class conforms.
@Mockable protocol ZooNoncopyableInput: Sendable, ~Copyable { func write(_ bytes: [UInt8]) async throws -> Int }
/// A refinement restating a parent's method with fewer effects (console-kit's `AnyCommand`:
/// `run(using:) throws` over `AnyAsyncCommand`'s `async throws`).
@Mockable protocol ZooAsyncCommand {
    var help: String { get }
    func run(using context: inout Int) async throws
}
@Mockable protocol ZooCommand: ZooAsyncCommand {
    var help: String { get }
    func run(using context: inout Int) throws
}
/// A refinement restating a parent's method with another result (Yams' `ScalarRepresentable`:
/// `represented() -> Node.Scalar` over `NodeRepresentable`'s `represented() throws -> Node`).
@Mockable protocol ZooRepresentable { func represented() throws -> String }
@Mockable protocol ZooScalarRepresentable: ZooRepresentable { func represented() -> Int }

// MARK: Standard-library parents

@Mockable protocol ZooEquatable: Equatable { func value() -> Int }
@Mockable protocol ZooHashable: Hashable { var tag: String { get } }
@Mockable protocol ZooDescribed: CustomStringConvertible, CustomDebugStringConvertible { func render() -> String }
@Mockable protocol ZooIdentified: Identifiable { func title() -> String }
@Mockable protocol ZooHashableChild: ZooParentA, Hashable { func extra() -> Int }
/// A protocol whose own extension implements its parents' requirements (Files' `Location`, found
/// by Corpus/sweep.sh): the mock keeps its identity and its name.
@Mockable protocol ZooSelfNamed: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    var name: String { get }
}
extension ZooSelfNamed {
    var description: String { name }
    var debugDescription: String { "named " + name }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
/// Its refinement names `Hashable` again, so its mock has its own `==` (an operator in a macro's
/// extension is not found).
@Mockable protocol ZooSelfNamedChild: ZooSelfNamed, Hashable { func rename(to name: String) }
/// A refinement whose own extension implements its parent's requirement (XMLCoder's
/// `SharedBoxProtocol`): named in `unmocked:`, the parent's requirement is answered by the
/// extension, through the mocked `unbox()`.
@Mockable protocol ZooErased { func erased() -> String }
@Mockable(unmocked: ZooErased.self) protocol ZooBoxed: ZooErased { func unbox() -> Int }
extension ZooBoxed { func erased() -> String { "boxed \(unbox())" } }
/// The same refinement with its parent mocked (Plot's `Component`, whose extension renders it):
/// the parent's witness is the mock's, so the stub answers, not the extension.
@Mockable protocol ZooRendered: ZooErased { func unbox() -> Int }
extension ZooRendered { func erased() -> String { "rendered \(unbox())" } }
/// A refinement that never names its parent's associated type (Plot's `HTMLMediaContext:
/// HTMLSourceListContext`): its mock takes `Never` for it.
@Mockable protocol ZooSourceList {
    associatedtype Source: Hashable
    func sourceCount() -> Int
}
@Mockable protocol ZooMedia: ZooSourceList { func play() }
/// A refinement that fixes its parent's associated type to a type: no generic parameter for it.
@Mockable protocol ZooCaptions: ZooSourceList where Source == String { func language() -> String }
/// `CodingKey` (XMLCoder's `XMLChoiceCodingKey`): its four requirements are the mock's; its own
/// extension's `description` is not.
@Mockable protocol ZooKey: CodingKey { var isAttribute: Bool { get } }
/// `AsyncSequence` with its element fixed (a server's message stream): the mock is generic over
/// the iterator a test picks, which `makeAsyncIterator()` answers.
@Mockable protocol ZooFeed: AsyncSequence where Element == String { func close() }
/// `AsyncIteratorProtocol` with an associated type of its own (FlyingFox's
/// `AsyncBufferedIteratorProtocol`): generic over the parent's `Element`, then its own.
@Mockable protocol ZooChunks: AsyncIteratorProtocol {
    associatedtype Buffer: Collection where Buffer.Element == Element
    mutating func nextBuffer(suggested count: Int) async throws -> Buffer?
}
/// A sequence whose `where` clause constrains the parent's associated types (FlyingFox's
/// `AsyncBufferedSequence`): its iterator is a `ZooChunks`.
@Mockable protocol ZooChunkedFeed: AsyncSequence, Sendable where AsyncIterator: ZooChunks, Element: Sendable {}
/// A requirement both synchronous and `async` (vapor's `Server`): one builder, one stub for both.
@Mockable protocol ZooServer: Sendable {
    @available(*, noasync, message: "Use the async start(port:) instead.")
    func start(port: Int) throws
    func start(port: Int) async throws
    @available(*, noasync)
    func shutdown()
    func shutdown() async
}
/// Operator requirements (Nimble's `NimbleIntervalProtocol`): the mock class's own, stubbed on the
/// mock type through builders named in words (`plus`, `prefixMinus`).
@Mockable protocol ZooInterval {
    static func + (lhs: Self, rhs: Self) -> Self
    static prefix func - (operand: Self) -> Self
    var seconds: Double { get }
}
/// `Comparable` (Nimble's `NimbleInstantProtocol`): `<` is stubbed; `==` is the mock's identity.
@Mockable protocol ZooInstant: Comparable { var label: String { get } }
/// A member type named like the protocol's associated type (fluent-kit's `QueryableProperty`,
/// whose `queryValue(_:)` returns `DatabaseQuery.Value`): generate-mocks leaves it as written.
struct ZooQuery { enum Value: Equatable { case bind(Int) } }
@Mockable protocol ZooQueryable {
    associatedtype Value
    func queryValue(_ value: Value) -> ZooQuery.Value
}
/// `Equatable` with `==` restated: stubbed like any operator, not the mock's identity. (`nonisolated`
/// as `Equatable`'s is, which default MainActor isolation would otherwise contradict.)
@Mockable protocol ZooVersion: Equatable { nonisolated static func == (lhs: Self, rhs: Self) -> Bool }
/// `AdditiveArithmetic` (swift-prometheus' `Bucketable`): `zero`, `+` and `-`.
@Mockable protocol ZooAmount: AdditiveArithmetic { var cents: Int { get } }
/// `Sequence` and `IteratorProtocol`: a null cursor ends at once; a stubbed one gives its answers.
@Mockable protocol ZooRows: Sequence where Element == Int { var count: Int { get } }
@Mockable protocol ZooRowCursor: IteratorProtocol { func rewind() }

/// A `Collection` parent (swift-property-based's `RemovableCollection`): `Element` and `Index` are
/// the mock's generic parameters; a null mock is empty.
@Mockable protocol ZooRemovable<Element>: Collection {
    @discardableResult mutating func remove(at i: Index) -> Element
}
/// An associated type constrained differently under `#if` (swift-crypto's `HashFunction`:
/// `associatedtype Digest: CryptoKit.Digest` or `: Crypto.Digest`): the mock's generic parameter
/// is constrained by the clause that is compiled.
@Mockable protocol ZooHasher {
    #if DEBUG
    associatedtype Output: Equatable
    #else
    associatedtype Output: Hashable
    #endif
    mutating func update(_ bytes: [UInt8])
    func finalize() -> Output
}
/// A type alias spelled with an associated type, in a closure parameter (grpc's `ClientTransport`:
/// `typealias Inbound = RPCAsyncSequence<RPCResponsePart<Bytes>, any Error>`): not passed on by a
/// partial mock, as a requirement naming the associated type is not.
@Mockable protocol ZooTransport<Bytes>: Sendable {
    associatedtype Bytes: Sendable
    typealias Inbound = [Bytes]
    func connect() async throws
    func withStream<T: Sendable>(_ body: (_ inbound: Inbound) async throws -> T) async throws -> T
}
/// A conformance of `Self` in the protocol's `where` clause: the mock meets it by conforming.
@Mockable protocol ZooClassBound where Self: AnyObject { func ping() -> Int }
/// A `ContiguousBytes` parent (swift-crypto's `Digest`): `withUnsafeBytes` is the mock's own.
@Mockable protocol ZooDigest: ContiguousBytes { static var byteCount: Int { get } }
/// A `RawRepresentable` parent restated with `Int` (swift-protobuf's `Enum`): no generic
/// `RawValue`; the protocol's extension hashes by `rawValue`, the mock by its identity.
@Mockable protocol ZooLevel: RawRepresentable, Hashable, Sendable {
    init()
    init?(rawValue: Int)
    var rawValue: Int { get }
}
extension ZooLevel {
    func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
/// swift-crypto's `Digest`, whose extension compares by bytes, and `DigestPrivate: Digest`: the
/// refinement's mock declares its own `==`, as the parent's does.
@Mockable protocol ZooBytes: Hashable { var bytes: [UInt8] { get } }
extension ZooBytes {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.bytes == rhs.bytes }
}
@Mockable protocol ZooBytesChild: ZooBytes { init?(count: Int) }
/// A `RawRepresentable` refinement of a `Hashable` `@Mockable` parent whose extension hashes (the
/// fuzzer's seed 11): the standard library's `hash(into:)` for a hashable `RawRepresentable` and
/// the parent's are equally specific, and the refinement's mock hashes by its identity.
@Mockable protocol ZooNamedBytes: RawRepresentable, ZooBytes where RawValue == String { var name: String { get } }
extension ZooBytes {
    func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}
/// A `Hashable` actor protocol: the actor mock's `==` is `nonisolated`, also under default
/// MainActor isolation (found by the fuzzer).
@Mockable protocol ZooHashableActor: Actor, Hashable { func ping() -> Int }
/// A standard parent's requirement restated with a concrete type: `Iterator` is inferred from it,
/// as `RawValue` is from `ZooLevel`'s `rawValue`.
@Mockable protocol ZooDigits: Sequence where Element == Int { func makeIterator() -> IndexingIterator<[Int]> }
/// A `RawRepresentable` parent not restated: `RawValue` is the mock's generic parameter.
@Mockable protocol ZooCoded: RawRepresentable { func decoded() -> RawValue? }
/// A refinement naming its parent's associated type without declaring it (swift-protobuf's
/// `MapKeyType: FieldType`): its builders find `Element` in the parent's builders' extension;
/// `Never` stands for it in the mock.
@Mockable protocol ZooField: Sendable {
    associatedtype Element: Hashable, Sendable
    static var defaultValue: Element { get }
}
@Mockable protocol ZooMapKey: ZooField { static func lessThan(lhs: Element, rhs: Element) -> Bool }
/// SwiftGraph's `Graph`: its own extension implements `Collection`; the mock's witnesses win.
@Mockable protocol ZooGraph: BidirectionalCollection {
    associatedtype Vertex
    var vertices: [Vertex] { get }
}
extension ZooGraph {
    var startIndex: Int { 0 }
    var endIndex: Int { vertices.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Vertex { vertices[i] }
}

// MARK: Combinations

@Mockable protocol ZooKitchenSink: Sendable {
    associatedtype Payload: Sendable
    func send(_ payload: Payload, retries: Int) async throws(ZooUploadError) -> Bool
    func each(_ body: (Payload) throws -> Void) rethrows
    func record(_ values: Payload...)
    func update(_ state: inout [Payload])
    var latest: Payload? { get set }
    subscript(position: Int) -> Payload { get }
}

@Mockable protocol ZooChat {
    func send(_ text: String) async throws -> Int
    func send(_ data: [UInt8]) async throws -> Int
    func send(_ text: String, to user: String) async throws -> Int
    var unread: Int { get async }
    subscript(thread: String) -> [String] { get set }
}

@Mockable protocol ZooAsserter { func check(_ condition: @autoclosure () -> Bool, message: String) -> Bool }

// MARK: Static members

@Mockable protocol ZooFactory {
    static func make(name: String) -> Int
    static var shared: String { get set }
    static func fetchAll() async throws -> [String]
    func instanceWork() -> Int
}

@Mockable protocol ZooSelfFactory {
    static func create() -> Self
}

// MARK: Generic methods

/// `throws(E)` with the method's own `E` (FlyingFox's `SocketAddress.withSockAddr`): the body's
/// error, or a stubbed one of type `E`, is thrown as `E`.
@Mockable protocol ZooAddress: Sendable {
    func withBytes<R, E: Error>(_ body: ([UInt8]) throws(E) -> R) throws(E) -> R
}

struct ZooUser: Codable, Equatable { let name: String }

@Mockable protocol ZooCoder {
    func decode<T: Decodable>(_ type: T.Type, from data: [UInt8]) throws -> T
    func encode<T: Encodable>(_ value: T) -> [UInt8]
    func make<T>() -> T
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable
}

@Mockable protocol ZooTracer { func trace(_ message: String, callSite: String) }

enum ZooNamespace {
    // `MockingZoo`, which compiles this file again for generate-mocks, leaves this one to the
    // generated mock: two `NestedMock`s in one type would be one ambiguous name in the tests.
    #if !GENERATED_ZOO
    @Mockable
    #endif
    protocol Nested {
        func value() -> Int
        var name: String { get set }
        /// Its own name, unqualified (swift-certificates' `DynCustomCertificateStore`).
        func isEqual(_ other: any Nested) -> Bool
        /// Types declared beside it, one in another extension (swift-nio-ssl's `PendingResult`).
        func settle(_ step: Step) -> Pending
    }
    nonisolated struct Step: Equatable, Sendable { var number: Int }
    /// Two levels deep (swift-log's `Logger.MetadataValueAttributes.Attribute`).
    enum Inner {
        #if !GENERATED_ZOO
        @Mockable
        #endif
        protocol Deep { func depth() -> Int }
    }
}

extension ZooNamespace {
    nonisolated enum Pending: Equatable, Sendable {
        case waiting
        case settled(Int)
    }
}

// MARK: Requirements named like the mocking API

@Mockable protocol ZooCamera {
    func capture() -> Int
    func verify() -> Bool
    var received: [String] { get }
    func expect(_ value: Int)
    var stub: String { get set }
}

// MARK: Shapes from real code (the RealWorld corpus drives fuller versions)

protocol ZooShape { var sides: Int { get } }
protocol ZooMarker {}

@Mockable protocol ZooErrorSink {
    func report(_ error: any Error)
    func record(_ value: Any, as shape: any ZooShape.Type)
    var current: any ZooShape { get set }
}

@Mockable nonisolated protocol ZooNonisolated: Sendable {
    func tick() -> Int
}

@Mockable @MainActor protocol ZooMainActorWithEscape {
    func render() -> String
    nonisolated func identifier() -> String
}

@Mockable protocol ZooKeyed<Key> {
    associatedtype Key: Hashable, Sendable
    associatedtype Value where Value: Equatable
    func value(for key: Key) -> Value?
}

@Mockable(unmocked: ZooMarker.self) protocol ZooMarked: ZooMarker {
    func mark() -> Bool
}
/// vapor's `Content: ResponseEncodable`, whose parents name `VaporSendableMetatype` in `unmocked:`
/// (so their witnesses keep their names): the refinement's own extension implements its parent's
/// method. Its mock takes that one, as a type of the user's would.
@Mockable protocol ZooMarkedContent: ZooMarked { var contentType: String { get } }
extension ZooMarkedContent {
    func mark() -> Bool { contentType == "json" }
}

@Mockable protocol ZooKeywordsAndUnnamed {
    func find(in: [Int], default: Int) -> Int
    subscript(metadataKey _: String) -> String? { get set }
    func legacy(_ name: String!) -> String!
    func sum(_ values: some Collection<Int>) -> Int
    #if DEBUG
    func debugOnly()
    #endif
}

protocol ZooContext: Sendable { var name: String { get } }
struct ZooRequestContext: ZooContext { var name: String { "request" } }
struct ZooTestContext: ZooContext { var name: String { "test" } }

/// `some` parameters at every position and arity, alone, optional and in an array: each call is
/// recorded as `any ZooContext`, whatever the caller passes.
@Mockable protocol ZooOpaque {
    func respond(to request: String, context: some ZooContext) -> String
    func pair(_ first: some ZooContext, _ second: some ZooContext, flag: Bool) -> Int
    func fail(with error: (some Error)?, code: Int) -> Bool
    func gather(_ contexts: [some ZooContext], into name: String) -> Int
    func first(_ context: some ZooContext, then name: String) async throws -> String
}

/// Existential results handed straight to generic code: `Array(mock.ints())` type-checks on the
/// concrete mock only when name lookup on it finds the protocol's members and no builder.
@Mockable protocol ZooSequences {
    func ints() -> any Collection<Int>
    func names(startingWith prefix: String) -> any Sequence<String>
    var pairs: any Collection<Int> { get }
    subscript(bucket: Int) -> any Collection<Int> { get }
    func rows() async throws -> any Sequence<Int>
}

/// Standard-library parents whose requirements the mock takes on (Corpus/sweep.sh found them in
/// SwiftGraph and swift-property-based): no `unmocked:` needed.
@Mockable protocol ZooRecord: Codable { var id: Int { get } }
/// Two `Decodable` parents (Graphiti's `Paginatable: ForwardPaginatable, BackwardPaginatable`):
/// the refinement's mock has its own `init(from:)`, found before either parent's.
@Mockable protocol ZooForwardPage: Decodable { var first: Int? { get } }
@Mockable protocol ZooBackwardPage: Decodable { var last: Int? { get } }
@Mockable protocol ZooPage: ZooForwardPage, ZooBackwardPage {}
/// jwt-kit's `JWTClaim` and `JWTUnixEpochClaim`: the protocol's own extension implements
/// `Codable`'s requirements, and a refinement's extension again: each mock's are found first.
@Mockable protocol ZooClaim: Codable, Sendable {
    associatedtype Value: Codable
    var value: Value { get set }
    init(value: Value)
}
extension ZooClaim {
    init(from decoder: any Decoder) throws {
        try self.init(value: decoder.singleValueContainer().decode(Value.self))
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
@Mockable protocol ZooEpochClaim: ZooClaim where Value == Date {}
extension ZooEpochClaim {
    init(from decoder: any Decoder) throws {
        try self.init(value: Date(timeIntervalSince1970: decoder.singleValueContainer().decode(Double.self)))
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value.timeIntervalSince1970)
    }
}
/// swift-asn1's `DERImplicitlyTaggable: DERParseable` (and postgres-nio's `PostgresJSONCodable`,
/// swift-crypto's `ASN1ImplicitlyTaggable`): the refinement's own extension implements its
/// parent's initializer. The macro's mock takes it from that extension, as a type of the user's
/// would; generate-mocks', which restates the parent's requirement, has its own witness.
@Mockable protocol ZooNodeParseable { init(node: Int) throws }
@Mockable protocol ZooTaggedNode: ZooNodeParseable { init(node: Int, tag: String) throws }
extension ZooTaggedNode {
    init(node: Int) throws { try self.init(node: node, tag: "default") }
}
/// hummingbird's `RequestContext: InitializableFromSource`: a refinement restates its parent's
/// associated type with a bound and a default; its mock is generic over it, with the bound
/// (generate-mocks refused it: "restates 'Source' of a parent with another declaration").
@Mockable protocol ZooSourceInitializable { associatedtype Source; init(source: Source) }
@Mockable protocol ZooSourcedContext: ZooSourceInitializable {
    associatedtype Source: CustomStringConvertible = String
    var label: String { get }
}
/// hummingbird's `RemoteAddressRequestContext: RequestContext`, which never names `Source`: the
/// macro's mock takes the parent's default, `String`; generate-mocks' is generic over it, with the
/// bound the graph spells in the parent's `where` clause.
@Mockable protocol ZooTracedContext: ZooSourcedContext { var traceID: Int { get } }
/// jwt-kit's `JWTParser`: a result written over several lines, which the witness's and the
/// builder's literal spell on one.
@Mockable protocol ZooTokenParser {
    func parse(
        _ token: String
    ) throws -> (
        header: String, payload: Int
    )
}
/// hummingbird's `RemoteAddressRequestContext`: a refinement of a `Codable` parent that declares
/// an associated type named `Encoder`, which `encode(to:)`'s witness must not take for its own.
@Mockable protocol ZooEncodingContext: ZooRecord { associatedtype Encoder }
/// A refinement of an `Encodable` `@Mockable` parent: its partial mock passes `encode(to:)` on.
@Mockable protocol ZooTaggedRecord: ZooRecord { var tag: String { get } }
/// `Decodable` through a parent the macro does not see (`unmocked:`): the library's `init(from:)`.
protocol ZooDecodedSettings: Decodable {}
@Mockable(unmocked: ZooDecodedSettings.self) protocol ZooSettingsFile: ZooDecodedSettings { var name: String { get } }
@Mockable protocol ZooRandomSource: RandomNumberGenerator { func reseed(_ seed: UInt64) }
/// swift-benchmark's `FlushableTextOutputStream`: `print(_:to:)` writes to the mock.
@Mockable protocol ZooTextSink: TextOutputStream { mutating func flush() }

@Mockable private protocol ZooPrivate { func secret() -> Int }
