import Foundation
import Mocking
import MockingTesting
import Testing

// The code of "Coming from other mocking libraries" (Sources/Mocking/Mocking.docc/
// ComingFromOtherLibraries.md), compiled and run; `everySwiftBlockOfThePageIsHere` checks that
// each Swift block of the page is in this file, so the page cannot drift from what compiles.

@Mockable
protocol Bird {
    var name: String { get set }
    func canChirp(volume: Int) -> Bool
    func fly()
    func chirp()
}

@Mockable
protocol Greeter {
    func greet(_ message: String) -> String
}

@Mockable
protocol UserStorage {
    func surname(for name: String) -> String
    func storeUser(name: String, surname: String)
}

@Mockable
protocol ServiceProtocol {
    var name: String { get }
    func fetchConfig(arg: UInt8) async throws -> [String: String]
}

@Suite(.mocking) struct ComingFromOtherLibrariesTests {
    @Test func cuckooExample() {
        let greeter = GreeterMock()
        greeter.stub.greet(.any).andReturn("Hello", "Hi again")
        greeter.stub.greet("Hallo").andCall { message in message + " Welt" }

        #expect(greeter.greet("Ryan") == "Hello")
        #expect(greeter.greet("Ryan") == "Hi again")
        #expect(greeter.greet("Hallo") == "Hallo Welt")

        greeter.received.greet("Ryan").times(2)
        greeter.received.greet(.where { $0.hasPrefix("H") }).once()
    }

    @Test func mockoloExample() {
        let bird = BirdMock(.null)
        bird.stub.canChirp(volume: .any).andCall { volume in volume < 10 }
        let volumes = bird.capture.canChirp(volume: .any)

        #expect(bird.canChirp(volume: 3))
        #expect(!bird.canChirp(volume: 30))

        bird.received.canChirp(volume: .any).times(2)
        #expect(volumes.arguments == [3, 30])
    }

    @Test func mockingbirdExample() {
        let bird = BirdMock()
        bird.stub.name.get.andReturn("Ryan")
        bird.stub.canChirp(volume: .any).andReturn(false)
        bird.stub.canChirp(volume: 10).andReturn(true)
        bird.stub.fly().andDoNothing()
        bird.stub.chirp().andDoNothing()

        #expect(bird.name == "Ryan")
        #expect(bird.canChirp(volume: 10))
        #expect(!bird.canChirp(volume: 3))
        bird.fly()
        bird.chirp()

        verifyInOrder {
            bird.received.fly()
            bird.received.chirp()
        }
    }

    @Test func swiftyMockyExample() {
        let users = UserStorageMock(.null)
        users.stub.surname(for: .any).andReturn("Kowalsky")
        users.stub.surname(for: "Johnny").andReturn("Bravo")

        #expect(users.surname(for: "Johnny") == "Bravo")
        #expect(users.surname(for: "Mathew") == "Kowalsky")
        users.storeUser(name: "Jon", surname: "Snow")

        users.received.storeUser(name: "Jon", surname: "Snow").atLeast(1)
        users.received.storeUser(name: .any, surname: .any).times(1)
    }

    @Test func spyableExample() async throws {
        let service = ServiceProtocolMock(.null)
        service.stub.fetchConfig(arg: .any).andReturn(["key": "value"])
        let calls = service.capture.fetchConfig(arg: .any)

        #expect(try await service.fetchConfig(arg: 1) == ["key": "value"])
        #expect(try await service.fetchConfig(arg: 1) == ["key": "value"])

        service.received.fetchConfig(arg: 1).times(2)
        #expect(calls.arguments == [1, 1])
    }

    /// The Mocking column of the page's tables, where the blocks above do not already use it.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)  // `eventually(within:)` takes a Duration
    @Test func theTablesSpellingsCompileAndHold() async {
        struct RealGreeter: Greeter {
            func greet(_ message: String) -> String { "real " + message }
        }
        let partial = GreeterMock(forwardingTo: RealGreeter())
        #expect(partial.greet("Ada") == "real Ada")
        partial.stub.greet("Bob").andReturn("stubbed")
        #expect(partial.greet("Bob") == "stubbed")
        partial.stub.greet(.any).andForwardToReal()
        #expect(partial.greet("Bob") == "real Bob")
        partial.received.greet(.any).atMost(3)
        partial.received.greet(.any).times(2...3)
        partial.verifyNoMoreInteractions()

        let bird = BirdMock(.null)
        let names = bird.capture.name.set(.any)
        bird.stub.name.set(.any).andCall { print($0) }
        bird.name = "Ryan"
        #expect(names.argument == "Ryan")
        bird.received.name.set(.any).once()
        bird.removeAllStubs()
        bird.clearInvocations()
        bird.received.name.set(.any).never()

        let later = BirdMock(.null)
        Task { later.fly() }
        await later.received.fly().eventually(within: .seconds(5))
    }

    /// Every Swift block of the page, line by line (indentation aside), is in this file.
    @Test func everySwiftBlockOfThePageIsHere() throws {
        let here = URL(fileURLWithPath: #filePath)
        let page = here.deletingLastPathComponent().appendingPathComponent(
            "../../Sources/Mocking/Mocking.docc/ComingFromOtherLibraries.md")
        let markdown = try String(contentsOf: page, encoding: .utf8)
        let source = Self.lines(try String(contentsOf: here, encoding: .utf8))
        let blocks = markdown.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        #expect(blocks.count == 6)
        for block in blocks {
            let lines = Self.lines(block)
            let found = source.indices.contains { start in
                source[start...].starts(with: lines)
            }
            #expect(found, "not compiled here:\n\(block)")
        }
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
    }
}
