// `rethrows` requirements: Swift lets a `rethrows` function throw only what its closure arguments
// throw, so a mock cannot throw from one; but a partial mock can pass the call to its real object,
// which rethrows the closure's errors itself. The witness says so, and its forwarding closure is
// the only thing the call may throw from:
//
//     try mockCore.__call("write(_:)", nonEscapingUpdates, rethrowing: true) { (real: any Queue) in
//         try real.write(updates)
//     }

extension MockCore {
    /// Answers a call of a `rethrows` requirement that is not answered with a value: forwarded, it
    /// throws what the real object throws; an error from a stub is reported and the call answers
    /// its default value, for the caller may have passed closures that cannot throw.
    @inline(never)
    func answerRethrowing<Arguments, Return, Failure: Error, Target>(
        _ answer: Answer, _ requirement: MockRequirement, _ arguments: Arguments, _ writingBack: WriteBack<Arguments>,
        _ forward: (Target) throws(Failure) -> Return
    ) throws(Failure) -> Return {
        let plan = CallPlan<Arguments, Return>(answer, canForward: real != nil)
        switch plan {
        case .forward(let other):
            // Another object rethrows what the caller's closures throw, as the real object does.
            guard let target = target(other, as: Target.self, requirement) else {
                return defaultValue(requirement, failure: nil)
            }
            return try forward(target)
        case .body(let body):
            do {
                return try runBody(body, arguments, writingBack: writingBack)
            } catch {
                // The caller's closure threw while the answer called it: the caller passed a
                // closure that throws, so it is a throwing context and the error may reach it.
                if let error = error as? Failure, Self.aClosureArgumentThrew(arguments) { throw error }
                return cannotRethrow(error, requirement)
            }
        case .error(let error):
            return cannotRethrow(error, requirement)
        case .wrapReal:
            // The builders of a `rethrows` requirement do not offer `andWrapReal` (its body's
            // errors could not be rethrown); a hand-written mock that reaches it anyway is told why.
            return __unforwardable(requirement, because: .wrapRealOfRethrowing)
        case .value(let value):
            return value
        case .unexpected(let failure):
            // Reported, and answered with the default value: never thrown.
            return unanswered(.unexpected(failure), requirement, throwing: Never.self)
        case .asyncBody, .defaultValue:
            return defaultValue(requirement, failure: nil)
        }
    }

    /// Whether a non-escaping closure among `arguments` (one, or a tuple's elements) threw when
    /// the answer called it.
    private static func aClosureArgumentThrew<Arguments>(_ arguments: Arguments) -> Bool {
        if let closure = arguments as? any ThrowingClosureArgument { return closure.threw }
        return Mirror(reflecting: arguments).children.contains { child in
            (child.value as? any ThrowingClosureArgument)?.threw == true
        }
    }

    private func cannotRethrow<Return>(_ error: any Error, _ requirement: MockRequirement) -> Return {
        let issue = MockIssue.cannotRethrow(
            mock: state.displayName, requirement: RequirementName(requirement), error: "\(error)")
        FailureReporter.report(MockFailure(issue, at: state.createdAt), owner: state)
        return defaultValue(requirement, failure: nil)
    }
}
