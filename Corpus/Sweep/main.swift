// The sweep's tool: puts `@Mockable` on every protocol of a package and tells, from a build's
// output, which protocols the compiler or the macro stopped at. `Corpus/sweep.sh` drives it.
//
//     MockingSweep attach <package> [--skip FILE:NAME]...             # rewrites its targets, lists what it marked
//     MockingSweep blame <protocols.tsv> <build.log> <package>        # what stopped which protocol
//     MockingSweep targets <package>                                  # its regular targets, for generate-mocks
//
// `attach` prints one line per protocol it marked, `file<TAB>first line<TAB>last line<TAB>name`
// (lines of the rewritten file), which `blame` reads back. A protocol is skipped by its file and
// name (`--skip Sources/A/B.swift:Store`), so one that failed is left out of the next build.
import Foundation
import MockModel
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder

/// Parents that need no `unmocked:`: the ones the macro knows (`AnyObject`, `Codable`, …).
let knownParents: Set<String> = ProtocolReading.standardProtocols.union(ProtocolReading.foundationProtocols)
    .union(ProtocolReading.actorProtocols).union(StandardParents.names).union(["class"])

struct Marked {
    let file: String
    let firstLine: Int
    let lastLine: Int
    let name: String
}

/// Every `.swift` file under `directory`, relative paths sorted.
func swiftFiles(under directory: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
}

/// The names of the protocols a file declares, at any depth.
final class ProtocolNames: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

/// Puts `@Mockable` on each protocol not skipped and not marked already.
final class Marker: SyntaxRewriter {
    let packageProtocols: Set<String>
    let skipped: Set<String>
    var marked = 0

    init(packageProtocols: Set<String>, skipped: Set<String>) {
        self.packageProtocols = packageProtocols
        self.skipped = skipped
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(ProtocolDeclSyntax.self)
        guard !skipped.contains(node.name.text),
            !visited.attributes.contains(where: { $0.trimmedDescription.contains("Mockable") })
        else { return DeclSyntax(visited) }
        let parents = (visited.inheritanceClause?.inheritedTypes ?? []).flatMap { inherited -> [String] in
            inherited.type.trimmedDescription.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        // `~Copyable` suppresses a parent rather than naming one (swift-subprocess's `OutputProtocol`).
        let unmocked = parents.filter {
            !$0.hasPrefix("~") && !knownParents.contains($0) && !packageProtocols.contains($0)
        }
        let arguments =
            unmocked.isEmpty ? "" : "(unmocked: " + unmocked.map { $0 + ".self" }.joined(separator: ", ") + ")"
        var attribute = AttributeSyntax("@Mockable\(raw: arguments)")
        attribute.trailingTrivia = .newline
        var result = visited
        // The attribute goes first, on a line of its own, after the declaration's comments.
        let leading = visited.leadingTrivia
        let indentation = Trivia(pieces: leading.reversed().prefix(while: \.isSpaceOrTab).reversed())
        result.leadingTrivia = []
        attribute.leadingTrivia = leading
        attribute.trailingTrivia = .newline + indentation
        result.attributes.insert(.attribute(attribute), at: result.attributes.startIndex)
        marked += 1
        return DeclSyntax(result)
    }
}

/// The protocols of a rewritten file, with their line ranges.
final class MarkedProtocols: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    var found: [Marked] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@Mockable") }) {
            found.append(
                Marked(
                    file: file, firstLine: converter.location(for: node.positionAfterSkippingLeadingTrivia).line,
                    lastLine: converter.location(for: node.endPositionBeforeTrailingTrivia).line, name: node.name.text))
        }
        return .visitChildren
    }
}

func attach(package: URL, skipping: [String]) throws {
    // Each regular target's folder, as its manifest gives it (FlyingFox keeps them outside
    // `Sources/`); files are named from the package's root.
    let files = try regularTargets(of: package).flatMap { target in
        swiftFiles(under: package.appendingPathComponent(target.folder)).map { target.folder + "/" + $0 }
    }
    let manifests = (try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? []
    let internalImportsByDefault = manifests.filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }.contains {
        let text = (try? String(contentsOf: package.appendingPathComponent($0), encoding: .utf8)) ?? ""
        return text.contains("InternalImportsByDefault")
    }
    var texts: [String: String] = [:]
    var names: Set<String> = []
    for file in files {
        let text = try String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
        texts[file] = text
        let visitor = ProtocolNames(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        names.formUnion(visitor.names)
    }
    for file in files {
        guard let text = texts[file] else { continue }
        let tree = Parser.parse(source: text)
        let path = file
        let skipped = Set(
            skipping.compactMap { entry -> String? in
                let parts = entry.split(separator: ":")
                guard parts.count == 2, String(parts[0]) == path else { return nil }
                return String(parts[1])
            })
        let marker = Marker(packageProtocols: names, skipped: skipped)
        let rewritten = marker.rewrite(tree)
        guard marker.marked > 0 else { continue }
        var output = rewritten.description
        if !output.contains("import Mocking\n") {
            // A package whose imports are internal by default (swift-custom-dump) needs the
            // public protocols' public mocks to see Mocking publicly, as its authors would write.
            output = (internalImportsByDefault ? "public import Mocking\n" : "import Mocking\n") + output
        }
        try output.write(to: package.appendingPathComponent(file), atomically: true, encoding: .utf8)
        let reparsed = Parser.parse(source: output)
        let listing = MarkedProtocols(file: path, converter: SourceLocationConverter(fileName: path, tree: reparsed))
        listing.walk(reparsed)
        for marked in listing.found {
            print("\(marked.file)\t\(marked.firstLine)\t\(marked.lastLine)\t\(marked.name)")
        }
    }
}

/// What stopped each protocol, `kind<TAB>file:name<TAB>first message`: `refused` for a diagnostic
/// of `@Mockable`'s own, `failed` for any other error.
func blame(protocols: URL, log: URL, package: URL) throws {
    let marked = try String(contentsOf: protocols, encoding: .utf8).split(separator: "\n").compactMap {
        line -> Marked? in
        let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, let first = Int(parts[1]), let last = Int(parts[2]) else { return nil }
        return Marked(file: parts[0], firstLine: first, lastLine: last, name: parts[3])
    }
    let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
    let packagePath = package.standardizedFileURL.path + "/"
    var blamed: [String: (kind: String, message: String)] = [:]
    var order: [String] = []
    // `path:line:col: error: message`, or `macro expansion @X:l:c: error: message` followed by
    // `` `- path:line:col: note: expanded code originates here``.
    let located = /^(?<path>\/[^:]+\.swift):(?<line>\d+):\d+: (?<kind>error|note): (?<message>.*)$/
    var pending: String?
    func protocolAt(_ path: String, _ line: Int) -> Marked? {
        guard path.hasPrefix(packagePath) else { return nil }
        let relative = String(path.dropFirst(packagePath.count))
        return marked.first { $0.file == relative && (($0.firstLine - 1)...$0.lastLine).contains(line) }
    }
    func record(_ found: Marked, _ message: String) {
        let key = "\(found.file):\(found.name)"
        guard blamed[key] == nil else { return }
        let kind = message.hasPrefix("'@Mockable'") || message.hasPrefix("'unmocked:'") ? "refused" : "failed"
        blamed[key] = (kind, message)
        order.append(key)
    }
    // An extension macro's code of a protocol nested in an extension originates at that
    // extension's end, outside the protocol: the snippet then names the protocol
    // (`in expansion of macro 'Mockable' on protocol 'DynCustomCertificateStore' here`).
    let expansionOf = /in expansion of macro '\w+' on protocol '(?<name>\w+)' here/
    var unplaced: (path: String, message: String)?
    for raw in lines {
        let line = raw.hasPrefix("`- ") ? String(raw.dropFirst(3)) : raw
        if line.hasPrefix("macro expansion @"), let range = line.range(of: ": error: ") {
            pending = String(line[range.upperBound...])
            unplaced = nil
            continue
        }
        if let waiting = unplaced, let named = line.firstMatch(of: expansionOf) {
            let relative = String(waiting.path.dropFirst(packagePath.count))
            if let found = marked.first(where: { $0.file == relative && $0.name == String(named.name) }) {
                record(found, waiting.message)
            }
            unplaced = nil
            continue
        }
        guard let match = line.wholeMatch(of: located), let number = Int(match.line) else { continue }
        let path = String(match.path)
        if match.kind == "error" {
            pending = nil
            unplaced = nil
            if let found = protocolAt(path, number) { record(found, String(match.message)) }
        } else if let message = pending, match.message.contains("expanded code originates here") {
            if let found = protocolAt(path, number) {
                record(found, message)
            } else if path.hasPrefix(packagePath) {
                unplaced = (path, message)
            }
            pending = nil
        }
    }
    for key in order {
        guard let entry = blamed[key] else { continue }
        print("\(entry.kind)\t\(key)\t\(entry.message)")
    }
}

/// The package's regular (library) targets and their folders, as `swift package dump-package`
/// describes them (a target without a `path` is in `Sources/<name>`, or SwiftPM's other default
/// folders).
func regularTargets(of package: URL) throws -> [(name: String, folder: String)] {
    struct Manifest: Decodable {
        struct Target: Decodable {
            let name: String
            let type: String
            let path: String?
        }
        let targets: [Target]
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", package.path, "dump-package"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONDecoder().decode(Manifest.self, from: data).targets.filter { $0.type == "regular" }.map { target in
        let defaults = ["Sources", "Source", "src", "srcs"].map { $0 + "/" + target.name }
        let folder =
            target.path
            ?? defaults.first { FileManager.default.fileExists(atPath: package.appendingPathComponent($0).path) }
            ?? defaults[0]
        return (target.name, folder)
    }
}

/// Prints the package's regular targets, one per line, for generate-mocks.
func targets(package: URL) throws {
    for target in try regularTargets(of: package) { print(target.name) }
}

func usage() -> Never {
    FileHandle.standardError.write(
        Data(
            "usage: MockingSweep attach <package> [--skip FILE:NAME]... | blame <tsv> <log> <package> | targets <package>\n"
                .utf8))
    exit(2)
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "attach":
    guard let package = arguments.dropFirst().first else { usage() }
    var skipping: [String] = []
    var rest = Array(arguments.dropFirst(2))
    while rest.count >= 2, rest[0] == "--skip" {
        skipping.append(rest[1])
        rest.removeFirst(2)
    }
    try attach(package: URL(fileURLWithPath: package), skipping: skipping)
case "blame":
    let rest = Array(arguments.dropFirst())
    guard rest.count == 3 else { usage() }
    try blame(
        protocols: URL(fileURLWithPath: rest[0]), log: URL(fileURLWithPath: rest[1]),
        package: URL(fileURLWithPath: rest[2]))
case "targets":
    guard let package = arguments.dropFirst().first else { usage() }
    try targets(package: URL(fileURLWithPath: package))
default:
    usage()
}
