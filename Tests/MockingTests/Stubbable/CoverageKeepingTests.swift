import Mocking
import MockingTesting
import Testing

struct IgnitionError: Error, Equatable {}
enum GearError: Error, Equatable { case stripped }

/// A class whose methods begin with `#stubbed()`: each keeps its body where it is written, so
/// code coverage counts it, and is stubbed, expected and verified like any other.
@Stubbable
final class Ignition {
    private(set) var sparks = 0

    func start(speed: Int) -> Bool {
        if let answer: Bool = #stubbed() { return answer }
        sparks += 1
        return speed > 0
    }

    func stop() {
        if #stubbed() { return }
        sparks = 0
    }

    func check(_ code: String) throws -> Int {
        if let answer: Int = try #stubbed() { return answer }
        guard !code.isEmpty else { throw IgnitionError() }
        return code.count
    }

    func shift(to gear: Int) throws(GearError) -> Int {
        if let answer: Int = try #stubbed() { return answer }
        guard gear < 6 else { throw .stripped }
        return gear
    }

    func warmUp(for seconds: Int) async -> String {
        if let answer: String = await #stubbed() { return answer }
        return "warm after \(seconds)s"
    }

    func fuel(_ level: inout Int) -> Bool {
        if let answer: Bool = #stubbed() { return answer }
        level -= 1
        return level > 0
    }

    func each(_ body: (Int) -> Void) {
        if #stubbed() { return }
        for spark in 0..<sparks { body(spark) }
    }

    func convert(_ value: Int) -> String {
        if let answer: String = #stubbed() { return answer }
        return "\(value)"
    }

    func convert(_ value: Int) -> Int {
        if let answer: Int = #stubbed() { return answer }
        return value * 2
    }

    /// Instrumented by `@Stubbed`, beside the others.
    func describe() -> String { "sparks: \(sparks)" }

    static func model() -> String {
        if let answer: String = #stubbed() { return answer }
        return "V8"
    }
}

@Suite(.mocking) struct CoverageKeepingTests {
    @Test func unstubbedCallsRunTheirOwnCode() async throws {
        let ignition = Ignition()
        #expect(ignition.start(speed: 3))
        #expect(ignition.sparks == 1)
        #expect(try ignition.check("abc") == 3)
        #expect(throws: IgnitionError()) { try ignition.check("") }
        #expect(throws: GearError.stripped) { try ignition.shift(to: 7) }
        #expect(await ignition.warmUp(for: 2) == "warm after 2s")
        var level = 3
        #expect(ignition.fuel(&level))
        #expect(level == 2)
        #expect(Ignition.model() == "V8")
        ignition.stop()
        #expect(ignition.sparks == 0)
    }

    @Test func stubsAnswerAndTheOwnCodeIsSkipped() async throws {
        let ignition = Ignition()
        ignition.stub.start(speed: .any).andReturn(false)
        ignition.stub.check("x").andThrow(IgnitionError())
        ignition.stub.shift(to: .any).andCall { gear in gear * 10 }
        ignition.stub.warmUp(for: .any).andReturn("stubbed")
        Ignition.stub.model().andReturn("electric")

        #expect(ignition.start(speed: 3) == false)
        #expect(ignition.sparks == 0)
        #expect(throws: IgnitionError()) { try ignition.check("x") }
        #expect(try ignition.check("abcd") == 4)
        #expect(try ignition.shift(to: 2) == 20)
        #expect(await ignition.warmUp(for: 1) == "stubbed")
        #expect(Ignition.model() == "electric")

        ignition.received.start(speed: 3).once()
        ignition.received.check(.any).times(2)
    }

    @Test func aVoidMethodSkipsItsCodeOnlyWhenAStubAnswers() {
        let ignition = Ignition()
        _ = ignition.start(speed: 1)
        ignition.stub.stop().andDoNothing()
        ignition.stop()
        #expect(ignition.sparks == 1)
        ignition.stub.stop().andForwardToReal()
        ignition.stop()
        #expect(ignition.sparks == 0)
        ignition.received.stop().times(2)
    }

    @Test func expectationsAndOrderHoldAsForAnyOtherMethod() {
        let ignition = Ignition()
        ignition.expect.start(speed: 5).andReturn(true)
        ignition.expect.stop().once()
        _ = ignition.start(speed: 5)
        ignition.stop()
        ignition.verify()
        verifyInOrder {
            ignition.received.start(speed: 5)
            ignition.received.stop()
        }
    }

    @Test func inoutAndClosureArgumentsReachTheAnswer() {
        let ignition = Ignition()
        ignition.stub.fuel(.any).andCall { (level: inout Int) in
            level = 99
            return false
        }
        var level = 3
        #expect(ignition.fuel(&level) == false)
        #expect(level == 99)

        ignition.stub.each(.any).andCall { body in body(42) }
        var seen: [Int] = []
        ignition.each { seen.append($0) }
        #expect(seen == [42])
        ignition.received.fuel(3).once()
    }

    @Test func overloadsByResultAreStubbedApart() {
        let ignition = Ignition()
        ignition.stub.convert(.any).andReturn("text")
        ignition.stub.convert(.any).andReturn(7)
        let text: String = ignition.convert(1)
        let number: Int = ignition.convert(1)
        #expect(text == "text")
        #expect(number == 7)
    }

    @Test func stubbedErrorsAreThrownWithTheMethodsErrorType() {
        let ignition = Ignition()
        ignition.stub.check(.any).andThrow(GearError.stripped)
        ignition.stub.shift(to: 1).andThrow(.stripped)
        #expect(throws: GearError.stripped) { try ignition.check("x") }
        #expect(throws: GearError.stripped) { try ignition.shift(to: 1) }
        #expect(throws: Never.self) { try ignition.shift(to: 2) }
    }

    @Test func andWrapRealIsReportedAndTheOwnCodeRuns() {
        let ignition = Ignition()
        let line = currentLine() + 1
        ignition.stub.start(speed: .any).andWrapReal { _, callReal in !callReal() }
        var started = false
        let failures = recordedFailures { started = ignition.start(speed: 1) }
        #expect(started)
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        andWrapReal cannot wrap 'start(speed:)' on Ignition: the method begins with #stubbed(), which \
                        keeps its code where you wrote it (for code coverage), so there is no real code to hand the \
                        answer; the real code ran. Use andCall or andForwardToReal, or remove #stubbed() to let \
                        @Stubbable move the body.
                        """,
                    line: line)
            ])
    }

    @Test func aMethodLeftToStubbedIsStubbedBesideThem() {
        let ignition = Ignition()
        ignition.stub.describe().andReturn("stubbed")
        #expect(ignition.describe() == "stubbed")
    }
}
