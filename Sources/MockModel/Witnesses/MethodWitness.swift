extension MockDeclaration {
    /// A method's witness: the runtime's call, its non-escaping closures boxed around it; a
    /// `rethrows` one passes the call on to the real object itself (``rethrowingBody(_:_:_:)``).
    func methodWitness(
        _ requirement: Requirement, _ head: WitnessHead, _ name: String, _ parameters: [Parameter],
        _ returnType: TypeText
    ) -> String {
        let declared = declaration(of: parameters)
        let returns = returnType.witness == "Void" ? "" : " -> \(returnType.witness)"
        let generics = requirement.generics
        if let body = rethrowingBody(requirement, name, parameters) {
            return """
                    \(head.attributes)\(access)\(head.modifiers)func \(head.named(name))\(generics?.clause ?? "")(\(declared)) rethrows\(returns)\(generics?.whereClause ?? "") {
                \(body)
                    }
                """
        }
        let forwarding = forward(
            requirement, "\(name)(\(forwarded(parameters)))", returning: requirement.runtimeResult(returnType.recorded))
        let call =
            "\(head.effects)\(head.core).\(head.entry)\(Requirement.recorded(parameters))\(Requirement.writingBack(parameters))) \(forwarding)"
            + requirement.takingResult
        let signature =
            if case .typed(let failure) = requirement.throwing {
                // A closure's result cannot be implicitly unwrapped: `Int!` is `Int?` there.
                (requirement.isAsync ? " async" : "") + " throws(\(failure.witness)) -> "
                    + (returnType.witness.hasSuffix("!") ? returnType.witness.dropLast() + "?" : returnType.witness)
            } else {
                ""
            }
        let inCallersIsolation = runsInCallersIsolation(requirement) ? requirement.effectSpecifiers + returns : nil
        let body = Requirement.wrapNonEscaping(
            parameters, effects: head.effects, signature: signature, call, indent: 8,
            inCallersIsolation: inCallersIsolation)
        return """
                \(head.attributes)\(access)\(head.modifiers)\(requirement.fixity)func \(requirement.isOperator ? name + " " : head.named(name))\(generics?.clause ?? "")(\(declared))\(requirement.effectSpecifiers)\(returns)\(generics?.whereClause ?? "") {
            \(body)
                }
            """
    }

    /// The body of a witness that passes a call of a `rethrows` requirement on to the real object
    /// itself — a closure given to the runtime could not rethrow — or `nil` where it cannot be
    /// passed on (and the witness does not throw).
    func rethrowingBody(_ requirement: Requirement, _ name: String, _ parameters: [Parameter]) -> String? {
        guard case .rethrowing = requirement.throwing, !requirement.isAsync, !requirement.isStatic,
            !requirement.isMutating, !requirement.needsSelf || shape.forwardsToSuper, shape.realObjectOutOfReach == nil,
            !parameters.contains(where: { $0.passing == .variadic })
        else { return nil }
        guard case .method(_, _, let returnType) = requirement.kind else { return nil }
        // Spelled out: Swift does not infer the result through the closures around non-escaping
        // arguments.
        let result = requirement.runtimeResult(returnType.recorded)
        let (parameter, target) = shape.forwardTarget(of: extendedName)
        let member = requirement.forwardedResult(of: "\(target).\(name)(\(forwarded(parameters)))")
        let closure = "{ (\(parameter)) throws -> \(result) in try \(member) }"
        let call =
            "try \(requirement.core).__call(\"\(requirement.runtimeName)\", \(Requirement.recorded(parameters)), rethrowing: true"
            + "\(Requirement.writingBack(parameters))) \(closure)\(requirement.takingResult)"
        return Requirement.wrapNonEscaping(parameters, effects: "try ", call, indent: 8, keepsParameters: true)
    }
}
