/// A requirement name plus one ``Arg`` filter per argument position: what a stub, expectation,
/// verification or capture is looking for.
struct MessagePattern<Arguments> {
    let name: RequirementName
    /// How each filter reads: `23`, `any`.
    let filterDescriptions: [String]
    /// Per position, whether the argument at that position passes its filter.
    private let positionResults: (Arguments) -> [Bool]
    /// `true` when every position passes.
    let matches: (Arguments) -> Bool

    /// Builds a pattern from one filter per position.
    ///
    /// `Arguments` is the labelled tuple a witness records (`(temperature: Int, humidity: Int)`);
    /// the filters arrive as a pack over the same element types, unlabelled.
    /// Returns `nil` when the two disagree in layout, which only a mis-written mock can cause.
    init?<each Value>(_ name: String, _ filters: repeat Arg<each Value>) {
        typealias Values = (repeat each Value)
        guard MemoryLayout<Values>.size == MemoryLayout<Arguments>.size,
              MemoryLayout<Values>.stride == MemoryLayout<Arguments>.stride,
              MemoryLayout<Values>.alignment == MemoryLayout<Arguments>.alignment
        else { return nil }
        self.name = RequirementName(name)
        var descriptions: [String] = []
        for filter in repeat each filters {
            descriptions.append(filter.description)
        }
        filterDescriptions = descriptions
        matches = { arguments in
            let values = unsafeBitCast(arguments, to: Values.self)
            for (filter, value) in repeat (each filters, each values) {
                guard filter.matches(value) else { return false }
            }
            return true
        }
        positionResults = { arguments in
            let values = unsafeBitCast(arguments, to: Values.self)
            var results: [Bool] = []
            for (filter, value) in repeat (each filters, each values) {
                results.append(filter.matches(value))
            }
            return results
        }
    }

    /// `result(temperature: 23, humidity: any)`.
    var description: String { name.render(filterDescriptions) }

    /// The positions whose filter rejects `arguments`, with what was expected and what came.
    func mismatches(_ arguments: Arguments) -> [ArgumentMismatch] {
        let actual = name.describeArguments(arguments)
        return positionResults(arguments).enumerated().compactMap { position, passed in
            passed ? nil : ArgumentMismatch(
                parameter: name.parameterName(at: position),
                expected: filterDescriptions[position],
                actual: position < actual.count ? actual[position] : "?"
            )
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
