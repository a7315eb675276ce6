import Garage
import MockingTesting
import Testing

enum Weather: Error { case crosswind }

/// Kiwi's mock kinds on one page: strict mocks, null mocks, protocol mocks and return-value stubs.
@Suite(.mocking) struct VehicleTests {
    @Test func aStrictMockAnswersWhatItIsStubbedWith() {
        let car = CarMock()                                   // strict: only what is allowed
        car.stub.name.get.andReturn("Speed Racer")
        car.stub.drive(to: .any).andReturn(40, 90)            // one answer per call

        #expect(TripPlanner.summary(car: car, stops: ["Mach 5 garage", "Thunderhead"]) == "Speed Racer drove 130 km")
        car.received.drive(to: "Thunderhead").once()
    }

    @Test func aStrictMockFailsTheTestOnACallNobodyAllowed() {
        let car = CarMock()
        car.stub.name.get.andReturn("Speed Racer")

        withKnownIssue {
            _ = TripPlanner.summary(car: car, stops: ["Thunderhead"])
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["""
                Unexpected call on strict CarMock:
                  drive(to: "Thunderhead")
                Nothing stubs or expects 'drive(to:)' on this mock.
                """]
        }
    }

    @Test func aNullMockAnswersDefaultsWithoutComplaining() {
        let daisy = AnimalMock(.null)
        daisy.stub.feed("hay").andReturn(true)
        daisy.stub.name.get.andReturn("Daisy")
        daisy.stub.speak().andReturn("Moo")
        let rex = AnimalMock(.null)                           // never stubbed: eats nothing, says ""

        #expect(Zookeeper.morningRound([daisy, rex], food: "hay") == ["Daisy: Moo"])
        rex.received.feed("hay").once()
        rex.received.speak().never()
    }

    @Test func aProtocolMockLandsAMachineThatCannotTakeOff() async {
        let plane = FlyingMachineMock()
        plane.stub.takeOff(from: .any).andThrow(Weather.crosswind)
        plane.expect.land()

        #expect(await ControlTower.launch(plane, runway: "09L") == "Take-off aborted: crosswind")
    }

    @Test func aProtocolMockClimbs() async {
        let plane = FlyingMachineMock()
        plane.stub.takeOff(from: "09L")
        plane.stub.altitude.get.andReturn(300)
        plane.expect.land().never()

        #expect(await ControlTower.launch(plane, runway: "09L") == "Airborne at 300 m")
    }

    @Test func returnValueStubsDependOnTheArguments() {
        let cruiser = CruiserMock()
        cruiser.stub.energyLevel(inWarpCore: .any).andReturn(100)
        cruiser.stub.energyLevel(inWarpCore: 7).andReturn(42)   // the most recent matching stub wins
        cruiser.expect.raiseShields()
        cruiser.expect.launchFighter(callsign: "Viper 1").andReturn("Viper 1 is out")

        #expect(BattleStations.prepare(cruiser) == "Viper 1 is out")
        #expect(cruiser.energyLevel(inWarpCore: 3) == 100)
    }
}
