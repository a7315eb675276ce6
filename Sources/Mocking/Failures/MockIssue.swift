/// Every failure the runtime reports, with what its message needs: the one place their wording
/// lives, as `MockableDiagnostic` is for the macros' compile-time messages. A report site makes a
/// case and `MockFailure(_:at:)` renders it.
///
/// Names of mocks and requirements arrive as they print (`WeatherForecasterMock 'forecaster'`,
/// `'result(temperature:humidity:)'` quoted), calls and patterns as described
/// (`result(temperature: 1, humidity: 2)`), types as `String(describing:)` spells them.
enum MockIssue: Sendable, Equatable {
    // MARK: Creating and ending a mock

    /// A mock created `.partial` with no real object to forward to.
    case partialWithoutRealObject(mock: String)
    /// A mock deallocated while expectations on it were never checked.
    case deallocatedUnverified(mock: String, expectations: [String])

    // MARK: Answering a call

    /// A strict mock's call that nothing stubs or expects, and the closest thing that does.
    case unexpectedCall(mock: String, call: String, nearest: Nearest)
    /// A partial mock's call that Swift cannot pass on to the real object.
    case cannotForward(mock: String, requirement: String, reason: String)
    /// A call nothing answers whose return type has no default value.
    case noDefaultValue(mock: String, requirement: String, returnType: String, instead: InsteadOfDefault)
    /// A call nothing answers whose result may be noncopyable, which only an answer can make.
    case noMovedResult(mock: String, requirement: String, resultType: String, instead: InsteadOfDefault)
    /// An error from a stub that its requirement cannot throw; `canThrow` is `nil` for a
    /// requirement that throws nothing. `outcome` says what the call did instead.
    case undeclaredError(mock: String, requirement: String, error: String, canThrow: String?, outcome: String)
    /// An error from an `andCall` body of a `rethrows` requirement.
    case cannotRethrow(mock: String, requirement: String, error: String)
    /// `andWrapReal` on a witness whose entry point does not fit the builder's effects.
    case cannotWrapReal(mock: String, requirement: String)
    /// `andWrapReal` on a `@Stubbable` method that begins with `#stubbed()`, whose real code is
    /// not a function the answer could call.
    case cannotWrapStubbedBody(type: String, requirement: String)
    /// A requirement name used with two argument or return types (a mis-written mock).
    case signatureClash(mock: String, requirement: String, here: String, before: String)
    /// A builder whose argument types are not its witness's (a mis-written mock).
    case builderMismatch(mock: String, requirement: String, arguments: String)
    /// A non-escaping closure argument called after its call returned.
    /// `instead` is `nil` where the call answers the return type's default value.
    case closureCalledAfterReturn(returnType: String, instead: InsteadOfDefault?)
    /// A call from outside every test's task that several running tests stub.
    case ambiguousScope(call: String, tests: [String], outcome: String, wayOut: String)

    // MARK: Building stubs, expectations and captures

    /// `andForwardToReal()` or `andWrapReal` on a mock with no real object.
    case noRealObject(mock: String, answer: String, pattern: String?)
    /// `andForward(to:)` on a mock or object whose calls cannot go to another object.
    case cannotForwardElsewhere(mock: String, pattern: String?, reason: ForwardRefusal)
    /// An `andForward(to:)` object that the witness's forwarding closure cannot take.
    case forwardTargetMismatch(mock: String, requirement: String, objectType: String, takenAs: String)
    /// An answer given to `expect(…).never()`.
    case neverAnswered(pattern: String)
    /// A negative or empty call count.
    case invalidCount(spelled: String, consequence: CountConsequence)
    /// A capture's `argument` read before any call matched.
    case nothingCaptured(mock: String, pattern: String?)

    // MARK: Verifying

    /// A call count that did not hold: an expectation's at verification, or a `received` check's.
    case countNotMet(
        check: CountCheck, mock: String, expected: String, actual: Int, countedElsewhere: Int, recorded: RecordedCalls)
    /// `received(…)` with a timeout, and no matching call before it.
    case notCalledWithin(mock: String, pattern: String, timeout: String, recorded: RecordedCalls)
    /// `eventually(times:within:)` whose count the calls recorded in time did not meet.
    case countNotMetWithin(
        mock: String, pattern: String, expected: String, timeout: String, actual: Int, recorded: RecordedCalls)
    /// `verifyInOrder` steps that the recorded calls do not follow.
    case outOfOrder(reason: String, expected: [String], recorded: [String])
    /// `verifyNoMoreInteractions()`: calls nothing accounted for.
    case unaccountedCalls(mock: String, calls: [String])
    /// `verifyNoInteractions()`: any call.
    case expectedNoCalls(mock: String, calls: [String])
    /// A stub no call matched, reported at the end of a scope that asks for it.
    case unusedStub(mock: String, stub: String)
    /// `expectEventually` whose condition never held.
    case conditionNotWithin(timeout: String)
    /// `expectAfter` whose condition did not hold after the delay.
    case conditionNotAfter(delay: String)
    /// A verification on a real object or type whose calls were not being recorded.
    case notRecording(member: String, type: String)

    /// What a strict mock's unexpected call names as the closest thing set up.
    enum Nearest: Sendable, Equatable {
        /// The stub or expectation with the fewest rejected arguments, and why each was rejected.
        case entry(isStub: Bool, pattern: String, mismatches: [String])
        /// Nothing for this requirement; for a generic method, `specialization` is the call's
        /// (`T == Int`) and `stubbedFor` those that are stubbed.
        case nothing(requirement: String, specialization: String?, stubbedFor: [String])
    }

    /// What a call with no default value does instead of answering one.
    enum InsteadOfDefault: Sendable, Equatable {
        /// It cannot throw: the process stops.
        case stops
        /// It throws this (`MockError.noDefaultValue`, or the error type's default value).
        case throwsInstead(String)
        /// It can throw only this error type, which has no default value either.
        case errorTypeHasNoDefault(String)
    }

    /// Why `andForward(to:)` cannot send calls to another object.
    enum ForwardRefusal: String, Sendable, Equatable {
        case subclassMock = "a subclass mock's real code is its superclass's, run on the mock itself"
        case realObject = "a real object's or type's stubs stand in for its own code"
        case staticMembers = "a mock's static members have no object to forward to"
    }

    /// What a call count that cannot be met leaves behind.
    enum CountConsequence: String, Sendable, Equatable {
        case countUnchanged = "The count is left unchanged."
        case stepLeftOut = "The step is left out of the order."
        case nothingChecked = "Nothing is checked."
    }

    /// Which check a count failed.
    enum CountCheck: Sendable, Equatable {
        case expectation, verification
    }

    /// The recorded calls of a requirement, each with why the pattern rejected it, if it did.
    struct RecordedCalls: Sendable, Equatable {
        /// The requirement, quoted.
        let requirement: String
        /// The first calls, described.
        let calls: [String]
        /// How many more were recorded than `calls` lists.
        let more: Int

        var line: FailureMessage.Line {
            guard !calls.isEmpty else { return .init("No calls of \(requirement) were recorded.") }
            let overflow = more > 0 ? ["… and \(more) more"] : []
            return .init("Recorded calls of \(requirement):", listing: calls + overflow)
        }
    }

    /// A partial mock whose real object is not what the witness's forwarding closure takes (a
    /// hand-written mock naming another protocol): a ``cannotForward(mock:requirement:reason:)``.
    static func realObjectMismatch(mock: String, requirement: String, realType: String, takenAs: String) -> Self {
        .cannotForward(
            mock: mock, requirement: requirement, reason: "it is a \(realType), and the witness takes it as \(takenAs)")
    }

    /// Each case's name, so that a test can walk them all.
    enum Kind: String, CaseIterable, Sendable {
        case partialWithoutRealObject, deallocatedUnverified, unexpectedCall, cannotForward, noDefaultValue,
            noMovedResult
        case undeclaredError, cannotRethrow, cannotWrapReal, cannotWrapStubbedBody, signatureClash, builderMismatch
        case closureCalledAfterReturn, ambiguousScope, noRealObject, cannotForwardElsewhere, forwardTargetMismatch
        case neverAnswered, invalidCount, nothingCaptured
        case countNotMet, notCalledWithin, countNotMetWithin, outOfOrder, unaccountedCalls, expectedNoCalls, unusedStub
        case conditionNotWithin, conditionNotAfter, notRecording
    }

    var kind: Kind {
        switch self {
        case .partialWithoutRealObject: .partialWithoutRealObject
        case .deallocatedUnverified: .deallocatedUnverified
        case .unexpectedCall: .unexpectedCall
        case .cannotForward: .cannotForward
        case .noDefaultValue: .noDefaultValue
        case .noMovedResult: .noMovedResult
        case .undeclaredError: .undeclaredError
        case .cannotRethrow: .cannotRethrow
        case .cannotWrapReal: .cannotWrapReal
        case .cannotWrapStubbedBody: .cannotWrapStubbedBody
        case .signatureClash: .signatureClash
        case .builderMismatch: .builderMismatch
        case .closureCalledAfterReturn: .closureCalledAfterReturn
        case .ambiguousScope: .ambiguousScope
        case .noRealObject: .noRealObject
        case .cannotForwardElsewhere: .cannotForwardElsewhere
        case .forwardTargetMismatch: .forwardTargetMismatch
        case .neverAnswered: .neverAnswered
        case .invalidCount: .invalidCount
        case .nothingCaptured: .nothingCaptured
        case .countNotMet: .countNotMet
        case .notCalledWithin: .notCalledWithin
        case .countNotMetWithin: .countNotMetWithin
        case .outOfOrder: .outOfOrder
        case .unaccountedCalls: .unaccountedCalls
        case .expectedNoCalls: .expectedNoCalls
        case .unusedStub: .unusedStub
        case .conditionNotWithin: .conditionNotWithin
        case .conditionNotAfter: .conditionNotAfter
        case .notRecording: .notRecording
        }
    }

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
                "\(mock) cannot forward \(requirement) to its real object: \(reason). Stub it with andReturn or andCall."
            )
        case .noDefaultValue(let mock, let requirement, let returnType, let instead):
            FailureMessage(
                Self.noDefaultValue(mock: mock, requirement: requirement, returnType: returnType, instead: instead))
        case .noMovedResult(let mock, let requirement, let resultType, let instead):
            FailureMessage(
                Self.noMovedResult(mock: mock, requirement: requirement, resultType: resultType, instead: instead))
        case .undeclaredError(let mock, let requirement, let error, nil, let outcome):
            FailureMessage(
                "An andCall body of \(requirement) on \(mock) threw \(error), but \(requirement) cannot throw\(outcome)."
            )
        case .undeclaredError(let mock, let requirement, let error, let canThrow?, let outcome):
            FailureMessage(
                "\(requirement) on \(mock) can throw only \(canThrow), but its stub threw \(error)\(outcome).")
        case .cannotRethrow(let mock, let requirement, let error):
            FailureMessage(
                """
                An andCall body of \(requirement) on \(mock) threw \(error) though no closure argument threw: \
                Swift lets a rethrows function throw only when a closure it was given throws. The call answers \
                its default value.
                """)
        case .cannotWrapReal(let mock, let requirement):
            FailureMessage(
                """
                andWrapReal on \(mock) cannot run for \(requirement): its witness calls a MockCore \
                entry point that does not fit the effects of its builder; the call answers its default value.
                """)
        case .cannotWrapStubbedBody(let type, let requirement):
            FailureMessage(
                """
                andWrapReal cannot wrap \(requirement) on \(type): the method begins with #stubbed(), which \
                keeps its code where you wrote it (for code coverage), so there is no real code to hand the \
                answer; the real code ran. Use andCall or andForwardToReal, or remove #stubbed() to let \
                @Stubbable move the body.
                """)
        case .signatureClash(let mock, let requirement, let here, let before):
            FailureMessage(
                """
                \(mock) uses \(requirement) with two signatures: \(here) here, \(before) before. \
                A witness and a builder written by hand must use the same argument tuple, labels included \
                (a parameter without an argument label is labelled with its name), and overloads by type \
                need names of their own.
                """)
        case .builderMismatch(let mock, let requirement, let arguments):
            FailureMessage(
                """
                The builder for \(requirement) on \(mock) does not match its witness's argument types \
                (\(arguments)); fix the mock's declaration.
                """)
        case .closureCalledAfterReturn(let returnType, let instead):
            FailureMessage(Self.closureCalledAfterReturn(returnType: returnType, instead: instead))
        case .ambiguousScope(let call, let tests, let outcome, let wayOut):
            FailureMessage(
                .init(
                    """
                    \(call) was called outside any test's task (from a Dispatch queue, \
                    Task.detached or a thread of its own), and the running tests \
                    \(tests.map { "'\($0)'" }.sorted().joined(separator: " and ")) both stub it, \
                    so Mocking cannot tell which test it belongs to; \(outcome).
                    """),
                .init("Run these tests one at a time (.serialized), or \(wayOut).")
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
                andForward(to:) on \(mock) cannot forward \(requirement) to its object: \(objectType) does not \
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
                    "Calls did not happen in the expected order (\(reason)).",
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
                Cannot verify \(member) on \(type): Mocking was not recording its calls. \
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
    private static func counted(_ count: Int, byAnotherExpectationOf requirement: String) -> [String] {
        guard count > 0 else { return [] }
        let calls = count == 1 ? "1 other matching call was" : "\(count) other matching calls were"
        return [
            """
            \(calls) counted by another expectation of \(requirement); expectations take calls in the order they \
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
        case .nothing(let requirement, let specialization, let stubbedFor):
            let nothing = "Nothing stubs or expects \(requirement) on this mock"
            guard let specialization, !stubbedFor.isEmpty else { return nothing + "." }
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
