/// One stub, expectation or capture registered on a requirement, in registration order.
///
/// Entries are mutated only under their mock's lock, which makes every access exclusive: the
/// properties a recorded call touches skip the runtime's own exclusivity check (`unchecked`).
final class Entry<Arguments, Return> {
    enum Role { case stub, expectation, capture }

    let role: Role
    let pattern: MessagePattern<Arguments>
    /// The pattern's filters, kept here so a call is matched without touching the generic pattern.
    let matcher: ArgumentMatcher
    var callSite: CallSite
    /// The answers, given one per call in turn; the last one then repeats
    /// (`andThrow(e).andReturn(x)`: the first call throws, every later one returns `x`).
    /// Kept as ``Answer`` references: an array of a non-generic type, which a recorded call reads
    /// without asking the runtime for any metadata.
    @exclusivity(unchecked) private(set) var answers: ContiguousArray<Answer> = []
    /// `answers.count`.
    @exclusivity(unchecked) private(set) var answerCount = 0
    @exclusivity(unchecked) var nextAnswerIndex = 0
    /// Whether an answer is the mock itself (`.owner`), which ``resolve()`` has to look at; the
    /// others it hands on as they are.
    @exclusivity(unchecked) private var answersHoldOwner = false

    /// Expectations: the accepted count and the calls seen so far.
    var expectedCount = CallCount.once
    @exclusivity(unchecked) var matchedCount = 0
    /// Expectations: whether the count allows another call; once it does not, the expectation is
    /// used up and later matching calls go to the next expectation with room.
    var hasRoom: Bool {
        expectedCount.upperBound.map { matchedCount < $0 } ?? true
    }
    /// Expectations: whether the count holds now.
    var isMet: Bool { expectedCount.contains(matchedCount) }
    /// Expectations: whether `verify()` (or a scope) has looked at this one.
    var isChecked = false

    /// Captures: every matching call's arguments, in order.
    var captured: [Arguments] = []

    init(role: Role, pattern: MessagePattern<Arguments>, callSite: CallSite) {
        self.role = role
        self.pattern = pattern
        matcher = pattern.matcher
        self.callSite = callSite
    }

    /// Takes the answer for one call and moves on to the next.
    func resolve() -> Answer {
        let count = answerCount
        guard count > 0 else { return .unanswered }
        let index = min(nextAnswerIndex, count - 1)
        nextAnswerIndex += 1
        let answer = answers[index]
        guard answersHoldOwner, answer.kind == .owner else { return answer }
        return resolvingOwner(answer)
    }

    /// The mock itself while it lives, for an ``OwnerAnswer``: kept apart from ``resolve()``,
    /// whose every call would otherwise ask the runtime for the metadata of the cast's result.
    private func resolvingOwner(_ answer: Answer) -> Answer {
        guard let answer = answer as? OwnerAnswer, let owner = answer.reference.object as? Return else {
            return .unanswered
        }
        return ValueAnswer(owner)
    }

    /// Adds answers, given after those the entry has.
    func add(_ newAnswers: [Resolution<Arguments, Return>]) {
        for resolution in newAnswers {
            let answer = Answer.making(resolution)
            if answer.kind == .owner { answersHoldOwner = true }
            answers.append(answer)
        }
        answerCount = answers.count
    }

    func removeAnswers() {
        answers.removeAll()
        answerCount = 0
        answersHoldOwner = false
    }

    /// How the expectation reads when it fails: `result(temperature: 23, humidity: 50) exactly once`.
    var expectationSummary: String {
        "\(pattern.description) \(expectedCount.description)"
    }
}
