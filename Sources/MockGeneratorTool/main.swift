import Foundation
import MockGeneration

/// `mock-generator --module M (--type T [--type T2 …] | --all) --output DIR [--symbol-graphs DIR]
/// [-I DIR …] [-Xcc FLAG …] [--package-name NAME] [--check] [--no-verify] [--public-only]
/// [--folder-as TEXT]`: writes `<T>Mock.swift` for
/// each type (`--all`: every protocol and `open` class of `M` the graphs hold) into `DIR`, from the symbol graphs in `--symbol-graphs`, or from `swift-symbolgraph-extract` run
/// on the module (an SDK or dependency module, found through `-I`). Each file is compiled first
/// (with `-I` and `-Xcc`, which must find `Mocking` and the C modules it and `M` import); one that
/// does not compile is not written, and its type is reported with the compiler's first error —
/// unless `--no-verify`. `--public-only` mocks only the public and open types of graphs read with
/// internal symbols (a dependency's, so that its underscored public requirements are in them). `--check` writes nothing and exits 1 when a file is missing or out of date. Each file's header says how to regenerate it, naming the folder as
/// `--folder-as` gives it (the plugin passes the folder relative to the package). The
/// generate-mocks command plugin runs it.
struct Options {
    var module = ""
    var types: [String] = []
    var all = false
    var output = ""
    var graphs: [String] = []
    var includes: [String] = []
    var clangFlags: [String] = []
    var packageName: String?
    var check = false
    var verify = true
    var publicOnly = false
    var folderAs: String?

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        func value(for flag: String) throws -> String {
            guard let value = remaining.popFirst() else { throw ToolError("\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--module": module = try value(for: argument)
            case "--type": types.append(try value(for: argument))
            case "--all": all = true
            case "--output": output = try value(for: argument)
            case "--symbol-graphs": graphs.append(try value(for: argument))
            case "-I": includes.append(try value(for: argument))
            case "-Xcc": clangFlags.append(try value(for: argument))
            case "--package-name": packageName = try value(for: argument)
            case "--check": check = true
            case "--no-verify": verify = false
            case "--public-only": publicOnly = true
            case "--folder-as": folderAs = try value(for: argument)
            default: throw ToolError("unknown argument '\(argument)'")
            }
        }
        guard !module.isEmpty, !types.isEmpty || all, !output.isEmpty else {
            throw ToolError("usage: mock-generator --module M (--type T [--type T2 …] | --all) --output DIR [--check]")
        }
    }
}

struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let graphs =
        options.graphs.isEmpty
        ? try SymbolGraphExtractor.graphs(
            of: options.module, includes: options.includes, clangFlags: options.clangFlags)
        : try options.graphs.flatMap { try SymbolGraph.load(from: URL(fileURLWithPath: $0)) }
    let folder = options.folderAs ?? options.output
    let own = MockGenerator(graphs: graphs, module: options.module, folder: folder, publicOnly: options.publicOnly)
    let types = options.types + (options.all ? own.mockableTypes.filter { !options.types.contains($0) } : [])
    // Parents declared in other modules (a dependency's, the SDK's): their graphs too, where the
    // toolchain can read them; a parent still missing is named in the type's refusal.
    let generator = own.addingParentGraphs(of: types, to: graphs) { module in
        try SymbolGraphExtractor.graphs(
            of: module, includes: options.includes, clangFlags: options.clangFlags,
            minimumAccessLevel: MockGenerator.parentModuleAccessLevel)
    }
    let verifier =
        options.verify
        ? MockVerifier(
            arguments: options.includes.flatMap { ["-I", $0] } + options.clangFlags.flatMap { ["-Xcc", $0] }
                + (options.packageName.map { ["-package-name", $0] } ?? []))
        : nil
    let report = try MockFiles.run(
        generator, types: types, into: URL(fileURLWithPath: options.output), check: options.check,
        verifier: verifier)
    let problems = report.problems(
        module: options.module, types: types, output: options.output, folder: folder, check: options.check)
    for line in problems { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    if options.check {
        if !report.changed.isEmpty { exit(1) }
    } else {
        for name in report.changed { print("wrote \(options.output)/\(name)") }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
