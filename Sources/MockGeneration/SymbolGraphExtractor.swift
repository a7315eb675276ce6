import Foundation

/// Runs the toolchain's `swift-symbolgraph-extract` on a module: an SDK module, or a dependency's
/// whose `.swiftmodule` is found through `includes`.
package enum SymbolGraphExtractor {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
        /// What the tool printed as its errors.
        private var printed = ""

        init(description: String, printed: String = "") {
            self.description = description
            self.printed = printed
        }

        /// The first error the tool printed (`missing required module 'CNIOAtomics'`), or the first
        /// line it printed (`Couldn't load module 'Hummingbird' in the current SDK and search paths.`).
        package var firstError: String {
            let lines = (printed.isEmpty ? description : printed).split(separator: "\n")
            guard let line = lines.first(where: { $0.contains("error: ") }) ?? lines.first else { return "" }
            return line.range(of: "error: ").map { String(line[$0.upperBound...]) } ?? String(line)
        }
    }

    /// The symbol graphs of `module`'s declarations of `minimumAccessLevel` and above. The tool
    /// writes them into a folder of their own in `scratch`, which is removed once they are read.
    /// `clangFlags` (`-fmodule-map-file=…`) let it load a module that imports C modules.
    package static func graphs(
        of module: String, includes: [String] = [], clangFlags: [String] = [], minimumAccessLevel: String = "public",
        scratch: URL = FileManager.default.temporaryDirectory
    ) throws -> [SymbolGraph] {
        let info = try JSONSerialization.jsonObject(with: Data(try run("swift", ["-print-target-info"]).utf8))
        guard let target = (info as? [String: Any])?["target"] as? [String: Any],
            let triple = target["triple"] as? String
        else { throw Failure(description: "swift -print-target-info did not give the target triple") }
        let directory = scratch.appendingPathComponent("mock-symbol-graphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try run(
            "swift-symbolgraph-extract",
            [
                "-module-name", module, "-target", triple, "-output-dir", directory.path, "-minimum-access-level",
                minimumAccessLevel,
            ]
                + includes.flatMap { ["-I", $0] } + clangFlags.flatMap { ["-Xcc", $0] })
        return try SymbolGraph.load(from: directory)
    }

    /// Runs `tool`, found on `PATH`, and returns what it printed; throws with its errors.
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let failed = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errors = String(decoding: failed, as: UTF8.self)
            throw Failure(description: "\(tool) failed: \(errors)", printed: errors)
        }
        return String(decoding: printed, as: UTF8.self)
    }
}
