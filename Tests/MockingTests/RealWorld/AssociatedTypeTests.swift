import Mocking
import Testing

@Suite struct AssociatedTypeTests {
    @Test func aCommaListAndAWhereClauseBecomeTheMocksConstraints() {
        let cache = RealWorldCacheMock<String, RealWorldUser>(.null)
        let ada = RealWorldUser(id: 1, name: "Ada")
        cache.stub.value(for: "ada").andReturn(ada)
        let stored = cache.capture.store(.any, for: .any)

        cache.store(ada, for: "ada")

        #expect(cache.value(for: "ada") == ada)
        #expect(cache.value(for: "grace") == nil)
        #expect(stored.argument?.value == ada)
        #expect(stored.argument?.for == "ada")
        cache.received.value(for: .any).times(2)
    }

    @Test func aRepositoryWithAPrimaryAssociatedTypeIsUsedThroughItsExistential() async throws {
        let mock = RealWorldRepositoryMock<RealWorldUser>()
        let repository: any RealWorldRepository<RealWorldUser> = mock
        mock.stub.all().andReturn([RealWorldUser(id: 1, name: "Ada")])
        mock.stub.find(id: 2).andReturn(nil)
        mock.expect.save(.where { $0.name == "Grace" })

        let all = try await repository.all()
        let missing = try await repository.find(id: 2)
        try await repository.save(RealWorldUser(id: 2, name: "Grace"))

        #expect(all.map(\.name) == ["Ada"])
        #expect(missing == nil)
        mock.verify()
        mock.received.find(id: .any).once()
    }

    @Test func associatedTypesConstrainedThroughOthers() {
        let batcher = RealWorldBatcherMock<Int, [Int]>()
        batcher.stub.next().andReturn([1, 2], [3])
        batcher.stub.contains(.any).andCall { $0 > 0 }

        #expect(batcher.next() == [1, 2])
        #expect(batcher.next() == [3])
        #expect(batcher.contains(3))
        batcher.received.next().times(2)
    }

    @Test func aChannelHandlerWithADefaultedAssociatedType() {
        let handler = RealWorldChannelHandlerMock<String, Int>()
        handler.stub.channelRead(.any).andCall { $0.count }
        handler.stub.errorCaught(.any)
        let errors = handler.capture.errorCaught(.any)

        #expect(handler.channelRead("four") == 4)
        handler.errorCaught(RealWorldNetworkError.offline)

        #expect(errors.argument is RealWorldNetworkError)
        handler.received.channelRead("four").once()
    }
}

@Suite struct APIClientTests {
    @Test func aDecoderStyleGenericMethodIsStubbedPerResponseType() async throws {
        let client = RealWorldAPIClientMock()
        client.stub.send(.any, as: RealWorldUser.self).andReturn(RealWorldUser(id: 1, name: "Ada"))
        client.stub.send(.any, as: [Int].self).andThrow(RealWorldNetworkError.offline)

        let user = try await client.send(RealWorldRequest(path: "/me"), as: RealWorldUser.self)
        await #expect(throws: RealWorldNetworkError.offline) {
            try await client.send(RealWorldRequest(path: "/ids"), as: [Int].self)
        }

        #expect(user.name == "Ada")
        client.received.send(.value(RealWorldRequest(path: "/me")), as: RealWorldUser.self).once()
    }

    @Test func requirementsReturningAsyncSequences() async {
        let client = RealWorldAPIClientMock()
        client.stub.events(for: "news").andCall { topic in
            AsyncStream { continuation in
                continuation.yield("\(topic) 1")
                continuation.yield("\(topic) 2")
                continuation.finish()
            }
        }
        var received: [String] = []
        for await event in client.events(for: "news") { received.append(event) }
        #expect(received == ["news 1", "news 2"])
        client.received.events(for: "news").once()
    }
}
