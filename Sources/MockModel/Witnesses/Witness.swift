/// The witnesses: one per requirement, one call into the runtime each. `witness(_:apart:)` works
/// out what every witness begins with (``WitnessHead``) and hands the requirement to the renderer
/// of its kind: `MethodWitness.swift`, `InitializerWitness.swift`, `PropertyWitness.swift`,
/// `SubscriptWitness.swift`. Each asks the mock's ``MockShape`` what differs by it.
extension MockDeclaration {
    /// What every witness of a requirement begins with, worked out once.
    struct WitnessHead {
        /// `@available(…) `, `@discardableResult `, `@_implements(Store, load(id:)) `.
        let attributes: String
        /// `override `, the isolation, `static `, after the access.
        let modifiers: String
        /// `mockCore` or `staticMockCore`.
        let core: String
        /// `try await `, as the call into the runtime needs it.
        let effects: String
        /// `__call("load(id:)", `: the entry point and the runtime's name of the requirement.
        let entry: String
        /// The requirement's name as `@_implements` names it, where the witness is named apart.
        let implemented: String?

        /// `_mock_load`, for the requirement `load(id:)` declared as `load`, where it is named apart.
        func named(_ name: String) -> String {
            implemented == nil ? name : "_mock_" + name.filter { $0 != "`" }
        }
    }

    /// The witness: one call into the runtime. `apart` where a method's or a property's witness is
    /// named apart (see `WitnessPlacement.namedApart`).
    func witness(_ requirement: Requirement, apart: Bool = false) -> String {
        let implemented = apart ? requirement.implementedName : nil
        let isolation =
            runsInCallersIsolation(requirement)
            ? "nonisolated(nonsending) " : requirement.isNonisolated ? "nonisolated " : ""
        let head = WitnessHead(
            attributes: requirement.availability + (requirement.discardsResult ? "@discardableResult " : "")
                + (implemented.map { "@_implements(\(extendedName), \($0)) " } ?? ""),
            modifiers: shape.overrideModifier + isolation + (requirement.isStatic ? "static " : ""),
            core: requirement.core, effects: requirement.effectMarkers,
            entry: requirement.coreEntryPoint + "(\"\(requirement.runtimeName)\", ", implemented: implemented)
        switch requirement.kind {
        case .method(let name, let parameters, let returnType):
            return methodWitness(requirement, head, name, parameters, returnType)
        case .initializer(let parameters, let isFailable):
            return initializerWitness(requirement, parameters, isFailable: isFailable)
        case .property(let name, let type, let isSettable):
            return propertyWitness(requirement, head, name, type, isSettable: isSettable)
        case .subscript(let parameters, let returnType, let isSettable):
            return subscriptWitness(requirement, head, parameters, returnType, isSettable: isSettable)
        }
    }

    /// Whether `requirement`'s witness runs in its caller's isolation
    /// (``Requirement/runsInCallersIsolation``): only where the witness is `nonisolated` — a
    /// `nonisolated` protocol's (every protocol `generate-mocks` reads) or requirement's. A witness
    /// of an isolated protocol, or of one that takes the module's default isolation, keeps it.
    func runsInCallersIsolation(_ requirement: Requirement) -> Bool {
        requirement.runsInCallersIsolation && (isNonisolated || requirement.isNonisolated)
            && !shape.witnessesAreIsolatedToTheMock
    }

    /// `_ text: String, afterDelay delay: Double`, as the protocol declares the parameters.
    func declaration(of parameters: [Parameter]) -> String {
        parameters.map { "\($0.declarationPrefix): \($0.declaredType)" }.joined(separator: ", ")
    }

    func forwarded(_ parameters: [Parameter]) -> String {
        parameters.map(\.forwardedArgument).joined(separator: ", ")
    }
}
