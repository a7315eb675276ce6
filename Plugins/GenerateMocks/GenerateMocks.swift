import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-mocks --module M --type T
/// [--type T2 …] --output DIR [--check]`: writes `<T>Mock.swift` into `DIR` for each protocol or
/// open class `T` (`--all`: every one the module declares) of module `M` — a target of this
/// package or of a dependency (from SwiftPM's symbol graph; a
/// target of this package with its internal declarations, whose mocks `@testable import` it), or
/// an SDK module such as `Foundation` or `FoundationNetworking` (from `swift-symbolgraph-extract`).
/// Each file is compiled before it is written: one that does not compile is not written, and its
/// type is reported with the compiler's first error (`--no-verify` writes it anyway). `--check`
/// writes nothing and fails when a file is missing or out of date, for CI.
@main
struct GenerateMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let module = extractor.extractOption(named: "module").first
        let types = extractor.extractOption(named: "type")
        let output = extractor.extractOption(named: "output").first
        let includes = extractor.extractOption(named: "include")
        let check = extractor.extractFlag(named: "check") > 0
        let all = extractor.extractFlag(named: "all") > 0
        let verify = extractor.extractFlag(named: "no-verify") == 0 && !check
        guard let module, !types.isEmpty || all, let output, extractor.remainingArguments.isEmpty else {
            Diagnostics.error(
                "usage: swift package --allow-writing-to-package-directory generate-mocks --module M (--type T "
                    + "[--type T2 …] | --all) --output DIR [--include DIR …] [--check] [--no-verify]")
            return
        }
        // A relative `--output` is taken from the package's folder, an absolute one as it is.
        let folder =
            output.hasPrefix("/")
            ? URL(fileURLWithPath: output) : context.package.directoryURL.appendingPathComponent(output)
        var toolArguments =
            ["--module", module, "--output", folder.path]
            + types.flatMap { ["--type", $0] } + includes.flatMap { ["-I", $0] } + ["--folder-as", output]
        if check { toolArguments.append("--check") }
        if all { toolArguments.append("--all") }
        if !verify { toolArguments.append("--no-verify") }
        let ownTarget = context.package.targets.first { $0.name == module }
        if let target = ownTarget ?? Self.dependencyTarget(named: module, in: context.package) {
            // A target of this package (internal declarations too: their mocks `@testable import`
            // it) or of a dependency, however deep: SwiftPM builds it and extracts its graph with
            // the flags its build uses, C modules' maps included. Parents in other modules are
            // read from the built modules.
            // A dependency's graph is read with its internal symbols too: a graph of public ones
            // leaves out public requirements whose names start with `_`, which a mock must
            // witness; the tool mocks its public types only.
            let graphs = try packageManager.getSymbolGraph(
                for: target, options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: false)
            )
            toolArguments += ["--symbol-graphs", graphs.directoryURL.path, "-I", Self.modulesFolder(of: context).path]
            if ownTarget == nil { toolArguments.append("--public-only") }
        } else if !Self.sdkModules.contains(module) {
            // A module that is no package's target: built, so that its `.swiftmodule` is there to read.
            let build = try packageManager.build(.all(includingTests: false), parameters: .init(configuration: .debug))
            guard build.succeeded else {
                Diagnostics.error("the package did not build, so \(module)'s module cannot be read:\n\(build.logText)")
                return
            }
            toolArguments += ["-I", Self.modulesFolder(of: context).path]
        }
        let target = ownTarget ?? Self.dependencyTarget(named: module, in: context.package)
        toolArguments +=
            verify
            ? try verificationArguments(for: target, context: context)
            : Self.searchArguments(for: target.map { [$0] } ?? [], context: context)
        let process = Process()
        process.executableURL = try context.tool(named: "MockGeneratorTool").url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error(check ? "generated mocks are out of date" : "generate-mocks failed")
        }
    }

    /// What the tool needs to compile the mocks before writing them: `Mocking`, built, the search
    /// paths of `Mocking`'s and `target`'s modules (``searchArguments(for:context:)``), and the
    /// package's name.
    func verificationArguments(for target: Target?, context: PluginContext) throws -> [String] {
        guard let mocking = Self.product(named: "Mocking", in: context.package) else { return [] }
        let build = try packageManager.build(.target("Mocking"), parameters: .init(configuration: .debug))
        guard build.succeeded else {
            Diagnostics.error("Mocking did not build, so the mocks cannot be compiled:\n\(build.logText)")
            return []
        }
        // `package` declarations are visible to files of the same package.
        return Self.searchArguments(for: mocking.targets + (target.map { [$0] } ?? []), context: context)
            + ["--package-name", Self.packageName(of: context.package)]
    }

    /// The search paths of the debug build's modules and of the C modules that `targets` import,
    /// however deep (their headers' folders, and the module maps SwiftPM writes for those without
    /// one): what compiling a mock needs, and reading a parent's module from its `.swiftmodule`
    /// (hummingbird's, which imports swift-atomics' and swift-nio's C modules).
    static func searchArguments(for targets: [Target], context: PluginContext) -> [String] {
        let modules = modulesFolder(of: context)
        var arguments = ["-I", modules.path]
        let buildFolder = modules.deletingLastPathComponent()
        let targets = targets.flatMap { [$0] + $0.recursiveTargetDependencies }
        var seen: Set<String> = []
        for target in targets where seen.insert(target.id).inserted {
            switch target {
            case let clang as ClangSourceModuleTarget:
                if let headers = clang.publicHeadersDirectoryURL { arguments += ["-I", headers.path] }
                let generated = buildFolder.appendingPathComponent("\(clang.name).build/module.modulemap")
                if FileManager.default.fileExists(atPath: generated.path) {
                    arguments += ["-Xcc", "-fmodule-map-file=\(generated.path)"]
                }
            case let system as SystemLibraryTarget:
                // ZIPFoundation's `CZlib`: a folder with a module map.
                arguments += ["-I", system.directoryURL.path]
            default:
                break
            }
        }
        return arguments
            + unlistedModuleMaps(in: buildFolder, listed: Set(targets.map(\.name))).flatMap {
                ["-Xcc", "-fmodule-map-file=\($0)"]
            }
    }

    /// The name SwiftPM compiles a package's modules with (`-package-name`): its identity with
    /// each character other than an ASCII letter, digit or `_` made `_` (`swift-configuration`
    /// is `swift_configuration`), and `_` before a leading digit.
    static func packageName(of package: Package) -> String {
        let name = String(package.id.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The module maps of C modules the build made that no target here depends on. A plugin's
    /// build enables a package's traits, whose dependencies the graph it is shown leaves out
    /// (swift-configuration's `YAML` trait brings Yams' `CYaml`), yet a module built with them
    /// cannot be imported without them: SwiftPM's own map (`X.build/module.modulemap`), or the
    /// package's (`include/module.modulemap` of its target `X`, checked out beside the build).
    /// Not a host tool's copy of a module (`CGRPCProtobuf-tool.build`, built for a plugin), whose
    /// map defines the module a second time.
    static func unlistedModuleMaps(in buildFolder: URL, listed: Set<String>) -> [String] {
        let files = FileManager.default
        let built = ((try? files.contentsOfDirectory(atPath: buildFolder.path)) ?? [])
            .filter { $0.hasSuffix(".build") }.map { String($0.dropLast(".build".count)) }
            .filter { !listed.contains($0) && !$0.hasSuffix("-tool") }.sorted()
        let checkouts = buildFolder.deletingLastPathComponent().appendingPathComponent("checkouts")
        let packages = ((try? files.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted()
        return built.compactMap { name in
            let generated = buildFolder.appendingPathComponent("\(name).build/module.modulemap").path
            if files.fileExists(atPath: generated) { return generated }
            return packages.lazy.map {
                checkouts.appendingPathComponent("\($0)/Sources/\(name)/include/module.modulemap").path
            }.first { files.fileExists(atPath: $0) }
        }
    }

    /// The product named `name` of `package` or of a package it depends on, however deep.
    static func product(named name: String, in package: Package) -> Product? {
        ([package] + dependencies(of: package)).lazy.compactMap { $0.products.first { $0.name == name } }.first
    }

    /// The target named `name` in the packages `package` depends on, however deep.
    static func dependencyTarget(named name: String, in package: Package) -> Target? {
        dependencies(of: package).lazy.compactMap { $0.targets.first { $0.name == name } }.first
    }

    /// The packages `package` depends on, however deep, each once.
    static func dependencies(of package: Package) -> [Package] {
        var visited: Set<String> = [package.id]
        var found: [Package] = []
        var pending = package.dependencies.map(\.package)
        while let dependency = pending.popLast() {
            guard visited.insert(dependency.id).inserted else { continue }
            found.append(dependency)
            pending += dependency.dependencies.map(\.package)
        }
        return found
    }

    /// Modules of the toolchain, read without building anything.
    static let sdkModules: Set<String> = [
        "Swift", "Foundation", "FoundationNetworking", "FoundationEssentials", "FoundationXML", "Dispatch",
        "XCTest", "Testing",
    ]

    /// The folder of the debug build's modules: `<scratch>/debug/Modules`, where the plugin's own
    /// work folder is `<scratch>/plugins/…`.
    static func modulesFolder(of context: PluginContext) -> URL {
        var scratch = context.pluginWorkDirectoryURL
        while scratch.lastPathComponent != "plugins", scratch.pathComponents.count > 1 {
            scratch.deleteLastPathComponent()
        }
        return scratch.deletingLastPathComponent().appendingPathComponent("debug/Modules")
    }
}
