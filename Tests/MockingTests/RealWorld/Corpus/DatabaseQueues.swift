import Mocking

// A database queue as SQLite toolkits declare theirs: generic methods whose type parameter only a
// closure names, which Swift infers from the closure, not from the stub's answer.

final class QueueDatabase: @unchecked Sendable {
    var names: [String] = []
}

struct QueuePlayer: Equatable, Sendable {
    let name: String
}

@Mockable protocol QueueReader {
    func read<T>(_ block: (QueueDatabase) throws -> T) throws -> T
    func count<T>(of type: T.Type, where filter: (T) -> Bool) -> Int
}
