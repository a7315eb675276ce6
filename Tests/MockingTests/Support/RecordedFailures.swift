import Mocking
import Testing

/// A failure as Swift Testing recorded it: the message and the line it points at.
struct RecordedFailure: Equatable, CustomStringConvertible {
    let message: String
    let line: Int

    var description: String { "line \(line): \(message)" }
}

/// Collects issues recorded while `body` runs, as known issues, so a test can pin their text.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLockLike()
    private var items: [RecordedFailure] = []

    func append(_ issue: Issue) {
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        lock.run { items.append(RecordedFailure(message: message, line: issue.sourceLocation?.line ?? -1)) }
    }

    var failures: [RecordedFailure] { lock.run { items } }
}

/// Runs `body` and returns every issue it recorded (failing the test if there was none).
func recordedFailures(_ body: () -> Void) -> [RecordedFailure] {
    let log = FailureLog()
    withKnownIssue {
        body()
    } matching: { issue in
        log.append(issue)
        return true
    }
    return log.failures
}

/// Runs `body` and returns every issue it recorded (failing the test if there was none).
func recordedFailures(_ body: () async -> Void) async -> [RecordedFailure] {
    let log = FailureLog()
    await withKnownIssue {
        await body()
    } matching: { issue in
        log.append(issue)
        return true
    }
    return log.failures
}

/// The line of the caller, to pin where a failure points.
func currentLine(_ line: Int = #line) -> Int { line }
