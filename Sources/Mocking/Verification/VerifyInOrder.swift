/// Checks that calls happened in the order written, across one or more mocks.
///
/// Each line is a `received` builder; every step must find a matching call recorded after the
/// calls that satisfied the steps before it (other calls may come in between).
///
/// ```swift
/// verifyInOrder {
///     forecaster.received.result(temperature: 23, humidity: .any)
///     robot.received.speak("Done", afterDelay: .any, whenDone: .any)
/// }
/// ```
///
/// A step may carry a count, Mockito's `inOrder.verify(mock, times(2))`: it takes the first
/// unbroken run of matching calls after the step before it when that run's length fits the count,
/// and otherwise every matching call after the step before it, whose number must then fit.
///
/// ```swift
/// verifyInOrder {
///     loader.received.fetch(page: .any).times(2)
///     view.received.reload()
///     loader.received.fetch(page: .any).never()
/// }
/// ```
///
/// On failure it reports, at the `verifyInOrder` line, the expected order, the first step that
/// did not hold, and every call the involved mocks recorded, in order.
public func verifyInOrder(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    @InOrderBuilder _ steps: () -> [InOrderStep]
) {
    let callSite = CallSite(fileID, filePath, line, column)
    let steps = InOrderStep.$isCollecting.withValue(true) { steps() }
    if let failure = inOrderFailure(of: steps, at: callSite) { FailureReporter.deliver(failure) }
}

/// Waits until the calls happened in the order written, across one or more mocks, and fails if
/// they have not within `timeout`: ``verifyInOrder(fileID:filePath:line:column:_:)`` for calls
/// made by other threads and tasks. It checks again every few milliseconds; on timeout it reports
/// what `verifyInOrder` would, at this line.
///
/// ```swift
/// await verifyInOrder(within: .seconds(1)) {
///     socket.received.connect()
///     socket.received.send(.any)
/// }
/// ```
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, macCatalyst 16.0, *)
public func verifyInOrder(
    within timeout: Duration, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, isolation: isolated (any Actor)? = #isolation,
    @InOrderBuilder _ steps: () -> [InOrderStep]
) async {
    let callSite = CallSite(fileID, filePath, line, column)
    let steps = InOrderStep.$isCollecting.withValue(true) { steps() }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while let failure = inOrderFailure(of: steps, at: callSite) {
        guard clock.now < deadline else { return FailureReporter.deliver(failure) }
        try? await Task.sleep(for: .milliseconds(5))
    }
}

/// What `verifyInOrder` reports for `steps`, or `nil` when the calls follow them.
private func inOrderFailure(of steps: [InOrderStep], at callSite: CallSite) -> MockFailure? {
    var timeline = InOrderTimeline(steps)
    var after: UInt64 = 0
    var lastSatisfied: MockIssue.SatisfiedStep?
    for (index, step) in steps.enumerated() {
        step.state.flushHeldFailures()
        let matching = step.sequences().filter { $0 > after }
        let taken: [UInt64]
        if let count = step.count {
            let run = timeline.firstRun(of: matching)
            taken = count.contains(run.count) ? run : matching
            if !count.contains(taken.count) {
                let reason = MockIssue.OutOfOrder.countNotMet(
                    step: index + 1, expected: count.matchingCalls, after: lastSatisfied, found: taken.count)
                return outOfOrder(steps, reason: reason, timeline: &timeline, at: callSite)
            }
        } else {
            guard let first = matching.first else {
                let reason = MockIssue.OutOfOrder.noMatchingCall(step: index + 1, after: lastSatisfied)
                return outOfOrder(steps, reason: reason, timeline: &timeline, at: callSite)
            }
            taken = [first]
        }
        if let last = taken.last {
            after = last
            lastSatisfied = MockIssue.SatisfiedStep(step: index + 1, calls: taken.count)
        }
    }
    return nil
}

private func outOfOrder(
    _ steps: [InOrderStep], reason: MockIssue.OutOfOrder, timeline: inout InOrderTimeline, at callSite: CallSite
) -> MockFailure {
    let expected = steps.enumerated().map { offset, step in
        "\(offset + 1). \(step.description)\(step.count.map { " " + $0.description } ?? "") on \(step.state.displayName)"
    }
    let recorded = timeline.calls.map { "\($0.text) on \($0.mock)" }
    return MockFailure(.outOfOrder(reason: reason, expected: expected, recorded: recorded), at: callSite)
}

/// Every call the mocks of a ``verifyInOrder(fileID:filePath:line:column:_:)`` block recorded, in order; read once, when
/// first needed.
private struct InOrderTimeline {
    private let steps: [InOrderStep]
    private var read: [(sequence: UInt64, text: String, mock: String)]?

    init(_ steps: [InOrderStep]) {
        self.steps = steps
    }

    var calls: [(sequence: UInt64, text: String, mock: String)] {
        mutating get {
            if let read { return read }
            var seen = Set<ObjectIdentifier>()
            let calls =
                steps
                .filter { seen.insert(ObjectIdentifier($0.state)).inserted }
                .flatMap { step in
                    step.allCalls().map { (sequence: $0.sequence, text: $0.text, mock: step.state.displayName) }
                }
                .sorted { $0.sequence < $1.sequence }
            read = calls
            return calls
        }
    }

    /// The first of `matching` and the matching calls right after it, with no other call of these
    /// mocks in between.
    mutating func firstRun(of matching: [UInt64]) -> [UInt64] {
        guard let first = matching.first,
            let start = calls.firstIndex(where: { $0.sequence == first })
        else { return [] }
        let run = zip(calls[start...], matching).prefix { call, sequence in call.sequence == sequence }
        return run.map(\.1)
    }
}

/// One line of a ``verifyInOrder(fileID:filePath:line:column:_:)`` block: a `received` builder, with or without a count.
public struct InOrderStep {
    /// Set while a ``verifyInOrder(fileID:filePath:line:column:_:)`` block builds its steps: a count then makes a step
    /// instead of checking at once.
    @TaskLocal static var isCollecting = false

    let state: MockState
    let description: String
    /// `nil`: the first matching call after the step before.
    let count: CallCount?
    /// Sequence numbers of the matching calls, ascending; marks them verified.
    let sequences: () -> [UInt64]
    /// Every call the step's mock recorded.
    let allCalls: () -> [(sequence: UInt64, text: String)]
    /// A step whose count was misused (and reported); the block leaves it out.
    let isDropped: Bool

    init<Arguments, Return, Effects>(
        _ call: MockCall<MockVerbs.Verifying, Arguments, Return, Effects>, count: CallCount?, isDropped: Bool = false
    ) {
        let state = call.state
        self.state = state
        self.description = call.pattern?.description ?? "?"
        self.count = count
        self.isDropped = isDropped
        sequences = {
            guard let requirement = call.requirement, let pattern = call.pattern else { return [] }
            return state.withStorage { _ in
                requirement.matchingCalls(pattern, markVerified: true).map(\.sequence)
            }
        }
        allCalls = {
            state.withStorage { storage in storage.ordered.flatMap { $0.allCalls() } }
        }
    }
}

/// Collects the `received` builders of a ``verifyInOrder(fileID:filePath:line:column:_:)`` block.
@resultBuilder
public enum InOrderBuilder {
    /// One `mock.received.…` line.
    public static func buildExpression<Arguments, Return, Effects>(
        _ call: MockCall<MockVerbs.Verifying, Arguments, Return, Effects>
    ) -> [InOrderStep] {
        [InOrderStep(call, count: nil)]
    }

    /// One `mock.received.….times(n)` line (or `once()`, `never()`, `atLeast(n)`, `atMost(n)`).
    public static func buildExpression(_ step: InOrderStep) -> [InOrderStep] {
        step.isDropped ? [] : [step]
    }

    /// The lines, in order.
    public static func buildBlock(_ steps: [InOrderStep]...) -> [InOrderStep] {
        steps.flatMap { $0 }
    }
}
