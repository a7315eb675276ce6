import Mocking
import XCTest

/// Failures reach XCTest through `XCTFail`, found at run time; a subclass records them instead of
/// failing, so their exact text and line can be pinned (XCTExpectFailure is Apple-only).
class FailureRecordingTestCase: XCTestCase {
    private var recorded: [(message: String, line: Int)] = []
    private let lock = NSLock()

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        // Only what Mocking sent through XCTFail is kept; the test's own assertions still fail it.
        guard description.hasPrefix("failed - ") else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        lock.lock()
        recorded.append((description, lineNumber))
        lock.unlock()
    }

    /// The failures recorded so far, as `line N: failed - message`, forgetting them.
    func takeRecorded() -> [String] {
        lock.lock()
        defer { recorded.removeAll(); lock.unlock() }
        return recorded.map { "line \($0.line): \($0.message)" }
    }
}

/// A recording case whose every test runs in a mocking scope of its own, as XCTest users set up.
class ScopedFailureRecordingTestCase: FailureRecordingTestCase {
    override func invokeTest() {
        withMocking(named: name) { super.invokeTest() }
    }
}
