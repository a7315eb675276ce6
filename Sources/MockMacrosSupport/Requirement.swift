import SwiftSyntax

/// One protocol requirement, reduced to what the expansion prints.
struct Requirement {
    enum Kind {
        case method(name: String, parameters: [Parameter], returnType: String)
        case property(name: String, type: String, isSettable: Bool)
    }

    struct Parameter {
        /// The argument label, `_` for none.
        let label: String
        /// The name inside the witness.
        let name: String
        /// The type without `@escaping`, as tuples and `Arg` need it.
        let type: String
        /// The type as the protocol declares it, for the witness.
        let declaredType: String

        /// `label name` where they differ, else `label`: how a declaration spells the parameter.
        var declarationPrefix: String {
            label == name ? label : "\(label) \(name)"
        }
    }

    let kind: Kind
    let isAsync: Bool
    let isThrowing: Bool

    /// The runtime's name: the selector, or the full signature where `isOverloadedByType`.
    var runtimeName: String {
        guard isOverloadedByType, case .method(_, let parameters, let returnType) = kind else { return selector }
        return "\(selector) (\(parameters.map(\.type).joined(separator: ", "))) -> \(returnType)"
    }

    /// Set when another requirement has the same selector, so the runtime can tell them apart.
    var isOverloadedByType = false

    /// `result(temperature:humidity:)`, `location`.
    var selector: String {
        switch kind {
        case .method(let name, let parameters, _):
            "\(name)(\(parameters.map { "\($0.label):" }.joined()))"
        case .property(let name, _, _):
            name
        }
    }

    /// ` async throws`, ` async`, ` throws` or nothing, as a signature spells the effects.
    var effectSpecifiers: String {
        (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
    }

    /// `try await `, `try `, `await ` or nothing, as a call site marks the effects.
    var effectMarkers: String {
        (isThrowing ? "try " : "") + (isAsync ? "await " : "")
    }

    /// The `MockCore` entry point for these effects.
    var coreEntryPoint: String {
        switch (isAsync, isThrowing) {
        case (false, false): "call"
        case (false, true): "callThrowing"
        case (true, false): "callAsync"
        case (true, true): "callAsyncThrowing"
        }
    }

    /// `Sync`, `Throwing`, `Async` or `AsyncThrowing`.
    var effects: String {
        switch (isAsync, isThrowing) {
        case (false, false): "Sync"
        case (false, true): "Throwing"
        case (true, false): "Async"
        case (true, true): "AsyncThrowing"
        }
    }

    static func parse(_ decl: DeclSyntax) throws(MockableDiagnostic) -> [Requirement] {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return [try method(function)]
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return [try property(variable)]
        }
        if decl.is(SubscriptDeclSyntax.self) { throw .unsupported("subscripts") }
        if decl.is(InitializerDeclSyntax.self) { throw .unsupported("initializers") }
        if decl.is(AssociatedTypeDeclSyntax.self) { throw .unsupported("associated types") }
        if decl.is(IfConfigDeclSyntax.self) { throw .unsupported("'#if' blocks") }
        return []
    }

    private static func method(_ function: FunctionDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            throw .unsupported("static requirements")
        }
        if function.genericParameterClause != nil {
            throw .unsupported("generic methods")
        }
        var parameters: [Parameter] = []
        for parameter in function.signature.parameterClause.parameters {
            if parameter.ellipsis != nil {
                throw .unsupported("variadic parameters")
            }
            let type = try parameterType(parameter.type)
            let label = parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            parameters.append(Parameter(label: label, name: name, type: type, declaredType: parameter.type.trimmedDescription))
        }
        let effects = function.signature.effectSpecifiers
        if effects?.throwsClause?.type != nil || effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) {
            throw .unsupported("typed throws and rethrows")
        }
        let returnType = function.signature.returnClause?.type.trimmedDescription ?? "Void"
        if function.signature.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.Self) }) {
            throw .unsupported("'Self' in requirements")
        }
        return Requirement(
            kind: .method(name: function.name.text, parameters: parameters, returnType: returnType),
            isAsync: effects?.asyncSpecifier != nil,
            isThrowing: effects?.throwsClause != nil
        )
    }

    /// The parameter's type as a tuple element: `@escaping` dropped; `inout` and non-escaping
    /// closures are not supported yet.
    private static func parameterType(_ type: TypeSyntax) throws(MockableDiagnostic) -> String {
        guard let attributed = type.as(AttributedTypeSyntax.self) else {
            if type.is(FunctionTypeSyntax.self) {
                throw .unsupported("non-escaping closure parameters")
            }
            return type.trimmedDescription
        }
        if attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }) {
            throw .unsupported("'inout' parameters")
        }
        let kept = attributed.attributes.filter { $0.trimmedDescription != "@escaping" }
        let isEscaping = kept.count != attributed.attributes.count
        if attributed.baseType.is(FunctionTypeSyntax.self), !isEscaping {
            throw .unsupported("non-escaping closure parameters")
        }
        let attributes = kept.map { $0.trimmedDescription + " " }.joined()
        return attributes + attributed.baseType.trimmedDescription
    }

    private static func property(_ variable: VariableDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            throw .unsupported("static requirements")
        }
        guard let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription,
              case .accessors(let accessors) = binding.accessorBlock?.accessors
        else { throw .unsupported("this property form") }
        let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        let isSettable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
        return Requirement(
            kind: .property(name: name, type: type, isSettable: isSettable),
            isAsync: getter?.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: getter?.effectSpecifiers?.throwsClause != nil
        )
    }
}
