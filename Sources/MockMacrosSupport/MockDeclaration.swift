import SwiftSyntax

/// The generated mock, rendered as source: what a careful person would write by hand.
///
/// Three pieces, so that a protocol refining `@Mockable` protocols composes their mocks:
/// - the witnesses, in `extension Protocol where Self: Mocking.Mock` — every mock of a protocol
///   that refines this one picks them up;
/// - the builder methods, declared in the protocol `<Protocol>MockBuilders` (their bodies come
///   from `@_MockableBuilders`) — a refining protocol's builders conform to its parents' too;
/// - the class `<Protocol>Mock`, which only stores its core and names its builders.
struct MockDeclaration {
    let protocolName: String
    /// The protocol as its extension names it: qualified where it is nested in a type
    /// (`Outer.Store`), as the extension role learns.
    var extendedName: String
    let access: String
    /// A global-actor protocol makes the mock actor-isolated; its core and the `Mock` initializer
    /// stay `nonisolated` so the mock can be created and configured from anywhere.
    let isGlobalActorIsolated: Bool
    let condition: String
    let requirements: [Requirement]
    /// `associatedtype Item: Hashable` → `Item: Hashable`, the mock's generic parameters.
    let genericParameters: [String]
    /// Inherited `@Mockable` protocols: this protocol's builders refine theirs.
    let mockableParents: [String]


    var mockName: String { protocolName + "Mock" }
    var buildersName: String { protocolName + "MockBuilders" }

    /// `any Protocol`; `Never` for a protocol with associated types, which has no partial mocks.
    var realType: String { genericParameters.isEmpty ? "any \(protocolName)" : "Never" }

    // MARK: Peer: the class and the builders protocol

    func renderPeer() -> DeclSyntax {
        let nonisolated = isGlobalActorIsolated ? "nonisolated " : ""
        let generics = genericParameters.isEmpty ? "" : "<\(genericParameters.joined(separator: ", "))>"
        let builderParents = (["Mocking.MockBuilders"] + mockableParents.map { $0 + "MockBuilders" }).joined(separator: ", ")
        let builderRequirements = requirements.map(builderRequirement).joined(separator: "\n")
        return """
        #if \(raw: condition)
        \(raw: access)final class \(raw: mockName)\(raw: generics): Mocking.Mock, \(raw: protocolName) {
            \(raw: access)typealias StubBuilders = Builders<Mocking.Stubbing>
            \(raw: access)typealias ExpectBuilders = Builders<Mocking.Expecting>
            \(raw: access)typealias ReceivedBuilders = Builders<Mocking.Verifying>
            \(raw: access)typealias CaptureBuilders = Builders<Mocking.Capturing>
            \(raw: access)\(raw: nonisolated)let mockCore: Mocking.MockCore<\(raw: realType)>
            \(raw: access)\(raw: nonisolated)init(mockCore: Mocking.MockCore<\(raw: realType)>) {
                self.mockCore = mockCore
            }
            \(raw: access)struct Builders<Verb: Mocking.MockVerb>: \(raw: buildersName) {
                \(raw: access)let proxy: Mocking.MockProxy<\(raw: mockName), Verb>
                \(raw: access)init(mock: \(raw: mockName)) {
                    proxy = Mocking.MockProxy(mock: mock)
                }
            }
        }
        @Mocking._MockableBuilders
        \(raw: access)protocol \(raw: buildersName): \(raw: builderParents) where Target: \(raw: protocolName) {
        \(raw: builderRequirements)
        }
        #endif
        """
    }

    /// One builder, declared without its body: `@_MockableBuilders` writes that.
    private func builderRequirement(_ requirement: Requirement) -> String {
        let staticPrefix = requirement.isStatic ? "static " : ""
        let callSite = "at \(callSiteName(requirement)): Mocking.CallSite"
        switch requirement.kind {
        case .method(let name, let parameters, let returnType):
            let call = callType(parameters, returnType.builder, requirement.effects)
            let generics = requirement.generics
            // A generic parameter that no argument names is given as `returning: T.self`.
            let returning = (generics?.names ?? []).filter { name in
                !parameters.contains { $0.type.builder.containsIdentifier(name) }
            }.map { "returning returned\($0): \($0).Type, " }.joined()
            return "    \(staticPrefix)func \(name)\(generics?.clause ?? "")(\(filters(parameters))\(returning)\(callSite)) -> \(call)\(generics?.whereClause ?? "")"
        case .initializer(let parameters, _):
            let call = callType(parameters, "Void", requirement.effects)
            return "    func `init`(\(filters(parameters))\(callSite)) -> \(call)"
        case .property(let name, let type, _):
            return "    \(staticPrefix)var \(name): Mocking.PropertyProxy<Verb, \(type.builder), \(requirement.effects)> { get }"
        case .subscript(let parameters, let returnType, _):
            let index = argumentsType(parameters)
            let setArguments = argumentsType(parameters + [.newValue(returnType)])
            return "    subscript(\(filters(parameters))\(callSite)) -> Mocking.SubscriptProxy<Verb, \(index), \(returnType.builder), \(setArguments), \(requirement.effects)> { get }"
        }
    }

    /// `callSite`, or `mockCallSite` where a parameter already has that name.
    private func callSiteName(_ requirement: Requirement) -> String {
        let parameters: [Parameter] = switch requirement.kind {
        case .method(_, let parameters, _), .subscript(let parameters, _, _), .initializer(let parameters, _): parameters
        case .property: []
        }
        return parameters.contains { $0.name == "callSite" } ? "mockCallSite" : "callSite"
    }

    /// One `Arg` per parameter; a generic method's `T.Type` is taken as it is.
    private func filters(_ parameters: [Parameter]) -> String {
        parameters.map { parameter in
            let type = parameter.passing == .genericMetatype ? parameter.type.builder : "Mocking.Arg<\(parameter.type.builder)>"
            return "\(parameter.declarationPrefix): \(type), "
        }.joined()
    }

    private func callType(_ parameters: [Parameter], _ returnType: String, _ effects: String) -> String {
        "Mocking.MockCall<Verb, \(argumentsType(parameters)), \(returnType), \(effects)>"
    }

    /// The recorded argument tuple's type, as the builders spell it.
    private func argumentsType(_ parameters: [Parameter]) -> String {
        switch parameters.count {
        case 0: "Void"
        case 1: parameters[0].type.builder
        default: "(" + parameters.map { $0.label == "_" ? $0.type.builder : "\($0.label): \($0.type.builder)" }.joined(separator: ", ") + ")"
        }
    }

    // MARK: Extension: the witnesses

    func renderWitnesses() -> String {
        let witnesses = requirements.map(witness)
        return """
        extension \(extendedName) where Self: Mocking.Mock {
            #if \(condition)
        \(witnesses.joined(separator: "\n"))
            #endif
        }
        """
    }

    /// The witness: one call into the runtime.
    private func witness(_ requirement: Requirement) -> String {
        let core = requirement.core
        let staticPrefix = requirement.isStatic ? "static " : ""
        let effects = requirement.effectMarkers
        let entry = requirement.coreEntryPoint + "(\"\(requirement.runtimeName)\", "
        let failure = requirement.failureArgument
        switch requirement.kind {
        case .method(let name, let parameters, let returnType):
            let declared = declaration(of: parameters)
            let returns = returnType.witness == "Void" ? "" : " -> \(returnType.witness)"
            let call = "\(effects)\(core).\(entry)\(recorded(parameters))\(failure)) \(forward(requirement, "\(name)(\(forwarded(parameters)))", returning: returnType.witness))"
            let generics = requirement.generics
            return """
                \(access)\(staticPrefix)func \(name)\(generics?.clause ?? "")(\(declared))\(requirement.effectSpecifiers)\(returns)\(generics?.whereClause ?? "") {
            \(wrapNonEscaping(parameters, effects: effects, call, indent: 8))
                }
            """
        case .initializer(let parameters, let isFailable):
            let declared = declaration(of: parameters)
            let call = "mockCore.call(\"\(requirement.runtimeName)\", \(recorded(parameters))) { _ in }"
            return """
                \(access)init\(isFailable ? "?" : "")(\(declared))\(requirement.effectSpecifiers) {
                    self.init(.null)
            \(wrapNonEscaping(parameters, effects: "", call, indent: 8))
                }
            """
        case .property(let name, let type, let isSettable) where isSettable:
            let setter = requirement.needsSelf || requirement.isStatic
                ? "{ (_: inout Never) in }"
                : "{ (real: inout any \(extendedName)) in real.\(name) = newValue }"
            return """
                \(access)\(staticPrefix)var \(name): \(type.witness) {
                    get { \(core).get("\(name)") \(forward(requirement, name, returning: type.witness)) }
                    set { \(core).set("\(name)", newValue) \(setter) }
                }
            """
        case .property(let name, let type, _):
            let body = requirement.isAsync || requirement.canThrow
                ? "\(effects)\(core).\(requirement.coreEntryPoint)(\"\(name).get\", ()\(failure)) \(forward(requirement, name, returning: type.witness))"
                : "\(core).get(\"\(name)\") \(forward(requirement, name, returning: type.witness))"
            return """
                \(access)\(staticPrefix)var \(name): \(type.witness) {
                    get\(requirement.effectSpecifiers) { \(body) }
                }
            """
        case .subscript(let parameters, let returnType, let isSettable):
            let declared = declaration(of: parameters)
            let index = "[\(forwarded(parameters))]"
            let getter = "\(effects)mockCore.\(requirement.coreEntryPoint)(\"\(requirement.accessorName(".get"))\", \(recorded(parameters))\(failure)) \(forward(requirement, index, member: false, returning: returnType.witness))"
            guard isSettable else {
                return """
                    \(access)subscript(\(declared)) -> \(returnType.witness) {
                        get\(requirement.effectSpecifiers) { \(getter) }
                    }
                """
            }
            let setter = requirement.needsSelf
                ? "{ (_: inout Never) in }"
                : "{ (real: inout any \(extendedName)) in real\(index) = newValue }"
            return """
                \(access)subscript(\(declared)) -> \(returnType.witness) {
                    get { \(getter) }
                    set { mockCore.setSubscript("\(requirement.runtimeName)", \(recorded(parameters + [.newValue(returnType)]))) \(setter) }
                }
            """
        }
    }

    /// `_ text: String, afterDelay delay: Double`, as the protocol declares the parameters.
    private func declaration(of parameters: [Parameter]) -> String {
        parameters.map { "\($0.declarationPrefix): \($0.declaredType)" }.joined(separator: ", ")
    }

    /// The recorded arguments: `()`, a bare value, or a labelled tuple.
    private func recorded(_ parameters: [Parameter]) -> String {
        switch parameters.count {
        case 0: return "()"
        case 1: return parameters[0].recordedValue
        default:
            let elements = parameters.map { $0.label == "_" ? $0.recordedValue : "\($0.label): \($0.recordedValue)" }
            return "(\(elements.joined(separator: ", ")))"
        }
    }

    private func forwarded(_ parameters: [Parameter]) -> String {
        parameters.map(\.forwardedArgument).joined(separator: ", ")
    }

    /// The closure that passes a partial mock's call on to the real object, or says why it cannot.
    ///
    /// Its signature is spelled out where Swift cannot infer it: for typed throws, and when the
    /// closure only reports (nothing else names the return type).
    private func forward(
        _ requirement: Requirement, _ member: String, member isMember: Bool = true, returning returnType: String
    ) -> String {
        let reason: String? = if requirement.isStatic {
            "static members have no real object"
        } else if requirement.needsSelf {
            "it uses Self or an associated type"
        } else if case .method(_, let parameters, _) = requirement.kind, parameters.contains(where: { $0.passing == .variadic }) {
            "Swift cannot pass an array as variadic arguments"
        } else if case .rethrowing = requirement.throwing {
            "a mock cannot rethrow"
        } else {
            nil
        }
        var signature = ""
        if case .typed(let failure) = requirement.throwing {
            signature = (requirement.isAsync ? " async" : "") + " throws(\(failure.witness))"
        }
        if let reason {
            return "{ (_)\(signature) -> \(returnType) in \(requirement.core).unforwardable(\"\(requirement.runtimeName)\", because: \"\(reason)\") }"
        }
        let call = requirement.effectMarkers + "(real as! any \(extendedName))" + (isMember ? "." : "") + member
        return signature.isEmpty
            ? "{ real in \(call) }"
            : "{ (real)\(signature) -> \(returnType) in \(call) }"
    }

    /// Wraps `call` in `withoutActuallyEscaping` once per non-escaping closure parameter, boxing
    /// each closure for the record and emptying the box before the witness returns.
    private func wrapNonEscaping(_ parameters: [Parameter], effects: String, _ call: String, indent: Int) -> String {
        var lines = [call]
        for parameter in parameters.reversed() where parameter.isBoxed {
            lines = ["\(effects)withoutActuallyEscaping(\(parameter.name)) { \(parameter.name) in",
                     "    let \(parameter.boxName) = \(parameter.type.witness)(\(parameter.name))",
                     "    defer { \(parameter.boxName).end() }",
                     "    return " + lines[0]] + lines.dropFirst().map { "    " + $0 } + ["}"]
        }
        let padding = String(repeating: " ", count: indent)
        return lines.map { padding + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// Whether `identifier` appears in this type's spelling as a whole word.
    func containsIdentifier(_ identifier: String) -> Bool {
        var word = ""
        for character in self + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if word == identifier { return true }
                word = ""
            }
        }
        return false
    }
}
