import Mocking
import Testing

@Suite struct OrderAndCaptureTests {
    @Test func verifyInOrderAcrossMocksPasses() {
        let forecaster = WeatherForecasterMock(.null)
        let robot = RobotMock(.null)
        _ = forecaster.result(temperature: 23, humidity: 1)
        robot.speak("Done", afterDelay: 0) {}
        _ = forecaster.result(temperature: 5, humidity: 1)
        verifyInOrder {
            forecaster.received.result(temperature: 23, humidity: .any)
            robot.received.speak("Done", afterDelay: .any, whenDone: .any)
            forecaster.received.result(temperature: 5, humidity: .any)
        }
    }

    @Test func verifyInOrderFailsWithBothOrders() {
        let forecaster = WeatherForecasterMock(.null)
        let robot = RobotMock(.null)
        robot.speak("Done", afterDelay: 0.5) {}
        _ = forecaster.result(temperature: 23, humidity: 50)
        var line = 0
        let failures = recordedFailures {
            line = currentLine() + 1  // the line that calls verifyInOrder
            verifyInOrder {
                forecaster.received.result(temperature: 23, humidity: .any)
                robot.received.speak("Done", afterDelay: .any, whenDone: .any)
            }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Calls did not happen in the expected order (step 2 found no matching call after the call that satisfied step 1).
                          Expected, in order:
                            1. result(temperature: 23, humidity: any) on WeatherForecasterMock
                            2. speak("Done", afterDelay: any, whenDone: any) on RobotMock
                          Recorded:
                            speak("Done", afterDelay: 0.5, whenDone: <closure>) on RobotMock
                            result(temperature: 23, humidity: 50) on WeatherForecasterMock
                        """, line: line)
            ])
    }

    @Test func verifyNoMoreInteractionsPassesWhenEveryCallIsAccountedFor() {
        let mock = WeatherForecasterMock()
        mock.expect.result(temperature: 1, humidity: .any)
        mock.stub.location.get.andReturn("Oslo")
        _ = mock.result(temperature: 1, humidity: 2)
        _ = mock.location
        mock.received.location.get.once()
        mock.verify()
        mock.verifyNoMoreInteractions()
    }

    @Test func verifyNoMoreInteractionsListsTheRest() {
        let mock = WeatherForecasterMock(.null)
        _ = mock.result(temperature: 1, humidity: 2)
        _ = mock.result(temperature: 3, humidity: 4)
        mock.location = "Oslo"
        mock.received.result(temperature: 1, humidity: .any).once()
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); mock.verifyNoMoreInteractions()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        WeatherForecasterMock received 2 calls that no verification or expectation accounts for:
                          result(temperature: 3, humidity: 4)
                          location.set("Oslo")
                        """, line: line)
            ])
    }

    @Test func verifyNoInteractionsPassesOnAnUntouchedMockAndListsEveryCallOtherwise() {
        let untouched = WeatherForecasterMock()
        let used = WeatherForecasterMock(.null)
        untouched.verifyNoInteractions()
        _ = used.result(temperature: 1, humidity: 2)
        used.location = "Oslo"
        used.received.result(temperature: 1, humidity: 2).once()
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); verifyNoInteractions(untouched, used)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        WeatherForecasterMock was expected to receive no calls, but received 2:
                          result(temperature: 1, humidity: 2)
                          location.set("Oslo")
                        """, line: line)
            ])
    }

    @Test func captureKeepsTypedLabelledArgumentsAndEscapingClosures() {
        let robot = RobotMock(.null)
        let spy = robot.capture.speak(.any, afterDelay: .any, whenDone: .any)
        robot.speak("Hello", afterDelay: 2) { robot.speak("Goodbye", afterDelay: 0) {} }
        #expect(spy.arguments.count == 1)
        #expect(spy.argument?.0 == "Hello")
        #expect(spy.argument?.text == "Hello")  // `_ text`: labelled with the parameter name
        #expect(spy.argument?.afterDelay == 2)
        spy.argument?.whenDone()
        #expect(spy.arguments.map(\.0) == ["Hello", "Goodbye"])
        robot.received.speak("Goodbye", afterDelay: 0, whenDone: .any).once()
    }

    @Test func singleParameterCaptureIsTheBareValue() {
        let mock = WeatherForecasterMock()
        let spy = mock.capture.summary(city: .where { $0.hasPrefix("O") })
        _ = try? mock.summary(city: "Oslo")
        _ = try? mock.summary(city: "Odda")
        #expect(spy.argument == "Odda")
        #expect(spy.arguments == ["Oslo", "Odda"])
    }

    @Test func captureReadBeforeAnyCallSaysSo() {
        let robot = RobotMock(.null)
        let line = currentLine(); let spy = robot.capture.speak(.any, afterDelay: .any, whenDone: .any)
        let failures = recordedFailures {
            #expect(spy.argument == nil)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message:
                        "Nothing captured yet: no call matched speak(any, afterDelay: any, whenDone: any) on RobotMock before 'argument' was read.",
                    line: line
                )
            ])
        #expect(spy.arguments.isEmpty)
    }
}

@Suite struct MisuseTests {
    @Test func negativeCountsAreReported() {
        let mock = WeatherForecasterMock(.null)
        var lines: [Int] = []
        let failures = recordedFailures {
            lines.append(currentLine()); mock.expect.result(temperature: .any, humidity: .any).times(-1)
            lines.append(currentLine()); mock.received.result(temperature: .any, humidity: .any).times(-1)
            lines.append(currentLine()); mock.received.result(temperature: .any, humidity: .any).atMost(-2)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message:
                        "times(-1) is not a call count: counts cannot be negative or empty. The count is left unchanged.",
                    line: lines[0]),
                RecordedFailure(
                    message: "times(-1) is not a call count: counts cannot be negative or empty. Nothing is checked.",
                    line: lines[1]),
                RecordedFailure(
                    message: "atMost(-2) is not a call count: counts cannot be negative or empty. Nothing is checked.",
                    line: lines[2]),
            ])
        _ = mock.result(temperature: 0, humidity: 0)
        mock.verify()
    }

    @Test func forwardToRealWithoutARealObjectIsReportedWhereItIsSetUp() {
        let mock = WeatherForecasterMock()
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); mock.stub.result(temperature: .any, humidity: .any).andReturn(1).andForwardToReal()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message:
                        "andForwardToReal() on WeatherForecasterMock, which has no real object: result(temperature: any, humidity: any) would answer its default value. Create the mock with init(forwardingTo:).",
                    line: line
                )
            ])
        // The answer is dropped; the answers before it stay.
        #expect(mock.result(temperature: 1, humidity: 1) == 1)
        #expect(mock.result(temperature: 1, humidity: 1) == 1)
    }
}
