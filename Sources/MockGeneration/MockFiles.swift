import Foundation

/// Writing generated mocks into a folder, or checking that the folder holds them as generated.
package enum MockFiles {
    /// What a run did: the files written (or found out of date, when checking) and the types
    /// refused, with why.
    package struct Report: Sendable {
        package var changed: [String] = []
        package var refused: [MockGenerator.Refusal] = []
    }

    /// Generates a file for each of `types` into `directory`; with `check`, writes nothing and
    /// reports the files that are missing or differ from what would be written.
    package static func run(
        _ generator: MockGenerator, types: [String], into directory: URL, check: Bool
    ) throws -> Report {
        var report = Report()
        if !check { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        for type in types {
            switch generator.file(for: type) {
            case .failure(let refusal):
                report.refused.append(refusal)
            case .success(let file):
                let url = directory.appendingPathComponent(file.name)
                let existing = try? String(contentsOf: url, encoding: .utf8)
                guard existing != file.text else { continue }
                report.changed.append(file.name)
                if !check { try file.text.write(to: url, atomically: true, encoding: .utf8) }
            }
        }
        return report
    }
}
