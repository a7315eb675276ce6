import Foundation

/// Writing generated mocks into a folder, or checking that the folder holds them as generated.
package enum MockFiles {
    /// What a run did: the files written (or found out of date, when checking) and the types
    /// refused, with why.
    package struct Report: Sendable {
        package var changed: [String] = []
        package var refused: [MockGenerator.Refusal] = []

        /// What the tool says of this run on standard error: each refusal and, when checking,
        /// each file out of date in `output` and the command that regenerates those files only
        /// (into `folder`, as the package names it).
        package func problems(module: String, types: [String], output: String, folder: String, check: Bool) -> [String]
        {
            var lines = refused.map { "not generated: \($0)" }
            guard check, !changed.isEmpty else { return lines }
            lines += changed.map { "out of date: \(output)/\($0)" }
            // `<Type>Mock.swift` is `<Type>`'s.
            let outdated = types.filter { changed.contains("\($0)Mock.swift") }
            lines.append("Regenerate with: \(MockGenerator.command(module: module, types: outdated, folder: folder))")
            return lines
        }
    }

    /// Generates a file for each of `types` into `directory`; with `check`, writes nothing and
    /// reports the files that are missing or differ from what would be written. With a
    /// `verifier`, a file that does not compile is not written: its type is refused with the
    /// compiler's first error.
    package static func run(
        _ generator: MockGenerator, types: [String], into directory: URL, check: Bool,
        verifier: MockVerifier? = nil
    ) throws -> Report {
        var report = Report()
        var changed: [(type: String, file: MockGenerator.File)] = []
        for type in types {
            switch generator.file(for: type) {
            case .failure(let refusal):
                report.refused.append(refusal)
            case .success(let file):
                let url = directory.appendingPathComponent(file.name)
                let existing = try? String(contentsOf: url, encoding: .utf8)
                guard existing != file.text else { continue }
                changed.append((type, file))
            }
        }
        if !check, let verifier, !changed.isEmpty {
            let errors = try verifier.firstErrors(of: changed.map(\.file))
            for (type, file) in changed {
                guard let error = errors[file.name] else { continue }
                report.refused.append(MockGenerator.Refusal(type: type, reason: .doesNotCompile(error: error)))
            }
            changed.removeAll { errors[$0.file.name] != nil }
        }
        if !check, !changed.isEmpty {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        for (_, file) in changed {
            report.changed.append(file.name)
            if !check {
                try file.text.write(to: directory.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
            }
        }
        return report
    }
}
