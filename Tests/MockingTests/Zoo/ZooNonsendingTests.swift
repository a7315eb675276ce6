import Mocking
import Testing

/// A `nonisolated(nonsending)` closure parameter (SE-0461). Kept out of ZooProtocols.swift, which
/// the swift-syntax 600.0.1 client also compiles: that swift-syntax does not read the attribute
/// ("cannot find type 'nonisolated' in scope" from inside the expansion).
@Mockable protocol ZooRunner { func run(_ body: nonisolated(nonsending) () async -> Int) async -> Int }

@Suite struct ZooNonsendingTests {
    @Test func aNonsendingClosureArgumentIsCalledByTheAnswer() async {
        let runner = ZooRunnerMock()
        runner.stub.run(.any).andCall { body in await body.withClosure { await $0() } * 2 }

        #expect(await runner.run { 21 } == 42)
        runner.received.run(.any).once()
    }
}
