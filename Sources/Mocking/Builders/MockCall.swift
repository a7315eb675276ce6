/// One builder: a requirement plus argument filters, acting as a stub, an expectation, a
/// verification or a capture depending on `Verb`.
///
/// - `Arguments`: the labelled argument tuple (`(temperature: Int, humidity: Int)`), a bare value
///   for one parameter, `Void` for none.
/// - `Return`: the requirement's return type.
/// - `Effects`: ``MockEffects/Sync``, ``MockEffects/Throwing``, ``MockEffects/Async`` or ``MockEffects/AsyncThrowing``; decides which closures
///   `andCall` accepts and whether ``andThrow(_:)`` exists.
///
/// Stubs, expectations and captures take effect when the builder is created; the chained calls
/// (`andReturn`, `times`, …) refine them and can come in any order.
public struct MockCall<Verb: MockVerb, Arguments, Return, Effects> {
    let state: MockState
    let requirement: RequirementState<Arguments, Return>?
    let pattern: MessagePattern<Arguments>?
    let entry: Entry<Arguments, Return>?
    let callSite: CallSite

    init(
        state: MockState, requirement name: MockRequirement, pattern: MessagePattern<Arguments>?, at callSite: CallSite
    ) {
        self.state = state
        self.callSite = callSite
        self.pattern = pattern
        let role: Entry<Arguments, Return>.Role? =
            switch Verb.self {
            case is MockVerbs.Stubbing.Type: .stub
            case is MockVerbs.Expecting.Type: .expectation
            case is MockVerbs.Capturing.Type: .capture
            default: nil
            }
        (requirement, entry) = state.withStorage { storage in
            guard let pattern else {
                let issue = MockIssue.builderMismatch(
                    mock: state.displayName, requirement: RequirementName(name), arguments: "\(Arguments.self)")
                storage.outgoing.append(MockFailure(issue, at: callSite))
                return (nil, nil)
            }
            let requirement: RequirementState<Arguments, Return>? = state.requirement(name, in: &storage, at: callSite)
            guard let requirement, let role else { return (requirement, nil) }
            let entry = Entry<Arguments, Return>(role: role, pattern: pattern, callSite: callSite)
            requirement.entries.append(entry)
            return (requirement, entry)
        }
    }

    /// A builder that does nothing, for a misuse already reported: its stubs never answer and its
    /// checks never fail.
    static func inert(at callSite: CallSite) -> MockCall {
        MockCall(
            state: MockState(behavior: .null, typeName: "", name: nil, createdAt: callSite, forwardRefusal: nil),
            callSite: callSite)
    }

    private init(state: MockState, callSite: CallSite) {
        self.state = state
        self.callSite = callSite
        requirement = nil
        pattern = nil
        entry = nil
    }

    /// Reports a misuse at `callSite`.
    func report(_ misuse: MockIssue, at callSite: CallSite) {
        FailureReporter.report(MockFailure(misuse, at: callSite), owner: state)
    }
}

/// A capture: `let spy = robot.capture.speak(.any, afterDelay: .any, whenDone: .any)`.
public typealias CaptureSpy<Arguments, Return, Effects> = MockCall<MockVerbs.Capturing, Arguments, Return, Effects>
