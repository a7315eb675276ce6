import Mocking

public struct Document: Equatable, Sendable {
    public let title: String
    public let text: String

    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }
}

public enum StoreError: Error, Equatable {
    case diskFull
}

/// A transactional document store: inserts are pending until saved, or dropped by a rollback.
@Mockable
public protocol Store: AnyObject {
    var pendingChanges: Int { get }
    func insert(_ document: Document)
    func save() throws
    func rollback()
}

/// The real store, in memory.
public final class InMemoryStore: Store {
    public private(set) var saved: [Document] = []
    private var pending: [Document] = []

    public init() {}

    public var pendingChanges: Int { pending.count }

    public func insert(_ document: Document) {
        pending.append(document)
    }

    public func save() throws {
        saved += pending
        pending = []
    }

    public func rollback() {
        pending = []
    }
}

/// Publishes documents: empty ones are refused, and a failed save leaves the store as it was.
public final class Publisher {
    private let store: any Store

    public init(store: any Store) {
        self.store = store
    }

    /// Whether `document` was published.
    public func publish(_ document: Document) -> Bool {
        guard !document.text.isEmpty else { return false }
        store.insert(document)
        do {
            try store.save()
            return true
        } catch {
            store.rollback()
            return false
        }
    }
}
