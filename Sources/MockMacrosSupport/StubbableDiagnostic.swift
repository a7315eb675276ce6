import SwiftDiagnostics
import SwiftSyntax

/// Everything `@Stubbable` can say about a declaration it cannot instrument.
enum StubbableDiagnostic {
    case onProtocol(String)
    case notAType
    /// On an extension, which a macro cannot give builders to.
    case onExtension(String)
    /// A member named like one `@Stubbable` adds (`stub`).
    case collision(String, type: String)
    /// A method whose body is inlined into callers (`@inlinable`), which would skip the stubs.
    case inlined(String, String)
    case rethrowing(String)
    /// A method whose values a stub cannot record (`~Copyable`), left as it is.
    case unrecordable(String, Unrecordable)
    /// What the parser cannot read, as `@Mockable` names it (`parameter packs`).
    case unsupported(MockableDiagnostic.Unsupported)
    /// Computed properties and subscripts, which keep their real accessors.
    case accessorsNotInstrumented([String], type: String)
    /// A stored property `@Stubbable` leaves as it is, and why.
    case propertyNotInstrumented(String, reason: PropertyReason)
    /// `@StubbedProperty` where it cannot work: on what (when it is a property) and why.
    case propertyMacroMisplaced(String?, reason: PropertyReason?)
    /// `@Stubbed` on an instance method of a struct or enum, whose calls have no identity to stub.
    case valueInstanceMethod(String, type: String)
    /// `#stubbed()` outside the body of a method of a type (in a closure, a nested function, a
    /// free function or an accessor).
    case stubbedOutsideMethod
    /// `#stubbed()` in an override, whose `super` call would be recorded a second time.
    case stubbedInOverride(String)
    /// `#stubbed()` in an instance method of a struct or enum.
    case stubbedInValueInstance(String, type: String)
    /// `#stubbed()` in a `rethrows` method, which `@Stubbable` cannot instrument yet.
    case stubbedInRethrowing(String)
    /// `if #stubbed()` in a method with a result: the other spelling, with the result's type.
    case stubbedWithoutAnswer(String, returnType: String)

    /// Why a stored property is left as it is declared.
    enum PropertyReason {
        // Not a stored variable: `@Stubbable` says nothing, `@StubbedProperty` says why.
        case constant, isPrivate, computed
        case staticStorage, observers
        /// `lazy`, `weak`, `unowned`, `dynamic` or `nonisolated`.
        case modifier(String)
        /// A property wrapper or another attribute that keeps the declaration as it is.
        case attribute(String)
        case severalBindings, synthesizedCoding, untyped
        /// `@StubbedProperty` outside a class.
        case notInAClass

        func phrase(_ name: String) -> String {
            switch self {
            case .constant: "it is a 'let' constant"
            case .isPrivate: "it is private"
            case .computed: "it is a computed property"
            case .staticStorage: "a static stored property cannot take accessors while it keeps its initial value"
            case .observers: "its 'willSet'/'didSet' observers would have to move into the setter"
            case .modifier(let modifier): "a '\(modifier)' property cannot take accessors"
            case .attribute(let attribute): "its attribute '\(attribute)' keeps the property as it is declared"
            case .severalBindings: "declare one property per 'var' to stub it"
            case .synthesizedCoding:
                "Swift synthesizes the type's Codable conformance from its stored properties; write 'init(from:)' and 'encode(to:)' to stub it"
            case .untyped: "write its type ('var \(name): Type = …') to stub it"
            case .notInAClass: "it is not declared in a class"
            }
        }
    }

    /// Why a method's calls cannot be recorded, as the parser found it.
    enum Unrecordable {
        case noncopyableValues, nonEscapableValues
        case noncopyableArgument(String)
        case nonEscapableArgument(String)

        init?(_ refusal: MockableDiagnostic) {
            switch refusal {
            case .noncopyableValues: self = .noncopyableValues
            case .nonEscapableValues: self = .nonEscapableValues
            case .noncopyableArgument(let type): self = .noncopyableArgument(type)
            case .nonEscapableArgument(let type): self = .nonEscapableArgument(type)
            default: return nil
            }
        }

        var reason: String {
            switch self {
            case .noncopyableValues:
                "its values may be noncopyable ('~Copyable'), and a stub records arguments and hands out copies of answers"
            case .nonEscapableValues:
                "its values may be non-escapable ('~Escapable'), which a recorded call would outlive"
            case .noncopyableArgument(let type):
                "it passes a noncopyable '\(type)', and a stub records arguments and hands out copies of answers"
            case .nonEscapableArgument(let type):
                "it passes a non-escapable '\(type)', which a recorded call would outlive"
            }
        }
    }

    var message: String {
        switch self {
        case .onProtocol(let name):
            "'@Stubbable' instruments real types; protocol '\(name)' has no code to instrument. Use '@Mockable' to generate a mock of it."
        case .notAType:
            "'@Stubbable' must be on a class, struct, enum or actor declaration."
        case .onExtension(let type):
            "'@Stubbable' goes on the declaration of '\(type)' itself: a macro on an extension cannot add to '\(type).StubbableBuilders'. Mark each method of this extension '@Stubbed' and give it a builder in 'extension \(type).StubbableBuilders' (see \"Methods declared in extensions\" in the Real objects article)."
        case .collision(let member, let type):
            "'@Stubbable' adds '\(member)' to '\(type)' for its builders, and '\(type)' already declares one. Rename this member to use '@Stubbable'."
        case .inlined(let method, let attribute):
            "'\(method)' is not instrumented: '\(attribute)' lets callers inline its body, and an inlined body skips the stubs. Remove '\(attribute)' to stub it."
        case .rethrowing(let method):
            "'\(method)' is not instrumented: '@Stubbable' cannot yet instrument 'rethrows' methods."
        case .unrecordable(let method, let why):
            "'\(method)' is not instrumented: \(why.reason); its real code runs whatever a test stubs."
        case .unsupported(let what):
            "'@Stubbable' does not support \(what.phrase) yet."
        case .accessorsNotInstrumented(let members, let type):
            "'@Stubbable' instruments the methods and stored properties of '\(type)'; \(members.map { "'\($0)'" }.joined(separator: ", ")) keep their real accessors (Swift macros cannot yet replace the accessors a computed property or subscript declares). Stub a method instead, or reach the value through a '@Mockable' protocol."
        case .propertyNotInstrumented(let name, let reason):
            "'\(name)' is not instrumented: \(reason.phrase(name))."
        case .propertyMacroMisplaced(let name?, let reason?):
            "'@StubbedProperty' cannot instrument '\(name)': \(reason.phrase(name))."
        case .propertyMacroMisplaced:
            "'@StubbedProperty' goes on a stored 'var' of a class."
        case .valueInstanceMethod(let method, let type):
            "'@Stubbed' cannot instrument '\(method)': an instance of value type '\(type)' has no identity a test could stub it by. Mark a static method or a method of a class '@Stubbed'."
        case .stubbedOutsideMethod:
            "'#stubbed()' asks for the answer of the method it is in: write it in the body of a method of a '@Stubbable' type, not in a closure, a nested function, an accessor or a free function."
        case .stubbedInOverride(let method):
            "'#stubbed()' cannot instrument the override '\(method)': its 'super' call would be recorded a second time. Remove '#stubbed()' and let '@Stubbed' instrument the override."
        case .stubbedInValueInstance(let method, let type):
            "'#stubbed()' cannot instrument '\(method)': an instance of value type '\(type)' has no identity a test could stub it by. Use it in a static method, or in a method of a class."
        case .stubbedInRethrowing(let method):
            "'#stubbed()' cannot instrument '\(method)': '@Stubbable' cannot yet instrument 'rethrows' methods."
        case .stubbedWithoutAnswer(let method, let returnType):
            "'\(method)' returns \(returnType): write 'if let answer: \(returnType) = #stubbed() { return answer }', so that a stub's answer is returned."
        }
    }

    var id: String {
        switch self {
        case .onProtocol: "onProtocol"
        case .notAType: "notAType"
        case .onExtension: "onExtension"
        case .collision: "collision"
        case .inlined: "inlined"
        case .rethrowing: "rethrows"
        case .unrecordable: "unrecordable"
        case .unsupported: "unsupported"
        case .accessorsNotInstrumented: "accessorsNotInstrumented"
        case .propertyNotInstrumented: "propertyNotInstrumented"
        case .propertyMacroMisplaced: "propertyMacroMisplaced"
        case .valueInstanceMethod: "valueInstanceMethod"
        case .stubbedOutsideMethod: "stubbedOutsideMethod"
        case .stubbedInOverride: "stubbedInOverride"
        case .stubbedInValueInstance: "stubbedInValueInstance"
        case .stubbedInRethrowing: "stubbedInRethrowing"
        case .stubbedWithoutAnswer: "stubbedWithoutAnswer"
        }
    }

    var severity: DiagnosticSeverity {
        switch self {
        case .onProtocol, .notAType, .onExtension, .collision, .unsupported, .propertyMacroMisplaced,
            .valueInstanceMethod, .stubbedOutsideMethod, .stubbedInOverride, .stubbedInValueInstance,
            .stubbedInRethrowing,
            .stubbedWithoutAnswer:
            .error
        case .inlined, .rethrowing, .unrecordable: .warning
        case .accessorsNotInstrumented, .propertyNotInstrumented: .remark
        }
    }

    func diagnostic(at node: some SyntaxProtocol, fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(
            node: Syntax(node),
            message: MacroDiagnosticMessage(message: message, domain: "Mocking.Stubbable", id: id, severity: severity),
            fixIts: fixIts)
    }

    /// For `@Stubbable` on a protocol: replace it with `@Mockable`.
    static func replacingWithMockable(_ attribute: AttributeSyntax) -> [FixIt] {
        [
            FixIt(
                message: MacroFixItMessage(
                    message: "Replace with '@Mockable'", domain: "Mocking.Stubbable", id: "useMockable"),
                changes: [
                    .replace(
                        oldNode: Syntax(attribute.attributeName),
                        newNode: Syntax(
                            IdentifierTypeSyntax(name: .identifier("Mockable")).with(
                                \.leadingTrivia, attribute.attributeName.leadingTrivia
                            ).with(\.trailingTrivia, attribute.attributeName.trailingTrivia))
                    )
                ]
            )
        ]
    }

    /// Moves `@Stubbable` from an extension onto each method it declares, as `@Stubbed`.
    static func stubbingEachMethod(of extensionDecl: ExtensionDeclSyntax, _ attribute: AttributeSyntax) -> [FixIt] {
        var rewritten = extensionDecl
        rewritten.attributes = extensionDecl.attributes.filter {
            $0.trimmedSource != attribute.trimmedSource
        }
        if rewritten.attributes.isEmpty {
            rewritten.extensionKeyword.leadingTrivia = extensionDecl.leadingTrivia
        }
        rewritten.memberBlock.members = MemberBlockItemListSyntax(
            extensionDecl.memberBlock.members.map { member in
                guard var function = member.decl.as(FunctionDeclSyntax.self), function.body != nil,
                    !function.attributes.contains(where: { $0.trimmedSource.hasPrefix("@Stubbed") })
                else { return member }
                let leading = function.leadingTrivia
                let indentation = Trivia(pieces: leading.reversed().prefix(while: \.isSpaceOrTab).reversed())
                function.leadingTrivia = .newline + indentation
                function.attributes.insert(
                    .attribute(AttributeSyntax("@Stubbed").with(\.leadingTrivia, leading)),
                    at: function.attributes.startIndex)
                return member.with(\.decl, DeclSyntax(function))
            })
        return [
            FixIt(
                message: MacroFixItMessage(
                    message: "Mark each method '@Stubbed' instead", domain: "Mocking.Stubbable", id: "stubbedMethods"),
                changes: [.replace(oldNode: Syntax(extensionDecl), newNode: Syntax(rewritten))]
            )
        ]
    }
}
