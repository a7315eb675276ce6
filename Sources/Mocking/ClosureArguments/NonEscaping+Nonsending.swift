// `handler(updates)` for closures declared `nonisolated(nonsending)` — what an async closure
// parameter is in a module built with `NonisolatedNonsendingByDefault` (swift-configuration's
// watches): the record keeps the closure so, and calls it in the caller's isolation.

extension NonEscaping {
    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<R>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> R where Closure == nonisolated(nonsending) () async -> R {
        await invokeInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            await $0()
        }
    }

    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<A, R>(
        _ a: A, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async -> R where Closure == nonisolated(nonsending) (A) async -> R {
        await invokeInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            await $0(a)
        }
    }

    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<A, B, R>(
        _ a: A, _ b: B, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async -> R where Closure == nonisolated(nonsending) (A, B) async -> R {
        await invokeInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            await $0(a, b)
        }
    }

    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<A, B, C, R>(
        _ a: A, _ b: B, _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async -> R where Closure == nonisolated(nonsending) (A, B, C) async -> R {
        await invokeInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            await $0(a, b, c)
        }
    }

    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<A, B, C, D, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> R where Closure == nonisolated(nonsending) (A, B, C, D) async -> R {
        await invokeInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            await $0(a, b, c, d)
        }
    }

    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<R>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> R where Closure == nonisolated(nonsending) () async throws -> R {
        try await invokeThrowingInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            try await $0()
        }
    }

    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<A, R>(
        _ a: A, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws -> R where Closure == nonisolated(nonsending) (A) async throws -> R {
        try await invokeThrowingInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            try await $0(a)
        }
    }

    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<A, B, R>(
        _ a: A, _ b: B, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws -> R where Closure == nonisolated(nonsending) (A, B) async throws -> R {
        try await invokeThrowingInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            try await $0(a, b)
        }
    }

    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<A, B, C, R>(
        _ a: A, _ b: B, _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws -> R where Closure == nonisolated(nonsending) (A, B, C) async throws -> R {
        try await invokeThrowingInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            try await $0(a, b, c)
        }
    }

    /// Calls the closure while the mocked call that received it runs, in the caller's isolation;
    /// called later, it reports a failure at the caller's line and answers the default value.
    nonisolated(nonsending) public func callAsFunction<A, B, C, D, R>(
        _ a: A, _ b: B, _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws -> R where Closure == nonisolated(nonsending) (A, B, C, D) async throws -> R {
        try await invokeThrowingInCallersIsolation(at: CallSite(fileID, filePath, line, column)) {
            try await $0(a, b, c, d)
        }
    }
}
