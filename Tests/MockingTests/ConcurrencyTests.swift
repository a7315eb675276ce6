import Dispatch
import Mocking
import Testing

// The threads are Dispatch's, started from a Dispatch queue, so the test never holds one of
// Swift's cooperative threads (only two on a two-core machine) that other tests need.
@Suite struct ConcurrencyTests {
    @Test func eightThreadsTimesOneHundredThousandCallsAreAllRecorded() async {
        let mock = WeatherForecasterMock()
        mock.stub.result(temperature: .any, humidity: .any).andCall { temperature, humidity in temperature + humidity }
        let threads = 8
        let callsPerThread = 100_000
        await onDispatchQueue {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<callsPerThread {
                    _ = mock.result(temperature: thread, humidity: index)
                }
            }
        }
        let calls = mock.received.result(temperature: .any, humidity: .any)
        #expect(calls.count == threads * callsPerThread)
        for thread in 0..<threads {
            let humidities = calls.arguments.lazy.filter { $0.temperature == thread }.map(\.humidity)
            #expect(Array(humidities) == Array(0..<callsPerThread), "thread \(thread) lost or reordered calls")
        }
    }

    @Test func stubsAddedWhileOtherThreadsCall() async {
        let mock = WeatherForecasterMock(.null)
        await onDispatchQueue {
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<2_000 {
                    if thread == 0 {
                        mock.stub.result(temperature: .value(index), humidity: .any).andReturn(index)
                    } else {
                        _ = mock.result(temperature: index, humidity: thread)
                    }
                }
            }
        }
        mock.received.result(temperature: .any, humidity: .any).times(3 * 2_000)
        #expect(mock.result(temperature: 1_999, humidity: 0) == 1_999)
    }
}
