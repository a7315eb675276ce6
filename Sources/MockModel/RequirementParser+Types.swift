import SwiftSyntax

/// Parameters and types, as the witness, the builders and the record spell them.
extension RequirementParser {
    func parameter(
        _ syntax: FunctionParameterSyntax, at position: Int, labelledOnlyWhenSpelledOut: Bool, ofOperator: Bool = false
    ) throws(MockableDiagnostic) -> Parameter {
        var parameter = try self.parameter(
            syntax.firstName, syntax.secondName, syntax.type, at: position, isVariadic: syntax.ellipsis != nil,
            labelledOnlyWhenSpelledOut: labelledOnlyWhenSpelledOut, ofOperator: ofOperator
        )
        parameter.isNameSynthesized = (syntax.secondName ?? syntax.firstName).text == "_"
        return parameter
    }

    func parameter(
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
        let specified = specifiers(of: type)
        let base = specified.base
        let attributes = specified.attributes
        let baseText = text(base)
        var recorded = TypeText(
            witness: attributes.joined() + baseText.witness,
            builder: attributes.joined() + baseText.builder,
            recorded: attributes.joined() + baseText.recorded,
            mayBeExistential: baseText.mayBeExistential
        ).wrapping(attributes.isEmpty ? baseText.wrappedBuilder : nil)
        recorded.isOpaque = baseText.isOpaque
        var parameter: Parameter
        if specified.isInout {
            parameter = Parameter(
                label: label, declarationPrefix: prefix, name: name, type: recorded, declaredType: declared,
                passing: .inout)
        } else if base.is(FunctionTypeSyntax.self), !specified.isEscaping {
            // The box is Sendable itself; without `@Sendable` its closure type matches the
            // box's call operators.
            let boxed = attributes.filter { $0 != "@Sendable " }.joined()
            parameter = Parameter(
                label: label, declarationPrefix: prefix, name: name,
                type: TypeText(
                    witness: "Mocking.NonEscaping<\(boxed + baseText.witness)>",
                    builder: "Mocking.NonEscaping<\(boxed + baseText.builder)>"
                ),
                declaredType: declared, passing: specified.isAutoclosure ? .autoclosure : .nonEscaping
            )
        } else {
            parameter = Parameter(
                label: label, declarationPrefix: prefix, name: name, type: recorded, declaredType: declared,
                passing: .plain)
            parameter.isConsuming = specified.isConsuming
            parameter.isBorrowing = specified.isBorrowing
            parameter.isEscapingAutoclosure = specified.isAutoclosure
        }
        parameter.namesNonsendingClosure = Self.namesNonsendingClosure(type)
        return parameter
    }

    /// Whether `type` spells a closure `nonisolated(nonsending)`, at any depth
    /// (`(nonisolated(nonsending) () async -> Void)?` too).
    private static func namesNonsendingClosure(_ type: TypeSyntax) -> Bool {
        let tokens = Array(type.tokens(viewMode: .sourceAccurate))
        return tokens.indices.dropLast(2).contains { index in
            tokens[index].tokenKind == .keyword(.nonisolated) && tokens[index + 1].tokenKind == .leftParen
                && tokens[index + 2].text == "nonsending"
        }
    }

    /// What a parameter's type says beside its base type: its specifiers and attributes.
    private struct TypeSpecifiers {
        /// The type without them, and without parentheses around one type.
        var base: TypeSyntax
        /// The attributes the record keeps, each followed by a space: `@Sendable `, and first the
        /// isolation `nonisolated(nonsending) ` — the closure runs in its caller's isolation, and
        /// so must the record's copy of it (a concurrent one would send the closure elsewhere).
        var attributes: [String] = []
        var isInout = false
        var isConsuming = false
        var isBorrowing = false
        var isEscaping = false
        var isAutoclosure = false
    }

    private func specifiers(of type: TypeSyntax) -> TypeSpecifiers {
        guard let attributed = type.as(AttributedTypeSyntax.self) else {
            return TypeSpecifiers(base: unparenthesized(type))
        }
        var specified = TypeSpecifiers(base: unparenthesized(attributed.baseType))
        let specifiers = attributed.specifiers.map(\.trimmedSource)
        specified.isInout = specifiers.contains("inout")
        specified.isConsuming = specifiers.contains { ["consuming", "__owned"].contains($0) }
        specified.isBorrowing = specifiers.contains { ["borrowing", "__shared"].contains($0) }
        specified.attributes = specifiers.filter { $0.hasPrefix("nonisolated") }.map { $0 + " " }
        for attribute in attributed.attributes {
            let spelled = attribute.trimmedSource
            switch spelled {
            case "@escaping": specified.isEscaping = true
            case "@autoclosure": specified.isAutoclosure = true
            default: specified.attributes.append(spelled + " ")
            }
        }
        return specified
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

    func throwing(_ clause: ThrowsClauseSyntax?) -> Requirement.Throwing {
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
    func needsSelf(_ node: Syntax) -> Bool {
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
