import Dispatch
import Mocking
import Testing

@Mockable protocol DownloadDelegate: Sendable {
    func downloadComplete(bytes: Int?, error: String?)
}

/// The time a call was made, as seen by the caller.
final class Stamp: @unchecked Sendable {
    private let lock = NSLockLike()
    private var instant: ContinuousClock.Instant?
    func mark() { lock.run { instant = ContinuousClock.now } }
    var value: ContinuousClock.Instant? { lock.run { instant } }
}

@Suite struct EventuallyTests {
    @Test func eventuallyResumesAsSoonAsTheCallIsRecorded() async {
        let delegate = DownloadDelegateMock(.null)
        let calledAt = Stamp()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
            calledAt.mark()
            delegate.downloadComplete(bytes: 10, error: nil)
        }

        await delegate.received.downloadComplete(bytes: .notNil, error: .nil).eventually(within: .seconds(5))
        let resumedAt = ContinuousClock.now

        let delay = calledAt.value.map { resumedAt - $0 }
        #expect(delay != nil)
        #expect(delay.map { $0 < .milliseconds(250) } == true, "resumed \(String(describing: delay)) after the call")
        delegate.received.downloadComplete(bytes: .value(10), error: .nil).once()
    }

    @Test func aCallRecordedBeforeTheWaitCounts() async {
        let delegate = DownloadDelegateMock(.null)
        delegate.downloadComplete(bytes: nil, error: "offline")
        let start = ContinuousClock.now
        await delegate.received.downloadComplete(bytes: .nil, error: .notNil).eventually()
        #expect(ContinuousClock.now - start < .milliseconds(500))
    }

    @Test func eventuallyFailsOnTimeoutWithTheCallsThatArrived() async {
        let delegate = DownloadDelegateMock(.null)
        delegate.downloadComplete(bytes: nil, error: "offline")
        let line = currentLine() + 2
        let failures = await recordedFailures {
            await delegate.received.downloadComplete(bytes: .notNil, error: .nil).eventually(within: .milliseconds(50))
        }
        #expect(failures == [RecordedFailure(message: """
            Verification failed on DownloadDelegateMock:
              expected downloadComplete(bytes: not nil, error: nil) within 50 milliseconds, but it was not called
            Recorded calls of 'downloadComplete(bytes:error:)':
              downloadComplete(bytes: nil, error: "offline") — 'bytes' differs: expected not nil, got nil; 'error' differs: expected nil, got "offline"
            """, line: line)])
    }

    @Test func expectEventuallyPollsUntilTheConditionHolds() async {
        let flag = Stamp()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30)) { flag.mark() }
        await expectEventually { flag.value != nil }

        let line = currentLine() + 2
        let failures = await recordedFailures {
            await expectEventually(within: .milliseconds(40)) { false }
        }
        #expect(failures == [RecordedFailure(
            message: "Expected the condition to hold within 40 milliseconds, but it did not.", line: line
        )])
    }

    @Test func expectAfterChecksOnlyOnceTheTimeIsUp() async {
        let flag = Stamp()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { flag.mark() }
        await expectAfter(.milliseconds(100)) { flag.value != nil }

        let line = currentLine() + 2
        let failures = await recordedFailures {
            await expectAfter(.milliseconds(20)) { false }
        }
        #expect(failures == [RecordedFailure(
            message: "Expected the condition to hold after 20 milliseconds, but it did not.", line: line
        )])
    }
}
