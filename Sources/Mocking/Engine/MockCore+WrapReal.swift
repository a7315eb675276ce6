// `andWrapReal { arguments, callReal in … }`: an answer that runs code around the real
// implementation of a partial mock or a `@Stubbable` object (OCMock's `andDo` then
// `andForwardToRealObject`, Mockito's `callRealMethod()` inside an answer).

/// An `andWrapReal` body of an `async` requirement, run in the isolation of the witness that
/// awaits it.
typealias AsyncWrapRealBody<Arguments, Return, Failure: Error> =
    nonisolated(nonsending) (Arguments, () async throws(Failure) -> Return) async throws(Failure) -> Return

/// Runs an `andWrapReal` body kept as `Any`, handing it `callReal`; `nil` when the body is not of
/// the effects the entry point expects (a hand-written mock whose witness and builder disagree).
///
/// A body of a plain `throws` requirement is called through its own concrete type: called
/// through the generic `throws(Failure)` one with `Failure == any Error`, an error it throws
/// crashes the process (Swift 6.3.1).
func runWrapReal<Arguments, Return, Failure: Error>(
    _ body: Any, _ arguments: Arguments, callReal: () throws(Failure) -> Return
) throws(Failure) -> Return? {
    if Failure.self == (any Error).self, let body = body as? (Arguments, () throws -> Return) throws -> Return {
        do { return try body(arguments) { try callReal() } } catch { throw error as! Failure }
    }
    guard let body = body as? (Arguments, () throws(Failure) -> Return) throws(Failure) -> Return else { return nil }
    return try body(arguments, callReal)
}

/// Awaits an `andWrapReal` body of an `async` requirement; see ``runWrapReal(_:_:callReal:)``.
func runWrapRealAsync<Arguments, Return, Failure: Error>(
    _ body: Any, _ arguments: Arguments, isolation: isolated (any Actor)?,
    callReal: () async throws(Failure) -> Return
) async throws(Failure) -> Return? {
    if Failure.self == (any Error).self, let body = body as? AsyncWrapRealBody<Arguments, Return, any Error> {
        do { return try await body(arguments) { try await callReal() } } catch { throw error as! Failure }
    }
    guard let body = body as? AsyncWrapRealBody<Arguments, Return, Failure> else { return nil }
    return try await body(arguments, callReal)
}
