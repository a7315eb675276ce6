import MockingTesting
import Robots
import Testing

/// Kiwi's capture spy: the robot's `whenDone` closure is captured and called by the test, which
/// plays the robot finishing its sentence.
@Suite(.mocking) struct ReceptionistTests {
    @Test func saysGoodbyeOnlyOnceTheGreetingIsDone() throws {
        let robot = RobotMock(.null)
        let greeting = robot.capture.speak(.any, afterDelay: 0, whenDone: .any)

        Receptionist(robot: robot).greet("Ada")

        #expect(greeting.argument?.text == "Hello, Ada")
        robot.received.speak("Goodbye", afterDelay: .any, whenDone: .any).never()

        let whenDone = try #require(greeting.argument?.whenDone)
        whenDone()

        robot.received.speak("Goodbye", afterDelay: 2, whenDone: .any).once()
        verifyInOrder {
            robot.received.speak("Hello, Ada", afterDelay: .any, whenDone: .any)
            robot.received.speak("Goodbye", afterDelay: .any, whenDone: .any)
        }
    }
}
