import Garage
import MockingTesting
import Testing

@Suite(.mocking) struct EngineTests {
    @Test func realCallsAndStubbedOnesAreCounted() async throws {
        let engine = Engine()
        #expect(engine.start(speed: 1))
        #expect(engine.start(speed: 2))
        #expect(!engine.start(speed: 0))
        engine.stub.start(speed: .any).andReturn(false)
        #expect(!engine.start(speed: 9))
        engine.stop()
        #expect(engine.sparks == 0)
        #expect(try await engine.warmUp(seconds: 3) == 6)
        #expect(Engine.model() == "V8")
        #expect(engine.honk() == "beep")
        #expect(serviceInterval(miles: 30_000) == 3)
        engine.received.start(speed: 9).once()  // recorded from the stub on
    }
}
