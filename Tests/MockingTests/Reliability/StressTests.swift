import Dispatch
import Mocking
import Testing

/// Load on several mocks at once: eight calling threads, one more adding stubs as they go, and an
/// `eventually` check waiting for a call that comes last. Nothing may be lost, counted twice or
/// reordered within a thread.
@Suite struct StressTests {
    static let callingThreads = 8
    static let callsPerThread = 100_000

    @Test func eightThreadsCallThreeMocksWhileAFourthThreadAddsStubs() async {
        let mocks = [WeatherForecasterMock(.null), WeatherForecasterMock(.null), WeatherForecasterMock(.null)]
        for mock in mocks {
            mock.stub.result(temperature: .any, humidity: .any).andCall { temperature, humidity in
                temperature + humidity
            }
        }
        // Thread 3 of each mock's callers makes one call with humidity -1, the very last it makes.
        let lastCall = Task {
            await mocks[0].received.result(temperature: 3, humidity: -1).eventually(within: .seconds(3_600))
        }
        let stubsAdded = 3 * 1_000
        await onDispatchQueue {
            DispatchQueue.concurrentPerform(iterations: Self.callingThreads + 1) { thread in
                guard thread < Self.callingThreads else {
                    // The stubbing thread: argument-specific stubs nobody's calls match (humidity
                    // is never negative below -1), so every answer stays `temperature + humidity`.
                    for index in 0..<stubsAdded {
                        mocks[index % 3].stub.result(temperature: .value(index), humidity: .value(-2)).andReturn(-1)
                    }
                    return
                }
                for index in 0..<Self.callsPerThread {
                    let mock = mocks[index % 3]
                    let answer = mock.result(temperature: thread, humidity: index)
                    precondition(answer == thread + index, "wrong answer under load")
                }
                if thread == 3 { _ = mocks[0].result(temperature: 3, humidity: -1) }
            }
        }
        await lastCall.value

        var total = 0
        for (position, mock) in mocks.enumerated() {
            let calls = mock.received.result(temperature: .any, humidity: .any).arguments
            total += calls.count
            for thread in 0..<Self.callingThreads {
                let humidities = calls.lazy.filter { $0.temperature == thread && $0.humidity >= 0 }.map(\.humidity)
                let expected = (0..<Self.callsPerThread).filter { $0 % 3 == position }
                #expect(
                    Array(humidities) == expected,
                    "mock \(position), thread \(thread): calls lost, doubled or reordered")
            }
        }
        #expect(total == Self.callingThreads * Self.callsPerThread + 1)
        #expect(mocks[0].result(temperature: 0, humidity: -2) == -1, "the last stub added wins")
    }
}
