/// What a class mock stores: its ``MockCore``. `@Mockable` mocks subclass it, and a hand-written
/// mock may too, leaving only its witnesses and builders to write:
///
/// ```swift
/// final class WeatherForecasterMock: MockObject<any WeatherForecaster>, Mock, WeatherForecaster {
///     func result(temperature: Int, humidity: Int) -> Int { … }
/// }
/// ```
///
/// It witnesses ``Mock``'s `mockCore` and `init(mockCore:)`; `Mock` itself is left to the
/// subclass, whose own type its builders name.
open class MockObject<Real>: @unchecked Sendable {
    /// The runtime that records calls and answers them.
    public final let mockCore: MockCore<Real>

    /// Wraps an existing core; ``Mock``'s initializers call this.
    public required init(mockCore: MockCore<Real>) {
        self.mockCore = mockCore
    }
}
