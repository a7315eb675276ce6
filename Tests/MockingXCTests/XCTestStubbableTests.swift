import Mocking
import XCTest

@Stubbable
final class Heater {
    var setting: Int = 2
    func power() -> Int { 1_500 }
    static func maximum() -> Int { 3_000 }
}

/// `@Stubbable` under XCTest: stubs on real objects and types belong to each test's scope, and
/// failures reach the test at the user's line.
final class XCTestStubbableTests: ScopedFailureRecordingTestCase {
    func testStubsOnARealObjectAndTypeLastForTheTest() {
        let heater = Heater()
        let other = Heater()
        heater.stub.power().andReturn(10)
        Heater.stub.maximum().andReturn(20)
        XCTAssertEqual(heater.power(), 10)
        XCTAssertEqual(other.power(), 1_500)
        XCTAssertEqual(Heater.maximum(), 20)
        heater.received.power().once()
    }

    func testAnUnmetExpectationOnARealObjectFailsAtItsLine() {
        let line = #line + 3
        withMocking(named: "inner") {
            let heater = Heater()
            heater.expect.power().times(2)
            _ = heater.power()
        }
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Expectation not met on Heater:
                  expected power() exactly 2 times, but it was called once
                Recorded calls of 'power()':
                  power()
                """
            ])
    }

    func testForwardingARealObjectsStubToAnotherObjectIsReportedAtItsLine() {
        let heater = Heater()
        let line = #line; heater.stub.power().andForward(to: Heater())
        XCTAssertEqual(heater.power(), 1_500)
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - andForward(to:) on Heater cannot send power() to another object: a real \
                object's or type's stubs stand in for its own code. Call the other object from andCall { … } \
                instead; the answer is dropped.
                """
            ])
    }

    func testVerifyingAnObjectNobodyRegisteredSaysSo() {
        let heater = Heater()
        _ = heater.power()
        let line = #line + 1
        heater.received.power().once()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Cannot verify 'power()' on Heater: Mocking was not recording its calls. \
                A real object or type records calls once spy(_:), a stub, an expectation or a capture \
                registers it in the same mocking scope — do that before the calls.
                """
            ])
    }

    func testAStoredPropertysGetterIsStubbedAndAnUnmetSetterVerificationSaysWhatWasSet() {
        let heater = Heater()
        heater.stub.setting.get.andReturn(5)
        heater.setting = 3
        XCTAssertEqual(heater.setting, 5)
        let line = #line + 1
        heater.received.setting.set(4).once()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Verification failed on Heater:
                  expected setting.set(4) exactly once, but it was called 0 times
                Recorded calls of 'setting.set':
                  setting.set(3) — 'newValue' differs: expected 4, got 3
                """
            ])
    }
}
