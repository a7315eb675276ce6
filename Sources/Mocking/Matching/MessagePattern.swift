/// A requirement name plus one ``Arg`` filter per argument position: what a stub, expectation,
/// verification or capture is looking for.
struct MessagePattern<Arguments> {
    let requirement: MockRequirement
    /// How each filter reads: `23`, `any`.
    let filterDescriptions: [String]
    /// The filters as one non-generic value that reads arguments in place.
    let matcher: ArgumentMatcher

    /// Builds a pattern from one filter per position.
    ///
    /// `Arguments` is the labelled tuple a witness records (`(temperature: Int, humidity: Int)`);
    /// the filters arrive as a pack over the same element types, unlabelled.
    /// Returns `nil` when the two disagree in layout, which only a mis-written mock can cause.
    init?<each Value>(_ requirement: MockRequirement, _ filters: repeat Arg<each Value>) {
        typealias Values = (repeat each Value)
        guard MemoryLayout<Values>.size == MemoryLayout<Arguments>.size,
            MemoryLayout<Values>.stride == MemoryLayout<Arguments>.stride,
            MemoryLayout<Values>.alignment == MemoryLayout<Arguments>.alignment
        else { return nil }
        self.requirement = requirement
        var descriptions: [String] = []
        var checks: [PositionCheck] = []
        var offset = 0
        for filter in repeat each filters {
            if let check = PositionCheck(filter, position: descriptions.count, offset: &offset) {
                checks.append(check)
            }
            descriptions.append(filter.description)
        }
        filterDescriptions = descriptions
        matcher = ArgumentMatcher(checks: checks)
    }

    /// The requirement's parts, read for a message.
    var name: RequirementName { RequirementName(requirement) }

    /// `result(temperature: 23, humidity: any)`.
    var description: String { name.render(filterDescriptions) }

    /// The positions whose filter rejects `arguments`, with what was expected and what came.
    func mismatches(_ arguments: Arguments) -> [ArgumentMismatch] {
        let name = name
        let actual = name.describeArguments(arguments)
        var arguments = arguments
        return matcher.rejectedPositions(of: &arguments).map { position in
            ArgumentMismatch(
                parameter: name.parameterName(at: position),
                expected: filterDescriptions[position],
                actual: position < actual.count ? actual[position] : "?"
            )
        }
    }
}

/// The filters of a pattern that can reject an argument (``Arg/any`` cannot), each reading its
/// position straight from a recorded argument tuple.
///
/// Not generic, so the hot paths (recording a call, counting matches) test arguments without
/// asking the runtime for type metadata.
struct ArgumentMatcher {
    private let checks: [PositionCheck]
    /// All the checks as one function, made when the stub is: a call tests an entry with one
    /// closure call, not a loop over an array of them. Not optional: unwrapping an optional closure
    /// copies it, a retain and a release of its context on every entry a call walks.
    let test: (UnsafeRawPointer) -> Bool
    /// `checks.isEmpty`, kept: every call matches, and `test` is not called. Stored because it is
    /// read once per entry a call walks, and an unoptimised build pays an array's `count` getter
    /// (with a retain and a release) for reading it from `checks`.
    let matchesEverything: Bool

    fileprivate init(checks: [PositionCheck]) {
        self.checks = checks
        matchesEverything = checks.isEmpty
        switch checks.count {
        case 0:
            test = { _ in true }
        case 1:
            test = checks[0].passes
        default:
            // Indices, not `for in`: unspecialised, the iterator is a type the runtime looks up.
            let count = checks.count
            test = { tuple in
                var index = 0
                while index < count {
                    guard checks[index].passes(tuple) else { return false }
                    index += 1
                }
                return true
            }
        }
    }

    /// Whether a recorded argument tuple passes every filter, read in place (`inout` only so
    /// that it is never copied).
    @inline(__always)
    func matches<Arguments>(_ arguments: inout Arguments) -> Bool {
        if matchesEverything { return true }
        return withUnsafePointer(to: &arguments) { test(UnsafeRawPointer($0)) }
    }

    /// Whether the argument tuple at `tuple` passes every filter.
    func matches(at tuple: UnsafeRawPointer) -> Bool {
        if matchesEverything { return true }
        return test(tuple)
    }

    /// The positions whose filter rejects `arguments`, in order, for failure messages.
    func rejectedPositions<Arguments>(of arguments: inout Arguments) -> [Int] {
        withUnsafePointer(to: &arguments) { tuple in
            checks.filter { !$0.passes(UnsafeRawPointer(tuple)) }.map(\.position)
        }
    }
}

/// One restrictive filter of a pattern, bound to where its argument sits in the recorded tuple.
///
/// A tuple's elements are laid out in order, each at the next offset its alignment allows (a
/// one-element tuple is its element), so the offsets follow from the filters' value types.
private struct PositionCheck {
    let position: Int
    let passes: (UnsafeRawPointer) -> Bool

    /// The check for `filter`, or `nil` for ``Arg/any``; advances `offset` past the argument.
    init?<Value>(_ filter: Arg<Value>, position: Int, offset: inout Int) {
        let alignment = MemoryLayout<Value>.alignment
        let start = (offset + alignment - 1) / alignment * alignment
        offset = start + MemoryLayout<Value>.size
        guard filter.isRestrictive else { return nil }
        self.position = position
        if let inPlaceTest = filter.inPlaceTest {
            passes = inPlaceTest(start)
        } else {
            passes = { tuple in filter.test(tuple.read(at: start)) }
        }
    }
}

/// One argument position that a pattern rejects.
struct ArgumentMismatch: Equatable {
    let parameter: String
    let expected: String
    let actual: String

    /// `'humidity' differs: expected 50, got 51`.
    var description: String { "'\(parameter)' differs: expected \(expected), got \(actual)" }
}
