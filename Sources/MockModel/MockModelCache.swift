import Dispatch

/// Each `@Mockable` protocol's model, made once per plugin process.
///
/// A protocol's mock takes three expansions: `@Mockable`'s peer, then `@__MockableWitnesses` and
/// `@__MockableBuilders` on the two protocols the peer declares. The compiler asks one plugin
/// process for all three — the later two are attached to declarations only the peer's expansion
/// has — so they share one model, kept by a key made from the protocol's text (its `@Mockable`
/// attribute included, whose arguments the model reads too). The later two are given only the
/// key: the text cost the witnesses' macro about 8 % of a build and the builders' 14 % of the
/// plugin's instructions (BENCHMARKS.md), lexed twice per request by a debug swift-syntax;
/// nothing is ever evicted, so a lookup finds what the peer kept.
package enum MockModelCache {
    package struct Entry {
        /// `nil` when the protocol cannot be mocked (its diagnostics say why).
        package let mock: MockDeclaration?
    }

    /// The model kept for the text whose ``key(for:)`` is `key`.
    package static func model(forKey key: String) -> Entry? {
        cache.entry(for: key)
    }

    /// Keeps `entry` under the key of `text`, replacing what was kept; returns the key.
    package static func keep(_ entry: Entry, for text: String) -> String {
        let key = key(for: text)
        cache.keep(entry, for: key)
        return key
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
        private let queue = DispatchQueue(label: "Mocking.MockModelCache")

        func entry(for key: String) -> Entry? {
            queue.sync { entries[key] }
        }

        func keep(_ entry: Entry, for key: String) {
            queue.sync { entries[key] = entry }
        }
    }
}
