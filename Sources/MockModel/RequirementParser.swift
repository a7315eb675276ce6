import SwiftSyntax

/// Reads a protocol's members; `associatedTypes` are the protocol's own, so types that use them
/// can be spelled for the builders, as are its `typealias` members (`typeAliases`).
package struct RequirementParser {
    let allAssociatedTypes: Set<String>
    private let typeAliases: Set<String>
    /// The type aliases spelled with `Self` or an associated type: naming one uses them too.
    let dependentTypeAliases: Set<String>
    /// An actor's mock declares its witnesses in its own (generic) body, where a method's generic
    /// parameter may not be named like one of the mock's.
    package var isActor = false
    /// The generic parameters of the method being read.
    var genericNames: Set<String> = []
    /// Whether the protocol's text has `Self` in it, and whether it has `~` or the name of a
    /// type a mock cannot record: where it has not, a requirement's tokens are not walked for them
    /// (see `reading(_:)`).
    var mayNameSelf = true
    var mayNameUnrecordable = true
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
    var memberTypes: Set<String> { associatedTypes.union(typeAliases.subtracting(genericNames)) }

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
    static func isPack(_ parameter: GenericParameterSyntax) -> Bool {
        #if canImport(SwiftSyntax601)
        parameter.specifier != nil
        #else
        parameter.eachKeyword != nil
        #endif
    }

    func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// `@available(…) ` attributes, which the witness and the builder repeat: what the requirement
    /// names may exist only there.
    func availability(_ attributes: AttributeListSyntax) -> String {
        attributes.compactMap { element in
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedSource == "available"
            else { return nil }
            return attribute.trimmedSource + " "
        }.joined()
    }

    func isNonisolated(_ modifiers: DeclModifierListSyntax) -> Bool {
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
    func refuseUnrecordable(_ node: some SyntaxProtocol, movesResult: Bool = false) throws(MockableDiagnostic) {
        guard mayNameUnrecordable else { return }
        let tokens = node.tokens(viewMode: .sourceAccurate).map(\.text)
        for (index, token) in tokens.enumerated() where token == "~" && index + 1 < tokens.count {
            if tokens[index + 1] == "Copyable", !movesResult {
                throw .noncopyableValues
            }
            if tokens[index + 1] == "Escapable" {
                throw .nonEscapableValues
            }
        }
        if let job = tokens.first(where: Self.noncopyableTypes.contains) {
            throw .noncopyableArgument(type: job)
        }
        let generic = zip(tokens, tokens.dropFirst()).first { Self.nonEscapableGenericTypes.contains($0) && $1 == "<" }
        if let span = tokens.first(where: Self.nonEscapableTypes.contains) ?? generic?.0 {
            throw .nonEscapableArgument(type: span)
        }
    }

    /// Whether a method's result is a generic parameter that may be noncopyable, with no other
    /// `~Copyable` in the method, and its parameters name that type only inside closure types:
    /// `func watch<Return: ~Copyable>(_ handler: (Updates) async throws -> Return) async throws ->
    /// Return`. Only the caller's closure (or the answer) makes such a result, and nothing the
    /// mock records holds one, so the witness can move it out of a box (`NoncopyableResult`).
    static func movedResult(of function: FunctionDeclSyntax) -> Bool {
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
}
