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
