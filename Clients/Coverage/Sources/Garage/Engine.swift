import Mocking

/// Production code with `@Stubbable` on it: the methods that begin with `#stubbed()` keep their
/// bodies where they are written, and code coverage counts them.
@Stubbable
public final class Engine {
    public private(set) var sparks = 0

    public init() {}

    public func start(speed: Int) -> Bool {
        if let answer: Bool = #stubbed() { return answer }
        sparks += 1
        return speed > 0
    }

    public func stop() {
        if #stubbed() { return }
        sparks = 0
    }

    public func warmUp(seconds: Int) async throws -> Int {
        if let answer: Int = try await #stubbed() { return answer }
        return seconds * 2
    }

    public static func model() -> String {
        if let answer: String = #stubbed() { return answer }
        return "V8"
    }

    /// Instrumented by `@Stubbed`, which moves the body into a function the macro writes: Swift
    /// does not profile it, so coverage does not list it.
    public func honk() -> String {
        "beep"
    }
}

/// A free function beside them, counted as usual.
public func serviceInterval(miles: Int) -> Int {
    miles / 10_000
}
