// Requirements whose result may be noncopyable: a generic result `Return: ~Copyable` that only the
// caller's closure makes (swift-configuration's `ConfigProvider.watchValue`, a lock's
// `withLock<R: ~Copyable>`). The runtime records calls and hands answers around by copying them,
// so such a call's result travels in a box that is made once per call and emptied once: the
// witness takes the value out of what the runtime returns.
//
//     func watch<Return: ~Copyable>(_ handler: (Updates) async throws -> Return) async throws -> Return {
//         …
//         return try await mockCore.__callAsync("watch(_:)<Return == \(Return.self)>", nonEscapingHandler) {
//             (real: any Watcher) in try await .__moving(real.watch(handler))
//         }.take()
//     }

/// The result of one call of a requirement whose result may be noncopyable, as the runtime hands
/// it to the witness: made by the answer (`andCall`) or by the real object, taken once by the
/// witness. Builders of such requirements answer with `andCall` and by forwarding; no
/// `andReturn`, which would hand out one value to many calls.
public final class NoncopyableResult<Value: ~Copyable> {
    private var value: Value?

    private init(_ value: consuming Value) {
        self.value = consume value
    }

    /// Boxes the result of one call; generated code makes each box.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func __moving(_ value: consuming Value) -> NoncopyableResult {
        NoncopyableResult(value)
    }

    /// Moves the result out; the witness does this once, as it returns.
    public func take() -> Value {
        guard let value = value.take() else {
            // Only a box handed to two calls comes here: an answer that returns a box it did not
            // make for this call, which the builders do not let a test write.
            fatalError("The result of a call of a requirement with a noncopyable result was taken twice.")
        }
        return value
    }
}

/// A box type, for messages that name the type a call returns: the value's, not the box's.
protocol MovedResultBox {
    static var valueTypeName: String { get }
}

extension NoncopyableResult: MovedResultBox {
    static var valueTypeName: String { "\(Value.self)" }
}

extension MockCall where Verb: AnsweringVerb, Effects: RequirementEffects {
    /// Answers matching calls of a requirement whose result may be noncopyable by running `body`
    /// with their arguments; what it returns is the call's result, made anew for each call, and
    /// what it throws, the call throws.
    ///
    /// ```swift
    /// provider.stub.withLock(.any, returning: Int.self).andCall { body in try body(&state) }
    /// ```
    @discardableResult
    public func andCall<Result: ~Copyable>(
        _ body: @escaping (Arguments) throws(Effects.Failure) -> Result
    ) -> Self where Return == NoncopyableResult<Result> {
        answering(with: [
            .call { (arguments: inout Arguments) throws -> Return in try .__moving(body(arguments)) }
        ])
    }

    /// Not for a requirement whose result may be noncopyable: one value cannot answer many calls.
    @available(*, unavailable, message: "a noncopyable result is made anew for each call: answer with andCall { … }")
    @discardableResult
    public func andReturn<Result: ~Copyable>(
        _ value: borrowing Result
    ) -> Self where Return == NoncopyableResult<Result> {
        self
    }
}

extension MockCall where Verb: AnsweringVerb, Effects: AsynchronousEffects {
    /// Answers matching calls of an `async` requirement whose result may be noncopyable by
    /// awaiting `body` with their arguments, in the isolation of the witness that awaits it.
    ///
    /// ```swift
    /// provider.stub.watchValue(forKey: .any, type: .any, updatesHandler: .any, returning: Int.self)
    ///     .andCall { _, _, handler in try await handler(updates) }
    /// ```
    @discardableResult
    public func andCall<Result: ~Copyable>(
        _ body: @escaping (Arguments) async throws(Effects.Failure) -> Result
    ) -> Self where Return == NoncopyableResult<Result> {
        // Run in the witness's isolation, as every async answer is: the arguments stay there.
        let body: nonisolated(nonsending) (Arguments) async throws(Effects.Failure) -> Result = body
        return answering(with: [
            .callAsync(passing: { (arguments: Arguments) async throws -> Return in
                try await .__moving(body(arguments))
            })
        ])
    }
}
