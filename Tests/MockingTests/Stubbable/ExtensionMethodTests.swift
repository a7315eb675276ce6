import Mocking
import MockingTesting
import Testing

/// Methods declared in extensions of a `@Stubbable` class, marked `@Stubbed`, reached through
/// builders written in extensions of the generated builders (RealWorld/Corpus/ExtensionMethods).
@Suite(.mocking) struct ExtensionMethodTests {
    @Test func unstubbedExtensionMethodsRunTheRealCode() async throws {
        let cache = RealWorldImageCache(tokens: ["ada": "t-1"])
        cache.store("cat.png", forKey: "cat")

        #expect(try await cache.retrieveImage(forKey: "cat") == "cat.png")
        #expect(cache.token(for: "ada") == "t-1")
        #expect(RealWorldImageCache.cachePath(named: "x") == "/caches/x")
    }

    @Test func extensionMethodsAreStubbedExpectedAndVerified() async throws {
        let cache = RealWorldImageCache()
        cache.stub.retrieveImage(forKey: "missing").andReturn("placeholder.png")
        cache.expect.store(.any, forKey: "dog").once()
        let stored = cache.capture.store(.any, forKey: .any)

        cache.store("dog.png", forKey: "dog")

        #expect(try await cache.retrieveImage(forKey: "missing") == "placeholder.png")
        await #expect(throws: RealWorldCacheError.notFound("other")) {
            try await cache.retrieveImage(forKey: "other")
        }
        #expect(stored.argument?.forKey == "dog")
        #expect(
            try await cache.retrieveImage(forKey: "dog") == "dog.png",
            "an expectation without an answer runs the real code")
        cache.received.retrieveImage(forKey: .any).times(3)
    }

    @Test func aConformanceInAnExtensionIsStubbedThroughTheProtocol() {
        let cache = RealWorldImageCache(tokens: ["ada": "t-1"])
        let provider: any TokenProviding = cache
        cache.stub.token(for: "ada").andWrapReal { _, callReal in
            callReal().map { $0 + " (refreshed)" }
        }

        #expect(provider.token(for: "ada") == "t-1 (refreshed)")
        #expect(provider.token(for: "bob") == nil)
    }

    @Test func anExtensionMethodThatBeginsWithStubbedIsStubbedThroughItsHandWrittenBuilder() {
        let cache = RealWorldImageCache()
        cache.store("cat.png", forKey: "cat")
        #expect(cache.evict(forKey: "cat"))
        #expect(!cache.evict(forKey: "cat"))

        cache.stub.evict(forKey: "dog").andReturn(true)
        #expect(cache.evict(forKey: "dog"))
        cache.received.evict(forKey: "dog").once()
    }

    @Test func aStaticMethodInAnExtensionIsStubbedOnTheType() {
        RealWorldImageCache.stub.cachePath(named: .any).andReturn("/tmp/stubbed")

        #expect(RealWorldImageCache.cachePath(named: "x") == "/tmp/stubbed")
        RealWorldImageCache.received.cachePath(named: "x").once()
    }

    @Test func aBuilderWhoseArgumentTupleDiffersFromTheMethodsIsReportedAtItsLine() {
        let cache = spy(RealWorldImageCache())
        cache.store("dog.png", forKey: "dog")
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); cache.received.storeLabelledByArgumentLabels(.any, forKey: .any).once()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        RealWorldImageCache uses 'store(_:forKey:)' with two signatures: \
                        ((String, forKey: String)) -> () here, ((image: String, forKey: String)) -> () before. \
                        A witness and a builder written by hand must use the same argument tuple, labels included \
                        (a parameter without an argument label is labelled with its name), and overloads by type need \
                        names of their own.
                        """,
                    line: line)
            ])
    }
}

#if DEBUG
extension RealWorldImageCache.StubbableBuilders {
    /// Mis-written on purpose: labels the tuple by argument labels, where `@Stubbed` uses `image`.
    func storeLabelledByArgumentLabels(
        _ image: Arg<String>, forKey key: Arg<String>, at callSite: CallSite = #callSite
    )
        -> MockCall<Verb, (String, forKey: String), Void, MockEffects.Sync>
    {
        proxy.__message("store(_:forKey:)", image, key, at: callSite)
    }
}
#endif
