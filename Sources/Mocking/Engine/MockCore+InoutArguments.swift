// `inout` arguments written by an `andCall` body reach the caller: the witness of a requirement
// with `inout` parameters passes a `writingBack` closure that stores the arguments the body left.

extension MockCore {
    /// Records a call of a synchronous requirement with `inout` parameters and answers it; what an
    /// `andCall { (arguments: inout …) in … }` body writes to the arguments goes to `writingBack`.
    public func call<Arguments, Return>(
        _ requirement: String, _ arguments: Arguments, writingBack: (Arguments) -> Void,
        forward: (Real) -> Return
    ) -> Return {
        let slot = InoutArguments<Arguments>()
        let result = AnyInoutArguments.$current.withValue(slot) {
            call(requirement, arguments, forward: forward)
        }
        if let written = slot.written { writingBack(written) }
        return result
    }

    /// Records a call of a throwing requirement with `inout` parameters and answers it, or throws;
    /// what an `andCall` body writes to the arguments goes to `writingBack`.
    public func callThrowing<Arguments, Return>(
        _ requirement: String, _ arguments: Arguments, writingBack: (Arguments) -> Void,
        forward: (Real) throws -> Return
    ) throws -> Return {
        try callThrowing(requirement, arguments, throwing: (any Error).self, writingBack: writingBack, forward: forward)
    }

    /// Records a call of a `throws(Failure)` requirement with `inout` parameters and answers it, or
    /// throws; what an `andCall` body writes to the arguments goes to `writingBack`.
    public func callThrowing<Arguments, Return, Failure: Error>(
        _ requirement: String, _ arguments: Arguments, throwing failure: Failure.Type,
        writingBack: (Arguments) -> Void, forward: (Real) throws(Failure) -> Return
    ) throws(Failure) -> Return {
        let slot = InoutArguments<Arguments>()
        let result = AnyInoutArguments.$current.withValue(slot) {
            Result { () throws(Failure) in
                try callThrowing(requirement, arguments, throwing: failure, forward: forward)
            }
        }
        if let written = slot.written { writingBack(written) }
        return try result.get()
    }

    /// Records a call of an `async` requirement with `inout` parameters and answers it; what an
    /// `andCall` body writes to the arguments, across its suspensions, goes to `writingBack`.
    public func callAsync<Arguments, Return>(
        _ requirement: String, _ arguments: Arguments, writingBack: (Arguments) -> Void,
        isolation: isolated (any Actor)? = #isolation, forward: (Real) async -> Return
    ) async -> Return {
        let slot = InoutArguments<Arguments>()
        let result = await AnyInoutArguments.$current.withValue(slot) {
            await callAsync(requirement, arguments, isolation: isolation, forward: forward)
        }
        if let written = slot.written { writingBack(written) }
        return result
    }

    /// Records a call of an `async throws` requirement with `inout` parameters and answers it, or
    /// throws; what an `andCall` body writes to the arguments goes to `writingBack`.
    public func callAsyncThrowing<Arguments, Return>(
        _ requirement: String, _ arguments: Arguments, writingBack: (Arguments) -> Void,
        isolation: isolated (any Actor)? = #isolation, forward: (Real) async throws -> Return
    ) async throws -> Return {
        try await callAsyncThrowing(
            requirement, arguments, throwing: (any Error).self, writingBack: writingBack, isolation: isolation,
            forward: forward)
    }

    /// Records a call of an `async throws(Failure)` requirement with `inout` parameters and answers
    /// it, or throws; what an `andCall` body writes to the arguments goes to `writingBack`.
    public func callAsyncThrowing<Arguments, Return, Failure: Error>(
        _ requirement: String, _ arguments: Arguments, throwing failure: Failure.Type,
        writingBack: (Arguments) -> Void, isolation: isolated (any Actor)? = #isolation,
        forward: (Real) async throws(Failure) -> Return
    ) async throws(Failure) -> Return {
        let slot = InoutArguments<Arguments>()
        let result = await AnyInoutArguments.$current.withValue(slot) { () async -> Result<Return, Failure> in
            do throws(Failure) {
                return .success(
                    try await callAsyncThrowing(
                        requirement, arguments, throwing: failure, isolation: isolation, forward: forward))
            } catch {
                return .failure(error)
            }
        }
        if let written = slot.written { writingBack(written) }
        return try result.get()
    }
}

/// Where an `andCall` body's writes to `inout` arguments wait for the witness that called it.
///
/// Bound for the duration of one call in the calling task, and read only there.
final class InoutArguments<Arguments>: AnyInoutArguments, @unchecked Sendable {
    var written: Arguments?
}

class AnyInoutArguments: @unchecked Sendable {
    /// The slot of the witness call running in this task, if its requirement has `inout` parameters.
    @TaskLocal static var current: AnyInoutArguments?

    /// Runs an `andCall` body on a copy of the arguments and stores what it left there, for the
    /// witness to write back.
    static func passing<Arguments, Return, Failure: Error>(
        _ arguments: Arguments, to body: (inout Arguments) throws(Failure) -> Return
    ) throws(Failure) -> Return {
        var arguments = arguments
        defer { store(arguments) }
        return try body(&arguments)
    }

    /// Awaits an `andCall` body on a copy of the arguments and stores what it left there.
    static func passing<Arguments, Return, Failure: Error>(
        _ arguments: Arguments, to body: (inout Arguments) async throws(Failure) -> Return
    ) async throws(Failure) -> Return {
        var arguments = arguments
        defer { store(arguments) }
        return try await body(&arguments)
    }

    private static func store<Arguments>(_ arguments: Arguments) {
        (current as? InoutArguments<Arguments>)?.written = arguments
    }
}
