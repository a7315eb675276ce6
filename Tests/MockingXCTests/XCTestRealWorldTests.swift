import Mocking
import XCTest

enum XCTestNetworkError: Error { case offline }

@Mockable
protocol XCTestErrorSink {
    func report(_ error: any Error)
}

@Mockable
protocol XCTestTokenStore: Actor {
    func clear()
}

@Mockable
protocol XCTestDuration: Comparable {
    static func + (lhs: Self, rhs: Self) -> Self
}

@Mockable
protocol XCTestLines: IteratorProtocol where Element == String {}

/// The messages of real-world protocols' mocks, as XCTest records them.
final class XCTestRealWorldTests: FailureRecordingTestCase {
    func testAnUnexpectedExistentialArgumentNamesItsType() {
        let line = #line; let sink = XCTestErrorSinkMock()
        sink.report(XCTestNetworkError.offline)
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Unexpected call on strict XCTestErrorSinkMock:
                  report(XCTestNetworkError.offline)
                Nothing stubs or expects 'report(_:)' on this mock.
                """
            ])
    }

    func testAnOperatorsVerificationNamesItByItsOperator() {
        XCTestDurationMock.resetStatics()
        defer { XCTestDurationMock.resetStatics() }
        let short = XCTestDurationMock()
        _ = short + short
        let line = #line; XCTestDurationMock.received.plus(.any, .any).times(2)
        XCTestDurationMock.received.less(.any, .any).never()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Verification failed on XCTestDurationMock.self:
                  expected any + any exactly 2 times, but it was called once
                Recorded calls of '+(_:_:)':
                  XCTestDurationMock + XCTestDurationMock
                """
            ])
    }

    func testAStrictIteratorMocksUnexpectedNextSaysSo() {
        let line = #line; let lines = XCTestLinesMock(.strict)
        XCTAssertNil(lines.next())
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Unexpected call on strict XCTestLinesMock:
                  next()
                Nothing stubs or expects 'next()' on this mock.
                """
            ])
    }

    func testAPartialActorMockSaysItCannotCallIntoTheRealActor() async {
        actor LiveStore: XCTestTokenStore {
            func clear() {}
        }
        let line = #line; let store = XCTestTokenStoreMock(forwardingTo: LiveStore())
        await store.clear()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - XCTestTokenStoreMock cannot forward 'clear()' to its real object: \
                the real object is another actor, which the mock cannot call into. Stub it with andReturn or andCall.
                """
            ])
    }
}
