extension MockCall where Verb: AnsweringVerb {
    /// Answers matching calls with `values`, one per call; the last answer then repeats.
    ///
    /// ```swift
    /// mock.stub.result(temperature: .any, humidity: .any).andReturn(1, 2, 3)   // 1, 2, 3, 3, …
    /// ```
    ///
    /// Answers chain and are given in turn, whatever their kind (Mockito's
    /// `thenThrow(e).thenReturn(x)`): after `andThrow(Offline()).andReturn("data")` the first call
    /// throws and every later one returns `"data"` — retry logic, tested.
    ///
    /// Given no values, it reports `andReturn() was given no values …` and leaves the answer unchanged.
    @discardableResult
    public func andReturn(_ values: Return..., at callSite: CallSite = #callSite) -> Self {
        guard !values.isEmpty else {
            reportMisuse(
                "andReturn() was given no values for \(pattern?.description ?? "this stub"); pass at least one value. The stub keeps its previous answer.",
                at: callSite
            )
            return self
        }
        updateEntry { entry in
            entry.answers += values.map { .value($0) }
        }
        return self
    }

    /// Answers matching calls with nothing: on a real object, the call returns without running its
    /// own code (Mockito's `doNothing()`).
    ///
    /// ```swift
    /// controller.stub.viewDidLoad().andDoNothing()
    /// ```
    @discardableResult
    public func andDoNothing() -> Self where Return == Void {
        andReturn(())
    }

    /// Answers matching calls by forwarding them to the real object of a partial mock.
    @discardableResult
    public func andForwardToReal() -> Self {
        updateEntry { $0.answers.append(.forwardToReal) }
        return self
    }
}

extension MockCall where Verb: AnsweringVerb, Effects: ThrowingEffects {
    /// Makes matching calls throw `error`; for a `throws(E)` requirement only an `E` compiles.
    @discardableResult
    public func andThrow(_ error: Effects.Failure) -> Self {
        updateEntry { $0.answers.append(.error(error)) }
        return self
    }
}

extension MockCall where Verb: AnsweringVerb, Effects == Sync {
    /// Answers matching calls by running `body` with their arguments.
    ///
    /// ```swift
    /// mock.stub.result(temperature: .any, humidity: .any).andCall { temperature, humidity in temperature + humidity }
    /// ```
    @discardableResult
    public func andCall(_ body: @escaping (Arguments) -> Return) -> Self {
        updateEntry { $0.answers.append(.call(body)) }
        return self
    }
}

extension MockCall where Verb: AnsweringVerb, Effects == Sync {
    /// Answers matching calls by running `body` with their arguments `inout`: what it writes to an
    /// `inout` parameter reaches the caller.
    ///
    /// ```swift
    /// counter.stub.increment(.any).andCall { (value: inout Int) in value += 10 }
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func andCall(_ body: @escaping (inout Arguments) -> Return) -> Self {
        updateEntry { entry in
            entry.answers.append(
                .call { arguments in
                    var arguments = arguments
                    defer { AnyInoutArguments.store(arguments) }
                    return body(&arguments)
                })
        }
        return self
    }
}

extension MockCall where Verb: AnsweringVerb, Effects == Throwing {
    /// Answers matching calls by running `body` with their arguments `inout`: what it writes to an
    /// `inout` parameter reaches the caller; what it throws, the call throws.
    @_disfavoredOverload
    @discardableResult
    public func andCall(_ body: @escaping (inout Arguments) throws -> Return) -> Self {
        updateEntry { entry in
            entry.answers.append(
                .call { arguments in
                    var arguments = arguments
                    defer { AnyInoutArguments.store(arguments) }
                    return try body(&arguments)
                })
        }
        return self
    }

    /// Answers matching calls by running `body`; what it throws, the call throws.
    @discardableResult
    public func andCall(_ body: @escaping (Arguments) throws -> Return) -> Self {
        updateEntry { $0.answers.append(.call(body)) }
        return self
    }
}

extension MockCall where Verb: AnsweringVerb, Effects == Rethrowing {
    /// Answers matching calls by running `body`, which may call the requirement's closure
    /// arguments with `try`. A mock cannot rethrow: an error thrown here is reported as a failure.
    @discardableResult
    public func andCall(_ body: @escaping (Arguments) throws -> Return) -> Self {
        updateEntry { $0.answers.append(.call(body)) }
        return self
    }

    /// Answers matching calls by running `body` with their arguments `inout`: what it writes to an
    /// `inout` parameter reaches the caller. An error thrown here is reported as a failure.
    @_disfavoredOverload
    @discardableResult
    public func andCall(_ body: @escaping (inout Arguments) throws -> Return) -> Self {
        andCall { (arguments: Arguments) throws -> Return in
            var arguments = arguments
            defer { AnyInoutArguments.store(arguments) }
            return try body(&arguments)
        }
    }
}

extension MockCall where Verb: AnsweringVerb {
    /// Answers matching calls of a `throws(Failure)` requirement by running `body`.
    @discardableResult
    public func andCall<Failure>(_ body: @escaping (Arguments) throws(Failure) -> Return) -> Self
    where Effects == TypedThrowing<Failure> {
        updateEntry { $0.answers.append(.call(body)) }
        return self
    }

    /// Answers matching calls of a `throws(Failure)` requirement by running `body` with their
    /// arguments `inout`: what it writes to an `inout` parameter reaches the caller.
    @_disfavoredOverload
    @discardableResult
    public func andCall<Failure>(_ body: @escaping (inout Arguments) throws(Failure) -> Return) -> Self
    where Effects == TypedThrowing<Failure> {
        andCall { (arguments: Arguments) throws(Failure) -> Return in
            var arguments = arguments
            defer { AnyInoutArguments.store(arguments) }
            return try body(&arguments)
        }
    }

    /// Answers matching calls of an `async throws(Failure)` requirement by awaiting `body` with
    /// their arguments `inout`: what it writes to an `inout` parameter reaches the caller.
    @_disfavoredOverload
    @discardableResult
    public func andCall<Failure>(_ body: @escaping (inout Arguments) async throws(Failure) -> Return) -> Self
    where Effects == AsyncTypedThrowing<Failure> {
        andCall { (arguments: Arguments) async throws(Failure) -> Return in
            var arguments = arguments
            defer { AnyInoutArguments.store(arguments) }
            return try await body(&arguments)
        }
    }

    /// Answers matching calls of an `async throws(Failure)` requirement by awaiting `body`.
    @discardableResult
    public func andCall<Failure>(_ body: @escaping (Arguments) async throws(Failure) -> Return) -> Self
    where Effects == AsyncTypedThrowing<Failure> {
        updateEntry { $0.answers.append(.callAsync(body)) }
        return self
    }
}

extension MockCall where Verb: AnsweringVerb, Effects == Async {
    /// Answers matching calls by awaiting `body`.
    @discardableResult
    public func andCall(_ body: @escaping (Arguments) async -> Return) -> Self {
        updateEntry { $0.answers.append(.callAsync(body)) }
        return self
    }

    /// Answers matching calls by awaiting `body` with their arguments `inout`: what it writes to an
    /// `inout` parameter reaches the caller.
    @_disfavoredOverload
    @discardableResult
    public func andCall(_ body: @escaping (inout Arguments) async -> Return) -> Self {
        andCall { (arguments: Arguments) async -> Return in
            var arguments = arguments
            defer { AnyInoutArguments.store(arguments) }
            return await body(&arguments)
        }
    }
}

extension MockCall where Verb: AnsweringVerb, Effects == AsyncThrowing {
    /// Answers matching calls by awaiting `body`; what it throws, the call throws.
    ///
    /// ```swift
    /// mock.stub.forecast(city: .any).andCall { city in try await slowLookup(city) }
    /// ```
    @discardableResult
    public func andCall(_ body: @escaping (Arguments) async throws -> Return) -> Self {
        updateEntry { $0.answers.append(.callAsync(body)) }
        return self
    }

    /// Answers matching calls by awaiting `body` with their arguments `inout`: what it writes to an
    /// `inout` parameter reaches the caller; what it throws, the call throws.
    @_disfavoredOverload
    @discardableResult
    public func andCall(_ body: @escaping (inout Arguments) async throws -> Return) -> Self {
        andCall { (arguments: Arguments) async throws -> Return in
            var arguments = arguments
            defer { AnyInoutArguments.store(arguments) }
            return try await body(&arguments)
        }
    }
}
