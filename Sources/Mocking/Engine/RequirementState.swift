/// Everything one mock knows about one requirement: its recorded calls and its entries.
///
/// Guarded by the owning ``MockState``'s lock; the base class lets the mock walk all of them.
class AnyRequirementState {
    /// The identity calls and builders find this state by, as its last caller spelled it (see
    /// ``MockState/requirement(_:in:at:)``).
    var identity: MockRequirement
    /// The identity's parts, read for messages only.
    private(set) lazy var name = RequirementName(identity)
    /// The argument tuple and return types, compared by identity: a cheaper check than a cast to
    /// the generic subclass, which would look its type metadata up on every call.
    private let argumentsType: ObjectIdentifier
    private let returnType: ObjectIdentifier

    /// `(Int) -> String`, for the message when one name is used with two signatures.
    let signature: () -> String

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

    // The state below is touched only under the mock's lock, which already makes every access
    // exclusive: the runtime's own check (`unchecked`) would cost a recorded call four of them.
    @exclusivity(unchecked) private var records: ContiguousArray<CallRecord> = []
    /// The recorded calls' arguments: `records.count` initialised, room for `argumentCapacity`.
    /// Untyped, so that no call asks the runtime for a typed pointer's metadata (a debug build would).
    @exclusivity(unchecked) private var argumentStore: UnsafeMutableRawPointer?
    @exclusivity(unchecked) private var argumentCapacity = 0
    /// Every `Entry<Arguments, Return>`, kept as their non-generic base: see ``AnyEntry``.
    @exclusivity(unchecked) var entries: ContiguousArray<AnyEntry> = []
    /// `eventually` checks waiting for a matching call, each resumed by the first one.
    @exclusivity(unchecked) var waiters: [(matcher: ArgumentMatcher, waiter: EventualWaiter)] = []
    /// For `{ get set }` properties: the last value set, answered by an unstubbed getter.
    var storedValue: Return?

    init(identity: MockRequirement) {
        super.init(identity: identity, arguments: Arguments.self, returns: Return.self)
    }

    deinit {
        forgetCalls()
        argumentStore?.deallocate()
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
        argumentStore.unsafelyUnwrapped + index * MemoryLayout<Arguments>.stride
    }

    @inline(never)
    private func growArgumentStore() {
        let capacity = max(16, argumentCapacity * 2)
        let grown = UnsafeMutableRawPointer.allocate(
            byteCount: capacity * MemoryLayout<Arguments>.stride, alignment: MemoryLayout<Arguments>.alignment)
        if let old = argumentStore {
            grown.bindMemory(to: Arguments.self, capacity: capacity)
                .moveInitialize(from: old.assumingMemoryBound(to: Arguments.self), count: records.count)
            old.deallocate()
        }
        argumentStore = grown
        argumentCapacity = capacity
    }

    /// Forgets the recorded calls, keeping the room their arguments took.
    private func forgetCalls() {
        argumentStore?.assumingMemoryBound(to: Arguments.self).deinitialize(count: records.count)
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
        let stored = store(arguments)
        var call = CallRecord(sequence: Sequencer.next())
        var allowed = false
        // Positions rather than optional entries, indices rather than `for in`, `count` rather than
        // `isEmpty` (a generic `Collection` default), the entries read once: in an unspecialised
        // build each of those is a type the runtime looks up, a witness table walked or an
        // exclusivity check made, on every call.
        let entries = self.entries
        let entryCount = entries.count
        var stub = -1
        var claimant = -1
        var overflow = -1
        var index = 0
        while index < entryCount {
            let entry = entries[index]
            index += 1
            guard entry.matcher.matches(at: stored) else { continue }
            allowed = true
            switch entry.role {
            case .stub:
                entry.matchedCount += 1
                stub = index - 1
            case .expectation:
                if claimant < 0, entry.hasRoom { claimant = index - 1 }
                overflow = index - 1
            case .capture:
                entry.typed(Arguments.self, Return.self).captured.append(arguments)
            }
        }
        let counting = claimant >= 0 ? claimant : overflow
        if counting >= 0 {
            let entry = entries[counting]
            entry.matchedCount += 1
            call.isVerified = true
            call.countedBy = ObjectIdentifier(entry)
        }
        if waiters.count > 0 {
            waiters.removeAll { matcher, waiter in
                guard matcher.matches(at: stored) else { return false }
                call.isVerified = true
                waiter.finish(arrived: true)
                return true
            }
        }
        records.append(call)
        // The expectation that counted the call answers it if it can; else the most recent stub.
        if claimant >= 0, !entries[claimant].answers.isEmpty {
            return entries[claimant].resolve(returning: Return.self)
        }
        if stub >= 0, !entries[stub].answers.isEmpty { return entries[stub].resolve(returning: Return.self) }
        return unanswered(arguments, allowed: allowed, on: mock)
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
        guard let store = argumentStore else { return }
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
        return MockIssue.RecordedCalls(requirement: name.quoted, calls: lines, more: max(0, records.count - limit))
    }

    override func checkExpectations(on mock: String) -> [MockFailure] {
        typedEntries.compactMap { entry in
            guard entry.role == .expectation else { return nil }
            entry.isChecked = true
            guard !entry.isMet else { return nil }
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
