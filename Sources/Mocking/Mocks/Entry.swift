/// One stub, expectation or capture registered on a requirement, in registration order.
///
/// Entries are mutated only under their mock's lock.
final class Entry<Arguments, Return> {
    enum Role { case stub, expectation, capture }

    let role: Role
    let pattern: MessagePattern<Arguments>
    /// The pattern's filters, kept here so a call is matched without touching the generic pattern.
    let matcher: ArgumentMatcher
    var callSite: CallSite
    var answer: Answer<Arguments, Return>?
    var nextValueIndex = 0

    /// Expectations: the accepted count and the calls seen so far.
    var expectedCount = CallCount.once
    var matchedCount = 0
    /// Expectations: whether `verify()` (or a scope) has looked at this one.
    var isChecked = false

    /// Captures: every matching call's arguments, in order.
    var captured: [Arguments] = []

    init(role: Role, pattern: MessagePattern<Arguments>, callSite: CallSite) {
        self.role = role
        self.pattern = pattern
        matcher = pattern.matcher
        self.callSite = callSite
    }

    /// Takes the answer for one call; advances a value sequence.
    func resolve() -> Resolution<Arguments, Return> {
        switch answer {
        case nil:
            return .unanswered
        case .values(let values):
            let value = values[min(nextValueIndex, values.count - 1)]
            nextValueIndex += 1
            return .value(value)
        case .call(let body):
            return .call(body)
        case .callAsync(let body):
            return .callAsync(body)
        case .error(let error):
            return .error(error)
        case .forwardToReal:
            return .forwardToReal
        }
    }

    /// How the expectation reads when it fails: `result(temperature: 23, humidity: 50) exactly once`.
    var expectationSummary: String {
        "\(pattern.description) \(expectedCount.description)"
    }
}
