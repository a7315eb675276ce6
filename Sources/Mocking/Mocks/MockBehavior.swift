/// What a mock does with a call that no stub or expectation matches.
///
/// ```swift
/// let strict  = WeatherForecasterMock()          // .strict, the default
/// let lenient = WeatherForecasterMock(.null)
/// ```
public enum MockBehavior: Sendable, Equatable {
    /// Reports "Unexpected call" at the mock's creation line, then answers the return type's
    /// default value; a throwing requirement throws ``MockError/unexpectedCall(_:)``.
    case strict
    /// Answers the return type's default value silently (see ``DefaultProvidable``).
    case null
    /// Forwards to the real object given to `init(forwardingTo:)`.
    case partial
}

extension MockBehavior: CustomStringConvertible {
    /// `strict`, `null` or `partial`, as messages print it.
    public var description: String {
        switch self {
        case .strict: "strict"
        case .null: "null"
        case .partial: "partial"
        }
    }
}
