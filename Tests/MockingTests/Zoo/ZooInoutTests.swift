import Mocking
import Testing

/// What an `andCall` body writes to an `inout` argument reaches the caller; the record keeps the
/// value on entry.
@Suite struct ZooInoutTests {
    @Test func aBodyWritingToTheOnlyInoutArgumentReachesTheCaller() {
        let incrementer = ZooIncrementerMock()
        incrementer.stub.increment(.any).andCall { value in value += 10 }
        var value = 1

        incrementer.increment(&value)
        incrementer.increment(&value)

        #expect(value == 21)
        incrementer.received.increment(1).once()
        incrementer.received.increment(11).once()
    }

    @Test func aBodyWritingToOneOfSeveralArgumentsReachesTheCaller() {
        let accumulator = ZooAccumulatorMock()
        accumulator.stub.accumulate(.any, .any).andCall { arguments in
            arguments.total += arguments.values.reduce(0, +)
        }
        var total = 1

        accumulator.accumulate(&total, 2, 3)

        #expect(total == 6)
        accumulator.received.accumulate(1, [2, 3]).once()
    }

    @Test func aBodyThatOnlyReadsKeepsTheCallersValue() {
        let incrementer = ZooIncrementerMock()
        let seen = incrementer.capture.increment(.any)
        incrementer.stub.increment(.any).andCall { value in _ = value }
        var value = 5
        incrementer.increment(&value)
        #expect(value == 5)
        #expect(seen.argument == 5)
    }
}
