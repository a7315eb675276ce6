import Mocking
import Testing

/// Everything the library holds is released once a test lets go of it: mocks, what their stubs and
/// captures keep, the real object behind a partial mock, real objects stubbed through
/// `@Stubbable`, and the mocks a scope adopted. Each proof watches a weak reference become nil.
@Suite struct LeakTests {
    final class Token: Sendable {}

    @Test func aMockAndWhatItsStubsAndCapturesKeepAreReleased() {
        weak var weakMock: RobotMock?
        weak var weakAnswer: Part?
        weak var weakCapturedToken: Token?
        do {
            let robot = RobotMock()
            let part = Part("arm")
            robot.stub.build(.any).andReturn(part)
            let spy = robot.capture.speak(.any, afterDelay: .any, whenDone: .any)
            let token = Token()
            robot.speak("hello", afterDelay: 0) { _ = token }
            #expect(robot.build("arm") === part)
            #expect(spy.argument?.text == "hello")
            weakMock = robot
            weakAnswer = part
            weakCapturedToken = token
        }
        #expect(weakMock == nil)
        #expect(weakAnswer == nil, "the stubbed answer outlived the mock")
        #expect(weakCapturedToken == nil, "the captured closure outlived the mock")
    }

    @Test func aPartialMockReleasesItsRealObject() {
        weak var weakReal: LiveForecaster?
        weak var weakMock: WeatherForecasterMock?
        do {
            let real = LiveForecaster()
            let partial = WeatherForecasterMock(forwardingTo: real)
            #expect(partial.result(temperature: 1, humidity: 2) == 102)
            weakReal = real
            weakMock = partial
        }
        #expect(weakMock == nil)
        #expect(weakReal == nil)
    }

    @Test func aStubbedRealObjectAndItsStubsAreReleased() {
        weak var weakEngine: NetworkEngine?
        weak var weakToken: Token?
        do {
            let engine = NetworkEngine()
            let token = Token()
            engine.stub.defaultImage(size: .any).andCall { size in
                _ = token
                return Image(name: "stub-\(size)")
            }
            #expect(engine.defaultImage(size: 2) == Image(name: "stub-2"))
            engine.received.defaultImage(size: 2).once()
            weakEngine = engine
            weakToken = token
        }
        #expect(weakEngine == nil, "the registry kept the real object alive")
        // The registry purges dead objects' registrations whenever it registers another.
        let other = NetworkEngine()
        other.stub.defaultImage(size: .any).andReturn(Image(name: "other"))
        #expect(other.defaultImage(size: 1) == Image(name: "other"))
        #expect(weakToken == nil, "the registry kept a dead object's stubs")
    }

    @Test func aScopeReleasesTheMocksItAdopted() {
        weak var weakMock: WeatherForecasterMock?
        weak var weakToken: Token?
        withMocking {
            let mock = WeatherForecasterMock()
            let token = Token()
            mock.expect.result(temperature: .any, humidity: .any).andCall { _, _ in
                _ = token
                return 1
            }
            #expect(mock.result(temperature: 0, humidity: 0) == 1)
            weakMock = mock
            weakToken = token
        }
        #expect(weakMock == nil, "the scope kept its mock after it ended")
        #expect(weakToken == nil)
    }

    @Test func aMockAnsweringWithItselfIsReleasedAndStillReportsItsExpectations() {
        weak var weakBuilder: ZooRequestBuilderMock?
        weak var weakCopy: ZooCopyableMock?
        var line = 0
        let failures = recordedFailures {
            do {
                let builder = ZooRequestBuilderMock()
                builder.stub.header(.any, .any).andReturn(builder)
                builder.stub.build().andReturn("GET /")
                #expect(builder.header("Accept", "json").header("Host", "a").build() == "GET /")
                let copyable = ZooCopyableMock()
                line = currentLine(); copyable.expect.copy().andReturn(copyable).times(2)
                #expect(copyable.copy() === copyable)
                weakBuilder = builder
                weakCopy = copyable
            }
        }
        #expect(weakBuilder == nil, "a mock answering with itself kept itself alive")
        #expect(weakCopy == nil)
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        ZooCopyableMock was deallocated with an expectation nobody verified; call verify() or use a mocking scope:
                          copy() exactly 2 times (called once)
                        """, line: line)
            ])
    }

    @Test func aScopeBreaksTheCycleOfABodyThatCapturesItsOwnMock() {
        weak var weakMock: ZooRequestBuilderMock?
        weak var weakSpyArgument: ZooRequestBuilderMock?
        withMocking {
            let builder = ZooRequestBuilderMock()
            builder.stub.header(.any, .any).andCall { _, _ in builder }
            let other = ZooRequestBuilderMock(.null)
            let spy = other.capture.header(.any, .any)
            _ = other.header("Self", "\(ObjectIdentifier(builder))")
            _ = builder.header("Accept", "json")
            #expect(spy.argument?.0 == "Self")
            weakMock = builder
            weakSpyArgument = other
        }
        #expect(weakMock == nil, "the andCall body's capture kept the mock alive after the scope")
        #expect(weakSpyArgument == nil)
    }

    @Test func aRealObjectStubbedToAnswerWithItselfIsReleased() {
        weak var weakObject: ClassWithClassMethods?
        do {
            let object = ClassWithClassMethods()
            object.stub.fluent().andReturn(object)
            #expect(object.fluent() === object)
            weakObject = object
        }
        #expect(weakObject == nil, "a real object answering with itself kept itself alive")
    }
}
