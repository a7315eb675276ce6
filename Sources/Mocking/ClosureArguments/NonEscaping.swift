/// A non-escaping closure argument, as a mock records it.
///
/// Swift forbids keeping a non-escaping closure after the call returns, so a mock records this box
/// instead. While the call runs, the box calls the closure; afterwards it is empty. Stubs call
/// it like the closure itself:
///
/// ```swift
/// mock.stub.forEach(.any).andCall { body in body(1); body(2) }
/// ```
///
/// Filters take `.any` or `.where { … }`; messages print it as `<non-escaping closure>`.
public final class NonEscaping<Closure>: @unchecked Sendable, CustomStringConvertible {
    /// The closure until the call returns, and whether it threw when an answer called it.
    private let state: Locked<(closure: Closure?, threw: Bool)>

    /// Boxes `closure` (the escapable copy that `withoutActuallyEscaping` hands out) until ``end()``.
    public init(_ closure: Closure) {
        state = Locked((closure, false))
    }

    /// Empties the box; the witness calls this before it returns.
    public func end() {
        state.withLock { $0.closure = nil }
    }

    /// `true` while the call that received the closure is running.
    public var isAlive: Bool { state.withLock { $0.closure != nil } }

    /// Whether the closure threw when an answer called it like a function: the caller passed a
    /// closure that throws, so a `rethrows` requirement may throw (see `MockCore+Rethrowing`).
    var threw: Bool { state.withLock { $0.threw } }

    /// `<non-escaping closure>`, as messages print it.
    public var description: String { "<non-escaping closure>" }

    /// Runs `body` with the closure while the call runs; afterwards reports the misuse at
    /// `callSite` and answers the default value. When `R` has none, a closure that can throw throws
    /// what a mocked call would (``SubstituteError``: `MockError.noDefaultValue`, or its error
    /// type's default value), unless `mayThrow` is false (`withClosure`, which only rethrows);
    /// otherwise the process stops: the closure is gone and nothing else could stand in for its
    /// answer.
    func invoke<R, Failure>(
        at callSite: CallSite, mayThrow: Bool = true, _ body: (Closure) throws(Failure) -> R
    ) throws(Failure) -> R {
        if let closure = state.withLock({ $0.closure }) {
            do {
                return try body(closure)
            } catch {
                // `withClosure` (`mayThrow: false`) runs the caller's own body, whose errors are
                // not necessarily the closure's.
                if mayThrow { state.withLock { $0.threw = true } }
                throw error
            }
        }
        return try Self.answerAfterReturn(at: callSite, throwing: Failure.self, mayThrow: mayThrow)
    }

    func invoke<R>(at callSite: CallSite, _ body: (Closure) async throws -> R) async rethrows -> R {
        if let closure = state.withLock({ $0.closure }) { return try await body(closure) }
        return Self.answerAfterReturn(at: callSite, throwing: Never.self, mayThrow: false)
    }

    /// ``invoke(at:_:)`` for an asynchronous closure that throws any error.
    func invokeThrowing<R>(at callSite: CallSite, _ body: (Closure) async throws -> R) async throws -> R {
        if let closure = state.withLock({ $0.closure }) { return try await body(closure) }
        return try Self.answerAfterReturn(at: callSite, throwing: (any Error).self, mayThrow: true)
    }

    /// ``invoke(at:_:)`` for a `nonisolated(nonsending)` closure, called in the caller's isolation.
    nonisolated(nonsending) func invokeInCallersIsolation<R>(
        at callSite: CallSite, _ body: nonisolated(nonsending) (Closure) async -> R
    ) async -> R {
        if let closure = state.withLock({ $0.closure }) { return await body(closure) }
        return Self.answerAfterReturn(at: callSite, throwing: Never.self, mayThrow: false)
    }

    /// ``invokeThrowing(at:_:)`` for a `nonisolated(nonsending)` closure, called in the caller's
    /// isolation.
    nonisolated(nonsending) func invokeThrowingInCallersIsolation<R>(
        at callSite: CallSite, _ body: nonisolated(nonsending) (Closure) async throws -> R
    ) async throws -> R {
        if let closure = state.withLock({ $0.closure }) { return try await body(closure) }
        return try Self.answerAfterReturn(at: callSite, throwing: (any Error).self, mayThrow: true)
    }

    private static func answerAfterReturn<R, Failure>(
        at callSite: CallSite, throwing _: Failure.Type, mayThrow: Bool
    ) throws(Failure) -> R {
        let returnType = "\(R.self)"
        if let value = DefaultValues.value(for: R.self) {
            FailureReporter.report(
                MockFailure(.closureCalledAfterReturn(returnType: returnType, instead: nil), at: callSite))
            return value
        }
        let substitute = mayThrow ? SubstituteError(Failure.self) : nil
        let issue = MockIssue.closureCalledAfterReturn(
            returnType: returnType, instead: substitute.map { .throwsInstead($0.named) } ?? .stops)
        guard let error = substitute?.make(issue.message.text) else {
            fatalError(issue.message.text, file: callSite.filePath, line: callSite.line)
        }
        FailureReporter.report(MockFailure(issue, at: callSite))
        throw error
    }
}

// The closure itself, for the closures `callAsFunction` does not call: more than eight parameters,
// `inout` ones.
extension NonEscaping {
    /// Runs `body` with the closure itself while the mocked call that received it runs, for a
    /// closure `callAsFunction` does not call — more than eight parameters, or `inout` ones:
    /// `visit.withClosure { $0("key", &stop) }`. Run later, it reports a failure at the caller's
    /// line and answers the default value.
    public func withClosure<R>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (Closure) throws -> R
    ) rethrows -> R {
        try invoke(at: CallSite(fileID, filePath, line, column), mayThrow: false, body)
    }

    /// Runs `body` with the closure itself while the mocked call that received it runs, for an
    /// asynchronous closure `callAsFunction` does not call (see the synchronous one).
    public func withClosure<R>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (Closure) async throws -> R
    ) async rethrows -> R {
        try await invoke(at: CallSite(fileID, filePath, line, column), body)
    }
}

// `body(1)` for closures of up to four parameters, with each combination of effects. Not one
// `throws(Failure)` form per arity: Swift 6.3.1 accepts it for a closure that does not throw
// (solving `Failure == Never`) but calls the stored closure with the typed-throws convention, and
// an `async` one called so never resumes (seen on this machine, 2026-11-27).
extension NonEscaping {
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<R>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> R where Closure == () -> R {
        invoke(at: CallSite(fileID, filePath, line, column)) { $0() }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, R>(
        _ a: A, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> R where Closure == (A) -> R {
        invoke(at: CallSite(fileID, filePath, line, column)) { $0(a) }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, R>(
        _ a: A, _ b: B, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> R
    where Closure == (A, B) -> R { invoke(at: CallSite(fileID, filePath, line, column)) { $0(a, b) } }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, R>(
        _ a: A, _ b: B, _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> R
    where Closure == (A, B, C) -> R { invoke(at: CallSite(fileID, filePath, line, column)) { $0(a, b, c) } }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> R
    where Closure == (A, B, C, D) -> R { invoke(at: CallSite(fileID, filePath, line, column)) { $0(a, b, c, d) } }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<R>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> R where Closure == () throws -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { try $0() }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, R>(
        _ a: A, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws -> R
    where Closure == (A) throws -> R { try invoke(at: CallSite(fileID, filePath, line, column)) { try $0(a) } }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, R>(
        _ a: A, _ b: B, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws -> R
    where Closure == (A, B) throws -> R { try invoke(at: CallSite(fileID, filePath, line, column)) { try $0(a, b) } }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, R>(
        _ a: A, _ b: B, _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws -> R
    where Closure == (A, B, C) throws -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { try $0(a, b, c) }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws -> R where Closure == (A, B, C, D) throws -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { try $0(a, b, c, d) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<R>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> R where Closure == () async -> R {
        await invoke(at: CallSite(fileID, filePath, line, column)) { await $0() }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, R>(
        _ a: A, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async -> R
    where Closure == (A) async -> R { await invoke(at: CallSite(fileID, filePath, line, column)) { await $0(a) } }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, R>(
        _ a: A, _ b: B, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async -> R
    where Closure == (A, B) async -> R { await invoke(at: CallSite(fileID, filePath, line, column)) { await $0(a, b) } }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, R>(
        _ a: A, _ b: B, _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> R
    where Closure == (A, B, C) async -> R {
        await invoke(at: CallSite(fileID, filePath, line, column)) { await $0(a, b, c) }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> R
    where Closure == (A, B, C, D) async -> R {
        await invoke(at: CallSite(fileID, filePath, line, column)) { await $0(a, b, c, d) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<R>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> R
    where Closure == () async throws -> R {
        try await invokeThrowing(at: CallSite(fileID, filePath, line, column)) { try await $0() }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, R>(
        _ a: A, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws -> R
    where Closure == (A) async throws -> R {
        try await invokeThrowing(at: CallSite(fileID, filePath, line, column)) { try await $0(a) }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, R>(
        _ a: A, _ b: B, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws -> R
    where Closure == (A, B) async throws -> R {
        try await invokeThrowing(at: CallSite(fileID, filePath, line, column)) { try await $0(a, b) }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value. (swift-openapi-runtime's
    /// middlewares take their `next` so.)
    public func callAsFunction<A, B, C, R>(
        _ a: A, _ b: B, _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws -> R
    where Closure == (A, B, C) async throws -> R {
        try await invokeThrowing(at: CallSite(fileID, filePath, line, column)) { try await $0(a, b, c) }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws -> R
    where Closure == (A, B, C, D) async throws -> R {
        try await invokeThrowing(at: CallSite(fileID, filePath, line, column)) { try await $0(a, b, c, d) }
    }
}

// `body(1)` for closures that throw a typed error (`throws(E)`, FlyingFox's `withSockAddr`): the
// call throws what the closure throws, as an `E`.
extension NonEscaping {
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    @_disfavoredOverload
    public func callAsFunction<R, Failure>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(Failure) -> R where Closure == () throws(Failure) -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { (closure) throws(Failure) -> R in try closure() }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    @_disfavoredOverload
    public func callAsFunction<A, R, Failure>(
        _ a: A, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws(Failure) -> R where Closure == (A) throws(Failure) -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { (closure) throws(Failure) -> R in try closure(a) }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    @_disfavoredOverload
    public func callAsFunction<A, B, R, Failure>(
        _ a: A, _ b: B, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws(Failure) -> R where Closure == (A, B) throws(Failure) -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { (closure) throws(Failure) -> R in try closure(a, b) }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    @_disfavoredOverload
    public func callAsFunction<A, B, C, R, Failure>(
        _ a: A, _ b: B, _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws(Failure) -> R where Closure == (A, B, C) throws(Failure) -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { (closure) throws(Failure) -> R in
            try closure(a, b, c)
        }
    }
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    @_disfavoredOverload
    public func callAsFunction<A, B, C, D, R, Failure>(
        _ a: A, _ b: B, _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws(Failure) -> R where Closure == (A, B, C, D) throws(Failure) -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { (closure) throws(Failure) -> R in
            try closure(a, b, c, d)
        }
    }
}

/// A ``NonEscaping`` box of any closure type, as `MockCore+Rethrowing` finds it in a call's
/// arguments.
protocol ThrowingClosureArgument {
    var threw: Bool { get }
}

extension NonEscaping: ThrowingClosureArgument {}
