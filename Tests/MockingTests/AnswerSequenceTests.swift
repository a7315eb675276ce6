import Mocking
import MockingTesting
import Testing

/// Answers given in turn whatever their kind, recorded calls cleared mid-test, defaults for
/// types that are not `Sendable`.
@Suite struct AnswerSequenceTests {
    @Test func chainedAnswersAreGivenInTurnAndTheLastRepeats() throws {
        let forecaster = WeatherForecasterMock()
        forecaster.stub.summary(city: .any).andThrow(WeatherError.offline).andReturn("Sunny")

        #expect(throws: WeatherError.offline) { try forecaster.summary(city: "Oslo") }
        #expect(try forecaster.summary(city: "Oslo") == "Sunny")
        #expect(try forecaster.summary(city: "Oslo") == "Sunny")
    }

    @Test func retryLogicSeesAFailureThenValuesThenAFailureAgain() async throws {
        let forecaster = WeatherForecasterMock()
        forecaster.stub.forecast(city: .any)
            .andThrow(WeatherError.offline)
            .andReturn("Rain", "Snow")
            .andCall { city in "Fog in \(city)" }
            .andThrow(WeatherError.offline)

        await #expect(throws: WeatherError.offline) { try await forecaster.forecast(city: "Oslo") }
        #expect(try await forecaster.forecast(city: "Oslo") == "Rain")
        #expect(try await forecaster.forecast(city: "Oslo") == "Snow")
        #expect(try await forecaster.forecast(city: "Bergen") == "Fog in Bergen")
        await #expect(throws: WeatherError.offline) { try await forecaster.forecast(city: "Oslo") }
        await #expect(throws: WeatherError.offline) { try await forecaster.forecast(city: "Oslo") }
    }

    /// Mockingbird's looping sequence: the values start over after the last.
    @Test func cyclingAnswersStartOverAfterTheLast() {
        let forecaster = WeatherForecasterMock()
        forecaster.stub.result(temperature: .any, humidity: .any).andReturn(cycling: 1, 2, 3)
        let answers = (0..<7).map { _ in forecaster.result(temperature: 0, humidity: 0) }
        #expect(answers == [1, 2, 3, 1, 2, 3, 1])
    }

    /// Answers chained before a cycle take part in it: the whole chain starts over.
    @Test func aChainBeforeACycleLoopsWithIt() throws {
        let forecaster = WeatherForecasterMock()
        forecaster.stub.summary(city: .any).andThrow(WeatherError.offline).andReturn(cycling: "Sunny")
        #expect(throws: WeatherError.offline) { try forecaster.summary(city: "Oslo") }
        #expect(try forecaster.summary(city: "Oslo") == "Sunny")
        #expect(throws: WeatherError.offline) { try forecaster.summary(city: "Oslo") }
        #expect(try forecaster.summary(city: "Oslo") == "Sunny")
    }

    /// Mockingbird's `lastSetValue(initial:)`: on a strict mock, the getter answers the initial
    /// value, then whatever was set last; the setter is allowed and recorded.
    @Test func aPropertyAnswersTheLastValueSet() {
        let forecaster = WeatherForecasterMock()
        forecaster.stub.location.andReturnLastSet(initial: "Oslo")
        #expect(forecaster.location == "Oslo")
        forecaster.location = "Bergen"
        forecaster.location = "Tromsø"
        #expect(forecaster.location == "Tromsø")
        forecaster.received.location.set("Bergen").once()
        forecaster.received.location.get.times(2)
    }

    @Test func anExpectationAnswersInTurnToo() {
        let forecaster = WeatherForecasterMock()
        forecaster.expect.result(temperature: .any, humidity: .any).andReturn(1).andCall { $0 + $1 }.times(3)
        #expect(forecaster.result(temperature: 2, humidity: 3) == 1)
        #expect(forecaster.result(temperature: 2, humidity: 3) == 5)
        #expect(forecaster.result(temperature: 4, humidity: 3) == 7)
        forecaster.verify()
    }

    @Test func clearInvocationsForgetsCallsButKeepsStubs() {
        let forecaster = WeatherForecasterMock()
        forecaster.stub.result(temperature: .any, humidity: .any).andReturn(9)
        _ = forecaster.result(temperature: 1, humidity: 1)

        forecaster.clearInvocations()
        #expect(forecaster.result(temperature: 2, humidity: 2) == 9)

        forecaster.received.result(temperature: 1, humidity: .any).never()
        forecaster.received.result(temperature: 2, humidity: .any).once()
        forecaster.verifyNoMoreInteractions()
    }

    @Test(.mocking) func clearInvocationsOnSeveralMocksAndOnStatics() {
        let first = WeatherForecasterMock(.null)
        let second = WeatherForecasterMock(.null)
        _ = first.result(temperature: 1, humidity: 1)
        second.location = "Oslo"
        ZooFactoryMock.stub.make(name: .any).andReturn(1)
        _ = ZooFactoryMock.make(name: "a")

        clearInvocations(first, second)
        ZooFactoryMock.clearInvocations()

        first.received.result(temperature: .any, humidity: .any).never()
        second.received.location.set(.any).never()
        ZooFactoryMock.received.make(name: .any).never()
        #expect(ZooFactoryMock.make(name: "b") == 1)
    }

    @Test func aTypeThatIsNotSendableGetsAFreshDefaultPerCall() {
        final class Counter { var count = 0 }
        DefaultValues.register(Counter.self) { Counter() }
        defer { DefaultValues.unregister(Counter.self) }
        let first: Counter = DefaultValues.value(for: Counter.self)!
        first.count = 5
        let second: Counter = DefaultValues.value(for: Counter.self)!
        #expect(first !== second)
        #expect(second.count == 0)
    }
}
