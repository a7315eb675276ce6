import Mocking
import Testing

@Mockable
@MainActor
protocol Screen {
    func show(title: String)
    var isVisible: Bool { get set }
}

@Mockable
protocol Cache: AnyObject, Sendable {
    func value(forKey key: String) -> Int?
}

/// A type whose name merely starts with "Self" is not `Self`.
struct SelfReport: Equatable { let pages: Int }

@Mockable
protocol Reporter {
    func report() -> SelfReport
}

@Suite struct MockableProtocolKindsTests {
    @Test func typeNamesStartingWithSelfAreMocked() {
        let reporter = ReporterMock()
        reporter.stub.report().andReturn(SelfReport(pages: 2))
        #expect(reporter.report() == SelfReport(pages: 2))
    }

    @Test @MainActor func mainActorProtocol() {
        let screen = ScreenMock()
        screen.expect.show(title: "Home")
        screen.show(title: "Home")
        screen.isVisible = true
        #expect(screen.isVisible)
        screen.verify()
    }

    @Test func anyObjectSendableProtocol() async {
        let cache = CacheMock(.null)
        cache.stub.value(forKey: "a").andReturn(1)
        let shared: any Cache = cache
        let answer = await Task.detached { shared.value(forKey: "a") }.value
        #expect(answer == 1)
        #expect(cache.value(forKey: "b") == nil)
    }
}
