extension MockCall where Verb == MockVerbs.Expecting {
    /// Expects exactly `count` matching calls.
    ///
    /// A negative count is reported (`times(-1) is not a call count …`) and ignored.
    @discardableResult
    public func times(
        _ count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let callSite = CallSite(fileID, filePath, line, column)
        guard count >= 0 else {
            report(.invalidCount(spelled: "times(\(count))", consequence: .countUnchanged), at: callSite)
            return self
        }
        return expecting(.exactly(count))
    }

    /// Expects a number of matching calls within `range`: `times(1...)`, `times(2..<5)`, `times(...3)`.
    @discardableResult
    public func times(
        _ range: some RangeExpression<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Self {
        let callSite = CallSite(fileID, filePath, line, column)
        guard let count = CallCount(range) else {
            report(.invalidCount(spelled: "times(\(spelled(range)))", consequence: .countUnchanged), at: callSite)
            return self
        }
        return expecting(count)
    }

    /// Expects exactly one matching call (the default).
    @discardableResult
    public func once() -> Self { expecting(.once) }

    /// Expects no matching call (Kiwi's `shouldNot receive`, OCMock's `reject`).
    @discardableResult
    public func never() -> Self { expecting(.never) }

    /// Expects `count` matching calls or more.
    @discardableResult
    public func atLeast(
        _ count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let callSite = CallSite(fileID, filePath, line, column)
        guard count >= 0 else {
            report(.invalidCount(spelled: "atLeast(\(count))", consequence: .countUnchanged), at: callSite)
            return self
        }
        return times(count..., fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects at most `count` matching calls.
    @discardableResult
    public func atMost(
        _ count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let callSite = CallSite(fileID, filePath, line, column)
        guard count >= 0 else {
            report(.invalidCount(spelled: "atMost(\(count))", consequence: .countUnchanged), at: callSite)
            return self
        }
        return times(...count, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func expecting(_ count: CallCount) -> Self {
        guard let entry else { return self }
        state.withStorage { storage in
            entry.expectedCount = count
            entry.isChecked = false
            entry.isReported = false
            if count == .never, !entry.answers.isEmpty {
                entry.removeAnswers()
                storage.outgoing.append(neverAnswers(entry))
            }
        }
        return self
    }
}

/// The message for a count that cannot be a number of calls.
