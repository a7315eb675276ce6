import SwiftSyntax

/// The generated mock, rendered as source: what a careful person would write by hand.
struct MockDeclaration {
    let protocolName: String
    let access: String
    /// A global-actor protocol makes the mock actor-isolated; its core and the `Mock` initializer
    /// stay `nonisolated` so the mock can be created and configured from anywhere.
    let isGlobalActorIsolated: Bool
    let condition: String
    let requirements: [Requirement]

    var mockName: String { protocolName + "Mock" }

    func render() -> DeclSyntax {
        let nonisolated = isGlobalActorIsolated ? "nonisolated " : ""
        let witnesses = requirements.map(witness).joined(separator: "\n")
        let builders = requirements.map(builder).joined(separator: "\n")
        return """
        #if \(raw: condition)
        \(raw: access)final class \(raw: mockName): Mocking.Mock, \(raw: protocolName) {
            \(raw: access)typealias StubBuilders = Builders<Mocking.Stubbing>
            \(raw: access)typealias ExpectBuilders = Builders<Mocking.Expecting>
            \(raw: access)typealias ReceivedBuilders = Builders<Mocking.Verifying>
            \(raw: access)typealias CaptureBuilders = Builders<Mocking.Capturing>
            \(raw: access)\(raw: nonisolated)let mockCore: Mocking.MockCore<any \(raw: protocolName)>
            \(raw: access)\(raw: nonisolated)init(mockCore: Mocking.MockCore<any \(raw: protocolName)>) {
                self.mockCore = mockCore
            }
        \(raw: witnesses)
            \(raw: access)struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders {
                let proxy: Mocking.MockProxy<\(raw: mockName), Verb>
                \(raw: access)init(mock: \(raw: mockName)) {
                    proxy = Mocking.MockProxy(mock: mock)
                }
        \(raw: builders)
            }
        }
        #endif
        """
    }

    /// The witness: one call into the runtime.
    private func witness(_ requirement: Requirement) -> String {
        let effects = requirement.effectMarkers
        let entry = requirement.coreEntryPoint
        switch requirement.kind {
        case .method(let name, let parameters, let returnType):
            let declared = parameters.map { "\($0.declarationPrefix): \($0.declaredType)" }.joined(separator: ", ")
            let arguments = parameters.map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" }
            let tuple = switch parameters.count {
            case 0: "()"
            case 1: parameters[0].name
            default: "(\(arguments.joined(separator: ", ")))"
            }
            let returns = returnType == "Void" ? "" : " -> \(returnType)"
            return """
                \(access)func \(name)(\(declared))\(requirement.effectSpecifiers)\(returns) {
                    \(effects)mockCore.\(entry)("\(requirement.runtimeName)", \(tuple)) { \(effects)$0.\(name)(\(arguments.joined(separator: ", "))) }
                }
            """
        case .property(let name, let type, let isSettable) where isSettable:
            return """
                \(access)var \(name): \(type) {
                    get { mockCore.get("\(name)") { $0.\(name) } }
                    set { mockCore.set("\(name)", newValue) { $0.\(name) = newValue } }
                }
            """
        case .property(let name, let type, _):
            let body = requirement.isAsync || requirement.isThrowing
                ? "\(effects)mockCore.\(entry)(\"\(name).get\", ()) { \(effects)$0.\(name) }"
                : "mockCore.get(\"\(name)\") { $0.\(name) }"
            return """
                \(access)var \(name): \(type) {
                    get\(requirement.effectSpecifiers) { \(body) }
                }
            """
        }
    }

    /// The builder method on `Builders<Verb>`.
    private func builder(_ requirement: Requirement) -> String {
        switch requirement.kind {
        case .method(let name, let parameters, let returnType):
            let filters = parameters.map { "\($0.declarationPrefix): Mocking.Arg<\($0.type)>, " }.joined()
            let argumentsType = switch parameters.count {
            case 0: "Void"
            case 1: parameters[0].type
            default: "(" + parameters.map { $0.label == "_" ? $0.type : "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
            }
            let filterNames = parameters.map { ", \($0.name)" }.joined()
            return """
                    @discardableResult
                    \(access)func \(name)(\(filters)at callSite: Mocking.CallSite = #callSite) -> Mocking.MockCall<Verb, \(argumentsType), \(returnType), Mocking.\(requirement.effects)> {
                        proxy.message("\(requirement.runtimeName)"\(filterNames), at: callSite)
                    }
            """
        case .property(let name, let type, _):
            return """
                    \(access)var \(name): Mocking.PropertyProxy<Verb, \(type), Mocking.\(requirement.effects)> { proxy.property("\(name)") }
            """
        }
    }
}
