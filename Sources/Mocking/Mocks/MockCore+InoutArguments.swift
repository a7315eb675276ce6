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
        let slot = InoutArguments<Arguments>()
        defer { if let written = slot.written { writingBack(written) } }
        return try AnyInoutArguments.$current.withValue(slot) {
            try callThrowing(requirement, arguments, forward: forward)
        }
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

    /// Stores what a body left in the arguments, for the witness to write back.
    static func store<Arguments>(_ arguments: Arguments) {
        (current as? InoutArguments<Arguments>)?.written = arguments
    }
}
