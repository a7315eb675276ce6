import Mocking
import MockingTesting
import Synchronization
import Testing

// This target is compiled with default MainActor isolation (SE-0466, the default for new app
// targets in Xcode 26): every declaration here without an isolation of its own is `@MainActor`,
// the protocols below included.

/// A plain protocol, main-actor isolated by the module's default.
@Mockable
protocol ProfileLoader {
    func load(id: Int) -> String
    func refresh() async throws -> [String]
    var current: String? { get set }
    static func make(named name: String) -> Int
}

/// Explicitly main-actor isolated, with one requirement that is not.
@Mockable
@MainActor
protocol ScreenPresenter {
    func present(_ screen: String, animated: Bool)
    nonisolated func identifier(for screen: String) -> String
    nonisolated var version: Int { get }
}

/// Opted out of the module's default isolation.
@Mockable
nonisolated protocol PriceFormatter: Sendable {
    func format(_ cents: Int, currency: String) -> String
    func convert(_ cents: Int) async throws -> Int
    func watchRate<Return: ~Copyable>(
        _ handler: nonisolated(nonsending) (Int) async throws -> Return
    ) async throws -> Return
}

/// A result that may be noncopyable, made by the caller's handler (swift-configuration's watches,
/// whose handlers are `nonisolated(nonsending)`).
@Mockable
protocol SettingsWatcher {
    func watch<Return: ~Copyable>(
        key: String, _ handler: nonisolated(nonsending) (String) async throws -> Return
    ) async throws -> Return
    func read<R: ~Copyable>(_ body: (String) -> R) -> R
}

/// A refinement, as app code writes it.
@Mockable
protocol CachedProfileLoader: ProfileLoader {
    func invalidate(id: Int)
}

/// hummingbird's `ApplicationProtocol`: a `where` clause on the protocol's own type alias.
protocol RouteSource<Source> { associatedtype Source }

struct RouteContext: RouteSource { typealias Source = String }

@Mockable
protocol Router {
    associatedtype Context
    func route(_ context: Context) -> String
}

@Mockable
protocol Application where Context: RouteSource<String> {
    associatedtype Routing: Router
    typealias Context = Self.Routing.Context
    var router: Routing { get }
    func handle(_ context: Context) -> Int
}

final class ProfileScreen {
    let loader: any ProfileLoader
    var title = ""

    init(loader: any ProfileLoader) { self.loader = loader }

    func show(id: Int) { title = loader.load(id: id) }
}

@Suite(.mocking) struct DefaultMainActorTests {
    @Test func aPlainProtocolIsStubbedAndVerifiedOnTheMainActor() async throws {
        let loader = ProfileLoaderMock()
        loader.stub.load(id: 7).andReturn("Ada")
        loader.expect.refresh().andReturn(["Ada", "Grace"])
        let ids = loader.capture.load(id: .any)

        let screen = ProfileScreen(loader: loader)
        screen.show(id: 7)
        let refreshed = try await loader.refresh()

        #expect(screen.title == "Ada")
        #expect(refreshed == ["Ada", "Grace"])
        #expect(ids.argument == 7)
        loader.received.load(id: 7).once()
    }

    @Test func aStubForwardsToAnotherMainActorObject() async throws {
        final class CannedLoader: ProfileLoader {
            var current: String? = "canned"
            func load(id: Int) -> String { "canned \(id)" }
            func refresh() async throws -> [String] { ["canned"] }
            static func make(named name: String) -> Int { 0 }
        }
        let loader = ProfileLoaderMock(.null)
        let canned = CannedLoader()
        loader.stub.load(id: .any).andForward(to: canned)
        loader.stub.refresh().andForward(to: canned)
        loader.stub.current.get.andForward(to: canned)

        #expect(loader.load(id: 3) == "canned 3")
        #expect(try await loader.refresh() == ["canned"])
        #expect(loader.current == "canned")
        loader.received.refresh().once()
    }

    @Test func aResultThatMayBeNoncopyableIsMadeByTheAnswer() async throws {
        let watcher = SettingsWatcherMock()
        watcher.stub.watch(key: .any, .any, returning: Int.self).andCall { key, handler in try await handler(key) }
        watcher.stub.read(.any, returning: String.self).andCall { body in body("ada").uppercased() }

        #expect(try await watcher.watch(key: "port") { $0.count } == 4)
        #expect(watcher.read { $0 } == "ADA")
        watcher.received.watch(key: "port", .any, returning: Int.self).once()
    }

    @Test func aNonisolatedProtocolsWitnessCallsANonsendingHandlerInTheCallersIsolation() async throws {
        let formatter = PriceFormatterMock()
        formatter.stub.watchRate(.any, returning: String.self).andCall { handler in try await handler(110) }
        #expect(try await formatter.watchRate { "\($0)%" } == "110%")
    }

    @Test func propertiesAndStaticMembersWork() {
        let loader = ProfileLoaderMock(.null)
        loader.current = "Ada"
        #expect(loader.current == "Ada")
        loader.received.current.set("Ada").once()

        ProfileLoaderMock.stub.make(named: "x").andReturn(3)
        #expect(ProfileLoaderMock.make(named: "x") == 3)
        ProfileLoaderMock.received.make(named: .any).once()
    }

    @Test func aStrictMockReportsAnUnexpectedCallAtItsCreationLine() {
        let line = #line; let loader = ProfileLoaderMock()
        let issues = Mutex<[(message: String, line: Int)]>([])
        withKnownIssue {
            _ = loader.load(id: 1)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined(separator: "\n")
            issues.withLock { $0.append((message, issue.sourceLocation?.line ?? -1)) }
            return true
        }
        let recorded = issues.withLock { $0 }
        #expect(
            recorded.map(\.message) == [
                """
                Unexpected call on strict ProfileLoaderMock:
                  load(id: 1)
                Nothing stubs or expects 'load(id:)' on this mock.
                """
            ])
        #expect(recorded.map(\.line) == [line])
    }

    @Test func nonisolatedRequirementsOfAMainActorProtocolAreCalledFromAnywhere() async {
        let presenter = ScreenPresenterMock()
        presenter.stub.identifier(for: .any).andCall { "id-\($0)" }
        presenter.stub.version.get.andReturn(2)
        presenter.expect.present("home", animated: true)

        let identifier = await Task.detached { presenter.identifier(for: "home") }.value
        let version = await Task.detached { presenter.version }.value
        presenter.present("home", animated: true)

        #expect(identifier == "id-home")
        #expect(version == 2)
        presenter.received.identifier(for: "home").once()
    }

    @Test func aNonisolatedProtocolIsMockedAndConfiguredOffTheMainActor() async throws {
        let formatter = await Task.detached {
            let formatter = PriceFormatterMock()
            formatter.stub.format(.any, currency: "EUR").andCall { cents, _ in "€\(cents / 100)" }
            formatter.stub.convert(.any).andReturn(42)
            return formatter
        }.value
        let converted = try await Task.detached { try await formatter.convert(100) }.value

        #expect(formatter.format(250, currency: "EUR") == "€2")
        #expect(converted == 42)
        await Task.detached {
            formatter.received.format(.any, currency: "EUR").once()
            formatter.received.convert(100).once()
        }.value
    }

    @Test func aRefinementHasItsParentsWitnessesAndBuilders() {
        let loader = CachedProfileLoaderMock(.null)
        loader.stub.load(id: .any).andReturn("cached")
        #expect(loader.load(id: 1) == "cached")
        loader.invalidate(id: 1)
        loader.received.invalidate(id: 1).once()
        loader.received.load(id: .any).once()
    }

    @Test func aWhereClauseOnATypeAliasConstrainsWhatItStandsFor() {
        let router = RouterMock<RouteContext>(.null)
        router.stub.route(.any).andReturn("home")
        let application = ApplicationMock<RouterMock<RouteContext>>()
        application.stub.router.get.andReturn(router)
        application.stub.handle(.any).andReturn(200)
        #expect(application.router.route(RouteContext()) == "home")
        #expect(application.handle(RouteContext()) == 200)
        application.received.handle(.any).once()
    }

    @Test func aPartialMockForwardsToTheRealObjectOnTheMainActor() {
        final class LiveLoader: ProfileLoader {
            var current: String?
            func load(id: Int) -> String { "live \(id)" }
            func refresh() async throws -> [String] { [] }
            static func make(named name: String) -> Int { 0 }
        }
        let loader = ProfileLoaderMock(forwardingTo: LiveLoader())
        loader.stub.load(id: 1).andReturn("stubbed")
        #expect(loader.load(id: 1) == "stubbed")
        #expect(loader.load(id: 2) == "live 2")
    }
}

/// A real class of an app module, main-actor isolated by default, stubbed in place.
@Stubbable
final class AvatarCache {
    var size: Int = 64
    func avatar(for user: String) -> String { "real \(user)" }
    static func capacity() -> Int { 10 }
}

@Suite(.mocking) struct DefaultMainActorStubbableTests {
    @Test func aRealObjectAndItsTypeAreStubbedOnTheMainActor() {
        let cache = AvatarCache()
        cache.stub.avatar(for: "ada").andReturn("stubbed")
        AvatarCache.stub.capacity().andReturn(1)

        #expect(cache.avatar(for: "ada") == "stubbed")
        #expect(cache.avatar(for: "grace") == "real grace")
        #expect(AvatarCache.capacity() == 1)
        cache.received.avatar(for: .any).times(2)
    }

    @Test func aStoredPropertyIsStubbedOnTheMainActor() {
        let cache = AvatarCache()
        cache.stub.size.get.andReturn(32)
        cache.size = 128
        #expect(cache.size == 32)
        cache.received.size.set(128).once()
    }
}

/// Value types of an app module: `Equatable` and `Hashable` synthesized next to `import Mocking`
/// (this once ended in "circular reference" in a default-MainActor module).
struct Profile: Hashable, Codable {
    let id: Int
    let name: String
}

@Mockable
protocol Session: Hashable {
    var profile: Profile { get }
}

@Suite struct DefaultMainActorValueTests {
    @Test func valueTypesAndMocksOfHashableProtocolsKeepTheirConformances() {
        let ada = Profile(id: 1, name: "Ada")
        let first = SessionMock()
        let second = SessionMock()
        first.stub.profile.get.andReturn(ada)

        #expect(first.profile == ada)
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
    }
}
