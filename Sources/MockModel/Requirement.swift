import SwiftParser
import SwiftSyntax

/// One protocol requirement, reduced to what the expansion prints.
package struct Requirement {
    package enum Kind {
        case method(name: String, parameters: [Parameter], returnType: TypeText)
        case property(name: String, type: TypeText, isSettable: Bool)
        case `subscript`(parameters: [Parameter], returnType: TypeText, isSettable: Bool)
        case initializer(parameters: [Parameter], isFailable: Bool)

        /// The parameter types and the result as the builders spell them: what tells overloads
        /// of one selector apart.
        package var builderTypes: [String] {
            switch self {
            case .method(_, let parameters, let returnType), .subscript(let parameters, let returnType, _):
                parameters.map(\.type.builder) + [returnType.builder]
            case .property(_, let type, _): [type.builder]
            case .initializer(let parameters, _): parameters.map(\.type.builder)
            }
        }

        /// The parameter types and the result as the witness spells them.
        package var witnessTypes: [String] {
            switch self {
            case .method(_, let parameters, let returnType), .subscript(let parameters, let returnType, _):
                parameters.map(\.type.witness) + [returnType.witness]
            case .property(_, let type, _): [type.witness]
            case .initializer(let parameters, _): parameters.map(\.type.witness)
            }
        }
    }

    package enum Throwing {
        case none
        case untyped
        /// `throws(E)`, with `E` as the witness and the builders spell it.
        case typed(TypeText)
        case rethrowing
    }

    package let kind: Kind

    /// `E` of `throws(E)`.
    package var typedFailure: TypeText? {
        if case .typed(let failure) = throwing { failure } else { nil }
    }
    /// A `static` (or `class`) requirement, mocked on the mock type.
    package var isStatic = false
    /// The result is a generic parameter that may be noncopyable (`<Return: ~Copyable>`), made only
    /// by a closure the caller passes: the runtime hands it around as a
    /// `Mocking.NoncopyableResult<Return>`, which the witness takes it out of.
    package var movesResult = false

    /// An `async` requirement with a closure parameter spelled `nonisolated(nonsending)`: declared
    /// in a module where that is the default for async functions (`NonisolatedNonsendingByDefault`,
    /// as swift-configuration's `ConfigProvider`), where the requirement runs in its caller's
    /// isolation too, so its witness must: a witness that ran elsewhere would send the caller's
    /// non-`Sendable` closure there. A symbol graph shows the closure's spelling, not the
    /// function's.
    package var runsInCallersIsolation: Bool {
        guard isAsync, case .method(_, let parameters, _) = kind else { return false }
        return parameters.contains(where: \.namesNonsendingClosure)
    }

    /// The type the runtime returns for a result spelled `type`: the result itself, or its box
    /// where ``movesResult``.
    package func runtimeResult(_ type: String) -> String {
        movesResult ? "Mocking.NoncopyableResult<\(type)>" : type
    }

    /// `call`, a call of the real object's member, as the forwarding closure returns it: in a box
    /// where ``movesResult``.
    package func forwardedResult(of call: String) -> String {
        movesResult ? "Mocking.NoncopyableResult.__moving(\(call))" : call
    }

    /// What follows the runtime's call in the witness: `.take()`, which moves the result out of
    /// its box, where ``movesResult``.
    package var takingResult: String { movesResult ? ".take()" : "" }
    /// A `nonisolated` requirement (in a global-actor protocol): its witness is `nonisolated` too.
    package var isNonisolated = false
    /// A standard-library parent's requirement the protocol restates with other types (`var
    /// rawValue: Int`): its witness is `nonisolated` for the parent's conformance, and cannot reach
    /// the protocol's requirement, which a module's default isolation may isolate to the main actor.
    package var restatesStandardRequirement = false
    /// A `mutating` method: a partial mock forwards it to a copy of the real object (the object
    /// itself when it is a class), since `any Protocol` held in a constant cannot be mutated.
    package var isMutating = false
    /// `prefix ` or `postfix ` on an operator requirement, repeated on its witness.
    package var fixity = ""
    /// `@available(iOS 17, *) `, repeated on the witness and the builder.
    package var availability = ""
    /// `@discardableResult`, repeated on the witness.
    package var discardsResult = false
    /// A generic method's parameters: `<T: Decodable>`, its names and `where` clause.
    package var generics: Generics?
    package let isAsync: Bool
    package let throwing: Throwing
    /// The requirement names `Self` or an associated type, so a partial mock cannot pass it to
    /// the real object through `any Protocol`.
    package let needsSelf: Bool

    /// Where the witness is declared: decided once, by `ProtocolReading`'s placement pass.
    package var placement = WitnessPlacement.namedApart

    /// Set on an `async` requirement with a synchronous one of the same signature (`func
    /// shutdown()` and `func shutdown() async`): they share their runtime name and the other's
    /// builders.
    package var hasSynchronousTwin = false

    /// `Encodable`, on a `@Mockable` parent's `Encodable` or `Decodable` requirement that a
    /// refinement witnesses again (see `MockDeclaration.codingWitnesses`): the protocol, the real
    /// object's type, does not declare it, so a partial mock reaches it through this protocol.
    package var codingParent: String?

    /// Set when another requirement has the same selector, so the runtime can tell them apart.
    package var isOverloadedByType = false
    /// How the builders take `returning:` (see `ResultOverload.swift`).
    package var resultOverload = ResultOverload.none

    package struct Generics {
        /// `<T: Decodable, U>`.
        let clause: String
        /// `T`, `U`.
        let names: [String]
        /// ` where T: Sendable`, or nothing.
        let whereClause: String
        /// The clause and the `where` clause as the builders spell them (`Target.Item` for `Item`).
        let builderClause: String
        let builderWhereClause: String

        /// `<T == \(T.self), U == \(U.self)>`: each call of a generic method is recorded under its
        /// specialization, so its arguments and result keep their types; messages say it in words.
        package var runtimeSuffix: String {
            "<" + names.map { "\($0) == \\(\($0).self)" }.joined(separator: ", ") + ">"
        }
    }

    /// `staticMockCore` for static requirements, else `mockCore`.
    package var core: String { isStatic ? "staticMockCore" : "mockCore" }

    /// `result(temperature:humidity:)`, `location`, `subscript(key:)`, `init(name:)`.
    package var selector: String {
        switch kind {
        case .method(let name, let parameters, _): Self.selector(name, parameters.map(\.label))
        case .property(let name, _, _): name
        case .subscript(let parameters, _, _): Self.selector("subscript", parameters.map(\.label))
        case .initializer(let parameters, _): Self.selector("init", parameters.map(\.label))
        }
    }

    /// `name(label:)`, without the backticks a keyword name is declared with unless `keepingBackticks`.
    package static func selector(_ name: String, _ labels: [String], keepingBackticks: Bool = false) -> String {
        "\(keepingBackticks ? name : name.filter { $0 != "`" })(\(labels.map { "\($0):" }.joined()))"
    }

    /// `load(id:)`, `name`, as `@_implements` names the requirement (a keyword in its backticks:
    /// `` `default`() ``); none for a subscript or an initializer, which Swift cannot name apart.
    package var implementedName: String? {
        switch kind {
        case .method(let name, let parameters, _): Self.selector(name, parameters.map(\.label), keepingBackticks: true)
        case .property(let name, _, _): name
        case .subscript, .initializer: nil
        }
    }

    /// An operator requirement (`static func < (lhs: Self, rhs: Self) -> Bool`): its witness is
    /// the mock class's own member, since Swift finds no operator in an extension a macro adds,
    /// and its builder is named in words (``builderName``). Set by the parser from the name's
    /// token: an identifier may begin with an emoji (`func 💩()`), which no letter test tells apart.
    package var isOperator = false

    /// The builder's name: the method's, or an operator's spelled in words, one per character
    /// (`<` `less`, `<=` `lessEqual`, `+` `plus`, prefix `-` `prefixMinus`), since a builder
    /// cannot be an operator.
    package var builderName: String {
        guard case .method(let name, _, _) = kind else { return "" }
        guard isOperator else { return name }
        let words: [Character: String] = [
            "+": "plus", "-": "minus", "*": "star", "/": "slash", "%": "percent", "<": "less", ">": "greater",
            "=": "equal", "!": "bang", "&": "amp", "|": "bar", "^": "caret", "~": "tilde", "?": "question",
            ".": "dot",
        ]
        let spelled = name.map { character in
            words[character] ?? "u" + character.unicodeScalars.map { String($0.value, radix: 16) }.joined()
        }
        let all = (fixity.isEmpty ? [] : [fixity.filter { $0 != " " }]) + spelled
        return all.enumerated().map { index, word in index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
        }
        .joined()
    }

    /// The `Mock` method this requirement hides on the mock (`verify`), if any: a method without
    /// parameters named like one of `Mock`'s.
    package var hiddenMockMethod: String? {
        guard case .method(let name, let parameters, _) = kind, parameters.isEmpty,
            ["verify", "verifyNoMoreInteractions", "verifyNoInteractions", "removeAllStubs", "clearInvocations"]
                .contains(name)
        else { return nil }
        return name
    }

    /// The runtime's name: the selector, or the full signature where `isOverloadedByType`, plus
    /// the specialization of a generic method, spelled with the builders' types. The witness and
    /// the builder both pass it.
    package var runtimeName: String {
        baseRuntimeName + (generics?.runtimeSuffix ?? "") + overloadKey
    }

    /// Set on `@Mockable`'s requirements: their runtime names end with their signature, after a
    /// NUL the runtime does not print (see `overloadKey`). Not on the mock generator's.
    package var isKeyedBySignature = false

    /// `\0() -> Node.Scalar`, as the witness's and the builder's literal spell it: tells a
    /// refinement's requirement apart from a parent's of the same selector and another signature
    /// (Yams' `ScalarRepresentable: NodeRepresentable`, both with `represented()`), which the
    /// refinement's macro cannot see. Messages name both by their selector.
    private var overloadKey: String {
        guard isKeyedBySignature, !isOverloadedByType else { return "" }
        switch kind {
        case .method(_, let parameters, let returnType), .subscript(let parameters, let returnType, _):
            return "\\0" + Self.signature(parameters.map(\.type.builder), returnType.builder)
        case .initializer(let parameters, _):
            return "\\0" + Self.signature(parameters.map(\.type.builder), "Void")
        case .property:
            return ""
        }
    }

    private var baseRuntimeName: String {
        guard isOverloadedByType else { return selector }
        switch kind {
        case .method(_, let parameters, let returnType), .subscript(let parameters, let returnType, _):
            return Self.overloadedName(selector, parameters.map(\.type.builder), returnType.builder)
        case .initializer(let parameters, _):
            return Self.overloadedName(selector, parameters.map(\.type.builder), "Void")
        case .property:
            return selector
        }
    }

    /// A subscript accessor's runtime name: `subscript(key:).get`, with the accessor right after
    /// the selector (the runtime reads it there).
    package func accessorName(_ accessor: String) -> String {
        let name = runtimeName
        return selector + accessor + name.dropFirst(selector.count)
    }

    /// `convert(_:) (Int) -> String`: an overload by type, named with its signature.
    private static func overloadedName(_ selector: String, _ types: [String], _ returnType: String) -> String {
        "\(selector) \(signature(types, returnType))"
    }

    /// `(Int) -> String`, on one line, as a string literal needs it: a type written over several
    /// (jwt-kit's `-> (\n header: JWTHeader, …\n)`) is joined with spaces.
    private static func signature(_ types: [String], _ returnType: String) -> String {
        "(\(types.joined(separator: ", "))) -> \(returnType)".split(whereSeparator: \.isNewline)
            .map { $0.drop { $0 == " " } }.joined(separator: " ")
    }

    /// ` async throws(E)`, as a witness's signature spells the effects. A `rethrows` requirement
    /// is witnessed by a function that does not throw.
    package var effectSpecifiers: String {
        let throwsClause =
            switch throwing {
            case .none, .rethrowing: ""
            case .untyped: " throws"
            case .typed(let type): " throws(\(type.witness))"
            }
        return (isAsync ? " async" : "") + throwsClause
    }

    /// `try await `, as a call site marks the effects.
    package var effectMarkers: String {
        (canThrow ? "try " : "") + (isAsync ? "await " : "")
    }

    /// Whether the witness throws (a `rethrows` witness does not).
    package var canThrow: Bool {
        switch throwing {
        case .none, .rethrowing: false
        case .untyped, .typed: true
        }
    }

    /// The `MockCore` entry point for these effects.
    package var coreEntryPoint: String {
        isAsync ? "__callAsync" : "__call"
    }

    /// ` async throws(E)` or ` throws`: what a forwarding closure must spell out for the entry
    /// point to take the requirement's error type from it — for typed throws, and for a closure
    /// whose body does not throw (one that only reports); empty where Swift infers it.
    package func closureEffects(bodyThrows: Bool) -> String {
        switch throwing {
        case .typed(let type): (isAsync ? " async" : "") + " throws(\(type.witness))"
        case .untyped where !bodyThrows: " throws"
        default: ""
        }
    }

    /// `MockEffects.Sync`, `.Throwing`, `.TypedThrowing<E>`, `.Rethrowing`, `.Async`,
    /// `.AsyncThrowing` or `.AsyncTypedThrowing<E>`, as the builders spell them.
    package var effects: String {
        switch (isAsync, throwing) {
        case (false, .none): "Mocking.MockEffects.Sync"
        case (false, .untyped): "Mocking.MockEffects.Throwing"
        case (false, .typed(let type)): "Mocking.MockEffects.TypedThrowing<\(type.builder)>"
        case (_, .rethrowing): "Mocking.MockEffects.Rethrowing"
        case (true, .none): "Mocking.MockEffects.Async"
        case (true, .untyped): "Mocking.MockEffects.AsyncThrowing"
        case (true, .typed(let type)): "Mocking.MockEffects.AsyncTypedThrowing<\(type.builder)>"
        }
    }
}
