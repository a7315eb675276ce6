// Witnesses for standard-library protocols that a mocked protocol may refine. A mock is an
// object standing in for one collaborator: it equals only itself, hashes by identity and
// describes itself by its name.

extension Mock where Self: Equatable {
    /// Identity: a mock equals only itself.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }
}

extension Mock where Self: Hashable {
    /// Hashes the mock's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
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
