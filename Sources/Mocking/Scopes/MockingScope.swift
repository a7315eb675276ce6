/// One test's share of mocking: the mocks created while it runs, its stubs on static members, and
/// the failures that belong to it.
///
/// A scope starts with `withMocking { }` (or the `.mocking` trait of `MockingTesting`) and is
/// found through a task-local value, so the test's task and its child tasks see it. At its end
/// it verifies the expectations of every mock created in it and of the real objects and types it
/// registered (``StubRegistry``), then forgets its stubs on static members and those registrations,
/// and empties its mocks (stubs, expectations, captures, recorded calls), which breaks any retain
/// cycle a mock's own answers made.
final class MockingScope: @unchecked Sendable {
    /// The scope of the calling task, if any.
    @TaskLocal static var current: MockingScope?

    /// What failures call the test: its name, or where the scope started.
    let testName: String
    let reportUnusedStubs: Bool
    let startedAt: CallSite

    private struct Storage {
        /// The state of each mock created in the scope, kept until the scope has verified it.
        var mocks: [MockState] = []
        /// Cores for static members, per mock type.
        var staticCores: [ObjectIdentifier: AnyObject] = [:]
        /// Failures raised outside the test's task that belong to it.
        var pending: [MockFailure] = []
    }

    private let storage = Locked(Storage())

    init(testName: String, reportUnusedStubs: Bool, startedAt: CallSite) {
        self.testName = testName
        self.reportUnusedStubs = reportUnusedStubs
        self.startedAt = startedAt
    }

    /// Takes a newly created mock into the scope.
    func adopt(_ state: MockState) {
        storage.withLock { $0.mocks.append(state) }
    }

    /// This scope's core for `M`'s static members, created on first use.
    func staticCore<M: Mock>(for type: M.Type) -> MockCore<M.Real> {
        storage.withLock { storage in
            if let core = storage.staticCores[ObjectIdentifier(type)] as? MockCore<M.Real> { return core }
            let core = MockCore<M.Real>(.null, typeName: "\(M.self).self", createdAt: startedAt, staticType: nil)
            storage.staticCores[ObjectIdentifier(type)] = core
            return core
        }
    }

    func resetStaticCore<M: Mock>(for type: M.Type) {
        _ = storage.withLock { $0.staticCores.removeValue(forKey: ObjectIdentifier(type)) }
    }

    /// The state of this scope's core for the mock type `id`, if it made one.
    func staticState(for id: ObjectIdentifier) -> MockState? {
        storage.withLock { ($0.staticCores[id] as? AnyMockCore)?.anyState }
    }

    /// Keeps a failure for the end of the scope, when the test's own task reports it.
    func hold(_ failure: MockFailure) {
        storage.withLock { $0.pending.append(failure) }
    }

    /// Verifies every mock of the scope and every real object and type it registered, reports
    /// what it held, and forgets its static cores and registrations.
    func end() {
        // Registrations first: once they are gone, no purge can hand this scope another state.
        let registered = StubRegistry.shared.removeAll(ownedBy: self)
        let (mocks, statics, pending) = storage.withLock { storage in
            defer {
                storage.mocks.removeAll()
                storage.staticCores.removeAll()
                storage.pending.removeAll()
            }
            let statics = storage.staticCores.values.compactMap { ($0 as? AnyMockCore)?.anyState }
            return (storage.mocks, statics, storage.pending)
        }
        pending.forEach(FailureReporter.deliver)
        for state in mocks + statics + registered {
            state.verify()
            if reportUnusedStubs { state.reportUnusedStubs() }
        }
        // A mock whose own stubs or recorded calls refer to it would otherwise never be freed.
        for state in mocks { state.removeEverything() }
    }
}

/// Runs `body` in a new mocking scope: mocks created in it have their expectations verified when
/// it ends, and stubs on static members made in it are seen only by it.
///
/// For XCTest, wrap each test:
///
/// ```swift
/// override func invokeTest() {
///     withMocking(named: name) { super.invokeTest() }
/// }
/// ```
///
/// - Parameters:
///   - name: The test's name, for messages about calls that cannot tell which test they belong to.
///   - reportUnusedStubs: Report each stub that no call used.
///   - fileID: Where the scope starts, which names it when `name` is `nil`; leave the default, as
///     the next three.
///   - filePath: The same place's path, for XCTest.
///   - line: The same place's line.
///   - column: The same place's column.
///   - body: The work that runs in the scope: a test, or anything that creates mocks.
@discardableResult
public func withMocking<R>(
    named name: String? = nil, reportUnusedStubs: Bool = false, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () throws -> R
) rethrows -> R {
    let callSite = CallSite(fileID, filePath, line, column)
    let scope = MockingScope(
        testName: name ?? "the scope at \(callSite)", reportUnusedStubs: reportUnusedStubs, startedAt: callSite)
    RunningScopes.add(scope)
    defer {
        RunningScopes.remove(scope)
        scope.end()
    }
    return try MockingScope.$current.withValue(scope, operation: body)
}

/// Runs async `body` in a new mocking scope, as the synchronous `withMocking` does.
@discardableResult
public func withMocking<R>(
    named name: String? = nil, reportUnusedStubs: Bool = false, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
) async rethrows -> R {
    let callSite = CallSite(fileID, filePath, line, column)
    let scope = MockingScope(
        testName: name ?? "the scope at \(callSite)", reportUnusedStubs: reportUnusedStubs, startedAt: callSite)
    RunningScopes.add(scope)
    defer {
        RunningScopes.remove(scope)
        scope.end()
    }
    return try await MockingScope.$current.withValue(scope, operation: body, isolation: isolation)
}

/// The scopes running now, for calls that come from a context without one.
enum RunningScopes {
    private static let scopes = Locked<[ObjectIdentifier: MockingScope]>([:])

    static func add(_ scope: MockingScope) {
        scopes.withLock { $0[ObjectIdentifier(scope)] = scope }
    }

    static func remove(_ scope: MockingScope) {
        _ = scopes.withLock { $0.removeValue(forKey: ObjectIdentifier(scope)) }
    }

    static var all: [MockingScope] {
        scopes.withLock { Array($0.values) }
    }
}
