import Foundation
import Testing

@testable import Mocking

/// Where a test framework runs but its entry point cannot be found, no failure is only printed:
/// each is printed with a loud warning, and the process ends with status 1, listing them.
@Suite struct LostFailureTests {
    @Test func aFailureNoFrameworkCouldRecordEndsTheProcessWithStatusOne() async throws {
        // An exit test's body reports at the line of `#require` (its expansion's).
        let line = #line + 1
        let result = try await #require(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            FailureReporter.hidesEntryPoints.withLock { $0 = true }
            let forecaster = WeatherForecasterMock(.null)
            forecaster.received.forecast(city: "Oslo").once()
            forecaster.received.result(temperature: 1, humidity: 2).once()
        }
        let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            stderr == """
                \(#filePath):\(line): error: Verification failed on WeatherForecasterMock:
                  expected forecast(city: "Oslo") exactly once, but it was called 0 times
                No calls of 'forecast(city:)' were recorded.
                \(LostFailures.warning(framework: .swiftTesting))\
                \(#filePath):\(line): error: Verification failed on WeatherForecasterMock:
                  expected result(temperature: 1, humidity: 2) exactly once, but it was called 0 times
                No calls of 'result(temperature:humidity:)' were recorded.

                """)
    }

    /// The whole story in a real run of this test binary: the test "passes", and the process
    /// still ends with status 1 after listing the failures. (An exit test's parent does not read
    /// what its child writes once the body has returned, hence a process of our own.)
    @Test func aRealRunListsTheLostFailuresAtExitAndEndsWithStatusOne() throws {
        let binary = CommandLine.arguments[0]
        let (_, stderr, status) = try run(
            "/usr/bin/env",
            [
                "MOCKING_LOST_FAILURE_FIXTURE=1", binary, "--testing-library", "swift-testing",
                "--filter", "lostFailureFixture",
            ], allowFailure: true)
        #expect(status == 1)
        #expect(
            stderr.hasSuffix(
                """
                error: 1 mock failure could not be reported to the test framework, so the process exits with status 1:
                  \(#filePath):\(LostFailureFixture.line): Verification failed on WeatherForecasterMock:
                      expected forecast(city: "Oslo") exactly once, but it was called 0 times
                    No calls of 'forecast(city:)' were recorded.

                """), "\(stderr)")
    }

    @Test func theWarningNamesTheFrameworkAndItsEntryPoint() {
        #expect(TestFramework.present == .swiftTesting)
        #expect(
            LostFailures.warning(framework: .xcTest) == """
                error: Mocking cannot report failures to XCTest: it runs in this process, but its entry point \
                (XCTFail(_:file:line:)) is not in it, so a failure cannot fail the test that raised it. Every such \
                failure is printed here, and the process will exit with status 1 when it ends, listing them.

                """)
    }
}

/// The failing test `aRealRunListsTheLostFailuresAtExitAndEndsWithStatusOne` runs in a process
/// of its own; in every other run it does nothing.
enum LostFailureFixture {
    static let line = #line + 6

    @Test static func lostFailureFixture() {
        guard ProcessInfo.processInfo.environment["MOCKING_LOST_FAILURE_FIXTURE"] != nil else { return }
        FailureReporter.hidesEntryPoints.withLock { $0 = true }
        let forecaster = WeatherForecasterMock(.null)
        forecaster.received.forecast(city: "Oslo").once()
    }
}
