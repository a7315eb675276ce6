/// Everything one mock knows about one requirement: its recorded calls and its entries.
///
/// Guarded by the owning ``MockState``'s lock; the base class lets the mock walk all of them.
class AnyRequirementState {
    /// The identity calls and builders find this state by, as its last caller spelled it (see
    /// ``MockState/requirement(_:in:at:)``); read and changed under the mock's lock only.
    @exclusivity(unchecked) var identity: MockRequirement
    /// The identity's parts, read for messages only.
    private(set) lazy var name = RequirementName(identity)
    /// The argument tuple and return types, compared by identity: a cheaper check than a cast to
    /// the generic subclass, which would look its type metadata up on every call.
    fileprivate let argumentsType: ObjectIdentifier
    fileprivate let returnType: ObjectIdentifier

    /// `(Int) -> String`, for the message when one name is used with two signatures.
    let signature: () -> String

    // The state below is touched only under the mock's lock, which already makes every access
    // exclusive: the runtime's own check (`unchecked`) would cost a recorded call four of them. It
    // lives in this non-generic class so that a recorded call reaches it at fixed offsets and
    // walks the entries in code the optimiser sees whole (``recordCall(at:)``).
    @exclusivity(unchecked) final var records: ContiguousArray<CallRecord> = []
    /// Every `Entry<Arguments, Return>`, kept as their non-generic base: see ``AnyEntry``.
    @exclusivity(unchecked) final var entries: ContiguousArray<AnyEntry> = [] {
        didSet { unretainedEntries.update(entries) }
    }
    /// The same entries without a reference count, kept alive by `entries`, for
    /// ``recordCall(at:)``: an entry read from `entries` is retained and released around every
    /// filter it runs (a closure the optimiser cannot see into), and the array around the walk.
    private final let unretainedEntries = UnretainedEntries()
    /// `eventually` checks waiting for a matching call, each resumed by the first one.
    @exclusivity(unchecked) final var waiters: [(matcher: ArgumentMatcher, waiter: EventualWaiter)] = [] {
        didSet { hasWaiters = waiters.count > 0 }
    }
    /// `!waiters.isEmpty`, kept: read by every recorded call, which an unoptimised build would
    /// otherwise pay an array's `count` for, with a retain and a release.
    @exclusivity(unchecked) private final var hasWaiters = false
    /// The captures the call being recorded matched, by position in `entries`: handed its
    /// arguments by the generic caller of ``recordCall(at:)``, then emptied.
    @exclusivity(unchecked) final var matchedCaptures: ContiguousArray<Int> = [] {
        didSet { hasMatchedCaptures = matchedCaptures.count > 0 }
    }
    /// `!matchedCaptures.isEmpty`, kept for the same reason as `hasWaiters`.
    @exclusivity(unchecked) private(set) final var hasMatchedCaptures = false

    init(identity: MockRequirement, arguments: Any.Type, returns: Any.Type) {
        self.identity = identity
        argumentsType = ObjectIdentifier(arguments)
        returnType = ObjectIdentifier(returns)
        signature = { "(\(arguments)) -> \(returns)" }
    }

    /// This state as a `RequirementState<Arguments, Return>`, if that is what it is.
    @inline(__always)
    final func typed<Arguments, Return>(
        _: Arguments.Type = Arguments.self, _: Return.Type = Return.self
    ) -> RequirementState<Arguments, Return>? {
        guard argumentsType == ObjectIdentifier(Arguments.self), returnType == ObjectIdentifier(Return.self) else {
            return nil
        }
        // The types were just compared; `unsafeDowncast` would check again in a debug build, asking
        // the runtime for the subclass's metadata on every call. `Unmanaged` reinterprets the
        // reference without a check, and inlines even unoptimised.
        let reference = Unmanaged.passUnretained(self).toOpaque()
        return Unmanaged<RequirementState<Arguments, Return>>.fromOpaque(reference).takeUnretainedValue()
    }

    /// Records the call whose arguments lie at `arguments` (stored at index `records.count`) and
    /// picks its answer among the entries: `answer` is `nil` when none answers it, `allowed`
    /// whether one allowed it; the captures that matched are left in `matchedCaptures`, for the
    /// generic caller to hand the arguments, typed. See ``RequirementState/record(_:on:)`` for the
    /// rules. Every filter runs once per call.
    ///
    /// Not generic, so the optimiser sees the whole walk; indices rather than `for in` and `count`
    /// rather than `isEmpty` still, for the unoptimised build.
    final func recordCall(at arguments: UnsafeRawPointer) -> (answer: Answer?, allowed: Bool) {
        var call = CallRecord(sequence: Sequencer.next())
        var allowed = false
        let entries = unretainedEntries.elements
        let entryCount = unretainedEntries.count
        var stub = -1
        var claimant = -1
        var overflow = -1
        var index = 0
        while index < entryCount {
            // `entries` keeps every entry alive through the call: read without retaining it. The
            // closure changes no local (a captured `var` is checked for exclusivity at run time in
            // a debug build).
            switch entries[index]._withUnsafeGuaranteedRef({ $0.match(at: arguments) }) {
            case .none:
                break
            case .stub:
                allowed = true
                stub = index
            case .expectation(let hasRoom):
                allowed = true
                if claimant < 0, hasRoom { claimant = index }
                overflow = index
            case .capture:
                allowed = true
                matchedCaptures.append(index)
            }
            index += 1
        }
        let counting = claimant >= 0 ? claimant : overflow
        if counting >= 0 {
            call.countedBy = entries[counting]._withUnsafeGuaranteedRef { $0.count() }
            call.isVerified = true
        }
        if hasWaiters {
            waiters.removeAll { matcher, waiter in
                guard matcher.matches(at: arguments) else { return false }
                call.isVerified = true
                waiter.finish(arrived: true)
                return true
            }
        }
        records.append(call)
        // The expectation that counted the call answers it if it can; else the most recent stub.
        if claimant >= 0, let answer = entries[claimant]._withUnsafeGuaranteedRef({ $0.takeAnswer() }) {
            return (answer, allowed)
        }
        if stub >= 0, let answer = entries[stub]._withUnsafeGuaranteedRef({ $0.takeAnswer() }) {
            return (answer, allowed)
        }
        return (nil, allowed)
    }

    var callCount: Int { 0 }
    /// Whether a stub or an expectation allows calls of this requirement.
    var isAllowedSomehow: Bool { false }
    /// Whether every expectation's count holds now.
    var expectationsHold: Bool { true }
    /// Expectations that fail their count, marked checked.
    func checkExpectations(on mock: String) -> [MockFailure] { [] }
    /// Summaries of expectations nobody verified, marked checked.
    func takeUncheckedExpectations() -> (summaries: [String], callSite: CallSite?) { ([], nil) }
    /// Recorded calls no verification or expectation accounted for: sequence number and text.
    func unverifiedCalls() -> [(sequence: UInt64, text: String)] { [] }
    /// Every recorded call: sequence number and text.
    func allCalls() -> [(sequence: UInt64, text: String)] { [] }
    func removeStubs() {}
    /// Forgets the recorded calls.
    func removeCalls() {}
    /// Forgets entries, recorded calls and the stored property value.
    func removeAll() {}
    /// Drops an `eventually` check that timed out.
    func removeWaiter(_ waiter: EventualWaiter) {}
    /// Stubs no call matched: how each reads, and where it was made.
    func unusedStubs() -> [(summary: String, callSite: CallSite)] { [] }
}

/// The requirement a mock's call found last, with what identifies it beside the reference: the
/// next call compares those in place (two integers, two type identities), without reaching into the
/// state through a closure, which an unoptimised build would call.
struct LastUsed {
    /// Kept alive by the mock's state (`ordered`), which nothing changes while the lock is held.
    let state: Unmanaged<AnyRequirementState>
    private let identity: MockRequirement
    private let argumentsType: ObjectIdentifier
    private let returnType: ObjectIdentifier

    /// The state as found now; made again whenever the state's identity changes (a call spelled
    /// elsewhere takes it over: ``MockState/requirement(_:in:at:)``).
    init(_ state: AnyRequirementState) {
        self.state = Unmanaged.passUnretained(state)
        identity = state.identity
        argumentsType = state.argumentsType
        returnType = state.returnType
    }

    /// Whether this is the state of `name` with these argument and return types.
    @inline(__always)
    func isCalled<Arguments, Return>(_ name: MockRequirement, _: Arguments.Type, _: Return.Type) -> Bool {
        identity.isIdentical(to: name) && argumentsType == ObjectIdentifier(Arguments.self)
            && returnType == ObjectIdentifier(Return.self)
    }
}

extension Unmanaged where Instance == AnyRequirementState {

    /// ``RequirementState/record(_:on:)`` on the state this is (``isCalled(_:_:_:)`` said so), read
    /// without retaining it: its mock's state keeps it alive.
    @inline(__always)
    func record<Arguments, Return>(_ arguments: Arguments, _: Return.Type, on mock: MockState) -> Answer {
        Unmanaged<RequirementState<Arguments, Return>>.fromOpaque(toOpaque())._withUnsafeGuaranteedRef { state in
            state.record(arguments, on: mock)
        }
    }
}
