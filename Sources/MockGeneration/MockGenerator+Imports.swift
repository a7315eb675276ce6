import Foundation
import MockModel
import SwiftParser
import SwiftSyntax

extension MockGenerator {
    /// `import Mocking`, the module — `@testable`, first, when the type is internal to it — and
    /// every module whose types the requirements name.
    func imports(
        for requirements: [SymbolGraph.Symbol], adding added: [String], testable: Bool
    ) -> [String] {
        var modules = Set([module, "Mocking"] + added)
        for fragment in requirements.flatMap({ $0.declarationFragments ?? [] }) {
            if let usr = fragment.preciseIdentifier, let named = Self.module(of: usr) { modules.insert(named) }
            // A C type (`sa_family_t`, USR `c:…`) comes from the platform's C library, which
            // Foundation re-exports on Linux and Apple platforms alike.
            if fragment.preciseIdentifier?.hasPrefix("c:") == true { modules.insert("Foundation") }
        }
        modules.remove("Swift")
        let spi = spiGroups(of: requirements)
        // `@_spi(WASIPlatform) import WASI`: what an SPI names is visible only so.
        let attributes = { (module: String) in spi[module, default: []].map { "@_spi(\($0)) " }.joined() }
        let own = testable ? modules.remove(module).map { ["\(attributes($0))@testable import \($0)"] } ?? [] : []
        return own
            + modules.sorted().map { module in
                // Foundation's Linux modules are Foundation on Apple platforms.
                Self.linuxFoundationModules.contains(module)
                    ? "#if canImport(\(module))\nimport \(module)\n#else\nimport Foundation\n#endif"
                    : "\(attributes(module))import \(module)"
            }
    }

    /// The SPI groups, by module, of the symbols in the graphs read that `declarations` are or
    /// name: WasmKit's `@_spi(WASIPlatform) public protocol WASIFile`, whose requirements name
    /// `WASIAbi`, of the same group. The graph marks a symbol SPI without naming its group, so the
    /// group is read from the attributes before the symbol's name in its source file; one it does
    /// not find there (an SPI extension's member) is left out, and the mock's compilation says so.
    private func spiGroups(of declarations: [SymbolGraph.Symbol]) -> [String: [String]] {
        let named = declarations.flatMap { $0.declarationFragments ?? [] }.compactMap { $0.preciseIdentifier }
        var groups: [String: [String]] = [:]
        var read: Set<String> = []
        for symbol in declarations + named.compactMap({ symbols[$0] }) where symbol.spi == true {
            guard read.insert(symbol.identifier.precise).inserted, let location = symbol.location,
                let module = Self.module(of: symbol.identifier.precise)
            else { continue }
            for group in Self.spiGroups(at: location) where !groups[module, default: []].contains(group) {
                groups[module, default: []].append(group)
            }
        }
        return groups
    }

    /// The groups of the `@_spi(Group)` attributes of the declaration whose name is at `location`,
    /// and of the extensions around it (`@_spi(Tools) extension Outer { public protocol P }`), read
    /// from its source file.
    package static func spiGroups(at location: SymbolGraph.Symbol.Location) -> [String] {
        guard let path = URL(string: location.uri)?.path, let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return [] }
        let file = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: file)
        // The graph counts lines and columns from 0.
        let position = converter.position(ofLine: location.position.line + 1, column: location.position.character + 1)
        guard let token = file.token(at: position) else { return [] }
        var groups: [String] = []
        for node in sequence(first: Syntax(token), next: \.parent) {
            guard let attributes = node.asProtocol(WithAttributesSyntax.self)?.attributes,
                node.is(DeclSyntax.self)
            else { continue }
            for attribute in DeclarationText.spiAttributes(attributes) {
                let group = attribute.arguments?.trimmedDescription ?? ""
                if !group.isEmpty, !groups.contains(group) { groups.append(group) }
            }
        }
        return groups
    }

    /// The modules swift-corelibs-foundation splits Foundation into on Linux; on Apple platforms
    /// their types are Foundation's.
    static let linuxFoundationModules: Set<String> = [
        "FoundationNetworking", "FoundationEssentials", "FoundationInternationalization", "FoundationXML",
    ]

    /// The module of the type whose USR is `usr`, the standard library's included: its types'
    /// USRs name it `s` (`s:s5ErrorP`) or by a standard substitution (`s:SJ`, `Character`).
    static func owningModule(ofType usr: String) -> String? {
        if let module = module(of: usr) { return module }
        let rest = usr.dropFirst(2)
        guard usr.hasPrefix("s:"), let first = rest.first, let second = rest.dropFirst().first else { return nil }
        return (first == "s" && second.isNumber) || (first == "S" && second.isLetter) ? "Swift" : nil
    }

    /// The module a Swift USR names first: `s:10Foundation4DataV` → `Foundation`.
    static func module(of usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let rest = usr.dropFirst(2)
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }
}
