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
    /// `T == Optional<Player>`: the specialization a generic method's call was recorded under
    /// (`read(_:)<T == Optional<Player>>`), which messages say in words.
    let specialization: Substring?
    /// The name without its specialization: what the specializations of one generic requirement
    /// share.
    let unspecialized: Substring

    /// The parts of a requirement's identity, for a message.
    init(_ requirement: MockRequirement) {
        self.init(requirement.description)
    }

    init(_ name: String) {
        description = name
        (unspecialized, specialization) = Self.splitSpecialization(name)
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

    /// `read(_:) <T == Optional<Player>>` → (`read(_:)`, `T == Optional<Player>`): the last
    /// bracketed part, when it names generic parameters.
    private static func splitSpecialization(_ name: String) -> (Substring, Substring?) {
        guard name.hasSuffix(">") else { return (name[...], nil) }
        var depth = 0
        var index = name.endIndex
        while index > name.startIndex {
            index = name.index(before: index)
            switch name[index] {
            case ">" where index == name.startIndex || name[name.index(before: index)] != "-": depth += 1
            case "<":
                depth -= 1
                if depth == 0 {
                    let inner = name[name.index(after: index)..<name.index(before: name.endIndex)]
                    guard inner.contains(" == ") else { return (name[...], nil) }
                    return (name[..<index], inner)
                }
            default: break
            }
        }
        return (name[...], nil)
    }

    /// The requirement quoted as messages quote it: `'read(_:)'`, `'read(_:)' with T == Player`,
    /// `'load(_:) (Int) -> Int'` for an overload by type, with the boxes non-escaping closures
    /// travel in left out.
    var quoted: String {
        "'\(Self.unboxed(String(unspecialized)))'" + specializationSuffix
    }

    /// ` with T == Player` for a generic method's call, else nothing.
    private var specializationSuffix: String {
        specialization.map { " with \($0)" } ?? ""
    }

    /// `(Mocking.NonEscaping<(Database) throws -> T>) -> T` → `((Database) throws -> T) -> T`.
    static func unboxed(_ text: String) -> String {
        let box = Array("Mocking.NonEscaping<")
        let characters = Array(text)
        var result = ""
        var closings: [Int] = []  // the depths at which a box's `>` is to be left out
        var depth = 0
        var index = 0
        while index < characters.count {
            if characters[index...].starts(with: box) {
                depth += 1
                closings.append(depth)
                index += box.count
                continue
            }
            let character = characters[index]
            if character == "<" { depth += 1 }
            if character == ">", index == 0 || characters[index - 1] != "-" {
                if closings.last == depth {
                    closings.removeLast()
                    depth -= 1
                    index += 1
                    continue
                }
                depth -= 1
            }
            result.append(character)
            index += 1
        }
        return result
    }

    /// The number of argument positions.
    var arity: Int { labels.count }

    /// What a position is called in messages: its label, or its ordinal when it has none; a
    /// property setter's one position is `newValue`.
    func parameterName(at position: Int) -> String {
        if labels == ["_"], subscriptAccessor == nil, base.hasSuffix(".set") { return "newValue" }
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
                return "[\(parts.joined(separator: ", "))]" + specializationSuffix
            }
            return "[\(parts.dropLast().joined(separator: ", "))] = \(newValue)" + specializationSuffix
        }
        // An operator reads as it is written: `a + b`, `-a`.
        if isOperator, arguments.count == 2 { return "\(arguments[0]) \(base) \(arguments[1])" }
        if isOperator, arguments.count == 1 { return base + arguments[0] }
        let parts = zip(labels, arguments).map { label, argument in
            label == "_" ? argument : "\(label): \(argument)"
        }
        return "\(base)(\(parts.joined(separator: ", ")))" + specializationSuffix
    }

    /// Whether this is an operator's name (`+(_:_:)`, `..<(_:_:)`): one that starts with an
    /// operator character of Swift's grammar. A method's name may start with a letter, `_`, a
    /// backtick or an emoji (`💩()`), none of which is one.
    private var isOperator: Bool {
        base.unicodeScalars.first.map(Self.isOperatorHead) ?? false
    }

    /// The grammar's operator-head characters, and `.` for a dot operator.
    private static func isOperatorHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x25, 0x26, 0x2A, 0x2B, 0x2D, 0x2E, 0x2F, 0x3C...0x3F, 0x5E, 0x7C, 0x7E: true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7: true
        case 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E: true
        case 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F: true
        case 0x3001...0x3003, 0x3008...0x3020, 0x3030: true
        default: false
        }
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
