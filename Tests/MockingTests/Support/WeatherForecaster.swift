import Mocking

/// The SPEC's running example, mocked by hand as "Writing a mock by hand" shows.
protocol WeatherForecaster {
    func result(temperature: Int, humidity: Int) -> Int
    func forecast(city: String) async throws -> String
    func summary(city: String) throws -> String
    func reset() async
    var location: String { get set }
    var isOnline: Bool { get }
}

enum WeatherError: Error, Equatable {
    case offline
}

final class WeatherForecasterMock: Mock, WeatherForecaster {
    let mockCore: MockCore<any WeatherForecaster>
    init(mockCore: MockCore<any WeatherForecaster>) { self.mockCore = mockCore }

    func result(temperature: Int, humidity: Int) -> Int {
        mockCore.__call("result(temperature:humidity:)", (temperature: temperature, humidity: humidity)) {
            (real: any WeatherForecaster) in real.result(temperature: temperature, humidity: humidity)
        }
    }

    func forecast(city: String) async throws -> String {
        try await mockCore.__callAsync("forecast(city:)", city) {
            (real: any WeatherForecaster) in try await real.forecast(city: city)
        }
    }

    func summary(city: String) throws -> String {
        try mockCore.__call("summary(city:)", city) { (real: any WeatherForecaster) in try real.summary(city: city) }
    }

    func reset() async {
        await mockCore.__callAsync("reset()", ()) { (real: any WeatherForecaster) in await real.reset() }
    }

    var location: String {
        get { mockCore.__get("location") { (real: any WeatherForecaster) in real.location } }
        set { mockCore.__set("location", newValue) { (real: inout any WeatherForecaster) in real.location = newValue } }
    }

    var isOnline: Bool {
        mockCore.__get("isOnline") { (real: any WeatherForecaster) in real.isOnline }
    }
}

extension MockProxy where Target == WeatherForecasterMock {
    // The shape `@Mockable`'s builders have: the caller's location from four magic literals.
    // The others take a `CallSite` defaulting to `#callSite`, as a hand-written mock may.
    @discardableResult
    func result(
        temperature: Arg<Int>, humidity: Arg<Int>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> MockCall<Verb, (temperature: Int, humidity: Int), Int, MockEffects.Sync> {
        __message("result(temperature:humidity:)", temperature, humidity, at: CallSite(fileID, filePath, line, column))
    }

    @discardableResult
    func forecast(
        city: Arg<String>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, String, String, MockEffects.AsyncThrowing> {
        __message("forecast(city:)", city, at: callSite)
    }

    @discardableResult
    func summary(
        city: Arg<String>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, String, String, MockEffects.Throwing> {
        __message("summary(city:)", city, at: callSite)
    }

    @discardableResult
    func reset(at callSite: CallSite = #callSite) -> MockCall<Verb, Void, Void, MockEffects.Async> {
        __message("reset()", at: callSite)
    }

    var location: PropertyProxy<Verb, String, MockEffects.Sync> { __property("location") }
    var isOnline: PropertyProxy<Verb, Bool, MockEffects.Sync> { __property("isOnline") }
}

/// A real forecaster for partial mocks.
final class LiveForecaster: WeatherForecaster, @unchecked Sendable {
    var location = "Bergen"
    var isOnline: Bool { true }
    var resets = 0
    func result(temperature: Int, humidity: Int) -> Int { temperature * 100 + humidity }
    func forecast(city: String) async throws -> String { "Sunny in \(city)" }
    func summary(city: String) throws -> String { "Summary for \(city)" }
    func reset() async { resets += 1 }
}
