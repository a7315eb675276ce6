import Foundation
import MockModel

extension MockGenerator {
    /// A mock of the open class `type`: a subclass overriding each open instance member it and its
    /// superclasses in the graphs declare, except deprecated ones; unmatched calls are strict,
    /// null, or forwarded to `super` (partial).
    func subclassFile(of type: SymbolGraph.Symbol, _ name: String) -> Result<File, Refusal> {
        guard type.accessLevel == "open" else {
            return .failure(Refusal(type: name, reason: .notOpen))
        }
        guard !type.isDeprecated else {
            return .failure(Refusal(type: name, reason: .deprecated(renamed: nil)))
        }
        guard !type.isGeneric else {
            return .failure(Refusal(type: name, reason: .genericClass))
        }
        // The class's members, then each superclass's that no subclass overrides.
        var members: [SymbolGraph.Symbol] = []
        var classes = [type.identifier.precise]
        var overridden: Set<String> = []
        while let id = classes.popLast() {
            let declared = relationships.filter { $0.kind == "memberOf" && $0.target == id }.compactMap {
                symbols[$0.source]
            }
            members += declared.filter { !overridden.contains($0.kind.identifier + " " + $0.names.title) }
            overridden.formUnion(declared.map { $0.kind.identifier + " " + $0.names.title })
            classes += relationships.filter { $0.kind == "inheritsFrom" && $0.source == id }.map(\.target)
                .filter { symbols[$0] != nil }
        }
        let initializers = members.filter { $0.kind.identifier == "swift.init" && !$0.isDeprecated }
        if initializers.contains(where: { $0.declaration.contains("required ") }) {
            return .failure(Refusal(type: name, reason: .requiredInitializers))
        }
        // The class's own designated `init()`; a superclass's only when the class declares no
        // designated initializer, and so inherits them.
        let own = relationships.filter { $0.kind == "memberOf" && $0.target == type.identifier.precise }
            .compactMap { symbols[$0.source] }
            .filter { $0.kind.identifier == "swift.init" && !$0.isDeprecated }
        let designated = own.filter { !$0.declaration.contains("convenience") }
        // An internal initializer is none the mock can call unless its file imports the module
        // `@testable`, as it does for an internal class only (Stencil's `SimpleErrorReporter`, an
        // open class whose `init()` is internal).
        let reachable =
            Self.publicAccess.union(
                publicOnly ? [] : type.accessLevel == "internal" ? ["package", "internal"] : ["package"])
        let callable = (designated.isEmpty ? initializers : designated).filter {
            reachable.contains($0.accessLevel ?? "internal")
        }
        guard
            callable.contains(where: {
                Self.strippingModifiers($0.declaration) == "init()" && !$0.declaration.contains("convenience")
            })
        else {
            return .failure(Refusal(type: name, reason: .noDesignatedInit))
        }
        var seen: Set<String> = []
        let overridable = members.filter { member in
            ["swift.method", "swift.property", "swift.subscript"].contains(member.kind.identifier)
                && member.accessLevel == "open" && !member.isDeprecated
                && seen.insert(Self.strippingModifiers(member.declaration)).inserted
        }
        let body = overridable.map { "    " + Self.requirement(from: $0.declaration) }.joined(separator: "\n")
        let source = "@Mockable\nnonisolated protocol \(name) {\n\(body)\n}"
        var mock: MockDeclaration
        switch model(of: source, type: name) {
        case .success(let model): mock = model
        case .failure(let refusal): return .failure(refusal)
        }
        mock.shape = .subclass(of: qualified(name))
        return .success(render(mock, of: type, requirements: overridable, adding: []))
    }

    /// `SnapshotTesting.PropertyListEncoder`: the module's type, not another module's of the
    /// same name (Foundation's, which the mock's file may import too); unqualified where the
    /// module declares a type named like itself, which hides the module's name, and for Foundation's
    /// Linux modules, which are Foundation on Apple platforms.
    private func qualified(_ name: String) -> String {
        let hidesModule = symbols.values.contains {
            $0.pathComponents == [module] && Self.module(of: $0.identifier.precise) == module
        }
        return hidesModule || Self.linuxFoundationModules.contains(module) ? name : module + "." + name
    }

    /// `open weak var delegate: D? { get set }` → `delegate: D? { get set }` with no modifiers.
    static func strippingModifiers(_ declaration: String) -> String {
        declaration.replacingOccurrences(
            of: #"\b(open|public|override|weak|unowned|dynamic|final) "#, with: "", options: .regularExpression)
    }

    /// A class member as a protocol requirement: no modifiers, no default arguments, and a stored
    /// property's accessors spelled out (`{ get set }`, or `{ get }` when its setter is not public).
    static func requirement(from declaration: String) -> String {
        var text = strippingModifiers(declaration)
        let restrictedSetter = #"\b(private|fileprivate|internal|package)\(set\) "#
        let isReadOnly = text.range(of: restrictedSetter, options: .regularExpression) != nil
        text = text.replacingOccurrences(of: restrictedSetter, with: "", options: .regularExpression)
        if text.hasPrefix("var ") || text.contains(" var "), !text.contains("{") {
            text += isReadOnly ? " { get }" : " { get set }"
        }
        // ` = nil`, ` = [:]`, ` = .default`: protocols take no default arguments.
        while let range = text.range(of: #" = [^,)]+"#, options: .regularExpression) {
            text.removeSubrange(range)
        }
        return text
    }
}
