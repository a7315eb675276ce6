/// A call's answer as ``RequirementState/record(_:on:)`` hands it to the entry point: a reference
/// of a non-generic class, so that neither holds a value of the generic ``Resolution`` — whose
/// metadata the runtime would look up on every call of an unspecialised build, twice. An entry
/// makes one per answer when the answer is added; the answers no entry gives are shared.
///
/// Immutable once made: a value answer's value is read by whichever thread makes the call, as an
/// entry's answers always were.
class Answer: @unchecked Sendable {
    enum Kind: UInt8 {
        /// A ``ValueAnswer``.
        case value
        /// A ``ResolvedAnswer``: a body, an error, an `andWrapReal` body.
        case resolution
        /// An ``OwnerAnswer``: an entry's only, which gives the call the mock or `unanswered`.
        case owner
        /// Allowed, but nothing says what to answer: the stored property value or the default.
        case unanswered
        case forwardToReal
        /// Nothing allowed the call (on a mock that is not strict).
        case unmatched
        /// An ``UnexpectedAnswer``: nothing allowed the call on a strict mock.
        case unexpected
    }

    final let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    static let unanswered = Answer(.unanswered)
    static let forwardToReal = Answer(.forwardToReal)
    static let unmatched = Answer(.unmatched)

    /// The value of a ``ValueAnswer`` (`kind == .value`), read without a checked cast, which would
    /// look the subclass's metadata up.
    @inline(__always)
    final func value<Return>(as _: Return.Type) -> Return {
        // Read through the caller's reference, not a copy of it: `takeUnretainedValue()` would
        // retain the answer once more for the read.
        let reference = Unmanaged.passUnretained(self).toOpaque()
        return Unmanaged<ValueAnswer<Return>>.fromOpaque(reference)._withUnsafeGuaranteedRef { $0.value }
    }

    /// The resolution of a ``ResolvedAnswer`` (`kind == .resolution`), likewise.
    final func resolution<Arguments, Return>(_: Arguments.Type, _: Return.Type) -> Resolution<Arguments, Return> {
        let reference = Unmanaged.passUnretained(self).toOpaque()
        return Unmanaged<ResolvedAnswer<Arguments, Return>>.fromOpaque(reference).takeUnretainedValue().resolution
    }
}

/// A value returned as it is.
final class ValueAnswer<Return>: Answer, @unchecked Sendable {
    let value: Return

    init(_ value: Return) {
        self.value = value
        super.init(.value)
    }
}

/// A body, an error, an `andWrapReal` body or another object to forward to, as the entry point
/// carries it out.
final class ResolvedAnswer<Arguments, Return>: Answer, @unchecked Sendable {
    let resolution: Resolution<Arguments, Return>

    init(_ resolution: Resolution<Arguments, Return>) {
        self.resolution = resolution
        super.init(.resolution)
    }
}

/// The mock itself as an entry's answer, held weakly (see ``Resolution/owner(_:)``).
final class OwnerAnswer: Answer, @unchecked Sendable {
    let reference: WeakObject

    init(_ reference: WeakObject) {
        self.reference = reference
        super.init(.owner)
    }
}

/// A strict mock's call that nothing allowed, and its failure.
final class UnexpectedAnswer: Answer, @unchecked Sendable {
    let failure: MockFailure

    init(_ failure: MockFailure) {
        self.failure = failure
        super.init(.unexpected)
    }
}

extension Answer {
    /// The answer that gives a call `resolution`: the shared one where it carries nothing.
    static func making<Arguments, Return>(_ resolution: Resolution<Arguments, Return>) -> Answer {
        switch resolution {
        case .value(let value): ValueAnswer(value)
        case .owner(let reference): OwnerAnswer(reference)
        case .forwardToReal: .forwardToReal
        case .call, .callAsync, .error, .wrapReal, .forward: ResolvedAnswer(resolution)
        }
    }
}
