import Benchmark
import Mocking

/// A real class, instrumented in this optimised build.
@Stubbable(compiledWhen: "MOCKING")
final class InstrumentedGeometry {
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }

    @inline(never)
    func area(width: Int, height: Int) -> Int { width &* height &+ offset }
}

/// The same class without the instrumentation: the baseline.
final class PlainGeometry {
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }

    @inline(never)
    func area(width: Int, height: Int) -> Int { width &* height &+ offset }
}

/// SPEC §4: a `@Stubbable` instance call with nothing registered costs at most 1.2× an
/// uninstrumented call. Both run 100,000 calls per iteration and check their result.
func stubbableBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .one)

    Benchmark("Stubbable idle call (100,000 calls)", configuration: configuration) { benchmark in
        let geometry = InstrumentedGeometry(offset: 1)
        precondition(Intercept.isIdle, "something is registered: this would not measure the idle path")
        var total = 0
        for _ in benchmark.scaledIterations {
            for width in 0..<100_000 { total &+= geometry.area(width: width, height: 3) }
        }
        precondition(total == benchmark.scaledIterations.count * (3 * 4_999_950_000 + 100_000), "wrong answers")
        blackHole(total)
    }

    Benchmark("Uninstrumented call (100,000 calls)", configuration: configuration) { benchmark in
        let geometry = PlainGeometry(offset: 1)
        var total = 0
        for _ in benchmark.scaledIterations {
            for width in 0..<100_000 { total &+= geometry.area(width: width, height: 3) }
        }
        precondition(total == benchmark.scaledIterations.count * (3 * 4_999_950_000 + 100_000), "wrong answers")
        blackHole(total)
    }
}
