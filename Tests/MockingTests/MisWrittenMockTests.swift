import Mocking
import Testing

/// A hand-written mock with deliberate mistakes: its builders disagree with its witness.
protocol Doubler {
    func twice(_ value: Int) -> Int
}

final class BrokenDoublerMock: Mock, Doubler {
    let mockCore: MockCore<any Doubler>
    init(mockCore: MockCore<any Doubler>) { self.mockCore = mockCore }

    func twice(_ value: Int) -> Int {
        mockCore.call("twice(_:)", value) { $0.twice(value) }
    }
}

extension MockProxy where Target == BrokenDoublerMock {
    /// Wrong argument type: `String` instead of `Int`.
    @discardableResult
    func twice(text: Arg<String>, at callSite: CallSite = #callSite) -> MockCall<Verb, Int, Int, MockEffects.Sync> {
        message("twice(_:)", text, at: callSite)
    }

    /// Wrong effects: `MockEffects.Async`, while the witness is synchronous.
    @discardableResult
    func twiceAsync(_ value: Arg<Int>, at callSite: CallSite = #callSite) -> MockCall<Verb, Int, Int, MockEffects.Async>
    {
        message("twice(_:)", value, at: callSite)
    }

    /// Wrong return type: `String` instead of `Int`.
    @discardableResult
    func twiceAsText(
        _ value: Arg<Int>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, Int, String, MockEffects.Sync> {
        message("twice(_:)", value, at: callSite)
    }
}

@Suite struct MisWrittenMockTests {
    @Test func aWrapRealBodyOfOtherEffectsThanTheWitnessIsReported() {
        let line = currentLine(); let mock = BrokenDoublerMock(forwardingTo: RealDoubler())
        mock.stub.twiceAsync(.any).andWrapReal { _, callReal in await callReal() + 1 }
        let failures = recordedFailures {
            #expect(mock.twice(2) == 0)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        andWrapReal on BrokenDoublerMock cannot run for 'twice(_:)': its witness calls a MockCore \
                        entry point that does not fit the effects of its builder; the call answers its default value.
                        """, line: line)
            ])
    }

    @Test func aPartialBehaviourWithoutARealObjectIsReportedAndBehavesAsNull() {
        var line = 0
        var mock: BrokenDoublerMock?
        let failures = recordedFailures {
            line = currentLine(); mock = BrokenDoublerMock(.partial)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        BrokenDoublerMock was created .partial without a real object, so it behaves as .null. \
                        Create a partial mock with init(forwardingTo:).
                        """, line: line)
            ])
        #expect(mock?.mockCore.behavior == .null)
        #expect(mock?.twice(2) == 0)
    }

    @Test func builderWhoseFiltersDoNotFitTheArgumentsIsReported() {
        let mock = BrokenDoublerMock(.null)
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); mock.stub.twice(text: "x").andReturn(1)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message:
                        "The builder for 'twice(_:)' on BrokenDoublerMock does not match its witness's argument types (Int); fix the mock's declaration.",
                    line: line
                )
            ])
        #expect(mock.twice(2) == 0)
    }

    @Test func oneNameWithTwoSignaturesIsReported() {
        let mock = BrokenDoublerMock(.null)
        _ = mock.twice(1)
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); mock.stub.twiceAsText(.any).andReturn("two")
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        BrokenDoublerMock uses 'twice(_:)' with two signatures: (Int) -> String here, (Int) -> Int before. \
                        A witness and a builder written by hand must use the same argument tuple, labels included \
                        (a parameter without an argument label is labelled with its name), and overloads by type need \
                        names of their own.
                        """,
                    line: line
                )
            ])
    }
}

struct RealDoubler: Doubler {
    func twice(_ value: Int) -> Int { value * 2 }
}
