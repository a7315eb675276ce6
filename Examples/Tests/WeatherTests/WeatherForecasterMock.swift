import Mocking
import Weather

// Written by hand, the way `@Mockable` will generate it (see the library's "Writing a mock by hand").
final class WeatherForecasterMock: Mock, WeatherForecaster {
    let mockCore: MockCore<any WeatherForecaster>
    init(mockCore: MockCore<any WeatherForecaster>) { self.mockCore = mockCore }

    func result(temperature: Int, humidity: Int) -> Int {
        mockCore.call("result(temperature:humidity:)", (temperature: temperature, humidity: humidity)) {
            $0.result(temperature: temperature, humidity: humidity)
        }
    }

    func forecast(city: String) async throws -> String {
        try await mockCore.callAsyncThrowing("forecast(city:)", city) { try await $0.forecast(city: city) }
    }
}

extension MockProxy where Target == WeatherForecasterMock {
    @discardableResult
    func result(temperature: Arg<Int>, humidity: Arg<Int>, at callSite: CallSite = #callSite)
        -> MockCall<Verb, (temperature: Int, humidity: Int), Int, Sync> {
        message("result(temperature:humidity:)", temperature, humidity, at: callSite)
    }

    @discardableResult
    func forecast(city: Arg<String>, at callSite: CallSite = #callSite) -> MockCall<Verb, String, String, AsyncThrowing> {
        message("forecast(city:)", city, at: callSite)
    }
}
