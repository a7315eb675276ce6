/// Errors a mock throws from a throwing requirement.
public enum MockError: Error, Equatable, CustomStringConvertible {
    /// A strict mock received a call nothing allowed; the payload is the failure message.
    case unexpectedCall(String)

    /// The failure message.
    public var description: String {
        switch self {
        case .unexpectedCall(let message): message
        }
    }
}
