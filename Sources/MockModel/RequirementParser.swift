import SwiftSyntax

/// Reads a protocol's members; `associatedTypes` are the protocol's own, so types that use them
/// can be spelled for the builders, as are its `typealias` members (`typeAliases`).
package struct RequirementParser {
    private let allAssociatedTypes: Set<String>
    private let typeAliases: Set<String>
    /// The type aliases spelled with `Self` or an associated type: naming one uses them too.
    private let dependentTypeAliases: Set<String>
    /// An actor's mock declares its witnesses in its own (generic) body, where a method's generic
    /// parameter may not be named like one of the mock's.
    package var isActor = false
    /// The generic parameters of the method being read.
    private var genericNames: Set<String> = []
    /// Whether the protocol's text has `Self` in it, and whether it has `~` or the name of a
    /// type a mock cannot record: where it has not, a requirement's tokens are not walked for them
    /// (see `reading(_:)`).
    private var mayNameSelf = true
    private var mayNameUnrecordable = true
    /// Whether a method's generic result may be noncopyable where only closures name it: a mock's
    /// can (its witness moves the result out of a box, `NoncopyableResult`); a `@Stubbable`
    /// type's members, answered through `__Intercept`, cannot.
    package var movesNoncopyableResults = false

    package init(
        associatedTypes: Set<String>, typeAliases: Set<String> = [], dependentTypeAliases: Set<String> = []
    ) {
        allAssociatedTypes = associatedTypes
        self.typeAliases = typeAliases
        self.dependentTypeAliases = dependentTypeAliases
    }

    /// Skips the walks over each requirement's tokens that `text`, the protocol's source, shows
    /// would find nothing: a debug build of swift-syntax walks tokens slowly, and these walks were
    /// half of what `@Mockable` took to read a protocol's requirements.
    package mutating func reading(_ text: String) {
        mayNameSelf = Self.contains(anyOf: ["Self"], in: text)
        mayNameUnrecordable = Self.contains(
            anyOf: ["~"] + Self.nonEscapableTypes + Self.nonEscapableGenericTypes + Self.noncopyableTypes, in: text)
    }

    /// Whether `text` contains one of `needles` (`String.contains` is slow in a debug build).
    private static func contains(anyOf needles: some Sequence<String>, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            needles.contains { firstRange(of: Array($0.utf8), in: UnsafeRawBufferPointer(bytes)) != nil }
        }
    }

    /// The associated types a type of the requirement being read may name: a method's generic
    /// parameter named like one (`func map<Item>(_ value: Item) -> Item`) hides it.
    package var associatedTypes: Set<String> { allAssociatedTypes.subtracting(genericNames) }

    /// The member types the builders spell on `Target`: associated types and type aliases.
    private var memberTypes: Set<String> { associatedTypes.union(typeAliases.subtracting(genericNames)) }

    package func parse(_ decl: DeclSyntax) throws(MockableDiagnostic) -> [Requirement] {
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

    /// `each T`: swift-syntax 601 renamed `eachKeyword` to `specifier`.
    private static func isPack(_ parameter: GenericParameterSyntax) -> Bool {
        #if canImport(SwiftSyntax601)
        parameter.specifier != nil
        #else
        parameter.eachKeyword != nil
        #endif
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

    /// Types a mock cannot record or return: the standard library's non-escapable spans (the
    /// generic ones only with their arguments, so that a tracer's own `Span` is not one).
    private static let nonEscapableTypes: Set<String> = ["RawSpan", "MutableRawSpan", "OutputRawSpan", "UTF8Span"]
    private static let nonEscapableGenericTypes: Set<String> = ["Span", "MutableSpan", "OutputSpan"]
    /// The standard library's noncopyable types a requirement names without `~Copyable`: a
    /// concurrency executor's job (swift-nio's `EventLoop.enqueue(_ job: consuming ExecutorJob)`).
    private static let noncopyableTypes: Set<String> = ["ExecutorJob"]

    /// Refuses a requirement whose values a mock cannot keep: noncopyable ones (it records its
    /// arguments and hands out copies of stubbed values) and non-escapable ones (which a record
    /// would outlive).
    ///
    /// `movesResult`: the method's result is a generic parameter that may be noncopyable and only
    /// closures pass (``movedResult(of:)``), so its `~Copyable` is one a mock can have.
    private func refuseUnrecordable(_ node: some SyntaxProtocol, movesResult: Bool = false) throws(MockableDiagnostic) {
        guard mayNameUnrecordable else { return }
        let tokens = node.tokens(viewMode: .sourceAccurate).map(\.text)
        for (index, token) in tokens.enumerated() where token == "~" && index + 1 < tokens.count {
            if tokens[index + 1] == "Copyable", !movesResult {
                throw .cannotMock(
                    "a requirement whose values may be noncopyable ('~Copyable'): a mock records its arguments "
                        + "and returns copies of stubbed values")
            }
            if tokens[index + 1] == "Escapable" {
                throw .cannotMock(
                    "a requirement whose values may be non-escapable ('~Escapable'): a mock records its "
                        + "arguments, which such a value must not outlive")
            }
        }
        if let job = tokens.first(where: Self.noncopyableTypes.contains) {
            throw .cannotMock(
                "a requirement that passes a noncopyable '\(job)': a mock records its arguments and returns copies "
                    + "of stubbed values")
        }
        let generic = zip(tokens, tokens.dropFirst()).first { Self.nonEscapableGenericTypes.contains($0) && $1 == "<" }
        if let span = tokens.first(where: Self.nonEscapableTypes.contains) ?? generic?.0 {
            throw .cannotMock(
                "a requirement that passes a non-escapable '\(span)': a mock records its arguments, which such "
                    + "a value must not outlive")
        }
    }

    /// Whether a method's result is a generic parameter that may be noncopyable, with no other
    /// `~Copyable` in the method, and its parameters name that type only inside closure types:
    /// `func watch<Return: ~Copyable>(_ handler: (Updates) async throws -> Return) async throws ->
    /// Return`. Only the caller's closure (or the answer) makes such a result, and nothing the
    /// mock records holds one, so the witness can move it out of a box (`NoncopyableResult`).
    private static func movedResult(of function: FunctionDeclSyntax) -> Bool {
        guard let clause = function.genericParameterClause,
            let result = function.signature.returnClause?.type.as(IdentifierTypeSyntax.self),
            result.genericArgumentClause == nil
        else { return false }
        let name = result.name.text
        func suppressesCopyable(_ type: TypeSyntax?) -> Bool {
            type?.tokens(viewMode: .sourceAccurate).contains { $0.text == "~" } == true
        }
        var suppressions = clause.parameters.filter { suppressesCopyable($0.inheritedType) }.map(\.name.text)
        for requirement in function.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                suppressesCopyable(conformance.rightType)
            else { continue }
            suppressions.append(conformance.leftType.trimmedSource)
        }
        let allTilde = function.tokens(viewMode: .sourceAccurate).filter { $0.text == "~" }
        guard !suppressions.isEmpty, suppressions.allSatisfy({ $0 == name }), allTilde.count == suppressions.count
        else { return false }
        // Every use of the result's type among the parameters is inside a closure type.
        return function.signature.parameterClause.parameters.allSatisfy { parameter in
            parameter.type.tokens(viewMode: .sourceAccurate).allSatisfy { $0.text != name || isInClosureType($0) }
        }
    }

    private static func isInClosureType(_ token: TokenSyntax) -> Bool {
        sequence(first: Syntax(token), next: \.parent).contains { $0.is(FunctionTypeSyntax.self) }
    }

    private func method(_ function: FunctionDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        var fixity = ""
        var isOperator = false
        switch function.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            isOperator = true
            // An actor mock's witnesses are isolated members of its own; an operator is not.
            if isActor { throw .unsupported("operator requirements ('\(function.name.text)') in an actor protocol") }
            fixity =
                function.modifiers.first {
                    $0.name.tokenKind == .keyword(.prefix) || $0.name.tokenKind == .keyword(.postfix)
                }.map { $0.name.text + " " } ?? ""
        default:
            break
        }
        let movesResult = movesNoncopyableResults && mayNameUnrecordable && Self.movedResult(of: function)
        try refuseUnrecordable(function, movesResult: movesResult)
        let (parser, generics) = try readingGenerics(function.genericParameterClause, function.genericWhereClause)
        let parameters = try function.signature.parameterClause.parameters.enumerated().map {
            position, parameter throws(MockableDiagnostic) in
            try parser.parameter(
                parameter, at: position, labelledOnlyWhenSpelledOut: isOperator, ofOperator: isOperator)
        }
        let returnType = function.signature.returnClause.map { parser.text($0.type) } ?? .void
        let effects = function.signature.effectSpecifiers
        var requirement = Requirement(
            kind: .method(name: function.name.text, parameters: parameters, returnType: returnType),
            isAsync: effects?.asyncSpecifier != nil,
            throwing: parser.throwing(effects?.throwsClause),
            // A `where` clause may name an associated type the signature does not
            // (`func insert<S: Sequence>(_ s: S) where S.Element == Item`).
            needsSelf: parser.needsSelf(Syntax(function.signature))
                || function.genericParameterClause.map { parser.needsSelf(Syntax($0)) } ?? false
                || function.genericWhereClause.map { parser.needsSelf(Syntax($0)) } ?? false
        )
        requirement.isOperator = isOperator
        requirement.isStatic = isStatic(function.modifiers)
        requirement.isNonisolated = isNonisolated(function.modifiers)
        requirement.isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        requirement.availability = availability(function.attributes)
        requirement.discardsResult = function.attributes.contains { $0.trimmedSource == "@discardableResult" }
        requirement.generics = generics
        requirement.fixity = fixity
        requirement.movesResult = movesResult
        return requirement
    }

    /// This parser with a method's or an initializer's generic parameters in scope (they hide the
    /// associated types named like them), and those parameters as the witness and the builders
    /// spell them.
    private func readingGenerics(
        _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
    ) throws(MockableDiagnostic) -> (RequirementParser, Requirement.Generics?) {
        guard let clause else { return (self, nil) }
        if clause.parameters.contains(where: Self.isPack) {
            throw .unsupported("parameter packs")
        }
        let names = clause.parameters.map(\.name.text)
        if isActor, let shadowing = names.first(where: allAssociatedTypes.contains) {
            throw .unsupported(
                "a generic parameter named like an associated type ('\(shadowing)') in an actor protocol")
        }
        var parser = self
        parser.genericNames = Set(names)
        let builderTypes = BuilderTypeRewriter(associatedTypes: parser.memberTypes)
        let generics = Requirement.Generics(
            clause: clause.trimmedSource,
            names: names,
            whereClause: whereClause.map { " " + $0.trimmedSource } ?? "",
            builderClause: builderTypes.rewrite(clause.trimmed).trimmedSource,
            builderWhereClause: whereClause.map { " " + builderTypes.rewrite($0.trimmed).trimmedSource } ?? ""
        )
        return (parser, generics)
    }

    private func property(_ variable: VariableDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        guard let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type,
            case .accessors(let accessors) = binding.accessorBlock?.accessors
        else { throw .unsupported("this property form") }
        try refuseUnrecordable(type)
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
        // `{ mutating get }`: a partial mock reads it from a copy of the real object.
        requirement.isMutating = getter?.modifier?.name.tokenKind == .keyword(.mutating)
        return requirement
    }

    /// A stored `var` of a class as a settable property requirement, for `@Stubbable`: `nil`
    /// unless it has one binding and a type, written or read off a literal initial value.
    package func storedProperty(_ variable: VariableDeclSyntax) -> Requirement? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation.map({ text($0.type) }) ?? Self.literalType(binding.initializer?.value)
        else { return nil }
        var requirement = Requirement(
            kind: .property(name: name, type: type, isSettable: true), isAsync: false, throwing: .none,
            needsSelf: false)
        requirement.availability = availability(variable.attributes)
        return requirement
    }

    /// The type Swift gives a literal with no context: `Int`, `Double`, `String`, `Bool`.
    private static func literalType(_ value: ExprSyntax?) -> TypeText? {
        guard let value else { return nil }
        let name: String
        switch value.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: name = "Int"
        case .floatLiteralExpr: name = "Double"
        case .stringLiteralExpr: name = "String"
        case .booleanLiteralExpr: name = "Bool"
        case .prefixOperatorExpr(let prefix) where prefix.operator.text == "-":
            return literalType(prefix.expression)
        default: return nil
        }
        return TypeText(witness: name, builder: name)
    }

    private func `subscript`(_ decl: SubscriptDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        // A generic subscript (fluent-kit's `subscript<Value>(dynamicMember keyPath: KeyPath<Model,
        // Value>) -> Value`) is recorded under its specialization, as a generic method's call is.
        try refuseUnrecordable(decl)
        let (parser, generics) = try readingGenerics(decl.genericParameterClause, decl.genericWhereClause)
        let parameters = try decl.parameterClause.parameters.enumerated().map {
            position, parameter throws(MockableDiagnostic) in
            try parser.parameter(parameter, at: position, labelledOnlyWhenSpelledOut: true)
        }
        // A closure index (`subscript(key:default:)`'s `@autoclosure`, as `Dictionary` has it) is
        // boxed while the accessor runs, as a method's closure argument is.
        if parameters.contains(where: { $0.passing == .variadic }) {
            throw .unsupported("subscripts with variadic indices")
        }
        var isSettable = false
        var getter: AccessorDeclSyntax?
        if case .accessors(let accessors) = decl.accessorBlock?.accessors {
            getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
            isSettable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
        }
        var requirement = Requirement(
            kind: .subscript(
                parameters: parameters, returnType: parser.text(decl.returnClause.type), isSettable: isSettable),
            isAsync: getter?.effectSpecifiers?.asyncSpecifier != nil,
            throwing: parser.throwing(getter?.effectSpecifiers?.throwsClause),
            needsSelf: parser.needsSelf(Syntax(decl.parameterClause)) || parser.needsSelf(Syntax(decl.returnClause))
                || decl.genericWhereClause.map { parser.needsSelf(Syntax($0)) } ?? false
        )
        requirement.isStatic = isStatic(decl.modifiers)
        requirement.isNonisolated = isNonisolated(decl.modifiers)
        requirement.availability = availability(decl.attributes)
        requirement.generics = generics
        return requirement
    }

    private func initializer(_ decl: InitializerDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        // swift-configuration's `FileConfigSnapshot.init(data: RawSpan, …)`.
        try refuseUnrecordable(decl)
        // A generic initializer (jwt-kit's `init<Bytes>(derRepresentation: Bytes)`) is recorded
        // under its specialization, as a generic method's call is.
        let (parser, generics) = try readingGenerics(decl.genericParameterClause, decl.genericWhereClause)
        let parameters = try decl.signature.parameterClause.parameters.enumerated().map {
            position, parameter throws(MockableDiagnostic) in
            try parser.parameter(parameter, at: position, labelledOnlyWhenSpelledOut: false)
        }
        // An `inout` parameter (postgres-nio's `PostgresDecodable.init(from byteBuffer: inout
        // ByteBuffer, …)`) is recorded as it came in: a mock's initializer has no answer to write back.
        let effects = decl.signature.effectSpecifiers
        var requirement = Requirement(
            kind: .initializer(parameters: parameters, isFailable: decl.optionalMark != nil),
            isAsync: effects?.asyncSpecifier != nil,
            throwing: parser.throwing(effects?.throwsClause),
            needsSelf: true
        )
        requirement.generics = generics
        // `nonisolated init(from:)`, restating `Decodable`'s in a module with default MainActor
        // isolation: its witness must be `nonisolated` too.
        requirement.isNonisolated = isNonisolated(decl.modifiers)
        return requirement
    }

    private func parameter(
        _ syntax: FunctionParameterSyntax, at position: Int, labelledOnlyWhenSpelledOut: Bool, ofOperator: Bool = false
    ) throws(MockableDiagnostic) -> Parameter {
        var parameter = try self.parameter(
            syntax.firstName, syntax.secondName, syntax.type, at: position, isVariadic: syntax.ellipsis != nil,
            labelledOnlyWhenSpelledOut: labelledOnlyWhenSpelledOut, ofOperator: ofOperator
        )
        parameter.isNameSynthesized = (syntax.secondName ?? syntax.firstName).text == "_"
        return parameter
    }

    private func parameter(
        _ firstName: TokenSyntax, _ secondName: TokenSyntax?, _ type: TypeSyntax, at position: Int,
        isVariadic: Bool, labelledOnlyWhenSpelledOut: Bool, ofOperator: Bool = false
    ) throws(MockableDiagnostic) -> Parameter {
        // A subscript's or an operator's parameter has an argument label only when it spells one
        // out (an operator's never does).
        let label = labelledOnlyWhenSpelledOut && secondName == nil ? "_" : firstName.text
        var name = (secondName ?? firstName).text
        var prefix = secondName.map { "\(firstName.text) \($0.text)" } ?? firstName.text
        // An operator's `lhs` is a name, no label: the builder, a method, spells that out.
        if ofOperator, secondName == nil, firstName.text != "_" { prefix = "_ " + prefix }
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
        var base = unparenthesized(type)
        var attributes: [String] = []
        var isInout = false
        var isConsuming = false
        var isBorrowing = false
        var isEscaping = false
        var isAutoclosure = false
        if let attributed = type.as(AttributedTypeSyntax.self) {
            base = unparenthesized(attributed.baseType)
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
            // `nonisolated(nonsending)`: the closure runs in its caller's isolation, and so must
            // the record's copy of it (a concurrent one would send the closure elsewhere).
            let isolation = attributed.specifiers.map(\.trimmedSource).filter { $0.hasPrefix("nonisolated") }
            attributes.insert(contentsOf: isolation.map { $0 + " " }, at: 0)
        }
        let baseText = text(base)
        var recorded = TypeText(
            witness: attributes.joined() + baseText.witness,
            builder: attributes.joined() + baseText.builder,
            recorded: attributes.joined() + baseText.recorded,
            mayBeExistential: baseText.mayBeExistential
        ).wrapping(attributes.isEmpty ? baseText.wrappedBuilder : nil)
        recorded.isOpaque = baseText.isOpaque
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
        parameter.isEscapingAutoclosure = isAutoclosure
        return parameter
    }

    /// `(() -> Void)` is `() -> Void`: parentheses around one unlabelled type change nothing.
    private func unparenthesized(_ type: TypeSyntax) -> TypeSyntax {
        var type = type
        while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil, only.ellipsis == nil
        {
            type = only.type
        }
        return type
    }

    private func throwing(_ clause: ThrowsClauseSyntax?) -> Requirement.Throwing {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrowing }
        // `throws(any Error)` is `throws`.
        if let type = clause.type,
            !["any Error", "Error", "Swift.Error", "any Swift.Error"].contains(type.trimmedSource)
        {
            return .typed(text(type))
        }
        return .untyped
    }

    /// `Self` and the protocol's associated types, as tokens anywhere in `node`.
    private func needsSelf(_ node: Syntax) -> Bool {
        let names = associatedTypes.union(dependentTypeAliases.subtracting(genericNames))
        guard mayNameSelf || !names.isEmpty else { return false }
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.Self) || names.contains(token.text)
        }
    }

    /// The type for the witness, and for the builders with `Self` as `Target` and each
    /// associated type `X` as `Target.X`.
    package func text(_ type: TypeSyntax) -> TypeText {
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
            var text = TypeText(
                witness: type.trimmedSource, builder: base.builder, recorded: base.recorded,
                mayBeExistential: base.isOpaque
            ).wrapping(base.wrappedBuilder)
            text.isOpaque = base.isOpaque
            return text
        }
        // `some Collection<Int>`, `(some Error)?`, `[some Shape]` are generic parameters of the
        // witness; their arguments are recorded as `any Collection<Int>`, `(any Error)?`,
        // `[any Shape]`, whatever the position and however many parameters the requirement has.
        if OpaqueTypeRewriter.containsOpaque(type) {
            let existential = text(OpaqueTypeRewriter().rewrite(type.trimmed).cast(TypeSyntax.self))
            var opened = TypeText(witness: existential.witness, builder: existential.builder, mayBeExistential: true)
                .wrapping(existential.wrappedBuilder)
            opened.isOpaque = true
            return opened
        }
        let witness = type.trimmedSource
        let existential = mayBeExistential(type)
        var wrapped: String?
        if let optional = type.as(OptionalTypeSyntax.self), !optional.wrappedType.is(TupleTypeSyntax.self) {
            wrapped = text(optional.wrappedType).builder
        }
        let memberTypes = memberTypes
        let namesMember = type.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.Self) || memberTypes.contains(token.text)
        }
        guard namesMember else {
            return TypeText(witness: witness, builder: witness, mayBeExistential: existential).wrapping(wrapped)
        }
        let builder = BuilderTypeRewriter(associatedTypes: memberTypes).rewrite(type.trimmed)
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

/// Rewrites every `some P` of a parameter's type to `any P`: the type its argument is recorded as.
private final class OpaqueTypeRewriter: SyntaxRewriter {
    init() { super.init(viewMode: .sourceAccurate) }

    static func containsOpaque(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.some) }
    }

    override func visit(_ node: SomeOrAnyTypeSyntax) -> TypeSyntax {
        let visited = super.visit(node)
        guard let rewritten = visited.as(SomeOrAnyTypeSyntax.self),
            rewritten.someOrAnySpecifier.tokenKind == .keyword(.some)
        else { return visited }
        return TypeSyntax(
            rewritten.with(
                \.someOrAnySpecifier,
                .keyword(
                    .any, leadingTrivia: rewritten.someOrAnySpecifier.leadingTrivia,
                    trailingTrivia: rewritten.someOrAnySpecifier.trailingTrivia)))
    }
}
