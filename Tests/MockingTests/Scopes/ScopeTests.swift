import Dispatch
import Mocking
import MockingTesting
import Testing

@Mockable protocol ScopedClock {
    static func now() -> Int
    static var zone: String { get }
    static func tick(_ step: Int) -> Int
    func read() -> Int
}

/// Lets tasks that run at the same time wait for each other — for five seconds at most, so a
/// test run one at a time (`--no-parallel`, a filter) still finishes.
actor Rendezvous {
    private var arrived: Set<String> = []
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func arrive(_ name: String, expecting count: Int) async {
        arrived.insert(name)
        if arrived.count >= count {
            releaseAll()
            return
        }
        Task {
            try? await Task.sleep(nanoseconds: 5_000_000_000)
            self.releaseAll()
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    private func releaseAll() {
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }
}

private let staticPair = Rendezvous()

@Suite(.mocking) struct MockingScopeTests {
    @Test func theScopeVerifiesExpectationsWhenTheTestEnds() {
        let clock = ScopedClockMock()
        clock.expect.read().andReturn(1)
        #expect(clock.read() == 1)
        // No verify(): the scope checks the expectation, which holds.
    }

    @Test func aForgottenExpectationFailsItsOwnTest() {
        let line = currentLine() + 3
        let failures = recordedFailures {
            withMocking(named: "inner") {
                let clock = ScopedClockMock(); clock.expect.read().once()
                _ = clock
            }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on ScopedClockMock:
                          expected read() exactly once, but it was called 0 times
                        No calls of 'read()' were recorded.
                        """, line: line)
            ])
    }

    @Test(arguments: [1, 2])
    func theTraitScopesEachCaseOfAParameterisedTest(value: Int) async throws {
        try await withKnownIssue {
            try await MockingTrait.mocking.provideScope(for: Test.current!, testCase: Test.Case.current) {
                let clock = ScopedClockMock()
                clock.expect.read().times(value)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                Expectation not met on ScopedClockMock:
                  expected read() exactly \(value == 1 ? "once" : "2 times"), but it was called 0 times
                No calls of 'read()' were recorded.
                """
        }
    }

    @Test func twoTestsStubTheSameStaticMemberDifferentlyFirst() async {
        ScopedClockMock.stub.now().andReturn(1)
        await staticPair.arrive("first", expecting: 2)
        #expect(ScopedClockMock.now() == 1)
        #expect(await Task { ScopedClockMock.now() }.value == 1)
        await staticPair.arrive("first done", expecting: 4)
    }

    @Test func twoTestsStubTheSameStaticMemberDifferentlySecond() async {
        ScopedClockMock.stub.now().andReturn(2)
        await staticPair.arrive("second", expecting: 2)
        #expect(ScopedClockMock.now() == 2)
        #expect(await Task { ScopedClockMock.now() }.value == 2)
        await staticPair.arrive("second done", expecting: 4)
    }

    @Test func aDispatchCallbackSeesTheOnlyTestThatStubbedTheMember() async {
        ScopedClockMock.stub.zone.get.andReturn("UTC+1")
        let zone = await onDispatchQueue { ScopedClockMock.zone }
        #expect(zone == "UTC+1")
        ScopedClockMock.received.zone.get.once()
    }

    @Test func aCallNoScopeCanClaimFailsInEveryTestThatStubbedIt() async {
        let lines = (first: currentLine() + 5, second: currentLine() + 10)
        let bothStubbed = Rendezvous()
        let callMade = Rendezvous()
        let failures = await recordedFailures {
            async let first: Void = withMocking(named: "first()") {
                ScopedClockMock.stub.tick(.any).andReturn(1)
                await bothStubbed.arrive("first", expecting: 2)
                await callMade.arrive("first", expecting: 2)
            }
            async let second: Void = withMocking(named: "second()") {
                ScopedClockMock.stub.tick(.any).andReturn(2)
                await bothStubbed.arrive("second", expecting: 2)
                #expect(await onDispatchQueue { ScopedClockMock.tick(5) } == 0)
                await callMade.arrive("second", expecting: 2)
            }
            _ = await (first, second)
        }
        let message = """
            ScopedClockMock.self.tick(5) was called outside any test's task (from a Dispatch queue, \
            Task.detached or a thread of its own), and the running tests 'first()' and 'second()' both \
            stub it, so Mocking cannot tell which test it belongs to; it answered the default value.
            Run these tests one at a time (.serialized), or stub an instance instead of a static member.
            """
        #expect(
            failures.sorted { $0.line < $1.line } == [
                RecordedFailure(message: message, line: lines.first),
                RecordedFailure(message: message, line: lines.second),
            ])
    }

    @Test func unusedStubsAreReportedWhenAsked() {
        let line = currentLine() + 4
        let failures = recordedFailures {
            withMocking(named: "unused", reportUnusedStubs: true) {
                let clock = ScopedClockMock()
                clock.stub.read().andReturn(3)
                _ = clock
            }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: "Stub never used on ScopedClockMock: read() was set up, but no call matched it.",
                    line: line
                )
            ])
    }

    @Test func staticStubsGoWithTheScope() {
        withMocking(named: "inner") {
            ScopedClockMock.stub.tick(.any).andReturn(9)
            #expect(ScopedClockMock.tick(1) == 9)
        }
        // The suite's own scope never stubbed tick.
        #expect(ScopedClockMock.tick(1) == 0)
    }
}
