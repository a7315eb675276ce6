import Foundation
import Testing

/// Runs `tool` (a path, or a name looked up on PATH) and returns what it printed; unless
/// `allowFailure`, a non-zero exit fails the test with the tool's standard error.
///
/// Standard error goes to a file, so a tool that writes a lot to both streams cannot block on a
/// full pipe while standard output is being read.
@discardableResult
func run(
    _ tool: String, _ arguments: [String], allowFailure: Bool = false
) throws -> (stdout: String, stderr: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/env")
    process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("mocking-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let stderr = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
    if !allowFailure {
        try #require(process.terminationStatus == 0, "\(tool) failed: \(stderr)")
    }
    return (stdout, stderr, process.terminationStatus)
}
