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

/// Writes rethrow what the updates throw.
@Mockable protocol QueueWriter: QueueReader {
    func write<T>(_ updates: (QueueDatabase) throws -> T) rethrows -> T
    func inTransaction(_ body: () throws -> Void) rethrows
    func rewrite(_ names: inout [String], _ transform: (String) throws -> String) rethrows
}

/// The real queue a partial mock forwards to.
final class InMemoryQueue: QueueWriter, @unchecked Sendable {
    let database = QueueDatabase()

    func read<T>(_ block: (QueueDatabase) throws -> T) throws -> T { try block(database) }
    func count<T>(of type: T.Type, where filter: (T) -> Bool) -> Int { 0 }
    func write<T>(_ updates: (QueueDatabase) throws -> T) rethrows -> T { try updates(database) }
    func inTransaction(_ body: () throws -> Void) rethrows { try body() }
    func rewrite(_ names: inout [String], _ transform: (String) throws -> String) rethrows {
        names = try names.map(transform)
    }
}
