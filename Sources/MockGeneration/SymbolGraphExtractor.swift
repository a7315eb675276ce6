import Foundation

/// Runs the toolchain's `swift-symbolgraph-extract` on a module: an SDK module, or a dependency's
/// whose `.swiftmodule` is found through `includes`.
package enum SymbolGraphExtractor {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The symbol graphs of `module`'s declarations of `minimumAccessLevel` and above. The tool
    /// writes them into a folder of their own in `scratch`, which is removed once they are read.
    package static func graphs(
        of module: String, includes: [String] = [], minimumAccessLevel: String = "public",
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
                + includes.flatMap { ["-I", $0] })
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
            throw Failure(description: "\(tool) failed: \(String(decoding: failed, as: UTF8.self))")
        }
        return String(decoding: printed, as: UTF8.self)
    }
}
