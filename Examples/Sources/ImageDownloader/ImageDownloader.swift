import Mocking

/// Told when a download ends.
@Mockable
public protocol ImageDownloaderDelegate: Sendable {
    func downloadComplete(image: Image?, error: (any Error)?)
}

/// Kiwi's `RKImageDownloader`: downloads an image through `NetworkEngine` and tells its delegate,
/// falling back to the engine's placeholder when the download fails.
public final class ImageDownloader: Sendable {
    private let engine: NetworkEngine
    private let delegate: any ImageDownloaderDelegate

    public init(engine: NetworkEngine = NetworkEngine(), delegate: any ImageDownloaderDelegate) {
        self.engine = engine
        self.delegate = delegate
    }

    public func download(url: String, size: Int = 64) {
        let engine = engine
        let delegate = delegate
        NetworkEngine.requestImage(url: url) { image, error in
            if let image {
                delegate.downloadComplete(image: image, error: nil)
            } else {
                delegate.downloadComplete(image: engine.defaultImage(size: size), error: error)
            }
        }
    }
}
