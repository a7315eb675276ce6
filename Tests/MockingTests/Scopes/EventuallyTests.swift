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

    /// Mockito's `timeout(…).times(n)`: the wait ends at the call that makes the count.
    @Test(.timeLimit(.minutes(1)))
    func eventuallyWithACountResumesAtTheCallThatMakesIt() async {
        let delegate = DownloadDelegateMock(.null)
        delegate.downloadComplete(bytes: 1, error: nil)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
            delegate.downloadComplete(bytes: nil, error: "offline")
            delegate.downloadComplete(bytes: 2, error: nil)
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
                delegate.downloadComplete(bytes: 3, error: nil)
            }
        }
        let delivered = delegate.received.downloadComplete(bytes: .notNil, error: .nil)
        await delivered.eventually(times: 3, within: .seconds(3600))
        await delegate.received.downloadComplete(bytes: .any, error: .any).eventually(times: 2..., within: .seconds(1))
    }

    @Test func eventuallyWithACountReportsTooFewOrTooManyAndAMisspelledCount() async {
        let delegate = DownloadDelegateMock(.null)
        delegate.downloadComplete(bytes: 1, error: nil)
        delegate.downloadComplete(bytes: 2, error: nil)
        let delivered = delegate.received.downloadComplete(bytes: .notNil, error: .nil)
        let line = currentLine() + 2
        let failures = await recordedFailures {
            await delivered.eventually(times: 3, within: .milliseconds(30))
            await delivered.eventually(times: 1, within: .milliseconds(30))
            await delivered.eventually(times: -1)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Verification failed on DownloadDelegateMock:
                          expected downloadComplete(bytes: not nil, error: nil) exactly 3 times within 30 milliseconds, but it was called 2 times
                        Recorded calls of 'downloadComplete(bytes:error:)':
                          downloadComplete(bytes: 1, error: nil)
                          downloadComplete(bytes: 2, error: nil)
                        """, line: line),
                RecordedFailure(
                    message: """
                        Verification failed on DownloadDelegateMock:
                          expected downloadComplete(bytes: not nil, error: nil) exactly once within 30 milliseconds, but it was called 2 times
                        Recorded calls of 'downloadComplete(bytes:error:)':
                          downloadComplete(bytes: 1, error: nil)
                          downloadComplete(bytes: 2, error: nil)
                        """, line: line + 1),
                RecordedFailure(
                    message: "eventually(times: -1) is not a call count: counts cannot be negative or empty. "
                        + "Nothing is checked.",
                    line: line + 2),
            ])
    }

    @Test(.timeLimit(.minutes(1)))
    func verifyInOrderWithinWaitsForCallsFromAnotherThread() async {
        let delegate = DownloadDelegateMock(.null)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
            delegate.downloadComplete(bytes: nil, error: "offline")
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
                delegate.downloadComplete(bytes: 1, error: nil)
            }
        }
        await verifyInOrder(within: .seconds(3600)) {
            delegate.received.downloadComplete(bytes: .nil, error: .notNil)
            delegate.received.downloadComplete(bytes: .notNil, error: .nil)
        }
    }

    @Test func verifyInOrderWithinReportsTheOrderAtTheTimeout() async {
        let delegate = DownloadDelegateMock(.null)
        delegate.downloadComplete(bytes: 1, error: nil)
        delegate.downloadComplete(bytes: nil, error: "offline")
        let line = currentLine() + 2
        let failures = await recordedFailures {
            await verifyInOrder(within: .milliseconds(30)) {
                delegate.received.downloadComplete(bytes: .nil, error: .notNil)
                delegate.received.downloadComplete(bytes: .notNil, error: .nil)
            }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Calls did not happen in the expected order (step 2 found no matching call after the \
                        call that satisfied step 1).
                          Expected, in order:
                            1. downloadComplete(bytes: nil, error: not nil) on DownloadDelegateMock
                            2. downloadComplete(bytes: not nil, error: nil) on DownloadDelegateMock
                          Recorded:
                            downloadComplete(bytes: 1, error: nil) on DownloadDelegateMock
                            downloadComplete(bytes: nil, error: "offline") on DownloadDelegateMock
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
