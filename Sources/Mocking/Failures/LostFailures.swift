#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Failures that no test framework recorded although one runs in this process.
///
/// The bridges find Swift Testing's and XCTest's entry points by symbol. Where a framework's
/// library is loaded but its entry point is not found (another toolchain's mangled names, say), a
/// failure printed to standard error alone would let the test pass: for a mocking library, the
/// worst outcome. So the first such failure says so loudly, every one is kept, and when the
/// process exits it lists them and ends with status 1, whatever the framework reported.
enum LostFailures {
    private static let kept = Locked<[MockFailure]>([])

    /// Registers the exit handler, once per process.
    private static let exitHandler: Void = {
        atexit {
            let failures = LostFailures.kept.withLock { $0 }
            guard !failures.isEmpty else { return }
            standardError(LostFailures.summary(of: failures))
            _exit(1)
        }
    }()

    /// Keeps `failure`, which `framework` is running but could not record, and says so on
    /// standard error (at length the first time).
    static func keep(_ failure: MockFailure, framework: TestFramework) {
        _ = exitHandler
        let isFirst = kept.withLock { failures in
            failures.append(failure)
            return failures.count == 1
        }
        if isFirst { standardError(warning(framework: framework)) }
    }

    static func warning(framework: TestFramework) -> String {
        """
        error: Mocking cannot report failures to \(framework.name): it runs in this process, but its \
        entry point (\(framework.entryPoint)) is not in it, so a failure cannot fail the test that \
        raised it. Every such failure is printed here, and the process will exit with status 1 \
        when it ends, listing them.

        """
    }

    static func summary(of failures: [MockFailure]) -> String {
        let count = failures.count == 1 ? "1 mock failure" : "\(failures.count) mock failures"
        let lines = failures.map { failure in
            let message = failure.message.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n    ")
            return "  \(failure.callSite.filePath):\(failure.callSite.line): \(message)"
        }
        return """
            error: \(count) could not be reported to the test framework, so the process exits with \
            status 1:
            \(lines.joined(separator: "\n"))

            """
    }
}

extension TestFramework {
    fileprivate var name: String {
        switch self {
        case .swiftTesting: "Swift Testing"
        case .xcTest: "XCTest"
        case .none: "the test framework"
        }
    }

    fileprivate var entryPoint: String {
        switch self {
        case .swiftTesting: "Issue.record(_:sourceLocation:)"
        case .xcTest: "XCTFail(_:file:line:)"
        case .none: "none"
        }
    }
}

/// Writes `text` to standard error at once, unbuffered.
func standardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
