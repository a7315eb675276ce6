import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct MockMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        CallSiteMacro.self, MockableMacro.self, MockableBuildersMacro.self, StubbableMacro.self, StubbedMacro.self,
    ]
}
