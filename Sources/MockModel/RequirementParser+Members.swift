import SwiftSyntax

/// Each kind of member read into a `Requirement`.
extension RequirementParser {
    func method(_ function: FunctionDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        var fixity = ""
        var isOperator = false
        switch function.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            isOperator = true
            // An actor mock's witnesses are isolated members of its own; an operator is not.
            if isActor { throw .unsupported(.operatorInActor(function.name.text)) }
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
            throw .unsupported(.parameterPacks)
        }
        let names = clause.parameters.map(\.name.text)
        if isActor, let shadowing = names.first(where: allAssociatedTypes.contains) {
            throw .unsupported(.genericParameterNamedLikeAssociatedType(shadowing))
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

    func property(_ variable: VariableDeclSyntax) throws(MockableDiagnostic) -> Requirement {
        guard let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type,
            case .accessors(let accessors) = binding.accessorBlock?.accessors
        else { throw .unsupported(.propertyForm) }
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

    func `subscript`(_ decl: SubscriptDeclSyntax) throws(MockableDiagnostic) -> Requirement {
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
            throw .unsupported(.variadicSubscriptIndices)
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

    func initializer(_ decl: InitializerDeclSyntax) throws(MockableDiagnostic) -> Requirement {
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
}
