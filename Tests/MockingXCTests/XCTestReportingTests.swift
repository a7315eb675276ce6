import Dispatch
import Mocking
import XCTest

/// Failures reach XCTest at the user's line, with their exact text.
final class XCTestReportingTests: FailureRecordingTestCase {
    func testUnexpectedCallOnStrictMockReachesXCTestAtCreationLine() {
        let line = #line; let mock = CounterMock()
        mock.stub.add(1).andReturn(2)
        XCTAssertEqual(mock.add(5), 0)
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Unexpected call on strict CounterMock:
                  add(5)
                Nearest stub: add(1) — 'argument 1' differs: expected 1, got 5
                """
            ])
    }

    func testUnmetExpectationReachesXCTestAtExpectLine() {
        let mock = CounterMock()
        let line = #line; mock.expect.add(.any).times(2)
        _ = mock.add(3)
        mock.verify()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Expectation not met on CounterMock:
                  expected add(any) exactly 2 times, but it was called once
                Recorded calls of 'add(_:)':
                  add(3)
                """
            ])
    }

    func testNonEscapingClosureCalledLateReachesXCTestAtTheCallersLine() {
        let body = NonEscaping<(Int) -> Int> { $0 + 1 }
        body.end()
        let line = #line; let answer = body(1)
        XCTAssertEqual(answer, 0)
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - A non-escaping closure argument was called after the mocked call returned. \
                Swift forbids that; call it inside andCall, or make the parameter @escaping. The call answers its default value.
                """
            ])
    }

    func testFailureFromABackgroundThreadReachesThisTest() {
        let line = #line; let mock = CounterMock()
        let done = expectation(description: "called")
        DispatchQueue.global().async {
            _ = mock.add(9)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Unexpected call on strict CounterMock:
                  add(9)
                Nothing stubs or expects 'add(_:)' on this mock.
                """
            ])
    }

    func testPassingExpectationsRecordNothing() {
        let mock = CounterMock(.null)
        mock.expect.add(.where { $0 > 0 }).once()
        XCTAssertEqual(mock.add(4), 0)
        mock.verify()
        mock.received.add(4).once()
        mock.verifyNoMoreInteractions()
        XCTAssertEqual(takeRecorded(), [])
    }
}

protocol Counter {
    func add(_ amount: Int) -> Int
}

final class CounterMock: Mock, Counter {
    let mockCore: MockCore<any Counter>
    init(mockCore: MockCore<any Counter>) { self.mockCore = mockCore }

    func add(_ amount: Int) -> Int {
        mockCore.call("add(_:)", amount) { $0.add(amount) }
    }
}

extension MockProxy where Target == CounterMock {
    @discardableResult
    func add(_ amount: Arg<Int>, at callSite: CallSite = #callSite) -> MockCall<Verb, Int, Int, Sync> {
        message("add(_:)", amount, at: callSite)
    }
}
