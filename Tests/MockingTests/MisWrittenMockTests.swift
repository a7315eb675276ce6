import Mocking
import MockingTesting
import Testing

/// A hand-written mock with deliberate mistakes: its builders disagree with its witness.
protocol Doubler {
    func twice(_ value: Int) -> Int
}

final class BrokenDoublerMock: Mock, Doubler {
    let mockCore: MockCore<any Doubler>
    init(mockCore: MockCore<any Doubler>) { self.mockCore = mockCore }

    func twice(_ value: Int) -> Int {
        mockCore.__call("twice(_:)", value) { (real: any Doubler) in real.twice(value) }
    }
}

extension MockProxy where Target == BrokenDoublerMock {
    /// Wrong argument type: `String` instead of `Int`.
    @discardableResult
    func twice(text: Arg<String>, at callSite: CallSite = #callSite) -> MockCall<Verb, Int, Int, MockEffects.Sync> {
        __message("twice(_:)", text, at: callSite)
    }

    /// Wrong effects: `MockEffects.Async`, while the witness is synchronous.
    @discardableResult
    func twiceAsync(_ value: Arg<Int>, at callSite: CallSite = #callSite) -> MockCall<Verb, Int, Int, MockEffects.Async>
    {
        __message("twice(_:)", value, at: callSite)
    }

    /// Wrong return type: `String` instead of `Int`.
    @discardableResult
    func twiceAsText(
        _ value: Arg<Int>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, Int, String, MockEffects.Sync> {
        __message("twice(_:)", value, at: callSite)
    }
}

/// A hand-written mock whose forwarding closure takes the real object as a protocol it is not.
protocol Halver {
    func half(_ value: Int) -> Int
}

final class MisForwardingDoublerMock: MockObject<any Doubler>, Mock, Doubler, @unchecked Sendable {
    func twice(_ value: Int) -> Int {
        mockCore.__call("twice(_:)", value) { (real: any Halver) in real.half(value) }
    }
}

/// A hand-written mock whose builder says plain `throws` while its witness says `throws(ParseError)`.
protocol Parser {
    func parse(_ text: String) throws(ParseError) -> Int
}

struct ParseError: Error, Equatable {}
struct OtherError: Error, Equatable {}

final class LooseParserMock: MockObject<any Parser>, Mock, Parser, @unchecked Sendable {
    func parse(_ text: String) throws(ParseError) -> Int {
        try mockCore.__call("parse(_:)", text) {
            (real: any Parser) throws(ParseError) -> Int in try real.parse(text)
        }
    }
}

extension MockProxy where Target == LooseParserMock {
    /// Wrong effects: any error, while the witness throws only `ParseError`.
    @discardableResult
    func parse(
        _ text: Arg<String>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, String, Int, MockEffects.Throwing> {
        __message("parse(_:)", text, at: callSite)
    }
}

/// Builders for `@Stubbable` methods, written by hand with the wrong effects.
extension NetworkEngine.StubbableBuilders {
    @discardableResult
    func looseResize(
        _ image: Arg<Image>, to size: Arg<Int>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, (image: Image, to: Int), Image, MockEffects.Throwing> {
        proxy.__message("resize(_:to:)", image, size, at: callSite)
    }

    @discardableResult
    func throwingDefaultImage(
        size: Arg<Int>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, Int, Image, MockEffects.Throwing> {
        proxy.__message("defaultImage(size:)", size, at: callSite)
    }
}

@Suite struct MisWrittenMockTests {
    @Test func anErrorTheWitnessCannotThrowIsReportedAndTheMockAnswersItsDefault() {
        let mock = LooseParserMock()
        mock.stub.parse(.any).andThrow(OtherError())
        let failures = recordedFailures {
            #expect((try? mock.parse("1")) == 0)
        }
        #expect(
            failures.map(\.message) == [
                "'parse(_:)' on LooseParserMock can throw only ParseError, but its stub threw OtherError(); the call answers its default value."
            ])
    }

    @Test(.mocking) func anErrorAStubbableMethodCannotThrowIsReportedAndTheRealCodeRuns() throws {
        let engine = NetworkEngine(scale: 1)
        engine.stub.looseResize(.any, to: .any).andThrow(OtherError())
        engine.stub.throwingDefaultImage(size: .any).andThrow(OtherError())
        let failures = recordedFailures {
            #expect((try? engine.resize(Image(name: "a"), to: 2)) == Image(name: "a@2"))
            #expect(engine.defaultImage(size: 3) == Image(name: "default-3"))
        }
        #expect(
            failures.map(\.message) == [
                "'resize(_:to:)' on NetworkEngine can throw only ResizeError, but its stub threw OtherError(); the real code ran instead.",
                "An andCall body of 'defaultImage(size:)' on NetworkEngine threw OtherError(), but 'defaultImage(size:)' cannot throw; the real code ran instead.",
            ])
    }

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

    @Test func aRealObjectTheForwardingClosureDoesNotTakeIsReportedNeverCast() {
        let line = currentLine(); let mock = MisForwardingDoublerMock(forwardingTo: RealDoubler())
        let failures = recordedFailures {
            #expect(mock.twice(2) == 0)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        MisForwardingDoublerMock cannot forward 'twice(_:)' to its real object: it is a RealDoubler, \
                        and the witness takes it as Halver. Stub it with andReturn or andCall.
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
