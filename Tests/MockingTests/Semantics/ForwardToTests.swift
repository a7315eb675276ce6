import Foundation
import Mocking
import MockingTesting
import Testing

/// `andForward(to:)`: one stub sends its calls to another object (Mockingbird's `forward(to:)`,
/// Mockito's `delegatesTo`), beside the mock-wide partial mock.
@Suite(.mocking) struct ForwardToTests {
    /// A forecaster of its own, to tell its answers from `LiveForecaster`'s.
    final class RecordedForecaster: WeatherForecaster, @unchecked Sendable {
        var location = "Tromsø"
        var isOnline: Bool { false }
        var calls: [String] = []
        func result(temperature: Int, humidity: Int) -> Int {
            calls.append("result")
            return -temperature
        }
        func forecast(city: String) async throws -> String {
            guard city != "Nowhere" else { throw WeatherError.offline }
            return "Recorded rain in \(city)"
        }
        func summary(city: String) throws -> String { throw WeatherError.offline }
        func reset() async { calls.append("reset") }
    }

    @Test func aNullMocksStubAnswersWhatTheOtherObjectAnswers() async throws {
        let other = RecordedForecaster()
        let mock = WeatherForecasterMock(.null)
        mock.stub.result(temperature: .any, humidity: .any).andForward(to: other)
        mock.stub.forecast(city: .any).andForward(to: other)
        mock.stub.location.get.andForward(to: other)
        mock.stub.reset().andForward(to: other)

        #expect(mock.result(temperature: 7, humidity: 1) == -7)
        #expect(try await mock.forecast(city: "Oslo") == "Recorded rain in Oslo")
        await #expect(throws: WeatherError.offline) { try await mock.forecast(city: "Nowhere") }
        #expect(mock.location == "Tromsø")
        await mock.reset()
        #expect(other.calls == ["result", "reset"])
        // Unstubbed requirements keep the null mock's defaults; every call is recorded.
        #expect(mock.isOnline == false)
        mock.received.result(temperature: 7, humidity: 1).once()
        mock.received.forecast(city: .any).times(2)
    }

    @Test func whatTheOtherObjectThrowsTheCallThrows() {
        let mock = WeatherForecasterMock(.strict)
        mock.stub.summary(city: "Oslo").andForward(to: RecordedForecaster())
        #expect(throws: WeatherError.offline) { try mock.summary(city: "Oslo") }
    }

    @Test func onAPartialMockOneStubForwardsElsewhereAndTheRestToItsRealObject() {
        let other = RecordedForecaster()
        let partial = WeatherForecasterMock(forwardingTo: LiveForecaster())
        partial.stub.result(temperature: 0, humidity: .any).andForward(to: other)

        #expect(partial.result(temperature: 0, humidity: 5) == 0)
        #expect(partial.result(temperature: 3, humidity: 4) == 304)
        #expect(other.calls == ["result"])
    }

    @Test func itIsOneAnswerInTurnAmongOthers() {
        let mock = WeatherForecasterMock()
        mock.stub.result(temperature: .any, humidity: .any).andReturn(1).andForward(to: LiveForecaster())
        #expect(mock.result(temperature: 2, humidity: 3) == 1)
        #expect(mock.result(temperature: 2, humidity: 3) == 203)
        #expect(mock.result(temperature: 4, humidity: 0) == 400)
    }

    @Test func aSetterForwardsTheWrite() {
        let other = RecordedForecaster()
        let mock = WeatherForecasterMock()
        mock.stub.location.set(.any).andForward(to: other)
        mock.location = "Bodø"
        #expect(other.location == "Bodø")
    }

    @Test func aRethrowingRequirementRethrowsWhatTheOtherObjectRethrows() throws {
        let other = InMemoryQueue()
        let queue = QueueWriterMock()
        queue.stub.inTransaction(.any).andForward(to: other)
        queue.stub.write(.any, returning: Int.self).andForward(to: other)

        #expect(throws: QueueWriteError.constraintViolated) {
            try queue.inTransaction { throw QueueWriteError.constraintViolated }
        }
        let count = queue.write { database in
            database.names.append("Ada")
            return database.names.count
        }
        #expect(count == 1)
        #expect(other.database.names == ["Ada"])
    }

    @Test func anObjectOfAnotherTypeIsReportedAtTheStubsLineAndTheCallAnswersItsDefault() {
        let mock = WeatherForecasterMock()
        var line = 0
        var answer: Int?
        let failures = recordedFailures {
            line = currentLine(); mock.stub.result(temperature: .any, humidity: .any).andForward(to: "Bergen")
            answer = mock.result(temperature: 1, humidity: 2)
        }
        #expect(answer == 0)
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        andForward(to:) on WeatherForecasterMock cannot forward 'result(temperature:humidity:)' to its \
                        object: String does not conform to WeatherForecaster. The call answers its default value.
                        """,
                    line: line)
            ])
    }

    @Test func aSubclassMockCannotForwardToAnotherObject() {
        let files = FileManagerMock()
        files.stub.fileExists(atPath: .any).andReturn(true)
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); files.stub.fileExists(atPath: "/").andForward(to: FileManager.default)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        andForward(to:) on FileManagerMock cannot send fileExists(atPath: "/") to another object: a \
                        subclass mock's real code is its superclass's, run on the mock itself. Call the other object \
                        from andCall { … } instead; the answer is dropped.
                        """,
                    line: line)
            ])
        // The answer is dropped: the stub answers nothing, the broader one still does.
        #expect(files.fileExists(atPath: "/etc") == true)
    }

    @Test func aRealObjectCannotForwardToAnotherObject() {
        let account = Account(number: 1)
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); account.stub.statement().andForward(to: Account(number: 2))
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        andForward(to:) on Account cannot send statement() to another object: a real object's or \
                        type's stubs stand in for its own code. Call the other object from andCall { … } instead; \
                        the answer is dropped.
                        """,
                    line: line)
            ])
        #expect(account.statement() == "ada: 100 at 0.01")
    }

    @Test func staticMembersCannotForwardToAnotherObject() {
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); ScopedClockMock.stub.now().andForward(to: ScopedClockMock())
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        andForward(to:) on ScopedClockMock.self cannot send now() to another object: a mock's static \
                        members have no object to forward to. Call the other object from andCall { … } instead; \
                        the answer is dropped.
                        """,
                    line: line)
            ])
        #expect(ScopedClockMock.now() == 0)
    }
}
