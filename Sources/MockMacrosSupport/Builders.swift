/// The builders of a requirement: what `mock.stub.…` (and `expect`, `received`, `capture`) offer
/// for it, shared by `@Mockable`'s builders protocol and `@Stubbable`'s builders structs.
extension Requirement {
    /// One builder, declared without its body: `@_MockableBuilders` writes that.
    var builderDeclaration: String {
        let staticPrefix = availability + (isStatic ? "static " : "")
        let callSite = "at \(callSiteName): Mocking.CallSite"
        switch kind {
        case .method(let name, let parameters, let returnType):
            let call = callType(parameters, returnType.builder, effects)
            let generics = generics
            // A generic parameter that no argument names is given as `returning: T.self`.
            let returning = (generics?.names ?? []).filter { name in
                !parameters.contains { $0.type.builder.containsIdentifier(name) }
            }.map { "returning returned\($0): \($0).Type, " }.joined()
            return
                "\(staticPrefix)func \(name)\(generics?.clause ?? "")(\(filters(parameters))\(returning)\(callSite)) -> \(call)\(generics?.whereClause ?? "")"
        case .initializer(let parameters, _):
            let call = callType(parameters, "Void", effects)
            return "func `init`(\(filters(parameters))\(callSite)) -> \(call)"
        case .property(let name, let type, _):
            return "\(staticPrefix)var \(name): Mocking.PropertyProxy<Verb, \(type.builder), \(effects)> { get }"
        case .subscript(let parameters, let returnType, _):
            let index = argumentsType(parameters)
            let setArguments = argumentsType(parameters + [.newValue(returnType)])
            return
                "\(availability)subscript(\(filters(parameters))\(callSite)) -> Mocking.SubscriptProxy<Verb, \(index), \(returnType.builder), \(setArguments), \(effects)> { get }"
        }
    }

    /// `callSite`, or `mockCallSite` where a parameter already has that name.
    private var callSiteName: String {
        let parameters: [Parameter] =
            switch kind {
            case .method(_, let parameters, _), .subscript(let parameters, _, _), .initializer(let parameters, _):
                parameters
            case .property: []
            }
        return parameters.contains { $0.name == "callSite" } ? "mockCallSite" : "callSite"
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
    func argumentsType(_ parameters: [Parameter]) -> String {
        parameters.isEmpty ? "Void" : Self.tuple(parameters) { $0.type.builder }
    }

    /// The recorded arguments: `()`, a bare value, or a labelled tuple.
    static func recorded(_ parameters: [Parameter]) -> String {
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
    /// each closure for the record and emptying the box before the witness returns.
    static func wrapNonEscaping(_ parameters: [Parameter], effects: String, _ call: String, indent: Int) -> String {
        var lines = [call]
        for parameter in parameters.reversed() where parameter.isBoxed {
            lines =
                [
                    "\(effects)withoutActuallyEscaping(\(parameter.reference)) { \(parameter.reference) in",
                    "    let \(parameter.boxName) = \(parameter.type.witness)(\(parameter.reference))",
                    "    defer { \(parameter.boxName).end() }",
                    "    return " + lines[0],
                ] + lines.dropFirst().map { "    " + $0 } + ["}"]
        }
        let padding = String(repeating: " ", count: indent)
        return lines.map { padding + $0 }.joined(separator: "\n")
    }
}
