import Foundation
import Mocking
import SwiftSyntax
import Testing

@testable import Fixtures

/// The mocks `@Mockable` wrote with the pinned swift-syntax behave as with the newest.
@Suite struct FixtureTests {
    @Test func theGraphHasThePinnedSwiftSyntax() {
        #if canImport(SwiftSyntax603)
        let major = 603
        #elseif canImport(SwiftSyntax602)
        let major = 602
        #elseif canImport(SwiftSyntax601)
        let major = 601
        #else
        let major = 600
        #endif
        let pinned = ProcessInfo.processInfo.environment["MOCKING_SWIFT_SYNTAX"] ?? "600.0.1"
        #expect(pinned.hasPrefix("\(major)."))
    }

    @Test func opaqueParametersAndStubs() {
        let opaque = ZooOpaqueMock()
        opaque.stub.respond(to: .any, context: .any).andCall { request, context in "\(request) in \(context.name)" }
        #expect(opaque.respond(to: "GET", context: ZooRequestContext()) == "GET in request")
        #expect(opaque.respond(to: "PUT", context: ZooTestContext()) == "PUT in test")
        opaque.received.respond(to: .any, context: .any).times(2)
    }

    @Test func nullMocksAnswerTuplesAndDeepMocks() {
        let database = NullDatabaseMock(.null)
        #expect(database.counts() == (0, 0, 0, 0))
        #expect(database.connection() is NullConnectionMock)
    }

    /// `#stubbed()` expanded by the pinned swift-syntax (its lexical context included).
    @Test func aMethodThatBeginsWithStubbedRunsItsCodeAndIsStubbed() async {
        defer { resetStubbedObjects() }
        let ignition = Ignition()
        #expect(ignition.start(speed: 1))
        ignition.stub.start(speed: .any).andReturn(false)
        ignition.stub.warmUp(for: .any).andReturn("stubbed")
        #expect(!ignition.start(speed: 1))
        #expect(await ignition.warmUp(for: 1) == "stubbed")
        ignition.received.start(speed: 1).once()
    }
}
