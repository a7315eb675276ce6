import MockingAtomics

/// The real objects and types that tests stub, expect, capture or spy on, each with the state of
/// its calls.
///
/// One global registry, keyed by the object's identity (or the type's) and holding the object
/// only through a closure that captures it weakly, `{ [weak object] in object }`: the registry
/// never keeps an object alive, and a registration whose object has died is dead — a new object
/// that happens to get the same address never picks up its stubs. Dead registrations are purged
/// whenever their key is looked at, and on every new registration; their scope still verifies
/// their expectations when it ends.
///
/// A registration belongs to the mocking scope that made it and goes when that scope ends;
/// without a scope it stays until ``resetStubbedObjects()``. Instrumented code reads one
/// atomic counter of registrations first and runs its real body at once while it is zero.
final class StubRegistry: @unchecked Sendable {
    static let shared = StubRegistry()

    struct Registration {
        /// `{ [weak object] in object }`, or `nil` for a type, which never dies.
        let object: (() -> AnyObject?)?
        let scope: MockingScope?
        let state: MockState

        var isDead: Bool { object.map { $0() == nil } ?? false }
    }

    private let registrations = Locked<[ObjectIdentifier: [Registration]]>([:])

    /// The state that records calls on `target` in the current scope (or outside any), made on
    /// first use at `callSite`.
    func state(registering target: RealTarget, at callSite: CallSite) -> MockState {
        let scope = MockingScope.current
        return registrations.withLock { all in
            Self.purge(&all)
            if let existing = all[target.key]?.first(where: { $0.scope === scope && !$0.isDead }) {
                return existing.state
            }
            let state = MockState(
                behavior: .partial, typeName: target.typeName, name: nil, createdAt: callSite,
                forwardRefusal: .realObject)
            // An answer that is the object itself is then held weakly, like a mock's.
            state.owner = target.weakObject?()
            let registration = Registration(object: target.weakObject, scope: scope, state: state)
            all[target.key, default: []].append(registration)
            _mocking_registrations_add(1)
            return state
        }
    }

    /// The state recording calls on `target` for the current scope (or outside any), if one is.
    func existingState(of target: RealTarget) -> MockState? {
        let scope = MockingScope.current
        return registrations.withLock { all in
            let live = Self.live(target.key, in: &all)
            return (live.first { $0.scope === scope } ?? live.first { $0.scope == nil })?.state
        }
    }

    /// Where a call on the object or type `key` is recorded. A class method is looked up on the
    /// class it was called on only, as OCMock does: a stub made on a superclass never answers a
    /// call made on a subclass, which runs its real code unless it has registrations of its own.
    func stateForCall<Arguments, Return>(
        on key: RealTarget.Key, _ name: MockRequirement, _ arguments: Arguments, returning _: Return.Type
    ) -> MockState? {
        stateForCall(on: key.id, name, arguments, returning: Return.self)
    }

    /// Where a call on the object or type `key` is recorded: the current scope's registration,
    /// else one made outside any scope. A call from outside every scope (a Dispatch queue, a
    /// detached task, a thread) goes to the one running scope that registered the target — or,
    /// where several did, to the one whose stubs match it; where several match, each of those
    /// tests fails and the real code runs.
    func stateForCall<Arguments, Return>(
        on key: ObjectIdentifier, _ name: MockRequirement, _ arguments: Arguments, returning _: Return.Type
    ) -> MockState? {
        let scope = MockingScope.current
        let candidates = registrations.withLock { Self.live(key, in: &$0) }
        if let scope {
            return (candidates.first { $0.scope === scope } ?? candidates.first { $0.scope == nil })?.state
        }
        let scoped = candidates.compactMap { registration in registration.scope.map { ($0, registration.state) } }
        switch ScopeRouting.route(scoped, name, arguments, returning: Return.self, outcome: .realCodeRan) {
        case .one(let state): return state
        case .ambiguous: return nil
        case .none: return candidates.first { $0.scope == nil }?.state
        }
    }

    /// Removes the registrations `scope` made and hands back their states, for it to verify.
    func removeAll(ownedBy scope: MockingScope) -> [MockState] {
        remove { $0.scope === scope }
    }

    /// Removes every registration made outside a scope.
    func removeUnscoped() {
        _ = remove { $0.scope == nil }
    }

    private func remove(where shouldRemove: (Registration) -> Bool) -> [MockState] {
        registrations.withLock { all in
            var removed: [MockState] = []
            for key in Array(all.keys) {
                let (gone, kept) = all[key, default: []].split(by: shouldRemove)
                removed += gone.map(\.state)
                _mocking_registrations_add(-gone.count)
                all[key] = kept.isEmpty ? nil : kept
            }
            return removed
        }
    }

    /// The live registrations of `key`, after dropping its dead ones.
    private static func live(
        _ key: ObjectIdentifier, in all: inout [ObjectIdentifier: [Registration]]
    ) -> [Registration] {
        guard let list = all[key] else { return [] }
        let (dead, live) = list.split(by: \.isDead)
        guard !dead.isEmpty else { return list }
        // A dead object's expectations still belong to its test: its scope verifies them at its
        // end. (A scope's lock is never held while it takes this one.)
        for registration in dead { registration.scope?.adopt(registration.state) }
        _mocking_registrations_add(-dead.count)
        all[key] = live.isEmpty ? nil : live
        return live
    }

    private static func purge(_ all: inout [ObjectIdentifier: [Registration]]) {
        for key in Array(all.keys) { _ = live(key, in: &all) }
    }
}

/// What a registration is for: a real object or a type, with the name messages use.
public struct RealTarget {
    let key: ObjectIdentifier
    let weakObject: (() -> AnyObject?)?
    let typeName: String

    /// A real object of a `@Stubbable` class, held weakly.
    public init(object: AnyObject) {
        key = ObjectIdentifier(object)
        weakObject = { [weak object] in object }
        typeName = String(describing: type(of: object))
    }

    /// A type's static members.
    public init(type: Any.Type) {
        key = ObjectIdentifier(type)
        weakObject = nil
        typeName = String(describing: type) + ".self"
    }
}

extension Array {
    /// The elements for which `belongs` holds, and the others, each in order.
    func split(by belongs: (Element) -> Bool) -> (matching: [Element], others: [Element]) {
        var matching: [Element] = []
        var others: [Element] = []
        for element in self {
            if belongs(element) { matching.append(element) } else { others.append(element) }
        }
        return (matching, others)
    }
}
