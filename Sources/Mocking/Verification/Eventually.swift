/// One `eventually` check waiting for its call. Finished once, under its mock's lock.
final class EventualWaiter: @unchecked Sendable {
    private var continuation: CheckedContinuation<Bool, Never>?

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = continuation
    }

    /// Resumes the waiting check: `arrived` when a matching call came, `false` on timeout.
    func finish(arrived: Bool) {
        continuation?.resume(returning: arrived)
        continuation = nil
    }
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, macCatalyst 16.0, *)
extension MockCall where Verb == MockVerbs.Verifying {
    /// Waits until a matching call is recorded, and fails if none comes within `timeout`.
    ///
    /// It resumes the moment the call is recorded — no polling, no sleeping — so asynchronous
    /// work can be checked without slowing the test down:
    ///
    /// ```swift
    /// await delegate.received.downloadComplete(image: .notNil, error: .nil).eventually(within: .seconds(1))
    /// ```
    ///
    /// A call recorded before the wait counts too. On timeout it reports, at this line:
    ///
    /// ```
    /// Verification failed on DelegateMock:
    ///   expected downloadComplete(image: not nil, error: nil) within 1 second, but it was not called
    /// No calls of 'downloadComplete(image:error:)' were recorded.
    /// ```
    public func eventually(
        within timeout: Duration = .seconds(1), fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let callSite = CallSite(fileID, filePath, line, column)
        state.flushHeldFailures()
        guard let requirement, let pattern,
            await waitForMatchingCalls(1, of: requirement, pattern, until: .now.advanced(by: timeout)) == 0
        else { return }
        let recorded = state.withStorage { _ in requirement.recordedCallsReport(against: pattern) }
        let issue = MockIssue.notCalledWithin(
            mock: state.displayName, pattern: pattern.description, timeout: spelled(timeout), recorded: recorded)
        FailureReporter.deliver(MockFailure(issue, at: callSite))
    }
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, macCatalyst 16.0, *)
extension MockCall where Verb == MockVerbs.Verifying {
    /// Waits until `count` matching calls are recorded, and fails if they are not within `timeout`
    /// or more came (Mockito's `verify(mock, timeout(1000).times(2))`). It resumes at each
    /// matching call, without polling:
    ///
    /// ```swift
    /// await uploader.received.upload(.any).eventually(times: 3, within: .seconds(1))
    /// ```
    ///
    /// On failure it reports, at this line:
    ///
    /// ```
    /// Verification failed on UploaderMock:
    ///   expected upload(any) exactly 3 times within 1 second, but it was called 2 times
    /// ```
    public func eventually(
        times count: Int, within timeout: Duration = .seconds(1), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let callSite = CallSite(fileID, filePath, line, column)
        guard count >= 0 else {
            report(.invalidCount(spelled: "eventually(times: \(count))", consequence: .nothingChecked), at: callSite)
            return
        }
        await eventually(.exactly(count), within: timeout, at: callSite)
    }

    /// Waits until the number of matching calls is in `range` (`eventually(times: 2..., within:)`),
    /// as `eventually(times: 3, within:)` does for one count.
    public func eventually(
        times range: some RangeExpression<Int>, within timeout: Duration = .seconds(1), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let callSite = CallSite(fileID, filePath, line, column)
        guard let count = CallCount(range) else {
            report(
                .invalidCount(spelled: "eventually(times: \(spelled(range)))", consequence: .nothingChecked),
                at: callSite)
            return
        }
        await eventually(count, within: timeout, at: callSite)
    }

    private func eventually(_ count: CallCount, within timeout: Duration, at callSite: CallSite) async {
        state.flushHeldFailures()
        guard let requirement, let pattern else { return }
        let recorded = await waitForMatchingCalls(
            count.lowerBound, of: requirement, pattern, until: .now.advanced(by: timeout))
        guard !count.contains(recorded) else { return }
        let calls = state.withStorage { _ in requirement.recordedCallsReport(against: pattern) }
        let issue = MockIssue.countNotMetWithin(
            mock: state.displayName, pattern: pattern.description, expected: count.description,
            timeout: spelled(timeout), actual: recorded, recorded: calls)
        FailureReporter.deliver(MockFailure(issue, at: callSite))
    }
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, macCatalyst 16.0, *)
extension MockCall {
    /// Waits until `needed` calls matching `pattern` are recorded or `deadline` passes, waking at
    /// each matching call (no polling); returns how many were recorded (they count as verified).
    fileprivate func waitForMatchingCalls(
        _ needed: Int, of requirement: RequirementState<Arguments, Return>, _ pattern: MessagePattern<Arguments>,
        until deadline: ContinuousClock.Instant
    ) async -> Int {
        var recorded = 0
        while true {
            var timer: Task<Void, Never>?
            let arrived = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let waiter = EventualWaiter(continuation)
                let waiting = state.withStorage { _ in
                    recorded = requirement.countMatchingCalls(pattern, markVerified: true)
                    guard recorded < needed, ContinuousClock.now < deadline else { return false }
                    requirement.waiters.append((pattern.matcher, waiter))
                    return true
                }
                guard waiting else {
                    waiter.finish(arrived: false)
                    return
                }
                timer = Task { [state] in
                    do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return }
                    state.timeOut(waiter)
                }
            }
            timer?.cancel()
            if !arrived { return recorded }
        }
    }
}

/// Waits until `condition` holds, checking it every few milliseconds, and fails if it still does
/// not after `timeout` (Kiwi's `expectFutureValue(…) shouldEventually`).
///
/// ```swift
/// await expectEventually { recorder.lastForecast == "Sunny" }
/// ```
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, macCatalyst 16.0, *)
public func expectEventually(
    within timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async {
    let callSite = CallSite(fileID, filePath, line, column)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        guard clock.now < deadline else {
            FailureReporter.deliver(MockFailure(.conditionNotWithin(timeout: spelled(timeout)), at: callSite))
            return
        }
        try? await Task.sleep(for: .milliseconds(5))
    }
}

/// Waits for `delay`, then checks `condition` once (Kiwi's `shouldAfterWait`): for things that
/// must still, or must not yet, hold after a while.
///
/// ```swift
/// await expectAfter(.milliseconds(200)) { uploader.attempts == 1 }
/// ```
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, macCatalyst 16.0, *)
public func expectAfter(
    _ delay: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async {
    let callSite = CallSite(fileID, filePath, line, column)
    try? await Task.sleep(for: delay)
    guard !condition() else { return }
    FailureReporter.deliver(MockFailure(.conditionNotAfter(delay: spelled(delay)), at: callSite))
}

/// `1 second`, `250 milliseconds`, `1.5 seconds`.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, macCatalyst 16.0, *)
func spelled(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    if milliseconds < 1000, milliseconds == milliseconds.rounded() { return "\(Int(milliseconds)) milliseconds" }
    return "\(milliseconds / 1000) seconds"
}
