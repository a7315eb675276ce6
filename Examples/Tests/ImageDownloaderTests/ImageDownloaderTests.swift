import Dispatch
import ImageDownloader
import MockingTesting
import Testing

/// Kiwi's image-downloader scenario: the network engine's class method is stubbed to answer with a
/// local image, and a strict mock delegate must receive it. Stubs on `NetworkEngine` belong to the
/// test that made them (`.mocking`) and are gone when it ends, even with tests running in parallel.
@Suite(.mocking) struct ImageDownloaderTests {
    @Test func deliversTheDownloadedImageToTheDelegate() async {
        NetworkEngine.stub.requestImage(url: .any, completion: .any).andCall { url, completion in
            // Answer later and from another queue, as the network would.
            DispatchQueue.global().async { completion(Image(name: url, size: 128), nil) }
        }
        let delegate = ImageDownloaderDelegateMock()
        delegate.expect.downloadComplete(image: .notNil, error: .nil)

        ImageDownloader(delegate: delegate).download(url: "cat.png")

        await delegate.received
            .downloadComplete(image: .value(Image(name: "cat.png", size: 128)), error: .nil)
            .eventually(within: .seconds(1))
        NetworkEngine.received.requestImage(url: "cat.png", completion: .any).once()
    }

    @Test func fallsBackToThePlaceholderWhenTheNetworkFails() async {
        // Nothing stubbed: the real engine runs and fails, as this machine is offline.
        let delegate = ImageDownloaderDelegateMock(.null)

        ImageDownloader(delegate: delegate).download(url: "cat.png", size: 32)

        await delegate.received.downloadComplete(
            image: .value(Image(name: "placeholder", size: 32)),
            error: .where("offline") { $0 as? NetworkError == .offline }
        ).eventually(within: .seconds(5))
    }

    @Test func aStubOnOneEngineLeavesTheOthersReal() async {
        let engine = NetworkEngine()
        engine.stub.defaultImage(size: 20).andReturn(Image(name: "grey", size: 20))
        let delegate = ImageDownloaderDelegateMock(.null)
        let images = delegate.capture.downloadComplete(image: .any, error: .any)

        ImageDownloader(engine: engine, delegate: delegate).download(url: "cat.png", size: 20)

        await delegate.received.downloadComplete(image: .any, error: .notNil).eventually(within: .seconds(5))
        #expect(images.argument?.image == Image(name: "grey", size: 20))
        #expect(NetworkEngine().defaultImage(size: 20) == Image(name: "placeholder", size: 20))
        engine.received.defaultImage(size: 20).once()
    }
}
