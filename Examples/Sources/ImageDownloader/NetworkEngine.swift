import Dispatch
import Mocking

/// A downloaded image; here just its name and size, enough to tell images apart.
public struct Image: Equatable, Sendable {
    public let name: String
    public let size: Int

    public init(name: String, size: Int) {
        self.name = name
        self.size = size
    }
}

public enum NetworkError: Error, Equatable {
    case offline
}

/// The network layer: real code, instrumented by `@Stubbable` so that tests can stub its class
/// method and its instances (debug builds only; release builds run this code unchanged).
@Stubbable
public final class NetworkEngine: Sendable {
    public init() {}

    /// Downloads the image at `url` and calls `completion` on another queue. This machine is
    /// offline, so the real method always fails.
    public static func requestImage(url: String, completion: @escaping @Sendable (Image?, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(nil, NetworkError.offline) }
    }

    /// The image shown while a download is under way or after it failed.
    public func defaultImage(size: Int) -> Image {
        Image(name: "placeholder", size: size)
    }
}
