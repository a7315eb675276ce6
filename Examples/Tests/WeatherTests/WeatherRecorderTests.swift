import MockingTesting
import Testing
import Weather

enum Offline: Error { case offline }

/// `.mocking`: each test's expectations are verified when it ends, no `verify()` needed.
@Suite(.mocking) struct WeatherRecorderTests {
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

    @Test func alertsAboutStormsFromABackgroundQueue() async {
        let alerts = StormAlertsMock()
        alerts.stub.alert(city: .any, windSpeed: .any)
        let watcher = StormWatcher(alerts: alerts)

        watcher.reading(city: "Bodø", windSpeed: 12)
        watcher.reading(city: "Tromsø", windSpeed: 31)

        // Resumes the moment the alert arrives; fails after a second if it never does.
        await alerts.received.alert(city: "Tromsø", windSpeed: .where { $0 > 25 }).eventually(within: .seconds(1))
        alerts.received.alert(city: "Bodø", windSpeed: .any).never()
    }
}
