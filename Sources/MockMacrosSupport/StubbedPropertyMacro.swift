import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@Mocking.StubbedProperty`, which `@Stubbable` puts on each stored `var` of a class:
/// the value moves to storage of its own, and the property gets an `init` accessor (so
/// initializers and the initial value still set it), a getter and a setter, each one call into
/// `Mocking.__Intercept` that reads or writes that storage unless a test stubbed the call.
///
/// ```swift
/// var name: String = "engine" {
///     @storageRestrictions(initializes: _stubbed_name)
///     init(initialValue) {
///         _stubbed_name = initialValue
///     }
///     get {
///         #if DEBUG
///         return Mocking.__Intercept.__call(ObjectIdentifier(self), "name.get", ()) { self._stubbed_name }
///         #else
///         return _stubbed_name
///         #endif
///     }
///     set { … "name.set", newValue … }
/// }
/// private var _stubbed_name: String = "engine"
/// ```
public struct StubbedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = instrumented(declaration, node, in: context, diagnosing: true) else { return [] }
        let name = variable.bindings.first?.pattern.trimmedSource ?? ""
        let storage = StoredProperty.storageName(of: name)
        let condition = DeclarationText.compilationCondition(of: node)
        return [
            """
            @storageRestrictions(initializes: \(raw: storage))
            init(initialValue) {
                \(raw: storage) = initialValue
            }
            """,
            """
            get {
                #if \(raw: condition)
                return Mocking.__Intercept.__call(ObjectIdentifier(self), "\(raw: name).get", ()) { self.\(raw: storage) }
                #else
                return \(raw: storage)
                #endif
            }
            """,
            """
            set {
                #if \(raw: condition)
                Mocking.__Intercept.__call(ObjectIdentifier(self), "\(raw: name).set", newValue) { self.\(raw: storage) = newValue }
                #else
                \(raw: storage) = newValue
                #endif
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = instrumented(declaration, node, in: context, diagnosing: false),
            let binding = variable.bindings.first
        else { return [] }
        let name = binding.pattern.trimmedSource
        let type = binding.typeAnnotation.map(\.trimmedSource) ?? ""
        let value = binding.initializer.map { " " + $0.trimmedSource } ?? ""
        return [Verbatim.declaration("private var \(StoredProperty.storageName(of: name))\(type)\(value)")]
    }

    /// The property, where the macro can instrument it; otherwise `nil`, after an error saying
    /// why when `diagnosing` (one of the macro's two roles says it).
    private static func instrumented(
        _ declaration: some DeclSyntaxProtocol, _ node: AttributeSyntax,
        in expansionContext: some MacroExpansionContext,
        diagnosing: Bool
    ) -> VariableDeclSyntax? {
        let context = diagnosing ? expansionContext : nil
        let isInClass = expansionContext.lexicalContext.first?.is(ClassDeclSyntax.self) ?? false
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            context?.diagnose(StubbableDiagnostic.propertyMacroMisplaced(nil, reason: nil).diagnostic(at: node))
            return nil
        }
        let name = variable.bindings.first?.pattern.trimmedSource ?? ""
        if !isInClass {
            context?.diagnose(
                StubbableDiagnostic.propertyMacroMisplaced(name, reason: .notInAClass).diagnostic(
                    at: node))
            return nil
        }
        switch StoredProperty.read(variable, codingIsSynthesized: false, isExplicit: true) {
        case .instrumented:
            return variable
        case .notInstrumented(_, let reason):
            context?.diagnose(StubbableDiagnostic.propertyMacroMisplaced(name, reason: reason).diagnostic(at: node))
            return nil
        case .notAStoredVariable(let reason):
            context?.diagnose(StubbableDiagnostic.propertyMacroMisplaced(name, reason: reason).diagnostic(at: node))
            return nil
        }
    }
}

/// What `@Stubbable` makes of a `var` of a class.
enum StoredProperty {
    /// A stored property it instruments, as a settable property requirement.
    case instrumented(Requirement)
    /// A stored property it leaves alone, and why: a remark says so.
    case notInstrumented(name: String, reason: StubbableDiagnostic.PropertyReason)
    /// A constant, a computed or private property: nothing to say (the reason is for
    /// `@StubbedProperty` written on one by hand).
    case notAStoredVariable(reason: StubbableDiagnostic.PropertyReason)

    /// The storage a property's value moves to.
    static func storageName(of name: String) -> String {
        "_stubbed_" + name
    }

    static let attributeNames: Set<String> = ["StubbedProperty", "Mocking.StubbedProperty"]

    /// Whether the property is marked `@StubbedProperty` already.
    static func isMarked(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains {
            $0.as(AttributeSyntax.self).map { attributeNames.contains($0.attributeName.trimmedSource) } ?? false
        }
    }

    static func read(
        _ variable: VariableDeclSyntax, codingIsSynthesized: Bool, isExplicit: Bool = false
    ) -> StoredProperty {
        let name = variable.bindings.first?.pattern.trimmedSource ?? ""
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
            return .notAStoredVariable(reason: .constant)
        }
        let modifiers = variable.modifiers.map(\.name.text)
        if !modifiers.filter({ ["static", "class"].contains($0) }).isEmpty {
            return .notInstrumented(name: name, reason: .staticStorage)
        }
        if !isExplicit, !modifiers.filter({ ["private", "fileprivate"].contains($0) }).isEmpty {
            return .notAStoredVariable(reason: .isPrivate)
        }
        if let accessors = variable.bindings.first?.accessorBlock?.accessors {
            if case .accessors(let list) = accessors,
                list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
            {
                return .notInstrumented(name: name, reason: .observers)
            }
            return .notAStoredVariable(reason: .computed)
        }
        if let modifier = modifiers.first(where: { ["lazy", "weak", "unowned", "dynamic", "nonisolated"].contains($0) })
        {
            return .notInstrumented(name: name, reason: .modifier(modifier))
        }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        if let wrapper = attributes.first(where: {
            let attribute = $0.attributeName.trimmedSource
            return attribute != "available" && !attribute.hasSuffix("Actor") && !attributeNames.contains(attribute)
        }) {
            return .notInstrumented(name: name, reason: .attribute(wrapper.trimmedSource))
        }
        guard variable.bindings.count == 1 else {
            return .notInstrumented(name: name, reason: .severalBindings)
        }
        if codingIsSynthesized {
            return .notInstrumented(name: name, reason: .synthesizedCoding)
        }
        guard let requirement = RequirementParser(associatedTypes: []).storedProperty(variable) else {
            return .notInstrumented(name: name, reason: .untyped)
        }
        return .instrumented(requirement)
    }
}
