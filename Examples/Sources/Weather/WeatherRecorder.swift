import Mocking

/// Asks a forecaster for today's conditions and keeps a log of what it said.
///
/// `@Mockable` adds `WeatherForecasterMock` to debug builds; release builds carry none of it.
@Mockable
public protocol WeatherForecaster: Sendable {
    func result(temperature: Int, humidity: Int) -> Int
    func forecast(city: String) async throws -> String
}

/// Records forecasts; the class under test in the examples.
public final class WeatherRecorder {
    private let forecaster: any WeatherForecaster
    public private(set) var log: [String] = []

    public init(forecaster: any WeatherForecaster) {
        self.forecaster = forecaster
    }

    /// Fetches the forecast for `city` and scores today's weather; failures are logged, not thrown.
    public func record(city: String, temperature: Int, humidity: Int) async {
        let score = forecaster.result(temperature: temperature, humidity: humidity)
        do {
            let forecast = try await forecaster.forecast(city: city)
            log.append("\(city): \(forecast) (score \(score))")
        } catch {
            log.append("\(city): unavailable")
        }
    }
}
