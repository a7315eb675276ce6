import Mocking

// What a null mock answers when nothing is stubbed: types the standard library's protocols can
// make, tuples of them, null mocks of mocked protocols, and throwing requirements whose return
// type has no default (they throw `MockError.noDefaultValue` instead of ending the process).

struct NullPlayer: Equatable, Sendable {
    let name: String
}

enum NullLevel: CaseIterable, Sendable { case debug, info }

struct NullOptions: OptionSet, Sendable {
    let rawValue: Int
}

struct NullPath: ExpressibleByArrayLiteral, Equatable, Sendable {
    var parts: [String]
    init(arrayLiteral elements: String...) { parts = elements }
}

struct NullTag: ExpressibleByStringLiteral, Equatable, Sendable {
    let text: String
    init(stringLiteral value: String) { text = value }
}

enum NullLoadError: Error, Equatable, DefaultProvidable {
    case missing, corrupt
    static var defaultValue: NullLoadError { .missing }
}

enum NullSaveError: Error { case full }

@Mockable protocol NullConnection: Sendable {
    func query(_ sql: String) -> [String]
    var isOpen: Bool { get }
}

@Mockable protocol NullDatabase {
    func player(id: Int) throws -> NullPlayer
    func player(named name: String) async throws -> NullPlayer
    func load(id: Int) throws(NullLoadError) -> NullPlayer
    func save(_ player: NullPlayer) throws(NullSaveError) -> NullPlayer
    func build(_ name: String) -> NullPlayer
    func counts() -> (Int32, UInt32, Double, Int)
    func summary() -> (name: String, level: NullLevel, extra: (Int, Bool?))
    func level() -> NullLevel
    func options() -> NullOptions
    func path() -> NullPath
    func tag() -> NullTag
    func connection() -> any NullConnection
    func connection(named name: String) -> NullConnection
    var replica: any NullConnection { get }
    func ranked() -> (NullPlayer, Int)
}
