import Dispatch

/// Each `@Mockable` protocol's model, made once per plugin process.
///
/// A protocol's mock takes two expansions: `@Mockable`'s peer, then `@_MockableBuilders` on the
/// builders protocol the peer declares. The compiler asks one plugin process for both, so they
/// share one model, keyed by the protocol's text — its `@Mockable` attribute included, whose
/// arguments the model reads too. A lookup that misses (another process,
/// an evicted entry) builds the model again from the same text with the same code: the cache
/// saves time and never changes an expansion.
package enum MockModels {
    package struct Entry {
        /// `nil` when the protocol cannot be mocked (its diagnostics say why).
        package let mock: MockDeclaration?
    }

    /// The model for `text`, building and keeping it on a miss; `nil` when `build` finds no
    /// `@Mockable` protocol in the text, which is not kept.
    package static func model(for text: String, build: () -> Entry?) -> Entry? {
        if let cached = cache.entry(for: text) { return cached }
        guard let entry = build() else { return nil }
        cache.keep(entry, for: text)
        return entry
    }

    /// Keeps `entry` for `text`, replacing what was kept.
    package static func keep(_ entry: Entry, for text: String) {
        cache.keep(entry, for: text)
    }

    private static let cache = Cache()

    /// A dictionary behind a serial queue; the plugin handles one message at a time, so the
    /// queue is never contended.
    private final class Cache: @unchecked Sendable {
        /// Enough for the protocols of any module; past it the cache starts over.
        private let capacity = 2_048
        private var entries: [String: Entry] = [:]
        private let queue = DispatchQueue(label: "Mocking.MockModels")

        func entry(for text: String) -> Entry? {
            queue.sync { entries[text] }
        }

        func keep(_ entry: Entry, for text: String) {
            queue.sync {
                if entries.count >= capacity { entries.removeAll() }
                entries[text] = entry
            }
        }
    }
}
