extension MockDeclaration {
    /// A property's witness: a getter through `__get` (or the entry point of its effects), a setter
    /// through `__set`, which remembers the value and passes it on to the real object.
    func propertyWitness(
        _ requirement: Requirement, _ head: WitnessHead, _ name: String, _ type: TypeText, isSettable: Bool
    ) -> String {
        let forwarding = forward(requirement, name, returning: type.recorded)
        let declaration = "\(head.attributes)\(access)\(head.modifiers)var \(head.named(name)): \(type.witness)"
        guard !isSettable else {
            let setter = shape.setterForward(".\(name) = newValue", of: requirement, protocolName: extendedName)
            return """
                    \(declaration) {
                        get { \(head.core).__get("\(name)") \(forwarding) }
                        set { \(head.core).__set("\(name)", \(Parameter.newValue(type).recordedAlone)) \(setter) }
                    }
                """
        }
        let body =
            requirement.isAsync || requirement.canThrow
            ? "\(head.effects)\(head.core).\(requirement.coreEntryPoint)(\"\(name).get\", ()) \(forwarding)"
            : "\(head.core).__get(\"\(name)\") \(forwarding)"
        return """
                \(declaration) {
                    get\(requirement.effectSpecifiers) { \(body) }
                }
            """
    }
}
