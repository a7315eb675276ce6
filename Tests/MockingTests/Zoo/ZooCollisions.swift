import Mocking
import Testing

#if GENERATED_ZOO
@testable import MockingZoo
#endif

@Suite struct ZooCollisionTests {
    @Test func requirementsNamedLikeTheMockingAPI() {
        let camera = ZooCameraMock()
        camera.stub.capture().andReturn(3)
        camera.stub.verify().andReturn(true)
        camera.stub.received.get.andReturn(["a"])
        camera.stub.expect(.any)

        #expect(camera.capture() == 3)
        #expect(camera.verify())
        #expect(camera.received == ["a"])
        camera.expect(1)
        camera.stub = "x"
        camera.received.capture().once()
        camera.expect.verify().andReturn(false).once()
        #expect(!camera.verify())
        Mocking.verify(camera)
        #expect(camera.stub == "x")
    }
}
