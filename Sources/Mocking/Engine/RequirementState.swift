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

/// What a recorded call keeps besides its arguments, which lie at the same index of its
/// requirement's argument store: a type outside any generic one, in an array the runtime needs to
/// look nothing up for (an array of a `RequirementState`'s own `Call`, or of a type nested in it,
/// would be two types to look up on every call).
struct CallRecord {
    let sequence: UInt64
    /// The expectation that counted this call, if one did.
    var countedBy: ObjectIdentifier?
    var isVerified = false
}

/// A requirement's entries as unretained references in memory of their own, for the walk of a
/// recorded call: reading one costs no retain, and reading the buffer retains no array. Whoever
/// owns it keeps the entries alive in an array beside it and updates it on every change.
final class UnretainedEntries {
    // Touched only under the mock's lock (see `AnyRequirementState`'s state).
    @exclusivity(unchecked) private(set) var elements: UnsafeMutablePointer<Unmanaged<AnyEntry>>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity = 0

    init() {
        elements = .allocate(capacity: 0)
    }

    deinit {
        elements.deallocate()
    }

    /// Takes the references of `entries`, in order.
    func update(_ entries: ContiguousArray<AnyEntry>) {
        if entries.count > capacity {
            elements.deallocate()
            capacity = Swift.max(entries.count, capacity * 2)
            elements = .allocate(capacity: capacity)
        }
        for (index, entry) in entries.enumerated() {
            (elements + index).initialize(to: Unmanaged.passUnretained(entry))
        }
        count = entries.count
    }
}

final class RequirementState<Arguments, Return>: AnyRequirementState {
    /// One recorded call, assembled for what reads calls whole: its global sequence number,
    /// arguments and whether something verified it.
    struct Call {
        let sequence: UInt64
        let arguments: Arguments
        let isVerified: Bool
        /// The expectation that counted this call, if one did.
        let countedBy: ObjectIdentifier?
    }

    /// The recorded calls' arguments: `records.count` initialised, room for `argumentCapacity`.
    /// Untyped, so that no call asks the runtime for a typed pointer's metadata (a debug build would);
    /// never `nil`, so that no call unwraps it (a debug build calls `unsafelyUnwrapped`).
    @exclusivity(unchecked) private var argumentStore: UnsafeMutableRawPointer
    @exclusivity(unchecked) private var argumentCapacity: Int
    /// For `{ get set }` properties: the last value set, answered by an unstubbed getter.
    var storedValue: Return?

    init(identity: MockRequirement) {
        argumentCapacity = 16
        argumentStore = .allocate(
            byteCount: argumentCapacity * MemoryLayout<Arguments>.stride, alignment: MemoryLayout<Arguments>.alignment)
        super.init(identity: identity, arguments: Arguments.self, returns: Return.self)
    }

    deinit {
        forgetCalls()
        argumentStore.deallocate()
    }

    override var callCount: Int { records.count }

    /// The recorded calls, whole, in call order.
    var calls: [Call] {
        (0..<records.count).map(call(at:))
    }

    private func call(at index: Int) -> Call {
        let record = records[index]
        return Call(
            sequence: record.sequence, arguments: arguments(at: index).assumingMemoryBound(to: Arguments.self).pointee,
            isVerified: record.isVerified, countedBy: record.countedBy)
    }

    /// Keeps a call's arguments after the others; they stay there until the calls are forgotten.
    @inline(__always)
    private func store(_ arguments: Arguments) -> UnsafeRawPointer {
        let index = records.count
        if index == argumentCapacity { growArgumentStore() }
        let slot = self.arguments(at: index)
        slot.initializeMemory(as: Arguments.self, to: arguments)
        return UnsafeRawPointer(slot)
    }

    /// Where the arguments of call `index` lie (uninitialised for the call being recorded).
    @inline(__always)
    private func arguments(at index: Int) -> UnsafeMutableRawPointer {
        argumentStore + index * MemoryLayout<Arguments>.stride
    }

    @inline(never)
    private func growArgumentStore() {
        let capacity = argumentCapacity * 2
        let grown = UnsafeMutableRawPointer.allocate(
            byteCount: capacity * MemoryLayout<Arguments>.stride, alignment: MemoryLayout<Arguments>.alignment)
        grown.bindMemory(to: Arguments.self, capacity: capacity)
            .moveInitialize(from: argumentStore.assumingMemoryBound(to: Arguments.self), count: records.count)
        argumentStore.deallocate()
        argumentStore = grown
        argumentCapacity = capacity
    }

    /// Forgets the recorded calls, keeping the room their arguments took.
    private func forgetCalls() {
        argumentStore.assumingMemoryBound(to: Arguments.self).deinitialize(count: records.count)
        records.removeAll()
    }

    /// The entries as what they are, for what reads their patterns.
    private var typedEntries: [Entry<Arguments, Return>] {
        entries.map { $0.typed(Arguments.self, Return.self) }
    }

    override var expectationsHold: Bool {
        entries.allSatisfy { $0.role != .expectation || $0.isMet }
    }

    /// Records a call and decides what to answer.
    ///
    /// Expectations are used up in turn: the earliest matching one with room left takes the call,
    /// counts it and, if it has answers, answers it. When none has room, the most recent matching
    /// one counts the call anyway (its count then fails) but no longer answers it. Otherwise the
    /// most recent matching stub answers ("most recent stub wins"). A call no entry answers is
    /// left to `mock`'s behaviour: a partial mock's goes to the real object; a strict mock's that
    /// nothing allowed is unexpected.
    func record(_ arguments: Arguments, on mock: MockState) -> Answer {
        // The arguments go to the store first: every filter reads them there.
        let recorded = recordCall(at: store(arguments))
        if hasMatchedCaptures { capture(arguments) }
        guard let answer = recorded.answer else { return unanswered(arguments, allowed: recorded.allowed, on: mock) }
        // `case`, not `==`: an unoptimised build would call `Equatable`'s witness on every call.
        if case .owner = answer.kind { return resolvingOwner(answer) }
        return answer
    }

    /// Hands `arguments` to the captures the call matched, in registration order.
    @inline(never)
    private func capture(_ arguments: Arguments) {
        for index in matchedCaptures {
            entries[index].typed(Arguments.self, Return.self).captured.append(arguments)
        }
        matchedCaptures.removeAll(keepingCapacity: true)
    }

    /// The mock itself while it lives, for an ``OwnerAnswer``; apart from ``record(_:on:)``, whose
    /// every call would otherwise ask the runtime for the metadata of the cast's result.
    @inline(never)
    private func resolvingOwner(_ answer: Answer) -> Answer {
        guard let answer = answer as? OwnerAnswer, let owner = answer.reference.object as? Return else {
            return .unanswered
        }
        return ValueAnswer(owner)
    }

    /// The answer to a call no entry answers, by `mock`'s behaviour.
    @inline(never)
    private func unanswered(_ arguments: Arguments, allowed: Bool, on mock: MockState) -> Answer {
        if allowed { return mock.behavior == .partial ? .forwardToReal : .unanswered }
        return mock.behavior == .strict ? UnexpectedAnswer(mock.unexpectedCallFailure(self, arguments)) : .unmatched
    }

    override func removeWaiter(_ waiter: EventualWaiter) {
        waiters.removeAll { $0.waiter === waiter }
    }

    override var isAllowedSomehow: Bool { entries.contains { $0.role != .capture } }

    override func unusedStubs() -> [(summary: String, callSite: CallSite)] {
        typedEntries.filter { $0.role == .stub && $0.matchedCount == 0 }.map { ($0.pattern.description, $0.callSite) }
    }

    /// Where the most recent entry that matches `arguments` was made, if any does.
    func matchingEntryCallSite(_ arguments: Arguments) -> CallSite? {
        var arguments = arguments
        return entries.last { $0.role != .capture && $0.matcher.matches(&arguments) }?.callSite
    }

    /// The calls `pattern` matches; marks them verified when `markVerified` is set.
    func matchingCalls(_ pattern: MessagePattern<Arguments>, markVerified: Bool) -> [Call] {
        var matching: [Call] = []
        forEachMatchingCall(pattern, markVerified: markVerified) { matching.append($0) }
        return matching
    }

    /// How many calls `pattern` matches; marks them verified when `markVerified` is set.
    func countMatchingCalls(_ pattern: MessagePattern<Arguments>, markVerified: Bool) -> Int {
        var count = 0
        forEachMatchingCall(pattern, markVerified: markVerified) { _ in count += 1 }
        return count
    }

    /// Runs `body` on each call `pattern` matches, in order, reading arguments in place.
    private func forEachMatchingCall(_ pattern: MessagePattern<Arguments>, markVerified: Bool, _ body: (Call) -> Void) {
        let matcher = pattern.matcher
        let store = argumentStore
        // Each call's arguments read where they lie: one address computed per call, with no
        // function call (a million calls in a debug build make that difference visible).
        let stride = MemoryLayout<Arguments>.stride
        let count = records.count
        var index = 0
        while index < count {
            if matcher.matches(at: UnsafeRawPointer(store) + index * stride) {
                if markVerified { records[index].isVerified = true }
                body(call(at: index))
            }
            index += 1
        }
    }

    func describe(_ arguments: Arguments) -> String {
        name.render(name.describeArguments(arguments))
    }

    /// The entry that comes closest to matching: fewest differing positions, most recent on a tie.
    func nearestEntry(to arguments: Arguments) -> (entry: Entry<Arguments, Return>, mismatches: [ArgumentMismatch])? {
        var best: (entry: Entry<Arguments, Return>, mismatches: [ArgumentMismatch])?
        for entry in typedEntries where entry.role != .capture {
            let mismatches = entry.pattern.mismatches(arguments)
            if best == nil || mismatches.count <= best!.mismatches.count {
                best = (entry, mismatches)
            }
        }
        return best
    }

    /// "Recorded calls of '…':" with each call and, where `pattern` rejects it, why.
    func recordedCallsReport(against pattern: MessagePattern<Arguments>) -> MockIssue.RecordedCalls {
        let limit = 10
        var lines: [String] = []
        for call in (0..<min(records.count, limit)).map(call(at:)) {
            let mismatches = pattern.mismatches(call.arguments)
            let detail = mismatches.isEmpty ? "" : " — " + mismatches.map(\.description).joined(separator: "; ")
            lines.append("\(describe(call.arguments))\(detail)")
        }
        return MockIssue.RecordedCalls(requirement: name, calls: lines, more: max(0, records.count - limit))
    }

    override func checkExpectations(on mock: String) -> [MockFailure] {
        typedEntries.compactMap { entry in
            guard entry.role == .expectation, !entry.isReported else { return nil }
            entry.isChecked = true
            guard !entry.isMet else { return nil }
            entry.isReported = true
            return MockFailure(
                countNotMet(
                    .expectation, on: mock, pattern: entry.pattern, expected: entry.expectedCount,
                    actual: entry.matchedCount, countedElsewhere: callsCountedElsewhere(than: entry)),
                at: entry.callSite
            )
        }
    }

    /// How many calls `entry` matches that another expectation counted.
    private func callsCountedElsewhere(than entry: Entry<Arguments, Return>) -> Int {
        let identity = ObjectIdentifier(entry)
        var count = 0
        for (index, record) in records.enumerated() where record.countedBy != nil && record.countedBy != identity {
            if entry.matcher.matches(at: arguments(at: index)) { count += 1 }
        }
        return count
    }

    /// The failure of a count that did not hold, shared by expectations and verifications.
    func countNotMet(
        _ check: MockIssue.CountCheck, on mock: String, pattern: MessagePattern<Arguments>, expected: CallCount,
        actual: Int, countedElsewhere: Int = 0
    ) -> MockIssue {
        .countNotMet(
            check: check, mock: mock, expected: "\(pattern.description) \(expected.description)", actual: actual,
            countedElsewhere: countedElsewhere, recorded: recordedCallsReport(against: pattern))
    }

    override func takeUncheckedExpectations() -> (summaries: [String], callSite: CallSite?) {
        var summaries: [String] = []
        var callSite: CallSite?
        for entry in typedEntries where entry.role == .expectation && !entry.isChecked {
            entry.isChecked = true
            callSite = callSite ?? entry.callSite
            summaries.append("\(entry.expectationSummary) (called \(times(entry.matchedCount)))")
        }
        return (summaries, callSite)
    }

    override func unverifiedCalls() -> [(sequence: UInt64, text: String)] {
        calls.filter { !$0.isVerified }.map { ($0.sequence, describe($0.arguments)) }
    }

    override func allCalls() -> [(sequence: UInt64, text: String)] {
        calls.map { ($0.sequence, describe($0.arguments)) }
    }

    override func removeStubs() {
        entries.removeAll { $0.role == .stub }
    }

    override func removeCalls() {
        forgetCalls()
    }

    override func removeAll() {
        entries.removeAll()
        forgetCalls()
        storedValue = nil
    }
}
