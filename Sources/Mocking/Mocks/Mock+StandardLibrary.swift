// Witnesses for standard-library protocols that a mocked protocol may refine. A mock is an
// object standing in for one collaborator: it equals only itself, hashes by identity and
// describes itself by its name.

/// The identity witnesses of every ``Mock`` (`==`, `hash(into:)`), on a protocol of their own.
///
/// Declared on ``Mock`` itself, whose `Sendable` makes the compiler ask whether a type is a `Mock`
/// while it synthesizes that type's `Equatable` — which, in a module with default MainActor
/// isolation (SE-0466), ends in "circular reference" on every `Equatable` struct of a module that
/// imports Mocking (Swift 6.3.1). Do not conform to it directly.
public protocol _MockIdentity: AnyObject {}

extension _MockIdentity where Self: Equatable {
    /// Identity: a mock equals only itself.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }
}

extension _MockIdentity where Self: Hashable {
    /// Hashes the mock's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Mock where Self: Decodable {
    /// Makes a null mock that records the call, for a mocked protocol that is `Decodable` through
    /// a parent `@Mockable` does not see (one named in `unmocked:` that refines `Decodable`).
    ///
    /// A protocol that refines `Decodable`, or a `@Mockable` protocol, has its own witness, which
    /// Swift prefers: one also found before a witness the protocol's own extension implements.
    public init(from decoder: any Decoder) throws {
        self.init(.null)
        mockCore.__call("init(from:)", decoder as any Decoder) { (_: Any) in }
    }
}

extension Mock where Self: CustomStringConvertible {
    /// `WeatherForecasterMock`, or `WeatherForecasterMock 'forecaster'` for a named mock.
    public var description: String {
        mockCore.displayName
    }
}

extension Mock where Self: CustomDebugStringConvertible {
    /// The mock's name, as ``description``.
    public var debugDescription: String {
        mockCore.displayName
    }
}
