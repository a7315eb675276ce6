/// What a builder does with the pattern it is given: one of ``MockVerbs/Stubbing``,
/// ``MockVerbs/Expecting``, ``MockVerbs/Verifying`` or ``MockVerbs/Capturing``.
public protocol MockVerb {}

/// A verb whose builders can say what to answer (``MockVerbs/Stubbing`` and ``MockVerbs/Expecting``).
public protocol AnsweringVerb: MockVerb {}

/// The four verbs, one per builder property: the `Verb` of ``MockProxy`` and ``MockCall``.
///
/// Nested, so that `import Mocking` adds no names like `Stubbing` to a module's own.
public enum MockVerbs {
    /// `mock.stub`: allow matching calls and say what they answer.
    public enum Stubbing: AnsweringVerb {}
    /// `mock.expect`: require matching calls, checked later; may also answer.
    public enum Expecting: AnsweringVerb {}
    /// `mock.received`: count calls already recorded.
    public enum Verifying: MockVerb {}
    /// `mock.capture`: keep the arguments of matching calls.
    public enum Capturing: MockVerb {}
}

/// The effects of a requirement, which decide what closures and errors its builders accept.
public protocol RequirementEffects {
    /// What the requirement may throw, and so what its `andCall` bodies may: `Never`, `any Error`,
    /// or `E` for `throws(E)`.
    associatedtype Failure: Error = Never
}
/// Effects that allow ``MockCall/andThrow(_:)``.
public protocol ThrowingEffects: RequirementEffects {
    /// What ``MockCall/andThrow(_:)`` takes: the requirement's `Failure`. A name of its own, so
    /// that `andThrow` on a requirement that cannot throw is one clear error ("requires that
    /// 'MockEffects.Sync' conform to 'ThrowingEffects'"), not a conversion to `Never` first.
    associatedtype Thrown: Error = Failure
}
/// The effects of an `async` requirement, whose `andCall` bodies may `await`.
public protocol AsynchronousEffects: RequirementEffects {}

/// The effects a requirement can have: the `Effects` of ``MockCall``, ``PropertyProxy`` and
/// ``SubscriptProxy``, which decide what closures and errors its builders accept.
///
/// Nested, so that `import Mocking` adds no names like `Sync` or `Async` to a module's own.
public enum MockEffects {
    /// A synchronous, non-throwing requirement.
    public enum Sync: RequirementEffects {}
    /// A synchronous `throws` requirement.
    public enum Throwing: ThrowingEffects {
        /// Any error: the requirement's `throws` names no type.
        public typealias Failure = any Error
    }
    /// A synchronous `throws(Failure)` requirement: ``MockCall/andThrow(_:)`` takes only `Failure`.
    public enum TypedThrowing<Failure: Error>: ThrowingEffects {}
    /// A `rethrows` requirement. Its mock never throws (Swift lets a `rethrows` function throw only
    /// from its closure parameters); an `andCall` body may call them with `try`.
    public enum Rethrowing: RequirementEffects {
        /// What an `andCall` body may throw: an error it throws is reported, never thrown.
        public typealias Failure = any Error
    }
    /// An `async` requirement.
    public enum Async: AsynchronousEffects {}
    /// An `async throws` requirement.
    public enum AsyncThrowing: ThrowingEffects, AsynchronousEffects {
        /// Any error: the requirement's `throws` names no type.
        public typealias Failure = any Error
    }
    /// An `async throws(Failure)` requirement.
    public enum AsyncTypedThrowing<Failure: Error>: ThrowingEffects, AsynchronousEffects {}
}
