import MockingTesting
import Testing
import Weather

/// `@Stubbable`: stubs on a real type's class method and on a real object, gone when each test ends.
@Suite(.mocking) struct RadarTests {
    @Test func showsTheImageTheStubbedServiceDelivers() async {
        RadarService.stub.fetchRadar(city: .any, completion: .any).andCall { city, completion in
            completion("\(city).png")
        }
        let display = RadarDisplayMock()
        display.expect.show(image: .value("Oslo.png"), city: "Oslo")

        RadarLoader(display: display).load(city: "Oslo")

        RadarService.received.fetchRadar(city: "Oslo", completion: .any).once()
    }

    @Test func realCodeRunsWhereNothingIsStubbed() async {
        let display = RadarDisplayMock(.null)
        RadarLoader(display: display).load(city: "Bergen")
        await display.received.show(image: .nil, city: "Bergen").eventually(within: .seconds(5))
    }

    @Test func aStubOnOneObjectLeavesTheOthersReal() {
        let stubbed = RadarService()
        stubbed.stub.cacheKey(city: "Oslo").andReturn("pinned")
        #expect(stubbed.cacheKey(city: "Oslo") == "pinned")
        #expect(RadarService().cacheKey(city: "Oslo") == "radar-oslo")
    }
}
