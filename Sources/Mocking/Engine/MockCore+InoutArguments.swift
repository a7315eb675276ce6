// `inout` arguments written by an `andCall` body reach the caller: a body takes the call's
// arguments `inout` — a copy the entry point makes — and what it leaves there goes to the
// witness's `writingBack` closure, which assigns the requirement's `inout` parameters. A witness
// of a requirement without `inout` parameters passes none, and the copy goes nowhere.

/// Runs an `andCall` body on a copy of the arguments; what it left there goes to `writingBack`,
/// also when it throws.
func runBody<Arguments, Return>(
    _ body: (inout Arguments) throws -> Return, _ arguments: Arguments, writingBack: (Arguments) -> Void
) throws -> Return {
    var arguments = arguments
    defer { writingBack(arguments) }
    return try body(&arguments)
}

/// Awaits an `andCall` body of an async requirement on a copy of the arguments; what it left
/// there goes to `writingBack`, also when it throws.
func runBody<Arguments, Return>(
    _ body: AsyncAnswerBody<Arguments, Return>, _ arguments: Arguments, writingBack: (Arguments) -> Void,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Return {
    var arguments = arguments
    defer { writingBack(arguments) }
    return try await body(&arguments)
}
