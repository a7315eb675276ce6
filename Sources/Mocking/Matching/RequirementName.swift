/// A requirement's name as a witness reports it (`result(temperature:humidity:)`, `location.get`),
/// split into the parts that failure messages print.
struct RequirementName: Hashable, Sendable, CustomStringConvertible {
    /// The name exactly as given.
    let description: String
    /// `result` for `result(temperature:humidity:)`; the whole name for accessors.
    let base: String
    /// One label per argument position, `_` where the position has none.
    let labels: [String]

    init(_ name: String) {
        description = name
        // `load(_:)`, or `load(_:) -> Int` where overloads differ only by type: the part after the
        // selector tells them apart and is not printed.
        if let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
            base = String(name[..<open])
            let inner = name[name.index(after: open)..<close]
            labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        } else {
            base = name
            labels = name.hasSuffix(".set") ? ["_"] : []
        }
    }

    /// The number of argument positions.
    var arity: Int { labels.count }

    /// What a position is called in messages: its label, or its ordinal when it has none.
    func parameterName(at position: Int) -> String {
        let label = labels[position]
        return label == "_" ? "argument \(position + 1)" : label
    }

    /// `result(temperature: 23, humidity: any)` from one description per position.
    func render(_ arguments: [String]) -> String {
        if labels.isEmpty, !description.contains("(") { return base }
        let parts = zip(labels, arguments).map { label, argument in
            label == "_" ? argument : "\(label): \(argument)"
        }
        return "\(base)(\(parts.joined(separator: ", ")))"
    }

    /// Describes each position of a recorded argument tuple.
    func describeArguments<Arguments>(_ arguments: Arguments) -> [String] {
        switch arity {
        case 0: return []
        case 1: return [describeValue(arguments)]
        default: return Mirror(reflecting: arguments).children.map { describeValue($0.value) }
        }
    }
}
