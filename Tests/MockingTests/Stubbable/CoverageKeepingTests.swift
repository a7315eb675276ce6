import Foundation
import Mocking
import MockingTesting
import Testing

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

    @Test func nonASCIIAndEmojiNamesAreStubbedAndVerified() {
        let ignition = Ignition()
        #expect(!ignition.zünden())
        #expect(ignition.🔥(2) == 4)
        ignition.stub.zünden().andReturn(true)
        ignition.stub.🔥(.any).andReturn(7)
        #expect(ignition.zünden())
        #expect(ignition.🔥(2) == 7)
        ignition.received.zünden().once()
        ignition.received.🔥(2).once()
    }

    /// A class shaped like Files' `Folder`: default arguments, an optional `Data`, a generic
    /// method, a throwing method without a result, a static factory.
    @Test func aFolderShapedLikeRealCodeRunsItsCodeAndIsStubbed() throws {
        let folder = RealWorldFolder(path: "/work")
        #expect(try folder.createFile(named: "a.json", contents: Data("7".utf8)) == "/work/a.json")
        _ = try folder.createFile(named: ".hidden")
        #expect(folder.files() == ["a.json"])
        #expect(folder.files(includingHidden: true) == [".hidden", "a.json"])
        #expect(try folder.decode(Int.self, fromFileNamed: "a.json") == 7)
        #expect(throws: RealWorldFolderError.invalidName("/work")) { try folder.moveContents(to: "/work") }
        #expect(RealWorldFolder.temporary().path == "/tmp/tmp")

        folder.stub.files(includingHidden: .any).andReturn(["stubbed"])
        folder.stub.decode(Int.self, fromFileNamed: .any).andReturn(42)
        folder.stub.moveContents(to: .any, includeHidden: .any).andDoNothing()
        RealWorldFolder.stub.temporary(named: .any).andReturn(RealWorldFolder(path: "/stub"))

        #expect(folder.files() == ["stubbed"])
        #expect(try folder.decode(Int.self, fromFileNamed: "missing") == 42)
        try folder.moveContents(to: "/work")
        #expect(folder.files(includingHidden: true) == ["stubbed"])
        #expect(RealWorldFolder.temporary(named: "x").path == "/stub")
        folder.received.moveContents(to: "/work", includeHidden: false).once()
        RealWorldFolder.received.temporary(named: "x").once()
    }
}
