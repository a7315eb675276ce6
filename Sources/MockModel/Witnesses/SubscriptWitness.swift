extension MockDeclaration {
    /// A subscript's witness: the getter through the entry point of its effects, the setter through
    /// `__setSubscript`; a closure index (`Dictionary`'s `subscript(_:default:)` takes an
    /// `@autoclosure`) is boxed for the record while the accessor runs, as a method's closure
    /// argument is.
    func subscriptWitness(
        _ requirement: Requirement, _ head: WitnessHead, _ parameters: [Parameter], _ returnType: TypeText,
        isSettable: Bool
    ) -> String {
        let declared = declaration(of: parameters)
        let index = "[\(forwarded(parameters))]"
        let forwarding = forward(requirement, index, member: false, returning: returnType.recorded)
        let getter =
            "\(head.effects)\(head.core).\(requirement.coreEntryPoint)(\"\(requirement.accessorName(".get"))\", \(Requirement.recorded(parameters))) \(forwarding)"
        let declaration =
            "\(head.attributes)\(access)\(head.modifiers)subscript\(requirement.generics?.clause ?? "")(\(declared)) -> \(returnType.witness)\(requirement.generics?.whereClause ?? "")"
        let isBoxing = parameters.contains { $0.isBoxed }
        func accessor(_ keyword: String, _ body: String, effects: String) -> String {
            guard isBoxing else { return "\(keyword) { \(body) }" }
            let wrapped = Requirement.wrapNonEscaping(parameters, effects: effects, body, indent: 12)
            return "\(keyword) {\n\(wrapped)\n        }"
        }
        guard isSettable else {
            return """
                    \(declaration) {
                        \(accessor("get\(requirement.effectSpecifiers)", getter, effects: head.effects))
                    }
                """
        }
        let setter = shape.setterForward("\(index) = newValue", of: requirement, protocolName: extendedName)
        let set =
            "\(head.core).__setSubscript(\"\(requirement.runtimeName)\", \(Requirement.recorded(parameters + [.newValue(returnType)]))) \(setter)"
        return """
                \(declaration) {
                    \(accessor("get", getter, effects: head.effects))
                    \(accessor("set", set, effects: ""))
                }
            """
    }
}
