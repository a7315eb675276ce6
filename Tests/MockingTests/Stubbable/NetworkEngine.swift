import Mocking

struct Image: Equatable, Sendable, CustomStringConvertible {
    let name: String
    var description: String { "Image(\(name))" }
}

struct ResizeError: Error, Equatable {}

/// A real class with real behaviour, instrumented for tests.
@Stubbable
final class NetworkEngine: @unchecked Sendable {
    let scale: Int

    init(scale: Int = 1) {
        self.scale = scale
    }

    /// Would go to the network; in these tests it answers at once, without an image.
    static func requestImage(url: String, completion: @escaping @Sendable (Image?, String?) -> Void) {
        completion(nil, "offline")
    }

    static func cacheLimit() -> Int { 100 }

    func defaultImage(size: Int) -> Image { Image(name: "default-\(size * scale)") }

    func resize(_ image: Image, to size: Int) throws(ResizeError) -> Image {
        guard size > 0 else { throw ResizeError() }
        return Image(name: "\(image.name)@\(size)")
    }

    func fetch(url: String) async throws -> Image {
        Image(name: url)
    }

    func convert(_ value: Int) -> String { "int \(value)" }
    func convert(_ value: Double) -> String { "double \(value)" }

    func decode<T: Decodable & Sendable>(_ type: T.Type, from text: String) -> T? { nil }

    /// `inout` arguments: what a stub's `andCall` writes reaches the caller, as on mocks.
    func normalize(_ url: inout String, retries: inout Int) -> Bool {
        url = url.lowercased()
        retries += 1
        return true
    }

    static func clamp(_ size: inout Int) { size = min(size, cacheLimit()) }

    /// An `async` method with an `inout` parameter: written back as a synchronous one is.
    func refill(_ buffer: inout [Int]) async -> Int {
        buffer.append(buffer.count)
        return buffer.count
    }
}

@Mockable protocol ImageDownloaderDelegate: Sendable {
    func downloadComplete(image: Image?, error: String?)
}

/// Code under test, as in Kiwi's RKImageDownloader example: it asks the engine's class method for
/// the image and tells its delegate.
final class ImageDownloader: Sendable {
    let delegate: any ImageDownloaderDelegate

    init(delegate: any ImageDownloaderDelegate) {
        self.delegate = delegate
    }

    func download(_ url: String) {
        let delegate = delegate
        NetworkEngine.requestImage(url: url) { image, error in
            delegate.downloadComplete(image: image, error: error)
        }
    }
}

/// A base class whose subclasses should call `super`.
@Stubbable
class ViewController {
    private(set) var loads = 0

    func viewDidLoad() { loads += 1 }

    func greeting() -> String { "Hello" }
}

final class ProfileViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func greeting() -> String { super.greeting() + "!" }
}

/// Overrides marked `@Stubbed`: stubs answer them directly.
final class WelcomeViewController: ViewController {
    @Stubbed override func viewDidLoad() {
        super.viewDidLoad()
    }

    @Stubbed override func greeting() -> String { "Welcome back" }
}

final class ForgetfulViewController: ViewController {
    override func viewDidLoad() {}
}

/// Static methods of a value type.
@Stubbable
enum Clock {
    static func now() -> Int { 1_000 }
}

/// A main-actor class: its builders are usable from any context.
@MainActor @Stubbable
final class HomeScreen {
    func title() -> String { "Home" }
    func refresh() async -> Int { 1 }
}

/// An actor: its static methods are instrumented.
@Stubbable
actor TicketCounter {
    static func opening() -> Int { 9 }
    func next() -> Int { 1 }
}

/// A generic class.
@Stubbable
final class Box<Value: Sendable>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { value }
    func replacing(with other: Value) -> Value { other }
}
