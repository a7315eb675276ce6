// `#stubbed()`: the spelling of an instrumented method that keeps its body where the user wrote
// it, so that code coverage counts it. The method's first line asks the runtime for an answer:
//
//     func start(speed: Int) -> Bool {
//         if let answer: Bool = #stubbed() { return answer }
//         …   // the real code, unchanged and profiled
//     }
//
// `nil` means "run the real code": nothing is registered, nothing stubs the call, a stub forwards
// it to the real code, or its error is one the method cannot throw (reported).

extension __Intercept {
    /// The stubbed answer of a call of a method that begins with `#stubbed()`, or `nil` to run
    /// the method's own code. See `__call(_:_:_:isOverride:_:)` for the receiver and the name;
    /// `Return` comes from the expansion's closure, `Failure` is the method's error type. The
    /// expansion calls it only once `isIdle` said a test registered something, so it does not
    /// read the counter again.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @inlinable @inline(__always)
    public static func __answer<Arguments, Return, Failure: Error>(
        _ receiver: ObjectIdentifier, _ name: MockRequirement, _ arguments: @autoclosure () -> Arguments,
        throwing _: Failure.Type = Never.self
    ) throws(Failure) -> Return? {
        return try answerIfStubbed(RealTarget.Key(receiver), name, arguments(), nil, Failure.self)
    }

    /// A method with `inout` parameters; see `__call(_:_:_:writingBack:isOverride:_:)`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @inlinable @inline(__always)
    public static func __answer<Arguments, Return, Failure: Error>(
        _ receiver: ObjectIdentifier, _ name: MockRequirement, _ arguments: @autoclosure () -> Arguments,
        writingBack: (Arguments) -> Void, throwing _: Failure.Type = Never.self
    ) throws(Failure) -> Return? {
        return try withoutActuallyEscaping(writingBack) { (writingBack) throws(Failure) -> Return? in
            try answerIfStubbed(RealTarget.Key(receiver), name, arguments(), writingBack, Failure.self)
        }
    }

    /// An `async` method, in the caller's isolation.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @inlinable @inline(__always)
    public static func __answerAsync<Arguments, Return, Failure: Error>(
        _ receiver: ObjectIdentifier, _ name: MockRequirement, _ arguments: @autoclosure () -> Arguments,
        throwing _: Failure.Type = Never.self, isolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Return? {
        return try await answerIfStubbedAsync(
            RealTarget.Key(receiver), name, arguments(), nil, Failure.self, isolation: isolation)
    }

    /// An `async` method with `inout` parameters.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @inlinable @inline(__always)
    public static func __answerAsync<Arguments, Return, Failure: Error>(
        _ receiver: ObjectIdentifier, _ name: MockRequirement, _ arguments: @autoclosure () -> Arguments,
        writingBack: (Arguments) -> Void, throwing _: Failure.Type = Never.self,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Return? {
        return try await withoutActuallyEscaping(writingBack) { (writingBack) async throws(Failure) -> Return? in
            try await answerIfStubbedAsync(
                RealTarget.Key(receiver), name, arguments(), writingBack, Failure.self, isolation: isolation)
        }
    }

    /// The plan's answer, with "run the real code" as `nil`: the plan is carried out by
    /// `CallPlan.perform` as for every other call, its real code standing for the method's own.
    @usableFromInline
    static func answerIfStubbed<Arguments, Return, Failure: Error>(
        _ key: RealTarget.Key, _ name: MockRequirement, _ arguments: Arguments, _ writingBack: ((Arguments) -> Void)?,
        _: Failure.Type
    ) throws(Failure) -> Return? {
        guard let (state, plan) = plan(key, name, arguments, Return.self) else { return nil }
        do {
            return try plan.perform(
                arguments, writingBack: writingBack,
                callReal: { (_) throws(RunsRealCode) -> Return in throw .forwarded },
                otherwise: { (unanswered) throws(RunsRealCode) -> Return in throw .unanswered(unanswered) })
        } catch {
            return try realCode(after: error, from: name, on: state, Failure.self)
        }
    }

    @usableFromInline
    static func answerIfStubbedAsync<Arguments, Return, Failure: Error>(
        _ key: RealTarget.Key, _ name: MockRequirement, _ arguments: sending Arguments,
        _ writingBack: ((Arguments) -> Void)?, _: Failure.Type, isolation: isolated (any Actor)?
    ) async throws(Failure) -> Return? {
        guard let (state, plan) = plan(key, name, arguments, Return.self) else { return nil }
        do {
            return try await plan.performAsync(
                arguments, writingBack: writingBack, isolation: isolation,
                callReal: { (_) async throws(RunsRealCode) -> Return in throw .forwarded },
                otherwise: { (unanswered) async throws(RunsRealCode) -> Return in throw .unanswered(unanswered) })
        } catch {
            return try realCode(after: error, from: name, on: state, Failure.self)
        }
    }

    /// The call's plan where a test registered the receiver; `nil` where the real code runs
    /// unrecorded. An `andWrapReal` answer has no real code to wrap here: reported, and the
    /// method's own code runs.
    private static func plan<Arguments, Return>(
        _ key: RealTarget.Key, _ name: MockRequirement, _ arguments: Arguments, _: Return.Type
    ) -> (MockState, CallPlan<Arguments, Return>)? {
        if let frame = runningOverride, frame.id == key.id, frame.name.isSame(as: name) { return nil }
        guard let state = StubRegistry.shared.stateForCall(on: key, name, arguments, returning: Return.self)
        else { return nil }
        let plan = CallPlan<Arguments, Return>(state.resolve(name, arguments, Return.self), canForward: true)
        if case .wrapReal = plan {
            let issue = MockIssue.cannotWrapStubbedBody(
                type: state.displayName, requirement: RequirementName(name))
            FailureReporter.report(MockFailure(issue, at: state.createdAt), owner: state)
            return nil
        }
        return (state, plan)
    }

    /// After a plan that did not answer: an error a stub threw is thrown where the method may
    /// throw it, and reported otherwise; then the real code runs (`nil`).
    private static func realCode<Return, Failure: Error>(
        after outcome: RunsRealCode, from name: MockRequirement, on state: MockState, _: Failure.Type
    ) throws(Failure) -> Return? {
        guard case .unanswered(.undeclared(let error)) = outcome else { return nil }
        if let error = error as? Failure { throw error }
        FailureReporter.report(
            state.undeclaredError(error, from: name, canThrow: Failure.self, outcome: .realCodeRan),
            owner: state)
        return nil
    }
}

/// How `CallPlan.perform` says, for a `#stubbed()` method, that its own code runs: the plan
/// forwards the call (`forwarded`), or nothing answered it (`unanswered`, with why).
enum RunsRealCode: Error {
    case forwarded
    case unanswered(Unanswered)
}
