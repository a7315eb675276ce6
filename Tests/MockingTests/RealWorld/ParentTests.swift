import Foundation
import Mocking
import Testing

@Suite struct ParentTests {
    @Test func anNSObjectProtocolDelegateIsAnNSObject() {
        let delegate = RealWorldDownloadDelegateMock(.null)
        let progress = delegate.capture.download(.any, didWriteData: .any, totalBytesWritten: .any)
        let object: NSObject = delegate

        delegate.download(1, didWriteData: 512, totalBytesWritten: 1_024)
        delegate.downloadDidFinish(1, location: URL(fileURLWithPath: "/tmp/file"))
        delegate.download(1, didCompleteWithError: nil)

        #expect(object.isEqual(delegate))
        #expect(delegate.isEqual(RealWorldDownloadDelegateMock(.null)) == false)
        #expect(progress.argument?.totalBytesWritten == 1_024)
        delegate.received.downloadDidFinish(1, location: .any).once()
        delegate.received.download(1, didCompleteWithError: nil).once()
    }

    @Test func anActorProtocolIsMockedByAnActor() async throws {
        let store = RealWorldTokenStoreMock()
        store.stub.token(for: "ada").andReturn("t1")
        store.expect.store(.any, for: "ada")
        store.stub.clear()
        store.stub.isEmpty.get.andReturn(true)

        let token = await store.token(for: "ada")
        try await store.store("t2", for: "ada")
        await store.clear()
        let isEmpty = await store.isEmpty

        #expect(token == "t1")
        #expect(isEmpty)
        store.verify()
        store.received.clear().once()
    }

    @Test func aParentOfAnotherModuleIsRestatedAndItsDefaultsKept() {
        let counter = RealWorldCounterHandlerMock()
        counter.expect.increment(by: 2).times(2)
        counter.stub.label.get.andReturn("requests")
        let handler: any RealWorldMetricsHandler = counter

        handler.increment(by: 2)
        handler.increment(by: 2)
        handler.reset()

        #expect(counter.label == "requests")
        counter.verify()
    }

    @Test func aPartialActorMockSaysWhyCallsCannotReachTheRealActor() async {
        actor LiveStore: RealWorldTokenStore {
            func token(for user: String) async -> String? { "live" }
            func store(_ token: String, for user: String) async throws {}
            func clear() {}
            var isEmpty: Bool { false }
        }
        let store = RealWorldTokenStoreMock(forwardingTo: LiveStore())
        store.stub.token(for: "ada").andReturn("stubbed")
        #expect(await store.token(for: "ada") == "stubbed")
        let failures = await recordedFailures {
            await store.clear()
            #expect(await store.token(for: "grace") == nil)
        }
        #expect(
            failures.map(\.message)
                == ["clear()", "token(for:)"].map { name in
                    """
                    RealWorldTokenStoreMock cannot forward '\(name)' to its real object: the real object is \
                    another actor, which the mock cannot call into. Stub it with andReturn or andCall.
                    """
                })
    }
}
