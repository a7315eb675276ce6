import Foundation
import Mocking
import Testing

/// Foundation's everyday value types, as a null mock answers them: values no test mistakes for real
/// data (issue 56, item 13). A null mock whose requirement returns `Date` ended the process.
@Mockable
protocol Timekeeper {
    func now() -> Date
    func endpoint() -> URL
    func requestID() -> UUID
    func total() -> Decimal
    func payload() -> Data
    func timeout() -> TimeInterval
    func locale() -> Locale
    func timeZone() -> TimeZone
    func calendar() -> Calendar
    func components() -> DateComponents
    func urlComponents() -> URLComponents
    func indexPath() -> IndexPath
    func characters() -> CharacterSet
}

// Serialized: two tests register process-wide defaults of `Date`.
@Suite(.mocking, .serialized) struct FoundationDefaultTests {
    @Test func aNullMockAnswersFoundationsValueTypesWithRecognizableDefaults() {
        let clock = TimekeeperMock(.null)
        #expect(clock.now() == Date(timeIntervalSince1970: 0))
        #expect(clock.endpoint() == URL(string: "about:blank"))
        #expect(clock.requestID().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(clock.total() == 0)
        #expect(clock.payload().isEmpty)
        #expect(clock.timeout() == 0)
        #expect(clock.locale().identifier == "en_US_POSIX")
        #expect(clock.timeZone().secondsFromGMT() == 0)
        #expect(clock.calendar().identifier == .gregorian)
        #expect(clock.calendar().timeZone.secondsFromGMT() == 0)
        #expect(clock.components() == DateComponents())
        #expect(clock.urlComponents() == URLComponents())
        #expect(clock.indexPath().isEmpty)
        #expect(clock.characters().isEmpty)
    }

    @Test func aRegistrationOrAConformanceComesFirst() {
        let today = Date(timeIntervalSince1970: 1_764_633_600)
        DefaultValues.register(today)
        defer { DefaultValues.unregister(Date.self) }
        #expect(TimekeeperMock(.null).now() == today)
        #expect(DefaultValues.value(for: Date?.self) == .some(nil))
    }

    /// Defaults for one mock (Mockingbird's `useDefaultValues(from:on:)`): before the process-wide
    /// ones, and on that mock only.
    @Test func aDefaultRegisteredOnOneMockAnswersItsCallsOnly() {
        let noon = Date(timeIntervalSince1970: 43_200)
        let clock = TimekeeperMock(.null)
        let other = TimekeeperMock(.null)
        DefaultValues.register(Date(timeIntervalSince1970: 1))
        defer { DefaultValues.unregister(Date.self) }
        clock.registerDefault(noon)
        clock.registerDefault(Locale.self) { Locale(identifier: "de_DE") }
        #expect(clock.now() == noon)
        #expect(clock.locale().identifier == "de_DE")
        #expect(other.now() == Date(timeIntervalSince1970: 1))
        #expect(other.locale().identifier == "en_US_POSIX")
    }

    @Test func aStrictMockReportsTheCallAndAnswersTheDefault() {
        let clock = TimekeeperMock()
        let line = currentLine() - 1
        let failures = recordedFailures { #expect(clock.now() == Date(timeIntervalSince1970: 0)) }
        #expect(
            failures == [
                RecordedFailure(
                    message: "Unexpected call on strict TimekeeperMock:\n  now()\n"
                        + "Nothing stubs or expects 'now()' on this mock.",
                    line: line)
            ])
    }
}
