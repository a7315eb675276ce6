extension MockDeclaration {
    /// An initializer's witness: a null mock, and the call recorded on it.
    func initializerWitness(_ requirement: Requirement, _ parameters: [Parameter], isFailable: Bool) -> String {
        let declared = declaration(of: parameters)
        let call =
            "mockCore.__call(\"\(requirement.runtimeName)\", \(Requirement.recorded(parameters))) { (_: Any) in }"
        return """
                \(access)\(requirement.isNonisolated ? "nonisolated " : "")init\(isFailable ? "?" : "")\(requirement.generics?.clause ?? "")(\(declared))\(requirement.effectSpecifiers)\(requirement.generics?.whereClause ?? "") {
                    self.init(.null)
            \(Requirement.wrapNonEscaping(parameters, effects: "", call, indent: 8))
                }
            """
    }
}
