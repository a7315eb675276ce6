import Mocking
import Testing

@Suite struct StubTests {
    @Test func literalValuesMatchExactly() {
        let mock = WeatherForecasterMock(.null)
        mock.stub.result(temperature: 23, humidity: 50).andReturn(42)
        #expect(mock.result(temperature: 23, humidity: 50) == 42)
        #expect(mock.result(temperature: 23, humidity: 51) == 0)
    }

    @Test func everyMatcherKind() {
        let mock = RobotMock(.null)
        let bolt = Part("bolt")
        mock.stub.inspect(.identical(to: bolt)).andReturn(Part("identical"))
        mock.stub.inspect(nil).andReturn(Part("was nil"))
        #expect(mock.inspect(bolt)?.name == "identical")
        #expect(mock.inspect(Part("bolt")) == nil)
        #expect(mock.inspect(nil)?.name == "was nil")

        let forecaster = WeatherForecasterMock(.null)
        forecaster.stub.result(temperature: .any, humidity: .where { $0 > 80 }).andReturn(1)
        forecaster.stub.result(temperature: .where("negative") { $0 < 0 }, humidity: .value(10)).andReturn(2)
        #expect(forecaster.result(temperature: 5, humidity: 90) == 1)
        #expect(forecaster.result(temperature: -5, humidity: 10) == 2)
        #expect(forecaster.result(temperature: 5, humidity: 10) == 0)

        let notNil = RobotMock(.null)
        notNil.stub.inspect(.notNil).andReturn(Part("some"))
        #expect(notNil.inspect(Part("x"))?.name == "some")
        #expect(notNil.inspect(nil) == nil)
    }

    @Test func matchersDescribeThemselves() {
        #expect(Arg<Int>.any.description == "any")
        #expect(Arg<Int>.value(23).description == "23")
        #expect(Arg<String>.value("Oslo").description == "\"Oslo\"")
        #expect(Arg<Int>.where("positive") { $0 > 0 }.description == "positive")
        #expect(Arg<Int>.where { $0 > 0 }.description == "a value matching a predicate")
        #expect(Arg<Int?>.nil.description == "nil")
        #expect(Arg<Int?>.notNil.description == "not nil")
        #expect(Arg<Part>.identical(to: Part("bolt")).description == "identical to Part(bolt)")
        // Optionals are unwrapped inside Mocking, with nothing added to `Optional` where it is
        // imported (`PublicSurfaceTests`).
        let bolt = Part("bolt")
        let optionalBolt = Arg<Part?>.identical(to: bolt)
        #expect(optionalBolt.description == "identical to Part(bolt)")
        #expect(optionalBolt.matches(bolt) && !optionalBolt.matches(Part("bolt")) && !optionalBolt.matches(nil))
        #expect(Arg<Int??>.nil.matches(nil) && !Arg<Int??>.nil.matches(.some(nil)))
        #expect(Arg<Int??>.notNil.matches(.some(nil)) && !Arg<Int??>.notNil.matches(nil))
        #expect(Arg<Int??>.value(.some(nil)).description == "nil")
        // A type of its own that takes the `nil` literal: `.nil` is the value that literal makes.
        #expect(Arg<JSONValue>.nil.matches(.null) && !Arg<JSONValue>.nil.matches(.number(0)))
        #expect(Arg<JSONValue>.notNil.matches(.number(0)) && !Arg<JSONValue>.notNil.matches(nil))
        let literal: Arg<Double> = 1.5
        #expect(literal.matches(1.5) && !literal.matches(2))
        let flag: Arg<Bool> = true
        #expect(flag.matches(true) && !flag.matches(false))
    }

    @Test func mostRecentMatchingStubWins() {
        let mock = WeatherForecasterMock()
        mock.stub.result(temperature: .any, humidity: .any).andReturn(1)
        mock.stub.result(temperature: 23, humidity: .any).andReturn(2)
        #expect(mock.result(temperature: 23, humidity: 0) == 2)
        #expect(mock.result(temperature: 24, humidity: 0) == 1)
        mock.stub.result(temperature: .any, humidity: .any).andReturn(3)
        #expect(mock.result(temperature: 23, humidity: 0) == 3)
    }

    @Test func returnSequenceRepeatsItsLastValue() {
        let mock = WeatherForecasterMock()
        mock.stub.result(temperature: .any, humidity: .any).andReturn(1, 2, 3)
        let answers = (0..<5).map { _ in mock.result(temperature: 0, humidity: 0) }
        #expect(answers == [1, 2, 3, 3, 3])
    }

    @Test func andCallReceivesTypedArguments() {
        let mock = WeatherForecasterMock()
        mock.stub.result(temperature: .any, humidity: .any).andCall { temperature, humidity in temperature + humidity }
        #expect(mock.result(temperature: 20, humidity: 3) == 23)
    }

    @Test func stubWithoutAnswerAllowsTheCallAndAnswersTheDefault() {
        let mock = WeatherForecasterMock()
        mock.stub.result(temperature: 1, humidity: .any)
        #expect(mock.result(temperature: 1, humidity: 9) == 0)
    }

    @Test func throwingAndAsyncAnswers() async throws {
        let mock = WeatherForecasterMock()
        mock.stub.forecast(city: "Oslo").andThrow(WeatherError.offline)
        mock.stub.forecast(city: "Bergen").andCall { city in
            await Task.yield()
            return "Rain in \(city)"
        }
        mock.stub.summary(city: .any).andCall { city in
            guard city != "Nowhere" else { throw WeatherError.offline }
            return "Fine in \(city)"
        }
        await #expect(throws: WeatherError.offline) { try await mock.forecast(city: "Oslo") }
        #expect(try await mock.forecast(city: "Bergen") == "Rain in Bergen")
        #expect(try mock.summary(city: "Tromsø") == "Fine in Tromsø")
        #expect(throws: WeatherError.offline) { try mock.summary(city: "Nowhere") }
    }

    @Test func propertiesStubAndStore() {
        let mock = WeatherForecasterMock()
        mock.location = "Oslo"
        #expect(mock.location == "Oslo")
        mock.stub.location.get.andReturn("Stubbed")
        #expect(mock.location == "Stubbed")
        mock.received.location.set("Oslo").once()
        mock.received.location.get.times(2)
    }

    @Test func removeAllStubsClearsStubsOnly() {
        let mock = WeatherForecasterMock(.null)
        mock.stub.result(temperature: .any, humidity: .any).andReturn(7)
        mock.expect.result(temperature: 1, humidity: 1)
        #expect(mock.result(temperature: 1, humidity: 1) == 7)
        mock.removeAllStubs()
        #expect(mock.result(temperature: 2, humidity: 2) == 0)
        mock.verify()
    }

    @Test func partialMockForwardsUnmatchedCallsAndStubsThatSaySo() async throws {
        let live = LiveForecaster()
        let partial = WeatherForecasterMock(forwardingTo: live)
        partial.stub.result(temperature: 1, humidity: .any).andReturn(-1)
        partial.stub.result(temperature: 0, humidity: .any).andForwardToReal()
        #expect(partial.result(temperature: 1, humidity: 2) == -1)
        #expect(partial.result(temperature: 0, humidity: 5) == 5)
        #expect(partial.result(temperature: 3, humidity: 4) == 304)
        #expect(try await partial.forecast(city: "Oslo") == "Sunny in Oslo")
        await partial.reset()
        #expect(live.resets == 1)
        partial.location = "Tromsø"
        #expect(live.location == "Tromsø")
        #expect(partial.location == "Tromsø")
        partial.received.result(temperature: .any, humidity: .any).times(3)
    }

    @Test func partialMockRunsTheRealCodeForExpectationsAndStubsWithoutAnAnswer() async throws {
        let live = LiveForecaster()
        let partial = WeatherForecasterMock(forwardingTo: live)
        partial.expect.reset()
        partial.expect.result(temperature: 2, humidity: .any).times(2)
        partial.stub.forecast(city: .any)

        await partial.reset()
        #expect(partial.result(temperature: 2, humidity: 3) == 203)
        #expect(partial.result(temperature: 2, humidity: 4) == 204)
        #expect(try await partial.forecast(city: "Oslo") == "Sunny in Oslo")
        #expect(live.resets == 1)
        partial.verify()
    }
}

/// A value that takes the `nil` literal without being an optional, as JSON libraries have.
private enum JSONValue: ExpressibleByNilLiteral, Equatable {
    case null
    case number(Double)

    init(nilLiteral: ()) {
        self = .null
    }
}
