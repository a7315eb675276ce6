/// What a call does, for mocks and `@Stubbable` objects: its resolution as the callee sees it,
/// made in one place (`init(_:canForward:)`). A callee that can forward — a partial mock, a real
/// object — runs the real code for what nothing answers; a strict mock reports what nothing
/// allowed. ``perform`` (and ``performAsync``) carries a plan out for the methods' entry points of
/// ``MockCore`` and `__Intercept`; the callee says only how to run its real code and what a call
/// nothing answers gets. Two callers carry a plan out themselves, for what `perform` would do
/// wrong there: a `rethrows` witness (`MockCore+Rethrowing`, which may throw only its closure's
/// errors) and a setter (`MockCore.write`, which has no result to answer with); a getter answers
/// the last value set, where nothing else answers, before it asks for a plan (`MockCore.__get`).
enum CallPlan<Arguments, Return> {
    case value(Return)
    case error(any Error)
    case body((inout Arguments) throws -> Return)
    case asyncBody(AsyncAnswerBody<Arguments, Return>)
    case wrapReal(Any)
    /// Run the real code (`nil`: only a callee that has some plans this), or another object's
    /// (`andForward(to:)`: only a protocol's mock is given one).
    case forward(to: ForwardTarget?)
    /// Nothing allowed the call on a strict mock: reported; a requirement that may throw
    /// ``MockError`` throws it.
    case unexpected(MockFailure)
    case defaultValue

    init(_ answer: Answer, canForward: Bool) {
        switch answer.kind {
        case .value:
            self = .value(answer.value(as: Return.self))
        case .resolution:
            self =
                switch answer.resolution(Arguments.self, Return.self) {
                case .value(let value): .value(value)
                case .error(let error): .error(error)
                case .call(let body): .body(body)
                case .callAsync(let body): .asyncBody(body)
                case .wrapReal(let body): .wrapReal(body)
                case .forward(let object, let callSite):
                    .forward(to: ForwardTarget(object: object, stubbedAt: callSite))
                // Kept as answers of their own kinds, never as a resolved answer.
                case .forwardToReal, .owner: .defaultValue
                }
        case .unexpected:
            // A checked cast: only calls nothing allowed come here.
            let failure = (answer as? UnexpectedAnswer)?.failure
            self = canForward ? .forward(to: nil) : failure.map { .unexpected($0) } ?? .defaultValue
        case .forwardToReal, .unanswered, .unmatched:
            self = canForward ? .forward(to: nil) : .defaultValue
        // An entry answers an owner as the mock itself or `unanswered`; no call is given one.
        case .owner:
            self = .defaultValue
        }
    }
}

/// The object an `andForward(to:)` stub sends its calls to, and the stub's line, where a call the
/// object cannot take is reported. Used by whichever thread makes the call, as an entry's answer
/// values are (``Answer``).
struct ForwardTarget: @unchecked Sendable {
    let object: Any
    let stubbedAt: CallSite
}

/// Why a call gets the callee's own answer rather than one a stub gave: a mock answers its default
/// value (reporting what needs it), a `@Stubbable` object runs its real code.
enum Unanswered {
    /// Nothing answers the call, or only with what it cannot take (an async body on a
    /// synchronous call).
    case nothing
    /// A strict mock's call nothing allowed, with its failure, not yet reported.
    case unexpected(MockFailure)
    /// An error a stub threw that the call cannot throw.
    case undeclared(any Error)
    /// An `andWrapReal` body of other effects than the entry point's (a hand-written mock whose
    /// witness and builder disagree).
    case wrapRealMismatch
}

extension CallPlan {
    /// Carries the plan out for a synchronous call that may throw `Failure` (`Never` for one that
    /// cannot): `callReal` runs the real code — the callee's own for `nil` (for `.forward(to: nil)`,
    /// and as an `andWrapReal` body's `callReal`), another object's for an `andForward(to:)` stub's
    /// target; `otherwise` answers what no stub does.
    func perform<Failure: Error>(
        _ arguments: Arguments, writingBack: WriteBack<Arguments>, callReal: (ForwardTarget?) throws(Failure) -> Return,
        otherwise: (Unanswered) throws(Failure) -> Return
    ) throws(Failure) -> Return {
        switch self {
        case .value(let value):
            return value
        case .error(let error):
            return try Self.thrown(error, otherwise)
        case .body(let body):
            do {
                return try runBody(body, arguments, writingBack: writingBack)
            } catch {
                return try Self.thrown(error, otherwise)
            }
        case .wrapReal(let body):
            let answer = try runWrapReal(body, arguments) { () throws(Failure) -> Return in try callReal(nil) }
            guard let answer else { return try otherwise(.wrapRealMismatch) }
            return answer
        case .forward(let target):
            return try callReal(target)
        case .unexpected(let failure):
            return try otherwise(.unexpected(failure))
        case .asyncBody, .defaultValue:
            return try otherwise(.nothing)
        }
    }

    /// Carries the plan out for an `async` call in the caller's isolation; see
    /// ``perform(_:writingBack:callReal:otherwise:)``.
    func performAsync<Failure: Error>(
        _ arguments: Arguments, writingBack: WriteBack<Arguments>, isolation: isolated (any Actor)?,
        callReal: (ForwardTarget?) async throws(Failure) -> Return,
        otherwise: (Unanswered) async throws(Failure) -> Return
    ) async throws(Failure) -> Return {
        let thrown: any Error
        switch self {
        case .value(let value):
            return value
        case .error(let error):
            thrown = error
        case .body(let body):
            do { return try runBody(body, arguments, writingBack: writingBack) } catch { thrown = error }
        case .asyncBody(let body):
            do {
                return try await runBody(body, arguments, writingBack: writingBack, isolation: isolation)
            } catch {
                thrown = error
            }
        case .wrapReal(let body):
            let answer = try await runWrapRealAsync(body, arguments, isolation: isolation) {
                () async throws(Failure) -> Return in try await callReal(nil)
            }
            guard let answer else { return try await otherwise(.wrapRealMismatch) }
            return answer
        case .forward(let target):
            return try await callReal(target)
        case .unexpected(let failure):
            return try await otherwise(.unexpected(failure))
        case .defaultValue:
            return try await otherwise(.nothing)
        }
        if let error = thrown as? Failure { throw error }
        return try await otherwise(.undeclared(thrown))
    }

    /// Throws `error` where the call may throw it; else what `otherwise` answers for it.
    private static func thrown<Failure: Error>(
        _ error: any Error, _ otherwise: (Unanswered) throws(Failure) -> Return
    ) throws(Failure) -> Return {
        if let error = error as? Failure { throw error }
        return try otherwise(.undeclared(error))
    }
}
