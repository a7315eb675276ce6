/// What a builder does with the pattern it is given: one of ``Stubbing``, ``Expecting``,
/// ``Verifying`` or ``Capturing``.
public protocol MockVerb {}

/// A verb whose builders can say what to answer (``Stubbing`` and ``Expecting``).
public protocol AnsweringVerb: MockVerb {}

/// `mock.stub`: allow matching calls and say what they answer.
public enum Stubbing: AnsweringVerb {}
/// `mock.expect`: require matching calls, checked later; may also answer.
public enum Expecting: AnsweringVerb {}
/// `mock.received`: count calls already recorded.
public enum Verifying: MockVerb {}
/// `mock.capture`: keep the arguments of matching calls.
public enum Capturing: MockVerb {}

/// The effects of a requirement, which decide what closures and errors its builders accept.
public protocol RequirementEffects {}
/// Effects that allow ``MockCall/andThrow(_:)``.
public protocol ThrowingEffects: RequirementEffects {}

/// A synchronous, non-throwing requirement.
public enum Sync: RequirementEffects {}
/// A synchronous `throws` requirement.
public enum Throwing: ThrowingEffects {}
/// An `async` requirement.
public enum Async: RequirementEffects {}
/// An `async throws` requirement.
public enum AsyncThrowing: ThrowingEffects {}
