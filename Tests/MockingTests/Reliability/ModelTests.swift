import Mocking
import Testing

/// Random sequences of stub, call, count, order-check and reset operations on two mocks, checked
/// step by step against a small reference model of the SPEC's rules: the most recent matching stub
/// answers, a value sequence advances per answered call and repeats its last value, an unmatched
/// call of a null mock answers the default, `received` counts exactly the matching calls, and
/// `verifyInOrder` passes exactly when each step finds a matching call after the previous step's.
///
/// Seeded, so a failure names the seed and step that reproduce it.
@Suite struct ModelTests {
    static let seeds: [UInt64] = Array(1...12)
    static let stepsPerSeed = 400

    /// A filter pair on `result(temperature:humidity:)`; `nil` is `any`.
    struct Filter {
        let temperature: Int?
        let humidity: Int?

        func matches(_ temperature: Int, _ humidity: Int) -> Bool {
            (self.temperature ?? temperature) == temperature && (self.humidity ?? humidity) == humidity
        }
    }

    /// What the library should do, written as plainly as possible.
    struct Model {
        struct Stub {
            let filter: Filter
            let values: [Int]
            var answered = 0
        }

        /// Stubs of mock 0; mock 1 has none.
        var stubs: [Stub] = []
        /// Every call of either mock, in the order made.
        var calls: [(mock: Int, temperature: Int, humidity: Int)] = []

        mutating func call(mock: Int, _ temperature: Int, _ humidity: Int) -> Int {
            calls.append((mock, temperature, humidity))
            guard mock == 0, let index = stubs.lastIndex(where: { $0.filter.matches(temperature, humidity) }) else {
                return 0
            }
            let stub = stubs[index]
            stubs[index].answered += 1
            return stub.values[min(stub.answered, stub.values.count - 1)]
        }

        func count(mock: Int, _ filter: Filter) -> Int {
            calls.count { $0.mock == mock && filter.matches($0.temperature, $0.humidity) }
        }

        /// The first step (0-based) that finds no matching call after the previous step's, if any.
        func firstStepOutOfOrder(_ steps: [(mock: Int, filter: Filter)]) -> Int? {
            var after = -1
            for (number, step) in steps.enumerated() {
                guard
                    let index = calls.indices.first(where: { index in
                        index > after && calls[index].mock == step.mock
                            && step.filter.matches(calls[index].temperature, calls[index].humidity)
                    })
                else { return number }
                after = index
            }
            return nil
        }
    }

    @Test(arguments: seeds) func randomSequencesAgreeWithTheModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var model = Model()
        let mocks = [WeatherForecasterMock(.null), WeatherForecasterMock(.null)]

        func arg(_ value: Int?) -> Arg<Int> { value.map { .value($0) } ?? .any }
        func randomFilter() -> Filter {
            Filter(
                temperature: random.oneIn(3) ? nil : random.next(below: 3),
                humidity: random.oneIn(3) ? nil : random.next(below: 3))
        }
        func received(
            _ step: (mock: Int, filter: Filter)
        ) -> MockCall<MockVerbs.Verifying, (temperature: Int, humidity: Int), Int, MockEffects.Sync> {
            mocks[step.mock].received.result(
                temperature: arg(step.filter.temperature), humidity: arg(step.filter.humidity))
        }

        for step in 0..<Self.stepsPerSeed {
            switch random.next(below: 12) {
            case 0, 1:
                let filter = randomFilter()
                let values = (0...random.next(below: 3)).map { _ in random.next(below: 100) }
                let builder = mocks[0].stub.result(temperature: arg(filter.temperature), humidity: arg(filter.humidity))
                switch values.count {
                case 1: builder.andReturn(values[0])
                case 2: builder.andReturn(values[0], values[1])
                default: builder.andReturn(values[0], values[1], values[2])
                }
                model.stubs.append(Model.Stub(filter: filter, values: values))
            case 2:
                let mock = random.next(below: 2)
                let filter = randomFilter()
                let counted = received((mock, filter)).count
                #expect(
                    counted == model.count(mock: mock, filter),
                    "seed \(seed), step \(step): received count on mock \(mock)")
            case 3:
                let steps = (0..<(2 + random.next(below: 2))).map { _ in
                    (mock: random.next(below: 2), filter: randomFilter())
                }
                let verify = {
                    if steps.count == 2 {
                        verifyInOrder {
                            received(steps[0]); received(steps[1])
                        }
                    } else {
                        verifyInOrder {
                            received(steps[0]); received(steps[1]); received(steps[2])
                        }
                    }
                }
                if let failing = model.firstStepOutOfOrder(steps) {
                    let reason =
                        failing == 0
                        ? "step 1 found no matching call"
                        : "step \(failing + 1) found no matching call after the call that satisfied step \(failing)"
                    let failures = recordedFailures(verify)
                    #expect(
                        failures.count == 1
                            && failures.first?.message.hasPrefix(
                                "Calls did not happen in the expected order (\(reason))."
                            ) == true, "seed \(seed), step \(step): \(failures)")
                } else {
                    verify()
                }
            case 4 where random.oneIn(8):
                mocks[0].removeAllStubs()
                model.stubs.removeAll()
            default:
                let mock = random.oneIn(4) ? 1 : 0
                let temperature = random.next(below: 3)
                let humidity = random.next(below: 3)
                let answer = mocks[mock].result(temperature: temperature, humidity: humidity)
                #expect(
                    answer == model.call(mock: mock, temperature, humidity),
                    "seed \(seed), step \(step): answer of mock \(mock) to result(\(temperature), \(humidity))"
                )
            }
        }
        #expect(
            received((0, Filter(temperature: nil, humidity: nil))).count
                == model.count(mock: 0, Filter(temperature: nil, humidity: nil)))
    }
}
