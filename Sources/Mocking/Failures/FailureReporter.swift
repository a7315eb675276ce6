/// Sends failures to whichever test framework runs this process, at the user's line.
enum FailureReporter {
    /// Reports `failure` now, or, for Swift Testing, holds it on `owner` until code runs inside
    /// the test again.
    ///
    /// Swift Testing attributes an issue to a test through task-local state, which a Dispatch
    /// queue or a plain thread does not carry; reported from there, the issue would belong to no
    /// test. So such failures wait on the mock that raised them and are delivered by the next
    /// `verify()`, `received` check or scope end, or when the mock is deallocated.
    static func report(_ failure: MockFailure, owner: MockState? = nil) {
        let insideTest = SwiftTestingBridge.isInsideTest
        if TestFramework.current == .swiftTesting, let owner, insideTest == false {
            owner.hold(failure)
            return
        }
        deliver(failure, to: framework(insideTest: insideTest))
    }

    /// Reports `failure` at once to the running framework, or to standard error without one.
    static func deliver(_ failure: MockFailure) {
        deliver(failure, to: framework(insideTest: SwiftTestingBridge.isInsideTest))
    }

    /// A Swift Testing test in the calling task settles it, even where XCTest is loaded too
    /// (Xcode runs both in one process); otherwise the process-wide answer decides.
    private static func framework(insideTest: Bool?) -> TestFramework {
        insideTest == true ? .swiftTesting : TestFramework.current
    }

    /// Makes every delivery fail as if the frameworks' entry points were missing, for the tests of
    /// ``LostFailures`` (an exit test sets it in its own process).
    static let hidesEntryPoints = Locked(false)

    private static func deliver(_ failure: MockFailure, to framework: TestFramework) {
        if !hidesEntryPoints.withLock({ $0 }), record(failure, in: framework) { return }
        standardError("\(failure.callSite.filePath):\(failure.callSite.line): error: \(failure.message)\n")
        let running = framework == .none ? TestFramework.present : framework
        if running != .none { LostFailures.keep(failure, framework: running) }
    }

    /// Records `failure` in `framework`; `false` where it has no entry point to record it with.
    private static func record(_ failure: MockFailure, in framework: TestFramework) -> Bool {
        switch framework {
        case .swiftTesting: SwiftTestingBridge.record(failure.message, at: failure.callSite)
        case .xcTest: XCTestBridge.record(failure.message, at: failure.callSite)
        case .none: false
        }
    }
}
