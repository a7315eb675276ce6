/// Why a partial mock cannot pass a call on to its real object: what a generated forwarding
/// closure hands ``MockCore/__unforwardable(_:because:)`` (`because: .variadicArguments`). The
/// failure message says it in words; generated code names only the case.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public enum __ForwardingObstacle: Sendable, Equatable {
    /// A static member: there is no real object.
    case staticMember
    /// The requirement names `Self` or an associated type, which the closure's `any Protocol`
    /// cannot.
    case namesSelf
    /// The requirement restates a standard-library parent's, which the module's default isolation
    /// may isolate.
    case restatesStandardRequirement
    /// The mock is an actor, and its real object another, which it cannot call into synchronously.
    case realObjectIsAnActor
    /// Swift cannot pass an array on as variadic arguments.
    case variadicArguments
    /// A mock cannot rethrow what the real object's closure arguments throw.
    case rethrowing
    /// The real object does not conform to the parent (`Encodable`) the requirement is of.
    case realObjectIsNot(String)
    /// `andWrapReal` on a `rethrows` requirement, reached by a hand-written mock.
    case wrapRealOfRethrowing
    /// A hand-written mock whose forwarding closure takes another type than its real object is.
    case realObjectMismatch(realType: String, takenAs: String)
}
