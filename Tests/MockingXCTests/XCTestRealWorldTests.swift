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

@Mockable
protocol XCTestSettings {
    static subscript(key: String) -> Int { get set }
    subscript<T: Decodable>(field name: String, as type: T.Type) -> T? { get }
}

/// swift-protobuf's `Enum`: a `RawRepresentable` parent restated with `Int`.
@Mockable
protocol XCTestLevel: RawRepresentable {
    init?(rawValue: Int)
    var rawValue: Int { get }
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

    func testAGenericSubscriptsUnexpectedCallSaysItsSpecialization() {
        let line = #line; let settings = XCTestSettingsMock()
        XCTAssertNil(settings[field: "since", as: Int.self])
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Unexpected call on strict XCTestSettingsMock:
                  [field: "since", as: Int] with T == Int
                Nothing stubs or expects 'subscript(field:as:).get' with T == Int on this mock.
                """
            ])
    }

    func testAStaticSubscriptsUnmetExpectationNamesTheType() {
        XCTestSettingsMock.resetStatics()
        defer { XCTestSettingsMock.resetStatics() }
        let line = #line; XCTestSettingsMock.expect["limit"].set(1).once()
        XCTestSettingsMock["limit"] = 2
        XCTestSettingsMock.verify()
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - Expectation not met on XCTestSettingsMock.self:
                  expected ["limit"] = 1 exactly once, but it was called 0 times
                Recorded calls of 'subscript(_:).set':
                  ["limit"] = 2 — 'newValue' differs: expected 1, got 2
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

    func testAPartialMockSaysItCannotForwardARestatedStandardLibraryRequirement() {
        struct Live: XCTestLevel {
            var rawValue: Int
            init?(rawValue: Int) { self.rawValue = rawValue }
        }
        let line = #line; let level = XCTestLevelMock(forwardingTo: Live(rawValue: 4)!)
        XCTAssertEqual(level.rawValue, 0)
        XCTAssertEqual(
            takeRecorded(),
            [
                """
                line \(line): failed - XCTestLevelMock cannot forward 'rawValue' to its real object: it restates a \
                standard-library requirement, which the module's default isolation may isolate. Stub it with andReturn \
                or andCall.
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
