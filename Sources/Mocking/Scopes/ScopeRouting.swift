/// Finds the test a call belongs to when it comes from outside every test's task — a Dispatch
/// queue, `Task.detached`, a thread of its own — and so carries no mocking scope.
enum ScopeRouting {
    enum Outcome {
        /// The one running scope the call belongs to.
        case one(MockState)
        /// Several scopes claim the call; each has been given a failure.
        case ambiguous
        /// No running scope claims it.
        case none
    }

    /// The one candidate; else the one whose stubs or expectations match the call; where several
    /// match, a failure held in each of their scopes, at the line of its matching entry.
    ///
    /// - Parameters:
    ///   - candidates: The running scopes that registered the target, with the state they record it in.
    ///   - outcome: What an ambiguous call does instead, for the message.
    static func route<Arguments, Return>(
        _ candidates: [(scope: MockingScope, state: MockState)], _ name: MockRequirement, _ arguments: Arguments,
        returning _: Return.Type, outcome: MockIssue.CallOutcome
    ) -> Outcome {
        if candidates.count == 1 { return .one(candidates[0].state) }
        let matching = candidates.compactMap {
            candidate -> (scope: MockingScope, state: MockState, callSite: CallSite)? in
            candidate.state.matchingEntryCallSite(name, arguments, returning: Return.self).map {
                (candidate.scope, candidate.state, $0)
            }
        }
        if matching.count == 1 { return .one(matching[0].state) }
        guard let first = matching.first else { return .none }
        let requirement = RequirementName(name)
        let call = requirement.render(requirement.describeArguments(arguments))
        let issue = MockIssue.ambiguousScope(
            call: "\(first.state.typeName).\(call)", tests: matching.map(\.scope.testName), outcome: outcome)
        for candidate in matching {
            candidate.scope.hold(MockFailure(issue, at: candidate.callSite))
        }
        return .ambiguous
    }
}
