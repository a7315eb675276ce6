import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#stubbed()` in the first line of a method of a `@Stubbable` type: the method keeps
/// its body where the user wrote it, so code coverage counts it, and the line asks the runtime
/// for a stubbed answer — `nil` to run the method's own code.
///
/// ```swift
/// func start(speed: Int) -> Bool {
///     if let answer: Bool = #stubbed() { return answer }
///     …
/// }
/// // #stubbed() expands to
/// { () -> (Bool)? in
/// #if DEBUG
///     @inline(never) func _stubbed() -> (Bool)? {
///         return Mocking.__Intercept.__answer(ObjectIdentifier(self), "start(speed:)\0(Int) -> Bool", speed)
///     }
///     guard !Mocking.__Intercept.isIdle else { return nil }
///     return _stubbed()
/// #else
///     return nil
/// #endif
/// }()
/// ```
///
/// The name, the parameters, the effects and the result come from the method the expansion is
/// in (the macro's lexical context). An idle call reads one atomic counter, as a `@Stubbed` one
/// does (BENCHMARKS.md has what that costs).
public struct StubbedAnswerMacro: ExpressionMacro {
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        StubbedAnswer(node, in: context, returnsAnswer: true)?.expression ?? "nil"
    }
}

/// `if #stubbed() { return }` in a method without a result: `true` where a stub answered.
public struct StubbedVoidMacro: ExpressionMacro {
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        StubbedAnswer(node, in: context, returnsAnswer: false)?.expression ?? "false"
    }
}

/// A method that begins with `#stubbed()`, as its expansion needs it.
struct StubbedAnswer {
    private let requirement: Requirement
    private let parameters: [Parameter]
    private let returnType: String
    private let effects: String
    private let condition: String
    private let returnsAnswer: Bool

    /// Reads the method around `node`; `nil` (after a diagnostic) where `#stubbed()` cannot work.
    init?(_ node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext, returnsAnswer: Bool) {
        // `try` and `await` around the expansion are scopes of its lexical context too.
        let lexicalContext = context.lexicalContext.drop { [.tryExpr, .awaitExpr].contains($0.kind) }
        guard let function = lexicalContext.first?.as(FunctionDeclSyntax.self),
            let enclosing = lexicalContext.dropFirst().first, Self.isType(enclosing)
        else {
            context.diagnose(StubbableDiagnostic.stubbedOutsideMethod.diagnostic(at: node))
            return nil
        }
        let parsed: Requirement?
        do {
            parsed = try RequirementParser(associatedTypes: []).parse(DeclSyntax(function)).first
        } catch {
            if case .unsupported(let what) = error {
                context.diagnose(StubbableDiagnostic.unsupported(what).diagnostic(at: node))
            }
            return nil
        }
        guard var requirement = parsed, case .method(_, let parameters, _) = requirement.kind else { return nil }
        let name = function.name.text
        requirement.isStatic = StubbableType.isStatic(function.modifiers)
        if !requirement.isStatic, let valueType = InterceptedCall.valueType(enclosing: enclosing) {
            context.diagnose(StubbableDiagnostic.stubbedInValueInstance(name, type: valueType).diagnostic(at: node))
            return nil
        }
        if InterceptedCall.isOverride(function) {
            context.diagnose(StubbableDiagnostic.stubbedInOverride(name).diagnostic(at: node))
            return nil
        }
        if case .rethrowing = requirement.throwing {
            context.diagnose(StubbableDiagnostic.stubbedInRethrowing(name).diagnostic(at: node))
            return nil
        }
        let returnType = function.signature.returnClause?.type.trimmedSource ?? "Void"
        if !returnsAnswer, !["Void", "()"].contains(returnType) {
            context.diagnose(
                StubbableDiagnostic.stubbedWithoutAnswer(name, returnType: returnType).diagnostic(at: node))
            return nil
        }
        // Named as its builder names it. `@Stubbable` writes the builders of a type's own methods
        // and keys those that begin with `#stubbed()` by their signature too, since this macro
        // cannot see the type's other methods; a method of an extension has a builder written by
        // hand, which names it by its selector, as for `@Stubbed`.
        requirement.isKeyedBySignature = enclosing.kind != .extensionDecl
        self.requirement = requirement
        self.parameters = parameters
        self.returnType = returnType
        self.effects = function.signature.effectSpecifiers.map { " " + $0.trimmedSource } ?? ""
        self.condition = Self.condition(of: enclosing)
        self.returnsAnswer = returnsAnswer
    }

    var expression: ExprSyntax {
        let markers = requirement.effectMarkers
        let entry = requirement.isAsync ? "__answerAsync" : "__answer"
        let failure: String =
            switch requirement.throwing {
            case .none, .rethrowing: ""
            case .untyped: ", throwing: (any Error).self"
            case .typed(let type): ", throwing: (\(type.witness)).self"
            }
        let returned = InterceptedCall.returned(
            entry, name: requirement.runtimeName, requirement, parameters, trailing: failure, indent: 8)
        // The idle check stays in the closure and the call into the runtime in a function of its
        // own, as `@Stubbed` does it: an idle call then sets up nothing the runtime call needs.
        let closure = """
            { ()\(effects) -> (\(returnType))? in
            #if \(condition)
                @inline(never) func _stubbed()\(effects) -> (\(returnType))? {
            \(returned)
                }
                guard !Mocking.__Intercept.isIdle else { return nil }
                return \(markers)_stubbed()
            #else
                return nil
            #endif
            }()
            """
        return returnsAnswer ? "\(raw: closure)" : "(\(raw: closure) != nil)"
    }

    private static func isType(_ node: Syntax) -> Bool {
        [.classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl].contains(node.kind)
    }

    /// The `compiledWhen:` of the type's `@Stubbable`, or `DEBUG`.
    private static func condition(of type: Syntax) -> String {
        guard let attributes = type.asProtocol(WithAttributesSyntax.self)?.attributes,
            let stubbable = attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
                ["Stubbable", "Mocking.Stubbable"].contains($0.attributeName.trimmedSource)
            })
        else { return "DEBUG" }
        return DeclarationText.compilationCondition(of: stubbable)
    }
}
