import MockingAtomics

/// The runtime behind `@Stubbable`: every instrumented method makes one call into it. Written by
/// `@Stubbable` and `@Stubbed` only; do not call it directly.
///
/// ```swift
/// func defaultImage(size: Int) -> Image {
///     func _realBody() -> Image { … }   // the method's own body, unchanged
///     @inline(never) func _intercepted() -> Image {
///         return Mocking.__Intercept.__call(ObjectIdentifier(self), "defaultImage(size:)", size, _realBody)
///     }
///     guard !Mocking.__Intercept.isIdle else { return _realBody() }
///     return _intercepted()
/// }
/// ```
///
/// While no test has registered any real object or type, ``isIdle`` is one atomic load and the
/// real body runs; the arguments are not even gathered. Otherwise the call is recorded for the
/// object (or type) if a test registered it, and answered by its stubs or by the real body.
public enum __Intercept {
    /// Whether no real object or type is registered anywhere: one relaxed atomic load.
    @inlinable @inline(__always)
    public static var isIdle: Bool { _mocking_registrations_load() == 0 }

    /// A member of a `@Stubbable` type, called on `receiver`: `ObjectIdentifier(self)`, the
    /// object — or, in a static member, the type the call was made on, so a subclass's
    /// class-method stubs answer calls on the subclass only. `throws(Failure)` covers non-throwing
    /// members (`Never`), `throws` (`any Error`) and typed throws alike.
    ///
    /// `isOverride`: the method is marked `@Stubbed override`, answered by stubs like any other,
    /// but while its real body runs, its `super` call is not recorded a second time.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @inlinable @inline(__always)
    public static func __call<Arguments, Return, Failure: Error>(
        _ receiver: ObjectIdentifier, _ name: MockRequirement, _ arguments: @autoclosure () -> Arguments,
        isOverride: Bool = false, _ realBody: () throws(Failure) -> Return
    ) throws(Failure) -> Return {
        if isIdle { return try realBody() }
        return try answer(RealTarget.Key(receiver), name, arguments(), nil, realBody, isOverride: isOverride)
    }

    /// A member with `inout` parameters, like `__call(_:_:_:isOverride:_:)`: `writingBack`
    /// receives the arguments an `andCall { (arguments: inout …) in … }` body left (the real body
    /// writes to them itself).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @inlinable @inline(__always)
    public static func __call<Arguments, Return, Failure: Error>(
        _ receiver: ObjectIdentifier, _ name: MockRequirement, _ arguments: @autoclosure () -> Arguments,
        writingBack: (Arguments) -> Void, isOverride: Bool = false, _ realBody: () throws(Failure) -> Return
    ) throws(Failure) -> Return {
        if isIdle { return try realBody() }
        return try withoutActuallyEscaping(writingBack) { (writingBack) throws(Failure) -> Return in
            try answer(RealTarget.Key(receiver), name, arguments(), writingBack, realBody, isOverride: isOverride)
        }
    }

    /// An `async` member of a `@Stubbable` type, in the caller's isolation; see
    /// `__call(_:_:_:isOverride:_:)`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @inlinable @inline(__always)
    public static func __callAsync<Arguments, Return, Failure: Error>(
        _ receiver: ObjectIdentifier, _ name: MockRequirement, _ arguments: @autoclosure () -> Arguments,
        isOverride: Bool = false, isolation: isolated (any Actor)? = #isolation,
        _ realBody: () async throws(Failure) -> Return
    ) async throws(Failure) -> Return {
        if isIdle { return try await realBody() }
        return try await answerAsync(
            RealTarget.Key(receiver), name, arguments(), nil, isolation: isolation, realBody, isOverride: isOverride)
    }

    /// An `async` member with `inout` parameters; see `__call(_:_:_:writingBack:isOverride:_:)`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @inlinable @inline(__always)
    public static func __callAsync<Arguments, Return, Failure: Error>(
        _ receiver: ObjectIdentifier, _ name: MockRequirement, _ arguments: @autoclosure () -> Arguments,
        writingBack: (Arguments) -> Void, isOverride: Bool = false, isolation: isolated (any Actor)? = #isolation,
        _ realBody: () async throws(Failure) -> Return
    ) async throws(Failure) -> Return {
        if isIdle { return try await realBody() }
        return try await withoutActuallyEscaping(writingBack) { (writingBack) async throws(Failure) -> Return in
            try await answerAsync(
                RealTarget.Key(receiver), name, arguments(), writingBack, isolation: isolation, realBody,
                isOverride: isOverride)
        }
    }

    // MARK: Registered targets

    /// The override whose real body is running, so that its `super` call is not recorded again.
    struct OverrideFrame: Sendable {
        let id: ObjectIdentifier
        let name: MockRequirement
    }

    @TaskLocal static var runningOverride: OverrideFrame?

    @usableFromInline
    static func answer<Arguments, Return, Failure: Error>(
        _ key: RealTarget.Key, _ name: MockRequirement, _ arguments: Arguments, _ writingBack: ((Arguments) -> Void)?,
        _ realBody: () throws(Failure) -> Return, isOverride: Bool
    ) throws(Failure) -> Return {
        if let frame = runningOverride, frame.id == key.id, frame.name.isSame(as: name) { return try realBody() }
        guard let state = StubRegistry.shared.stateForCall(on: key, name, arguments, returning: Return.self)
        else { return try realBody() }
        let plan = CallPlan<Arguments, Return>(state.resolve(name, arguments, Return.self), canForward: true)
        return try plan.perform(
            arguments, writingBack: writingBack,
            // A real object's stubs never forward to another object: `andForward(to:)` is refused at its
            // line (`MockState.forwardsElsewhere`), so the object's own code is the only real code.
            callReal: { (_) throws(Failure) -> Return in try runReal(key, name, realBody, isOverride: isOverride) },
            otherwise: { (unanswered) throws(Failure) -> Return in
                report(unanswered, canThrow: Failure.self, from: name, on: state)
                return try runReal(key, name, realBody, isOverride: isOverride)
            })
    }

    /// Runs the real body; an override's, with its `super` call kept from being recorded again.
    private static func runReal<Return, Failure: Error>(
        _ key: RealTarget.Key, _ name: MockRequirement, _ realBody: () throws(Failure) -> Return, isOverride: Bool
    ) throws(Failure) -> Return {
        guard isOverride else { return try realBody() }
        // The body's outcome travels as a `Result`: `withValue` rethrows as `any Error`, and a
        // cast back to `Failure` would be a way for the process to end.
        let outcome = $runningOverride.withValue(OverrideFrame(id: key.id, name: name)) {
            Result { () throws(Failure) -> Return in try realBody() }
        }
        return try outcome.get()
    }

    @usableFromInline
    static func answerAsync<Arguments, Return, Failure: Error>(
        _ key: RealTarget.Key, _ name: MockRequirement, _ arguments: sending Arguments,
        _ writingBack: ((Arguments) -> Void)?,
        isolation: isolated (any Actor)?, _ realBody: () async throws(Failure) -> Return, isOverride: Bool
    ) async throws(Failure) -> Return {
        if let frame = runningOverride, frame.id == key.id, frame.name.isSame(as: name) { return try await realBody() }
        guard let state = StubRegistry.shared.stateForCall(on: key, name, arguments, returning: Return.self)
        else { return try await realBody() }
        let plan = CallPlan<Arguments, Return>(state.resolve(name, arguments, Return.self), canForward: true)
        return try await plan.performAsync(
            arguments, writingBack: writingBack, isolation: isolation,
            callReal: { (_) async throws(Failure) -> Return in
                try await runReal(key, name, realBody, isOverride: isOverride, isolation: isolation)
            },
            otherwise: { (unanswered) async throws(Failure) -> Return in
                report(unanswered, canThrow: Failure.self, from: name, on: state)
                return try await runReal(key, name, realBody, isOverride: isOverride, isolation: isolation)
            })
    }

    /// Awaits the real body; an override's, with its `super` call kept from being recorded again.
    private static func runReal<Return, Failure: Error>(
        _ key: RealTarget.Key, _ name: MockRequirement, _ realBody: () async throws(Failure) -> Return,
        isOverride: Bool,
        isolation: isolated (any Actor)?
    ) async throws(Failure) -> Return {
        guard isOverride else { return try await realBody() }
        let outcome = await $runningOverride.withValue(
            OverrideFrame(id: key.id, name: name),
            operation: { () async -> Result<Return, Failure> in
                do throws(Failure) { return .success(try await realBody()) } catch { return .failure(error) }
            }, isolation: isolation)
        return try outcome.get()
    }

    /// Reports an error from a stub that the member cannot throw; the real body runs instead of
    /// what nothing else answers.
    private static func report<Failure: Error>(
        _ unanswered: Unanswered, canThrow _: Failure.Type, from name: MockRequirement, on state: MockState
    ) {
        guard case .undeclared(let error) = unanswered else { return }
        FailureReporter.report(
            state.undeclaredError(error, from: name, canThrow: Failure.self, outcome: .realCodeRan),
            owner: state)
    }
}

extension RealTarget {
    /// The identity a call is looked up by, made without touching the registry.
    @usableFromInline
    struct Key {
        /// The object, or for static members the type the call was made on (a subclass's own).
        let id: ObjectIdentifier

        /// The key of an object, or of the type a static member was called on.
        @usableFromInline
        init(_ id: ObjectIdentifier) {
            self.id = id
        }
    }
}
