import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `@_MockableBuilders`, which `@Mockable` puts on the `<Name>MockBuilders` protocol it
/// generates: each builder the protocol declares gets its body, one call into `MockProxy`.
///
/// A macro can extend only the declaration it is attached to, so the builders' bodies cannot come
/// from `@Mockable` itself; declaring them in a protocol is what lets a refining protocol's mock
/// take on its parents' builders.
public struct MockableBuildersMacro: ExtensionMacro {
    /// The expansion is written formatted; swift-syntax's formatting pass would only cost time.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else { return [] }
        let access = MockableMacro.accessModifier(of: protocolDecl)
        let selectors = declarations(in: protocolDecl.memberBlock.members).compactMap(selector)
        let overloaded = Set(Dictionary(grouping: selectors, by: { $0 }).filter { $0.value.count > 1 }.keys)
        let bodies = bodies(of: protocolDecl.memberBlock.members, access: access, overloaded: overloaded)
        return [
            Verbatim.extensionDeclaration(
                """
                \(MockDeclaration.nonisolatedType)extension \(type.trimmed) {
                \(bodies.joined(separator: "\n"))
                }
                """)
        ]
    }

    /// The builders declared in `members`, those inside `#if` blocks too.
    private static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let decls) = clause.elements else { return [] }
                return declarations(in: decls)
            }
        }
    }

    /// Each builder's body, inside the `#if` blocks its declaration is in.
    private static func bodies(
        of members: MemberBlockItemListSyntax, access: String, overloaded: Set<String>
    ) -> [String] {
        members.flatMap { member -> [String] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else {
                return body(of: member.decl, access: access, overloaded: overloaded).map { [$0] } ?? []
            }
            return conditional.clauses.flatMap { clause -> [String] in
                guard case .decls(let decls) = clause.elements else { return ["    " + Member.directive(of: clause)] }
                return ["    " + Member.directive(of: clause)]
                    + bodies(of: decls, access: access, overloaded: overloaded)
            } + ["    #endif"]
        }
    }

    /// The filters: every parameter but the trailing `at callSite` and a generic method's
    /// `returning: T.self`.
    private static func filters(_ parameters: FunctionParameterListSyntax) -> [FunctionParameterSyntax] {
        parameters.dropLast().filter { $0.firstName.text != "returning" }
    }

    /// The filter a parameter passes on: its `Arg`, or `.any` for a generic method's `T.Type`,
    /// which the runtime name already pins.
    private static func filterExpression(_ parameter: FunctionParameterSyntax) -> String {
        let name = (parameter.secondName ?? parameter.firstName).text
        let reference = Parameter.keywords.contains(name) ? "`\(name)`" : name
        if isOptionalArg(parameter.type) { return reference + ".arg" }
        return isArg(parameter.type) ? reference : "Mocking.Arg<\(parameter.type.trimmedDescription)>.any"
    }

    private static func isArg(_ type: TypeSyntax) -> Bool {
        type.as(MemberTypeSyntax.self)?.name.text == "Arg" || isOptionalArg(type)
    }

    private static func isOptionalArg(_ type: TypeSyntax) -> Bool {
        type.as(MemberTypeSyntax.self)?.name.text == "OptionalArg"
    }

    /// `<\(T.self)>` for a generic builder, as the witness records its calls.
    private static func genericSuffix(_ clause: GenericParameterClauseSyntax?) -> String {
        guard let clause else { return "" }
        return "<" + clause.parameters.map { "\\(\($0.name.text).self)" }.joined(separator: ", ") + ">"
    }

    static func selector(_ decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = filters(function.signature.parameterClause.parameters).map(\.firstName.text)
            return Requirement.selector(function.name.text.filter { $0 != "`" }, labels)
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            let labels = filters(subscriptDecl.parameterClause.parameters).map {
                $0.secondName == nil ? "_" : $0.firstName.text
            }
            return Requirement.selector("subscript", labels)
        }
        return nil
    }

    /// The runtime name: the selector, or the selector and signature for an overload by type.
    private static func runtimeName(
        _ decl: DeclSyntax, _ parameters: FunctionParameterListSyntax, _ result: TypeSyntax, overloaded: Set<String>
    ) -> String {
        guard let selector = selector(decl) else { return "" }
        guard overloaded.contains(selector) else { return selector }
        // `Mocking.Arg<T>` → `T`; the result's third generic argument is the return type.
        let types = filters(parameters).map { parameter in
            guard isArg(parameter.type) else { return parameter.type.trimmedDescription }
            let type = genericArguments(parameter.type).first ?? ""
            return isOptionalArg(parameter.type) ? type + "?" : type
        }
        let returnType = genericArguments(result).dropFirst(2).first ?? "Void"
        return Requirement.overloadedName(selector, types, returnType)
    }

    private static func genericArguments(_ type: some TypeSyntaxProtocol) -> [String] {
        let arguments =
            type.as(MemberTypeSyntax.self)?.genericArgumentClause?.arguments
            ?? type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
        return arguments?.map(\.argument.trimmedDescription) ?? []
    }

    static func body(of decl: DeclSyntax, access: String, overloaded: Set<String>) -> String? {
        let isStatic =
            decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            == true
        let staticPrefix = isStatic ? "static " : ""
        // The requirement's `@available`, repeated on the builder that implements it.
        let availability = (decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []).compactMap { element in
            element.as(AttributeSyntax.self).flatMap {
                $0.attributeName.trimmedDescription == "available" ? $0.trimmedDescription + "\n    " : nil
            }
        }.joined()
        let proxy = isStatic ? "Mocking.MockProxy<Target, Verb>.statics" : "proxy"
        if let function = decl.as(FunctionDeclSyntax.self), let result = function.signature.returnClause?.type {
            let parameters = function.signature.parameterClause.parameters
            let name =
                runtimeName(decl, parameters, result, overloaded: overloaded)
                + genericSuffix(function.genericParameterClause)
            let filterNames = filters(parameters).map { ", " + filterExpression($0) }.joined()
            let generics = function.genericParameterClause?.trimmedDescription ?? ""
            let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
            return """
                    \(availability)@discardableResult
                    \(access)\(staticPrefix)func \(function.name.text)\(generics)(\(withDefaultCallSite(parameters))) -> \(result.trimmedDescription)\(whereClause) {
                        \(proxy).message("\(name)"\(filterNames), at: \(callSiteName(parameters)))
                    }
                """
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            let parameters = subscriptDecl.parameterClause.parameters
            let result = subscriptDecl.returnClause.type
            let name = runtimeName(decl, parameters, result, overloaded: overloaded)
            let filterNames = filters(parameters).map { ", " + filterExpression($0) }.joined()
            return """
                    \(availability)\(access)subscript(\(withDefaultCallSite(parameters))) -> \(result.trimmedDescription) {
                        proxy.subscript("\(name)"\(filterNames), at: \(callSiteName(parameters)))
                    }
                """
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type
        {
            let name = binding.pattern.trimmedDescription
            return """
                    \(availability)\(access)\(staticPrefix)var \(name): \(type.trimmedDescription) {
                        \(proxy).property("\(name)")
                    }
                """
        }
        return nil
    }

    /// The name of the trailing call-site parameter.
    private static func callSiteName(_ parameters: FunctionParameterListSyntax) -> String {
        parameters.last.map { ($0.secondName ?? $0.firstName).text } ?? "callSite"
    }

    /// The parameters as declared, with `= #callSite` on the last one.
    private static func withDefaultCallSite(_ parameters: FunctionParameterListSyntax) -> String {
        parameters.map(\.trimmedDescription).joined(separator: " ") + " = #callSite"
    }
}
