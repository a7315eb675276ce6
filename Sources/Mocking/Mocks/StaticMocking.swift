/// The cores behind mocks' static members, one per mock type, created on first use.
enum StaticMockCores {
    private static let cores = Locked<[ObjectIdentifier: AnyObject]>([:])

    static func core<M: Mock>(for type: M.Type) -> MockCore<M.Real> {
        cores.withLock { cores in
            if let core = cores[ObjectIdentifier(type)] as? MockCore<M.Real> { return core }
            let core = MockCore<M.Real>(
                .null,
                typeName: "\(M.self).self",
                createdAt: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            )
            cores[ObjectIdentifier(type)] = core
            return core
        }
    }

    static func reset<M: Mock>(_ type: M.Type) {
        _ = cores.withLock { $0.removeValue(forKey: ObjectIdentifier(type)) }
    }
}

// A protocol's static requirements are mocked on the mock type:
//
//     WidgetFactoryMock.stub.make(name: "a").andReturn(widget)
//     WidgetFactoryMock.received.make(name: .any).once()
//
// Static members answer like a null mock (default values) until stubbed, and keep their stubs,
// expectations and calls until `resetStatics()`.
extension Mock {
    /// The core behind this mock type's static members; their witnesses call into it.
    public static var staticMockCore: MockCore<Real> { StaticMockCores.core(for: Self.self) }

    /// Stubs static members: `WidgetFactoryMock.stub.make(name: .any).andReturn(widget)`.
    public static var stub: StubBuilders.Type { StubBuilders.self }

    /// Expects calls of static members, checked by ``verify()`` on the type.
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
    /// and recorded calls. Call it where a test that uses them starts or ends.
    public static func resetStatics() {
        StaticMockCores.reset(Self.self)
    }
}
