/// One parameter of a requirement: how the witness declares it, how the call records it, and how
/// the builders take a filter for it.
package struct Parameter {
    package enum Passing {
        case plain
        case `inout`
        case variadic
        /// A non-escaping closure, recorded as `Mocking.NonEscaping<Closure>`.
        case nonEscaping
        /// An `@autoclosure`, recorded like a non-escaping closure and passed on as `name()`.
        case autoclosure
        /// `T.Type` for a generic method's own `T`: part of the specialization the call is recorded
        /// under, so its builder takes the type itself rather than a filter.
        case genericMetatype
    }

    /// The argument label, `_` for none.
    package let label: String
    /// `label name`, `name`, as the protocol declares the parameter.
    package let declarationPrefix: String
    /// The name inside the witness.
    package let name: String
    /// The recorded type: `@escaping` dropped, `[T]` for `T...`, `T` for `inout T`,
    /// `Mocking.NonEscaping<F>` for a non-escaping closure `F`.
    package let type: TypeText
    /// The type as the protocol declares it, for the witness.
    package let declaredType: String
    /// The declared type of a non-escaping closure parameter made escaping, as the local function
    /// that boxes it takes it: `nonisolated(nonsending) @escaping (Int) async -> R`.
    package var escapingType: String {
        let isolation = "nonisolated(nonsending) "
        return declaredType.hasPrefix(isolation)
            ? isolation + "@escaping " + declaredType.dropFirst(isolation.count) : "@escaping " + declaredType
    }
    package let passing: Passing
    /// The type spells a closure `nonisolated(nonsending)`, read from its tokens.
    package var namesNonsendingClosure = false
    /// A `consuming` parameter: the call to the real object gets a copy (the record keeps one).
    package var isConsuming = false
    /// A `borrowing` parameter: the record keeps a copy.
    package var isBorrowing = false
    /// An `@escaping @autoclosure`: recorded as the closure it is, passed on as `name()` (Swift
    /// forwards an autoclosure to another only so).
    package var isEscapingAutoclosure = false
    /// The protocol leaves the parameter unnamed (`metadataKey _: String`); the witness names it
    /// `argument<position>`, which is no label for the recorded tuple.
    package var isNameSynthesized = false

    /// The name as an expression: in backticks where it is a keyword (`for`, `in`, `default`).
    package var reference: String { Parameter.keywords.contains(name) ? "`\(name)`" : name }

    /// Words that name a parameter only in backticks when used as an expression.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]

    /// A subscript setter's value, recorded after the indices.
    package static func newValue(_ type: TypeText) -> Parameter {
        Parameter(
            label: "newValue", declarationPrefix: "newValue", name: "newValue", type: type, declaredType: type.witness,
            passing: .plain)
    }

    /// The name of the box a non-escaping closure travels in.
    package var boxName: String { "nonEscaping" + name.prefix(1).uppercased() + name.dropFirst() }

    /// What the witness records for this parameter.
    package var recordedValue: String {
        if isBoxed { return boxName }
        if type.isOpaque && passing == .plain { return "\(reference) as \(type.recorded)" }
        return isBorrowing ? "copy " + reference : reference
    }

    /// What the witness records when this is the only parameter: the value, coerced to its
    /// declared type where that may be an existential.
    package var recordedAlone: String {
        let coerced = type.mayBeExistential && !isBoxed && !(type.isOpaque && passing == .plain)
        return coerced ? "\(recordedValue) as \(type.recorded)" : recordedValue
    }

    /// A closure, escaping or not: a generic parameter it names is not pinned by its argument.
    package var isClosure: Bool {
        isBoxed || type.builder.contains("->")
    }

    /// Non-escaping closures travel in a `Mocking.NonEscaping` box.
    package var isBoxed: Bool { passing == .nonEscaping || passing == .autoclosure }

    /// How a call passes the witness's own parameter on: `label: name`, `&name`.
    package var forwardedArgument: String {
        let value =
            switch passing {
            case .inout: "&" + reference
            case .autoclosure: reference + "()"
            case .plain where isConsuming: "copy " + reference
            case .plain where isEscapingAutoclosure: reference + "()"
            case .plain, .variadic, .nonEscaping, .genericMetatype: reference
            }
        return label == "_" ? value : "\(label): \(value)"
    }
}
