import Dispatch
import Mocking
import Testing

@Suite struct FailureMessageTests {
    @Test func strictMockReportsUnexpectedCallAtItsCreationLine() {
        let line = currentLine(); let mock = WeatherForecasterMock()
        mock.stub.result(temperature: 23, humidity: 50).andReturn(42)
        let failures = recordedFailures {
            #expect(mock.result(temperature: 23, humidity: 51) == 0)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict WeatherForecasterMock:
                          result(temperature: 23, humidity: 51)
                        Nearest stub: result(temperature: 23, humidity: 50) — 'humidity' differs: expected 50, got 51
                        """, line: line)
            ])
    }

    @Test func unexpectedCallWithoutAnyStubAndOnANamedMock() {
        let line = currentLine(); let mock = WeatherForecasterMock(.strict, name: "forecaster")
        let failures = recordedFailures {
            _ = mock.result(temperature: 1, humidity: 2)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict WeatherForecasterMock 'forecaster':
                          result(temperature: 1, humidity: 2)
                        Nothing stubs or expects 'result(temperature:humidity:)' on this mock.
                        """, line: line)
            ])
    }

    @Test func strictThrowingRequirementThrowsUnexpectedCall() async {
        let mock = WeatherForecasterMock()
        mock.expect.forecast(city: "Oslo").never()
        let failures = await recordedFailures {
            do {
                _ = try await mock.forecast(city: "Bergen")
                Issue.record("expected a throw")
            } catch MockError.unexpectedCall(let message) {
                #expect(
                    message.hasPrefix("Unexpected call on strict WeatherForecasterMock:\n  forecast(city: \"Bergen\")"))
            } catch {
                Issue.record("wrong error \(error)")
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Unexpected call on strict WeatherForecasterMock:
                  forecast(city: "Bergen")
                Nearest expectation: forecast(city: "Oslo") — 'city' differs: expected "Oslo", got "Bergen"
                """
            ])
        mock.verify()
    }

    @Test func nullMockAnswersDefaultsSilently() async throws {
        let mock = WeatherForecasterMock(.null)
        #expect(mock.result(temperature: 1, humidity: 2) == 0)
        #expect(try await mock.forecast(city: "Oslo") == "")
        #expect(mock.isOnline == false)
        #expect(mock.location == "")
        let robot = RobotMock(.null)
        #expect(robot.inspect(Part("x")) == nil)
        robot.speak("Hi", afterDelay: 0) {}
        mock.received.result(temperature: 1, humidity: 2).once()
        robot.received.speak("Hi", afterDelay: 0, whenDone: .any).once()
    }

    @Test func registeredDefaultsWin() {
        DefaultValues.register(UInt8(7))
        defer { DefaultValues.unregister(UInt8.self) }
        #expect(DefaultValues.value(for: UInt8.self) == 7)
        #expect(DefaultValues.value(for: [Int].self) == [])
        #expect(DefaultValues.value(for: Part.self) == nil)
    }

    @Test func aConformanceOfYourOwnOverridesABuiltInDefault() {
        // UInt16 conforms below, in this test module only; no other test answers a UInt16.
        #expect(DefaultValues.value(for: UInt16.self) == 16)
        #expect(DefaultValues.value(for: UInt32.self) == 0)
        #expect(DefaultValues.value(for: String?.self) == .some(nil))
    }

    @Test func unmetExpectationsReportAtTheExpectLine() {
        let mock = WeatherForecasterMock()
        let line = currentLine(); mock.expect.result(temperature: 23, humidity: 50).andReturn(42)
        mock.expect.result(temperature: .any, humidity: .where("humid") { $0 > 80 }).times(2)
        #expect(mock.result(temperature: 23, humidity: 90) == 0)
        #expect(mock.result(temperature: 1, humidity: 95) == 0)
        let failures = recordedFailures { mock.verify() }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on WeatherForecasterMock:
                          expected result(temperature: 23, humidity: 50) exactly once, but it was called 0 times
                        Recorded calls of 'result(temperature:humidity:)':
                          result(temperature: 23, humidity: 90) — 'humidity' differs: expected 50, got 90
                          result(temperature: 1, humidity: 95) — 'temperature' differs: expected 23, got 1; 'humidity' differs: expected 50, got 95
                        """, line: line)
            ])
    }

    @Test func expectationCountsMet() {
        let mock = WeatherForecasterMock()
        // Expectations take calls in the order set up: the narrow one first, then the broad one.
        mock.expect.result(temperature: 1, humidity: .any).andReturn(3).times(2)
        mock.expect.result(temperature: .any, humidity: .any).times(1...)
        mock.expect.forecast(city: .any).never()
        mock.expect.summary(city: .any).atMost(1)
        #expect(mock.result(temperature: 1, humidity: 0) == 3)
        #expect(mock.result(temperature: 1, humidity: 0) == 3)
        #expect(mock.result(temperature: 1, humidity: 0) == 0)
        mock.verify()
    }

    @Test func neverExpectationReportsTheCalls() async {
        let mock = WeatherForecasterMock(.null)
        let line = currentLine(); mock.expect.forecast(city: .any).never()
        _ = try? await mock.forecast(city: "Oslo")
        let failures = recordedFailures { mock.verify() }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on WeatherForecasterMock:
                          expected forecast(city: any) never, but it was called once
                        Recorded calls of 'forecast(city:)':
                          forecast(city: "Oslo")
                        """, line: line)
            ])
    }

    @Test func receivedCountsPassAndFail() {
        let mock = WeatherForecasterMock(.null)
        _ = mock.result(temperature: 23, humidity: 50)
        _ = mock.result(temperature: 23, humidity: 51)
        mock.received.result(temperature: 23, humidity: .any).times(2)
        mock.received.result(temperature: 23, humidity: 50).once()
        mock.received.result(temperature: .any, humidity: .any).atLeast(1)
        mock.received.forecast(city: .any).never()
        let calls = mock.received.result(temperature: .any, humidity: .any)
        #expect(calls.count == 2)
        #expect(calls.arguments.map(\.humidity) == [50, 51])

        var line = 0
        let failures = recordedFailures {
            line = currentLine(); mock.received.result(temperature: 23, humidity: 52).once()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Verification failed on WeatherForecasterMock:
                          expected result(temperature: 23, humidity: 52) exactly once, but it was called 0 times
                        Recorded calls of 'result(temperature:humidity:)':
                          result(temperature: 23, humidity: 50) — 'humidity' differs: expected 52, got 50
                          result(temperature: 23, humidity: 51) — 'humidity' differs: expected 52, got 51
                        """, line: line)
            ])
    }

    @Test func noCallsRecordedMessage() {
        let mock = WeatherForecasterMock()
        let failures = recordedFailures { mock.received.result(temperature: .any, humidity: .any).times(1...) }
        #expect(
            failures.map(\.message) == [
                """
                Verification failed on WeatherForecasterMock:
                  expected result(temperature: any, humidity: any) at least once, but it was called 0 times
                No calls of 'result(temperature:humidity:)' were recorded.
                """
            ])
    }

    @Test func mockDeallocatedWithUncheckedExpectationsReportsIt() {
        let line = currentLine() + 3
        let failures = recordedFailures {
            let mock = WeatherForecasterMock()
            mock.expect.result(temperature: 1, humidity: 2)
            _ = mock.result(temperature: 1, humidity: 2)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        WeatherForecasterMock was deallocated with an expectation nobody verified; call verify() or use a mocking scope:
                          result(temperature: 1, humidity: 2) exactly once (called once)
                        """, line: line)
            ])
    }

    @Test func failureFromABackgroundThreadReachesThisTest() async {
        let line = currentLine() + 2
        let failures = await recordedFailures {
            let mock = WeatherForecasterMock()
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    _ = mock.result(temperature: 4, humidity: 2)
                    done.resume()
                }
            }
            mock.received.result(temperature: 4, humidity: 2).once()
        }
        #expect(failures.map(\.line) == [line])
        #expect(
            failures.first?.message.hasPrefix(
                "Unexpected call on strict WeatherForecasterMock:\n  result(temperature: 4, humidity: 2)") == true)
    }
}

extension UInt16: DefaultProvidable {
    public static var defaultValue: UInt16 { 16 }
}
