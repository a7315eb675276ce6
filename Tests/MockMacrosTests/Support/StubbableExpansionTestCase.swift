import MockMacrosSupport
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// What the `@Stubbable` goldens share: the macros, `@Stubbable` with the conformance the compiler
/// passes to a type that does not conform yet. XCTest, because swift-syntax's helper reports
/// through XCTest only.
class StubbableExpansionTestCase: XCTestCase {
    let macros: [String: MacroSpec] = [
        "Stubbable": MacroSpec(type: StubbableMacro.self, conformances: ["Stubbable"]),
        "Stubbed": MacroSpec(type: StubbedMacro.self),
        "StubbedProperty": MacroSpec(type: StubbedPropertyMacro.self),
        "stubbed": MacroSpec(type: StubbedAnswerMacro.self),
    ]
}
