import Foundation

/// Compiles generated mocks before they are written: `swiftc -emit-sil` in Swift 6 mode, which
/// checks data races as well as types (a closure of the caller's isolation sent elsewhere passes
/// `-typecheck`), with the search paths of the module they mock (its `.swiftmodule`, `Mocking`'s,
/// and the C modules either imports), so that generate-mocks never says "wrote" of a file that
/// does not compile.
package struct MockVerifier: Sendable {
    /// The compiler's search paths and C flags: `-I DIR`, `-Xcc -fmodule-map-file=…`.
    package let arguments: [String]
    /// The compiler, found on `PATH`.
    let compiler: String

    package init(arguments: [String], compiler: String = "swiftc") {
        self.arguments = arguments
        self.compiler = compiler
    }

    /// Why verifying could not be done at all (the compiler did not start, or stopped at an error
    /// in none of the files: a module it cannot find).
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The first error of each of `files` that does not compile, by file name. A file is checked
    /// again without the ones that failed, so an error one of them causes in another is not
    /// blamed on it.
    package func firstErrors(of files: [MockGenerator.File]) throws -> [String: String] {
        var errors: [String: String] = [:]
        var remaining = files
        while !remaining.isEmpty {
            let found = try typecheck(remaining)
            guard !found.isEmpty else { break }
            errors.merge(found) { first, _ in first }
            remaining.removeAll { found[$0.name] != nil }
        }
        return errors
    }

    /// One compiler run over `files`: the first error in each file that has one.
    private func typecheck(_ files: [MockGenerator.File]) throws -> [String: String] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mock-verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String: String] = [:]
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            paths[url.path] = file.name
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                compiler, "-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-module-name",
                "MockVerification",
            ]
            + arguments
            + paths.keys.sorted()
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw Failure(description: "\(compiler) did not start: \(error)")
        }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return [:] }
        var errors: [String: String] = [:]
        for line in printed.split(separator: "\n") {
            // `/tmp/…/StoreMock.swift:12:5: error: type 'StoreMock' does not conform to protocol 'Store'`
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound]
            let path = location.split(separator: ":").first.map(String.init) ?? ""
            let message = line[range.upperBound...]
            // A module it cannot find is the search paths' fault, not the mock's.
            if message.hasPrefix("no such module") {
                throw Failure(description: "the compiler could not check the mocks: \(message)")
            }
            guard let name = paths[path], errors[name] == nil else { continue }
            let position = location.dropFirst(path.count)
            errors[name] = "\(name)\(position): \(message)"
        }
        guard !errors.isEmpty else {
            let lines = printed.split(separator: "\n")
            let first =
                lines.first { $0.contains("error:") } ?? lines.first ?? "it exited with \(process.terminationStatus)"
            throw Failure(description: "the compiler could not check the mocks: \(first)")
        }
        return errors
    }
}
