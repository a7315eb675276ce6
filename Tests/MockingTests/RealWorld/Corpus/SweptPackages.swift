import Foundation
import Mocking

// Protocols shaped like those Corpus/sweep.sh found failing in real packages (written here, not
// copied): a file-system location whose own extension implements `==` and `description` (Files),
// a coding key with a role of its own (XMLCoder), a document format refining another whose
// associated type it constrains without restating it (Plot), a cursor with a `mutating get`, a
// store with a `typealias` member and an overload that differs from a `Void` one by its result;
// refinements whose own extensions implement their mocked parent's requirement (Plot's
// components render themselves from their body; XMLCoder's shared box unboxes itself).

@Mockable protocol SweptLocation: Hashable, CustomStringConvertible {
    var path: String { get }
    func rename(to newName: String) throws
}

extension SweptLocation {
    var description: String { "\(Self.self)(\(path))" }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.path == rhs.path }
    func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

@Mockable protocol SweptChoiceKey: CodingKey {
    var isChoiceElement: Bool { get }
}

protocol SweptRootContext {}

struct SweptFeedRoot: SweptRootContext, Sendable {}

@Mockable protocol SweptDocumentFormat {
    associatedtype RootContext
    func render(indentedBy spaces: Int) -> String
}

@Mockable protocol SweptFeedFormat: SweptDocumentFormat where RootContext: SweptRootContext {
    func root() -> RootContext
}

@Mockable protocol SweptCursor {
    var offset: Int { mutating get }
    mutating func advance(by count: Int)
}

@Mockable protocol SweptSettingsStore {
    typealias Key = String
    func value(for key: Key) throws(any Error) -> String?
    func flush()
    func flush() -> Int
}

@Mockable protocol SweptRenderable {
    func render(indentedBy spaces: Int?) -> String
}

@Mockable protocol SweptComponent: SweptRenderable {
    var body: String { get }
}

extension SweptComponent {
    func render(indentedBy spaces: Int?) -> String { String(repeating: " ", count: spaces ?? 0) + body }
}

@Mockable protocol SweptErasedBox {
    func erasedValue() -> String
}

@Mockable protocol SweptSharedBox: SweptErasedBox {
    associatedtype Unboxed: CustomStringConvertible
    func unbox() -> Unboxed
}

extension SweptSharedBox {
    func erasedValue() -> String { unbox().description }
}

@Mockable protocol SweptTitled: CustomStringConvertible {
    var title: String { get }
}

extension SweptTitled {
    var description: String { title }
}

@Mockable protocol SweptLinked: CustomStringConvertible {
    var url: String { get }
}

/// Two parents that each refine `CustomStringConvertible`: named again here, as the docs say.
@Mockable protocol SweptPage: SweptTitled, SweptLinked, CustomStringConvertible {
    func publish()
}

/// Yams' `SexagesimalConvertible`: a literal parent's initializer is the mock's own requirement,
/// with the standard library's default literal type (`IntegerLiteralType == Int`).
@Mockable protocol SweptSexagesimal: ExpressibleByIntegerLiteral {
    static func create(from string: String) -> Self?
    static func * (lhs: Self, rhs: Self) -> Self
}

@Mockable protocol SweptLabel: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral {
    var text: String { get }
}

/// Graphiti's `Paginatable: ForwardPaginatable, BackwardPaginatable`, both `Decodable`: the
/// refinement's own `init(from:)`, found before either parent's.
@Mockable protocol SweptForwardPaginatable: Decodable {
    var first: Int? { get }
    var after: String? { get }
}
@Mockable protocol SweptBackwardPaginatable: Decodable {
    var last: Int? { get }
    var before: String? { get }
}
@Mockable protocol SweptPaginatable: SweptForwardPaginatable, SweptBackwardPaginatable {}

/// A `Decodable` protocol that restates `init(from:)`: its own witness, as for any requirement. (`nonisolated`, as `Decodable`'s is: under default
/// MainActor isolation the restatement would otherwise be isolated, which Swift refuses.)
@Mockable protocol SweptClaim: Codable {
    nonisolated init(from decoder: any Decoder) throws
    var value: String { get }
}

/// jwt-kit's `JWTClaim` and `JWTUnixEpochClaim`: the protocol's own extension implements
/// `Codable`'s requirements, and a refinement's again; each mock's witnesses are found first.
@Mockable protocol SweptJWTClaim: Codable, Sendable {
    associatedtype Value: Codable
    var value: Value { get set }
    init(value: Value)
}
extension SweptJWTClaim {
    init(from decoder: any Decoder) throws {
        try self.init(value: decoder.singleValueContainer().decode(Value.self))
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
@Mockable protocol SweptUnixEpochClaim: SweptJWTClaim where Value == Double {}
extension SweptUnixEpochClaim {
    init(from decoder: any Decoder) throws {
        try self.init(value: decoder.singleValueContainer().decode(Double.self).rounded())
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value.rounded())
    }
}

/// jwt-kit's `JWTParser`: a tuple result written over several lines.
@Mockable protocol SweptJWTParser: Sendable {
    func parse<Payload>(
        _ token: [UInt8], as: Payload.Type
    ) throws -> (
        header: String, payload: Payload, signature: [UInt8]
    ) where Payload: Decodable
}

/// hummingbird's `RemoteAddressRequestContext`: a refinement of a `Codable` parent with an
/// associated type named `Encoder`.
@Mockable protocol SweptRequestContext: SweptClaim {
    associatedtype Encoder
    var responseEncoder: Encoder { get }
}

/// swift-subprocess's `InputProtocol: Sendable, ~Copyable`.
@Mockable protocol SweptInput: Sendable, ~Copyable {
    func write(with writer: [UInt8]) async throws
}

/// swift-asn1's `DERParseable` and `DERImplicitlyTaggable`, whose extension implements its
/// parent's initializer with one of its own.
@Mockable protocol SweptDERParseable { init(derEncoded node: [UInt8]) throws }
@Mockable protocol SweptDERImplicitlyTaggable: SweptDERParseable {
    init(derEncoded node: [UInt8], withIdentifier identifier: UInt8) throws
}
extension SweptDERImplicitlyTaggable {
    init(derEncoded node: [UInt8]) throws { try self.init(derEncoded: node, withIdentifier: 0x30) }
}

/// postgres-nio's `PostgresJSONCodable: Codable, PostgresDataConvertible`: a failable initializer
/// of the parent, which the refinement's extension implements.
@Mockable protocol SweptDataConvertible { init?(postgresData: [UInt8]) }
@Mockable protocol SweptJSONCodable: Codable, SweptDataConvertible {}
extension SweptJSONCodable {
    init?(postgresData: [UInt8]) {
        guard let decoded = try? JSONDecoder().decode(Self.self, from: Data(postgresData)) else { return nil }
        self = decoded
    }
}

/// vapor's `Content: ResponseEncodable`, whose parent names `VaporSendableMetatype` in `unmocked:`
/// (so its witnesses keep their names), and whose own extension implements the parent's
/// `encodeResponse(for:)` from the content it encodes.
protocol SweptSendableMetatype {}
@Mockable(unmocked: SweptSendableMetatype.self)
protocol SweptResponseEncodable: SweptSendableMetatype {
    func encodeResponse(for request: String) -> [UInt8]
}
@Mockable protocol SweptContent: SweptResponseEncodable {
    var contentType: String { get }
    func encoded() throws -> [UInt8]
}
extension SweptContent {
    func encodeResponse(for request: String) -> [UInt8] {
        (try? encoded()).map { Array(contentType.utf8) + $0 } ?? []
    }
}

/// swift-nio-ssl's `CustomVerifyManager.PendingResultConvertible`: a protocol nested in a type
/// (SE-0404) whose requirement names types declared beside it, in another extension of the type
/// (`PendingResult`), among them one that shadows the standard library's (`Error`).
struct SweptVerifyManager {
    enum Error: Swift.Error, Equatable { case refused }
}
extension SweptVerifyManager {
    enum PendingResult: Equatable {
        case notStarted
        case complete(Int)
    }
}
extension SweptVerifyManager {
    @Mockable protocol PendingResultConvertible {
        static func pendingResult(_ result: Result<Int, any Swift.Error>) -> PendingResult
        func fail(with error: Error) -> [PendingResult]
        var lastResult: PendingResult? { get set }
    }
}

/// WasmKit's `@_spi(WasmKit) public protocol WASIFile`: an SPI protocol's mock is the same SPI's.
@_spi(Sweep) @Mockable public protocol SweptSPIFile {
    func read(upTo count: Int) throws -> [UInt8]
}
