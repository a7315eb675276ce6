/// The shared, lock-guarded state of one mock: requirements, recorded calls, entries and the
/// failures waiting to reach their test.
final class MockState: @unchecked Sendable {
    struct Storage {
        var requirements: [MockRequirement.Key: AnyRequirementState] = [:]
        /// The requirement called last: a witness called in a loop finds it without hashing its
        /// name, and without retaining it (`ordered` keeps every requirement's state alive).
        var lastUsed: LastUsed?
        /// Requirements in first-use order, so messages list them deterministically.
        var ordered: [AnyRequirementState] = []
        var heldFailures: [MockFailure] = []
        /// `verify(within:)` checks waiting for the next call of any requirement.
        var callWaiters: [EventualWaiter] = [] {
            didSet { updatePendingWork() }
        }
        /// Failures found while the lock was held, reported as soon as it is released.
        var outgoing: [MockFailure] = [] {
            didSet { updatePendingWork() }
        }
        /// Whether a call has anything to do after recording besides releasing the lock: checks to
        /// wake or failures to report. One flag a call reads in place; an unoptimised build would
        /// call two arrays' `count` for it.
        private(set) var hasPendingWork = false

        private mutating func updatePendingWork() {
            hasPendingWork = callWaiters.count > 0 || outgoing.count > 0
        }
        /// The null mocks unstubbed requirements returning a mocked protocol answer, by
        /// requirement and return type: each call answers the same one.
        var returnedMocks: [String: AnyObject] = [:]
        /// Defaults registered on this mock (`registerDefault(_:)`), by type: a value, or a
        /// function that makes one per call.
        var defaults: [ObjectIdentifier: RegisteredDefault] = [:]
    }

    enum RegisteredDefault: Sendable {
        case value(any Sendable)
        case make(@Sendable () -> Any)
    }

    /// Registers `registered` as this mock's default for `type`.
    func registerDefault(_ registered: RegisteredDefault, for type: Any.Type) {
        storage.withLock { $0.defaults[ObjectIdentifier(type)] = registered }
    }

    /// This mock's own default for `Value`, if one is registered.
    func registeredDefault<Value>(_: Value.Type) -> Value? {
        guard let registered = storage.withLock({ $0.defaults[ObjectIdentifier(Value.self)] }) else { return nil }
        switch registered {
        case .value(let value): return value as? Value
        case .make(let make): return make() as? Value
        }
    }

    let behavior: MockBehavior
    let typeName: String
    let name: String?
    let createdAt: CallSite
    /// For the shared core of a mock type's static members: the type, to route calls to scopes.
    let staticType: ObjectIdentifier?
    /// Why `andForward(to:)` cannot send this state's calls to another object; `nil` for a
    /// protocol's mock, whose witnesses hand the call to any object of the protocol.
    let forwardRefusal: MockIssue.ForwardRefusal?
    let storage = Locked(Storage())
    private let ownerReference = Locked<WeakReference>(WeakReference())

    private struct WeakReference {
        weak var object: AnyObject?
    }

    /// The mock itself, the default answer of requirements that return `Self`.
    var owner: AnyObject? {
        get { ownerReference.withLock { $0.object } }
        set { ownerReference.withLock { $0.object = newValue } }
    }

    init(
        behavior: MockBehavior, typeName: String, name: String?, createdAt: CallSite,
        staticType: ObjectIdentifier? = nil, forwardRefusal: MockIssue.ForwardRefusal?
    ) {
        self.staticType = staticType
        self.forwardRefusal = forwardRefusal
        self.behavior = behavior
        self.typeName = typeName
        self.name = name
        self.createdAt = createdAt
    }

    deinit {
        let (unchecked, held) = storage.withLock { storage in
            (storage.ordered.map { $0.takeUncheckedExpectations() }, storage.heldFailures)
        }
        held.forEach(FailureReporter.deliver)
        let summaries = unchecked.flatMap(\.summaries)
        guard let callSite = unchecked.lazy.compactMap(\.callSite).first else { return }
        FailureReporter.deliver(
            MockFailure(.deallocatedUnverified(mock: displayName, expectations: summaries), at: callSite))
    }

    /// `WeatherForecasterMock`, or `WeatherForecasterMock 'forecaster'` for a named mock.
    var displayName: String {
        name.map { "\(typeName) '\($0)'" } ?? typeName
    }

    /// Runs `body` under the lock, then reports whatever it queued in `outgoing`.
    func withStorage<Result>(_ body: (inout Storage) throws -> Result) rethrows -> Result {
        let stored = lockStorage()
        defer { unlockStorageAndReport() }
        return try body(&stored.pointee)
    }

    /// Takes the lock and hands out the storage, reachable through the pointer until
    /// ``unlockStorageAndReport()``. For ``withStorage(_:)`` and for a mocked call, which would
    /// otherwise pay a generic closure layer on every call of a debug build.
    private func lockStorage() -> UnsafeMutablePointer<Storage> {
        storage.lockAndHandOut()
    }

    /// Releases the lock, then reports the failures found while it was held (`outgoing`). Inlined:
    /// a mocked call almost never has one, and then releasing the lock is all this does.
    @inline(__always)
    private func unlockStorageAndReport() {
        guard storage.lockedValue.pointee.hasPendingWork else {
            storage.unlock()
            return
        }
        unlockAndReportOutgoing()
    }

    @inline(never)
    private func unlockAndReportOutgoing() {
        let stored = storage.lockedValue
        var outgoing: [MockFailure] = []
        swap(&outgoing, &stored.pointee.outgoing)
        storage.unlock()
        for failure in outgoing {
            FailureReporter.report(failure, owner: self)
        }
    }

    /// The state for `name`, created on first use. `nil` (after reporting) when the name was
    /// used before with other argument or return types, which only a mis-written mock can do.
    func requirement<Arguments, Return>(
        _ name: MockRequirement, in storage: inout Storage, at callSite: CallSite
    ) -> RequirementState<Arguments, Return>? {
        // A witness's every call after its first: the identity it passed last time, by address.
        if let last = storage.lastUsed, last.isCalled(name, Arguments.self, Return.self) {
            return last.state.takeUnretainedValue().typed()
        }
        return lookUpRequirement(name, in: &storage, at: callSite)
    }

    /// ``requirement(_:in:at:)`` past the requirement called last: found by name, or created.
    private func lookUpRequirement<Arguments, Return>(
        _ name: MockRequirement, in storage: inout Storage, at callSite: CallSite
    ) -> RequirementState<Arguments, Return>? {
        if let existing = storage.requirements[name.tableKey] {
            if let typed: RequirementState<Arguments, Return> = existing.typed() {
                if !existing.identity.isIdentical(to: name) {
                    // Spelled elsewhere (its builder, another module's literal): kept as this caller
                    // spells it, so that its next call compares addresses.
                    storage.requirements.removeValue(forKey: name.tableKey)
                    storage.requirements[name.tableKey] = existing
                    existing.identity = name
                }
                storage.lastUsed = LastUsed(existing)
                return typed
            }
            let issue = MockIssue.signatureClash(
                mock: displayName, requirement: RequirementName(name), here: "(\(Arguments.self)) -> \(Return.self)",
                before: existing.signature())
            storage.outgoing.append(MockFailure(issue, at: callSite))
            return nil
        }
        let created = RequirementState<Arguments, Return>(identity: name)
        storage.requirements[name.tableKey] = created
        storage.lastUsed = LastUsed(created)
        storage.ordered.append(created)
        return created
    }

    /// Remembers the value last set on a `{ get set }` property, which its getter answers while
    /// nothing stubs it.
    func store<Value>(_ value: Value, for property: MockRequirement) {
        withStorage { storage in
            let getter: RequirementState<Void, Value>? = requirement(
                property.accessing(.get), in: &storage, at: createdAt)
            getter?.storedValue = value
        }
    }

    /// The value last set on the property whose getter is `getter` (`location.get`), if any.
    func storedValue<Value>(ofGetter getter: MockRequirement, as _: Value.Type) -> Value? {
        withStorage { storage in
            storage.requirements[getter.tableKey]?.typed(Void.self, Value.self)?.storedValue
        }
    }

    /// Holds a failure raised where no test context is visible (see ``FailureReporter``).
    func hold(_ failure: MockFailure) {
        storage.withLock { $0.heldFailures.append(failure) }
    }

    /// Delivers failures held for this mock; called from places that run inside the test.
    func flushHeldFailures() {
        let held = storage.withLock { storage in
            defer { storage.heldFailures.removeAll() }
            return storage.heldFailures
        }
        held.forEach(FailureReporter.deliver)
    }

    // MARK: Calls

    /// Records a call and decides the answer; builds the "Unexpected call" failure for strict mocks.
    ///
    /// The shared core of a mock type's static members first looks for the test the call belongs
    /// to (see ``StaticMockCores``).
    func resolve<Arguments, Return>(_ name: MockRequirement, _ arguments: Arguments, _: Return.Type) -> Answer {
        if let staticType, let scoped = StaticMockCores.route(staticType, name, arguments, Return.self) {
            return scoped.resolve(name, arguments, Return.self)
        }
        // Under the lock without `withStorage`'s closure, and without `defer` (in a generic
        // function, a function of its own): every call of every mock comes this way.
        let stored = lockStorage()
        let answer: Answer
        if let last = stored.pointee.lastUsed, last.isCalled(name, Arguments.self, Return.self) {
            // A witness called again: its state read through the unretained reference.
            answer = last.state.record(arguments, Return.self, on: self)
        } else if let requirement: RequirementState<Arguments, Return> = lookUpRequirement(
            name, in: &stored.pointee, at: createdAt)
        {
            answer = requirement.record(arguments, on: self)
        } else {
            unlockStorageAndReport()
            return .unmatched
        }
        finishRecordedCall(stored)
        return answer
    }

    /// After a call was recorded: wakes the `verify(within:)` checks waiting for one, releases the
    /// lock and reports what the call found.
    @inline(__always)
    private func finishRecordedCall(_ stored: UnsafeMutablePointer<Storage>) {
        guard stored.pointee.hasPendingWork else {
            storage.unlock()
            return
        }
        wakeCallWaitersUnlockAndReport()
    }

    @inline(never)
    private func wakeCallWaitersUnlockAndReport() {
        let stored = storage.lockedValue
        if stored.pointee.callWaiters.count > 0 {
            for waiter in stored.pointee.callWaiters { waiter.finish(arrived: true) }
            stored.pointee.callWaiters.removeAll()
        }
        unlockAndReportOutgoing()
    }

    /// The failure for an error a stub threw that its requirement cannot throw — one message for
    /// mocks and for `@Stubbable` objects; `outcome` says what the call did instead.
    func undeclaredError(
        _ error: any Error, from requirement: MockRequirement, canThrow failure: any Error.Type,
        outcome: MockIssue.CallOutcome
    ) -> MockFailure {
        let issue = MockIssue.undeclaredError(
            mock: displayName, requirement: RequirementName(requirement), error: "\(error)",
            canThrow: failure == Never.self ? nil : "\(failure)", outcome: outcome)
        return MockFailure(issue, at: createdAt)
    }

    /// What a strict mock reports for a call nothing stubs or expects: the call, and the nearest
    /// entry with the arguments it rejected.
    func unexpectedCallFailure<Arguments, Return>(
        _ requirement: RequirementState<Arguments, Return>, _ arguments: Arguments
    ) -> MockFailure {
        let nearest: MockIssue.Nearest =
            if let entry = requirement.nearestEntry(to: arguments) {
                .entry(
                    isStub: entry.entry.role == .stub, pattern: entry.entry.pattern.description,
                    mismatches: entry.mismatches.map(\.description))
            } else {
                nothingAllows(requirement.name)
            }
        let issue = MockIssue.unexpectedCall(mock: displayName, call: requirement.describe(arguments), nearest: nearest)
        return MockFailure(issue, at: createdAt)
    }

    /// Nothing stubs or expects the call's requirement: for a generic method, the specialization
    /// called and those that are stubbed. Called with the lock held, by the call being recorded.
    private func nothingAllows(_ name: RequirementName) -> MockIssue.Nearest {
        let stubbed =
            name.specialization == nil
            ? []
            : storage.lockedValue.pointee.ordered.filter { other in
                other.name.unspecialized == name.unspecialized && other.name.specialization != name.specialization
                    && other.isAllowedSomehow
            }.compactMap { $0.name.specialization.map(String.init) }
        return .nothing(requirement: name, stubbedFor: stubbed)
    }

    // MARK: Null mocks of returned protocols

    /// A null mock answering an unstubbed `requirement` whose return type is a protocol with a
    /// generated mock — `any Store` or `Store` answers a `StoreMock(.null)` — like Mockito's
    /// `RETURNS_MOCKS`. The mock is found by name, beside the protocol or beside this mock (where
    /// `generate-mocks` writes it); every call of the requirement answers the same one, so a test
    /// reaches it by calling the requirement: `store.connection() as! ConnectionMock`.
    func nullMock<Return>(returnedBy requirement: MockRequirement) -> Return? {
        let key = "\(requirement) -> \(Return.self)"
        if let made = storage.withLock({ $0.returnedMocks[key] }) { return made as? Return }
        // A mock type itself (`Self` of a static requirement: `static var zero: Self`, an operator),
        // else the mock of the protocol the type names.
        guard let mockType = (Return.self as? any Mock.Type) ?? Self.mockType(for: Return.self, besideMockOf: owner)
        else { return nil }
        func make<Made: Mock>(_: Made.Type) -> AnyObject {
            let core = MockCore<Made.Real>(
                .null, typeName: String(describing: Made.self), name: "\(displayName).\(requirement)",
                createdAt: createdAt)
            let mock = Made(mockCore: core)
            core.state.owner = mock
            return mock
        }
        let made = make(mockType)
        guard made is Return else { return nil }
        let kept = storage.withLock { storage in
            if let earlier = storage.returnedMocks[key] { return earlier }
            storage.returnedMocks[key] = made
            return made
        }
        return kept as? Return
    }

    /// `StoreMock` for `any Store` (or `Store`): the type named so in the protocol's module, or in
    /// the module of `owner`, the mock asking.
    private static func mockType(for type: Any.Type, besideMockOf owner: AnyObject?) -> (any Mock.Type)? {
        let qualified = String(reflecting: type)
        // Only a nominal type's name: not a composition, a generic, a function or a tuple.
        guard !qualified.contains(where: { " &<>(),[]:?".contains($0) }) else { return nil }
        let typeName = qualified.split(separator: ".").last.map(String.init) ?? qualified
        var candidates = [qualified + "Mock"]
        if let owner {
            let ownerModule = String(reflecting: Swift.type(of: owner)).prefix { $0 != "." }
            candidates.append("\(ownerModule).\(typeName)Mock")
        }
        for name in candidates {
            if let found = _typeByName(name) as? any Mock.Type { return found }
        }
        return nil
    }
}
