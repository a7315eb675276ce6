import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-mocks --module M --type T
/// [--type T2 …] --output DIR [--check]`: writes `<T>Mock.swift` into `DIR` for each protocol `T`
/// of module `M` — a target of this package or of a dependency (from SwiftPM's symbol graph; a
/// target of this package with its internal declarations, whose mocks `@testable import` it), or
/// an SDK module such as `Foundation` or `FoundationNetworking` (from `swift-symbolgraph-extract`).
/// `--check` writes nothing and fails when a file is missing or out of date, for CI.
@main
struct GenerateMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let module = extractor.extractOption(named: "module").first
        let types = extractor.extractOption(named: "type")
        let output = extractor.extractOption(named: "output").first
        let includes = extractor.extractOption(named: "include")
        let check = extractor.extractFlag(named: "check") > 0
        guard let module, !types.isEmpty, let output, extractor.remainingArguments.isEmpty else {
            Diagnostics.error(
                "usage: swift package --allow-writing-to-package-directory generate-mocks --module M --type T "
                    + "[--type T2 …] --output DIR [--include DIR …] [--check]")
            return
        }
        var toolArguments =
            ["--module", module, "--output", context.package.directoryURL.appendingPathComponent(output).path]
            + types.flatMap { ["--type", $0] } + includes.flatMap { ["-I", $0] } + ["--folder-as", output]
        if check { toolArguments.append("--check") }
        let ownTarget = context.package.targets.first { $0.name == module }
        if let target = ownTarget ?? Self.dependencyTarget(named: module, in: context.package) {
            // A target of this package (internal declarations too: their mocks `@testable import`
            // it) or of a dependency, however deep: SwiftPM builds it and extracts its graph with
            // the flags its build uses, C modules' maps included. Parents in other modules are
            // read from the built modules.
            let access: PackageManager.SymbolGraphOptions.AccessLevel = ownTarget == nil ? .public : .internal
            let graphs = try packageManager.getSymbolGraph(
                for: target, options: .init(minimumAccessLevel: access, includeSynthesized: false, includeSPI: false))
            toolArguments += ["--symbol-graphs", graphs.directoryURL.path, "-I", Self.modulesFolder(of: context).path]
        } else if !Self.sdkModules.contains(module) {
            // A module that is no package's target: built, so that its `.swiftmodule` is there to read.
            let build = try packageManager.build(.all(includingTests: false), parameters: .init(configuration: .debug))
            guard build.succeeded else {
                Diagnostics.error("the package did not build, so \(module)'s module cannot be read:\n\(build.logText)")
                return
            }
            toolArguments += ["-I", Self.modulesFolder(of: context).path]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "MockGeneratorTool").url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error(check ? "generated mocks are out of date" : "generate-mocks failed")
        }
    }

    /// The target named `name` in the packages `package` depends on, however deep.
    static func dependencyTarget(named name: String, in package: Package) -> Target? {
        var visited: Set<String> = []
        var pending = package.dependencies.map(\.package)
        while let dependency = pending.popLast() {
            guard visited.insert(dependency.id).inserted else { continue }
            if let target = dependency.targets.first(where: { $0.name == name }) { return target }
            pending += dependency.dependencies.map(\.package)
        }
        return nil
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
