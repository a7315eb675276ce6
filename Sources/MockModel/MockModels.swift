import Dispatch

/// Each `@Mockable` protocol's model, made once per plugin process.
///
/// A protocol's mock takes three expansions: `@Mockable`'s peer, then `@_MockableWitnesses` and
/// `@_MockableBuilders` on the two protocols the peer declares. The compiler asks one plugin
/// process for all three — the later two are attached to declarations only the peer's expansion
/// has — so they share one model, kept by the protocol's text (its `@Mockable` attribute
/// included, whose arguments the model reads too) and by a key made from that text.
/// `@_MockableBuilders` is given the text: a lookup that misses builds the model again from it
/// with the same code, so the cache saves time and never changes an expansion.
/// `@_MockableWitnesses` is given only the key, since carrying the text a second time cost 8 % of
/// a build (BENCHMARKS.md); nothing is ever evicted, so its lookup finds what the peer kept.
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
        keep(entry, for: text)
        return entry
    }

    /// The model kept for the text whose ``key(for:)`` is `key`.
    package static func model(forKey key: String) -> Entry? {
        cache.entry(for: key)
    }

    /// Keeps `entry` for `text` and for its key, replacing what was kept.
    package static func keep(_ entry: Entry, for text: String) {
        cache.keep(entry, for: [text, key(for: text)])
    }

    /// A short key for `text`, the same in every process: its 64-bit FNV-1a hash, in hex.
    package static func key(for text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static let cache = Cache()

    /// A dictionary behind a serial queue; the plugin handles one message at a time, so the
    /// queue is never contended. A plugin process serves one compile job, whose protocols bound
    /// what it keeps.
    private final class Cache: @unchecked Sendable {
        private var entries: [String: Entry] = [:]
        private let queue = DispatchQueue(label: "Mocking.MockModels")

        func entry(for text: String) -> Entry? {
            queue.sync { entries[text] }
        }

        func keep(_ entry: Entry, for keys: [String]) {
            queue.sync {
                for key in keys { entries[key] = entry }
            }
        }
    }
}
