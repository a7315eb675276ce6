import MockingTesting
import Testing

// A client module in the Swift 5 language mode (most apps): the zoo's protocols mocked with
// @Mockable and driven here, compiled warning-free (`.ci/run` holds the build to zero warnings).

@Suite(.mocking) struct Swift5ClientTests {
    @Test func asyncThrowingAndSendableRequirements() async throws {
        let fetcher = ZooFetcherMock()
        fetcher.stub.fetch(id: .any).andCall { id in "item \(id)" }
        let sender = ZooSendableMock(.null)

        #expect(try await fetcher.fetch(id: 7) == "item 7")
        await sender.send("hello")

        fetcher.received.fetch(id: 7).once()
        sender.received.send("hello").once()
    }

    @Test func anAnyObjectProtocolsProperty() {
        let object = ZooObjectMock()
        object.stub.counter.get.andReturn(3)
        #expect(object.counter == 3)
        object.received.counter.get.once()
    }

    @MainActor @Test func aMainActorProtocol() {
        let screen = ZooScreenMock()
        screen.expect.show(title: "Home")
        screen.show(title: "Home")
        screen.verify()
    }

    @Test func anUnexpectedCallFailsAtTheLineThatMadeTheStrictMock() {
        let line = #line + 2
        withKnownIssue {
            let counter = ZooCounterMock()
            _ = counter.count()
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    "Unexpected call on strict ZooCounterMock:\n  count()\nNothing stubs or expects 'count()' on this mock."
                ]
        }
    }

    @Test func aStubbableMethodThatBeginsWithStubbed() throws {
        let ignition = Ignition()
        #expect(ignition.start(speed: 1))
        ignition.stub.start(speed: .any).andReturn(false)
        #expect(!ignition.start(speed: 1))
        ignition.stub.shift(to: .any).andThrow(.stripped)
        #expect(throws: GearError.stripped) { try ignition.shift(to: 1) }
        ignition.received.start(speed: 1).once()
    }
}
