/// Generates `<Protocol>Mock`, a mock of the protocol it is attached to.
///
/// ```swift
/// @Mockable
/// protocol WeatherForecaster {
///     func result(temperature: Int, humidity: Int) -> Int
///     func forecast(city: String) async throws -> String
///     var location: String { get set }
/// }
///
/// let forecaster = WeatherForecasterMock()
/// forecaster.stub.result(temperature: 23, humidity: .any).andReturn(42)
/// ```
///
/// The mock has the protocol's access level and is compiled only when `DEBUG` is set, so release
/// builds of a production module carry none of it. Each witness is one call into ``MockCore``;
/// the builders live in a nested `Builders<Verb>` type. Methods (sync, `async`, `throws`),
/// escaping closure parameters and properties (`{ get }`, `{ get set }`, effectful getters) are
/// supported; other requirements produce a diagnostic on the requirement.
///
/// - Important: When mocks are compiled into an optimised build (`compiledWhen:` in a release
///   configuration), pass `-enable-testing` (`swift build -c release -Xswiftc -enable-testing`).
///   Swift 6.3's optimiser does not see conformances that macros generate and may send a call
///   through `any Protocol` to the module's only hand-written conformer instead of the mock.
@attached(peer, names: suffixed(Mock))
public macro Mockable() = #externalMacro(module: "MockMacrosSupport", type: "MockableMacro")

/// Generates `<Protocol>Mock`, compiled only when `condition` holds (for example `"MOCKING"`).
@attached(peer, names: suffixed(Mock))
public macro Mockable(compiledWhen condition: String) = #externalMacro(module: "MockMacrosSupport", type: "MockableMacro")
