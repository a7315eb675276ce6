/// Errors a mock throws from a throwing requirement.
public enum MockError: Error, Equatable, CustomStringConvertible {
    /// A strict mock received a call nothing allowed; the payload is the failure message.
    case unexpectedCall(String)
    /// A throwing requirement's call that nothing answered, whose return type has no default
    /// value (a null mock, a partial mock without a real object, an expectation used up): thrown
    /// instead of ending the process, after the failure is reported. The payload is the message.
    case noDefaultValue(String)

    /// The failure message.
    public var description: String {
        switch self {
        case .unexpectedCall(let message), .noDefaultValue(let message): message
        }
    }
}
