import Mocking
import MockingTesting
import Testing

/// Expectations are used up in turn, as OCMock users expect: each takes the calls its count
/// allows, in the order the expectations were set up; a call beyond all of them still counts
/// against the most recent, answered by a stub or the real code.
@Suite struct ExpectationTurnTests {
    @Test func twoExpectationsOfOneCallAnswerInTurnAndBothHold() throws {
        let forecaster = WeatherForecasterMock()
        forecaster.expect.summary(city: .any).andReturn("foo")
        forecaster.expect.summary(city: .any).andReturn("bar")

        #expect(try forecaster.summary(city: "Oslo") == "foo")
        #expect(try forecaster.summary(city: "Oslo") == "bar")

        forecaster.verify()
    }

    @Test func anExpectationTakesAsManyCallsAsItsCountAllows() {
        let forecaster = WeatherForecasterMock()
        forecaster.expect.result(temperature: .any, humidity: .any).andReturn(1).times(2)
        forecaster.expect.result(temperature: .any, humidity: .any).andReturn(2).times(1...3)
        forecaster.expect.result(temperature: .any, humidity: .any).andReturn(3)

        let answers = (0..<6).map { forecaster.result(temperature: $0, humidity: 0) }

        #expect(answers == [1, 1, 2, 2, 2, 3])
        forecaster.verify()
    }

    @Test func aNarrowerExpectationSetUpLaterStillTakesItsCall() {
        let forecaster = WeatherForecasterMock()
        forecaster.expect.result(temperature: .any, humidity: .any).andReturn(1)
        forecaster.expect.result(temperature: 23, humidity: .any).andReturn(23)

        #expect(forecaster.result(temperature: 23, humidity: 0) == 1)
        #expect(forecaster.result(temperature: 23, humidity: 0) == 23)
        forecaster.verify()
    }

    @Test func aCallBeyondEveryExpectationCountsAgainstTheLastAndTheStubAnswersIt() throws {
        let forecaster = WeatherForecasterMock()
        forecaster.stub.summary(city: .any).andReturn("stub")
        forecaster.expect.summary(city: .any).andReturn("foo")
        let line = currentLine(); forecaster.expect.summary(city: .any).andReturn("bar")

        #expect(try forecaster.summary(city: "Oslo") == "foo")
        #expect(try forecaster.summary(city: "Rome") == "bar")
        #expect(try forecaster.summary(city: "Lima") == "stub")

        let failures = recordedFailures { forecaster.verify() }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on WeatherForecasterMock:
                          expected summary(city: any) exactly once, but it was called 2 times
                          1 other matching call was counted by another expectation of 'summary(city:)'; expectations take calls in the order they were set up, each as many as its count allows.
                        Recorded calls of 'summary(city:)':
                          summary(city: "Oslo")
                          summary(city: "Rome")
                          summary(city: "Lima")
                        """, line: line)
            ])
    }

    @Test func anUnboundedExpectationTakesEveryCallSoTheNextOneSeesNone() {
        let forecaster = WeatherForecasterMock()
        forecaster.expect.result(temperature: .any, humidity: .any).andReturn(1).atLeast(1)
        let line = currentLine(); forecaster.expect.result(temperature: .any, humidity: .any).andReturn(2)

        #expect(forecaster.result(temperature: 1, humidity: 1) == 1)
        #expect(forecaster.result(temperature: 2, humidity: 2) == 1)

        let failures = recordedFailures { forecaster.verify() }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on WeatherForecasterMock:
                          expected result(temperature: any, humidity: any) exactly once, but it was called 0 times
                          2 other matching calls were counted by another expectation of 'result(temperature:humidity:)'; expectations take calls in the order they were set up, each as many as its count allows.
                        Recorded calls of 'result(temperature:humidity:)':
                          result(temperature: 1, humidity: 1)
                          result(temperature: 2, humidity: 2)
                        """, line: line)
            ])
    }

    @Test func neverStillCatchesACallAStubAnswers() throws {
        let forecaster = WeatherForecasterMock()
        forecaster.stub.summary(city: .any).andReturn("stub")
        let line = currentLine(); forecaster.expect.summary(city: "Oslo").never()

        #expect(try forecaster.summary(city: "Oslo") == "stub")

        let failures = recordedFailures { forecaster.verify() }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on WeatherForecasterMock:
                          expected summary(city: "Oslo") never, but it was called once
                        Recorded calls of 'summary(city:)':
                          summary(city: "Oslo")
                        """, line: line)
            ])
    }

    @Test func anExpectationSetUpAfterAStubAnswersFirstThenTheStubAgain() {
        let forecaster = WeatherForecasterMock()
        forecaster.expect.result(temperature: .any, humidity: .any).andReturn(1)
        forecaster.stub.result(temperature: .any, humidity: .any).andReturn(9)

        #expect(forecaster.result(temperature: 0, humidity: 0) == 1)
        forecaster.verify()
    }

    @Test func onAPartialMockAUsedUpExpectationHandsTheCallBackToTheRealCode() {
        let partial = WeatherForecasterMock(forwardingTo: LiveForecaster())
        partial.expect.result(temperature: 1, humidity: .any).andReturn(-1)
        partial.expect.result(temperature: .any, humidity: .any).times(2)

        #expect(partial.result(temperature: 1, humidity: 2) == -1)
        #expect(partial.result(temperature: 1, humidity: 2) == 102)
        #expect(partial.result(temperature: 3, humidity: 4) == 304)
        partial.verify()
    }

    @Test(.mocking) func onARealObjectAndAClassMethodAUsedUpExpectationRunsTheRealCode() {
        let engine = NetworkEngine()
        engine.expect.defaultImage(size: .any).andReturn(Image(name: "stub"))
        engine.expect.defaultImage(size: .any).atLeast(1)
        NetworkEngine.expect.cacheLimit().andReturn(1)
        NetworkEngine.expect.cacheLimit().andReturn(2)
        NetworkEngine.expect.cacheLimit().atLeast(0)

        #expect(engine.defaultImage(size: 3) == Image(name: "stub"))
        #expect(engine.defaultImage(size: 3) == Image(name: "default-3"))
        #expect([NetworkEngine.cacheLimit(), NetworkEngine.cacheLimit(), NetworkEngine.cacheLimit()] == [1, 2, 100])
    }

    @Test func anAnswerOnANeverExpectationIsReportedAndDroppedInEitherOrder() throws {
        let forecaster = WeatherForecasterMock(.null)
        var lines: [Int] = []
        let failures = recordedFailures {
            lines.append(currentLine()); forecaster.expect.summary(city: "Oslo").never().andReturn("Sunny")
            lines.append(currentLine()); forecaster.expect.summary(city: "Rome").andThrow(WeatherError.offline).never()
        }
        let message = { (city: String) in
            """
            expect.summary(city: "\(city)").never() was given an answer, but a call it answered would fail it. \
            The answer is dropped; expect the call with once(), times(_:) or atLeast(_:) if it should be answered.
            """
        }
        #expect(
            failures == [
                RecordedFailure(message: message("Oslo"), line: lines[0]),
                RecordedFailure(message: message("Rome"), line: lines[1]),
            ])
        #expect(try forecaster.summary(city: "Berlin") == "")
        forecaster.verify()
    }
}
