import Configuration
import MockingTesting
import Testing

/// swift-configuration's `ConfigProvider`, generated from its symbol graph: a `ConfigReader` reads
/// through the mock, and the watches, whose handler's result may be noncopyable
/// (`watchValue<Return: ~Copyable>`), are answered by `andCall`.
@Suite(.mocking) struct ConfigProviderMockTests {
    static func lookup(_ key: AbsoluteConfigKey, _ value: String) -> LookupResult {
        LookupResult(encodedKey: key.description, value: ConfigValue(.string(value), isSecret: false))
    }

    @Test func aReaderReadsWhatTheProviderMockAnswers() {
        let provider = ConfigProviderMock(.null)
        provider.stub.providerName.get.andReturn("mock")
        provider.stub.value(forKey: .any, type: .value(.string)).andCall { key, _ in Self.lookup(key, "db.local") }

        let reader = ConfigReader(provider: provider)
        #expect(reader.string(forKey: "database.host") == "db.local")
        provider.received.value(forKey: .any, type: .value(.string)).once()
    }

    @Test func aWatchHandsTheHandlerTheUpdatesTheStubMakes() async throws {
        let provider = ConfigProviderMock()
        provider.stub.watchValue(forKey: .any, type: .any, updatesHandler: .any, returning: [String].self)
            .andCall { key, _, handler in
                let updates = [
                    Result<LookupResult, any Error>.success(Self.lookup(key, "a")), .success(Self.lookup(key, "b")),
                ]
                return try await handler(ConfigUpdatesAsyncSequence(updates.asUpdates))
            }

        let seen = try await provider.watchValue(forKey: AbsoluteConfigKey(["port"]), type: .string) { updates in
            var values: [String] = []
            for await update in updates { values.append(try update.get().encodedKey) }
            return values
        }

        #expect(seen == ["port", "port"])
        provider.received.watchValue(
            forKey: .any, type: .value(.string), updatesHandler: .any, returning: [String].self
        )
        .once()
    }
}

extension Sequence where Self: Sendable, Element: Sendable {
    /// The elements as an async sequence, for a watch's updates.
    var asUpdates: AsyncStream<Element> {
        AsyncStream { continuation in
            for element in self { continuation.yield(element) }
            continuation.finish()
        }
    }
}
