import Mocking
import Testing

/// Closures of five to eight parameters as arguments (issue 56, item 12).
@Suite(.mocking) struct WideClosureTests {
    @Test func anEscapingClosureOfFiveParametersIsCapturedAndCalled() {
        let mock = RealWorldWideClosuresMock(.null)
        let closures = mock.capture.f5(.any)
        mock.f5 { $0 + $1 + $2 + $3 + $4 }
        #expect(closures.argument?(1, 2, 3, 4, 5) == 15)
        mock.received.f5(.any).once()
    }

    @Test func anAnswerCallsNonEscapingClosuresOfSixToEightParameters() async throws {
        let mock = RealWorldWideClosuresMock()
        mock.stub.f6(.any).andCall { closure in closure(1, "b", true, 2.5, 5, 6) }
        mock.stub.f7(.any).andCall { closure in try closure(1, 2, 3, 4, 5, 6, 7) }
        mock.stub.f8(.any).andCall { closure in await closure(1, 2, 3, 4, 5, 6, 7, 8) }
        mock.stub.f8Throwing(.any).andCall { closure in try await closure(1, 2, 3, 4, 5, 6, 7, 8) * 2 }
        #expect(mock.f6 { a, b, c, d, e, f in "\(a)\(b)\(c)\(d)\(e)\(f)" } == "1btrue2.556")
        #expect(try mock.f7 { $0 + $1 + $2 + $3 + $4 + $5 + $6 } == 28)
        #expect(await mock.f8 { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } == 36)
        #expect(try await mock.f8Throwing { $0 * $7 } == 16)
    }

    @Test func aWideNonEscapingClosureCalledAfterTheCallReturnedReportsAtThatLine() {
        let mock = RealWorldWideClosuresMock(.null)
        let closures = mock.capture.f6(.any)
        _ = mock.f6 { _, _, _, _, _, _ in "real" }
        let late = closures.argument
        let line = currentLine() + 1
        let failures = recordedFailures { #expect(late?(1, "b", true, 2.5, 5, 6) == "") }
        #expect(
            failures == [
                RecordedFailure(
                    message: "A non-escaping closure argument was called after the mocked call returned. Swift forbids "
                        + "that; call it inside andCall, or make the parameter @escaping. The call answers its default "
                        + "value.",
                    line: line)
            ])
    }
}
