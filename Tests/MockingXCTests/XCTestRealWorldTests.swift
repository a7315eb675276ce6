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
