import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `@Mocking.Stubbed`, which `@Stubbable` puts on each method it instruments: the
/// method's own body moves, unchanged, into a local function, and the method makes one call into
/// `Mocking.__Intercept`, which runs that function unless a test stubbed the call.
///
/// ```swift
/// func defaultImage(size: Int) -> Image {
///     func _realBody() -> Image {
///         Image(size: size)
///     }
///     #if DEBUG
///     @inline(never) func _intercepted() -> Image {
///         return Mocking.__Intercept.__call(ObjectIdentifier(self), "defaultImage(size:)", size, _realBody)
///     }
///     guard !Mocking.__Intercept.isIdle else { return _realBody() }
///     return _intercepted()
///     #else
///     return _realBody()
///     #endif
/// }
/// ```
public struct StubbedMacro: BodyMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
        in context: some MacroExpansionContext
    ) throws -> [CodeBlockItemSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self), let body = function.body,
            var requirement = try? RequirementParser(associatedTypes: []).parse(DeclSyntax(function)).first,
            case .method(_, let parameters, _) = requirement.kind
        else { return declaration.body.map { Array($0.statements) } ?? [] }

        var condition = "DEBUG"
        var runtimeName = requirement.runtimeName
        if case .argumentList(let arguments) = node.arguments {
            for argument in arguments {
                guard let value = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
                    continue
                }
                switch argument.label?.text {
                case "named": runtimeName = value + (requirement.generics?.runtimeSuffix ?? "")
                case "compiledWhen": condition = value
                default: break
                }
            }
        }
        requirement.isStatic = StubbableType.isStatic(function.modifiers)
        // A call is stubbed by its object's identity (`ObjectIdentifier(self)`), which a struct's or
        // an enum's instance does not have.
        if !requirement.isStatic, let valueType = InterceptedCall.valueType(enclosing: context.lexicalContext.first) {
            context.diagnose(
                StubbableDiagnostic.valueInstanceMethod(function.name.text, type: valueType).diagnostic(at: node))
            return Array(body.statements)
        }
        // An override's `super` call must not record the call again.
        let isOverride = !requirement.isStatic && InterceptedCall.isOverride(function)
        let markers = requirement.effectMarkers
        // `self` in a static member is the type it was called on: a subclass's class-method stubs
        // answer calls on the subclass only. What an `andCall` body writes to `inout` arguments
        // reaches the caller.
        let intercepted = InterceptedCall.returned(
            requirement.isAsync ? "__callAsync" : "__call", name: runtimeName, requirement, parameters,
            trailing: (isOverride ? ", isOverride: true" : "") + ", _realBody", indent: 4)
        let effects = function.signature.effectSpecifiers.map { " " + $0.trimmedSource } ?? ""
        let returnClause = function.signature.returnClause.map { " " + $0.trimmedSource } ?? ""
        // The idle check stays in the method and the call into the runtime in a function of its
        // own, so an idle call runs the body without setting up what the runtime call needs.
        return [
            """
            func _realBody()\(raw: effects)\(raw: returnClause) {
            \(raw: dedented(body.statements))
            }
            #if \(raw: condition)
            @inline(never) func _intercepted()\(raw: effects)\(raw: returnClause) {
            \(raw: intercepted)
            }
            guard !Mocking.__Intercept.isIdle else { return \(raw: markers)_realBody() }
            return \(raw: markers)_intercepted()
            #else
            return \(raw: markers)_realBody()
            #endif
            """
        ]
    }

    /// The statements as written, without the indentation they had in the method.
    private static func dedented(_ statements: CodeBlockItemListSyntax) -> String {
        var lines = statements.description.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.allSatisfy(\.isWhitespace) }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        let indentation =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { $0.dropFirst(min(indentation, $0.count)) }.joined(separator: "\n")
    }
}
