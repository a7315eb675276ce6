import Mocking
import MockingTesting
import Testing

/// A configuration provider as swift-configuration's `ConfigProvider` declares its watches: the
/// handler's result, which may be noncopyable, is the call's.
struct ConfigUpdates: Sendable {
    let values: [String]
}

@Mockable
nonisolated protocol WatchingProvider: Sendable {
    func watchValue<Return: ~Copyable>(
        forKey key: String, updatesHandler: (ConfigUpdates) async throws -> Return
    ) async throws -> Return
    func withState<R>(_ body: ([String]) throws -> R) rethrows -> R where R: ~Copyable
    func make<Product: ~Copyable>(_ factory: () -> Product) -> Product
    /// As a module built with `NonisolatedNonsendingByDefault` declares it (swift-configuration).
    func watchSnapshot<Return: ~Copyable>(
        updatesHandler: nonisolated(nonsending) (ConfigUpdates) async throws -> Return
    ) async throws -> Return
}

/// A value that cannot be copied, as a lock's guard or a file handle is.
struct Ticket: ~Copyable {
    let number: Int
}

final class LiveProvider: WatchingProvider, Sendable {
    let state = ["boot"]
    func watchValue<Return: ~Copyable>(
        forKey key: String, updatesHandler: (ConfigUpdates) async throws -> Return
    ) async throws -> Return {
        try await updatesHandler(ConfigUpdates(values: ["live \(key)"]))
    }
    func withState<R>(_ body: ([String]) throws -> R) rethrows -> R where R: ~Copyable { try body(state) }
    func make<Product: ~Copyable>(_ factory: () -> Product) -> Product { factory() }
    func watchSnapshot<Return: ~Copyable>(
        updatesHandler: nonisolated(nonsending) (ConfigUpdates) async throws -> Return
    ) async throws -> Return {
        try await updatesHandler(ConfigUpdates(values: ["live snapshot"]))
    }
}

/// Requirements whose generic result may be noncopyable (`<Return: ~Copyable>`), made only by the
/// caller's closure: answered by `andCall` (which makes each call's result) and by forwarding.
@Suite(.mocking) struct NoncopyableResultTests {
    @Test func andCallMakesEachResultAndMayCallTheCallersHandler() async throws {
        let provider = WatchingProviderMock()
        provider.stub.watchValue(forKey: .any, updatesHandler: .any, returning: Int.self).andCall { key, handler in
            try await handler(ConfigUpdates(values: [key, key]))
        }

        let count = try await provider.watchValue(forKey: "port") { updates in updates.values.count }
        let first = try await provider.watchValue(forKey: "host") { updates in updates.values.count * 10 }

        #expect(count == 2)
        #expect(first == 20)
        provider.received.watchValue(forKey: "port", updatesHandler: .any, returning: Int.self).once()
        provider.received.watchValue(forKey: .any, updatesHandler: .any, returning: String.self).never()
    }

    @Test func aNonsendingHandlerIsCalledFromTheAnswerInTheCallersIsolation() async throws {
        let provider = WatchingProviderMock()
        provider.stub.watchSnapshot(updatesHandler: .any, returning: String.self).andCall { handler in
            try await handler(ConfigUpdates(values: ["snapshot"]))
        }
        #expect(try await provider.watchSnapshot { $0.values.joined() } == "snapshot")
        let partial = WatchingProviderMock(forwardingTo: LiveProvider())
        #expect(try await partial.watchSnapshot { $0.values.joined() } == "live snapshot")
    }

    @Test func aNoncopyableSpecializationIsStubbedAndVerified() {
        let provider = WatchingProviderMock()
        provider.stub.make(.any, returning: Ticket.self).andCall { _ in Ticket(number: 7) }
        provider.stub.make(.any, returning: Int.self).andCall { factory in factory() + 1 }

        let ticket = provider.make { Ticket(number: 1) }
        #expect(ticket.number == 7)
        #expect(provider.make { 41 } == 42)
        provider.received.make(.any, returning: Ticket.self).once()
    }

    @Test func aRethrowingRequirementsAnswerCallsTheClosureAndLetsItsErrorOut() throws {
        struct Locked: Error, Equatable {}
        let provider = WatchingProviderMock()
        provider.stub.withState(.any, returning: Int.self).andCall { body in try body(["a", "b"]) }

        #expect(provider.withState { $0.count } == 2)
        #expect(throws: Locked()) { try provider.withState { _ -> Int in throw Locked() } }
    }

    @Test func aPartialMockAndAForwardingStubHandTheCallToTheRealObject() async throws {
        let live = LiveProvider()
        let partial = WatchingProviderMock(forwardingTo: live)
        let ticket = partial.make { Ticket(number: 3) }
        #expect(ticket.number == 3)
        #expect(try await partial.watchValue(forKey: "port") { $0.values } == ["live port"])
        #expect(partial.withState { $0 + ["partial"] } == ["boot", "partial"])

        let mock = WatchingProviderMock(.null)
        mock.stub.watchValue(forKey: .any, updatesHandler: .any, returning: [String].self).andForward(to: live)
        #expect(try await mock.watchValue(forKey: "host") { $0.values } == ["live host"])
    }

    @Test func whatTheAnswerThrowsTheCallThrows() async {
        struct Offline: Error, Equatable {}
        let provider = WatchingProviderMock()
        provider.stub.watchValue(forKey: "offline", updatesHandler: .any, returning: Int.self).andCall { _, _ in
            throw Offline()
        }
        await #expect(throws: Offline()) { try await provider.watchValue(forKey: "offline") { _ in 1 } }
    }

    @Test func aNullMocksUnansweredCallThrowsAndSaysOnlyAnAnswerMakesTheResult() async {
        let line = currentLine(); let provider = WatchingProviderMock(.null)
        let failures = await recordedFailures {
            await #expect(throws: MockError.self) { try await provider.watchValue(forKey: "port") { _ in 1 } }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        WatchingProviderMock cannot answer 'watchValue(forKey:updatesHandler:)' with Return == Int: its \
                        result (Int) may be noncopyable, so only an answer makes one, and nothing answers the call; \
                        the call throws MockError.noDefaultValue. Stub it with andCall { … }, or forward it with \
                        andForward(to:).
                        """,
                    line: line)
            ])
    }
}
