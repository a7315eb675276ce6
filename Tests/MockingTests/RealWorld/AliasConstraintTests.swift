import Mocking
import Testing

/// hummingbird's `ApplicationProtocol`: `where Context: InitializableFromSource<…>` with
/// `typealias Context = Responder.Context`.
protocol RequestSource<Source> { associatedtype Source }

struct GreetingContext: RequestSource { typealias Source = String }

@Mockable
protocol Responding {
    associatedtype Context
    func respond(in context: Context) -> String
}

@Mockable
protocol Serving where Context: RequestSource<String> {
    associatedtype Responder: Responding
    typealias Context = Responder.Context
    var responder: Responder { get }
    func serve(_ context: Context) -> Int
}

/// A `where` clause that names the protocol's own type alias constrains what the alias stands for:
/// the mock is generic over the associated types only.
@Suite struct AliasConstraintTests {
    @Test func aWhereClauseOnATypeAliasConstrainsWhatItStandsFor() {
        let responder = RespondingMock<GreetingContext>(.null)
        responder.stub.respond(in: .any).andReturn("hello")
        let server = ServingMock<RespondingMock<GreetingContext>>()
        server.stub.responder.get.andReturn(responder)
        server.stub.serve(.any).andReturn(200)

        #expect(server.responder.respond(in: GreetingContext()) == "hello")
        #expect(server.serve(GreetingContext()) == 200)
        #expect(server.received.serve(.any).count == 1)
    }
}
