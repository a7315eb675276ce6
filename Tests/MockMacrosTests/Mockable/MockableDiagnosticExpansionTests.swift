import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Mockable`: exactly what users get. Requirements the macro refuses or remarks on, each on its node.
final class MockableDiagnosticExpansionTests: MockableExpansionTestCase {
    func testUnsupportedRequirementsAreDiagnosedOnEachRequirement() {
        assertGolden(
            """
            @Mockable
            protocol Factory {
                func load()
                subscript(keys: String...) -> Int { get }
                func zip<each T>(_ values: repeat each T)
                #if os(Linux)
                func linuxOnly()
                #endif
                func pair(_ _: Int)
            }
            """,
            expandedSource: """
                protocol Factory {
                    func load()
                    subscript(keys: String...) -> Int { get }
                    func zip<each T>(_ values: repeat each T)
                    #if os(Linux)
                    func linuxOnly()
                    #endif
                    func pair(_ _: Int)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' does not support subscripts with variadic indices yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 4, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' does not support parameter packs yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 5, column: 5
                ),
            ],
            macros: macros
        )
    }

    func testOperatorsNoncopyableAndNonEscapableValuesAreRefusedSayingWhy() {
        assertGolden(
            """
            @Mockable
            protocol Vector: Actor {
                static func * (lhs: Self, rhs: Self) -> Self
                func store<R: ~Copyable>(_ value: consuming R) -> R
                func read(_ bytes: RawSpan) -> Int
                func elements() -> Span<Int>
                func trace(_ span: Span) -> Int
                func enqueue(_ job: consuming ExecutorJob)
                init(data: RawSpan) throws
            }
            """,
            expandedSource: """
                protocol Vector: Actor {
                    static func * (lhs: Self, rhs: Self) -> Self
                    func store<R: ~Copyable>(_ value: consuming R) -> R
                    func read(_ bytes: RawSpan) -> Int
                    func elements() -> Span<Int>
                    func trace(_ span: Span) -> Int
                    func enqueue(_ job: consuming ExecutorJob)
                    init(data: RawSpan) throws
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' does not support operator requirements ('*') in an actor protocol yet; write this mock by hand (see 'Writing a mock by hand').",
                    line: 3, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement whose values may be noncopyable ('~Copyable'): a mock records its arguments and returns copies of stubbed values; write this mock by hand (see 'Writing a mock by hand').",
                    line: 4, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement that passes a non-escapable 'RawSpan': a mock records its arguments, which such a value must not outlive; write this mock by hand (see 'Writing a mock by hand').",
                    line: 5, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement that passes a non-escapable 'Span': a mock records its arguments, which such a value must not outlive; write this mock by hand (see 'Writing a mock by hand').",
                    line: 6, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement that passes a noncopyable 'ExecutorJob': a mock records its arguments and returns copies of stubbed values; write this mock by hand (see 'Writing a mock by hand').",
                    line: 8, column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock a requirement that passes a non-escapable 'RawSpan': a mock records its arguments, which such a value must not outlive; write this mock by hand (see 'Writing a mock by hand').",
                    line: 9, column: 5
                ),
            ],
            macros: macros
        )
    }

    func testARequirementNamedLikeAMockMethodIsARemark() {
        assertGolden(
            """
            @Mockable
            protocol Checker {
                func verify()
            }
            """,
            expandedSource: """
                protocol Checker {
                    func verify()
                }

                #if DEBUG
                nonisolated final class CheckerMock: Mocking.MockObject<any Checker>, Mocking.Mock, Checker, CheckerMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, CheckerMockBuilders {
                        let proxy: Mocking.MockProxy<CheckerMock, Verb>
                    }
                }
                @Mocking.__MockableWitnesses("21a3c555ff7d8e0c")
                protocol CheckerMockWitnesses: Checker {}
                @Mocking.__MockableBuilders("21a3c555ff7d8e0c")
                nonisolated protocol CheckerMockBuilders: Mocking.MockBuilders where Target: Checker {}
                #endif
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'verify()' is also a method of every mock: on CheckerMock, 'mock.verify()' calls this requirement. Use 'Mocking.verify(mock)' for the mock's own verify.",
                    line: 3, column: 5,
                    severity: .remark
                )
            ],
            macros: macros
        )
    }

    /// What a mock cannot have is told apart by ID, not by parsing the message.
    func testEachRefusalOfARequirementHasItsOwnID() {
        let refusals: [MockableDiagnostic] = [
            .noncopyableValues, .nonEscapableValues, .noncopyableArgument(type: "ExecutorJob"),
            .nonEscapableArgument(type: "Span"), .whereClauseNamesSelf(requirement: "A.B == Self"),
            .unsupported(.parameterPacks),
        ]
        XCTAssertEqual(
            refusals.map(\.id),
            [
                "noncopyableValues", "nonEscapableValues", "noncopyableArgument", "nonEscapableArgument",
                "whereClauseNamesSelf", "unsupported",
            ])
        XCTAssertEqual(
            MockableDiagnostic.whereClauseNamesSelf(requirement: "A.B == Self").message,
            "'@Mockable' cannot mock a protocol whose 'where' clause names Self ('A.B == Self'): its mock would "
                + "require itself in its generic clause, which Swift refuses; write this mock by hand (see 'Writing a "
                + "mock by hand').")
    }
}
