extension Requirement {
    /// This requirement's ``ResultOverload`` among `overloads`, the requirements of its selector.
    package func resultOverload(among overloads: [Requirement]) -> ResultOverload {
        guard let own = resultSignature, own.result != "Void" else { return .none }
        let twins = overloads.compactMap(\.resultSignature).filter {
            $0.parameters == own.parameters && $0.result != own.result
        }
        if twins.isEmpty { return .none }
        return twins.contains { $0.result == "Void" } ? .required : .defaulted
    }

    /// A method's or a subscript's parameter types and result, as the builders spell them.
    private var resultSignature: (parameters: [String], result: String)? {
        switch kind {
        case .method(_, let parameters, let result), .subscript(let parameters, let result, _):
            (parameters.map(\.type.builder), result.builder)
        case .initializer, .property: nil
        }
    }
}

/// How the builders of a method or subscript with a result take `returning: Int.self`, where
/// another requirement has the same selector and parameter types but another result.
package enum ResultOverload {
    /// No such overload: no `returning:`.
    case none
    /// Against another result (`value() -> Int`, `value() -> String`): `returning:` defaults
    /// to this result, so a stub's answer can tell them apart (`andReturn(3)`) and a
    /// verification or expectation names it (`received.value(returning: Int.self)`).
    case defaulted
    /// Against one that returns nothing (`update() -> Int`, `update()`): `returning:` is
    /// required, so `stub.update()` is the other's.
    case required
}
