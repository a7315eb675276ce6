/// Calls `XCTFail(_:file:line:)` through its symbol, when XCTest is loaded.
enum XCTestBridge {
    private typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void

    private static let fail: Fail? = loadedSymbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
        .map { unsafeBitCast($0, to: Fail.self) }

    static var isLoaded: Bool { fail != nil }

    /// Records `message` on the running XCTest case; `false` if XCTest is not loaded.
    static func record(_ message: String, at callSite: CallSite) -> Bool {
        guard let fail else { return false }
        fail(message, callSite.filePath, callSite.line)
        return true
    }
}
