import Foundation
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Asserts that `source` expands to `expandedSource` with `diagnostics`, as swift-syntax's
/// `assertMacroExpansion` does — or, with `MOCKING_RECORD_GOLDENS=1` in the environment, writes
/// the expansion the macros make into the `expandedSource:` literal of the calling test, in place,
/// and checks only the diagnostics. Run the suite so, then read the diff:
///
///     MOCKING_RECORD_GOLDENS=1 swift test --filter MockMacrosTests
func assertGolden(
    _ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [], macros: [String: MacroSpec],
    applyFixIts: [String]? = nil, fixedSource: String? = nil, file: StaticString = #filePath, line: UInt = #line
) {
    var expected = expandedSource
    if GoldenRecorder.isRecording {
        let actual = GoldenRecorder.expansion(of: source, macros: macros)
        if actual != GoldenRecorder.trimmed(expandedSource) {
            GoldenRecorder.record(actual, file: "\(file)", callLine: Int(line))
        }
        expected = actual
    }
    assertMacroExpansion(
        source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros, applyFixIts: applyFixIts,
        fixedSource: fixedSource, file: file, line: line)
}

/// ``assertGolden(_:expandedSource:diagnostics:macros:file:line:)`` for macros given by type.
func assertGolden(
    _ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
    macros: [String: any Macro.Type], applyFixIts: [String]? = nil, fixedSource: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertGolden(
        source, expandedSource: expandedSource, diagnostics: diagnostics,
        macros: macros.mapValues { MacroSpec(type: $0) }, applyFixIts: applyFixIts, fixedSource: fixedSource,
        file: file, line: line)
}

/// Rewrites expected expansions in the test files. One test process writes each file as often as
/// it records into it; the lines an earlier rewrite added or removed are counted, so a later
/// test's call line still finds its literal.
enum GoldenRecorder {
    static let isRecording = ProcessInfo.processInfo.environment["MOCKING_RECORD_GOLDENS"] == "1"

    /// What each file's rewrites so far moved: at an original line, by so many lines.
    private final class Shifts: @unchecked Sendable {
        private let lock = NSLock()
        private var byFile: [String: [(line: Int, delta: Int)]] = [:]

        func withLock<T>(_ body: (inout [String: [(line: Int, delta: Int)]]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&byFile)
        }
    }

    private static let shifts = Shifts()

    /// The expansion as `assertMacroExpansion` compares it: the same expansion, newlines trimmed.
    static func expansion(of source: String, macros: [String: MacroSpec]) -> String {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(
            sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "test.swift")])
        let expanded = file.expand(
            macroSpecs: macros,
            contextGenerator: {
                BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts())
            },
            indentationWidth: .spaces(4))
        return trimmed(expanded.description)
    }

    static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isNewline).reversed().drop(while: \.isNewline).reversed())
    }

    /// Replaces the body of the first `expandedSource: """` literal at or after `callLine` (as the
    /// file was when the process started) with `expansion`, indented as its closing delimiter is.
    static func record(_ expansion: String, file: String, callLine: Int) {
        shifts.withLock { shifts in
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return }
            var lines = text.components(separatedBy: "\n")
            let shift = shifts[file, default: []].filter { $0.line < callLine }.map(\.delta).reduce(0, +)
            let start = callLine - 1 + shift
            // The literal of this call: before the test's function ends (a call that passes a
            // variable has none to rewrite).
            let end = lines.indices.dropFirst(start).first { lines[$0] == "    }" } ?? lines.endIndex
            guard
                let opening = lines.indices[start..<end].first(where: {
                    lines[$0].hasSuffix("expandedSource: \"\"\"")
                }),
                let closing = lines.indices.dropFirst(opening + 1).first(where: {
                    lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"")
                })
            else { return }
            let indentation = String(lines[closing].prefix { $0 == " " })
            let body = expansion.replacingOccurrences(of: "\\", with: "\\\\").components(separatedBy: "\n").map {
                $0.isEmpty ? "" : indentation + $0
            }
            let removed = closing - opening - 1
            lines.replaceSubrange((opening + 1)..<closing, with: body)
            shifts[file, default: []].append((callLine, body.count - removed))
            try? lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        }
    }
}
