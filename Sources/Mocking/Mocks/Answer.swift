/// An `andCall` body of an async requirement, as a stub keeps it: run in the isolation of the
/// witness that awaits it (a main-actor protocol's witness awaits it on the main actor), so the
/// call's arguments never cross into another isolation domain.
#if compiler(>=6.2)
typealias AsyncAnswerBody<Arguments, Return> = nonisolated(nonsending) (Arguments) async throws -> Return
#else
typealias AsyncAnswerBody<Arguments, Return> = (Arguments) async throws -> Return
#endif

/// A weak reference to an object.
final class WeakObject: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// What a stub or expectation answers, kept in its entry, and the decision for one call, taken
/// under the mock's lock and carried out outside it: one type, so a stubbed call hands its
/// entry's answer on without converting it.
enum Resolution<Arguments, Return> {
    /// A value returned as it is.
    case value(Return)
    /// A closure run with the call's arguments; also used for non-throwing bodies.
    case call((Arguments) throws -> Return)
    /// An async closure, only reachable from async witnesses.
    case callAsync(AsyncAnswerBody<Arguments, Return>)
    case error(any Error)
    case forwardToReal
    /// An `andWrapReal` body, kept as its builder typed it — `(Arguments, () throws(E) -> Return)
    /// throws(E) -> Return`, or its `async` form — and cast back by the entry point that answers.
    case wrapReal(Any)
    /// An entry's answer only: the mock itself (`mock.stub.shared().andReturn(mock)`), held
    /// weakly — an answer kept by the mock's own state must not keep the mock alive. The entry
    /// gives the call `value` or, once the mock is gone, `unanswered`.
    case owner(WeakObject)
    /// Allowed, but nothing says what to answer: the stored property value or the default.
    case unanswered
    /// Nothing allowed the call; `failure` is set for strict mocks.
    case unmatched(MockFailure?)
}
