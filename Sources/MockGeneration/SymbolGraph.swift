import Foundation

/// The part of a symbol graph (`swift-symbolgraph-extract`'s `Module.symbols.json`, and its
/// `Module@Other.symbols.json` extension files) the mock generator reads.
package struct SymbolGraph: Decodable, Sendable {
    package struct Module: Decodable, Sendable {
        package let name: String
    }

    package struct Symbol: Decodable, Sendable {
        package struct Identifier: Decodable, Sendable {
            package let precise: String
        }

        package struct Kind: Decodable, Sendable {
            package let identifier: String
        }

        package struct Names: Decodable, Sendable {
            package let title: String
        }

        package struct Fragment: Decodable, Sendable {
            package let kind: String
            package let spelling: String
            package let preciseIdentifier: String?
        }

        package struct Location: Decodable, Sendable {
            package struct Position: Decodable, Sendable {
                package let line: Int
                package let character: Int
            }

            package let uri: String
            package let position: Position
        }

        /// One `@available` of the symbol; only whether it deprecates or removes it is read.
        package struct Availability: Decodable, Sendable {
            package let isUnconditionallyDeprecated: Bool?
            package let isUnconditionallyUnavailable: Bool?
            package let deprecated: Version?
            package let obsoleted: Version?
        }

        package struct Version: Decodable, Sendable {
            package let major: Int
        }

        package let identifier: Identifier
        package let kind: Kind
        package let names: Names
        package let pathComponents: [String]
        package let declarationFragments: [Fragment]?
        package let location: Location?
        package let accessLevel: String?
        package let availability: [Availability]?

        /// Whether an `@available` deprecates or removes it, so that calling it would warn or fail.
        package var isDeprecated: Bool {
            (availability ?? []).contains { entry in
                entry.isUnconditionallyDeprecated == true || entry.isUnconditionallyUnavailable == true
                    || entry.deprecated != nil || entry.obsoleted != nil
            }
        }

        /// The declaration as the module declares it: `func urlSession(_ session: URLSession, …)`.
        package var declaration: String {
            (declarationFragments ?? []).map(\.spelling).joined()
        }
    }

    package struct Relationship: Decodable, Sendable {
        package let kind: String
        package let source: String
        package let target: String
        package let targetFallback: String?
    }

    package let module: Module
    package let symbols: [Symbol]
    package let relationships: [Relationship]

    /// Reads every `*.symbols.json` in `directory`.
    package static func load(from directory: URL) throws -> [SymbolGraph] {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: $0)) }
    }
}
