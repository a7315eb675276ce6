import Mocking
import Testing

@Mockable
protocol FeedLoader {
    func fetch(page: Int) -> [String]
}

@Mockable
protocol FeedView {
    func reload()
    func show(error: String)
}

/// Counts inside `verifyInOrder`, as Mockito's `inOrder.verify(mock, times(2))`: a counted step
/// takes the first unbroken run of matching calls after the step before when the run fits its
/// count, and otherwise every matching call after the step before.
@Suite struct InOrderCountTests {
    let loader = FeedLoaderMock(.null)
    let view = FeedViewMock(.null)

    @Test func aCountedStepTakesTheFirstRunWhenItFits() {
        _ = loader.fetch(page: 1)
        _ = loader.fetch(page: 2)
        view.reload()
        _ = loader.fetch(page: 3)

        verifyInOrder {
            loader.received.fetch(page: .any).times(2)
            view.received.reload()
            loader.received.fetch(page: .any).once()
        }
    }

    @Test func aCountedStepTakesEveryLaterCallWhenTheRunDoesNotFit() {
        _ = loader.fetch(page: 1)
        view.reload()
        _ = loader.fetch(page: 2)

        verifyInOrder {
            loader.received.fetch(page: .any).times(2)
        }
        var line = 0
        let failures = recordedFailures {
            line = currentLine() + 1
            verifyInOrder {
                loader.received.fetch(page: .any).times(2)
                view.received.reload()
            }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Calls did not happen in the expected order (step 2 found no matching call after the 2 calls that satisfied step 1).
                          Expected, in order:
                            1. fetch(page: any) exactly 2 times on FeedLoaderMock
                            2. reload() on FeedViewMock
                          Recorded:
                            fetch(page: 1) on FeedLoaderMock
                            reload() on FeedViewMock
                            fetch(page: 2) on FeedLoaderMock
                        """, line: line)
            ])
    }

    @Test func moreCallsThanTheCountFailWithTheNumberFound() {
        for page in 1...3 { _ = loader.fetch(page: page) }
        view.reload()

        var line = 0
        let failures = recordedFailures {
            line = currentLine() + 1
            verifyInOrder {
                loader.received.fetch(page: .any).times(2)
                view.received.reload()
            }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Calls did not happen in the expected order (step 1 expected exactly 2 matching calls, but found 3).
                          Expected, in order:
                            1. fetch(page: any) exactly 2 times on FeedLoaderMock
                            2. reload() on FeedViewMock
                          Recorded:
                            fetch(page: 1) on FeedLoaderMock
                            fetch(page: 2) on FeedLoaderMock
                            fetch(page: 3) on FeedLoaderMock
                            reload() on FeedViewMock
                        """, line: line)
            ])
    }

    @Test func neverAfterAStepMeansNoMatchingCallAfterIt() {
        _ = loader.fetch(page: 1)
        view.reload()

        verifyInOrder {
            view.received.reload()
            loader.received.fetch(page: .any).never()
        }

        _ = loader.fetch(page: 2)
        var line = 0
        let failures = recordedFailures {
            line = currentLine() + 1
            verifyInOrder {
                view.received.reload()
                loader.received.fetch(page: .any).never()
            }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Calls did not happen in the expected order (step 2 expected no matching call after the call that satisfied step 1, but found 1).
                          Expected, in order:
                            1. reload() on FeedViewMock
                            2. fetch(page: any) never on FeedLoaderMock
                          Recorded:
                            fetch(page: 1) on FeedLoaderMock
                            reload() on FeedViewMock
                            fetch(page: 2) on FeedLoaderMock
                        """, line: line)
            ])
    }

    @Test func rangesTakeTheRunWhenItFits() {
        _ = loader.fetch(page: 1)
        _ = loader.fetch(page: 2)
        view.reload()
        _ = loader.fetch(page: 3)

        verifyInOrder {
            loader.received.fetch(page: .any).atLeast(1)
            view.received.reload()
            loader.received.fetch(page: .any).atMost(1)
        }
        let failures = recordedFailures {
            verifyInOrder {
                view.received.reload()
                loader.received.fetch(page: .any).times(2...3)
            }
        }
        #expect(
            failures.map(\.message.firstLine) == [
                "Calls did not happen in the expected order (step 2 expected between 2 and 3 matching calls after the call that satisfied step 1, but found 1)."
            ])
    }

    @Test func aCountInsideTheBlockDoesNotCheckTheTotal() {
        _ = loader.fetch(page: 1)
        view.reload()
        _ = loader.fetch(page: 2)
        _ = loader.fetch(page: 3)

        // Three fetches in all; the block counts only those after reload().
        verifyInOrder {
            view.received.reload()
            loader.received.fetch(page: .any).times(2)
        }
        loader.received.fetch(page: .any).times(3)
    }

    @Test func aCallOfAMockOutsideTheBlockDoesNotBreakARun() {
        let other = FeedViewMock(.null)
        _ = loader.fetch(page: 1)
        other.show(error: "offline")
        _ = loader.fetch(page: 2)
        view.reload()
        _ = loader.fetch(page: 3)

        verifyInOrder {
            loader.received.fetch(page: .any).times(2)
            view.received.reload()
        }
    }

    @Test func aStepWithAZeroCountLeavesThePositionWhereItWas() {
        view.reload()
        _ = loader.fetch(page: 1)

        let failures = recordedFailures {
            verifyInOrder {
                view.received.show(error: .any).never()
                loader.received.fetch(page: .any).once()
                view.received.reload()
            }
        }
        #expect(
            failures.map(\.message.firstLine) == [
                "Calls did not happen in the expected order (step 3 found no matching call after the call that satisfied step 2)."
            ])
    }

    @Test func countedStepsAccountForTheirCalls() {
        _ = loader.fetch(page: 1)
        _ = loader.fetch(page: 2)
        view.reload()

        verifyInOrder {
            loader.received.fetch(page: .any).times(2)
            view.received.reload()
        }
        loader.verifyNoMoreInteractions()
        view.verifyNoMoreInteractions()
    }

    @Test func aMisusedCountInsideTheBlockIsReportedAtItsLineAndLeftOut() {
        _ = loader.fetch(page: 1)
        view.reload()

        var line = 0
        let failures = recordedFailures {
            verifyInOrder {
                loader.received.fetch(page: .any)
                view.received.show(error: .any).times(-1)
                view.received.reload()
            }
            line = currentLine() - 3
        }
        #expect(failures.map(\.line) == [line])
        #expect(
            failures.map(\.message.firstLine) == [
                "times(-1) is not a call count: counts cannot be negative or empty. The step is left out of the order."
            ])
    }
}

extension String {
    fileprivate var firstLine: Substring { prefix { $0 != "\n" } }
}
