/// Records issues in Swift Testing through its public entry points, found by symbol at run time.
///
/// Swift Testing is built with library evolution, so `Comment`, `SourceLocation`, `Issue` and
/// `Test` are passed indirectly and their layouts stay private. We obtain their metadata by
/// mangled name, build `Comment` and `SourceLocation` through their public `Decodable`
/// conformances, and call `Issue.record(_:sourceLocation:)` and `Test.current` with a function
/// type that has the same calling convention: pointer arguments in, result written to a buffer
/// larger than any of these values. Every step checks what it can and gives up (returning
/// `false`) rather than guess.
enum SwiftTestingBridge {
    private typealias Record = @convention(thin) (UnsafeRawPointer, UnsafeRawPointer) -> IndirectResult
    private typealias Current = @convention(thin) () -> IndirectResult

    private static let record: Record? = loadedSymbol(
        "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ"
    ).map { unsafeBitCast($0, to: Record.self) }

    private static let currentTest: Current? = loadedSymbol("$s7Testing4TestV7currentACSgvgZ")
        .map { unsafeBitCast($0, to: Current.self) }

    private static var commentType: (any Decodable.Type)? {
        _typeByName("7Testing7CommentV") as? any Decodable.Type
    }
    private static var sourceLocationType: (any Decodable.Type)? {
        _typeByName("7Testing14SourceLocationV") as? any Decodable.Type
    }
    private static let issueType = _typeByName("7Testing5IssueV")
    private static let testType = _typeByName("7Testing4TestV")

    static var isLoaded: Bool { record != nil }

    /// Whether Swift Testing's library is loaded, told by `Issue`'s type descriptor, whose symbol
    /// does not change with `Issue.record`'s signature.
    static var isPresent: Bool { isLoaded || loadedSymbol("$s7Testing5IssueVMn") != nil }

    /// Whether the calling task runs inside a Swift Testing test (`Test.current != nil`).
    ///
    /// `nil` when that cannot be determined.
    static var isInsideTest: Bool? {
        guard let currentTest, let testType else { return nil }
        func check<T>(_: T.Type) -> Bool? {
            guard MemoryLayout<T?>.size <= MemoryLayout<IndirectResult>.size else { return nil }
            var result = currentTest()
            return withUnsafeMutableBytes(of: &result) { buffer in
                let test = buffer.baseAddress!.assumingMemoryBound(to: T?.self)
                defer { test.deinitialize(count: 1) }
                return test.pointee != nil
            }
        }
        return check(testType)
    }

    /// Records an issue with `message` at `callSite`; `false` if Swift Testing is not usable.
    static func record(_ message: String, at callSite: CallSite) -> Bool {
        guard let record, let commentType, let sourceLocationType, let issueType else { return false }
        let location: [String: Any] = [
            "fileID": "\(callSite.fileID)", "filePath": "\(callSite.filePath)",
            "_filePath": "\(callSite.filePath)", "line": Int(callSite.line), "column": Int(callSite.column),
        ]
        guard let comment = try? commentType.init(from: ValueDecoder(["": message, "rawValue": message])),
            let sourceLocation = try? sourceLocationType.init(from: ValueDecoder(location))
        else { return false }

        func call<C, L, I>(_ comment: C, _ location: L, _: I.Type) -> Bool {
            guard MemoryLayout<I>.size <= MemoryLayout<IndirectResult>.size else { return false }
            let optionalComment: C? = comment
            withUnsafePointer(to: optionalComment) { comment in
                withUnsafePointer(to: location) { location in
                    var result = record(comment, location)
                    withUnsafeMutableBytes(of: &result) { buffer in
                        _ = buffer.baseAddress!.assumingMemoryBound(to: I.self).deinitialize(count: 1)
                    }
                }
            }
            return true
        }
        return call(comment, sourceLocation, issueType)
    }
}

/// A value big enough that Swift returns it indirectly, like the resilient structs above.
private struct IndirectResult {
    typealias Row = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    var storage: (Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row) = (
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0),
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0),
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0),
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0)
    )
}
