/// Everything one mock knows about one requirement: its recorded calls and its entries.
///
/// Guarded by the owning ``MockState``'s lock; the base class lets the mock walk all of them.
class AnyRequirementState {
    let name: RequirementName
    /// The argument tuple and return types, compared by identity: a cheaper check than a cast to
    /// the generic subclass, which would look its type metadata up on every call.
    private let argumentsType: ObjectIdentifier
    private let returnType: ObjectIdentifier

    /// `(Int) -> String`, for the message when one name is used with two signatures.
    let signature: () -> String

    init(name: RequirementName, arguments: Any.Type, returns: Any.Type) {
        self.name = name
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

final class RequirementState<Arguments, Return>: AnyRequirementState {
    /// One recorded call: its global sequence number, arguments and whether something verified it.
    struct Call {
        let sequence: UInt64
        var arguments: Arguments
        var isVerified = false
        /// The expectation that counted this call, if one did.
        var countedBy: ObjectIdentifier?
    }

    // The state below is touched only under the mock's lock, which already makes every access
    // exclusive: the runtime's own check (`unchecked`) would cost a recorded call four of them.
    @exclusivity(unchecked) var calls: [Call] = []
    @exclusivity(unchecked) var entries: [Entry<Arguments, Return>] = []
    /// `eventually` checks waiting for a matching call, each resumed by the first one.
    @exclusivity(unchecked) var waiters: [(matcher: ArgumentMatcher, waiter: EventualWaiter)] = []
    /// For `{ get set }` properties: the last value set, answered by an unstubbed getter.
    var storedValue: Return?

    init(name: RequirementName) {
        super.init(name: name, arguments: Arguments.self, returns: Return.self)
    }

    override var callCount: Int { calls.count }

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
        var call = Call(sequence: Sequencer.next(), arguments: arguments)
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
            guard entry.matcher.matches(&call.arguments) else { continue }
            allowed = true
            switch entry.role {
            case .stub:
                entry.matchedCount += 1
                stub = index - 1
            case .expectation:
                if claimant < 0, entry.hasRoom { claimant = index - 1 }
                overflow = index - 1
            case .capture:
                entry.captured.append(arguments)
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
                guard matcher.matches(&call.arguments) else { return false }
                call.isVerified = true
                waiter.finish(arrived: true)
                return true
            }
        }
        calls.append(call)
        if claimant >= 0, entries[claimant].answerCount > 0 { return entries[claimant].resolve() }
        if stub >= 0, entries[stub].answerCount > 0 { return entries[stub].resolve() }
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
        entries.filter { $0.role == .stub && $0.matchedCount == 0 }.map { ($0.pattern.description, $0.callSite) }
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
        // Each call's arguments read where they lie, at a fixed offset from the call: one address
        // computed per call instead of a generic `withUnsafePointer` (a million calls in a debug
        // build make that difference visible).
        let stride = MemoryLayout<Call>.stride
        // A stored property of a struct always has an offset; nil would mean `Call` changed shape.
        guard let offset = MemoryLayout<Call>.offset(of: \Call.arguments) else {
            preconditionFailure("Call.arguments is no longer a stored property")
        }
        calls.withUnsafeMutableBufferPointer { calls in
            guard let base = calls.baseAddress else { return }
            let start = UnsafeRawPointer(base) + offset
            let count = calls.count
            for index in 0..<count where matcher.matches(at: start + index * stride) {
                if markVerified { calls[index].isVerified = true }
                body(calls[index])
            }
        }
    }

    func describe(_ arguments: Arguments) -> String {
        name.render(name.describeArguments(arguments))
    }

    /// The entry that comes closest to matching: fewest differing positions, most recent on a tie.
    func nearestEntry(to arguments: Arguments) -> (entry: Entry<Arguments, Return>, mismatches: [ArgumentMismatch])? {
        var best: (entry: Entry<Arguments, Return>, mismatches: [ArgumentMismatch])?
        for entry in entries where entry.role != .capture {
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
        for call in calls.prefix(limit) {
            let mismatches = pattern.mismatches(call.arguments)
            let detail = mismatches.isEmpty ? "" : " — " + mismatches.map(\.description).joined(separator: "; ")
            lines.append("\(describe(call.arguments))\(detail)")
        }
        return MockIssue.RecordedCalls(requirement: name.quoted, calls: lines, more: max(0, calls.count - limit))
    }

    override func checkExpectations(on mock: String) -> [MockFailure] {
        entries.compactMap { entry in
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
        for call in calls where call.countedBy != nil && call.countedBy != identity {
            var arguments = call.arguments
            if entry.matcher.matches(&arguments) { count += 1 }
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
        for entry in entries where entry.role == .expectation && !entry.isChecked {
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
        calls.removeAll()
    }

    override func removeAll() {
        entries.removeAll()
        calls.removeAll()
        storedValue = nil
    }
}
