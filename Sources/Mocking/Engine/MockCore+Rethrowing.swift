// `rethrows` requirements: Swift lets a `rethrows` function throw only what its closure arguments
// throw, so a mock cannot throw from one; but a partial mock can pass the call to its real object,
// which rethrows the closure's errors itself. The witness asks the core what the call does, then
// runs the real method where the answer is to forward:
//
//     try mockCore.callRethrowing("write(_:)", nonEscapingUpdates, real: (any Queue).self)
//         .answer { real in try real.write(updates) }

/// What a call of a `rethrows` requirement does: the mock's answer, or the real object the witness
/// passes the call to.
public enum RethrowingCall<Return, Target> {
    /// Answered by a stub, an expectation or the mock's behaviour.
    case answered(Return)
    /// A partial mock's call nothing answered (or a stub that says `andForwardToReal()`): the
    /// witness calls the real object, which may rethrow the closure argument's error.
    case forward(Target)

    /// The answer, or what `forward` answers for the real object: errors only the closure
    /// arguments throw, as the requirement's `rethrows` allows.
    public func answer(_ forward: (Target) throws -> Return) rethrows -> Return {
        switch self {
        case .answered(let value): return value
        case .forward(let real): return try forward(real)
        }
    }
}

extension MockCore {
    /// Records a call of a synchronous `rethrows` requirement and answers it, or hands the witness
    /// the real object (as `Target`) to pass it on to; see ``RethrowingCall``.
    public func callRethrowing<Arguments, Return, Target>(
        _ requirement: String, _ arguments: Arguments, real _: Target.Type
    ) -> RethrowingCall<Return, Target> {
        let answer = state.resolve(requirement, arguments, Return.self)
        if answer.kind == .value { return .answered(answer.value(as: Return.self)) }
        let plan = CallPlan<Arguments, Return>(answer, canForward: real != nil)
        if case .forward = plan, let real { return .forward(real as! Target) }
        if case .body(let body) = plan {
            do {
                return .answered(try body(arguments))
            } catch {
                let issue = MockIssue.cannotRethrow(
                    mock: state.displayName, requirement: RequirementName(requirement).quoted, error: "\(error)")
                FailureReporter.report(MockFailure(issue, at: state.createdAt), owner: state)
                return .answered(defaultValue(requirement, failure: nil))
            }
        }
        // `run` calls its forwarding closure only for `andWrapReal`, which a `rethrows`
        // requirement's builders do not offer (its body's errors could not be rethrown); a
        // hand-written mock that reaches it anyway is told why.
        return .answered(
            run(plan, requirement, arguments) { _ in
                unforwardable(requirement, because: "andWrapReal cannot call a real method that rethrows")
            })
    }

    /// Records a call of a synchronous `rethrows` requirement with `inout` parameters, like
    /// ``callRethrowing(_:_:real:)``; what an `andCall { (arguments: inout …) in … }` body writes
    /// to the arguments goes to `writingBack`. Forwarded, the real object writes to them itself.
    public func callRethrowing<Arguments, Return, Target>(
        _ requirement: String, _ arguments: Arguments, writingBack: (Arguments) -> Void, real _: Target.Type
    ) -> RethrowingCall<Return, Target> {
        let slot = InoutArguments<Arguments>()
        let decision: RethrowingCall<Return, Target> = AnyInoutArguments.$current.withValue(slot) {
            callRethrowing(requirement, arguments, real: Target.self)
        }
        if let written = slot.written { writingBack(written) }
        return decision
    }
}
