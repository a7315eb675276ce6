import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct MockMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        CallSiteMacro.self, MockableMacro.self, MockableWitnessesMacro.self, MockableBuildersMacro.self,
        StubbableMacro.self, StubbedMacro.self, StubbedPropertyMacro.self, StubbedAnswerMacro.self,
        StubbedVoidMacro.self,
    ]
}

// The plugin's own main: swift-syntax's message loop over `PluginConnection`, which reads and
// writes the messages with Foundation's coders and ends on the empty message a Swift 6.2+ compiler
// sends when it is done with a plugin (swift-syntax before 603 reads it as a malformed one and
// prints "Internal Error: DecodingError.dataCorrupted … unexpected end of file" as each plugin
// process exits, dozens of times per build).
#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
@_spi(Testing) import SwiftCompilerPlugin
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

extension MockMacrosPlugin {
    static func main() throws {
        let listener = CompilerPluginMessageListener(
            connection: try PluginConnection(), provider: Provider(plugin: MockMacrosPlugin()))
        // `main()` throws from swift-syntax 602 on; called as a value, it builds warning-free either way.
        try run(listener.main)
    }

    private static func run(_ main: () throws -> Void) throws {
        try main()
    }

    private struct Provider: PluginProvider {
        let plugin: MockMacrosPlugin

        func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
            try plugin.resolveMacro(moduleName: moduleName, typeName: typeName)
        }
    }
}
#endif
