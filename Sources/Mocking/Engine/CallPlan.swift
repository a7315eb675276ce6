/// What a call does, decided in one place for mocks and `@Stubbable` objects: its resolution as
/// the callee sees it. A callee that can forward — a partial mock, a real object — runs the real
/// code for what nothing answers; a strict mock reports what nothing allowed. Each entry point of
/// ``MockCore`` and `__Intercept` only carries the plan out, with its own effects.
enum CallPlan<Arguments, Return> {
    case value(Return)
    case error(any Error)
    case body((inout Arguments) throws -> Return)
    case asyncBody(AsyncAnswerBody<Arguments, Return>)
    case wrapReal(Any)
    /// Run the real code: only a callee that has some plans this.
    case forward
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
                // Kept as answers of their own kinds, never as a resolved answer.
                case .forwardToReal, .owner: .defaultValue
                }
        case .unexpected:
            // A checked cast: only calls nothing allowed come here.
            let failure = (answer as? UnexpectedAnswer)?.failure
            self = canForward ? .forward : failure.map { .unexpected($0) } ?? .defaultValue
        case .forwardToReal, .unanswered, .unmatched:
            self = canForward ? .forward : .defaultValue
        // An entry answers an owner as the mock itself or `unanswered`; no call is given one.
        case .owner:
            self = .defaultValue
        }
    }
}
