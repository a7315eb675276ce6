import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `@Stubbable`: puts `@Mocking.Stubbed` on each method it instruments (the body macro
/// does the instrumenting), adds `stub`, `expect`, `received` and `capture` with their builders,
/// and the `Mocking.Stubbable` conformance.
///
/// A class has its instance and static methods and its stored `var` properties instrumented (the
/// latter by `@Mocking.StubbedProperty`); a struct, enum or actor its static methods. No macro can
/// wrap accessors a declaration has (swift-syntax 603 cannot expand a body macro on an accessor),
/// so computed properties and subscripts keep theirs; a remark says which.
public struct StubbableMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// The expansion is written formatted; swift-syntax's formatting pass would only cost time.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard var type = StubbableType(declaration, node, diagnosingIn: context) else { return [] }
        // The compiler lists `Stubbable` only where the type does not conform yet: a class that
        // does conforms through its superclass, whose builders its own extend.
        if type.isClass, protocols.isEmpty {
            type.stubbableSuperclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedSource
        }
        return type.renderMembers()
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let type = StubbableType(declaration, node, diagnosingIn: nil) else { return [] }
        if let variable = member.as(VariableDeclSyntax.self) {
            guard
                type.properties.contains(where: {
                    $0.declaration.position == variable.position
                        || $0.declaration.trimmedSource == variable.trimmedSource
                }),
                !StoredProperty.isMarked(variable)
            else { return [] }
            let list = type.condition != "DEBUG" ? "(compiledWhen: \"\(type.condition)\")" : ""
            return [AttributeSyntax("@Mocking.StubbedProperty\(raw: list)")]
        }
        guard let function = member.as(FunctionDeclSyntax.self),
            let method = type.methods.first(where: {
                $0.declaration.position == function.position
                    || $0.declaration.trimmedSource == function.trimmedSource
            })
        else { return [] }
        // A method that begins with `#stubbed()` asks for its answer itself and keeps its body.
        guard !method.asksForItsAnswer else { return [] }
        var arguments: [String] = []
        if method.requirement.isOverloadedByType {
            arguments.append("named: \"\(method.requirement.runtimeName)\"")
        }
        if type.condition != "DEBUG" {
            arguments.append("compiledWhen: \"\(type.condition)\"")
        }
        let list = arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"
        return [AttributeSyntax("@Mocking.Stubbed\(raw: list)")]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // A subclass of a `@Stubbable` class conforms already.
        guard StubbableType(declaration, node, diagnosingIn: nil) != nil, !protocols.isEmpty else { return [] }
        return [Verbatim.extensionDeclaration("extension \(type.trimmed): Mocking.Stubbable {}")]
    }
}

/// A type `@Stubbable` is attached to, and the methods it instruments.
struct StubbableType {
    struct Method {
        let declaration: FunctionDeclSyntax
        var requirement: Requirement
        /// Whether the body uses `#stubbed()`: the method then asks the runtime for its answer
        /// itself, keeps its body where it is written (for code coverage), and is named by its
        /// signature, as `#stubbed()`, which cannot see the type's other methods, names it.
        let asksForItsAnswer: Bool

        init(declaration: FunctionDeclSyntax, requirement: Requirement) {
            self.declaration = declaration
            self.requirement = requirement
            asksForItsAnswer = declaration.body.map(Self.usesStubbed) ?? false
            if asksForItsAnswer { self.requirement.isKeyedBySignature = true }
        }

        private static func usesStubbed(_ body: CodeBlockSyntax) -> Bool {
            var previous: TokenKind?
            for token in body.tokens(viewMode: .sourceAccurate) {
                if previous == .pound, token.tokenKind == .identifier("stubbed") { return true }
                previous = token.tokenKind
            }
            return false
        }
    }

    /// A stored `var` of a class, which `@StubbedProperty` turns into a getter and a setter over
    /// storage of its own.
    struct Property {
        let declaration: VariableDeclSyntax
        let requirement: Requirement
    }

    let name: String
    let access: String
    let isClass: Bool
    /// A `final` class: its builders are structs, its type's builders `static`.
    let isFinal: Bool
    /// An `open` class: its builders and the properties that return them are `open`, for subclasses
    /// in other modules to extend.
    let isOpen: Bool
    /// The superclass, where it is `@Stubbable` itself: the builders are classes that inherit its
    /// builders, so `sub.stub` has the superclass's methods and the subclass's own; the properties
    /// that return them override the superclass's.
    var stubbableSuperclass: String?
    let isGlobalActorIsolated: Bool
    let condition: String
    private(set) var methods: [Method] = []
    private(set) var properties: [Property] = []

    /// The names `@Stubbable` adds to the type.
    static let addedNames: Set<String> = ["stub", "expect", "received", "capture"]

    /// Reads `declaration`; `nil` (after a diagnostic, when `context` is given) where it cannot
    /// be instrumented.
    init?(
        _ declaration: some DeclGroupSyntax, _ node: AttributeSyntax, diagnosingIn context: (any MacroExpansionContext)?
    ) {
        guard let (name, isClass) = Self.instrumentedType(declaration, node, diagnosingIn: context) else { return nil }
        self.name = name
        self.isClass = isClass
        access = DeclarationText.accessModifier(of: declaration.modifiers)
        isFinal = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        isOpen = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.open) }
        isGlobalActorIsolated = declaration.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedSource.hasSuffix("Actor") == true
        }
        condition = DeclarationText.compilationCondition(of: node)
        guard readMembers(of: declaration, node, diagnosingIn: context) else { return nil }
        keyOverloadsBySignature()
    }

    /// The name of the type `declaration` declares, and whether it is a class; `nil` (diagnosed)
    /// for a protocol, an extension or anything else.
    private static func instrumentedType(
        _ declaration: some DeclGroupSyntax, _ node: AttributeSyntax, diagnosingIn context: (any MacroExpansionContext)?
    ) -> (name: String, isClass: Bool)? {
        switch Syntax(declaration).as(SyntaxEnum.self) {
        case .classDecl(let decl): return (decl.name.text, true)
        case .structDecl(let decl): return (decl.name.text, false)
        case .enumDecl(let decl): return (decl.name.text, false)
        case .actorDecl(let decl): return (decl.name.text, false)
        case .protocolDecl(let decl):
            context?.diagnose(
                StubbableDiagnostic.onProtocol(decl.name.text).diagnostic(
                    at: node, fixIts: StubbableDiagnostic.replacingWithMockable(node)
                ))
        case .extensionDecl(let decl):
            context?.diagnose(
                StubbableDiagnostic.onExtension(decl.extendedType.trimmedSource).diagnostic(
                    at: node, fixIts: StubbableDiagnostic.stubbingEachMethod(of: decl, node)
                ))
        default:
            context?.diagnose(StubbableDiagnostic.notAType.diagnostic(at: node))
        }
        return nil
    }

    /// Reads the methods and stored properties to instrument, and says why each other member is
    /// left alone; `false` where a member stands in the way of the whole type.
    private mutating func readMembers(
        of declaration: some DeclGroupSyntax, _ node: AttributeSyntax,
        diagnosingIn context: (any MacroExpansionContext)?
    ) -> Bool {
        var failed = false
        var untouched: [String] = []
        let parser = RequirementParser(associatedTypes: [])
        let codingIsSynthesized = isClass && Self.synthesizesCoding(declaration)
        for member in declaration.memberBlock.members {
            let decl = member.decl
            if let named = Self.addedName(declaredBy: decl) {
                context?.diagnose(StubbableDiagnostic.collision(named, type: name).diagnostic(at: decl))
                failed = true
                continue
            }
            if let variable = decl.as(VariableDeclSyntax.self), Self.isComputed(variable),
                isClass || Self.isStatic(variable.modifiers)
            {
                untouched.append(variable.bindings.first?.pattern.trimmedSource ?? "")
                continue
            }
            if let variable = decl.as(VariableDeclSyntax.self), isClass {
                switch StoredProperty.read(variable, codingIsSynthesized: codingIsSynthesized) {
                case .instrumented(let requirement):
                    properties.append(Property(declaration: variable, requirement: requirement))
                case .notInstrumented(let name, let reason):
                    context?.diagnose(
                        StubbableDiagnostic.propertyNotInstrumented(name, reason: reason).diagnostic(at: variable))
                case .notAStoredVariable:
                    break
                }
                continue
            }
            if let subscriptDecl = decl.as(SubscriptDeclSyntax.self), isClass || Self.isStatic(subscriptDecl.modifiers)
            {
                untouched.append("subscript" + subscriptDecl.parameterClause.trimmedSource)
                continue
            }
            guard let function = decl.as(FunctionDeclSyntax.self), function.body != nil,
                isClass || Self.isStatic(function.modifiers),
                !function.modifiers.contains(where: {
                    [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
                })
            else { continue }
            switch Self.method(function, parsedBy: parser, diagnosingIn: context) {
            case .instrumented(let method): methods.append(method)
            case .leftAlone: break
            case .unsupported: failed = true
            }
        }
        if !failed, !untouched.isEmpty {
            context?.diagnose(StubbableDiagnostic.accessorsNotInstrumented(untouched, type: name).diagnostic(at: node))
        }
        return !failed
    }

    /// What becomes of a method.
    private enum MethodReading {
        case instrumented(Method)
        /// Not instrumented, and said so (`@inlinable`, `rethrows`, `~Copyable` values).
        case leftAlone
        /// Something the parser cannot read yet, which stands in the way of the whole type.
        case unsupported
    }

    private static func method(
        _ function: FunctionDeclSyntax, parsedBy parser: RequirementParser,
        diagnosingIn context: (any MacroExpansionContext)?
    ) -> MethodReading {
        if let attribute = function.attributes.first(where: { inlinedAttributes.contains($0.trimmedSource) }) {
            context?.diagnose(
                StubbableDiagnostic.inlined(function.name.text, attribute.trimmedSource).diagnostic(at: attribute))
            return .leftAlone
        }
        if function.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) {
            context?.diagnose(StubbableDiagnostic.rethrowing(function.name.text).diagnostic(at: function.name))
            return .leftAlone
        }
        do {
            guard let requirement = try parser.parse(DeclSyntax(function)).first else { return .leftAlone }
            return .instrumented(Method(declaration: function, requirement: requirement))
        } catch {
            if case .unsupported(let what) = error {
                context?.diagnose(StubbableDiagnostic.unsupported(what).diagnostic(at: function))
                return .unsupported
            }
            if let why = StubbableDiagnostic.Unrecordable(error) {
                // Left as it is, and said so: its real code runs whatever a test stubs.
                context?.diagnose(
                    StubbableDiagnostic.unrecordable(function.name.text, why).diagnostic(at: function.name))
            }
            return .leftAlone
        }
    }

    /// Overloads by type get signature-qualified names, instance and static members apart (a
    /// method that begins with `#stubbed()` is keyed by its signature already).
    private mutating func keyOverloadsBySignature() {
        for isStatic in [false, true] {
            let indices = methods.indices.filter {
                methods[$0].requirement.isStatic == isStatic && !methods[$0].asksForItsAnswer
            }
            let selectors = Dictionary(grouping: indices, by: { methods[$0].requirement.selector })
            for group in selectors.values where group.count > 1 {
                let overloads = group.map { methods[$0].requirement }
                for index in group {
                    methods[index].requirement.isOverloadedByType = true
                    methods[index].requirement.resultOverload = methods[index].requirement.resultOverload(
                        among: overloads)
                }
            }
        }
    }

    // MARK: Rendering

    /// `stub`, `expect`, `received` and `capture` on instances and on the type, with their builders.
    func renderMembers() -> [DeclSyntax] {
        // A subclass of a `@Stubbable` class reaches its overrides through the builders it inherits.
        let methods = methods.filter { stubbableSuperclass == nil || !InterceptedCall.isOverride($0.declaration) }
        let instance = properties.map(\.requirement) + methods.filter { !$0.requirement.isStatic }.map(\.requirement)
        let statics = methods.filter { $0.requirement.isStatic }.map(\.requirement)
        var lines: [String] = []
        let modifiers =
            (isOpen ? "open " : access) + (isGlobalActorIsolated ? "nonisolated " : "")
            + (stubbableSuperclass != nil ? "override " : "")
        let verbs = [
            ("stub", "Stubbing"), ("expect", "Expecting"), ("received", "Verifying"), ("capture", "Capturing"),
        ]
        // The builders are there even with nothing in them yet: methods declared in extensions
        // reach tests through builders written in extensions of these structs.
        if isClass {
            for (name, verb) in verbs {
                lines.append(
                    "\(modifiers)var \(name): StubbableBuilders<Mocking.MockVerbs.\(verb)> { StubbableBuilders(Mocking.RealTarget(object: self)) }"
                )
            }
            lines.append(builders("StubbableBuilders", instance))
        }
        // A class that can have subclasses has class properties, which theirs override.
        let typeMember = isClass && !isFinal ? "class var" : "static var"
        for (name, verb) in verbs {
            lines.append(
                "\(modifiers)\(typeMember) \(name): StubbableTypeBuilders<Mocking.MockVerbs.\(verb)> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }"
            )
        }
        lines.append(builders("StubbableTypeBuilders", statics))
        return [
            Verbatim.declaration(
                """
                #if \(condition)
                \(lines.joined(separator: "\n"))
                #endif
                """)
        ]
    }

    /// The builders: a struct, but a class where the type is a class that can have subclasses or
    /// is one (its subclasses' builders inherit its own, as their properties override its own).
    private func builders(_ typeName: String, _ requirements: [Requirement]) -> String {
        // A static method's builders are instance members of the type's builders struct.
        let bodies = requirements.map { requirement in
            var requirement = requirement
            requirement.isStatic = false
            return requirement.builder(access: access)
        }
        let declaration: String
        var members = ["\(access)typealias Target = \(name)"]
        if let stubbableSuperclass {
            declaration =
                "\(isOpen ? "open " : access)\(isFinal ? "final " : "")class \(typeName)<Verb: Mocking.MockVerb>: "
                + "\(stubbableSuperclass).\(typeName)<Verb>"
        } else {
            declaration =
                isClass && !isFinal
                ? "\(isOpen ? "open " : access)class \(typeName)<Verb: Mocking.MockVerb>"
                : "\(access)struct \(typeName)<Verb: Mocking.MockVerb>"
            members += [
                "\(access)let proxy: Mocking.RealProxy<Verb>",
                """
                \(access)init(_ target: Mocking.RealTarget) {
                        proxy = Mocking.RealProxy(target)
                    }
                """,
            ]
        }
        return """
            \(declaration) {
            \(members.map { "    " + $0 }.joined(separator: "\n"))\(bodies.map { "\n" + $0 }.joined())
            }
            """
    }

    // MARK: Reading

    /// Whether Swift synthesizes `Codable` for the type from its stored properties, which
    /// instrumenting them would take away: the type conforms in its declaration and does not
    /// write `init(from:)` or `encode(to:)` where the conformance needs them.
    private static func synthesizesCoding(_ declaration: some DeclGroupSyntax) -> Bool {
        let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedSource) ?? []
        let conformances = Set(inherited.map(StandardParents.bare))
        let members = declaration.memberBlock.members.map(\.decl)
        let decodes = members.contains {
            $0.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text == "from"
        }
        let encodes = members.contains {
            guard let function = $0.as(FunctionDeclSyntax.self) else { return false }
            return function.name.text == "encode"
                && function.signature.parameterClause.parameters.first?.firstName.text == "to"
        }
        let needsDecoding = !conformances.isDisjoint(with: ["Codable", "Decodable"])
        let needsEncoding = !conformances.isDisjoint(with: ["Codable", "Encodable"])
        return (needsDecoding && !decodes) || (needsEncoding && !encodes)
    }

    static let inlinedAttributes: Set<String> = ["@inlinable", "@_alwaysEmitIntoClient", "@_transparent"]

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// A property with a getter of its own (not one with only `willSet`/`didSet`).
    private static func isComputed(_ variable: VariableDeclSyntax) -> Bool {
        guard let accessors = variable.bindings.first?.accessorBlock?.accessors else { return false }
        switch accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains {
                [.keyword(.get), .keyword(.set), .keyword(._read), .keyword(._modify)].contains(
                    $0.accessorSpecifier.tokenKind)
            }
        }
    }

    /// The name a member declares, where `@Stubbable` needs it.
    private static func addedName(declaredBy decl: DeclSyntax) -> String? {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.lazy.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                .first(where: addedNames.contains)
        }
        if let function = decl.as(FunctionDeclSyntax.self), addedNames.contains(function.name.text),
            function.signature.parameterClause.parameters.isEmpty
        {
            return function.name.text
        }
        return nil
    }
}
