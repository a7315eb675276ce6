import SwiftDiagnostics
import SwiftSyntax

/// Everything `@Mockable` can say about a declaration it cannot mock.
package enum MockableDiagnostic: Error {
    case notAProtocol(any DeclSyntaxProtocol)
    /// What the macro cannot mock yet (parameter packs); reported on the requirement.
    case unsupported(Unsupported)
    /// A requirement whose values may be noncopyable (`~Copyable`), which a mock records and copies;
    /// reported on it.
    case noncopyableValues
    /// A requirement whose values may be non-escapable (`~Escapable`), which a record would outlive.
    case nonEscapableValues
    /// A requirement passing a noncopyable type (`ExecutorJob`).
    case noncopyableArgument(type: String)
    /// A requirement passing a non-escapable type (`Span`).
    case nonEscapableArgument(type: String)
    /// A `where` clause whose same-type requirement names `Self` (`EphemeralPrivateKey.PublicKey ==
    /// Self`): the mock's own generic clause would name the mock.
    case whereClauseNamesSelf(requirement: String)
    /// A requirement with the signature of one of `Mock`'s methods (`verify()`), which it hides
    /// on the mock; a remark, since the mock works.
    case hidesMockMethod(name: String, mock: String)
    /// `@Mockable(unmocked: X.self)` where the protocol does not inherit from `X`.
    case unmockedNotAParent(parent: String, protocolName: String)
    /// A standard-library parent whose requirements a mock cannot take on (`Collection`).
    case unmockableParent(parent: String, protocolName: String, reason: String)
    /// `@__MockableWitnesses` or `@__MockableBuilders` (the attribute as written) not from `@Mockable`.
    case notFromMockable(attribute: String)
    /// `@__MockableWitnesses` or `@__MockableBuilders` (the attribute as written) asked for a model its
    /// plugin process does not have (it never did, so far).
    case modelNotFound(attribute: String)
    /// A `private` protocol nested in a type: visible only inside the type's declarations, where
    /// the extensions holding the mock's witnesses and builders cannot be.
    case privateNested(protocolName: String)

    package var message: String {
        switch self {
        case .notAProtocol(let decl):
            "'@Mockable' can only be applied to a protocol; \(Self.describe(decl)) is not one. Mock a protocol the type conforms to, or use '@Stubbable' for real objects."
        case .unsupported(let what):
            "'@Mockable' does not support \(what.phrase) yet; write this mock by hand (see 'Writing a mock by hand')."
        case .noncopyableValues:
            Self.cannotMock(
                "a requirement whose values may be noncopyable ('~Copyable'): a mock records its arguments and "
                    + "returns copies of stubbed values")
        case .nonEscapableValues:
            Self.cannotMock(
                "a requirement whose values may be non-escapable ('~Escapable'): a mock records its arguments, "
                    + "which such a value must not outlive")
        case .noncopyableArgument(let type):
            Self.cannotMock(
                "a requirement that passes a noncopyable '\(type)': a mock records its arguments and returns copies "
                    + "of stubbed values")
        case .nonEscapableArgument(let type):
            Self.cannotMock(
                "a requirement that passes a non-escapable '\(type)': a mock records its arguments, which such a "
                    + "value must not outlive")
        case .whereClauseNamesSelf(let requirement):
            Self.cannotMock(
                "a protocol whose 'where' clause names Self ('\(requirement)'): its mock would require itself in its "
                    + "generic clause, which Swift refuses")
        case .hidesMockMethod(let name, let mock):
            "'\(name)()' is also a method of every mock: on \(mock), 'mock.\(name)()' calls this requirement. Use 'Mocking.\(name)(mock)' for the mock's own \(name)."
        case .unmockedNotAParent(let parent, let protocolName):
            "'unmocked:' names '\(parent)', which '\(protocolName)' does not inherit from; list only parents without '@Mockable'."
        case .unmockableParent(let parent, let protocolName, let reason):
            "'@Mockable' cannot mock '\(protocolName)': its parent '\(parent)' has \(reason), which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand')."
        case .notFromMockable(let attribute):
            "'@\(attribute)' is written by '@Mockable' on a protocol it generates; put '@Mockable' on your protocol instead."
        case .modelNotFound(let attribute):
            "'@\(attribute)' found no model of this mock's protocol in its plugin process, which expanded '@Mockable' on it before. Build again; if this persists, please report it to Mocking with the compiler's command line."
        case .privateNested(let protocolName):
            "'@Mockable' cannot mock '\(protocolName)': a 'private' protocol nested in a type is visible only inside that type's declarations, and its mock's witnesses are written outside them. Declare it 'fileprivate': the rest of this file, its mock included, can then see it."
        }
    }

    package var id: String {
        switch self {
        case .notAProtocol: "notAProtocol"
        case .unsupported: "unsupported"
        case .noncopyableValues: "noncopyableValues"
        case .nonEscapableValues: "nonEscapableValues"
        case .noncopyableArgument: "noncopyableArgument"
        case .nonEscapableArgument: "nonEscapableArgument"
        case .whereClauseNamesSelf: "whereClauseNamesSelf"
        case .hidesMockMethod: "hidesMockMethod"
        case .unmockedNotAParent: "unmockedNotAParent"
        case .unmockableParent: "unmockableParent"
        case .notFromMockable: "notFromMockable"
        case .modelNotFound: "modelNotFound"
        case .privateNested: "privateNested"
        }
    }

    /// What `unsupported` names.
    package enum Unsupported: Equatable, Sendable {
        case parameterPacks
        /// A generic parameter of an actor protocol's method named like an associated type.
        case genericParameterNamedLikeAssociatedType(String)
        /// An operator requirement of an actor protocol.
        case operatorInActor(String)
        /// A property whose declaration the macro cannot read (no type, a pattern).
        case propertyForm
        case variadicSubscriptIndices
        /// Associated types under `#if` that not every clause (an `#else` among them) declares.
        case conditionalAssociatedTypesNotInEveryClause
        /// A `where` clause on an associated type declared under `#if`.
        case whereClauseOnConditionalAssociatedType(String)

        /// How the message names it, after "does not support".
        package var phrase: String {
            switch self {
            case .parameterPacks: "parameter packs"
            case .genericParameterNamedLikeAssociatedType(let name):
                "a generic parameter named like an associated type ('\(name)') in an actor protocol"
            case .operatorInActor(let name): "operator requirements ('\(name)') in an actor protocol"
            case .propertyForm: "this property form"
            case .variadicSubscriptIndices: "subscripts with variadic indices"
            case .conditionalAssociatedTypesNotInEveryClause:
                "associated types declared under '#if' but not in every clause, '#else' among them"
            case .whereClauseOnConditionalAssociatedType(let name):
                "'where' clauses on associated types declared under '#if' ('\(name)')"
            }
        }
    }

    package var severity: DiagnosticSeverity {
        if case .hidesMockMethod = self { return .remark }
        return .error
    }

    package func diagnostic(at node: some SyntaxProtocol, fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(
            node: Syntax(node),
            message: MacroDiagnosticMessage(message: message, domain: "Mocking.Mockable", id: id, severity: severity),
            fixIts: fixIts)
    }

    /// For `@Mockable` on something other than a protocol: the fix-it that removes the attribute
    /// and the line break after it.
    package static func removing(_ attribute: AttributeSyntax, from declaration: some DeclSyntaxProtocol) -> [FixIt] {
        // The expansion sees a copy of the declaration, so the attribute is found by its spelling.
        let spelling = attribute.trimmedSource
        guard let attributed = declaration.asProtocol(WithAttributesSyntax.self),
            let removed = attributed.attributes.first(where: { $0.trimmedSource == spelling }),
            let next = removed.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
        else { return [] }
        return [
            FixIt(
                message: MacroFixItMessage(
                    message: "Remove '@Mockable'", domain: "Mocking.Mockable", id: "removeAttribute"),
                changes: [
                    .replace(
                        oldNode: Syntax(removed), newNode: Syntax(TokenSyntax(.stringSegment(""), presence: .present))),
                    .replaceLeadingTrivia(token: next, newTrivia: removed.leadingTrivia),
                ]
            )
        ]
    }

    /// For a `private` protocol nested in a type: the fix-it that declares it `fileprivate`.
    package static func makingFileprivate(_ declaration: ProtocolDeclSyntax) -> [FixIt] {
        guard let modifier = declaration.modifiers.first(where: { $0.name.tokenKind == .keyword(.private) }) else {
            return []
        }
        return [
            FixIt(
                message: MacroFixItMessage(
                    message: "Declare it 'fileprivate'", domain: "Mocking.Mockable", id: "makeFileprivate"),
                changes: [
                    .replace(
                        oldNode: Syntax(modifier.name),
                        newNode: Syntax(modifier.name.with(\.tokenKind, .keyword(.fileprivate))))
                ]
            )
        ]
    }

    private static func cannotMock(_ what: String) -> String {
        "'@Mockable' cannot mock \(what); write this mock by hand (see 'Writing a mock by hand')."
    }

    private static func describe(_ decl: any DeclSyntaxProtocol) -> String {
        if let decl = decl.as(StructDeclSyntax.self) { return "struct '\(decl.name.text)'" }
        if let decl = decl.as(ClassDeclSyntax.self) { return "class '\(decl.name.text)'" }
        if let decl = decl.as(EnumDeclSyntax.self) { return "enum '\(decl.name.text)'" }
        if let decl = decl.as(ActorDeclSyntax.self) { return "actor '\(decl.name.text)'" }
        if let decl = decl.as(ExtensionDeclSyntax.self) {
            return "an extension of '\(decl.extendedType.trimmedSource)'"
        }
        return "this declaration"
    }
}
