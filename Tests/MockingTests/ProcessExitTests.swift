import Mocking
import Testing

@Suite struct ProcessExitTests {
    @Test func nullMockWithNoProducibleValueStopsTheProcessSayingWhy() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let robot = RobotMock(.null)
            _ = robot.build("arm")
        }
        let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(stderr.contains(
            "RobotMock cannot answer 'build(_:)': its return type Part has no default value. Stub it (andReturn/andCall), conform Part to DefaultProvidable, or call DefaultValues.register(_:)."
        ))
    }

    @Test func stubbedCallWithNoDefaultIsFine() {
        let robot = RobotMock()
        robot.stub.build(.any).andCall { Part($0) }
        #expect(robot.build("arm").name == "arm")
    }
}
