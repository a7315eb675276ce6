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

/// What a call with no answer throws instead of ending the process, made from its message:
/// `MockError.noDefaultValue` where `Failure` can hold it, else `Failure`'s default value; `nil`
/// for `Never` or an error type with no default value.
struct SubstituteError<Failure: Error> {
    /// As messages say it: `MockError.noDefaultValue`, `FetchError's default value, .offline`.
    let named: String
    let make: (String) -> Failure?

    init?(_: Failure.Type) {
        if Failure.self == Never.self {
            return nil
        } else if MockError.noDefaultValue("") is Failure {
            (named, make) = ("MockError.noDefaultValue", { MockError.noDefaultValue($0) as? Failure })
        } else if let error = DefaultValues.value(for: Failure.self) {
            (named, make) = ("\(Failure.self)'s default value, \(error)", { _ in error })
        } else {
            return nil
        }
    }
}
