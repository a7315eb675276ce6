import SwiftSyntax

/// The one call into `Mocking.__Intercept` an instrumented method makes, as `@Stubbed` and
/// `#stubbed()` both write it, and what both ask of the method it is in.
enum InterceptedCall {
    /// `return try Mocking.__Intercept.__call(ObjectIdentifier(self), "name", arguments…)`, where
    /// `entry` names the entry point, `name` the call's runtime name and `trailing` ends the
    /// argument list (`, _realBody`), with each non-escaping closure parameter boxed around it,
    /// indented by `indent`.
    static func returned(
        _ entry: String, name: String, _ requirement: Requirement, _ parameters: [Parameter], trailing: String,
        indent: Int
    ) -> String {
        let markers = requirement.effectMarkers
        let call =
            "\(markers)Mocking.__Intercept.\(entry)(ObjectIdentifier(self), \"\(name)\", "
            + Requirement.recorded(parameters) + Requirement.writingBack(parameters) + trailing + ")"
        let wrapped = Requirement.wrapNonEscaping(parameters, effects: markers, call, indent: indent)
        return String(repeating: " ", count: indent) + "return " + wrapped.dropFirst(indent)
    }

    /// The value type an instance method is declared in, whose instances have no identity a test
    /// could stub them by.
    static func valueType(enclosing node: Syntax?) -> String? {
        node?.as(StructDeclSyntax.self)?.name.text ?? node?.as(EnumDeclSyntax.self)?.name.text
    }

    static func isOverride(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
}
