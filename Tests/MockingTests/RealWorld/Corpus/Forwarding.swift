import Mocking

// A parent with a requirement of every effect, and a child: the child's mock witnesses the
// parent's requirements with the parent's own witnesses, which take the real object as the parent
// (`real: (any RealWorldKeyStore).self`) while the child mock's real object is a child.
// The shape of a key-value store in server code (Vapor's `Cache`).

enum RealWorldStoreError: Error, Equatable {
    case unavailable
}

@Mockable
protocol RealWorldKeyStore {
    var name: String { get }
    var capacity: Int { get set }
    func count() -> Int
    func value(forKey key: String) throws -> String?
    func remove(forKey key: String) throws(RealWorldStoreError)
    func warmUp() async
    func load(forKey key: String) async throws -> String?
    func flush() async throws(RealWorldStoreError) -> Int
}

@Mockable
protocol RealWorldExpiringStore: RealWorldKeyStore {
    func expire(olderThan seconds: Int) -> Int
}
