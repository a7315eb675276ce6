import Mocking
import Testing
import Weather

enum Offline: Error { case offline }

@Suite struct WeatherRecorderTests {
    @Test func recordsTheForecastAndAsksWithTheRightArguments() async {
        let forecaster = WeatherForecasterMock()
        forecaster.stub.result(temperature: .any, humidity: .where("humid") { $0 > 80 }).andReturn(1)
        forecaster.expect.result(temperature: 23, humidity: 90).andReturn(7)
        forecaster.stub.forecast(city: "Oslo").andReturn("Sunny")
        let cities = forecaster.capture.forecast(city: .any)

        let recorder = WeatherRecorder(forecaster: forecaster)
        await recorder.record(city: "Oslo", temperature: 23, humidity: 90)

        #expect(recorder.log == ["Oslo: Sunny (score 7)"])
        #expect(cities.argument == "Oslo")
        forecaster.verify()
        forecaster.received.forecast(city: "Oslo").once()
    }

    @Test func logsAnUnavailableForecast() async {
        let forecaster = WeatherForecasterMock(.null)
        forecaster.stub.forecast(city: .any).andThrow(Offline.offline)

        let recorder = WeatherRecorder(forecaster: forecaster)
        await recorder.record(city: "Bergen", temperature: 10, humidity: 95)

        #expect(recorder.log == ["Bergen: unavailable"])
        verifyInOrder {
            forecaster.received.result(temperature: 10, humidity: 95)
            forecaster.received.forecast(city: "Bergen")
        }
    }
}
