import Mocking

// Associated types as real protocols constrain them: comma lists, `where` clauses on the
// associated type and on the protocol, primary associated types, and types constrained through
// others.

@Mockable
protocol RealWorldCache {
    associatedtype Key: Hashable, Sendable
    associatedtype Value where Value: Codable
    func value(for key: Key) -> Value?
    func store(_ value: Value, for key: Key)
    var count: Int { get }
}

/// A repository with a primary associated type, as `any Repository<User>` is written.
@Mockable
protocol RealWorldRepository<Entity>: Sendable {
    associatedtype Entity: Identifiable & Sendable
    func all() async throws -> [Entity]
    func find(id: Entity.ID) async throws -> Entity?
    func save(_ entity: Entity) async throws
}

/// `where` on the protocol, and an associated type constrained through another.
@Mockable
protocol RealWorldBatcher where Self.Element: Equatable {
    associatedtype Element
    associatedtype Batch: Collection where Batch.Element == Element
    func next() -> Batch
    func contains(_ element: Element) -> Bool
}

/// A SwiftNIO-style channel handler: the types it reads and writes are associated types.
@Mockable
protocol RealWorldChannelHandler: AnyObject {
    associatedtype InboundIn
    associatedtype OutboundOut = InboundIn
    func channelRead(_ data: InboundIn) -> OutboundOut?
    func errorCaught(_ error: any Error)
}

struct RealWorldUser: Identifiable, Codable, Sendable, Equatable {
    let id: Int
    let name: String
}

struct RealWorldRequest: Sendable, Equatable {
    let path: String
}

/// An API client as networking layers write one: a `Decoder`-style generic method and
/// requirements that return asynchronous sequences.
@Mockable
protocol RealWorldAPIClient: Sendable {
    func send<Response: Decodable>(_ request: RealWorldRequest, as type: Response.Type) async throws -> Response
    func events(for topic: String) -> AsyncStream<String>
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    func updates() -> any AsyncSequence<Int, Never>
}
