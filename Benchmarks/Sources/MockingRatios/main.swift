import BenchmarkFixtures
import Foundation
import Mocking

// The SPEC §4 runtime targets, each as a ratio against a hand-written fake measured in the same
// run: medians over `repeats` runs, fake and mock runs interleaved. Every run checks its answers.
//
//     bash Benchmarks/ratios.sh                                          # debug, then release
//     swift run -c release --package-path Benchmarks MockingRatios      # one of them
//
// Built `-c debug`, as a test suite runs, the same cases are held to the debug target of a stubbed
// call (≤ 5× the fake); the release targets are shown there for scale only.

#if DEBUG
let configuration = "debug"
#else
let configuration = "release"
#endif

/// The target of a case in this build: `release` in a release build, `debug` (often none) in a
/// debug one.
func target(release: Double?, debug: Double? = nil) -> Double? {
    configuration == "debug" ? debug : release
}

let repeats = 15
let calls = 100_000
var rows: [Row] = []

// `MockingRatios profile [one | verify | ten | async | fake | fake-async] [calls]`: only stubbed
// calls on a mock (with `verify`, then one `received(…).times(n)` over them; with `ten`, against
// case 2's ten stubs; with `async`, case 5's async throwing call; `fake` and `fake-async` make
// case 1's and case 5's calls on the hand-written fake instead), for `valgrind --tool=callgrind`.
// `Benchmarks/instructions.sh` runs each twice, with `calls` and twice as many, and divides the
// difference: the instructions of one call, whatever the process spends around them.
if CommandLine.arguments.dropFirst().first == "profile" {
    let options = CommandLine.arguments.dropFirst(2)
    let mode = options.first ?? "one"
    let count = options.dropFirst().first.flatMap { Int($0) } ?? calls
    let mock = CalculatorMock()
    switch mode {
    case "ten":
        mock.stub.add(0, .any).andReturn(3)
        for first in 1..<10 { mock.stub.add(.value(first), .any).andReturn(first) }
        precondition(addMany(mock, count: count, first: 0) == 3 * count, "wrong answer")
    case "async", "fake-async":
        mock.stub.fetch(id: .any).andReturn(7)
        let calculator: any Calculator = mode == "async" ? mock : FakeCalculator(fetch: { _ in 7 })
        // On this thread: valgrind cannot follow Swift's thread pool as it starts.
        let answer = try InlineExecutor().run { try await fetchMany(calculator, count: count) }
        precondition(answer == 7 * count, "wrong answer")
    case "fake":
        let fake: any Calculator = FakeCalculator(add: { _, _ in 3 })
        precondition(addMany(fake, count: count) == 3 * count, "wrong answer")
    case "one", "verify":
        mock.stub.add(.any, .any).andReturn(3)
        precondition(addMany(mock, count: count) == 3 * count, "wrong answer")
        if mode == "verify" { mock.received.add(.any, 1).times(1) }
    default:
        preconditionFailure("unknown profile mode \(mode): one, verify, ten, async, fake or fake-async")
    }
    exit(0)
}

/// Median nanoseconds per operation of the fake and the mock, interleaved run by run. `make*`
/// prepares a run outside the timing and returns the timed work, which answers a checksum.
func compare(
    operations: Int,
    expected: Int,
    fake makeFake: () -> () -> Int,
    mock makeMock: () -> () -> Int
) -> (fake: Double, mock: Double) {
    var fakeTimes: [Double] = []
    var mockTimes: [Double] = []
    for _ in 0..<repeats {
        for isMock in [false, true] {
            let run = isMock ? makeMock() : makeFake()
            var answer = 0
            let time = nanoseconds { answer = run() }
            precondition(answer == expected, "wrong answer: \(answer), expected \(expected)")
            if isMock { mockTimes.append(time) } else { fakeTimes.append(time) }
        }
    }
    return (median(fakeTimes) / Double(operations), median(mockTimes) / Double(operations))
}

// 1. A stubbed call, one stub matching any arguments.
let stubbed = compare(operations: calls, expected: 3 * calls) {
    let fake: any Calculator = FakeCalculator(add: { _, _ in 3 })
    return { addMany(fake, count: calls) }
} mock: {
    let mock = CalculatorMock()
    mock.stub.add(.any, .any).andReturn(3)
    return { addMany(mock, count: calls) }
}
rows.append(Row(name: "1 stubbed call", unit: "ns", fake: stubbed.fake, mock: stubbed.mock, limit: target(release: 3, debug: 5)))

// 2. Ten argument-specific stubs on one method, the call matching only the first one added.
let tenStubs = compare(operations: calls, expected: 3 * calls) {
    let fake: any Calculator = FakeCalculator(add: { _, _ in 3 })
    return { addMany(fake, count: calls) }
} mock: {
    let mock = CalculatorMock()
    mock.stub.add(0, .any).andReturn(3)
    for first in 1..<10 { mock.stub.add(.value(first), .any).andReturn(first) }
    return { addMany(mock, count: calls, first: 0) }
}
rows.append(Row(name: "2 ten stubs, hitting the last (vs. one stub)", unit: "ns", fake: stubbed.mock, mock: tenStubs.mock, limit: target(release: 1.5)))

// 3. `received(…).times(n)` over 1,000,000 recorded calls; linear in the number of calls.
func verification(after recorded: Int) -> (fake: Double, mock: Double) {
    var fakeTimes: [Double] = []
    var mockTimes: [Double] = []
    for _ in 0..<5 {
        let fake = RecordingFakeCalculator(answer: 3)
        _ = addMany(fake, count: recorded)
        var counted = 0
        fakeTimes.append(nanoseconds { counted = fake.addCount(whereSecondIs: 1) })
        precondition(counted == 1, "wrong count")

        let mock = CalculatorMock()
        mock.stub.add(.any, .any).andReturn(3)
        _ = addMany(mock, count: recorded)
        mockTimes.append(nanoseconds { mock.received.add(.any, 1).times(1) })
        precondition(mock.received.add(.any, .any).count == recorded, "lost calls")
    }
    return (median(fakeTimes) / 1e6, median(mockTimes) / 1e6)
}
let quarter = verification(after: 250_000)
let million = verification(after: 1_000_000)
rows.append(Row(name: "3 received(…).times(n) after 1,000,000 calls", unit: "ms", fake: million.fake, mock: million.mock, limit: nil))
let linearity = million.mock / quarter.mock

// 4. Memory kept per recorded call.
func memory(_ label: String, fake makeFake: (Int) -> Any, mock makeMock: (Int) -> Any) -> Row {
    let count = 1_000_000
    let fake = retainedBytes(per: count) { makeFake(count) }
    let mock = retainedBytes(per: count) { makeMock(count) }
    withExtendedLifetime((fake.kept, mock.kept)) {}
    return Row(name: label, unit: "B", fake: fake.bytes, mock: mock.bytes, limit: nil)
}
let intMemory = memory("4 bytes per recorded call: two Ints") { count in
    let fake = RecordingFakeCalculator(answer: 3)
    _ = addMany(fake, count: count)
    return fake
} mock: { count in
    let mock = CalculatorMock()
    mock.stub.add(.any, .any).andReturn(3)
    _ = addMany(mock, count: count)
    return mock
}
rows.append(intMemory)
let text = String(repeating: "forecast ", count: 3)   // on the heap, shared by every call
let stringMemory = memory("4 bytes per recorded call: a String") { count in
    let fake = RecordingFakeCalculator(answer: 3)
    _ = lengthMany(fake, count: count, text: text)
    return fake
} mock: { count in
    let mock = CalculatorMock()
    mock.stub.length(of: .any).andReturn(3)
    _ = lengthMany(mock, count: count, text: text)
    return mock
}
rows.append(stringMemory)

// 5. An async throwing stubbed call.
func compareAsync(fake makeFake: () -> any Calculator, mock makeMock: () -> any Calculator) async throws -> (fake: Double, mock: Double) {
    var fakeTimes: [Double] = []
    var mockTimes: [Double] = []
    for _ in 0..<repeats {
        for isMock in [false, true] {
            let calculator = isMock ? makeMock() : makeFake()
            var answer = 0
            let time = try await nanoseconds { answer = try await fetchMany(calculator, count: calls) }
            precondition(answer == 7 * calls, "wrong answer")
            if isMock { mockTimes.append(time) } else { fakeTimes.append(time) }
        }
    }
    return (median(fakeTimes) / Double(calls), median(mockTimes) / Double(calls))
}
let asyncCall = try await compareAsync {
    FakeCalculator(fetch: { _ in 7 })
} mock: {
    let mock = CalculatorMock()
    mock.stub.fetch(id: .any).andReturn(7)
    return mock
}
rows.append(Row(name: "5 async throwing stubbed call", unit: "ns", fake: asyncCall.fake, mock: asyncCall.mock, limit: target(release: 2)))

// 6. Threads calling one mock: throughput, and no call lost.
func throughput(threads: Int, total: Int, _ calculator: any Calculator) -> Double {
    let perThread = total / threads
    let done = DispatchSemaphore(value: 0)
    let time = nanoseconds {
        for _ in 0..<threads {
            Thread {
                precondition(addMany(calculator, count: perThread) == 3 * perThread, "wrong answer")
                done.signal()
            }.start()
        }
        for _ in 0..<threads { done.wait() }
    }
    return Double(perThread * threads) / (time / 1e9)
}
for threads in [2, 8] {
    let total = 400_000
    var fakeRates: [Double] = []
    var mockRates: [Double] = []
    for _ in 0..<5 {
        let fake = RecordingFakeCalculator(answer: 3)
        fakeRates.append(throughput(threads: threads, total: total, fake))
        precondition(fake.addCount == total, "the fake lost calls")
        let mock = CalculatorMock()
        mock.stub.add(.any, .any).andReturn(3)
        mockRates.append(throughput(threads: threads, total: total, mock))
        precondition(mock.received.add(.any, .any).count == total, "the mock lost calls")
    }
    var row = Row(
        name: "6 \(threads) threads, calls per µs (vs. locked-array fake)", unit: "",
        fake: median(fakeRates) / 1e6, mock: median(mockRates) / 1e6, limit: target(release: 1)
    )
    row.higherIsBetter = true
    rows.append(row)
}

// 7. A `@Stubbable` call while nothing is registered, against the same class uninstrumented.
precondition(__Intercept.isIdle, "something is registered: this would not measure the idle path")
let geometryAnswer = 3 * 4_999_950_000 + 100_000
let idle = compare(operations: calls, expected: geometryAnswer) {
    let geometry = PlainGeometry(offset: 1)
    return { areas(geometry, count: calls) }
} mock: {
    let geometry = InstrumentedGeometry(offset: 1)
    return { areas(geometry, count: calls) }
}
rows.append(Row(name: "7 @Stubbable call, nothing registered (vs. plain)", unit: "ns", fake: idle.fake, mock: idle.mock, limit: target(release: 1.2)))

// 8. The same with a method that begins with `#stubbed()` (it keeps code coverage).
let idleStubbed = compare(operations: calls, expected: geometryAnswer) {
    let geometry = PlainGeometry(offset: 1)
    return { areas(geometry, count: calls) }
} mock: {
    let geometry = CoverageKeepingGeometry(offset: 1)
    return { areas(geometry, count: calls) }
}
rows.append(
    Row(
        name: "8 #stubbed() call, nothing registered (vs. plain)", unit: "ns", fake: idleStubbed.fake,
        mock: idleStubbed.mock, limit: target(release: 1.2)))

print("\(configuration) build")
printTable(rows)
print("")
print("received(…).times(n): \(format(million.mock)) ms after 1,000,000 calls (target ≤ 10 ms); \(format(linearity))× the time after 250,000 (4× is linear)")
print("memory: \(format(intMemory.mock)) bytes per recorded call of two Ints (target ≤ 48)")
print("every answer checked; no call lost on 2 or 8 threads (\(repeats) repeats, medians)")
