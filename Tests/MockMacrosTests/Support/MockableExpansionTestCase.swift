import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// What the `@Mockable` goldens share: the macros, and the expansions that run `@Mockable` first,
/// as the compiler does. XCTest, because swift-syntax's helper reports through XCTest only.
class MockableExpansionTestCase: XCTestCase {
    let macros: [String: any Macro.Type] = [
        "Mockable": MockableMacro.self,
        "__MockableWitnesses": MockableWitnessesMacro.self,
        "__MockableBuilders": MockableBuildersMacro.self,
    ]

    /// `source` with `@Mockable`'s peers expanded where it stands (a nested protocol's beside it,
    /// as the compiler places them) and their `#if DEBUG` left out, for `assertMacroExpansion` to
    /// expand the rest: swift-syntax's test expansion cannot extend a type declared inside `#if`
    /// in another type.
    func peersWithoutCondition(_ source: String) -> String {
        let peers = Parser.parse(source: source).expand(
            macros: ["Mockable": MockableMacro.self],
            contextGenerator: { BasicMacroExpansionContext(lexicalContext: $0.allMacroLexicalContexts()) },
            indentationWidth: .spaces(4))
        return peers.description.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasSuffix("#if DEBUG") && !$0.hasSuffix("#endif") }.joined(separator: "\n")
            .replacingOccurrences(of: "@Mocking.__Mockable", with: "@__Mockable")
    }

    /// The `@__MockableBuilders` attribute `@Mockable`'s expansion of `protocolText` (a protocol with
    /// its `@Mockable` attribute) writes, with the key of the model it keeps; expanded first, as the
    /// compiler does.
    func buildersAttribute(of protocolText: String) -> String {
        let peers = Parser.parse(source: protocolText).expand(
            macros: ["Mockable": MockableMacro.self],
            contextGenerator: { BasicMacroExpansionContext(lexicalContext: $0.allMacroLexicalContexts()) },
            indentationWidth: .spaces(4))
        let attribute = peers.description.split(separator: "\n").first { $0.contains(".__MockableBuilders(") }
        return attribute.map {
            $0.replacingOccurrences(of: "@Mocking.__MockableBuilders(", with: "@__MockableBuilders(")
        } ?? "the expansion wrote no @__MockableBuilders"
    }

    /// `@Mockable`'s expansion, then `@__MockableBuilders`'s on the builders protocol it wrote, as
    /// the compiler expands them: the class, the builders protocol and its extensions.
    func assertMockExpansion(
        _ originalSource: String, expandedSource: String, macros: [String: any Macro.Type],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let peers = Parser.parse(source: originalSource).expand(
            macros: macros.filter { $0.key == "Mockable" },
            contextGenerator: { BasicMacroExpansionContext(lexicalContext: $0.allMacroLexicalContexts()) },
            indentationWidth: .spaces(4))
        assertGolden(
            peers.description.replacingOccurrences(of: "@Mocking.__MockableBuilders(", with: "@__MockableBuilders(")
                .replacingOccurrences(of: "@Mocking.__MockableWitnesses(", with: "@__MockableWitnesses("),
            expandedSource: expandedSource, macros: macros, file: file, line: line)
    }
}
