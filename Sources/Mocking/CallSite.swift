/// A place in the user's source: where a mock was created, or where a stub, expectation or
/// verification was written. Failures point here.
///
/// Entry points learn it as XCTest's assertions do, from defaulted magic literals the compiler fills
/// in at the caller, at no cost to the build:
///
/// ```swift
/// func check(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///            line: UInt = #line, column: UInt = #column) {
///     report(at: CallSite(fileID, filePath, line, column))
/// }
/// ```
public struct CallSite: Sendable {
    /// `Module/File.swift`.
    public var fileID: StaticString
    /// The full path, as XCTest wants it.
    public var filePath: StaticString
    /// The line, from 1.
    public var line: UInt
    /// The column, from 1.
    public var column: UInt

    /// A location from its parts.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// A location from the four magic literals an entry point takes as default arguments.
    public init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.init(fileID: fileID, filePath: filePath, line: line, column: column)
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
///
/// Shorter to write than four magic literals, but each use is a round trip to the macro plugin
/// while building (about 1.5 ms on the machine `Benchmarks/compile-time.sh` ran on): the library's
/// own entry points and the builders `@Mockable` and `@Stubbable` write take the literals instead.
@freestanding(expression)
public macro callSite() -> CallSite = #externalMacro(module: "MockMacrosSupport", type: "CallSiteMacro")
