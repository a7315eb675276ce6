import Checkout
import Logging
import MockingTesting
import PaymentsKit
import Testing

/// A protocol of a third-party package, mocked with a mock generated from its symbol graph
/// (`Mocks/PaymentGatewayMock.swift`): the same stubs, expectations and messages as `@Mockable`'s.
@Suite(.mocking) struct CheckoutTests {
    @Test func paysThroughTheGatewayOfAnotherPackage() async {
        let gateway = PaymentGatewayMock()
        gateway.stub.isAvailable.get.andReturn(true)
        gateway.expect.charge(cents: 1_250, token: .where("a test card") { $0.hasPrefix("tok_") })
            .andReturn(Receipt(id: "r1", cents: 1_250))

        let outcome = await Checkout(gateway: gateway).pay(cents: 1_250, token: "tok_visa")

        #expect(outcome == "paid 1250 (r1)")
    }

    @Test func saysWhyTheGatewayDeclined() async {
        let gateway = PaymentGatewayMock(.null)
        gateway.stub.isAvailable.get.andReturn(true)
        gateway.stub.charge(cents: .any, token: .any).andThrow(.declined(reason: "insufficient funds"))

        let outcome = await Checkout(gateway: gateway).pay(cents: 99, token: "tok_visa")

        #expect(outcome == "declined: insufficient funds")
        gateway.received.refund(.any).never()
    }

    @Test func doesNotChargeAnUnavailableGateway() async {
        let gateway = PaymentGatewayMock(.null)
        gateway.stub.name.get.andReturn("Acme Pay")

        let outcome = await Checkout(gateway: gateway).pay(cents: 99, token: "tok_visa")

        #expect(outcome == "Acme Pay is unavailable")
        gateway.received.charge(cents: .any, token: .any).never()
    }

    /// An open class of the same package, mocked by a generated subclass: `.partial` runs the real
    /// code for what nothing stubs.
    @Test func printsTheReceiptWithTheRealPrinterWhenThereIsPaper() async {
        let gateway = PaymentGatewayMock(.null)
        gateway.stub.charge(cents: .any, token: .any).andReturn(Receipt(id: "r2", cents: 500))
        let printer = ReceiptPrinterMock(.partial)

        let printed = await Checkout(gateway: gateway, printer: printer).payAndPrint(cents: 500, token: "tok_visa")

        #expect(printed == "r2: 500")
        printer.received.print(.value(Receipt(id: "r2", cents: 500)), copies: 1).once()
    }

    @Test func chargesNothingWhenThePrinterIsOutOfPaper() async {
        let gateway = PaymentGatewayMock()  // strict: any call would fail the test
        let printer = ReceiptPrinterMock(.partial)
        printer.stub.paperLeft.get.andReturn(0)

        let printed = await Checkout(gateway: gateway, printer: printer).payAndPrint(cents: 500, token: "tok_visa")

        #expect(printed == nil)
        gateway.received.charge(cents: .any, token: .any).never()
    }

    /// A protocol of a real third-party package — swift-log's `LogHandler`, with deprecated
    /// requirements and default implementations — mocked from its module's symbol graph
    /// (`Mocks/LogHandlerMock.swift`): what the checkout logs is checked like any call.
    @Test func logsADeclinedPaymentWithItsReason() async {
        let gateway = PaymentGatewayMock(.null)
        gateway.stub.isAvailable.get.andReturn(true)
        gateway.stub.charge(cents: .any, token: .any).andThrow(.declined(reason: "expired card"))
        let handler = LogHandlerMock(.null)
        handler.stub.logLevel.get.andReturn(.info)
        let logged = handler.capture.log(event: .any)
        let logger = Logger(label: "checkout") { _ in handler }

        _ = await Checkout(gateway: gateway, logger: logger).pay(cents: 99, token: "tok_visa")

        handler.received.log(event: .where("a warning") { $0.level == .warning }).once()
        #expect(logged.argument?.message == "payment declined")
        #expect(logged.argument?.metadata?["reason"] == "expired card")
    }

    @Test func logsNothingWhenThePaymentGoesThrough() async {
        let gateway = PaymentGatewayMock(.null)
        gateway.stub.isAvailable.get.andReturn(true)
        gateway.stub.charge(cents: .any, token: .any).andReturn(Receipt(id: "r3", cents: 10))
        let handler = LogHandlerMock()  // strict: a log call would fail the test

        let outcome = await Checkout(gateway: gateway, logger: Logger(label: "checkout") { _ in handler })
            .pay(cents: 10, token: "tok_visa")

        #expect(outcome == "paid 10 (r3)")
        handler.received.log(event: .any).never()
    }
}
