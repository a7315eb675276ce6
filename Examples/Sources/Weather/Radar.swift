import Dispatch
import Mocking

/// The radar images service: real code, instrumented so that tests can stub it.
@Stubbable
public final class RadarService: Sendable {
    public init() {}

    /// Fetches the latest radar image of `city` (here: never one, as if offline), on another queue.
    public static func fetchRadar(city: String, completion: @escaping @Sendable (String?) -> Void) {
        DispatchQueue.global().async { completion(nil) }
    }

    /// Where a city's radar image is cached.
    public func cacheKey(city: String) -> String {
        "radar-" + city.lowercased()
    }
}

/// Shows radar images.
@Mockable
public protocol RadarDisplay: Sendable {
    func show(image: String?, city: String)
}

/// Loads a city's radar image through `RadarService` and shows it.
public final class RadarLoader: Sendable {
    private let display: any RadarDisplay

    public init(display: any RadarDisplay) {
        self.display = display
    }

    public func load(city: String) {
        let display = display
        RadarService.fetchRadar(city: city) { image in
            display.show(image: image, city: city)
        }
    }
}
