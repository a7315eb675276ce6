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

        /// One `@available` of the symbol.
        package struct Availability: Decodable, Sendable {
            /// `*`, or a platform: `macOS`, `iOS`, …
            package let domain: String?
            package let isUnconditionallyDeprecated: Bool?
            package let isUnconditionallyUnavailable: Bool?
            package let introduced: Version?
            package let deprecated: Version?
            package let obsoleted: Version?
            package let renamed: String?
            package let message: String?

            /// The attribute as source: `@available(*, deprecated, renamed: "log(event:)")`.
            package var attribute: String {
                var arguments = [Self.platforms[domain ?? "*"] ?? domain ?? "*"]
                if let introduced { arguments.append("introduced: \(introduced)") }
                if let deprecated {
                    arguments.append("deprecated: \(deprecated)")
                } else if isUnconditionallyDeprecated == true {
                    arguments.append("deprecated")
                }
                if let obsoleted { arguments.append("obsoleted: \(obsoleted)") }
                if isUnconditionallyUnavailable == true { arguments.append("unavailable") }
                if let renamed { arguments.append("renamed: \(Self.literal(renamed))") }
                if let message { arguments.append("message: \(Self.literal(message))") }
                return "@available(\(arguments.joined(separator: ", ")))"
            }

            /// The graph's domains that Swift spells otherwise.
            private static let platforms = [
                "macOSAppExtension": "macOSApplicationExtension", "iOSAppExtension": "iOSApplicationExtension",
                "tvOSAppExtension": "tvOSApplicationExtension", "watchOSAppExtension": "watchOSApplicationExtension",
                "macCatalystAppExtension": "macCatalystApplicationExtension", "Swift": "swift",
            ]

            private static func literal(_ text: String) -> String {
                "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    + "\""
            }
        }

        /// `12`, `10.15`, `13.0.1`.
        package struct Version: Decodable, Sendable, CustomStringConvertible {
            package let major: Int
            package let minor: Int?
            package let patch: Int?

            package var description: String {
                ([major] + [minor, patch].compactMap { $0 }).map(String.init).joined(separator: ".")
            }
        }

        package let identifier: Identifier
        package let kind: Kind
        package let names: Names
        package let pathComponents: [String]
        package let declarationFragments: [Fragment]?
        package let location: Location?
        package let accessLevel: String?
        package let availability: [Availability]?
        /// Whether it is declared `@_spi(…)`; the graph does not say which group.
        package let spi: Bool?

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

        /// Whether the type takes generic parameters (`struct Box<Value>`), read from its
        /// declaration.
        package var isGeneric: Bool { declaration.contains("<") }

        /// The declaration with its `@available` attributes, which the graph keeps apart: a
        /// mock's witness of a deprecated requirement is deprecated too, so that forwarding to it
        /// does not warn, and its builder tells the user so.
        ///
        /// A type named like one of `shadowed` — the protocol's associated types — or like one of
        /// the declaration's own generic parameters is qualified with its module, as the module's
        /// source writes it: in swift-distributed-tracing, `associatedtype Span: Tracing.Span`,
        /// which the graph spells `associatedtype Span : Span`; in OpenCombine,
        /// `func receive<Subscriber: OpenCombine.Subscriber>`, spelled `where Subscriber : Subscriber`.
        /// A generic parameter's own uses have no identifier, so they keep their names. So is
        /// another module's type named like one of `moduleTypes`, the types `module` declares at its
        /// top level, which the mock's file would find first: OpenAPIKitCore's `[Swift.Error]`,
        /// beside its own `struct Error`, which the graph spells `[any Error]`.
        package func declarationWithAvailability(
            qualifying associatedTypes: Set<String> = [], moduleTypes: Set<String> = [], of module: String = ""
        ) -> String {
            let attributes = availability ?? []
            let fragments = declarationFragments ?? []
            let shadowed = associatedTypes.union(fragments.filter { $0.kind == "genericParameter" }.map(\.spelling))
            let text = fragments.indices.map { index in
                let fragment = fragments[index]
                // A member type (`DatabaseQuery.Value`) is named by its base, not by the module.
                let isMember = index > 0 && fragments[index - 1].spelling.hasSuffix(".")
                guard fragment.kind == "typeIdentifier", !isMember,
                    let usr = fragment.preciseIdentifier, !usr.hasSuffix("Qa"),
                    let owner = MockGenerator.owningModule(ofType: usr),
                    shadowed.contains(fragment.spelling)
                        || (owner != module && moduleTypes.contains(fragment.spelling))
                else { return fragment.spelling }
                return owner + "." + fragment.spelling
            }.joined()
            return (attributes.map(\.attribute) + [Self.restoringFixity(of: text, kind: kind.identifier)])
                .joined(separator: " ")
        }

        /// `static prefix func - (operand: Self) -> Self` for the graph's `static func - (operand:
        /// Self) -> Self`: the graph drops an operator's fixity, which its declaration needs. An
        /// operator of one parameter is taken to be prefix, as nearly all are; a postfix one gives a
        /// mock that does not compile, which generate-mocks refuses with the compiler's error.
        static func restoringFixity(of declaration: String, kind: String) -> String {
            guard kind.hasSuffix("func.op"), !declaration.contains("prefix func"),
                !declaration.contains("postfix func"), !declaration.contains(", "),
                let keyword = declaration.range(of: "func ")
            else { return declaration }
            return declaration.replacingCharacters(in: keyword, with: "prefix func ")
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
