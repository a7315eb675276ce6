/// Every failure the runtime reports, with what its message needs: the one place their wording
/// lives, as `MockableDiagnostic` is for the macros' compile-time messages. A report site makes a
/// case and `MockFailure(_:at:)` renders it.
///
/// A requirement arrives as a ``RequirementName`` and is quoted by `message` alone, one way
/// (`'result(temperature:humidity:)'`, `'read(_:)' with T == Player`); what the call did instead,
/// or why it could not be forwarded, arrives as a case. Mocks arrive as they print
/// (`WeatherForecasterMock 'forecaster'`), calls and patterns as described
/// (`result(temperature: 1, humidity: 2)`), types as `String(describing:)` spells them.
/// The wording is `message`'s, in `MockIssue+Message.swift`.
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
    case cannotForward(mock: String, requirement: RequirementName, reason: __ForwardingObstacle)
    /// A call nothing answers whose return type has no default value.
    case noDefaultValue(mock: String, requirement: RequirementName, returnType: String, instead: InsteadOfDefault)
    /// A call nothing answers whose result may be noncopyable, which only an answer can make.
    case noMovedResult(mock: String, requirement: RequirementName, resultType: String, instead: InsteadOfDefault)
    /// An error from a stub that its requirement cannot throw; `canThrow` is `nil` for a
    /// requirement that throws nothing. `outcome` says what the call did instead.
    case undeclaredError(
        mock: String, requirement: RequirementName, error: String, canThrow: String?, outcome: CallOutcome)
    /// An error from an `andCall` body of a `rethrows` requirement.
    case cannotRethrow(mock: String, requirement: RequirementName, error: String)
    /// `andWrapReal` on a witness whose entry point does not fit the builder's effects.
    case cannotWrapReal(mock: String, requirement: RequirementName)
    /// `andWrapReal` on a `@Stubbable` method that begins with `#stubbed()`, whose real code is
    /// not a function the answer could call.
    case cannotWrapStubbedBody(type: String, requirement: RequirementName)
    /// A requirement name used with two argument or return types (a mis-written mock).
    case signatureClash(mock: String, requirement: RequirementName, here: String, before: String)
    /// A builder whose argument types are not its witness's (a mis-written mock).
    case builderMismatch(mock: String, requirement: RequirementName, arguments: String)
    /// A non-escaping closure argument called after its call returned.
    /// `instead` is `nil` where the call answers the return type's default value.
    case closureCalledAfterReturn(returnType: String, instead: InsteadOfDefault?)
    /// A call from outside every test's task that several running tests stub.
    case ambiguousScope(call: String, tests: [String], outcome: CallOutcome)

    // MARK: Building stubs, expectations and captures

    /// `andForwardToReal()` or `andWrapReal` on a mock with no real object.
    case noRealObject(mock: String, answer: String, pattern: String?)
    /// `andForward(to:)` on a mock or object whose calls cannot go to another object.
    case cannotForwardElsewhere(mock: String, pattern: String?, reason: ForwardRefusal)
    /// An `andForward(to:)` object that the witness's forwarding closure cannot take.
    case forwardTargetMismatch(mock: String, requirement: RequirementName, objectType: String, takenAs: String)
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
    case outOfOrder(reason: OutOfOrder, expected: [String], recorded: [String])
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
    case notRecording(member: RequirementName, type: String)

    /// What a strict mock's unexpected call names as the closest thing set up.
    enum Nearest: Sendable, Equatable {
        /// The stub or expectation with the fewest rejected arguments, and why each was rejected.
        case entry(isStub: Bool, pattern: String, mismatches: [String])
        /// Nothing for this requirement; for a generic method's call (`T == Int`), `stubbedFor`
        /// lists the specializations that are stubbed.
        case nothing(requirement: RequirementName, stubbedFor: [String])
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
        let requirement: RequirementName
        /// The first calls, described.
        let calls: [String]
        /// How many more were recorded than `calls` lists.
        let more: Int
    }

    /// The first `verifyInOrder` step the recorded calls do not follow, and why.
    enum OutOfOrder: Sendable, Equatable {
        /// Step `step` (from 1) found `found` matching calls where it expected `expected` (`exactly 2
        /// matching calls`), after the calls that satisfied the step before, if any.
        case countNotMet(step: Int, expected: String, after: SatisfiedStep?, found: Int)
        /// Step `step` found no matching call after those that satisfied the step before.
        case noMatchingCall(step: Int, after: SatisfiedStep?)
    }

    /// The step (from 1) an in-order search went on after, and how many calls satisfied it.
    struct SatisfiedStep: Sendable, Equatable {
        let step: Int
        let calls: Int
    }

    /// What a call did instead of what the failure is about: a mock's answers its default value,
    /// a `@Stubbable` object's or type's runs its real code.
    enum CallOutcome: Sendable, Equatable {
        case answersDefault
        case realCodeRan
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
}
