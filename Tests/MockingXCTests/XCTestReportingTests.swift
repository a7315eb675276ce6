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

    func testAMatcherReadsInTheMessageAsItIsWritten() {
        let line = #line; let mock = CounterMock()
        mock.stub.add(.any(of: 1, 2, 3)).andReturn(2)
        XCTAssertEqual(mock.add(5), 0)
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Unexpected call on strict CounterMock:
                  add(5)
                Nearest stub: add(any of 1, 2, 3) — 'argument 1' differs: expected any of 1, 2, 3, got 5
                """
            ])
    }

    func testAForwardedCallsObjectOfAnotherTypeReachesXCTestAtTheStubsLine() {
        let mock = CounterMock(.null)
        let line = #line; mock.stub.add(.any).andForward(to: 42)
        XCTAssertEqual(mock.add(1), 0)
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - andForward(to:) on CounterMock cannot forward 'add(_:)' to its object: Int \
                does not conform to Counter. The call answers its default value.
                """
            ])
    }

    func testARethrowingAnswersOwnErrorReachesXCTestAtTheMocksLine() {
        let line = #line; let batch = BatchMock(.null)
        batch.stub.each(.any).andCall { _ in throw BatchError.full }
        batch.each {}
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - An andCall body of 'each(_:)' on BatchMock threw full though no closure \
                argument threw: Swift lets a rethrows function throw only when a closure it was given throws. \
                The call answers its default value.
                """
            ])
    }

    func testANoncopyableResultNothingAnswersReachesXCTestAtTheMocksLine() {
        let line = #line; let lease = LeaseMock(.null)
        XCTAssertThrowsError(try lease.withLease { 1 })
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - LeaseMock cannot answer 'withLease(_:)' with R == Int: its result (Int) may \
                be noncopyable, so only an answer makes one, and nothing answers the call; the call throws \
                MockError.noDefaultValue. Stub it with andCall { … }, or forward it with andForward(to:).
                """
            ])
    }

    func testAnEventualCountReachesXCTestAtItsLine() async {
        let mock = CounterMock(.null)
        _ = mock.add(1)
        let line = #line; await mock.received.add(.any).eventually(times: 2, within: .milliseconds(20))
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Verification failed on CounterMock:
                  expected add(any) exactly 2 times within 20 milliseconds, but it was called once
                Recorded calls of 'add(_:)':
                  add(1)
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

    func testExpectationsUsedUpInTurnReportTheCallsOthersTook() {
        let mock = CounterMock()
        mock.expect.add(.any).andReturn(1)
        let line = #line; mock.expect.add(.any).andReturn(2)
        XCTAssertEqual([mock.add(1), mock.add(2), mock.add(3)], [1, 2, 0])
        mock.verify()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Expectation not met on CounterMock:
                  expected add(any) exactly once, but it was called 2 times
                  1 other matching call was counted by another expectation of 'add(_:)'; expectations take calls in the order they were set up, each as many as its count allows.
                Recorded calls of 'add(_:)':
                  add(1)
                  add(2)
                  add(3)
                """
            ])
    }

    func testAThrowingCallWithNoDefaultReachesXCTestAtTheCreationLineAndThrows() {
        let line = #line; let vault = VaultMock(.null)
        XCTAssertThrowsError(try vault.open(code: 1)) { error in
            XCTAssertEqual(
                (error as? MockError)?.description,
                """
                VaultMock cannot answer 'open(code:)': its return type VaultDoor has no default value, so the call \
                throws MockError.noDefaultValue. Stub it (andReturn/andCall), conform VaultDoor to DefaultProvidable, \
                or call DefaultValues.register(_:).
                """)
        }
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - VaultMock cannot answer 'open(code:)': its return type VaultDoor has no default \
                value, so the call throws MockError.noDefaultValue. Stub it (andReturn/andCall), conform VaultDoor to \
                DefaultProvidable, or call DefaultValues.register(_:).
                """
            ])
    }

    func testAGenericCallOfAnotherSpecializationReachesXCTestInWords() {
        let line = #line; let shelf = ShelfMock()
        shelf.stub.item(at: .any, returning: Int.self).andReturn(1)
        let item: String = shelf.item(at: 0)
        XCTAssertEqual(item, "")
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Unexpected call on strict ShelfMock:
                  item(at: 0) with T == String
                Nothing stubs or expects 'item(at:)' with T == String on this mock; it is stubbed with T == Int. A stub \
                of a generic method answers only the types it was made for: stub this call for T == String too (where \
                only the result or a closure names T, pass returning: String.self).
                """
            ])
    }

    func testAPartialBehaviourWithoutARealObjectReachesXCTestAtTheCreationLine() {
        let line = #line; let mock = CounterMock(.partial)
        XCTAssertEqual(mock.add(1), 0)
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - CounterMock was created .partial without a real object, so it behaves as .null. \
                Create a partial mock with init(forwardingTo:).
                """
            ])
    }

    func testVerifyNoInteractionsReachesXCTestAtItsLine() {
        let mock = CounterMock(.null)
        _ = mock.add(2)
        let line = #line; mock.verifyNoInteractions()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - CounterMock was expected to receive no calls, but received 1:
                  add(2)
                """
            ])
    }

    func testImpossibleAnswerChainsReachXCTestAtTheirLine() {
        let mock = CounterMock(.null)
        let neverLine = #line; mock.expect.add(5).never().andReturn(1)
        let forwardLine = #line; mock.stub.add(.any).andForwardToReal()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(neverLine): failed - expect.add(5).never() was given an answer, but a call it answered would fail it. \
                The answer is dropped; expect the call with once(), times(_:) or atLeast(_:) if it should be answered.
                """,
                """
                line \(forwardLine): failed - andForwardToReal() on CounterMock, which has no real object: add(any) would \
                answer its default value. Create the mock with init(forwardingTo:).
                """,
            ])
    }

    func testACountedInOrderStepReachesXCTestAtTheBlocksLine() {
        let mock = CounterMock(.null)
        _ = mock.add(1)
        _ = mock.add(2)
        _ = mock.add(3)
        let line = #line + 1
        verifyInOrder {
            mock.received.add(.any).times(2)
        }
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Calls did not happen in the expected order (step 1 expected exactly 2 matching calls, but found 3).
                  Expected, in order:
                    1. add(any) exactly 2 times on CounterMock
                  Recorded:
                    add(1) on CounterMock
                    add(2) on CounterMock
                    add(3) on CounterMock
                """
            ])
    }

    func testOneNameWithTwoSignaturesReachesXCTestWithBoth() {
        let mock = CounterMock(.null)
        _ = mock.add(1)
        let line = #line; mock.received.addAsText(.any).once()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - CounterMock uses 'add(_:)' with two signatures: (Int) -> String here, \
                (Int) -> Int before. A witness and a builder written by hand must use the same argument tuple, \
                labels included (a parameter without an argument label is labelled with its name), and overloads \
                by type need names of their own.
                """
            ])
    }
}

protocol Counter {
    func add(_ amount: Int) -> Int
}

final class CounterMock: Mock, Counter {
    let mockCore: MockCore<any Counter>
    init(mockCore: MockCore<any Counter>) { self.mockCore = mockCore }

    func add(_ amount: Int) -> Int {
        mockCore.__call("add(_:)", amount) { (real: any Counter) in real.add(amount) }
    }
}

extension MockProxy where Target == CounterMock {
    @discardableResult
    func add(_ amount: Arg<Int>, at callSite: CallSite = #callSite) -> MockCall<Verb, Int, Int, MockEffects.Sync> {
        __message("add(_:)", amount, at: callSite)
    }

    /// Mis-written on purpose: the name of `add(_:)` with another return type.
    func addAsText(
        _ amount: Arg<Int>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, Int, String, MockEffects.Sync> {
        __message("add(_:)", amount, at: callSite)
    }
}

@Mockable
protocol Lease {
    func withLease<R: ~Copyable>(_ body: () throws -> R) throws -> R
}

@Mockable
protocol Batch {
    func each(_ body: () throws -> Void) rethrows
}

enum BatchError: Error { case full }

@Mockable
protocol Vault {
    func open(code: Int) throws -> VaultDoor
}

struct VaultDoor: Sendable {}

@Mockable
protocol Shelf {
    func item<T>(at index: Int) -> T
}
