/// The cores behind mocks' static members.
///
/// Inside a mocking scope each mock type's static members have a core of the scope's own, so two
/// tests running at once never see each other's stubs. Outside one — a Dispatch queue, a
/// detached task or a thread the code under test started — a call goes to the one running scope
/// whose stubs or expectations match it; where several do, it fails in each of those tests and
/// answers the default value.
enum StaticMockCores {
    private static let shared = Locked<[ObjectIdentifier: AnyObject]>([:])

    /// The scope's core for `M` inside a scope, else the shared one.
    static func core<M: Mock>(for type: M.Type) -> MockCore<M.Real> {
        if let scope = MockingScope.current { return scope.staticCore(for: type) }
        return shared.withLock { cores in
            if let core = cores[ObjectIdentifier(type)] as? MockCore<M.Real> { return core }
            let core = MockCore<M.Real>(
                .null,
                typeName: "\(M.self).self",
                createdAt: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                staticType: ObjectIdentifier(type)
            )
            cores[ObjectIdentifier(type)] = core
            return core
        }
    }

    /// Forgets the scope's core for `M` inside a scope, else the shared one.
    static func reset<M: Mock>(_ type: M.Type) {
        if let scope = MockingScope.current {
            scope.resetStaticCore(for: type)
        } else {
            _ = shared.withLock { $0.removeValue(forKey: ObjectIdentifier(type)) }
        }
    }

    /// Where a call on the shared core belongs: the state of the one running scope whose entries
    /// match it, or `nil` to answer it here. Several matching scopes each get a failure.
    static func route<Arguments, Return>(
        _ type: ObjectIdentifier, _ name: String, _ arguments: Arguments, _: Return.Type, from shared: MockState
    ) -> MockState? {
        guard MockingScope.current == nil else { return nil }
        let candidates = RunningScopes.all.compactMap { scope -> (MockingScope, MockState, CallSite)? in
            guard let state = scope.staticState(for: type),
                  let callSite = state.matchingEntryCallSite(name, arguments, returning: Return.self)
            else { return nil }
            return (scope, state, callSite)
        }
        if candidates.count == 1 { return candidates[0].1 }
        guard candidates.count > 1 else { return nil }
        let call = RequirementName(name).render(RequirementName(name).describeArguments(arguments))
        let tests = candidates.map { "'\($0.0.testName)'" }.sorted().joined(separator: " and ")
        for (scope, _, callSite) in candidates {
            scope.hold(MockFailure(
                message: """
                \(shared.typeName).\(call) was called outside any test's task (from a Dispatch queue, \
                Task.detached or a thread of its own), and the running tests \(tests) both stub it, \
                so Mocking cannot tell which test it belongs to; it answered the default value.
                Run these tests one at a time (.serialized), or stub an instance instead of a static member.
                """,
                callSite: callSite
            ))
        }
        return nil
    }
}

// A protocol's static requirements are mocked on the mock type:
//
//     WidgetFactoryMock.stub.make(name: "a").andReturn(widget)
//     WidgetFactoryMock.received.make(name: .any).once()
//
// Static members answer like a null mock (default values) until stubbed. Inside a mocking scope
// their stubs, expectations and calls belong to the scope and go with it; outside one they stay
// until `resetStatics()`.
extension Mock {
    /// The core behind this mock type's static members; their witnesses call into it.
    public static var staticMockCore: MockCore<Real> { StaticMockCores.core(for: Self.self) }

    /// Stubs static members: `WidgetFactoryMock.stub.make(name: .any).andReturn(widget)`.
    public static var stub: StubBuilders.Type { StubBuilders.self }

    /// Expects calls of static members, checked by ``verify()`` on the type or at the scope's end.
    public static var expect: ExpectBuilders.Type { ExpectBuilders.self }

    /// Verifies calls of static members after the fact.
    public static var received: ReceivedBuilders.Type { ReceivedBuilders.self }

    /// Captures the arguments of calls of static members.
    public static var capture: CaptureBuilders.Type { CaptureBuilders.self }

    /// Checks every expectation on this mock type's static members now.
    public static func verify() {
        staticMockCore.state.verify()
    }

    /// Removes every stub of this mock type's static members.
    public static func removeAllStubs() {
        staticMockCore.state.removeAllStubs()
    }

    /// Forgets everything about this mock type's static members: stubs, expectations, captures
    /// and recorded calls — in the current mocking scope, or, outside one, the shared ones.
    public static func resetStatics() {
        StaticMockCores.reset(Self.self)
    }
}
