import Mocking
import MockingTesting
import Testing

/// Code around the real implementation: OCMock's `andDo` then `andForwardToRealObject`,
/// Mockito's `callRealMethod()` from inside an answer.
@Suite(.mocking) struct WrapRealTests {
    @Test func aPartialMocksBodyRunsThenCallsTheRealMethod() throws {
        let partial = WeatherForecasterMock(forwardingTo: LiveForecaster())
        var seen: [Int] = []
        partial.stub.result(temperature: .any, humidity: .any).andWrapReal { arguments, callReal in
            seen.append(arguments.temperature)
            return callReal() + 1
        }
        partial.stub.summary(city: "Nowhere").andWrapReal { city, callReal in
            guard city != "Nowhere" else { throw WeatherError.offline }
            return try callReal()
        }
        partial.stub.summary(city: "Oslo").andWrapReal { _, callReal in try callReal().uppercased() }

        #expect(partial.result(temperature: 1, humidity: 2) == 103)
        #expect(seen == [1])
        #expect(try partial.summary(city: "Oslo") == "SUMMARY FOR OSLO")
        #expect(throws: WeatherError.offline) { try partial.summary(city: "Nowhere") }
        partial.received.result(temperature: 1, humidity: 2).once()
    }

    @Test func asyncRequirementsAwaitTheRealMethod() async throws {
        let live = LiveForecaster()
        let partial = WeatherForecasterMock(forwardingTo: live)
        partial.stub.forecast(city: .any).andWrapReal { city, callReal in
            let real = try await callReal()
            return "\(real)!"
        }
        partial.stub.reset().andWrapReal { _, callReal in
            await callReal()
            await callReal()
        }

        #expect(try await partial.forecast(city: "Rome") == "Sunny in Rome!")
        await partial.reset()
        #expect(live.resets == 2)
    }

    @Test func whatAnAsyncBodyThrowsTheCallThrows() async throws {
        let partial = WeatherForecasterMock(forwardingTo: LiveForecaster())
        partial.stub.forecast(city: .any).andWrapReal { city, callReal in
            guard city != "Nowhere" else { throw WeatherError.offline }
            return try await callReal()
        }
        await #expect(throws: WeatherError.offline) { try await partial.forecast(city: "Nowhere") }
        #expect(try await partial.forecast(city: "Oslo") == "Sunny in Oslo")
    }

    @Test func aBodyThatNeverCallsTheRealMethodReplacesIt() {
        let partial = WeatherForecasterMock(forwardingTo: LiveForecaster())
        partial.stub.result(temperature: .any, humidity: .any).andWrapReal { _, _ in -1 }
        #expect(partial.result(temperature: 5, humidity: 5) == -1)
    }

    @Test func realObjectsAndClassMethodsCallTheirRealCodeFromTheBody() async throws {
        let engine = NetworkEngine(scale: 2)
        var sizes: [Int] = []
        engine.stub.defaultImage(size: .any).andWrapReal { size, callReal in
            sizes.append(size)
            return Image(name: callReal().name + "+")
        }
        engine.stub.resize(.any, to: .any).andWrapReal { (arguments, callReal) throws(ResizeError) -> Image in
            arguments.to > 100 ? arguments.0 : try callReal()
        }
        engine.stub.fetch(url: .any).andWrapReal { url, callReal in
            try await Image(name: callReal().name.uppercased())
        }
        NetworkEngine.stub.cacheLimit().andWrapReal { _, callReal in callReal() * 2 }

        #expect(engine.defaultImage(size: 3) == Image(name: "default-6+"))
        #expect(sizes == [3])
        #expect(try engine.resize(Image(name: "a"), to: 200) == Image(name: "a"))
        #expect(throws: ResizeError()) { try engine.resize(Image(name: "a"), to: 0) }
        #expect(try await engine.fetch(url: "cat") == Image(name: "CAT"))
        #expect(NetworkEngine.cacheLimit() == 200)
    }

    @Test func onAMockWithoutARealObjectItIsReportedWhereItIsSetUp() {
        let mock = WeatherForecasterMock(.null)
        var line = 0
        let failures = recordedFailures {
            line = currentLine() + 1
            mock.stub.result(temperature: .any, humidity: .any).andWrapReal { _, callReal in callReal() }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message:
                        "andWrapReal on WeatherForecasterMock, which has no real object: result(temperature: any, humidity: any) would answer its default value. Create the mock with init(forwardingTo:).",
                    line: line)
            ])
        #expect(mock.result(temperature: 1, humidity: 1) == 0)
    }
}
