import CoreMetrics
import Foundation
import HTTPTypes
import MockingTesting
import OpenAPIRuntime
import Testing
import ThirdParty
import Tracing

/// Mocks generated from the symbol graphs of packages this one depends on, driven like
/// `@Mockable`'s: the shapes are real code's, with their closures, tuples, optional bodies,
/// generic methods and parents in other modules.
@Suite(.mocking) struct ThirdPartyMockTests {
    /// This package's `RewindableFile`, refining NIOCore's `FileDescriptor`: the parent's
    /// requirements come from NIOCore's module, read with the module maps of its C modules.
    @Test func aRefinementOfADependencysProtocolTakesOnItsParentsRequirements() throws {
        let file = RewindableFileMock()
        file.stub.isOpen.get.andReturn(true)
        file.stub.rewind().andReturn(42)
        file.stub.withUnsafeFileDescriptor(.any, returning: Int.self).andCall { body in try body(7) * 2 }

        #expect(file.isOpen)
        #expect(try file.rewind() == 42)
        #expect(try file.withUnsafeFileDescriptor { descriptor in Int(descriptor) + 1 } == 16)
        file.received.rewind().once()
        file.received.close().never()
    }

    /// swift-openapi-runtime's `ClientMiddleware`: its `next` closure is called from the answer.
    @Test func aMiddlewareMockPassesTheRequestOn() async throws {
        let middleware = ClientMiddlewareMock()
        middleware.expect.intercept(.any, body: .any, baseURL: .any, operationID: "getGreeting", next: .any)
            .andCall { request, body, baseURL, _, next in try await next(request, body, baseURL) }
            .once()

        let (response, body) = try await middleware.intercept(
            HTTPRequest(method: .get, scheme: "https", authority: "example.com", path: "/greeting"), body: nil,
            baseURL: URL(string: "https://example.com")!, operationID: "getGreeting"
        ) { request, _, _ in
            #expect(request.path == "/greeting")
            return (HTTPResponse(status: .ok), nil)
        }

        #expect(response.status == .ok)
        #expect(body == nil)
    }

    /// swift-openapi-runtime's `ClientTransport`: an `async throws` requirement answering a tuple.
    @Test func aTransportMockAnswersAStubbedResponse() async throws {
        let transport = ClientTransportMock(.null)
        transport.stub.send(.any, body: .any, baseURL: .any, operationID: .any)
            .andReturn((HTTPResponse(status: .notFound), nil))

        let (response, _) = try await transport.send(
            HTTPRequest(method: .get, scheme: "https", authority: "example.com", path: "/missing"), body: nil,
            baseURL: URL(string: "https://example.com")!, operationID: "getMissing")

        #expect(response.status == .notFound)
        transport.received.send(
            .where("a GET") { $0.method == .get }, body: nil, baseURL: .any, operationID: "getMissing"
        )
        .once()
    }

    /// swift-metrics' `CounterHandler`: strict, so only the expected increment is allowed.
    @Test func aCounterHandlerMockExpectsItsIncrement() {
        let counter = CounterHandlerMock()
        counter.expect.increment(by: 3).once()

        counter.increment(by: 3)
    }

    /// swift-distributed-tracing's `Tracer`: generic over its `Span` (named like the protocol it
    /// is constrained to), and refining `Instrument` of another module, whose requirements the
    /// mock witnesses too.
    @Test func aGenericTracerMockAnswersItsActiveSpan() {
        let tracer = TracerMock<SpanMock>(.null)
        let span = SpanMock(.null)
        tracer.stub.activeSpan(identifiedBy: .any).andReturn(span)

        #expect(tracer.activeSpan(identifiedBy: .topLevel) === span)
        tracer.received.activeSpan(identifiedBy: .any).once()
    }
}
