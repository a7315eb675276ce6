// `body(1, 2, 3, 4, 5)` for closures of five to eight parameters (Cuckoo's `f5`–`f8`), as for
// those of up to four. Explicit overloads: a parameter-pack `callAsFunction` (`Closure == (repeat
// each A) -> R`) crashes Swift 6.3.1's SIL generation (seen on this machine, 2026-12-02).
extension NonEscaping {
    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> R where Closure == (A, B, C, D, E) -> R {
        invoke(at: CallSite(fileID, filePath, line, column)) { $0(a, b, c, d, e) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> R where Closure == (A, B, C, D, E, F) -> R {
        invoke(at: CallSite(fileID, filePath, line, column)) { $0(a, b, c, d, e, f) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, G, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> R where Closure == (A, B, C, D, E, F, G) -> R {
        invoke(at: CallSite(fileID, filePath, line, column)) { $0(a, b, c, d, e, f, g) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, G, H, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> R where Closure == (A, B, C, D, E, F, G, H) -> R {
        invoke(at: CallSite(fileID, filePath, line, column)) { $0(a, b, c, d, e, f, g, h) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws -> R where Closure == (A, B, C, D, E) throws -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { try $0(a, b, c, d, e) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws -> R where Closure == (A, B, C, D, E, F) throws -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { try $0(a, b, c, d, e, f) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, G, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws -> R where Closure == (A, B, C, D, E, F, G) throws -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { try $0(a, b, c, d, e, f, g) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, G, H, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws -> R where Closure == (A, B, C, D, E, F, G, H) throws -> R {
        try invoke(at: CallSite(fileID, filePath, line, column)) { try $0(a, b, c, d, e, f, g, h) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> R where Closure == (A, B, C, D, E) async -> R {
        await invoke(at: CallSite(fileID, filePath, line, column)) { await $0(a, b, c, d, e) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> R where Closure == (A, B, C, D, E, F) async -> R {
        await invoke(at: CallSite(fileID, filePath, line, column)) { await $0(a, b, c, d, e, f) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, G, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> R where Closure == (A, B, C, D, E, F, G) async -> R {
        await invoke(at: CallSite(fileID, filePath, line, column)) { await $0(a, b, c, d, e, f, g) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, G, H, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> R where Closure == (A, B, C, D, E, F, G, H) async -> R {
        await invoke(at: CallSite(fileID, filePath, line, column)) { await $0(a, b, c, d, e, f, g, h) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws -> R where Closure == (A, B, C, D, E) async throws -> R {
        try await invokeThrowing(at: CallSite(fileID, filePath, line, column)) { try await $0(a, b, c, d, e) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws -> R where Closure == (A, B, C, D, E, F) async throws -> R {
        try await invokeThrowing(at: CallSite(fileID, filePath, line, column)) { try await $0(a, b, c, d, e, f) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, G, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws -> R where Closure == (A, B, C, D, E, F, G) async throws -> R {
        try await invokeThrowing(at: CallSite(fileID, filePath, line, column)) { try await $0(a, b, c, d, e, f, g) }
    }

    /// Calls the closure while the mocked call that received it runs; called later, it reports a
    /// failure at the caller's line and answers the default value.
    public func callAsFunction<A, B, C, D, E, F, G, H, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws -> R where Closure == (A, B, C, D, E, F, G, H) async throws -> R {
        try await invokeThrowing(at: CallSite(fileID, filePath, line, column)) { try await $0(a, b, c, d, e, f, g, h) }
    }
}
