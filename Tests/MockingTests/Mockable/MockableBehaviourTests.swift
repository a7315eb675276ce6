import Mocking
import Testing

@Mockable
protocol Thermometer {
    func read(unit: String) -> Double
    func calibrate(_ offset: Double, reference: Double) throws -> Bool
    func upload(_ reading: Double, completion: @escaping @Sendable (Bool) -> Void) async
    func history(days: Int) async throws -> [Double]
    func reset()
    var name: String { get set }
    var battery: Int { get }
    var serial: String { get async throws }
}

@Mockable
public protocol PublicClock {
    func now() -> Int
}

enum ThermometerError: Error { case broken }

@Suite struct MockableBehaviourTests {
    @Test func generatedMockStubsExpectsVerifiesAndCaptures() async throws {
        let thermometer = ThermometerMock()
        thermometer.stub.read(unit: "C").andReturn(21.5)
        thermometer.expect.calibrate(.where { $0 < 0 }, reference: .any).andReturn(true)
        thermometer.stub.history(days: .any).andCall { days in (0..<days).map(Double.init) }
        thermometer.stub.serial.get.andThrow(ThermometerError.broken)
        thermometer.stub.reset()
        let uploads = thermometer.capture.upload(.any, completion: .any)

        #expect(thermometer.read(unit: "C") == 21.5)
        #expect(try thermometer.calibrate(-1, reference: 20))
        #expect(try await thermometer.history(days: 3) == [0, 1, 2])
        await #expect(throws: ThermometerError.broken) { try await thermometer.serial }
        thermometer.reset()
        await thermometer.upload(21.5) { _ in }
        thermometer.name = "kitchen"

        #expect(thermometer.name == "kitchen")
        #expect(uploads.argument?.0 == 21.5)
        thermometer.verify()
        thermometer.received.read(unit: .any).once()
        thermometer.received.name.set("kitchen").once()
    }

    @Test func generatedStrictMockReportsUnexpectedCalls() {
        let line = currentLine(); let thermometer = ThermometerMock()
        thermometer.stub.read(unit: "C").andReturn(1)
        let failures = recordedFailures {
            #expect(thermometer.read(unit: "F") == 0)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict ThermometerMock:
                          read(unit: "F")
                        Nearest stub: read(unit: "C") — 'unit' differs: expected "C", got "F"
                        """, line: line)
            ])
    }

    @Test func publicProtocolGetsAPublicMock() {
        let clock = PublicClockMock(.null)
        clock.stub.now().andReturn(5)
        #expect(clock.now() == 5)
    }
}
