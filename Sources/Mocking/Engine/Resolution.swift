/// What a stub or expectation answers, as its builder gives it: the entry keeps each as an
/// ``Answer`` (``Answer/making(_:)``), which is what a call is given.
enum Resolution<Arguments, Return> {
    /// A value returned as it is.
    case value(Return)
    /// A closure run with (a copy of) the call's arguments `inout`, which the entry point writes
    /// back to the requirement's `inout` parameters; also used for non-throwing bodies.
    case call((inout Arguments) throws -> Return)
    /// An async closure, only reachable from async witnesses.
    case callAsync(AsyncAnswerBody<Arguments, Return>)
    case error(any Error)
    case forwardToReal
    /// `andForward(to:)`: the call goes to another object, taken as the witness's forwarding
    /// closure takes its real object; a mismatch is reported at `stubbedAt`.
    case forward(to: Any, stubbedAt: CallSite)
    /// An `andWrapReal` body, kept as its builder typed it — `(Arguments, () throws(E) -> Return)
    /// throws(E) -> Return`, or its `async` form — and cast back by the entry point that answers.
    case wrapReal(Any)
    /// An entry's answer only: the mock itself (`mock.stub.shared().andReturn(mock)`), held
    /// weakly — an answer kept by the mock's own state must not keep the mock alive. The entry
    /// gives the call the mock or, once the mock is gone, ``Answer/unanswered``.
    case owner(WeakObject)
}

/// An `andCall` body of an async requirement, as a stub keeps it: run in the isolation of the
/// witness that awaits it (a main-actor protocol's witness awaits it on the main actor), so the
/// call's arguments never cross into another isolation domain.
typealias AsyncAnswerBody<Arguments, Return> = nonisolated(nonsending) (inout Arguments) async throws -> Return
/// An `andCall` body of an async requirement that takes the arguments as they are.
typealias AsyncPassingBody<Arguments, Return> = nonisolated(nonsending) (Arguments) async throws -> Return

extension Resolution {
    /// An async body that takes the arguments as they are, run in the witness's isolation too.
    static func callAsync(passing body: @escaping AsyncPassingBody<Arguments, Return>) -> Self {
        .callAsync { (arguments: inout Arguments) in try await body(arguments) }
    }
}
