// Verification: expectations checked, calls accounted for, waits for calls from other threads,
// and what a scope clears.
extension MockState {
    /// Checks every expectation of this mock now; reports each that does not hold.
    func verify() {
        let failures = storage.withLock { storage in
            storage.ordered.flatMap { $0.checkExpectations(on: displayName) }
        }
        flushHeldFailures()
        failures.forEach(FailureReporter.deliver)
    }

    /// Whether every expectation's count holds now, checked without reporting.
    private func expectationsHold() -> Bool {
        storage.withLock { storage in storage.ordered.allSatisfy { $0.expectationsHold } }
    }

    /// Waits until every expectation holds, each recorded call waking the check, then verifies:
    /// at once when they hold, at `timeout` with the usual report when they do not.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, macCatalyst 16.0, *)
    func verify(within timeout: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !expectationsHold(), clock.now < deadline {
            var timer: Task<Void, Never>?
            _ = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let waiter = EventualWaiter(continuation)
                storage.withLock { $0.callWaiters.append(waiter) }
                timer = Task { [weak self] in
                    do { try await Task.sleep(until: deadline, clock: clock) } catch { return }
                    self?.timeOut(waiter)
                }
            }
            timer?.cancel()
        }
        verify()
    }

    /// Reports every recorded call that no verification or expectation accounted for.
    func verifyNoMoreInteractions(at callSite: CallSite) {
        let calls = recordedCalls { $0.unverifiedCalls() }
        guard !calls.isEmpty else { return }
        FailureReporter.deliver(MockFailure(.unaccountedCalls(mock: displayName, calls: calls), at: callSite))
    }

    /// Reports every recorded call, verified or not.
    func verifyNoInteractions(at callSite: CallSite) {
        let calls = recordedCalls { $0.allCalls() }
        guard !calls.isEmpty else { return }
        FailureReporter.deliver(MockFailure(.expectedNoCalls(mock: displayName, calls: calls), at: callSite))
    }

    /// The calls `select` picks from each requirement, described in call order, after delivering
    /// the failures held for this mock.
    private func recordedCalls(_ select: (AnyRequirementState) -> [(sequence: UInt64, text: String)]) -> [String] {
        let calls = storage.withLock { storage in storage.ordered.flatMap(select).sorted { $0.sequence < $1.sequence } }
        flushHeldFailures()
        return calls.map(\.text)
    }

    /// Where the most recent stub or expectation matching this call was made, if one does.
    func matchingEntryCallSite<Arguments, Return>(
        _ name: MockRequirement, _ arguments: Arguments, returning _: Return.Type
    ) -> CallSite? {
        storage.withLock { storage in
            storage.requirements[name.tableKey]?.typed(Arguments.self, Return.self)?.matchingEntryCallSite(arguments)
        }
    }

    /// Ends an `eventually` or `verify(within:)` check that timed out, unless a call finished it first.
    func timeOut(_ waiter: EventualWaiter) {
        storage.withLock { storage in
            for requirement in storage.ordered { requirement.removeWaiter(waiter) }
            storage.callWaiters.removeAll { $0 === waiter }
            waiter.finish(arrived: false)
        }
    }

    /// Reports each stub no call matched, at the line that made it.
    func reportUnusedStubs() {
        let unused = storage.withLock { storage in storage.ordered.flatMap { $0.unusedStubs() } }
        for stub in unused {
            FailureReporter.deliver(MockFailure(.unusedStub(mock: displayName, stub: stub.summary), at: stub.callSite))
        }
    }

    func removeAllStubs() {
        storage.withLock { storage in
            for requirement in storage.ordered { requirement.removeStubs() }
        }
    }

    /// Forgets every stub, expectation, capture, recorded call and stored value: done at the end
    /// of a mocking scope, after verification, so nothing they hold — an `andCall` body or a
    /// recorded argument that refers to the mock — keeps the mock alive.
    func removeEverything() {
        storage.withLock { storage in
            for requirement in storage.ordered { requirement.removeAll() }
        }
    }

    func clearInvocations() {
        storage.withLock { storage in
            for requirement in storage.ordered { requirement.removeCalls() }
        }
    }
}
