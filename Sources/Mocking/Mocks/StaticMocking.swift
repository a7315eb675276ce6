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

    /// Where a call on the shared core belongs: the state of the running scope it belongs to
    /// (see ``ScopeRouting``), or `nil` to answer it here.
    static func route<Arguments, Return>(
        _ type: ObjectIdentifier, _ name: MockRequirement, _ arguments: Arguments, _: Return.Type
    ) -> MockState? {
        guard MockingScope.current == nil else { return nil }
        let candidates = RunningScopes.all.compactMap { scope in
            scope.staticState(for: type).map { (scope: scope, state: $0) }
        }
        guard
            case .one(let state) = ScopeRouting.route(
                candidates, name, arguments, returning: Return.self, outcome: .answersDefault)
        else {
            return nil
        }
        return state
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

    /// Expects calls of static members, checked by ``verify()-type.method`` on the type or at the scope's end.
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

    /// Forgets the calls of this mock type's static members recorded so far; stubs, expectations
    /// and captures stay.
    public static func clearInvocations() {
        staticMockCore.state.clearInvocations()
    }

    /// Forgets everything about this mock type's static members: stubs, expectations, captures
    /// and recorded calls — in the current mocking scope, or, outside one, the shared ones.
    public static func resetStatics() {
        StaticMockCores.reset(Self.self)
    }
}
