@_exported import Mocking
import Testing

/// Gives every test a mocking scope: `@Suite(.mocking)`, `@Test(.mocking)`.
///
/// When a test ends, the expectations of every mock it created are verified and reported to that
/// test, and its stubs on static members are forgotten. Tests that run at the same time (Swift
/// Testing's default) never see each other's stubs on static members. Each case of a
/// parameterised test gets a scope of its own.
///
/// ```swift
/// @Suite(.mocking) struct ForecastTests {
///     @Test func recordsTheForecast() async {
///         let forecaster = WeatherForecasterMock()
///         forecaster.expect.forecast(city: "Oslo").andReturn("Sunny")
///         …   // no verify(): the scope checks the expectation when the test ends
///     }
/// }
/// ```
///
/// This trait lives in `MockingTesting`, a library for test targets only: a Swift Testing trait
/// must import Testing, and `Mocking` itself stays free of it so production modules can use
/// `@Mockable`.
public struct MockingTrait: SuiteTrait, TestTrait, TestScoping {
    /// Whether stubs no call used are reported when the test ends.
    public let reportUnusedStubs: Bool

    /// `true`: on a suite, the trait reaches every test in it and in its nested suites.
    public var isRecursive: Bool { true }

    /// A scope per test case; none for the suite itself.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> MockingTrait? {
        // A suite gets no scope of its own; each test case in it does.
        testCase == nil ? nil : self
    }

    /// Runs one test case inside `withMocking(named:reportUnusedStubs:)`.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withMocking(named: test.name, reportUnusedStubs: reportUnusedStubs) {
            try await function()
        }
    }
}

extension Trait where Self == MockingTrait {
    /// A mocking scope for each test: expectations verified at its end, static stubs kept apart
    /// from tests running at the same time.
    public static var mocking: Self { MockingTrait(reportUnusedStubs: false) }

    /// A mocking scope for each test that also reports stubs no call used.
    public static func mocking(reportUnusedStubs: Bool) -> Self {
        MockingTrait(reportUnusedStubs: reportUnusedStubs)
    }
}
