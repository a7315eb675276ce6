import Mocking

/// A robot that talks, and says when it has finished.
@Mockable
public protocol Robot: Sendable {
    func speak(_ text: String, afterDelay delay: Double, whenDone: @escaping @Sendable () -> Void)
}

/// Greets visitors with a robot: hello first, goodbye once the greeting has been spoken.
public struct Receptionist: Sendable {
    private let robot: any Robot

    public init(robot: any Robot) {
        self.robot = robot
    }

    public func greet(_ visitor: String) {
        let robot = robot
        robot.speak("Hello, \(visitor)", afterDelay: 0) {
            robot.speak("Goodbye", afterDelay: 2) {}
        }
    }
}
