// `inout` arguments written by an `andCall` body reach the caller: a body takes the call's
// arguments `inout` — a copy the entry point makes — and what it leaves there goes to the
// witness's `writingBack` closure, which assigns the requirement's `inout` parameters. A witness
// of a requirement without `inout` parameters passes none (`nil` inside the engine: a default
// closure would be generic over `Arguments`, and an unoptimised witness would allocate one per
// call), and the copy goes nowhere.

/// What receives the arguments an `andCall` body left: the witness's `writingBack` closure, made
/// escapable for the duration of the call, or `nil` for a requirement without `inout` parameters.
typealias WriteBack<Arguments> = ((Arguments) -> Void)?

/// Runs an `andCall` body on a copy of the arguments; what it left there goes to `writingBack`,
/// also when it throws.
func runBody<Arguments, Return>(
    _ body: (inout Arguments) throws -> Return, _ arguments: Arguments, writingBack: WriteBack<Arguments>
) throws -> Return {
    var arguments = arguments
    defer { writingBack?(arguments) }
    return try body(&arguments)
}

/// Awaits an `andCall` body of an async requirement on a copy of the arguments; what it left
/// there goes to `writingBack`, also when it throws.
func runBody<Arguments, Return>(
    _ body: AsyncAnswerBody<Arguments, Return>, _ arguments: Arguments, writingBack: WriteBack<Arguments>,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Return {
    var arguments = arguments
    defer { writingBack?(arguments) }
    return try await body(&arguments)
}
