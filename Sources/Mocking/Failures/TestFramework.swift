/// The test framework running in this process, found without linking either one.
///
/// SwiftPM runs XCTest and Swift Testing in separate processes and passes
/// `--testing-library swift-testing` to the latter; a failure sent to the framework that is not
/// running is dropped silently, so it matters which one we pick.
enum TestFramework: Sendable {
    case swiftTesting
    case xcTest
    case none

    static let current: TestFramework = {
        let arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: "--testing-library"), flag + 1 < arguments.count {
            return arguments[flag + 1] == "swift-testing" ? .swiftTesting : .xcTest
        }
        if XCTestBridge.isLoaded { return .xcTest }
        if SwiftTestingBridge.isLoaded { return .swiftTesting }
        return .none
    }()

    /// The framework whose library is in this process even where its entry point was not found:
    /// a failure sent nowhere then must not let the test pass (``LostFailures``).
    static let present: TestFramework = {
        if current != .none { return current }
        if XCTestBridge.isPresent { return .xcTest }
        if SwiftTestingBridge.isPresent { return .swiftTesting }
        return .none
    }()
}
