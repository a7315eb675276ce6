import Dispatch
import Mocking
import XCTest

/// Failures reach XCTest through `XCTFail`, found at run time; this case records them instead of
/// failing, so their exact text and line can be pinned (XCTExpectFailure is Apple-only).
final class XCTestReportingTests: XCTestCase {
    private var recorded: [(message: String, line: Int)] = []
    private let lock = NSLock()

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        // Only what Mocking sent through XCTFail is kept; the test's own assertions still fail it.
        guard description.hasPrefix("failed - ") else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        lock.lock()
        recorded.append((description, lineNumber))
        lock.unlock()
    }

    private func takeRecorded() -> [String] {
        lock.lock()
        defer { recorded.removeAll(); lock.unlock() }
        return recorded.map { "line \($0.line): \($0.message)" }
    }

    func testUnexpectedCallOnStrictMockReachesXCTestAtCreationLine() {
        let line = #line; let mock = CounterMock()
        mock.stub.add(1).andReturn(2)
        XCTAssertEqual(mock.add(5), 0)
        XCTAssertEqual(takeRecorded(), ["""
            line \(line): failed - Unexpected call on strict CounterMock:
              add(5)
            Nearest stub: add(1) — 'argument 1' differs: expected 1, got 5
            """])
    }

    func testUnmetExpectationReachesXCTestAtExpectLine() {
        let mock = CounterMock()
        let line = #line; mock.expect.add(.any).times(2)
        _ = mock.add(3)
        mock.verify()
        XCTAssertEqual(takeRecorded(), ["""
            line \(line): failed - Expectation not met on CounterMock:
              expected add(any) exactly 2 times, but it was called once
            Recorded calls of 'add(_:)':
              add(3)
            """])
    }

    func testFailureFromABackgroundThreadReachesThisTest() {
        let line = #line; let mock = CounterMock()
        let done = expectation(description: "called")
        DispatchQueue.global().async {
            _ = mock.add(9)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(takeRecorded(), ["""
            line \(line): failed - Unexpected call on strict CounterMock:
              add(9)
            Nothing stubs or expects 'add(_:)' on this mock.
            """])
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
