import Dispatch
import Mocking
import MockingTesting
import Testing

@Suite(.mocking) struct StubbableTests {
    @Test func unstubbedCallsRunTheRealCode() throws {
        let engine = NetworkEngine(scale: 2)
        #expect(engine.defaultImage(size: 10) == Image(name: "default-20"))
        #expect(throws: ResizeError()) { try engine.resize(Image(name: "a"), to: 0) }
        #expect(try engine.resize(Image(name: "a"), to: 3) == Image(name: "a@3"))
        #expect(NetworkEngine.cacheLimit() == 100)
        #expect(Clock.now() == 1_000)
    }

    /// Kiwi's RKImageDownloader example: the class method is stubbed to call the completion with a
    /// local image, and the delegate mock receives it.
    @Test func inoutArgumentsWrittenByAnAnswerReachTheCaller() {
        let engine = NetworkEngine()
        var url = "HTTPS://EXAMPLE.COM"
        var retries = 0
        #expect(engine.normalize(&url, retries: &retries))
        #expect(url == "https://example.com" && retries == 1)

        engine.stub.normalize(.any, retries: .any).andCall { (arguments: inout (url: String, retries: Int)) in
            arguments.url += "/stubbed"
            arguments.retries = 10
            return false
        }
        #expect(engine.normalize(&url, retries: &retries) == false)
        #expect(url == "https://example.com/stubbed")
        #expect(retries == 10)

        NetworkEngine.stub.clamp(.any).andCall { (size: inout Int) in size = 7 }
        var size = 500
        NetworkEngine.clamp(&size)
        #expect(size == 7)
        // An answer that does not write leaves the arguments as they were.
        engine.stub.normalize(.any, retries: .any).andReturn(true)
        #expect(engine.normalize(&url, retries: &retries))
        #expect(url == "https://example.com/stubbed" && retries == 10)
        engine.received.normalize("https://example.com/stubbed", retries: 10).once()
    }

    @Test func inoutArgumentsOfAnAsyncMethodWrittenByAnAnswerReachTheCaller() async {
        let engine = NetworkEngine()
        var buffer = [5]
        #expect(await engine.refill(&buffer) == 2)
        #expect(buffer == [5, 1])

        engine.stub.refill(.any).andCall { (buffer: inout [Int]) async -> Int in
            buffer = [7, 8, 9]
            return 0
        }
        #expect(await engine.refill(&buffer) == 0)
        #expect(buffer == [7, 8, 9])
        engine.received.refill([5, 1]).once()
    }

    @Test func classMethodStubCallsTheCompletionAndTheDelegateReceivesTheImage() {
        // Only cat.png: a test running alongside stubs dog.png and calls it from a Dispatch queue,
        // which must find exactly one test whose stub matches.
        NetworkEngine.stub.requestImage(url: "cat.png", completion: .any).andCall { url, completion in
            completion(Image(name: url), nil)
        }
        let delegate = ImageDownloaderDelegateMock()
        delegate.expect.downloadComplete(image: .value(Image(name: "cat.png")), error: .nil).once()

        ImageDownloader(delegate: delegate).download("cat.png")

        NetworkEngine.received.requestImage(url: "cat.png", completion: .any).once()
    }

    @Test func instanceStubsOnTwoObjectsOfOneClassStayApart() {
        let stubbed = NetworkEngine()
        let other = NetworkEngine()
        stubbed.stub.defaultImage(size: 20).andReturn(Image(name: "placeholder"))

        #expect(stubbed.defaultImage(size: 20) == Image(name: "placeholder"))
        #expect(stubbed.defaultImage(size: 5) == Image(name: "default-5"))
        #expect(other.defaultImage(size: 20) == Image(name: "default-20"))
    }

    @Test func everyKindOfMethodCanBeStubbed() async throws {
        let engine = NetworkEngine()
        engine.stub.resize(.any, to: .where { $0 > 100 }).andThrow(ResizeError())
        engine.stub.fetch(url: "slow").andCall { url in
            try await Task.sleep(nanoseconds: 1_000)
            return Image(name: "cached " + url)
        }
        engine.stub.convert(.value(2.5)).andReturn("stubbed double")
        engine.stub.decode(Int.self, from: .any).andReturn(42)

        #expect(throws: ResizeError()) { try engine.resize(Image(name: "a"), to: 200) }
        #expect(try engine.resize(Image(name: "a"), to: 2) == Image(name: "a@2"))
        #expect(try await engine.fetch(url: "slow") == Image(name: "cached slow"))
        #expect(try await engine.fetch(url: "fast") == Image(name: "fast"))
        #expect(engine.convert(2.5) == "stubbed double")
        #expect(engine.convert(2) == "int 2")
        #expect(engine.decode(Int.self, from: "x") == 42)
        #expect(engine.decode(String.self, from: "x") == nil)
    }

    @Test func expectationsAndCaptureOnARealObject() throws {
        let engine = NetworkEngine()
        engine.expect.defaultImage(size: .any).times(2)
        let resizes = engine.capture.resize(.any, to: .any)

        _ = engine.defaultImage(size: 1)
        _ = engine.defaultImage(size: 2)
        let resized = try engine.resize(Image(name: "a"), to: 30)

        #expect(resized == Image(name: "a@30"), "capture does not change what the call does")
        #expect(resizes.argument?.to == 30)
        #expect(resizes.argument?.0 == Image(name: "a"))
        engine.received.defaultImage(size: 2).once()
    }

    @Test func anUnmetExpectationOnARealObjectFailsAtTheScopesEnd() {
        let line = currentLine() + 4
        let failures = recordedFailures {
            withMocking(named: "inner") {
                let engine = NetworkEngine()
                engine.expect.defaultImage(size: 20).once()
                _ = engine.defaultImage(size: 10)
            }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on NetworkEngine:
                          expected defaultImage(size: 20) exactly once, but it was called 0 times
                        Recorded calls of 'defaultImage(size:)':
                          defaultImage(size: 10) — 'size' differs: expected 20, got 10
                        """, line: line)
            ])
    }

    @Test func theScopesEndRemovesItsStubsAndRecordings() {
        let engine = NetworkEngine()
        withMocking {
            engine.stub.defaultImage(size: .any).andReturn(Image(name: "stub"))
            NetworkEngine.stub.cacheLimit().andReturn(1)
            #expect(engine.defaultImage(size: 1) == Image(name: "stub"))
            #expect(NetworkEngine.cacheLimit() == 1)
        }
        #expect(engine.defaultImage(size: 1) == Image(name: "default-1"))
        #expect(NetworkEngine.cacheLimit() == 100)

        let line = currentLine() + 2
        let failures = recordedFailures {
            engine.received.defaultImage(size: .any).once()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Cannot verify 'defaultImage(size:)' on NetworkEngine: Mocking was not recording its calls. \
                        A real object or type records calls once spy(_:), a stub, an expectation or a capture \
                        registers it in the same mocking scope — do that before the calls.
                        """, line: line)
            ])
    }

    @Test func theRegistryKeepsNoObjectAlive() {
        var engine: NetworkEngine? = NetworkEngine()
        weak let observed = engine
        engine?.stub.defaultImage(size: .any).andReturn(Image(name: "stub"))
        engine?.expect.convert(.value(1)).never()
        spy(engine!)
        #expect(observed != nil)
        engine = nil
        #expect(observed == nil)
    }

    @Test func aStubOnADeadObjectNeverReachesANewObjectAtTheSameAddress() throws {
        // The allocator hands a freed block back to the thread that freed it. A test running in
        // parallel can hold the dead object for an instant (reading a weak reference), so its last
        // release, and the block, may land on another thread: try again with a fresh object.
        for _ in 0..<20 {
            var first: NetworkEngine? = NetworkEngine()
            let address = ObjectIdentifier(first!)
            first?.stub.defaultImage(size: .any).andReturn(Image(name: "stale"))
            first = nil

            // Allocate objects of the same size, keeping each, until the allocator hands back the
            // dead one's address.
            var candidates: [NetworkEngine] = []
            for _ in 0..<10_000 {
                let candidate = NetworkEngine()
                if ObjectIdentifier(candidate) == address {
                    #expect(candidate.defaultImage(size: 3) == Image(name: "default-3"))
                    return
                }
                candidates.append(candidate)
            }
        }
        Issue.record("The allocator never reused a dead object's address in 20 attempts; nothing was checked.")
    }

    @Test func aSubclassThatCallsSuperIsSeenThroughTheBasesRecording() {
        let profile = spy(ProfileViewController())
        profile.viewDidLoad()
        profile.received.viewDidLoad().once()
        #expect(profile.loads == 1)

        profile.stub.greeting().andReturn("Hi")
        #expect(profile.greeting() == "Hi!", "the override runs and its super call meets the stub")

        let forgetful = spy(ForgetfulViewController())
        forgetful.viewDidLoad()
        let line = currentLine() + 2
        let failures = recordedFailures {
            forgetful.received.viewDidLoad().once()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Verification failed on ForgetfulViewController:
                          expected viewDidLoad() exactly once, but it was called 0 times
                        No calls of 'viewDidLoad()' were recorded.
                        """, line: line)
            ])
    }

    @Test func stubsAnswerAnOverrideMarkedStubbedAndItsSuperCallIsNotRecordedTwice() {
        let welcome = spy(WelcomeViewController())
        #expect(welcome.greeting() == "Welcome back")
        welcome.stub.greeting().andReturn("Hi")
        #expect(welcome.greeting() == "Hi", "the override skips super, and the stub still answers")

        welcome.viewDidLoad()
        welcome.received.viewDidLoad().once()
        #expect(welcome.loads == 1)

        welcome.stub.viewDidLoad().andDoNothing()
        welcome.viewDidLoad()
        #expect(welcome.loads == 1, "the stub answered before the override's body ran")
        welcome.received.viewDidLoad().times(2)
    }

    @Test func anUnmarkedOverrideThatSkipsSuperRunsItsOwnCode() {
        let forgetful = ForgetfulViewController()
        forgetful.stub.greeting().andReturn("Hi")
        #expect(forgetful.greeting() == "Hi", "ForgetfulViewController inherits greeting()")
        forgetful.stub.viewDidLoad().andCall { Issue.record("an unmarked override is not intercepted") }
        forgetful.viewDidLoad()
        forgetful.received.viewDidLoad().never()
    }

    @Test func aDispatchCallbackSeesTheStubOfTheOnlyTestThatMadeIt() async {
        NetworkEngine.stub.requestImage(url: "dog.png", completion: .any).andCall { url, completion in
            completion(Image(name: "local " + url), nil)
        }
        let delegate = ImageDownloaderDelegateMock(.null)
        let downloader = ImageDownloader(delegate: delegate)
        await onDispatchQueue { downloader.download("dog.png") }
        delegate.received.downloadComplete(image: .value(Image(name: "local dog.png")), error: .nil).once()
    }

    @Test(arguments: [1, 2, 3])
    func parallelTestsEachSeeTheirOwnStaticStub(value: Int) async {
        Clock.stub.now().andReturn(value)
        await Task.yield()
        #expect(Clock.now() == value)
        let child = Task { Clock.now() }
        #expect(await child.value == value)
    }
}

/// Outside any mocking scope, registrations stay until they are removed.
@Suite struct UnscopedStubbableTests {
    @Test func stubsMadeOutsideAScopeStayUntilReset() {
        let engine = NetworkEngine()
        engine.stub.defaultImage(size: .any).andReturn(Image(name: "kept"))
        #expect(engine.defaultImage(size: 1) == Image(name: "kept"))

        engine.removeAllStubs()
        #expect(engine.defaultImage(size: 1) == Image(name: "default-1"))
        engine.received.defaultImage(size: 1).times(2)

        resetStubbedObjects()
        let line = currentLine() + 2
        let failures = recordedFailures {
            engine.received.defaultImage(size: .any).never()
        }
        #expect(failures.map(\.line) == [line], "after the reset nothing records the engine's calls")
    }
}

@Suite(.mocking) struct StubbableKindsTests {
    @Test @MainActor func aMainActorClass() async {
        let screen = HomeScreen()
        screen.stub.title().andReturn("Stubbed")
        screen.stub.refresh().andCall { 42 }
        #expect(screen.title() == "Stubbed")
        #expect(await screen.refresh() == 42)
        screen.received.refresh().once()
    }

    @Test func anActorsStaticMethods() async {
        #expect(TicketCounter.opening() == 9)
        TicketCounter.stub.opening().andReturn(7)
        #expect(TicketCounter.opening() == 7)
        #expect(await TicketCounter().next() == 1)
    }

    @Test func aGenericClass() {
        let box = Box("real")
        box.stub.get().andReturn("stubbed")
        box.stub.replacing(with: "a").andReturn("b")
        #expect(box.get() == "stubbed")
        #expect(box.replacing(with: "a") == "b")
        #expect(box.replacing(with: "c") == "c")
        #expect(Box(1).get() == 1)
    }
}
