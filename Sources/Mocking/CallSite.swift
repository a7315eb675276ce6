/// A place in the user's source: where a mock was created, or where a stub, expectation or
/// verification was written. Failures point here.
public struct CallSite: Sendable {
    /// `Module/File.swift`.
    public var fileID: StaticString
    /// The full path, as XCTest wants it.
    public var filePath: StaticString
    /// The line, from 1.
    public var line: UInt
    /// The column, from 1.
    public var column: UInt

    /// A location from its parts; `#callSite` fills them in at the caller.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

extension CallSite: CustomStringConvertible {
    /// `Module/File.swift:12:5`.
    public var description: String { "\(fileID):\(line):\(column)" }
}

/// The location of the expression that uses it; as a default argument, the caller's location.
///
/// ```swift
/// func check(at callSite: CallSite = #callSite) { … }   // failures point at the caller's line
/// ```
@freestanding(expression)
public macro callSite() -> CallSite = #externalMacro(module: "MockMacrosSupport", type: "CallSiteMacro")
