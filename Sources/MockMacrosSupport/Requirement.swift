import SwiftSyntax

/// One protocol requirement, reduced to what the expansion prints.
struct Requirement {
    enum Kind {
        case method(name: String, parameters: [Parameter], returnType: TypeText)
        case property(name: String, type: TypeText, isSettable: Bool)
        case `subscript`(parameters: [Parameter], returnType: TypeText, isSettable: Bool)
        case initializer(parameters: [Parameter], isFailable: Bool)
    }

    enum Throwing {
        case none
        case untyped
        /// `throws(E)`, with `E` as the witness and the builders spell it.
        case typed(TypeText)
        case rethrowing
    }

    let kind: Kind
    /// A `static` (or `class`) requirement, mocked on the mock type.
    var isStatic = false
    /// A `nonisolated` requirement (in a global-actor protocol): its witness is `nonisolated` too.
    var isNonisolated = false
    /// `@available(iOS 17, *) `, repeated on the witness and the builder.
    var availability = ""
    /// `@discardableResult`, repeated on the witness.
    var discardsResult = false
    /// A generic method's parameters: `<T: Decodable>`, its names and `where` clause.
    var generics: Generics?
    let isAsync: Bool
    let throwing: Throwing
    /// The requirement names `Self` or an associated type, so a partial mock cannot pass it to
    /// the real object through `any Protocol`.
    let needsSelf: Bool

    /// Set when another requirement has the same selector, so the runtime can tell them apart.
    var isOverloadedByType = false

    struct Generics {
        /// `<T: Decodable, U>`.
        let clause: String
        /// `T`, `U`.
        let names: [String]
        /// ` where T: Sendable`, or nothing.
        let whereClause: String

        /// `<\(T.self), \(U.self)>`: each call of a generic method is recorded under its
        /// specialization, so its arguments and result keep their types.
        var runtimeSuffix: String {
            "<" + names.map { "\\(\($0).self)" }.joined(separator: ", ") + ">"
        }
    }

    /// `staticMockCore` for static requirements, else `mockCore`.
    var core: String { isStatic ? "staticMockCore" : "mockCore" }

    /// `result(temperature:humidity:)`, `location`, `subscript(key:)`, `init(name:)`.
    var selector: String {
        switch kind {
        case .method(let name, let parameters, _): Self.selector(name, parameters.map(\.label))
        case .property(let name, _, _): name
        case .subscript(let parameters, _, _): Self.selector("subscript", parameters.map(\.label))
        case .initializer(let parameters, _): Self.selector("init", parameters.map(\.label))
        }
    }

    /// `name(label:)`, without the backticks a keyword name is declared with.
    static func selector(_ name: String, _ labels: [String]) -> String {
        "\(name.filter { $0 != "`" })(\(labels.map { "\($0):" }.joined()))"
    }

    /// The `Mock` method this requirement hides on the mock (`verify`), if any: a method without
    /// parameters named like one of `Mock`'s.
    var hiddenMockMethod: String? {
        guard case .method(let name, let parameters, _) = kind, parameters.isEmpty,
            ["verify", "verifyNoMoreInteractions", "verifyNoInteractions", "removeAllStubs", "clearInvocations"]
                .contains(name)
        else { return nil }
        return name
    }

    /// The runtime's name: the selector, or the full signature where `isOverloadedByType`, plus
    /// the specialization of a generic method, spelled with the builders' types. The witness and
    /// the builder both pass it.
    var runtimeName: String {
        baseRuntimeName + (generics?.runtimeSuffix ?? "")
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
    func accessorName(_ accessor: String) -> String {
        let name = runtimeName
        return selector + accessor + name.dropFirst(selector.count)
    }

    /// `convert(_:) (Int) -> String`: an overload by type, named with its signature.
    private static func overloadedName(_ selector: String, _ types: [String], _ returnType: String) -> String {
        "\(selector) (\(types.joined(separator: ", "))) -> \(returnType)"
    }

    /// ` async throws(E)`, as a witness's signature spells the effects. A `rethrows` requirement
    /// is witnessed by a function that does not throw.
    var effectSpecifiers: String {
        let throwsClause =
            switch throwing {
            case .none, .rethrowing: ""
            case .untyped: " throws"
            case .typed(let type): " throws(\(type.witness))"
            }
        return (isAsync ? " async" : "") + throwsClause
    }

    /// `try await `, as a call site marks the effects.
    var effectMarkers: String {
        (canThrow ? "try " : "") + (isAsync ? "await " : "")
    }

    /// Whether the witness throws (a `rethrows` witness does not).
    var canThrow: Bool {
        switch throwing {
        case .none, .rethrowing: false
        case .untyped, .typed: true
        }
    }

    /// The `MockCore` entry point for these effects.
    var coreEntryPoint: String {
        switch (isAsync, canThrow) {
        case (false, false): "call"
        case (false, true): "callThrowing"
        case (true, false): "callAsync"
        case (true, true): "callAsyncThrowing"
        }
    }

    /// `, throwing: E.self` for typed throws, else nothing.
    var failureArgument: String {
        if case .typed(let type) = throwing { return ", throwing: \(type.witness).self" }
        return ""
    }

    /// `MockEffects.Sync`, `.Throwing`, `.TypedThrowing<E>`, `.Rethrowing`, `.Async`,
    /// `.AsyncThrowing` or `.AsyncTypedThrowing<E>`, as the builders spell them.
    var effects: String {
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

/// A type as the witness spells it and as the builders spell it: the builders live in a
/// protocol extension, where `Self` is the builders and the mock is `Target`.
struct TypeText {
    let witness: String
    let builder: String
    /// The type a recorded value has, where it differs from the witness's spelling (`String?` for
    /// `String!`, `String` for `sending String`).
    var recorded: String
    /// The type may be an existential (`any Error`, `Any`, a protocol named bare). A value of it
    /// passed alone to the runtime is coerced to it (`error as any Error`): Swift would open it,
    /// and the call would be recorded under the argument's dynamic type.
    var mayBeExistential = false

    static let void = TypeText(witness: "Void", builder: "Void")

    /// For `T?` (not a tuple or function type in parentheses), `T` as the builders spell it.
    var wrappedBuilder: String?

    /// The builder's filter for a parameter of this type: `Mocking.Arg<Int>`, or
    /// `Mocking.OptionalArg<String>` for `String?`, which also takes a plain `String` literal.
    var filter: String {
        wrappedBuilder.map { "Mocking.OptionalArg<\($0)>" } ?? "Mocking.Arg<\(builder)>"
    }

    /// This type, noting that it is an optional of `wrappedBuilder`.
    func wrapping(_ wrappedBuilder: String?) -> TypeText {
        var type = self
        type.wrappedBuilder = wrappedBuilder
        return type
    }

    init(witness: String, builder: String, recorded: String? = nil, mayBeExistential: Bool = false) {
        self.witness = witness
        self.builder = builder
        self.recorded = recorded ?? witness
        self.mayBeExistential = mayBeExistential
    }
}

struct Parameter {
    enum Passing {
        case plain
        case `inout`
        case variadic
        /// A non-escaping closure, recorded as `Mocking.NonEscaping<Closure>`.
        case nonEscaping
        /// An `@autoclosure`, recorded like a non-escaping closure and passed on as `name()`.
        case autoclosure
        /// `T.Type` for a generic method's own `T`: part of the specialization the call is recorded
        /// under, so its builder takes the type itself rather than a filter.
        case genericMetatype
    }

    /// The argument label, `_` for none.
    let label: String
    /// `label name`, `name`, as the protocol declares the parameter.
    let declarationPrefix: String
    /// The name inside the witness.
    let name: String
    /// The recorded type: `@escaping` dropped, `[T]` for `T...`, `T` for `inout T`,
    /// `Mocking.NonEscaping<F>` for a non-escaping closure `F`.
    let type: TypeText
    /// The type as the protocol declares it, for the witness.
    let declaredType: String
    let passing: Passing
    /// A `consuming` parameter: the call to the real object gets a copy (the record keeps one).
    var isConsuming = false
    /// A `borrowing` parameter: the record keeps a copy.
    var isBorrowing = false
    /// The protocol leaves the parameter unnamed (`metadataKey _: String`); the witness names it
    /// `argument<position>`, which is no label for the recorded tuple.
    var isNameSynthesized = false

    /// The name as an expression: in backticks where it is a keyword (`for`, `in`, `default`).
    var reference: String { Parameter.keywords.contains(name) ? "`\(name)`" : name }

    /// Words that name a parameter only in backticks when used as an expression.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]

    /// A subscript setter's value, recorded after the indices.
    static func newValue(_ type: TypeText) -> Parameter {
        Parameter(
            label: "newValue", declarationPrefix: "newValue", name: "newValue", type: type, declaredType: type.witness,
            passing: .plain)
    }

    /// The name of the box a non-escaping closure travels in.
    var boxName: String { "nonEscaping" + name.prefix(1).uppercased() + name.dropFirst() }

    /// What the witness records for this parameter.
    var recordedValue: String { isBoxed ? boxName : isBorrowing ? "copy " + reference : reference }

    /// What the witness records when this is the only parameter: the value, coerced to its
    /// declared type where that may be an existential.
    var recordedAlone: String {
        type.mayBeExistential && !isBoxed ? "\(recordedValue) as \(type.recorded)" : recordedValue
    }

    /// Non-escaping closures travel in a `Mocking.NonEscaping` box.
    var isBoxed: Bool { passing == .nonEscaping || passing == .autoclosure }

    /// How a call passes the witness's own parameter on: `label: name`, `&name`.
    var forwardedArgument: String {
        let value =
            switch passing {
            case .inout: "&" + reference
            case .autoclosure: reference + "()"
            case .plain where isConsuming: "copy " + reference
            case .plain, .variadic, .nonEscaping, .genericMetatype: reference
            }
        return label == "_" ? value : "\(label): \(value)"
    }
}

// MARK: Parsing

/// Reads a protocol's members; `associatedTypes` are the protocol's own, so types that use them
/// can be spelled for the builders.
struct RequirementParser {
    let associatedTypes: Set<String>
    /// The generic parameters of the method being read.
    private var genericNames: Set<String> = []

    init(associatedTypes: Set<String>) {
        self.associatedTypes = associatedTypes
    }

    func parse(_ decl: DeclSyntax) throws(MockableDiagnostic) -> [Requirement] {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return [try method(function)]
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return [try property(variable)]
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return [try `subscript`(subscriptDecl)]
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return [try self.initializer(initializer)]
        }
        return []
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// `@available(…) ` attributes, which the witness and the builder repeat: what the requirement
    /// names may exist only there.
    private func availability(_ attributes: AttributeListSyntax) -> String {
        attributes.compactMap { element in
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedSource == "available"
            else { return nil }
            return attribute.trimmedSource + " "
        }.joined()
    }

    private func isNonisolated(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    private func method(_ function: FunctionDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        var parser = self
        var generics: Requirement.Generics?
        if let clause = function.genericParameterClause {
            if clause.parameters.contains(where: { $0.specifier != nil }) {
                throw .unsupported("parameter packs")
            }
            let names = clause.parameters.map(\.name.text)
            parser.genericNames = Set(names)
            generics = Requirement.Generics(
                clause: clause.trimmedSource,
                names: names,
                whereClause: function.genericWhereClause.map { " " + $0.trimmedSource } ?? ""
            )
        }
        let parameters = try function.signature.parameterClause.parameters.enumerated().map {
            position, parameter throws(MockableDiagnostic) in
            try parser.parameter(parameter, at: position, isSubscript: false)
        }
        let returnType = function.signature.returnClause.map { text($0.type) } ?? .void
        let effects = function.signature.effectSpecifiers
        var requirement = Requirement(
            kind: .method(name: function.name.text, parameters: parameters, returnType: returnType),
            isAsync: effects?.asyncSpecifier != nil,
            throwing: throwing(effects?.throwsClause),
            needsSelf: needsSelf(Syntax(function.signature))
        )
        requirement.isStatic = isStatic(function.modifiers)
        requirement.isNonisolated = isNonisolated(function.modifiers)
        requirement.availability = availability(function.attributes)
        requirement.discardsResult = function.attributes.contains { $0.trimmedSource == "@discardableResult" }
        requirement.generics = generics
        return requirement
    }

    private func property(_ variable: VariableDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        guard let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type,
            case .accessors(let accessors) = binding.accessorBlock?.accessors
        else { throw .unsupported("this property form") }
        let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        var requirement = Requirement(
            kind: .property(
                name: name, type: text(type),
                isSettable: accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
            isAsync: getter?.effectSpecifiers?.asyncSpecifier != nil,
            throwing: throwing(getter?.effectSpecifiers?.throwsClause),
            needsSelf: needsSelf(Syntax(type))
        )
        requirement.isStatic = isStatic(variable.modifiers)
        requirement.isNonisolated = isNonisolated(variable.modifiers)
        requirement.availability = availability(variable.attributes)
        return requirement
    }

    private func `subscript`(_ decl: SubscriptDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        if isStatic(decl.modifiers) { throw .unsupported("static subscripts") }
        if decl.genericParameterClause != nil { throw .unsupported("generic subscripts") }
        let parameters = try decl.parameterClause.parameters.enumerated().map {
            position, parameter throws(MockableDiagnostic) in
            try self.parameter(parameter, at: position, isSubscript: true)
        }
        if parameters.contains(where: { $0.isBoxed || $0.passing == .variadic }) {
            throw .unsupported("subscripts with closure or variadic indices")
        }
        var isSettable = false
        var getter: AccessorDeclSyntax?
        if case .accessors(let accessors) = decl.accessorBlock?.accessors {
            getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
            isSettable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
        }
        var requirement = Requirement(
            kind: .subscript(parameters: parameters, returnType: text(decl.returnClause.type), isSettable: isSettable),
            isAsync: getter?.effectSpecifiers?.asyncSpecifier != nil,
            throwing: throwing(getter?.effectSpecifiers?.throwsClause),
            needsSelf: needsSelf(Syntax(decl.parameterClause)) || needsSelf(Syntax(decl.returnClause))
        )
        requirement.isNonisolated = isNonisolated(decl.modifiers)
        requirement.availability = availability(decl.attributes)
        return requirement
    }

    private func initializer(_ decl: InitializerDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        if decl.genericParameterClause != nil { throw .unsupported("generic initializers") }
        let parameters = try decl.signature.parameterClause.parameters.enumerated().map {
            position, parameter throws(MockableDiagnostic) in
            try self.parameter(parameter, at: position, isSubscript: false)
        }
        if parameters.contains(where: { $0.passing == .inout }) { throw .unsupported("'inout' initializer parameters") }
        let effects = decl.signature.effectSpecifiers
        return Requirement(
            kind: .initializer(parameters: parameters, isFailable: decl.optionalMark != nil),
            isAsync: effects?.asyncSpecifier != nil,
            throwing: effects?.throwsClause == nil ? .none : .untyped,
            needsSelf: true
        )
    }

    private func parameter(
        _ syntax: FunctionParameterSyntax, at position: Int, isSubscript: Bool
    ) throws(MockableDiagnostic) -> Parameter {
        var parameter = try self.parameter(
            syntax.firstName, syntax.secondName, syntax.type, at: position, isVariadic: syntax.ellipsis != nil,
            isSubscript: isSubscript
        )
        parameter.isNameSynthesized = (syntax.secondName ?? syntax.firstName).text == "_"
        return parameter
    }

    private func parameter(
        _ firstName: TokenSyntax, _ secondName: TokenSyntax?, _ type: TypeSyntax, at position: Int,
        isVariadic: Bool, isSubscript: Bool
    ) throws(MockableDiagnostic) -> Parameter {
        // A subscript's parameter has an argument label only when it spells one out.
        let label = isSubscript && secondName == nil ? "_" : firstName.text
        var name = (secondName ?? firstName).text
        var prefix = secondName.map { "\(firstName.text) \($0.text)" } ?? firstName.text
        // `metadataKey _: String`, `_ _: Int`: the witness needs a name to record the argument by.
        if name == "_" {
            name = "argument\(position)"
            prefix = "\(firstName.text) \(name)"
        }
        let declared = type.trimmedSource
        if let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.tokenKind == .keyword(.Type),
            genericNames.contains(metatype.baseType.trimmedSource)
        {
            return Parameter(
                label: label, declarationPrefix: prefix, name: name, type: text(type), declaredType: declared,
                passing: .genericMetatype
            )
        }
        if isVariadic {
            let element = text(type)
            return Parameter(
                label: label, declarationPrefix: prefix, name: name,
                type: TypeText(witness: "[\(element.witness)]", builder: "[\(element.builder)]"),
                declaredType: declared + "...", passing: .variadic
            )
        }
        var base = type
        var attributes: [String] = []
        var isInout = false
        var isConsuming = false
        var isBorrowing = false
        var isEscaping = false
        var isAutoclosure = false
        if let attributed = type.as(AttributedTypeSyntax.self) {
            base = attributed.baseType
            isInout = attributed.specifiers.contains { $0.trimmedSource == "inout" }
            isConsuming = attributed.specifiers.contains { ["consuming", "__owned"].contains($0.trimmedSource) }
            isBorrowing = attributed.specifiers.contains { ["borrowing", "__shared"].contains($0.trimmedSource) }
            for attribute in attributed.attributes {
                let spelled = attribute.trimmedSource
                switch spelled {
                case "@escaping": isEscaping = true
                case "@autoclosure": isAutoclosure = true
                default: attributes.append(spelled + " ")
                }
            }
        }
        let baseText = text(base)
        let recorded = TypeText(
            witness: attributes.joined() + baseText.witness,
            builder: attributes.joined() + baseText.builder,
            recorded: attributes.joined() + baseText.recorded,
            mayBeExistential: baseText.mayBeExistential
        ).wrapping(attributes.isEmpty ? baseText.wrappedBuilder : nil)
        if isInout {
            return Parameter(
                label: label, declarationPrefix: prefix, name: name, type: recorded, declaredType: declared,
                passing: .inout)
        }
        if base.is(FunctionTypeSyntax.self), !isEscaping {
            // The box is Sendable itself; without `@Sendable` its closure type matches the
            // box's call operators.
            let boxed = attributes.filter { $0 != "@Sendable " }.joined()
            return Parameter(
                label: label, declarationPrefix: prefix, name: name,
                type: TypeText(
                    witness: "Mocking.NonEscaping<\(boxed + baseText.witness)>",
                    builder: "Mocking.NonEscaping<\(boxed + baseText.builder)>"
                ),
                declaredType: declared, passing: isAutoclosure ? .autoclosure : .nonEscaping
            )
        }
        var parameter = Parameter(
            label: label, declarationPrefix: prefix, name: name, type: recorded, declaredType: declared, passing: .plain
        )
        parameter.isConsuming = isConsuming
        parameter.isBorrowing = isBorrowing
        return parameter
    }

    private func throwing(_ clause: ThrowsClauseSyntax?) -> Requirement.Throwing {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrowing }
        if let type = clause.type { return .typed(text(type)) }
        return .untyped
    }

    /// `Self` and the protocol's associated types, as tokens anywhere in `node`.
    private func needsSelf(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.Self) || associatedTypes.contains(token.text)
        }
    }

    /// The type for the witness, and for the builders with `Self` as `Target` and each
    /// associated type `X` as `Target.X`.
    func text(_ type: TypeSyntax) -> TypeText {
        // `String!` is declared so, recorded and built as `String?`; `sending String` is declared
        // so, recorded and built as `String`.
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            var optional = text(TypeSyntax(OptionalTypeSyntax(wrappedType: unwrapped.wrappedType.trimmed)))
            optional = TypeText(witness: type.trimmedSource, builder: optional.builder, recorded: optional.witness)
                .wrapping(optional.wrappedBuilder)
            return optional
        }
        if let attributed = type.as(AttributedTypeSyntax.self), attributed.attributes.isEmpty,
            attributed.specifiers.allSatisfy({ Self.droppedSpecifiers.contains($0.trimmedSource) })
        {
            let base = text(attributed.baseType)
            return TypeText(witness: type.trimmedSource, builder: base.builder, recorded: base.recorded)
                .wrapping(base.wrappedBuilder)
        }
        // `some Collection<Int>` is a generic parameter of the witness; its argument is recorded
        // as `any Collection<Int>`.
        if let opaque = type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) {
            let existential = text(
                TypeSyntax(opaque.with(\.someOrAnySpecifier, .keyword(.any, trailingTrivia: .space))))
            return TypeText(witness: existential.witness, builder: existential.builder, mayBeExistential: true)
        }
        let witness = type.trimmedSource
        let existential = mayBeExistential(type)
        var wrapped: String?
        if let optional = type.as(OptionalTypeSyntax.self), !optional.wrappedType.is(TupleTypeSyntax.self) {
            wrapped = text(optional.wrappedType).builder
        }
        guard needsSelf(Syntax(type)) else {
            return TypeText(witness: witness, builder: witness, mayBeExistential: existential).wrapping(wrapped)
        }
        let builder = BuilderTypeRewriter(associatedTypes: associatedTypes).rewrite(type.trimmed)
        return TypeText(witness: witness, builder: builder.trimmedSource, mayBeExistential: existential)
            .wrapping(wrapped)
    }

    /// Specifiers that change how an argument is passed, not what is recorded.
    private static let droppedSpecifiers: Set<String> = ["sending", "consuming", "borrowing", "__owned", "__shared"]

    /// Whether `type` may name an existential: `any P`, `Any`, `AnyObject`, `A & B`, `P.Type`, or
    /// a name the macro cannot tell from a protocol. Known value types of the standard library and
    /// Foundation, the method's generic parameters, `Self` and associated types are not.
    private func mayBeExistential(_ type: TypeSyntax) -> Bool {
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return some.someOrAnySpecifier.tokenKind == .keyword(.any) }
        if type.is(CompositionTypeSyntax.self) { return true }
        if let metatype = type.as(MetatypeTypeSyntax.self) { return mayBeExistential(metatype.baseType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if identifier.genericArgumentClause != nil || genericNames.contains(name) || associatedTypes.contains(name)
            {
                return false
            }
            return !Self.concreteTypeNames.contains(name)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.genericArgumentClause == nil && !Self.concreteTypeNames.contains(member.name.text)
        }
        return false
    }

    /// Types a bare name cannot make an existential.
    private static let concreteTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Bool", "String", "Substring", "Character", "Void", "Never",
        "Data", "Date", "URL", "UUID", "Decimal", "TimeInterval", "CGFloat", "Self",
    ]
}

/// Rewrites `Self` to `Target` and an associated type `X` to `Target.X`.
private final class BuilderTypeRewriter: SyntaxRewriter {
    let associatedTypes: Set<String>

    init(associatedTypes: Set<String>) {
        self.associatedTypes = associatedTypes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let rewritten = super.visit(node)
        guard let identifier = rewritten.as(IdentifierTypeSyntax.self) else { return rewritten }
        if identifier.name.tokenKind == .keyword(.Self) {
            return TypeSyntax(
                identifier.with(
                    \.name,
                    .identifier(
                        "Target", leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia)))
        }
        if associatedTypes.contains(identifier.name.text) {
            return TypeSyntax(
                MemberTypeSyntax(
                    leadingTrivia: node.leadingTrivia,
                    baseType: IdentifierTypeSyntax(name: .identifier("Target")),
                    name: identifier.name.trimmed,
                    genericArgumentClause: identifier.genericArgumentClause,
                    trailingTrivia: node.trailingTrivia
                ))
        }
        return rewritten
    }
}
