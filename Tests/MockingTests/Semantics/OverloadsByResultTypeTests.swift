import Mocking
import Testing

@Suite(.mocking) struct OverloadsByResultTypeTests {
    @Test func everyVerbTellsOverloadsApartByTheirResultType() {
        let mock = RealWorldOverloadsByResultMock(.null)
        mock.stub.value(returning: Int.self).andReturn(1)
        mock.stub.value(returning: String.self).andReturn("one")
        mock.stub.value(for: "a", returning: Bool.self).andReturn(true)
        mock.stub.value(for: "a").andReturn(7)
        #expect(mock.value() as Int == 1)
        #expect(mock.value() as String == "one")
        #expect(mock.value(for: "a") as Bool)
        #expect(mock.value(for: "a") as Int == 7)
        mock.received.value(returning: Int.self).once()
        mock.received.value(returning: String.self).once()
        mock.received.value(for: "a", returning: Bool.self).once()
        mock.expect.value(returning: String.self).once()
        let keys = mock.capture.value(for: .any, returning: Int.self)
        _ = mock.value() as String
        _ = mock.value(for: "b") as Int
        #expect(keys.arguments == ["b"])
    }

    @Test func cuckoosEmptyOverloadsAreStubbedOneByOne() {
        let mock = RealWorldOverloadsByResultMock(.null)
        mock.stub.empty().andDoNothing()
        mock.stub.empty(returning: Int.self).andReturn(3)
        mock.stub.empty(returning: String.self).andReturn("generic")
        mock.empty() as Void
        #expect(mock.empty() as Int == 3)
        #expect(mock.empty() as String == "generic")
        mock.received.empty().once()
        mock.received.empty(returning: Int.self).once()
        mock.received.empty(returning: String.self).once()
    }

    @Test func subscriptsOverloadedByTheirResultType() {
        let mock = RealWorldOverloadsByResultMock(.null)
        mock.stub[1, returning: String.self].get.andReturn("first")
        mock.stub[1, returning: Int.self].get.andReturn(1)
        #expect(mock[1] as String == "first")
        #expect(mock[1] as Int == 1)
        mock.received[1, returning: String.self].get.once()
    }

    @Test func aStubbableClassesOverloadsByResultTypeTakeReturningToo() {
        let vehicle = RealWorldVehicle()
        vehicle.stub.plate(returning: String.self).andReturn("B-MW 1")
        vehicle.stub.plate().andReturn(7)
        #expect(vehicle.plate() as String == "B-MW 1")
        #expect(vehicle.plate() as Int == 7)
        vehicle.received.plate(returning: Int.self).once()
        vehicle.received.plate(returning: String.self).once()
    }
}
