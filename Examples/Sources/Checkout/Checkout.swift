import Logging
import PaymentsKit

/// The checkout: charges the basket through a payment gateway of a third-party package.
public struct Checkout: Sendable {
    let gateway: any PaymentGateway
    let printer: ReceiptPrinter
    let logger: Logger

    public init(
        gateway: any PaymentGateway, printer: ReceiptPrinter = ReceiptPrinter(),
        logger: Logger = Logger(label: "checkout")
    ) {
        self.gateway = gateway
        self.printer = printer
        self.logger = logger
    }

    /// Pays `cents` and prints the receipt, when there is paper.
    public func payAndPrint(cents: Int, token: String) async -> String? {
        guard printer.paperLeft > 0 else { return nil }
        guard let receipt = try? await gateway.charge(cents: cents, token: token) else { return nil }
        return printer.print(receipt)
    }

    /// Pays `cents`, or says why it could not.
    public func pay(cents: Int, token: String) async -> String {
        guard gateway.isAvailable else { return "\(gateway.name) is unavailable" }
        do {
            let receipt = try await gateway.charge(cents: cents, token: token)
            return "paid \(receipt.cents) (\(receipt.id))"
        } catch .declined(let reason) {
            logger.warning("payment declined", metadata: ["reason": "\(reason)", "cents": "\(cents)"])
            return "declined: \(reason)"
        } catch {
            return "\(gateway.name) is unavailable"
        }
    }
}
