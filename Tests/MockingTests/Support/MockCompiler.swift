import Foundation
import Testing

/// Compiles Swift files that use `@Mockable` with `swiftc`, the real macro plugin and the
/// `Mocking` module this test run was built with, as a test target's debug build would:
/// type-checked, lowered to SIL (where some errors only appear) and compiled to an object.
struct MockCompiler {
    /// A module's default isolation: `nonisolated`, or `MainActor` as new app targets in Xcode 26
    /// have it (SE-0466).
    enum Isolation: CaseIterable, CustomStringConvertible {
        case nonisolated, mainActor

        var flags: [String] { self == .mainActor ? ["-default-isolation", "MainActor"] : [] }
        var description: String { self == .mainActor ? "MainActor" : "nonisolated" }
    }

    private let plugin: String
    private let atomicsModuleMap: String
    /// Where objects go; removed by ``removeWorkDirectory()``.
    let work: URL

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of this test run's build products.
    private static var buildDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The folder of this test run's modules.
    static var modulesDirectory: String { buildDirectory.appendingPathComponent("Modules").path }

    init() throws {
        plugin = Self.buildDirectory.appendingPathComponent("MockMacrosSupport-tool").path
        try #require(FileManager.default.fileExists(atPath: plugin), "macro plugin not found at \(plugin)")
        atomicsModuleMap =
            Self.packageRoot.appendingPathComponent("Sources/MockingAtomics/include/module.modulemap").path
        work = FileManager.default.temporaryDirectory.appendingPathComponent("mocking-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    /// Where the modules of this test run are, for tools that read them.
    var moduleSearchFlags: [String] {
        ["-I", Self.modulesDirectory, "-Xcc", "-fmodule-map-file=\(atomicsModuleMap)"]
    }

    func removeWorkDirectory() {
        try? FileManager.default.removeItem(at: work)
    }

    /// The package name SwiftPM gives this package's modules (its identity: the root folder's
    /// name, lowercased), for files that use their `package` declarations.
    static var swiftPMPackageName: String { packageRoot.lastPathComponent.lowercased() }

    /// Compiles `files` as one module of the package `packageName`; returns its error lines
    /// (warnings are errors) and the compiler's exit status.
    func compile(
        _ files: [String], as module: String, isolation: Isolation = .nonisolated,
        packageName: String = "MockingFixtures"
    ) throws -> (errors: [Substring], status: Int32) {
        let result = try run(
            "swiftc",
            [
                // `-D DEBUG`, as SwiftPM's debug builds set it: mocks are compiled only then.
                "-c", "-wmo", "-Onone", "-D", "DEBUG", "-parse-as-library", "-module-name", module, "-swift-version",
                "6",
                "-package-name", packageName,
                "-o", work.appendingPathComponent("\(module).o").path,
                "-load-plugin-executable", "\(plugin)#MockMacrosSupport",
                // One line per diagnostic, each naming its file or macro buffer (`…Fuzz12…`).
                "-diagnostic-style", "llvm",
                // Generated code must compile without warnings too.
                "-warnings-as-errors",
            ] + moduleSearchFlags + isolation.flags + files, allowFailure: true)
        return (result.stderr.split(separator: "\n").filter { $0.contains("error: ") }, result.status)
    }
}
