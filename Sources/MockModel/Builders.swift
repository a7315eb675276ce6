/// The builders of a requirement: what `mock.stub.…` (and `expect`, `received`, `capture`) offer
/// for it, shared by `@Mockable`'s builders protocol and `@Stubbable`'s builders structs.
extension Requirement {
    /// `Int.Type`; `(() -> Int).Type` for a type that needs parentheses.
    static func metatype(of type: String) -> String { postfixOperand(type) + ".Type" }

    /// `type` as the operand of `.Type` or `.self`: in parentheses unless it is a plain name.
    private static func postfixOperand(_ type: String) -> String {
        type.allSatisfy { $0.isLetter || $0.isNumber || "_.<>".contains($0) } ? type : "(\(type))"
    }

    /// One builder, with its body: one call into the builders' `proxy` (a mock's static builder
    /// goes through `MockProxy.__statics`), naming the requirement as the witness does and passing
    /// the filters on.
    package func builder(access: String) -> String {
        guard !hasSynchronousTwin else { return "" }
        // `@available(iOS 17, *)` on a line of its own; not `noasync`, which is the requirement's
        // (vapor's synchronous `Server.start(address:)`): tests configure mocks from async code.
        let builderAvailability = availability.split(separator: "@available").filter {
            !$0.contains("noasync")
        }.map { "@available" + $0 }.joined()
        let attributes = builderAvailability.isEmpty ? "" : builderAvailability.dropLast() + "\n    "
        let staticPrefix = isStatic ? "static " : ""
        let proxy = isStatic ? "Mocking.MockProxy<Target, Verb>.__statics" : "proxy"
        let name = "\"\(runtimeName)\""
        switch kind {
        case .method(_, let parameters, let returnType):
            let method = builderName
            let call = callType(parameters, runtimeResult(returnType.builder), effects)
            let generics = generics
            let returning = returningParameters(parameters)
            // A generic result takes its `returning:` from the generics.
            let result = returning.isEmpty ? resultParameter(returnType) : ""
            let location = CallerLocation(besides: parameters)
            return """
                    \(attributes)@discardableResult
                    \(access)\(staticPrefix)func \(method)\(generics?.builderClause ?? "")(\(filters(parameters))\(returning)\(result)\(location.parameters)) -> \(call)\(generics?.builderWhereClause ?? "") {
                        \(proxy).__message(\(name)\(filterArguments(parameters)), at: \(location.argument))
                    }
                """
        case .initializer(let parameters, _):
            let location = CallerLocation(besides: parameters)
            return """
                    @discardableResult
                    \(access)func `init`\(generics?.builderClause ?? "")(\(filters(parameters))\(returningParameters(parameters))\(location.parameters)) -> \(callType(parameters, "Void", effects))\(generics?.builderWhereClause ?? "") {
                        \(proxy).__message(\(name)\(filterArguments(parameters)), at: \(location.argument))
                    }
                """
        case .property(let property, let type, _):
            return """
                    \(attributes)\(access)\(staticPrefix)var \(property): Mocking.PropertyProxy<Verb, \(type.builder), \(effects)> {
                        \(proxy).__property("\(property)")
                    }
                """
        case .subscript(let parameters, let returnType, _):
            let index = argumentsType(parameters)
            let returningGeneric = returningParameters(parameters)
            let returning = returningGeneric.isEmpty ? resultParameter(returnType) : returningGeneric
            let setArguments = argumentsType(parameters + [.newValue(returnType)])
            // A subscript's parameters have no argument labels unless they are written out.
            let location = CallerLocation(besides: parameters, labelled: true)
            return """
                    \(attributes)\(access)\(staticPrefix)subscript\(generics?.builderClause ?? "")(\(filters(parameters))\(returning)\(location.parameters)) -> Mocking.SubscriptProxy<Verb, \(index), \(returnType.builder), \(setArguments), \(effects)>\(generics?.builderWhereClause ?? "") {
                        \(proxy).__subscript(\(name)\(filterArguments(parameters)), at: \(location.argument))
                    }
                """
        }
    }

    /// `returning _: Int.Type = Int.self, `, where another requirement differs only by its result
    /// (see ``ResultOverload``).
    private func resultParameter(_ returnType: TypeText) -> String {
        let operand = Self.postfixOperand(returnType.builder)
        switch resultOverload {
        case .none: return ""
        case .defaulted: return "returning _: \(operand).Type = \(operand).self, "
        case .required: return "returning _: \(operand).Type, "
        }
    }

    /// `returning returnedT: T.Type, `: a generic parameter that no argument names is given as
    /// `returning: T.self`; one that only closures name (`read<T>(_ block: (Database) throws -> T)`)
    /// may be, where the stub's answer would not say it (`T == Player?` for an answer `player`).
    private func returningParameters(_ parameters: [Parameter]) -> String {
        (generics?.names ?? []).compactMap { name -> String? in
            let naming = parameters.filter { $0.type.builder.containsIdentifier(name) }
            if naming.isEmpty { return "returning returned\(name): \(name).Type, " }
            guard naming.allSatisfy(\.isClosure) else { return nil }
            return "returning returned\(name): \(name).Type = \(name).self, "
        }.joined()
    }

    /// `, temperature, humidity`: what the builder passes on for each parameter — its filter, the
    /// filter an `OptionalArg` holds, or `.any` for a generic method's `T.Type`, which the runtime
    /// name already pins.
    private func filterArguments(_ parameters: [Parameter]) -> String {
        parameters.map { parameter in
            if parameter.passing == .genericMetatype { return ", Mocking.Arg<\(parameter.type.builder)>.any" }
            return ", " + parameter.reference + (parameter.type.wrappedBuilder == nil ? "" : ".arg")
        }.joined()
    }

    /// One `Arg` per parameter; a generic method's `T.Type` is taken as it is.
    private func filters(_ parameters: [Parameter]) -> String {
        parameters.map { parameter in
            let type =
                parameter.passing == .genericMetatype
                ? parameter.type.builder : parameter.type.filter
            return "\(parameter.declarationPrefix): \(type), "
        }.joined()
    }

    private func callType(_ parameters: [Parameter], _ returnType: String, _ effects: String) -> String {
        "Mocking.MockCall<Verb, \(argumentsType(parameters)), \(returnType), \(effects)>"
    }

    /// The recorded argument tuple's type, as the builders spell it.
    package func argumentsType(_ parameters: [Parameter]) -> String {
        parameters.isEmpty ? "Void" : Self.tuple(parameters) { $0.type.builder }
    }

    /// `, writingBack: { count = $0 }`: what gives `inout` parameters the values an `andCall` body
    /// left in the recorded arguments; nothing without `inout` parameters.
    package static func writingBack(_ parameters: [Parameter]) -> String {
        let written = parameters.indices.filter { parameters[$0].passing == .inout }
        guard !written.isEmpty else { return "" }
        let assignments = written.map { index in
            parameters[index].reference + " = $0" + (parameters.count == 1 ? "" : ".\(index)")
        }
        return ", writingBack: { " + assignments.joined(separator: "; ") + " }"
    }

    /// The recorded arguments: `()`, a bare value, or a labelled tuple.
    package static func recorded(_ parameters: [Parameter]) -> String {
        parameters.count == 1 ? parameters[0].recordedAlone : tuple(parameters, \.recordedValue)
    }

    /// A bare element for one parameter, else a tuple labelled with the argument labels, or the
    /// parameter's own name where it has none (`speak(_ text: String, …)` records `text:`) or
    /// repeats an earlier one (`move(by x: Int, by y: Int)` records `(by:, y:)`). A tuple cannot
    /// repeat a label, so a name that is another element's label, or taken, leaves it unlabelled.
    private static func tuple(_ parameters: [Parameter], _ element: (Parameter) -> String) -> String {
        if parameters.count == 1 { return element(parameters[0]) }
        let argumentLabels = Set(parameters.map(\.label))
        var used: Set<String> = []
        let elements = parameters.map { parameter in
            let names = parameter.isNameSynthesized ? [] : [parameter.name]
            let candidates = parameter.label != "_" ? [parameter.label] + names : names
            let label = candidates.first { candidate in
                !used.contains(candidate) && (candidate == parameter.label || !argumentLabels.contains(candidate))
            }
            guard let label else { return element(parameter) }
            used.insert(label)
            return "\(label): \(element(parameter))"
        }
        return "(" + elements.joined(separator: ", ") + ")"
    }

    /// Wraps `call` in `withoutActuallyEscaping` once per non-escaping closure parameter, boxing
    /// each closure for the record and emptying the box before the witness returns. `signature`
    /// (` throws(E) -> R`) is each closure's, where Swift would not infer it: a closure of several
    /// statements throws `any Error` unless told otherwise.
    ///
    /// `keepsParameters` names the escapable copies apart (`escapableBody`), so that `call` still
    /// sees the parameters themselves: a `rethrows` witness passes them on to the real object.
    ///
    /// `inCallersIsolation` (` async throws -> R`, the witness's effects and result) is set for a
    /// `nonisolated(nonsending)` witness: the body that boxes each closure is a local function of
    /// that isolation, not a closure, for a closure there runs in no isolation of its own and a
    /// closure of the caller's it captured would be sent away (Swift 6.3.1).
    package static func wrapNonEscaping(
        _ parameters: [Parameter], effects: String, signature: String = "", _ call: String, indent: Int,
        keepsParameters: Bool = false, inCallersIsolation: String? = nil
    ) -> String {
        var lines = [call]
        var isExpression = true
        let opening = signature.isEmpty ? "" : "("
        let closing = signature.isEmpty ? "" : ")" + signature
        for parameter in parameters.reversed() where parameter.isBoxed {
            let copy =
                keepsParameters ? "escapable" + parameter.boxName.dropFirst("nonEscaping".count) : parameter.reference
            let body =
                [
                    "    let \(parameter.boxName) = \(parameter.type.witness)(\(copy))",
                    "    defer { \(parameter.boxName).end() }",
                ]
                + (isExpression
                    ? ["    return " + lines[0]] + lines.dropFirst().map { "    " + $0 } : lines.map { "    " + $0 })
            if let inCallersIsolation {
                let function = "_mock_" + parameter.name
                lines =
                    [
                        "nonisolated(nonsending) func \(function)(_ \(copy): \(parameter.escapingType))\(inCallersIsolation) {"
                    ]
                    + body + ["}", "return \(effects)withoutActuallyEscaping(\(parameter.reference), do: \(function))"]
                isExpression = false
            } else {
                lines =
                    ["\(effects)withoutActuallyEscaping(\(parameter.reference)) { \(opening)\(copy)\(closing) in"]
                    + body
                    + ["}"]
                isExpression = true
            }
        }
        let padding = String(repeating: " ", count: indent)
        return lines.map { padding + $0 }.joined(separator: "\n")
    }
}

/// The caller's location as a builder takes it, as XCTest's assertions do: four magic literals the
/// compiler fills in at the caller (a `#callSite` default would cost a macro expansion per call).
/// Where a parameter of the requirement has one of their names, theirs are `mock`-prefixed inside
/// the builder; the labels stay.
private struct CallerLocation {
    private static let labels = ["fileID", "filePath", "line", "column"]
    private static let types = ["StaticString", "StaticString", "UInt", "UInt"]

    /// `fileID: StaticString = #fileID, filePath: StaticString = #filePath, …`.
    package let parameters: String
    /// `Mocking.CallSite(fileID, filePath, line, column)`, from those parameters.
    package let argument: String

    package init(besides requirementParameters: [Parameter], labelled: Bool = false) {
        let clashes = requirementParameters.contains { Self.labels.contains($0.name) }
        let names = clashes ? Self.labels.map { "mock" + $0.prefix(1).uppercased() + $0.dropFirst() } : Self.labels
        parameters = zip(Self.labels, zip(names, Self.types)).map { label, nameAndType in
            let (name, type) = nameAndType
            let declared = label == name && !labelled ? label : "\(label) \(name)"
            return "\(declared): \(type) = #\(label)"
        }.joined(separator: ", ")
        argument = "Mocking.CallSite(" + names.joined(separator: ", ") + ")"
    }
}
