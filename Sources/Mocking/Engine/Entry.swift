/// One stub, expectation or capture registered on a requirement, in registration order: what a
/// recorded call reads of it, which names neither the arguments' type nor the return type, so
/// that a requirement keeps its entries in an array of a non-generic type (an element of a
/// generic one is a type the runtime would look up on every call).
///
/// Entries are mutated only under their mock's lock, which makes every access exclusive: the
/// properties a recorded call touches skip the runtime's own exclusivity check (`unchecked`).
class AnyEntry {
    enum Role { case stub, expectation, capture }

    final let role: Role
    /// The pattern's filters, kept here so a call is matched without touching the generic pattern.
    final let matcher: ArgumentMatcher
    /// The matcher's test and whether it passes everything, read by every call that walks this
    /// entry: reading them from `matcher` would copy the matcher, which an unoptimised build does
    /// with a retain and a release of each of its references.
    private final let test: (UnsafeRawPointer) -> Bool
    private final let matchesEverything: Bool
    final var callSite: CallSite
    /// The answers, given one per call in turn; the last one then repeats
    /// (`andThrow(e).andReturn(x)`: the first call throws, every later one returns `x`).
    @exclusivity(unchecked) final private(set) var answers: ContiguousArray<Answer> = [] {
        didSet { updateCurrentAnswer() }
    }
    @exclusivity(unchecked) private final var nextAnswerIndex = 0
    /// The answer the next call takes, and how many answers there are: what ``takeAnswer()``
    /// reads, so that a call with one answer reads no array (an unoptimised build would call the
    /// array's `count` and subscript, retaining its buffer around each).
    @exclusivity(unchecked) private final var currentAnswer: Answer?
    @exclusivity(unchecked) private final var answerCount = 0
    /// Whether the answers start over after the last (`andReturn(cycling:)`) instead of the last
    /// one repeating.
    @exclusivity(unchecked) final var loopsAnswers = false

    /// Expectations: the accepted count and the calls seen so far.
    final var expectedCount = CallCount.once
    @exclusivity(unchecked) final var matchedCount = 0
    /// Expectations: whether the count allows another call; once it does not, the expectation is
    /// used up and later matching calls go to the next expectation with room.
    final var hasRoom: Bool {
        expectedCount.upperBound.map { matchedCount < $0 } ?? true
    }
    /// Expectations: whether the count holds now.
    final var isMet: Bool { expectedCount.contains(matchedCount) }
    /// Expectations: whether `verify()` (or a scope) has looked at this one.
    final var isChecked = false
    /// Expectations: whether a check has reported this one unmet, so that a later check (the
    /// scope's end after `verify()`) does not report it again.
    final var isReported = false

    init(role: Role, matcher: ArgumentMatcher, callSite: CallSite) {
        self.role = role
        self.matcher = matcher
        test = matcher.test
        matchesEverything = matcher.matchesEverything
        self.callSite = callSite
    }

    /// This entry as the `Entry<Arguments, Return>` it is, without a checked cast (which would
    /// look the subclass's metadata up): for a requirement's state, which made it.
    @inline(__always)
    final func typed<Arguments, Return>(_: Arguments.Type, _: Return.Type) -> Entry<Arguments, Return> {
        let reference = Unmanaged.passUnretained(self).toOpaque()
        return Unmanaged<Entry<Arguments, Return>>.fromOpaque(reference).takeUnretainedValue()
    }

    /// How an entry took a recorded call: not at all, or as its role.
    enum Match {
        case none, stub, capture
        /// `hasRoom`: the expectation's count allowed the call before it (see ``hasRoom``).
        case expectation(hasRoom: Bool)
    }

    /// Whether the call whose arguments lie at `arguments` passes the filters, and as what; a stub
    /// counts the call at once, an expectation only when it is the one that takes it (``count()``).
    final func match(at arguments: UnsafeRawPointer) -> Match {
        guard matchesEverything || test(arguments) else { return .none }
        switch role {
        case .stub:
            matchedCount += 1
            return .stub
        case .expectation:
            return .expectation(hasRoom: hasRoom)
        case .capture:
            return .capture
        }
    }

    /// Counts a call this expectation takes; returns the identity a recorded call keeps of it.
    final func count() -> ObjectIdentifier {
        matchedCount += 1
        return ObjectIdentifier(self)
    }

    /// Takes the answer for one call and moves on to the next (an ``OwnerAnswer`` as it is: the
    /// requirement's state, which knows the return type, turns it into the mock); `nil` for an
    /// entry without answers.
    final func takeAnswer() -> Answer? {
        guard let answer = currentAnswer else { return nil }
        nextAnswerIndex += 1
        if nextAnswerIndex < answerCount {
            currentAnswer = answers[nextAnswerIndex]
        } else if loopsAnswers {
            nextAnswerIndex = 0
            currentAnswer = answers[0]
        }
        return answer
    }

    /// The answer the next call takes, after the answers changed: the next in turn, else the last.
    private final func updateCurrentAnswer() {
        answerCount = answers.count
        guard answerCount > 0 else {
            currentAnswer = nil
            return
        }
        currentAnswer = answers[nextAnswerIndex < answerCount ? nextAnswerIndex : answerCount - 1]
    }

    /// Adds answers, given after those the entry has.
    final func add<Arguments, Return>(_ newAnswers: [Resolution<Arguments, Return>]) {
        for resolution in newAnswers {
            answers.append(Answer.making(resolution))
        }
    }

    final func removeAnswers() {
        answers.removeAll()
    }
}

/// An entry with its pattern, and for a capture the arguments of the calls it matched.
final class Entry<Arguments, Return>: AnyEntry {
    let pattern: MessagePattern<Arguments>
    /// Captures: every matching call's arguments, in order.
    var captured: [Arguments] = []

    init(role: Role, pattern: MessagePattern<Arguments>, callSite: CallSite) {
        self.pattern = pattern
        super.init(role: role, matcher: pattern.matcher, callSite: callSite)
    }

    /// How the expectation reads when it fails: `result(temperature: 23, humidity: 50) exactly once`.
    var expectationSummary: String {
        "\(pattern.description) \(expectedCount.description)"
    }
}
