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
    private let closure: Locked<Closure?>

    /// Boxes `closure` (the escapable copy that `withoutActuallyEscaping` hands out) until ``end()``.
    public init(_ closure: Closure) {
        self.closure = Locked(closure)
    }

    /// Empties the box; the witness calls this before it returns.
    public func end() {
        closure.withLock { $0 = nil }
    }

    /// `true` while the call that received the closure is running.
    public var isAlive: Bool { closure.withLock { $0 != nil } }

    /// `<non-escaping closure>`, as messages print it.
    public var description: String { "<non-escaping closure>" }

    /// The closure, while the call runs.
    func live(_ function: StaticString = #function) -> Closure {
        guard let closure = closure.withLock({ $0 }) else {
            fatalError("""
            A non-escaping closure argument was called after the mocked call returned. \
            Swift forbids that; call it inside andCall, or make the parameter @escaping.
            """)
        }
        return closure
    }
}

// `body(1)` for closures of up to four parameters, with each combination of effects.
extension NonEscaping {
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<R>() -> R where Closure == () -> R { live()() }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, R>(_ a: A) -> R where Closure == (A) -> R { live()(a) }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, B, R>(_ a: A, _ b: B) -> R where Closure == (A, B) -> R { live()(a, b) }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, B, C, R>(_ a: A, _ b: B, _ c: C) -> R where Closure == (A, B, C) -> R { live()(a, b, c) }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, B, C, D, R>(_ a: A, _ b: B, _ c: C, _ d: D) -> R where Closure == (A, B, C, D) -> R { live()(a, b, c, d) }

    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<R>() throws -> R where Closure == () throws -> R { try live()() }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, R>(_ a: A) throws -> R where Closure == (A) throws -> R { try live()(a) }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, B, R>(_ a: A, _ b: B) throws -> R where Closure == (A, B) throws -> R { try live()(a, b) }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, B, C, R>(_ a: A, _ b: B, _ c: C) throws -> R where Closure == (A, B, C) throws -> R { try live()(a, b, c) }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, B, C, D, R>(_ a: A, _ b: B, _ c: C, _ d: D) throws -> R where Closure == (A, B, C, D) throws -> R { try live()(a, b, c, d) }

    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<R>() async -> R where Closure == () async -> R { await live()() }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, R>(_ a: A) async -> R where Closure == (A) async -> R { await live()(a) }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, B, R>(_ a: A, _ b: B) async -> R where Closure == (A, B) async -> R { await live()(a, b) }

    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<R>() async throws -> R where Closure == () async throws -> R { try await live()() }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, R>(_ a: A) async throws -> R where Closure == (A) async throws -> R { try await live()(a) }
    /// Calls the closure; only while the mocked call that received it runs.
    public func callAsFunction<A, B, R>(_ a: A, _ b: B) async throws -> R where Closure == (A, B) async throws -> R { try await live()(a, b) }
}
