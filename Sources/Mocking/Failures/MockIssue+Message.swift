extension MockIssue {
    /// What the failure says.
    var message: FailureMessage {
        switch self {
        case .partialWithoutRealObject(let mock):
            FailureMessage(
                """
                \(mock) was created .partial without a real object, so it behaves as .null. \
                Create a partial mock with init(forwardingTo:).
                """)
        case .deallocatedUnverified(let mock, let expectations):
            FailureMessage(
                .init(
                    """
                    \(mock) was deallocated with \(Self.count(expectations.count, "expectation", one: "an")) nobody \
                    verified; call verify() or use a mocking scope:
                    """, listing: expectations))
        case .unexpectedCall(let mock, let call, let nearest):
            FailureMessage(.init("Unexpected call on strict \(mock):", listing: [call]), .init(nearest.sentence))
        case .cannotForward(let mock, let requirement, let reason):
            FailureMessage(
                """
                \(mock) cannot forward \(requirement.quoted) to its real object: \(reason.sentence). Stub it with \
                andReturn or andCall.
                """
            )
        case .noDefaultValue(let mock, let requirement, let returnType, let instead):
            FailureMessage(
                Self.noDefaultValue(
                    mock: mock, requirement: requirement.quoted, returnType: returnType, instead: instead))
        case .noMovedResult(let mock, let requirement, let resultType, let instead):
            FailureMessage(
                Self.noMovedResult(
                    mock: mock, requirement: requirement.quoted, resultType: resultType, instead: instead))
        case .undeclaredError(let mock, let requirement, let error, nil, let outcome):
            FailureMessage(
                """
                An andCall body of \(requirement.quoted) on \(mock) threw \(error), but \(requirement.quoted) cannot \
                throw; \(outcome.clause).
                """
            )
        case .undeclaredError(let mock, let requirement, let error, let canThrow?, let outcome):
            FailureMessage(
                "\(requirement.quoted) on \(mock) can throw only \(canThrow), but its stub threw \(error); \(outcome.clause)."
            )
        case .cannotRethrow(let mock, let requirement, let error):
            FailureMessage(
                """
                An andCall body of \(requirement.quoted) on \(mock) threw \(error) though no closure argument threw: \
                Swift lets a rethrows function throw only when a closure it was given throws. The call answers \
                its default value.
                """)
        case .cannotWrapReal(let mock, let requirement):
            FailureMessage(
                """
                andWrapReal on \(mock) cannot run for \(requirement.quoted): its witness calls a MockCore \
                entry point that does not fit the effects of its builder; the call answers its default value.
                """)
        case .cannotWrapStubbedBody(let type, let requirement):
            FailureMessage(
                """
                andWrapReal cannot wrap \(requirement.quoted) on \(type): the method begins with #stubbed(), which \
                keeps its code where you wrote it (for code coverage), so there is no real code to hand the \
                answer; the real code ran. Use andCall or andForwardToReal, or remove #stubbed() to let \
                @Stubbable move the body.
                """)
        case .signatureClash(let mock, let requirement, let here, let before):
            FailureMessage(
                """
                \(mock) uses \(requirement.quoted) with two signatures: \(here) here, \(before) before. \
                A witness and a builder written by hand must use the same argument tuple, labels included \
                (a parameter without an argument label is labelled with its name), and overloads by type \
                need names of their own.
                """)
        case .builderMismatch(let mock, let requirement, let arguments):
            FailureMessage(
                """
                The builder for \(requirement.quoted) on \(mock) does not match its witness's argument types \
                (\(arguments)); fix the mock's declaration.
                """)
        case .closureCalledAfterReturn(let returnType, let instead):
            FailureMessage(Self.closureCalledAfterReturn(returnType: returnType, instead: instead))
        case .ambiguousScope(let call, let tests, let outcome):
            FailureMessage(
                .init(
                    """
                    \(call) was called outside any test's task (from a Dispatch queue, \
                    Task.detached or a thread of its own), and the running tests \
                    \(tests.map { "'\($0)'" }.sorted().joined(separator: " and ")) both stub it, \
                    so Mocking cannot tell which test it belongs to; \(outcome.pastClause).
                    """),
                .init("Run these tests one at a time (.serialized), or stub an instance instead of a static member.")
            )
        case .noRealObject(let mock, let answer, let pattern):
            FailureMessage(
                """
                \(answer) on \(mock), which has no real object: \(pattern ?? "the call") would answer its default \
                value. Create the mock with init(forwardingTo:).
                """)
        case .cannotForwardElsewhere(let mock, let pattern, let reason):
            FailureMessage(
                """
                andForward(to:) on \(mock) cannot send \(pattern ?? "the call") to another object: \(reason.rawValue). \
                Call the other object from andCall { … } instead; the answer is dropped.
                """)
        case .forwardTargetMismatch(let mock, let requirement, let objectType, let takenAs):
            FailureMessage(
                """
                andForward(to:) on \(mock) cannot forward \(requirement.quoted) to its object: \(objectType) does not \
                conform to \(takenAs). The call answers its default value.
                """)
        case .neverAnswered(let pattern):
            FailureMessage(
                """
                expect.\(pattern).never() was given an answer, but a call it answered would fail it. \
                The answer is dropped; expect the call with once(), times(_:) or atLeast(_:) if it should be answered.
                """)
        case .invalidCount(let spelled, let consequence):
            FailureMessage(
                "\(spelled) is not a call count: counts cannot be negative or empty. \(consequence.rawValue)")
        case .nothingCaptured(let mock, let pattern):
            FailureMessage(
                """
                Nothing captured yet: no call matched \(pattern ?? "this capture") on \(mock) before 'argument' \
                was read.
                """)
        case .countNotMet(let check, let mock, let expected, let actual, let countedElsewhere, let recorded):
            FailureMessage(
                .init(
                    "\(check == .expectation ? "Expectation not met" : "Verification failed") on \(mock):",
                    listing: ["expected \(expected), but it was called \(times(actual))"]
                        + Self.counted(countedElsewhere, byAnotherExpectationOf: recorded.requirement)),
                recorded.line)
        case .notCalledWithin(let mock, let pattern, let timeout, let recorded):
            FailureMessage(
                .init(
                    "Verification failed on \(mock):",
                    listing: ["expected \(pattern) within \(timeout), but it was not called"]),
                recorded.line)
        case .countNotMetWithin(let mock, let pattern, let expected, let timeout, let actual, let recorded):
            FailureMessage(
                .init(
                    "Verification failed on \(mock):",
                    listing: ["expected \(pattern) \(expected) within \(timeout), but it was called \(times(actual))"]),
                recorded.line)
        case .outOfOrder(let reason, let expected, let recorded):
            FailureMessage(
                .init(
                    "Calls did not happen in the expected order (\(reason.clause)).",
                    [
                        .init("Expected, in order:", listing: expected),
                        .init("Recorded:", listing: recorded.isEmpty ? ["(no calls)"] : recorded),
                    ]))
        case .unaccountedCalls(let mock, let calls):
            FailureMessage(
                .init(
                    """
                    \(mock) received \(Self.count(calls.count, "call", one: "1")) that no verification or \
                    expectation accounts for:
                    """, listing: calls))
        case .expectedNoCalls(let mock, let calls):
            FailureMessage(
                .init("\(mock) was expected to receive no calls, but received \(calls.count):", listing: calls))
        case .unusedStub(let mock, let stub):
            FailureMessage("Stub never used on \(mock): \(stub) was set up, but no call matched it.")
        case .conditionNotWithin(let timeout):
            FailureMessage("Expected the condition to hold within \(timeout), but it did not.")
        case .conditionNotAfter(let delay):
            FailureMessage("Expected the condition to hold after \(delay), but it did not.")
        case .notRecording(let member, let type):
            FailureMessage(
                """
                Cannot verify \(member.quoted) on \(type): Mocking was not recording its calls. \
                A real object or type records calls once spy(_:), a stub, an expectation or a capture \
                registers it in the same mocking scope — do that before the calls.
                """)
        }
    }

    /// "an expectation", "3 expectations"; "1 call", "2 calls".
    private static func count(_ count: Int, _ noun: String, one: String) -> String {
        count == 1 ? "\(one) \(noun)" : "\(count) \(noun)s"
    }

    /// "2 other matching calls were counted by another expectation of …", when some were.
    private static func counted(_ count: Int, byAnotherExpectationOf requirement: RequirementName) -> [String] {
        guard count > 0 else { return [] }
        let calls = count == 1 ? "1 other matching call was" : "\(count) other matching calls were"
        return [
            """
            \(calls) counted by another expectation of \(requirement.quoted); expectations take calls in the order they \
            were set up, each as many as its count allows.
            """
        ]
    }

    /// What a non-escaping closure called too late does instead.
    private static func closureCalledAfterReturn(returnType: String, instead: InsteadOfDefault?) -> String {
        let misuse = """
            A non-escaping closure argument was called after the mocked call returned. \
            Swift forbids that; call it inside andCall, or make the parameter @escaping.
            """
        let noDefault = " Its return type \(returnType) has no default value"
        return switch instead {
        case nil: misuse + " The call answers its default value."
        case .throwsInstead(let thrown): misuse + noDefault + ", so the call throws \(thrown)."
        case .stops, .errorTypeHasNoDefault: misuse + noDefault + ", so the process stops."
        }
    }

    /// The sentence of a call with no default value; what `MockError.noDefaultValue` carries too.
    private static func noMovedResult(
        mock: String, requirement: String, resultType: String, instead: InsteadOfDefault
    ) -> String {
        let cannot = """
            \(mock) cannot answer \(requirement): its result (\(resultType)) may be noncopyable, so only an answer \
            makes one, and nothing answers the call
            """
        let advice = "Stub it with andCall { … }, or forward it with andForward(to:)."
        return switch instead {
        case .stops: "\(cannot). \(advice)"
        case .throwsInstead(let thrown): "\(cannot); the call throws \(thrown). \(advice)"
        case .errorTypeHasNoDefault(let failure):
            "\(cannot); its error type \(failure) has no default value to throw instead either. \(advice)"
        }
    }

    private static func noDefaultValue(
        mock: String, requirement: String, returnType: String, instead: InsteadOfDefault
    ) -> String {
        let cannot = "\(mock) cannot answer \(requirement): its return type \(returnType) has no default value"
        let advice =
            "Stub it (andReturn/andCall), conform \(returnType) to DefaultProvidable, or call DefaultValues.register(_:)."
        return switch instead {
        case .stops:
            "\(cannot). \(advice)"
        case .throwsInstead(let thrown):
            "\(cannot), so the call throws \(thrown). \(advice)"
        case .errorTypeHasNoDefault(let failure):
            """
            \(cannot), and its error type \(failure) has no default value to throw instead. \(advice) \
            Or conform \(failure) to DefaultProvidable.
            """
        }
    }
}

extension MockIssue.Nearest {
    /// "Nearest stub: … — 'humidity' differs: …", or "Nothing stubs or expects …".
    fileprivate var sentence: String {
        switch self {
        case .entry(let isStub, let pattern, let mismatches):
            return "Nearest \(isStub ? "stub" : "expectation"): \(pattern) — \(mismatches.joined(separator: "; "))"
        case .nothing(let requirement, let stubbedFor):
            let nothing = "Nothing stubs or expects \(requirement.quoted) on this mock"
            guard let specialization = requirement.specialization, !stubbedFor.isEmpty else { return nothing + "." }
            // `T == Optional<Player>`: one type parameter, whose type `returning:` can name.
            let parts = specialization.split(separator: " == ", maxSplits: 1)
            let returning =
                parts.count == 2 && !parts[1].contains(" == ")
                ? " (where only the result or a closure names \(parts[0]), pass returning: \(parts[1]).self)" : ""
            return """
                \(nothing); it is stubbed with \(stubbedFor.joined(separator: ", and with ")). A stub of a generic \
                method answers only the types it was made for: stub this call for \(specialization) too\(returning).
                """
        }
    }
}

extension MockFailure {
    /// The failure `issue` describes, at `callSite`.
    init(_ issue: MockIssue, at callSite: CallSite) {
        self.init(issue.message, at: callSite)
    }
}

extension MockIssue.RecordedCalls {
    /// "Recorded calls of 'result(temperature:humidity:)':" and the calls, or that there were none.
    var line: FailureMessage.Line {
        guard !calls.isEmpty else { return .init("No calls of \(requirement.quoted) were recorded.") }
        let overflow = more > 0 ? ["… and \(more) more"] : []
        return .init("Recorded calls of \(requirement.quoted):", listing: calls + overflow)
    }
}

extension MockIssue.OutOfOrder {
    /// `step 2 found no matching call after the call that satisfied step 1`.
    fileprivate var clause: String {
        switch self {
        case .countNotMet(let step, let expected, let after, let found):
            "step \(step) expected \(expected)\(Self.position(after)), but found \(found == 0 ? "none" : "\(found)")"
        case .noMatchingCall(let step, let after):
            "step \(step) found no matching call\(Self.position(after))"
        }
    }

    /// ` after the call that satisfied step 1`, ` after the 2 calls that satisfied step 3`.
    private static func position(_ after: MockIssue.SatisfiedStep?) -> String {
        guard let after else { return "" }
        return after.calls == 1
            ? " after the call that satisfied step \(after.step)"
            : " after the \(after.calls) calls that satisfied step \(after.step)"
    }
}

extension MockIssue.CallOutcome {
    /// What follows an undeclared error in its sentence.
    fileprivate var clause: String {
        switch self {
        case .answersDefault: "the call answers its default value"
        case .realCodeRan: "the real code ran instead"
        }
    }

    /// What follows an ambiguous call in its sentence.
    fileprivate var pastClause: String {
        switch self {
        case .answersDefault: "it answered the default value"
        case .realCodeRan: "its real code ran"
        }
    }
}

extension __ForwardingObstacle {
    /// Why the call cannot be passed on, as the sentence goes on after "to its real object:".
    fileprivate var sentence: String {
        switch self {
        case .staticMember: "static members have no real object"
        case .namesSelf: "it uses Self or an associated type"
        case .restatesStandardRequirement:
            "it restates a standard-library requirement, which the module's default isolation may isolate"
        case .realObjectIsAnActor: "the real object is another actor, which the mock cannot call into"
        case .variadicArguments: "Swift cannot pass an array as variadic arguments"
        case .rethrowing: "a mock cannot rethrow"
        case .realObjectIsNot(let parent): "the real object is not \(parent)"
        case .wrapRealOfRethrowing: "andWrapReal cannot call a real method that rethrows"
        case .realObjectMismatch(let realType, let takenAs):
            "it is a \(realType), and the witness takes it as \(takenAs)"
        }
    }
}
