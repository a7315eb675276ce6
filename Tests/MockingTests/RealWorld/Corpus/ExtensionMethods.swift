import Mocking

/// The everyday Swift layout (Kingfisher's `ImageCache`, most app view models): stored properties
/// and `init` in the class body, the methods grouped in extensions, a protocol conformance in one
/// of its own. `@Stubbable` sees only the body, so each extension method is marked `@Stubbed` and
/// given a builder in an extension of the generated builders. A builder's argument tuple is the
/// method's, labelled as `@Stubbed` labels it: a parameter without an argument label (`_ image`)
/// by its name.
protocol TokenProviding {
    func token(for user: String) -> String?
}

@Stubbable
final class RealWorldImageCache {
    private var images: [String: String] = [:]
    private(set) var tokens: [String: String]

    init(tokens: [String: String] = [:]) {
        self.tokens = tokens
    }
}

// MARK: - Storing

extension RealWorldImageCache {
    @Stubbed func store(_ image: String, forKey key: String) {
        images[key] = image
    }

    @Stubbed func retrieveImage(forKey key: String) async throws -> String {
        guard let image = images[key] else { throw RealWorldCacheError.notFound(key) }
        return image
    }

    @Stubbed static func cachePath(named name: String) -> String {
        "/caches/" + name
    }

    /// Begins with `#stubbed()` instead of being marked `@Stubbed`, and keeps code coverage; its
    /// builder below names it by its selector alike.
    func evict(forKey key: String) -> Bool {
        if let answer: Bool = #stubbed() { return answer }
        return images.removeValue(forKey: key) != nil
    }
}

// MARK: - TokenProviding

extension RealWorldImageCache: TokenProviding {
    @Stubbed func token(for user: String) -> String? {
        tokens[user]
    }
}

enum RealWorldCacheError: Error, Equatable {
    case notFound(String)
}

#if DEBUG
extension RealWorldImageCache.StubbableBuilders {
    @discardableResult
    func store(
        _ image: Arg<String>, forKey key: Arg<String>, at callSite: CallSite = #callSite
    )
        -> MockCall<Verb, (image: String, forKey: String), Void, MockEffects.Sync>
    {
        proxy.__message("store(_:forKey:)", image, key, at: callSite)
    }

    @discardableResult
    func retrieveImage(
        forKey key: Arg<String>, at callSite: CallSite = #callSite
    )
        -> MockCall<Verb, String, String, MockEffects.AsyncThrowing>
    {
        proxy.__message("retrieveImage(forKey:)", key, at: callSite)
    }

    @discardableResult
    func evict(
        forKey key: Arg<String>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, String, Bool, MockEffects.Sync> {
        proxy.__message("evict(forKey:)", key, at: callSite)
    }

    @discardableResult
    func token(
        for user: Arg<String>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, String, String?, MockEffects.Sync> {
        proxy.__message("token(for:)", user, at: callSite)
    }
}

extension RealWorldImageCache.StubbableTypeBuilders {
    @discardableResult
    func cachePath(
        named name: Arg<String>, at callSite: CallSite = #callSite
    ) -> MockCall<Verb, String, String, MockEffects.Sync> {
        proxy.__message("cachePath(named:)", name, at: callSite)
    }
}
#endif
