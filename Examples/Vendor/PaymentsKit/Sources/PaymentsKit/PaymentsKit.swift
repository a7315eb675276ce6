/// A card payment's outcome.
public struct Receipt: Equatable, Sendable {
    public let id: String
    public let cents: Int

    public init(id: String, cents: Int) {
        self.id = id
        self.cents = cents
    }
}

/// Why a gateway refused a payment.
public enum PaymentError: Error, Equatable, Sendable {
    case declined(reason: String)
    case unavailable
}

/// What every payment provider offers.
public protocol PaymentProvider: Sendable {
    /// Whether the provider takes payments now.
    var isAvailable: Bool { get }
    /// The provider's name, for receipts.
    var name: String { get }
}

/// A card payment gateway.
public protocol PaymentGateway: PaymentProvider {
    /// Charges `cents` to the card `token`.
    func charge(cents: Int, token: String) async throws(PaymentError) -> Receipt
    /// Refunds a payment.
    func refund(_ receipt: Receipt) async throws
    /// Called with each status change of a payment.
    func observe(_ handler: @escaping @Sendable (String) -> Void)
}

/// Prints receipts: an open class, which apps subclass or use as it is.
open class ReceiptPrinter: @unchecked Sendable {
    public init() {}

    /// The receipt as printed.
    open func print(_ receipt: Receipt, copies: Int = 1) -> String {
        Array(repeating: "\(receipt.id): \(receipt.cents)", count: copies).joined(separator: "\n")
    }

    /// Sheets of paper left.
    open var paperLeft: Int { 100 }
}
