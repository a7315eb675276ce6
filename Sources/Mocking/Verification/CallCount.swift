/// How many calls an expectation or verification accepts.
///
/// Built from an `Int` or any `RangeExpression<Int>` (`times(2)`, `times(1...)`, `times(..<3)`).
struct CallCount: Equatable, Sendable {
    let lowerBound: Int
    /// `nil` means unbounded.
    let upperBound: Int?

    static let once = CallCount(lowerBound: 1, upperBound: 1)
    static let never = CallCount(lowerBound: 0, upperBound: 0)

    static func exactly(_ count: Int) -> CallCount {
        CallCount(lowerBound: count, upperBound: count)
    }

    /// Converts a range; `nil` when it contains a negative count or nothing at all.
    init?(_ range: some RangeExpression<Int>) {
        // `relative(to:)` traps on an upper bound below the collection's start; check those first.
        if let through = range as? PartialRangeThrough<Int>, through.upperBound < 0 { return nil }
        if let upTo = range as? PartialRangeUpTo<Int>, upTo.upperBound <= 0 { return nil }
        let bounded = range.relative(to: 0..<Int.max)
        guard bounded.lowerBound >= 0, !bounded.isEmpty else { return nil }
        lowerBound = bounded.lowerBound
        upperBound = bounded.upperBound == Int.max ? nil : bounded.upperBound - 1
    }

    init(lowerBound: Int, upperBound: Int?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    func contains(_ count: Int) -> Bool {
        count >= lowerBound && upperBound.map { count <= $0 } ?? true
    }

    /// `exactly once`, `exactly 2 times`, `never`, `at least once`, `at most 3 times`, `between 1 and 3 times`.
    var description: String {
        switch (lowerBound, upperBound) {
        case (0, 0?): return "never"
        case (let lower, let upper?) where lower == upper: return "exactly \(times(lower))"
        case (0, let upper?): return "at most \(times(upper))"
        case (let lower, nil): return "at least \(times(lower))"
        case (let lower, let upper?): return "between \(lower) and \(upper) times"
        }
    }
}

extension CallCount {
    /// `exactly 2 matching calls`, `no matching call`, `at least 1 matching call`.
    var matchingCalls: String {
        func calls(_ count: Int) -> String { count == 1 ? "1 matching call" : "\(count) matching calls" }
        switch (lowerBound, upperBound) {
        case (0, 0?): return "no matching call"
        case (let lower, let upper?) where lower == upper: return "exactly \(calls(lower))"
        case (0, let upper?): return "at most \(calls(upper))"
        case (let lower, nil): return "at least \(calls(lower))"
        case (let lower, let upper?): return "between \(lower) and \(upper) matching calls"
        }
    }
}

/// `once`, `twice`-free plain English: `once`, `2 times`, `0 times`.
func times(_ count: Int) -> String {
    count == 1 ? "once" : "\(count) times"
}

/// A range as the user wrote it: `1...3`, `2..<5`, `1...`, `...3`, `..<4`.
func spelled(_ range: some RangeExpression<Int>) -> String {
    switch range {
    case let range as ClosedRange<Int>: "\(range.lowerBound)...\(range.upperBound)"
    case let range as Range<Int>: "\(range.lowerBound)..<\(range.upperBound)"
    case let range as PartialRangeFrom<Int>: "\(range.lowerBound)..."
    case let range as PartialRangeThrough<Int>: "...\(range.upperBound)"
    case let range as PartialRangeUpTo<Int>: "..<\(range.upperBound)"
    default: "\(range)"
    }
}
