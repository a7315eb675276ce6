/// Checks that calls happened in the order written, across one or more mocks.
///
/// Each line is a `received` builder; every step must find a matching call recorded after the
/// call that satisfied the step before it (other calls may come in between).
///
/// ```swift
/// verifyInOrder {
///     forecaster.received.result(temperature: 23, humidity: .any)
///     robot.received.speak("Done", afterDelay: .any, whenDone: .any)
/// }
/// ```
///
/// On failure it reports, at the `verifyInOrder` line, the expected order, the first step that
/// found no call in order, and every call the involved mocks recorded, in order.
public func verifyInOrder(at callSite: CallSite = #callSite, @InOrderBuilder _ steps: () -> [InOrderStep]) {
    let steps = steps()
    var after: UInt64 = 0
    for (index, step) in steps.enumerated() {
        step.state.flushHeldFailures()
        if let next = step.sequences().first(where: { $0 > after }) {
            after = next
            continue
        }
        let expected = steps.enumerated().map {
            "    \($0.offset + 1). \($0.element.description) on \($0.element.state.displayName)"
        }
        let reason =
            index == 0
            ? "step 1 found no matching call"
            : "step \(index + 1) found no matching call after the call that satisfied step \(index)"
        var seen = Set<ObjectIdentifier>()
        let recorded =
            steps
            .filter { seen.insert(ObjectIdentifier($0.state)).inserted }
            .flatMap { step in step.allCalls().map { ($0.sequence, "    \($0.text) on \(step.state.displayName)") } }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
        FailureReporter.deliver(
            MockFailure(
                message: """
                    Calls did not happen in the expected order (\(reason)).
                      Expected, in order:
                    \(expected.joined(separator: "\n"))
                      Recorded:
                    \(recorded.isEmpty ? "    (no calls)" : recorded.joined(separator: "\n"))
                    """,
                callSite: callSite
            ))
        return
    }
}

/// One line of a ``verifyInOrder(at:_:)`` block.
public struct InOrderStep {
    let state: MockState
    let description: String
    /// Sequence numbers of the matching calls, ascending; marks them verified.
    let sequences: () -> [UInt64]
    /// Every call the step's mock recorded.
    let allCalls: () -> [(sequence: UInt64, text: String)]
}

/// Collects the `received` builders of a ``verifyInOrder(at:_:)`` block.
@resultBuilder
public enum InOrderBuilder {
    /// One `mock.received.…` line.
    public static func buildExpression<Arguments, Return, Effects>(
        _ call: MockCall<Verifying, Arguments, Return, Effects>
    ) -> [InOrderStep] {
        let state = call.state
        return [
            InOrderStep(
                state: state,
                description: call.pattern?.description ?? "?",
                sequences: {
                    guard let requirement = call.requirement, let pattern = call.pattern else { return [] }
                    return state.withStorage { _ in
                        requirement.matchingCalls(pattern, markVerified: true).map(\.sequence)
                    }
                },
                allCalls: {
                    state.withStorage { storage in storage.ordered.flatMap { $0.allCalls() } }
                }
            )
        ]
    }

    /// The lines, in order.
    public static func buildBlock(_ steps: [InOrderStep]...) -> [InOrderStep] {
        steps.flatMap { $0 }
    }
}
