import Mocking
import Store
import XCTest

/// OCMock's partial mock, in XCTest: a real store whose `save` is stubbed to fail, while every
/// other call (the `rollback` the test expects included) runs the real code.
final class PublisherTests: XCTestCase {
    // Every test runs in a mocking scope: expectations are verified when it ends.
    override func invokeTest() {
        withMocking { super.invokeTest() }
    }

    func testAFailedSaveRollsTheRealStoreBack() {
        let real = InMemoryStore()
        let store = StoreMock(forwardingTo: real)
        store.stub.save().andThrow(StoreError.diskFull)
        store.expect.rollback()                     // no answer given: the real rollback runs

        let published = Publisher(store: store).publish(Document(title: "Notes", text: "Draft"))

        XCTAssertFalse(published)
        XCTAssertEqual(real.pendingChanges, 0)
        XCTAssertEqual(real.saved, [])
        store.received.insert(.any).once()
    }

    func testASuccessfulSaveNeverRollsBack() {
        let real = InMemoryStore()
        let store = StoreMock(forwardingTo: real)
        store.expect.rollback().never()

        XCTAssertTrue(Publisher(store: store).publish(Document(title: "Notes", text: "Final")))
        XCTAssertEqual(real.saved, [Document(title: "Notes", text: "Final")])
    }

    func testAnEmptyDocumentNeverReachesTheStore() {
        let store = StoreMock(forwardingTo: InMemoryStore())
        store.expect.insert(.any).never()
        store.expect.save().never()

        XCTAssertFalse(Publisher(store: store).publish(Document(title: "Empty", text: "")))
    }
}
