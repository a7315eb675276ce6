import Mocking

/// A class with stored properties of every form `@Stubbable` instruments, and a subclass that
/// adds a stored property and a method of its own.
@Stubbable
class Account {
    var owner: String = "ada"
    var balance = 100
    var rate: Double
    let number: Int
    private var audits = 0

    init(number: Int, rate: Double = 0.01) {
        self.number = number
        self.rate = rate
    }

    func deposit(_ amount: Int) {
        balance += amount
        audits += 1
    }

    func statement() -> String {
        "\(owner): \(balance) at \(rate)"
    }
}

/// Adds what `@Stubbable` on `Account` cannot see: each marked by hand, with a builder in an
/// extension of `Account.StubbableBuilders`.
final class SavingsAccount: Account {
    @StubbedProperty var bonus: Int = 5

    @Stubbed func interest() -> Int {
        Int(Double(balance) * rate) + bonus
    }
}

#if DEBUG
extension Account.StubbableBuilders {
    var bonus: PropertyProxy<Verb, Int, MockEffects.Sync> {
        proxy.__property("bonus")
    }

    @discardableResult
    func interest(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> MockCall<Verb, Void, Int, MockEffects.Sync> {
        proxy.__message("interest()", at: CallSite(fileID, filePath, line, column))
    }
}
#endif
