// `andWrapReal`: code around the real implementation, for partial mocks and `@Stubbable` objects
// and types — OCMock's `andDo` followed by `andForwardToRealObject`, Mockito's `callRealMethod()`
// from inside an answer.

extension MockCall where Verb: AnsweringVerb, Effects == MockEffects.Sync {
    /// Answers matching calls by running `body` with their arguments and a function that runs the
    /// real implementation, on a partial mock or a `@Stubbable` object or type.
    ///
    /// ```swift
    /// engine.stub.defaultImage(size: .any).andWrapReal { size, callReal in
    ///     sizes.append(size)
    ///     return callReal()
    /// }
    /// ```
    ///
    /// `callReal` runs the real code with the call's arguments; the body may call it once, never,
    /// or more than once, and change what it returns. On a mock without a real object this is
    /// reported at its line and ignored.
    @discardableResult
    public func andWrapReal(_ body: @escaping (Arguments, _ callReal: () -> Return) -> Return) -> Self {
        wrappingReal(body)
    }
}

extension MockCall where Verb: AnsweringVerb, Effects == MockEffects.Throwing {
    /// Answers matching calls by running `body` with their arguments and a function that runs the
    /// real implementation; what either throws, the call throws.
    @discardableResult
    public func andWrapReal(_ body: @escaping (Arguments, _ callReal: () throws -> Return) throws -> Return) -> Self {
        wrappingReal(body)
    }
}

extension MockCall where Verb: AnsweringVerb {
    /// Answers matching calls of a `throws(Failure)` requirement by running `body` with their
    /// arguments and a function that runs the real implementation.
    @discardableResult
    public func andWrapReal<Failure>(
        _ body: @escaping (Arguments, _ callReal: () throws(Failure) -> Return) throws(Failure) -> Return
    ) -> Self where Effects == MockEffects.TypedThrowing<Failure> {
        wrappingReal(body)
    }

    /// Answers matching calls of an `async throws(Failure)` requirement by awaiting `body` with
    /// their arguments and a function that awaits the real implementation.
    @discardableResult
    public func andWrapReal<Failure>(
        _ body: @escaping (Arguments, _ callReal: () async throws(Failure) -> Return) async throws(Failure) -> Return
    ) -> Self where Effects == MockEffects.AsyncTypedThrowing<Failure> {
        let stored: AsyncWrapRealBody<Arguments, Return, Failure> = body
        return wrappingReal(stored)
    }
}

extension MockCall where Verb: AnsweringVerb, Effects == MockEffects.Async {
    /// Answers matching calls by awaiting `body` with their arguments and a function that awaits
    /// the real implementation.
    @discardableResult
    public func andWrapReal(_ body: @escaping (Arguments, _ callReal: () async -> Return) async -> Return) -> Self {
        let stored: AsyncWrapRealBody<Arguments, Return, Never> = body
        return wrappingReal(stored)
    }
}

extension MockCall where Verb: AnsweringVerb, Effects == MockEffects.AsyncThrowing {
    /// Answers matching calls by awaiting `body` with their arguments and a function that awaits
    /// the real implementation; what either throws, the call throws.
    @discardableResult
    public func andWrapReal(
        _ body: @escaping (Arguments, _ callReal: () async throws -> Return) async throws -> Return
    ) -> Self {
        let stored: AsyncWrapRealBody<Arguments, Return, any Error> = body
        return wrappingReal(stored)
    }
}

extension MockCall {
    /// Adds an `andWrapReal` body, or reports at the builder's line that there is no real object.
    func wrappingReal(_ body: Any) -> Self {
        guard state.behavior == .partial else {
            report(noRealObject("andWrapReal"), at: callSite)
            return self
        }
        return answering(with: [.wrapReal(body)])
    }

    /// "andForwardToReal() on WeatherForecasterMock, which has no real object: …".
    func noRealObject(_ answer: String) -> MockIssue {
        .noRealObject(mock: state.displayName, answer: answer, pattern: pattern?.description)
    }
}
