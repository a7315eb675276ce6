import Foundation
import Mocking

// Classes whose methods begin with `#stubbed()`, keeping their bodies where they are written so
// that code coverage counts them (CoverageKeepingTests drives them). Compiled with both default
// isolations (FixtureIsolationTests) and with every swift-syntax the manifest allows
// (Clients/SwiftSyntaxVersions).

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

    /// Names with non-ASCII letters and an emoji.
    func zünden() -> Bool {
        if let answer: Bool = #stubbed() { return answer }
        return sparks > 0
    }

    func 🔥(_ level: Int) -> Int {
        if let answer: Int = #stubbed() { return answer }
        return level * 2
    }

    /// Instrumented by `@Stubbed`, beside the others.
    func describe() -> String { "sparks: \(sparks)" }

    static func model() -> String {
        if let answer: String = #stubbed() { return answer }
        return "V8"
    }
}

/// Shaped like JohnSundell/Files' `Folder`: default arguments, an optional `Data`, a generic
/// method with a constraint, a throwing method without a result, a static factory.
@Stubbable
final class RealWorldFolder {
    let path: String
    private var contents: [String: Data] = [:]

    init(path: String) {
        self.path = path
    }

    func createFile(named name: String, contents data: Data? = nil) throws -> String {
        if let answer: String = try #stubbed() { return answer }
        guard !name.isEmpty else { throw RealWorldFolderError.invalidName(name) }
        contents[name] = data ?? Data()
        return path + "/" + name
    }

    func files(includingHidden: Bool = false) -> [String] {
        if let answer: [String] = #stubbed() { return answer }
        return contents.keys.filter { includingHidden || !$0.hasPrefix(".") }.sorted()
    }

    func decode<Value: Decodable>(_ type: Value.Type, fromFileNamed name: String) throws -> Value {
        if let answer: Value = try #stubbed() { return answer }
        guard let data = contents[name] else { throw RealWorldFolderError.missing(name) }
        return try JSONDecoder().decode(type, from: data)
    }

    func moveContents(to destination: String, includeHidden: Bool = false) throws {
        if try #stubbed() { return }
        guard destination != path else { throw RealWorldFolderError.invalidName(destination) }
        contents.removeAll()
    }

    static func temporary(named name: String = "tmp") -> RealWorldFolder {
        if let answer: RealWorldFolder = #stubbed() { return answer }
        return RealWorldFolder(path: "/tmp/" + name)
    }
}

enum RealWorldFolderError: Error, Equatable {
    case invalidName(String)
    case missing(String)
}
