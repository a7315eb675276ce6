import Benchmark
import BenchmarkFixtures
import Mocking

// Allocation counts and timing distributions, per call (run with `benchmark`, see Package.swift).
// The ratios against the hand-written fakes are printed by `MockingRatios`.
let benchmarks: @Sendable () -> Void = {
    // Each sample makes 1,000 calls on a fresh fake or mock, set up outside the measurement;
    // the starred figures are per call. Allocations per call include the recording arrays' growth.
    let perCall = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)

    Benchmark("Recorded call, two Ints: fake", configuration: perCall) { benchmark in
        let fake = RecordingFakeCalculator(answer: 3)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(fake.add(1, 2)) }
        benchmark.stopMeasurement()
        precondition(fake.addCount == benchmark.scaledIterations.count, "lost calls")
    }

    Benchmark("Recorded call, two Ints: mock", configuration: perCall) { benchmark in
        let mock = CalculatorMock()
        mock.stub.add(.any, .any).andReturn(3)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(mock.add(1, 2)) }
        benchmark.stopMeasurement()
        precondition(mock.received.add(1, 2).count == benchmark.scaledIterations.count, "lost calls")
    }

    Benchmark("Recorded call, a String: fake", configuration: perCall) { benchmark in
        let fake = RecordingFakeCalculator(answer: 3)
        let text = String(repeating: "forecast ", count: 3)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(fake.length(of: text)) }
    }

    Benchmark("Recorded call, a String: mock", configuration: perCall) { benchmark in
        let mock = CalculatorMock()
        mock.stub.length(of: .any).andReturn(3)
        let text = String(repeating: "forecast ", count: 3)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(mock.length(of: text)) }
        benchmark.stopMeasurement()
        precondition(mock.received.length(of: .any).count == benchmark.scaledIterations.count, "lost calls")
    }

    let batch = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .one)

    Benchmark("Stubbable idle call (100,000 calls)", configuration: batch) { benchmark in
        let geometry = InstrumentedGeometry(offset: 1)
        precondition(__Intercept.isIdle, "something is registered: this would not measure the idle path")
        for _ in benchmark.scaledIterations {
            precondition(areas(geometry, count: 100_000) == 3 * 4_999_950_000 + 100_000, "wrong answers")
        }
    }

    Benchmark("Uninstrumented call (100,000 calls)", configuration: batch) { benchmark in
        let geometry = PlainGeometry(offset: 1)
        for _ in benchmark.scaledIterations {
            precondition(areas(geometry, count: 100_000) == 3 * 4_999_950_000 + 100_000, "wrong answers")
        }
    }
}
