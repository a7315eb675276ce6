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

        package let identifier: Identifier
        package let kind: Kind
        package let names: Names
        package let pathComponents: [String]
        package let declarationFragments: [Fragment]?
        package let location: Location?

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
