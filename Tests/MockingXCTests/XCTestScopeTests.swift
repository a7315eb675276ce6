import Dispatch
import Mocking
import XCTest

@Mockable protocol Thermostat {
    static func setPoint() -> Int
    func target() -> Int
}

/// `withMocking` in `invokeTest`: every test of this case runs in a scope of its own.
final class XCTestScopeTests: ScopedFailureRecordingTestCase {
    func testAForgottenExpectationFailsAtTheEndOfItsScope() {
        let line = #line + 2
        withMocking(named: "inner") {
            let thermostat = ThermostatMock(); thermostat.expect.target().once()
            _ = thermostat
        }
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Expectation not met on ThermostatMock:
                  expected target() exactly once, but it was called 0 times
                No calls of 'target()' were recorded.
                """
            ])
    }

    func testAnUnmetExpectationVerifiedInsideAScopeIsReportedOnce() {
        withMocking(named: "inner") {
            let thermostat = ThermostatMock(.null)
            let line = #line; thermostat.expect.target().times(2)
            _ = thermostat.target()
            thermostat.verify()
            XCTAssertEqual(
                takeRecorded(),
                [
                    """
                    line \(line): failed - Expectation not met on ThermostatMock:
                      expected target() exactly 2 times, but it was called once
                    Recorded calls of 'target()':
                      target()
                    """
                ])
        }
        XCTAssertEqual(takeRecorded(), [], "the scope's end reports it no second time")
    }

    func testExpectationsMetInTheTestNeedNoVerify() {
        let thermostat = ThermostatMock()
        thermostat.expect.target().andReturn(21)
        XCTAssertEqual(thermostat.target(), 21)
    }

    func testStaticStubsBelongToTheTestAndReachDispatchCallbacks() {
        ThermostatMock.stub.setPoint().andReturn(19)
        let fromQueue = LockedInt()
        let done = expectation(description: "called")
        DispatchQueue.global().async {
            fromQueue.set(ThermostatMock.setPoint())
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(fromQueue.value, 19)
        XCTAssertEqual(ThermostatMock.setPoint(), 19)
    }

    func testStaticStubsOfAnEndedScopeAreGone() {
        withMocking(named: "inner") {
            ThermostatMock.stub.setPoint().andReturn(5)
        }
        XCTAssertEqual(ThermostatMock.setPoint(), 0)
    }
}

final class LockedInt: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return stored }
    func set(_ newValue: Int) { lock.lock(); stored = newValue; lock.unlock() }
}
