import Dispatch
import Mocking
import Testing

@Mockable protocol DownloadDelegate: Sendable {
    func downloadComplete(bytes: Int?, error: String?)
}

/// A flag set from another thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLockLike()
    private var raised = false
    func raise() { lock.run { raised = true } }
    var isRaised: Bool { lock.run { raised } }
}

@Suite struct EventuallyTests {
    // OCMock's verifyWithDelay: the last call that meets the expectations ends the wait.
    @Test(.timeLimit(.minutes(1)))
    func verifyWithinReturnsWhenCallsFromAnotherThreadMeetEveryExpectation() async {
        let delegate = DownloadDelegateMock()
        delegate.expect.downloadComplete(bytes: .notNil, error: .nil).times(2)
        delegate.expect.downloadComplete(bytes: .nil, error: "offline")
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
            delegate.downloadComplete(bytes: 1, error: nil)
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
                delegate.downloadComplete(bytes: nil, error: "offline")
                delegate.downloadComplete(bytes: 2, error: nil)
            }
        }

        await delegate.verify(within: .seconds(3600))

        delegate.received.downloadComplete(bytes: .any, error: .any).times(3)
    }

    @Test func verifyWithinReportsWhatDoesNotHoldAtTheTimeout() async {
        let delegate = DownloadDelegateMock()
        let line = currentLine(); delegate.expect.downloadComplete(bytes: .notNil, error: .nil)
        let failures = await recordedFailures {
            await delegate.verify(within: .milliseconds(20))
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on DownloadDelegateMock:
                          expected downloadComplete(bytes: not nil, error: nil) exactly once, but it was called 0 times
                        No calls of 'downloadComplete(bytes:error:)' were recorded.
                        """, line: line)
            ])
    }

    // Hour-long timeouts under a one-minute limit: these tests finish only if the call itself
    // ends the wait. No wall-clock assertion, so a loaded machine cannot make them flaky.
    @Test(.timeLimit(.minutes(1)))
    func eventuallyResumesWhenTheCallIsRecordedNotAtTheTimeout() async {
        let delegate = DownloadDelegateMock(.null)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
            delegate.downloadComplete(bytes: 10, error: nil)
        }

        await delegate.received.downloadComplete(bytes: .notNil, error: .nil).eventually(within: .seconds(3600))

        delegate.received.downloadComplete(bytes: .value(10), error: .nil).once()
    }

    @Test(.timeLimit(.minutes(1)))
    func aCallRecordedBeforeTheWaitCounts() async {
        let delegate = DownloadDelegateMock(.null)
        delegate.downloadComplete(bytes: nil, error: "offline")
        await delegate.received.downloadComplete(bytes: .nil, error: .notNil).eventually(within: .seconds(3600))
    }

    @Test func eventuallyFailsOnTimeoutWithTheCallsThatArrived() async {
        let delegate = DownloadDelegateMock(.null)
        delegate.downloadComplete(bytes: nil, error: "offline")
        let line = currentLine() + 2
        let failures = await recordedFailures {
            await delegate.received.downloadComplete(bytes: .notNil, error: .nil).eventually(within: .milliseconds(50))
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Verification failed on DownloadDelegateMock:
                          expected downloadComplete(bytes: not nil, error: nil) within 50 milliseconds, but it was not called
                        Recorded calls of 'downloadComplete(bytes:error:)':
                          downloadComplete(bytes: nil, error: "offline") — 'bytes' differs: expected not nil, got nil; 'error' differs: expected nil, got "offline"
                        """, line: line)
            ])
    }

    @Test func expectEventuallyPollsUntilTheConditionHolds() async {
        let flag = Flag()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30)) { flag.raise() }
        await expectEventually(within: .seconds(60)) { flag.isRaised }

        let line = currentLine() + 2
        let failures = await recordedFailures {
            await expectEventually(within: .milliseconds(40)) { false }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: "Expected the condition to hold within 40 milliseconds, but it did not.", line: line
                )
            ])
    }

    @Test func expectAfterChecksOnlyOnceTheTimeIsUp() async {
        let flag = Flag()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { flag.raise() }
        await expectAfter(.milliseconds(500)) { flag.isRaised }

        let line = currentLine() + 2
        let failures = await recordedFailures {
            await expectAfter(.milliseconds(20)) { false }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: "Expected the condition to hold after 20 milliseconds, but it did not.", line: line
                )
            ])
    }
}
