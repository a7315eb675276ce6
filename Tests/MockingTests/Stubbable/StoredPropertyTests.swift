import Mocking
import MockingTesting
import Testing

/// Stored properties of a `@Stubbable` class: stub the getter, verify and stub the setter, on
/// the class's own properties and on one a subclass adds.
@Suite(.mocking) struct StoredPropertyTests {
    @Test func unstubbedPropertiesKeepTheirValues() {
        let account = Account(number: 7, rate: 0.5)
        #expect(account.owner == "ada" && account.balance == 100 && account.rate == 0.5)
        account.balance += 20
        account.deposit(5)
        account.owner = "grace"
        #expect(account.statement() == "grace: 125 at 0.5")
        #expect(account.number == 7)
    }

    @Test func aStubbedGetterAnswersEveryReaderTheObjectsOwnCodeIncluded() {
        let account = Account(number: 1)
        account.stub.owner.get.andReturn("mallory")
        account.stub.balance.get.andReturn(1, 2)

        #expect(account.owner == "mallory")
        #expect(account.statement() == "mallory: 1 at 0.01")
        #expect(account.balance == 2)
        #expect(Account(number: 2).owner == "ada", "another object keeps its real value")
        account.received.owner.get.times(2)
    }

    @Test func settersAreRecordedAndCanBeStubbed() {
        let account = Account(number: 1)
        var written: [String] = []
        account.stub.owner.set(.any).andCall { newValue in written.append(newValue) }
        account.expect.balance.set(150).once()

        account.owner = "eve"
        account.deposit(50)

        #expect(written == ["eve"])
        #expect(account.owner == "ada", "the stubbed setter did not store")
        #expect(account.balance == 150, "an expectation without an answer stores")
        account.received.owner.set("eve").once()
        account.received.balance.set(.any).once()
    }

    @Test func aPropertyAndAMethodASubclassAddsAreStubbedThroughHandWrittenBuilders() {
        let savings = SavingsAccount(number: 3, rate: 0.1)
        #expect(savings.interest() == 15)

        savings.stub.bonus.get.andReturn(0)
        #expect(savings.interest() == 10)
        savings.stub.interest().andReturn(99)
        #expect(savings.interest() == 99)

        savings.bonus = 8
        savings.received.bonus.set(8).once()
        savings.received.interest().times(2)
        #expect(savings.statement() == "ada: 100 at 0.1", "the inherited members run their real code")
    }

    @Test func anUnmetSetterVerificationSaysWhatWasSet() {
        let account = spy(Account(number: 1))
        account.owner = "eve"
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); account.received.owner.set("bob").once()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Verification failed on Account:
                          expected owner.set("bob") exactly once, but it was called 0 times
                        Recorded calls of 'owner.set':
                          owner.set("eve") — 'newValue' differs: expected "bob", got "eve"
                        """,
                    line: line)
            ])
    }
}
