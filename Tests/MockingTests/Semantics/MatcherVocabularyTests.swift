import Mocking
import Testing

/// Parameters of every shape the matchers of issue 56 (item 7) filter.
@Mockable
protocol Checkout {
    func charge(_ amount: Int) -> Bool
    func weigh(_ kilograms: Double) -> Bool
    func upload(_ files: [String]) -> Int
    func tag(_ labels: Set<String>) -> Int
    func send(_ fields: [String: String]) -> Bool
    func handle(_ error: any Error) -> String
    func inspect(_ value: Any) -> String
    func register(_ type: CheckoutStep.Type) -> Bool
    func lookUp(_ type: Any.Type) -> Bool
}

class CheckoutStep {}
final class PaymentStep: CheckoutStep {}
struct DeclinedError: Error {}
struct TimeoutError: Error {}

@Suite(.mocking) struct MatcherVocabularyTests {
    @Test func anyOfSeveralValues() {
        let checkout = CheckoutMock(.null)
        checkout.stub.charge(.any(of: 5, 10, 20)).andReturn(true)
        #expect(checkout.charge(10))
        #expect(!checkout.charge(15))
        checkout.received.charge(.any(of: 5, 20)).never()
    }

    @Test func aFloatingPointValueWithinATolerance() {
        let checkout = CheckoutMock(.null)
        checkout.stub.weigh(.around(0.3, tolerance: 0.001)).andReturn(true)
        #expect(checkout.weigh(0.1 + 0.2))
        #expect(!checkout.weigh(0.302))
    }

    @Test func collectionsByContentCountAndEmptiness() {
        let checkout = CheckoutMock(.null)
        checkout.stub.upload(.empty).andReturn(-1)
        checkout.stub.upload(.containing("a.png", "b.png")).andReturn(2)
        checkout.stub.upload(.count(1)).andReturn(1)
        #expect(checkout.upload([]) == -1)
        #expect(checkout.upload(["b.png", "c.png", "a.png"]) == 2)
        #expect(checkout.upload(["c.png"]) == 1)
        #expect(checkout.upload(["a.png", "c.png"]) == 0)
        checkout.received.upload(.notEmpty).times(3)
        checkout.stub.tag(.containing("sale")).andReturn(1)
        #expect(checkout.tag(["new", "sale"]) == 1)
    }

    @Test func aDictionaryByItsKeysOrAsALiteral() {
        let checkout = CheckoutMock(.null)
        checkout.stub.send(["id": "7"]).andReturn(true)
        #expect(checkout.send(["id": "7"]))
        #expect(!checkout.send(["id": "8"]))
        checkout.received.send(.containingKeys("id")).times(2)
        checkout.received.send(.containingKeys("id", "name")).never()
    }

    @Test func anInstanceOfATypeWhereTheParameterIsAnExistential() {
        let checkout = CheckoutMock(.null)
        checkout.stub.handle(.instance(of: DeclinedError.self)).andReturn("declined")
        checkout.stub.inspect(.instance(of: CheckoutStep.self)).andReturn("a step")
        #expect(checkout.handle(DeclinedError()) == "declined")
        #expect(checkout.handle(TimeoutError()) == "")
        // A subclass's instance is an instance of its superclass.
        #expect(checkout.inspect(PaymentStep()) == "a step")
        #expect(checkout.inspect(42) == "")
    }

    @Test func aMetatypeByEquality() {
        let checkout = CheckoutMock(.null)
        checkout.stub.register(.value(PaymentStep.self)).andReturn(true)
        checkout.stub.lookUp(.value(Int.self)).andReturn(true)
        #expect(checkout.register(PaymentStep.self))
        #expect(!checkout.register(CheckoutStep.self))
        #expect(checkout.lookUp(Int.self))
        #expect(!checkout.lookUp(String.self))
    }

    /// Each matcher reads in a failure message as it is written.
    @Test func eachMatcherDescribesItselfInMessages() {
        let checkout = CheckoutMock()
        let line = currentLine() - 1
        checkout.stub.charge(.any(of: 5, 10)).andReturn(true)
        checkout.stub.weigh(.around(0.5, tolerance: 0.25)).andReturn(true)
        checkout.stub.upload(.containing("a.png")).andReturn(1)
        checkout.stub.send(.containingKeys("id", "name")).andReturn(true)
        checkout.stub.handle(.instance(of: DeclinedError.self)).andReturn("")
        checkout.stub.register(.value(PaymentStep.self)).andReturn(true)
        let failures = recordedFailures {
            _ = checkout.charge(7)
            _ = checkout.weigh(1)
            _ = checkout.upload(["b.png"])
            _ = checkout.send(["id": "7"])
            _ = checkout.handle(TimeoutError())
            _ = checkout.register(CheckoutStep.self)
        }
        #expect(
            failures.map(\.message) == [
                "Unexpected call on strict CheckoutMock:\n  charge(7)\n"
                    + "Nearest stub: charge(any of 5, 10) — 'argument 1' differs: expected any of 5, 10, got 7",
                "Unexpected call on strict CheckoutMock:\n  weigh(1.0)\n"
                    + "Nearest stub: weigh(0.5 ± 0.25) — 'argument 1' differs: expected 0.5 ± 0.25, got 1.0",
                "Unexpected call on strict CheckoutMock:\n  upload([\"b.png\"])\n"
                    + "Nearest stub: upload(containing \"a.png\") — 'argument 1' differs: expected containing \"a.png\", "
                    + "got [\"b.png\"]",
                "Unexpected call on strict CheckoutMock:\n  send([\"id\": \"7\"])\n"
                    + "Nearest stub: send(containing keys \"id\", \"name\") — 'argument 1' differs: expected containing "
                    + "keys \"id\", \"name\", got [\"id\": \"7\"]",
                "Unexpected call on strict CheckoutMock:\n  handle(TimeoutError())\n"
                    + "Nearest stub: handle(an instance of DeclinedError) — 'argument 1' differs: expected an instance "
                    + "of DeclinedError, got TimeoutError()",
                "Unexpected call on strict CheckoutMock:\n  register(CheckoutStep)\n"
                    + "Nearest stub: register(PaymentStep) — 'argument 1' differs: expected PaymentStep, got CheckoutStep",
            ])
        #expect(failures.allSatisfy { $0.line == line })
    }

    /// The collection filters' words, and the dictionary literal of a type other than `Dictionary`,
    /// which cannot be built generically: it matches nothing and says what to write instead.
    @Test func collectionFiltersAndAForeignDictionaryLiteralDescribeThemselves() {
        struct Headers: ExpressibleByDictionaryLiteral, Equatable {
            var fields: [String: String]
            init(dictionaryLiteral elements: (String, String)...) {
                fields = Dictionary(elements, uniquingKeysWith: { _, last in last })
            }
        }
        let count: Arg<[String]> = .count(3)
        let empty: Arg<[String]> = .empty
        let notEmpty: Arg<[String]> = .notEmpty
        let headers: Arg<Headers> = ["id": "7"]
        #expect([count, empty, notEmpty].map(\.description) == ["count 3", "empty", "not empty"])
        #expect(headers.description == "a Headers literal (write .value(…) for it)")
        #expect(!headers.matches(["id": "7"]))
    }
}
