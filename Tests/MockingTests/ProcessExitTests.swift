import Mocking
import Testing

@Suite struct ProcessExitTests {
    @Test func nullMockWithNoProducibleValueStopsTheProcessSayingWhy() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let robot = RobotMock(.null)
            _ = robot.build("arm")
        }
        let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            stderr.contains(
                "RobotMock cannot answer 'build(_:)': its return type Part has no default value. Stub it (andReturn/andCall), conform Part to DefaultProvidable, or call DefaultValues.register(_:)."
            ))
    }

    @Test func strictMockWithNoProducibleValueStopsTheProcessAfterTheUnexpectedCall() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let robot = RobotMock()
            _ = robot.build("leg")
        }
        let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            stderr.contains(
                """
                Unexpected call on strict RobotMock:
                  build("leg")
                Nothing stubs or expects 'build(_:)' on this mock.
                RobotMock cannot answer 'build(_:)': its return type Part has no default value.
                """))
    }

    @Test func nonEscapingClosureCalledLateWithNoDefaultStopsTheProcess() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let body = NonEscaping<(String) -> Part> { Part($0) }
            body.end()
            _ = body("arm")
        }
        let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            stderr.contains(
                "A non-escaping closure argument was called after the mocked call returned. Swift forbids that; call it inside andCall, or make the parameter @escaping. Its return type Part has no default value, so the process stops."
            ))
    }

    /// A closure that can throw any error throws instead of stopping the process, sync or async.
    @Test func aThrowingNonEscapingClosureCalledLateWithNoDefaultThrows() async {
        let body = NonEscaping<(String) throws -> Part> { Part($0) }
        body.end()
        let line = currentLine() + 2
        let failures = recordedFailures {
            #expect(throws: MockError.self) { _ = try body("arm") }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message:
                        "A non-escaping closure argument was called after the mocked call returned. Swift forbids that; call it inside andCall, or make the parameter @escaping. Its return type Part has no default value, so the call throws MockError.noDefaultValue.",
                    line: line
                )
            ])
        let later = NonEscaping<(String) async throws -> Part> { Part($0) }
        later.end()
        let laterFailures = await recordedFailures {
            await #expect(throws: MockError.self) { _ = try await later("leg") }
        }
        #expect(laterFailures.map(\.message) == failures.map(\.message))

        // `throws(E)` with a default `E`: that value, as a mocked call with no answer throws it.
        let typed = NonEscaping<(String) throws(NullLoadError) -> Part> { Part($0) }
        typed.end()
        let typedFailures = recordedFailures {
            #expect(throws: NullLoadError.defaultValue) { _ = try typed("hand") }
        }
        #expect(
            typedFailures.map(\.message) == [
                "A non-escaping closure argument was called after the mocked call returned. Swift forbids that; call it inside andCall, or make the parameter @escaping. Its return type Part has no default value, so the call throws NullLoadError's default value, \(NullLoadError.defaultValue)."
            ])
    }

    @Test func nonEscapingClosureCalledLateReportsAndAnswersTheDefault() {
        let body = NonEscaping<(Int) -> Int> { $0 * 2 }
        #expect(body(21) == 42)
        body.end()
        var answer = -1
        let line = currentLine(); let failures = recordedFailures { answer = body(21) }
        #expect(answer == 0)
        #expect(
            failures == [
                RecordedFailure(
                    message:
                        "A non-escaping closure argument was called after the mocked call returned. Swift forbids that; call it inside andCall, or make the parameter @escaping. The call answers its default value.",
                    line: line
                )
            ])
    }

    @Test func nonEscapingClosureReachedLateThroughWithClosureReportsAtItsLine() {
        let visit = NonEscaping<(String, inout Bool) -> Void> { _, stop in stop = true }
        var stop = false
        visit.withClosure { $0("key", &stop) }
        #expect(stop)
        visit.end()
        stop = false
        let line = currentLine(); let failures = recordedFailures { visit.withClosure { $0("key", &stop) } }
        #expect(!stop)
        #expect(
            failures == [
                RecordedFailure(
                    message:
                        "A non-escaping closure argument was called after the mocked call returned. Swift forbids that; call it inside andCall, or make the parameter @escaping. The call answers its default value.",
                    line: line
                )
            ])
    }

    @Test func stubbedCallWithNoDefaultIsFine() {
        let robot = RobotMock()
        robot.stub.build(.any).andCall { Part($0) }
        #expect(robot.build("arm").name == "arm")
    }
}

/// What is left to end the process: a return type no rule can make, on a requirement that cannot
/// throw, or whose typed error has no default either.
@Suite struct ProcessExitWithoutDefaultsTests {
    @Test func aTupleWithAnElementWithNoDefaultStopsTheProcessSayingWhy() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = NullDatabaseMock(.null).ranked()
        }
        let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            stderr.contains(
                """
                NullDatabaseMock cannot answer 'ranked()': its return type (NullPlayer, Int) has no default value. \
                Stub it (andReturn/andCall), conform (NullPlayer, Int) to DefaultProvidable, or call \
                DefaultValues.register(_:).
                """))
    }

    @Test func aTypedThrowingRequirementWhoseErrorHasNoDefaultStopsTheProcessSayingWhy() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? NullDatabaseMock(.null).save(NullPlayer(name: "Ada"))
        }
        let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            stderr.contains(
                """
                NullDatabaseMock cannot answer 'save(_:)': its return type NullPlayer has no default value, and its \
                error type NullSaveError has no default value to throw instead. Stub it (andReturn/andCall), conform \
                NullPlayer to DefaultProvidable, or call DefaultValues.register(_:). Or conform NullSaveError to \
                DefaultProvidable.
                """))
    }
}
