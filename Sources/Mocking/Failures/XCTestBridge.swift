/// Calls `XCTFail(_:file:line:)` through its symbol, when XCTest is loaded.
enum XCTestBridge {
    private typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void

    private static let fail: Fail? = loadedSymbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
        .map { unsafeBitCast($0, to: Fail.self) }

    static var isLoaded: Bool { fail != nil }

    /// Whether XCTest's library is loaded, told by `XCTestCase`'s class, whose symbol does not
    /// change with `XCTFail`'s signature.
    static var isPresent: Bool {
        #if canImport(Darwin)
        isLoaded || loadedSymbol("OBJC_CLASS_$_XCTestCase") != nil
        #else
        isLoaded || loadedSymbol("$s6XCTest0A4CaseCMn") != nil
        #endif
    }

    /// Records `message` on the running XCTest case; `false` if XCTest is not loaded.
    static func record(_ message: String, at callSite: CallSite) -> Bool {
        guard let fail else { return false }
        fail(message, callSite.filePath, callSite.line)
        return true
    }
}
