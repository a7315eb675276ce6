import Mocking
import Testing

/// `@Stubbable` on a subclass of a `@Stubbable` class (issue 56, bug 6).
@Suite(.mocking) struct StubbableSubclassTests {
    @Test func aSubclassHasItsOwnBuildersAndItsSuperclasses() {
        let truck = RealWorldTruck()
        truck.stub.tow(.any).andReturn(false)
        truck.stub.describe().andReturn("stubbed")
        truck.stub.load.get.andReturn(7)
        truck.stub.wheels.get.andReturn(6)
        #expect(!truck.tow(10))
        #expect(truck.describe() == "stubbed")
        #expect(truck.load == 7)
        #expect(truck.wheels == 6)
        truck.received.tow(10).once()
        truck.received.describe().once()
    }

    @Test func anOverrideIsStubbedThroughTheBuilderItInherits() {
        let truck = spy(RealWorldTruck())
        #expect(truck.describe() == "4 wheels, BEEP")
        // The override's `super` call is not recorded as a second call.
        truck.received.honk().once()
        truck.stub.honk().andReturn("toot")
        #expect(truck.describe() == "4 wheels, toot")
        truck.received.honk().times(2)
    }

    @Test func aStubOnOneClassAnswersCallsOnThatClassOnly() {
        let vehicle = RealWorldVehicle()
        let truck = RealWorldTruck()
        spy(RealWorldVehicle.self)
        truck.stub.honk().andReturn("toot")
        #expect(vehicle.honk() == "beep")
        #expect(truck.honk() == "toot")
        RealWorldTruck.stub.make().andReturn("stubbed truck")
        #expect(RealWorldTruck.make() == "stubbed truck")
        #expect(RealWorldVehicle.make() == "vehicle")
        #expect(RealWorldFireTruck.make() == "truck")
        RealWorldVehicle.received.make().once()
        RealWorldTruck.received.make().once()
    }

    @Test func threeDeepEachClassReachesEveryBuilderAbove() {
        let engine = RealWorldFireTruck()
        engine.stub.siren(loud: true).andReturn("quiet please")
        engine.stub.tow(.any).andReturn(true)
        engine.stub.honk().andReturn("parp")
        #expect(engine.siren(loud: true) == "quiet please")
        #expect(engine.siren(loud: false) == "woo")
        #expect(engine.tow(9_999))
        #expect(engine.honk() == "parp")
        RealWorldFireTruck.stub.registry().andReturn("fire trucks")
        #expect(RealWorldFireTruck.registry() == "fire trucks")
        #expect(RealWorldVehicle.registry() == "all vehicles")
    }

    @Test func expectationsOnASubclassAreVerified() {
        let truck = RealWorldTruck()
        truck.expect.tow(500).once()
        _ = truck.tow(500)
        truck.verify()
    }

    @Test func anOpenClassesSubclassReachesBothBuilders() {
        let button = RealWorldOpenButton()
        button.stub.tap().andReturn(2)
        button.stub.title().andReturn("OK")
        #expect(button.tap() == 2)
        #expect(button.title() == "OK")
    }
}
