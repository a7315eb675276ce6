extension MockCall where Verb: AnsweringVerb {
    /// Answers matching calls with `value`.
    ///
    /// ```swift
    /// mock.stub.result(temperature: .any, humidity: .any).andReturn(42)
    /// ```
    @discardableResult
    public func andReturn(_ value: Return) -> Self {
        answering(with: [.value(value)])
    }

    /// Answers matching calls with `first`, `second` and then each of `more`, one per call; the
    /// last answer then repeats.
    ///
    /// ```swift
    /// mock.stub.result(temperature: .any, humidity: .any).andReturn(1, 2, 3)   // 1, 2, 3, 3, …
    /// ```
    ///
    /// Answers chain and are given in turn, whatever their kind (Mockito's
    /// `thenThrow(e).thenReturn(x)`): after `andThrow(Offline()).andReturn("data")` the first call
    /// throws and every later one returns `"data"` — retry logic, tested.
    @discardableResult
    public func andReturn(_ first: Return, _ second: Return, _ more: Return...) -> Self {
        answering(with: ([first, second] + more).map { .value($0) })
    }

    /// Answers matching calls with each value in turn, then again from the first, for as long as
    /// calls come (Mockingbird's `loopingSequence(of:)`); answers chained before it take part in
    /// the loop too.
    ///
    /// ```swift
    /// mock.stub.nextPlayer().andReturn(cycling: "Ada", "Grace")   // "Ada", "Grace", "Ada", …
    /// ```
    @discardableResult
    public func andReturn(cycling first: Return, _ more: Return...) -> Self {
        answering(with: ([first] + more).map { .value($0) }, looping: true)
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

    /// Answers matching calls by forwarding them to the real object of a partial mock, or of a
    /// `@Stubbable` object. On a mock without one it is reported at this line and ignored.
    @discardableResult
    public func andForwardToReal() -> Self {
        guard state.behavior == .partial else {
            report(noRealObject("andForwardToReal()"), at: callSite)
            return self
        }
        return answering(with: [.forwardToReal])
    }

    /// Answers matching calls by making them on `object` instead, with the same arguments: what it
    /// returns or throws, the call does (Mockingbird's `forward(to:)`, Mockito's `delegatesTo`).
    /// The call is recorded on the mock as any other.
    ///
    /// ```swift
    /// let forecaster = WeatherForecasterMock()
    /// forecaster.stub.forecast(city: "Oslo").andForward(to: RecordedForecaster())
    /// ```
    ///
    /// Any mock of a protocol can forward, strict and null ones too; `object` must conform to the
    /// protocol that declares the requirement, or each call is reported at this line and answers
    /// its default value. A subclass mock, a real object and static members cannot forward to
    /// another object: reported at this line, and the answer is dropped.
    @discardableResult
    public func andForward(to object: Any) -> Self {
        if let refusal = state.forwardRefusal {
            let issue = MockIssue.cannotForwardElsewhere(
                mock: state.displayName, pattern: pattern?.description, reason: refusal)
            report(issue, at: callSite)
            return self
        }
        return answering(with: [.forward(to: object, stubbedAt: callSite)])
    }
}

extension MockCall where Verb: AnsweringVerb, Effects: ThrowingEffects {
    /// Makes matching calls throw `error`; for a `throws(E)` requirement only an `E` compiles.
    @discardableResult
    public func andThrow(_ error: Effects.Thrown) -> Self {
        answering(with: [.error(error)])
    }
}

extension MockCall where Verb: AnsweringVerb, Effects: RequirementEffects {
    /// Answers matching calls by running `body` with their arguments; what it throws, the call
    /// throws — and it may throw only what the requirement may (`Effects.Failure`: nothing, any
    /// error, or `E` for `throws(E)`).
    ///
    /// ```swift
    /// mock.stub.result(temperature: .any, humidity: .any).andCall { temperature, humidity in temperature + humidity }
    /// ```
    ///
    /// A `rethrows` requirement's body may call the requirement's closure arguments with `try`; once
    /// one has thrown, what the body throws reaches the caller, and an error of its own when none
    /// threw is reported as a failure.
    @discardableResult
    public func andCall(_ body: @escaping (Arguments) throws(Effects.Failure) -> Return) -> Self {
        answering(with: [.call { (arguments: inout Arguments) throws -> Return in try body(arguments) }])
    }

    /// Answers matching calls by running `body` with their arguments `inout`: what it writes to an
    /// `inout` parameter reaches the caller, also when it throws.
    ///
    /// ```swift
    /// counter.stub.increment(.any).andCall { (value: inout Int) in value += 10 }
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func andCall(_ body: @escaping (inout Arguments) throws(Effects.Failure) -> Return) -> Self {
        answering(with: [.call { (arguments: inout Arguments) throws -> Return in try body(&arguments) }])
    }
}

extension MockCall where Verb: AnsweringVerb, Effects: AsynchronousEffects {
    /// Answers matching calls of an `async` requirement by awaiting `body` with their arguments, in
    /// the isolation of the witness that awaits it; what it throws, the call throws.
    ///
    /// ```swift
    /// mock.stub.forecast(city: .any).andCall { city in try await slowLookup(city) }
    /// ```
    @discardableResult
    public func andCall(_ body: @escaping (Arguments) async throws(Effects.Failure) -> Return) -> Self {
        answering(with: [.callAsync(passing: body)])
    }

    /// Answers matching calls of an `async` requirement by awaiting `body` with their arguments
    /// `inout`: what it writes to an `inout` parameter reaches the caller.
    @_disfavoredOverload
    @discardableResult
    public func andCall(_ body: @escaping (inout Arguments) async throws(Effects.Failure) -> Return) -> Self {
        answering(with: [.callAsync(body)])
    }
}

extension MockCall {
    /// Adds answers to the entry, given in turn after those it has; an expectation of `never()`
    /// gets none, reported at the builder's line.
    func answering(with answers: [Resolution<Arguments, Return>], looping: Bool = false) -> Self {
        guard let entry else { return self }
        // The mock answering with itself keeps only a weak reference to itself.
        let owner = state.owner
        let answers = answers.map { answer -> Resolution<Arguments, Return> in
            if let owner, case .value(let value) = answer, value as AnyObject === owner {
                return .owner(WeakObject(owner))
            }
            return answer
        }
        state.withStorage { storage in
            guard entry.role == .expectation, entry.expectedCount == .never else {
                entry.add(answers)
                if looping { entry.loopsAnswers = true }
                return
            }
            storage.outgoing.append(neverAnswers(entry))
        }
        return self
    }

    /// "An expectation of never() cannot answer …", for an answer and `never()` on one expectation.
    func neverAnswers(_ entry: Entry<Arguments, Return>) -> MockFailure {
        MockFailure(.neverAnswered(pattern: entry.pattern.description), at: callSite)
    }
}
