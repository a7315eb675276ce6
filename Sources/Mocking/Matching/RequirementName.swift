/// A requirement's name as a witness reports it (`result(temperature:humidity:)`, `location.get`),
/// split into the parts that failure messages print.
struct RequirementName: Hashable, Sendable, CustomStringConvertible {
    /// The name exactly as given.
    let description: String
    /// `result` for `result(temperature:humidity:)`; the whole name for accessors.
    let base: String
    /// One label per argument position, `_` where the position has none.
    let labels: [String]
    /// For a subscript: `.get` or `.set`, which print as `[key: "a"]` and `[key: "a"] = 5`.
    let subscriptAccessor: Substring?

    init(_ name: String) {
        description = name
        // `load(_:)`, or `load(_:) (Int) -> Int` where overloads differ only by type: the part
        // after the selector tells them apart and is not printed. Subscripts name their accessor
        // right after the selector: `subscript(key:).get`.
        if let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
            base = String(name[..<open])
            let inner = name[name.index(after: open)..<close]
            var labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
            let accessor = name[name.index(after: close)...].prefix(4)
            if base == "subscript", accessor == ".get" || accessor == ".set" {
                subscriptAccessor = accessor
                if accessor == ".set" { labels.append("newValue") }
            } else {
                subscriptAccessor = nil
            }
            self.labels = labels
        } else {
            subscriptAccessor = nil
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
        if let subscriptAccessor {
            let parts = zip(labels, arguments).map { label, argument in
                label == "_" ? argument : "\(label): \(argument)"
            }
            guard subscriptAccessor == ".set", let newValue = arguments.last else {
                return "[\(parts.joined(separator: ", "))]"
            }
            return "[\(parts.dropLast().joined(separator: ", "))] = \(newValue)"
        }
        let parts = zip(labels, arguments).map { label, argument in
            label == "_" ? argument : "\(label): \(argument)"
        }
        return "\(base)(\(parts.joined(separator: ", ")))"
    }

    /// `subscript(key:).get` from `subscript(key:)`, or `subscript(_:).get (Int) -> String` from
    /// an overload's `subscript(_:) (Int) -> String`.
    static func subscriptAccessor(_ name: String, _ accessor: String) -> String {
        guard let close = name.firstIndex(of: ")") else { return name + accessor }
        let end = name.index(after: close)
        return name[..<end] + accessor + name[end...]
    }

    /// Describes each position of a recorded argument tuple.
    func describeArguments<Arguments>(_ arguments: Arguments) -> [String] {
        switch arity {
        case 0: return []
        case 1: return [describeValue(arguments, declaredAs: Arguments.self)]
        default: return Mirror(reflecting: arguments).children.map { describeValue($0.value) }
        }
    }
}
