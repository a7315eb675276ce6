extension MockCall where Verb == MockVerbs.Verifying {
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
    ///
    /// Inside ``verifyInOrder(fileID:filePath:line:column:_:)`` it checks nothing at once and makes a step instead (as do
    /// the other counts): one matching call after the step before.
    @discardableResult
    public func once(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> InOrderStep {
        check(.once, at: CallSite(fileID, filePath, line, column))
    }

    /// Checks that no matching call was recorded.
    ///
    /// Inside ``verifyInOrder(fileID:filePath:line:column:_:)``: no matching call after the step before.
    @discardableResult
    public func never(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> InOrderStep {
        check(.never, at: CallSite(fileID, filePath, line, column))
    }

    /// Checks that exactly `count` matching calls were recorded.
    ///
    /// ```
    /// Verification failed on WeatherForecasterMock:
    ///   expected result(temperature: any, humidity: any) exactly 2 times, but it was called once
    /// Recorded calls of 'result(temperature:humidity:)':
    ///   result(temperature: 23, humidity: 50)
    /// ```
    @discardableResult
    public func times(
        _ count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> InOrderStep {
        let callSite = CallSite(fileID, filePath, line, column)
        guard count >= 0 else { return misused("times(\(count))", at: callSite) }
        return check(.exactly(count), at: callSite)
    }

    /// Checks that the number of matching calls lies in `range`: `times(1...)`, `times(2...4)`.
    @discardableResult
    public func times(
        _ range: some RangeExpression<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> InOrderStep {
        let callSite = CallSite(fileID, filePath, line, column)
        guard let count = CallCount(range) else { return misused("times(\(spelled(range)))", at: callSite) }
        return check(count, at: callSite)
    }

    /// Checks that at least `count` matching calls were recorded.
    @discardableResult
    public func atLeast(
        _ count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> InOrderStep {
        let callSite = CallSite(fileID, filePath, line, column)
        guard count >= 0 else { return misused("atLeast(\(count))", at: callSite) }
        return times(count..., fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks that at most `count` matching calls were recorded.
    @discardableResult
    public func atMost(
        _ count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> InOrderStep {
        let callSite = CallSite(fileID, filePath, line, column)
        guard count >= 0 else { return misused("atMost(\(count))", at: callSite) }
        return times(...count, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Reports a count that cannot be met; the ``verifyInOrder(fileID:filePath:line:column:_:)`` block (if any) leaves the
    /// step out.
    private func misused(_ spelling: String, at callSite: CallSite) -> InOrderStep {
        let consequence: MockIssue.CountConsequence = InOrderStep.isCollecting ? .stepLeftOut : .nothingChecked
        report(.invalidCount(spelled: spelling, consequence: consequence), at: callSite)
        return InOrderStep(self, count: nil, isDropped: true)
    }

    private func check(_ expected: CallCount, at callSite: CallSite) -> InOrderStep {
        let step = InOrderStep(self, count: expected)
        guard !InOrderStep.isCollecting else { return step }
        state.flushHeldFailures()
        guard let requirement, let pattern else { return step }
        let issue: MockIssue? = state.withStorage { _ in
            let actual = requirement.countMatchingCalls(pattern, markVerified: true)
            guard !expected.contains(actual) else { return nil }
            return requirement.countNotMet(
                .verification, on: state.displayName, pattern: pattern, expected: expected, actual: actual)
        }
        if let issue {
            FailureReporter.deliver(MockFailure(issue, at: callSite))
        }
        return step
    }
}
