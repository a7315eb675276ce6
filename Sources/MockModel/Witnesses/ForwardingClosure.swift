extension MockDeclaration {
    /// The closure that passes a partial mock's call on to the real object, or says why it cannot.
    ///
    /// It takes the real object as the protocol (`(real: any Store)`), so it does not depend on
    /// the mock's type, which the witnesses in a protocol extension are generic over; a closure
    /// that does not reach the real object takes `Any`. Its effects and result are spelled out
    /// where Swift cannot infer them: for typed throws, for a closure that only reports (nothing
    /// else names the return type or says it throws), and for an overload by return type.
    func forward(
        _ requirement: Requirement, _ member: String, member isMember: Bool = true, returning returnType: String
    ) -> String {
        // A case of the runtime's `__ForwardingObstacle`, which words it.
        let obstacle: String? =
            if shape.forwardsToSuper, requirement.isStatic || requirement.needsSelf {
                nil  // `super` takes whatever the member names.
            } else if requirement.isStatic {
                ".staticMember"
            } else if requirement.needsSelf {
                ".namesSelf"
            } else if requirement.restatesStandardRequirement {
                ".restatesStandardRequirement"
            } else if let outOfReach = shape.realObjectOutOfReach {
                outOfReach
            } else if case .method(_, let parameters, _) = requirement.kind,
                parameters.contains(where: { $0.passing == .variadic })
            {
                ".variadicArguments"
            } else if case .rethrowing = requirement.throwing {
                ".rethrowing"
            } else {
                nil
            }
        if let obstacle {
            let effects = requirement.closureEffects(bodyThrows: false)
            return
                "{ (_: Any)\(effects) -> \(returnType) in \(requirement.core).__unforwardable(\"\(requirement.runtimeName)\", because: \(obstacle)) }"
        }
        let effects = requirement.closureEffects(bodyThrows: true)
        if let parent = requirement.codingParent {
            // `any Speaker` is `Encodable` where the mock is, through the parent that makes it so;
            // cast from `Any`, which does not warn where the compiler sees that it always succeeds.
            return
                "{ (real: any \(extendedName))\(requirement.closureEffects(bodyThrows: false)) -> \(returnType) in guard let real = real as Any as? any Swift.\(parent) "
                + "else { return \(requirement.core).__unforwardable(\"\(requirement.runtimeName)\", because: "
                + ".realObjectIsNot(\"\(parent)\")) }; return \(requirement.effectMarkers)real.\(member) }"
        }
        let (parameter, target) = shape.forwardTarget(of: extendedName)
        // A mutating requirement is forwarded to a copy of the real object; `super` needs none.
        let call =
            requirement.isMutating && !shape.forwardsToSuper
            ? "var target = real; return \(requirement.effectMarkers)\(requirement.forwardedResult(of: "target.\(member)"))"
            : requirement.effectMarkers + requirement.forwardedResult(of: target + (isMember ? "." : "") + member)
        // An overload by return type (`update()` and `update() -> Int`) is picked by the closure's
        // declared result.
        return effects.isEmpty && !requirement.isOverloadedByType
            ? "{ (\(parameter)) in \(call) }"
            : "{ (\(parameter))\(effects) -> \(returnType) in \(call) }"
    }
}
