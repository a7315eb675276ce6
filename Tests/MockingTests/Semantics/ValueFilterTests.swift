import Mocking
import Testing

/// A requirement whose arguments mix sizes and alignments, so that a filter reading its argument
/// where it lies in the recorded tuple reads the right bytes at every position.
@Mockable
protocol Ledger {
    func entry(
        _ amount: Int, _ memo: String, _ cleared: Bool, _ rate: Double, _ code: UInt8, _ reference: Int?,
        _ branch: Int16
    ) -> Int
}

/// `.value(x)` (and a literal) on the standard library's plain value types compares where the
/// argument lies; these pin that it means exactly what `==` means, at every position.
@Suite struct ValueFilterTests {
    @Test func eachPositionMatchesItsOwnValueAndRejectsAnother() {
        let ledger = LedgerMock(.null)
        ledger.stub.entry(5, "rent", true, 1.5, 7, 3, 12).andReturn(1)
        #expect(ledger.entry(5, "rent", true, 1.5, 7, 3, 12) == 1)
        // One argument differs at a time: every position's filter rejects it.
        #expect(ledger.entry(6, "rent", true, 1.5, 7, 3, 12) == 0)
        #expect(ledger.entry(5, "rend", true, 1.5, 7, 3, 12) == 0)
        #expect(ledger.entry(5, "rent", false, 1.5, 7, 3, 12) == 0)
        #expect(ledger.entry(5, "rent", true, 2.5, 7, 3, 12) == 0)
        #expect(ledger.entry(5, "rent", true, 1.5, 8, 3, 12) == 0)
        #expect(ledger.entry(5, "rent", true, 1.5, 7, nil, 12) == 0)
        #expect(ledger.entry(5, "rent", true, 1.5, 7, 3, 13) == 0)
    }

    @Test func aStringMatchesByEqualityNotByItsStorage() {
        let ledger = LedgerMock(.null)
        let long = String(repeating: "memo ", count: 20)
        ledger.stub.entry(.any, .value(long), .any, .any, .any, .any, .any).andReturn(1)
        // Built at run time: another buffer holding the same characters.
        let same = (0..<20).map { _ in "memo " }.joined()
        #expect(ledger.entry(0, same, false, 0, 0, nil, 0) == 1)
        // "é" as one scalar against "e" and a combining accent: equal Strings, different bytes.
        ledger.stub.entry(.any, "caf\u{E9}", .any, .any, .any, .any, .any).andReturn(2)
        #expect(ledger.entry(0, "cafe\u{301}", false, 0, 0, nil, 0) == 2)
    }

    @Test func aDoubleMatchesByEqualityNotByItsBits() {
        let ledger = LedgerMock(.null)
        ledger.stub.entry(.any, .any, .any, 0.0, .any, .any, .any).andReturn(1)
        ledger.stub.entry(.any, .any, .any, .value(.nan), .any, .any, .any).andReturn(2)
        #expect(ledger.entry(0, "", false, -0.0, 0, nil, 0) == 1)
        // NaN equals nothing, itself included.
        #expect(ledger.entry(0, "", false, .nan, 0, nil, 0) == 0)
    }

    @Test func anOptionalParameterMatchesItsWrappedValue() {
        let ledger = LedgerMock(.null)
        ledger.stub.entry(.any, .any, .any, .any, .any, 3, .any).andReturn(1)
        #expect(ledger.entry(0, "", false, 0, 0, 3, 0) == 1)
        #expect(ledger.entry(0, "", false, 0, 0, nil, 0) == 0)
        #expect(ledger.entry(0, "", false, 0, 0, 4, 0) == 0)
    }

    @Test func verificationCountsByValue() {
        let ledger = LedgerMock(.null)
        for amount in 0..<100 {
            _ = ledger.entry(amount % 10, "m", true, 1, 1, nil, 1)
        }
        #expect(ledger.received.entry(3, .any, .any, .any, .any, .any, .any).count == 10)
        ledger.received.entry(3, "m", true, 1, 1, nil, 1).times(10)
    }

    @Test func everyFilterRunsOncePerCallWhateverElseMatches() {
        let ledger = LedgerMock(.null)
        var tested = 0
        let counting = Arg<Int>.where { _ in
            tested += 1
            return true
        }
        let spy = ledger.capture.entry(counting, .any, .any, .any, .any, .any, .any)
        ledger.stub.entry(counting, .any, .any, .any, .any, .any, .any).andReturn(7)
        #expect(ledger.entry(4, "a", true, 1, 1, nil, 1) == 7)
        #expect(ledger.entry(5, "b", true, 1, 1, nil, 1) == 7)
        // Two entries' filters, two calls: four tests, and the capture has both calls' arguments.
        #expect(tested == 4)
        #expect(spy.arguments.map(\.0) == [4, 5])
        #expect(spy.arguments.map(\.1) == ["a", "b"])
    }
}
