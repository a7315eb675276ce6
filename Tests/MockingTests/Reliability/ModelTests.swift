import Mocking
import Testing

/// Random sequences of stub, call, count and reset operations on a mock, checked step by step
/// against a small reference model of the SPEC's rules: the most recent matching stub answers, a
/// value sequence advances per answered call and repeats its last value, an unmatched call of a
/// null mock answers the default, and `received` counts exactly the matching calls.
///
/// Seeded, so a failure names the seed and step that reproduce it.
@Suite struct ModelTests {
    static let seeds: [UInt64] = Array(1...12)
    static let stepsPerSeed = 400

    /// What the library should do, written as plainly as possible.
    struct Model {
        struct Stub {
            let temperature: Int?
            let humidity: Int?
            let values: [Int]
            var answered = 0

            func matches(_ temperature: Int, _ humidity: Int) -> Bool {
                (self.temperature ?? temperature) == temperature && (self.humidity ?? humidity) == humidity
            }
        }

        var stubs: [Stub] = []
        var calls: [(temperature: Int, humidity: Int)] = []

        mutating func call(_ temperature: Int, _ humidity: Int) -> Int {
            calls.append((temperature, humidity))
            guard let index = stubs.lastIndex(where: { $0.matches(temperature, humidity) }) else { return 0 }
            let stub = stubs[index]
            stubs[index].answered += 1
            return stub.values[min(stub.answered, stub.values.count - 1)]
        }

        func count(_ temperature: Int?, _ humidity: Int?) -> Int {
            calls.count { ((temperature ?? $0.temperature) == $0.temperature) && ((humidity ?? $0.humidity) == $0.humidity) }
        }
    }

    @Test(arguments: seeds) func randomSequencesAgreeWithTheModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var model = Model()
        let mock = WeatherForecasterMock(.null)

        func filter(_ value: Int?) -> Arg<Int> { value.map { .value($0) } ?? .any }
        func maybe() -> Int? { random.next(below: 3) == 0 ? nil : random.next(below: 3) }

        for step in 0..<Self.stepsPerSeed {
            switch random.next(below: 10) {
            case 0, 1:
                let temperature = maybe(), humidity = maybe()
                let values = (0...random.next(below: 3)).map { _ in random.next(below: 100) }
                let builder = mock.stub.result(temperature: filter(temperature), humidity: filter(humidity))
                switch values.count {
                case 1: builder.andReturn(values[0])
                case 2: builder.andReturn(values[0], values[1])
                default: builder.andReturn(values[0], values[1], values[2])
                }
                model.stubs.append(Model.Stub(temperature: temperature, humidity: humidity, values: values))
            case 2:
                let temperature = maybe(), humidity = maybe()
                let counted = mock.received.result(temperature: filter(temperature), humidity: filter(humidity)).count
                #expect(counted == model.count(temperature, humidity), "seed \(seed), step \(step): received count")
            case 3 where random.next(below: 8) == 0:
                mock.removeAllStubs()
                model.stubs.removeAll()
            default:
                let temperature = random.next(below: 3), humidity = random.next(below: 3)
                let answer = mock.result(temperature: temperature, humidity: humidity)
                #expect(answer == model.call(temperature, humidity), "seed \(seed), step \(step): answer to result(\(temperature), \(humidity))")
            }
        }
        #expect(mock.received.result(temperature: .any, humidity: .any).count == model.calls.count)
    }
}
