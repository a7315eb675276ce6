import Mocking
import Testing

@Suite struct ForwardingTests {
    /// The real object of a partial mock: it says what it was asked.
    final class LiveExpiringStore: RealWorldExpiringStore, @unchecked Sendable {
        var calls: [String] = []
        var name: String {
            calls.append("name")
            return "live"
        }
        var capacity = 10 {
            didSet { calls.append("capacity = \(capacity)") }
        }
        func count() -> Int {
            calls.append("count()")
            return 3
        }
        func value(forKey key: String) throws -> String? {
            calls.append("value(forKey: \(key))")
            return key.uppercased()
        }
        func remove(forKey key: String) throws(RealWorldStoreError) {
            calls.append("remove(forKey: \(key))")
            if key == "missing" { throw .unavailable }
        }
        func warmUp() async { calls.append("warmUp()") }
        func load(forKey key: String) async throws -> String? {
            calls.append("load(forKey: \(key))")
            return key.uppercased()
        }
        func flush() async throws(RealWorldStoreError) -> Int {
            calls.append("flush()")
            return 2
        }
        func expire(olderThan seconds: Int) -> Int {
            calls.append("expire(olderThan: \(seconds))")
            return 1
        }
    }

    /// Every effect of the parent's requirements reaches the child's real object, typed errors
    /// included, and each call is recorded on the way.
    @Test func aChildsPartialMockForwardsItsParentsRequirementsOfEveryEffect() async throws {
        let real = LiveExpiringStore()
        let cache = RealWorldExpiringStoreMock(forwardingTo: real)

        #expect(cache.name == "live")
        cache.capacity = 20
        #expect(cache.count() == 3)
        #expect(try cache.value(forKey: "a") == "A")
        try cache.remove(forKey: "a")
        #expect(throws: RealWorldStoreError.unavailable) { try cache.remove(forKey: "missing") }
        await cache.warmUp()
        #expect(try await cache.load(forKey: "b") == "B")
        #expect(try await cache.flush() == 2)
        #expect(cache.expire(olderThan: 60) == 1)

        #expect(
            real.calls == [
                "name", "capacity = 20", "count()", "value(forKey: a)", "remove(forKey: a)", "remove(forKey: missing)",
                "warmUp()", "load(forKey: b)", "flush()", "expire(olderThan: 60)",
            ])
        cache.received.remove(forKey: .any).times(2)
        cache.received.flush().once()
    }

    /// A stub still answers before the real object is asked.
    @Test func aStubOfAParentsRequirementAnswersBeforeTheRealObject() async throws {
        let real = LiveExpiringStore()
        let cache = RealWorldExpiringStoreMock(forwardingTo: real)
        cache.stub.load(forKey: "b").andReturn("stubbed")
        cache.stub.flush().andThrow(RealWorldStoreError.unavailable)

        #expect(try await cache.load(forKey: "b") == "stubbed")
        await #expect(throws: RealWorldStoreError.unavailable) { try await cache.flush() }
        #expect(try await cache.load(forKey: "c") == "C")
        #expect(real.calls == ["load(forKey: c)"])
    }
}
