import Mocking

protocol Robot {
    func speak(_ text: String, afterDelay delay: Double, whenDone: @escaping @Sendable () -> Void)
    func inspect(_ part: Part?) -> Part?
    func build(_ name: String) -> Part
}

final class Part: Sendable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { "Part(\(name))" }
}

/// Written by hand on `MockObject`, which stores the core (HandWrittenMocks.md).
final class RobotMock: MockObject<any Robot>, Mock, Robot, @unchecked Sendable {

    func speak(_ text: String, afterDelay delay: Double, whenDone: @escaping @Sendable () -> Void) {
        mockCore.__call("speak(_:afterDelay:whenDone:)", (text: text, afterDelay: delay, whenDone: whenDone)) {
            (real: any Robot) in real.speak(text, afterDelay: delay, whenDone: whenDone)
        }
    }

    func inspect(_ part: Part?) -> Part? {
        mockCore.__call("inspect(_:)", part) { (real: any Robot) in real.inspect(part) }
    }

    func build(_ name: String) -> Part {
        mockCore.__call("build(_:)", name) { (real: any Robot) in real.build(name) }
    }
}

extension MockProxy where Target == RobotMock {
    @discardableResult
    func speak(
        _ text: Arg<String>, afterDelay delay: Arg<Double>, whenDone: Arg<@Sendable () -> Void>,
        at callSite: CallSite = #callSite
    ) -> MockCall<Verb, (text: String, afterDelay: Double, whenDone: @Sendable () -> Void), Void, MockEffects.Sync> {
        __message("speak(_:afterDelay:whenDone:)", text, delay, whenDone, at: callSite)
    }

    @discardableResult
    func inspect(
        _ part: Arg<Part?>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, Part?, Part?, MockEffects.Sync> {
        __message("inspect(_:)", part, at: callSite)
    }

    @discardableResult
    func build(_ name: Arg<String>, at callSite: CallSite = #callSite) -> MockCall<Verb, String, Part, MockEffects.Sync>
    {
        __message("build(_:)", name, at: callSite)
    }
}
