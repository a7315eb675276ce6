extension MockCall where Verb == Verifying {
    /// The matching calls recorded so far, in call order; marks them verified.
    private func matchingCalls() -> [RequirementState<Arguments, Return>.Call] {
        guard let requirement, let pattern else { return [] }
        return state.withStorage { _ in requirement.matchingCalls(pattern, markVerified: true) }
    }

    /// The number of matching calls recorded so far.
    public var count: Int {
        guard let requirement, let pattern else { return 0 }
        return state.withStorage { _ in requirement.countMatchingCalls(pattern, markVerified: true) }
    }

    /// The arguments of every matching call, in call order, typed and labelled.
    ///
    /// ```swift
    /// let calls = mock.received.result(temperature: .any, humidity: .any)
    /// calls.arguments.map(\.humidity)   // [50, 51]
    /// ```
    public var arguments: [Arguments] { matchingCalls().map(\.arguments) }

    /// Checks that exactly one matching call was recorded.
    public func once(at callSite: CallSite = #callSite) {
        check(.once, at: callSite)
    }

    /// Checks that no matching call was recorded.
    public func never(at callSite: CallSite = #callSite) {
        check(.never, at: callSite)
    }

    /// Checks that exactly `count` matching calls were recorded.
    ///
    /// ```
    /// Verification failed on WeatherForecasterMock:
    ///   expected result(temperature: any, humidity: any) exactly 2 times, but it was called once
    /// Recorded calls of 'result(temperature:humidity:)':
    ///   result(temperature: 23, humidity: 50)
    /// ```
    public func times(_ count: Int, at callSite: CallSite = #callSite) {
        guard count >= 0 else {
            reportMisuse(invalidCount("times(\(count))"), at: callSite)
            return
        }
        check(.exactly(count), at: callSite)
    }

    /// Checks that the number of matching calls lies in `range`: `times(1...)`, `times(2...4)`.
    public func times(_ range: some RangeExpression<Int>, at callSite: CallSite = #callSite) {
        guard let count = CallCount(range) else {
            reportMisuse(invalidCount("times(\(spelled(range)))"), at: callSite)
            return
        }
        check(count, at: callSite)
    }

    /// Checks that at least `count` matching calls were recorded.
    public func atLeast(_ count: Int, at callSite: CallSite = #callSite) {
        guard count >= 0 else {
            reportMisuse(invalidCount("atLeast(\(count))"), at: callSite)
            return
        }
        return times(count..., at: callSite)
    }

    /// Checks that at most `count` matching calls were recorded.
    public func atMost(_ count: Int, at callSite: CallSite = #callSite) {
        guard count >= 0 else {
            reportMisuse(invalidCount("atMost(\(count))"), at: callSite)
            return
        }
        return times(...count, at: callSite)
    }

    private func check(_ expected: CallCount, at callSite: CallSite) {
        state.flushHeldFailures()
        guard let requirement, let pattern else { return }
        let message: String? = state.withStorage { _ in
            let actual = requirement.countMatchingCalls(pattern, markVerified: true)
            guard !expected.contains(actual) else { return nil }
            return requirement.countFailureMessage(
                title: "Verification failed on \(state.displayName)", pattern: pattern, expected: expected,
                actual: actual
            )
        }
        if let message {
            FailureReporter.deliver(MockFailure(message: message, callSite: callSite))
        }
    }
}
