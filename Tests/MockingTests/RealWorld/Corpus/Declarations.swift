import Mocking

// Declarations as real protocols write them: keyword parameter names, unnamed internal names,
// implicitly unwrapped optionals, `some` parameters, attributes, ownership specifiers, `#if`
// blocks, doc comments and odd trivia, `private` protocols.

/// A swift-log-style log handler, typed from its public interface.
@Mockable
protocol RealWorldLogHandler: Sendable {
    /// The level below which messages are dropped.
    var logLevel: RealWorldLogLevel { get set }
    var metadata: [String: String] { get set }
    subscript(metadataKey _: String) -> String? { get set }
    func log(
        level: RealWorldLogLevel,
        message: String,
        metadata: [String: String]?,
        source: String,
        file: String,
        function: String,
        line: UInt
    )
}

enum RealWorldLogLevel: Int, Sendable, Comparable {
    case debug, info, error
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// swift-issue-reporting's `IssueReporter`, typed from its public interface: every requirement
/// takes the four location parameters a builder takes too, and the message as an autoclosure.
@Mockable
protocol RealWorldIssueReporter: Sendable {
    func reportIssue(
        _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    )
    func reportIssue(
        _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
        line: UInt, column: UInt
    )
}

/// A library's static issue hook, as Lockman's `LockmanIssueReporter` declares it.
@Mockable
protocol RealWorldStaticIssueReporter {
    static func reportIssue(_ message: String, file: StaticString, line: UInt)
}

@Mockable
protocol RealWorldQuery {
    func example(for: String) -> Int
    func index(of value: Int, in: [Int], default: Int) -> Int
    func configure(internal: Bool, repeat: Int)
    func group(of size: Int, returning label: String) -> [String]
    func pair(_ _: Int, _ _: String) -> String
    func legacyName(_ name: String!) -> String!
    var legacyTitle: String! { get set }
    func total(of values: some Collection<Int>) -> Int
    func sending(_ value: sending String)
    func consume(_ value: consuming String) -> Int
    func borrow(_ value: borrowing String) -> Int
}

@Mockable
protocol RealWorldAnnotated {
    /// Saves, and says whether it did.
    @discardableResult
    func save() -> Bool
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func refresh() async -> Int
    @preconcurrency func legacy(_ completion: @escaping @Sendable () -> Void)
    #if os(Linux) || os(macOS)
    func desktopOnly() -> String
    #else
    func elsewhere() -> String
    #endif
    #if DEBUG
    func convert(_ value: Int) -> String
    #endif
    func convert(_ value: String) -> String
    func spaced(_ value: Int) -> Int  // odd spacing, trailing comment
}

@Mockable
private protocol RealWorldPrivateClock {
    func now() -> Int
}

@Mockable
private protocol RealWorldFilePrivateClock {
    func now() -> Int
}

/// What a test in another file sees of the private protocols' mocks.
func makeRealWorldPrivateClocks() -> (now: Int, fileNow: Int) {
    let clock = RealWorldPrivateClockMock()
    clock.stub.now().andReturn(1)
    let fileClock = RealWorldFilePrivateClockMock()
    fileClock.stub.now().andReturn(2)
    return (clock.now(), fileClock.now())
}

/// The standard library's `RandomNumberGenerator`, restated as apps do to make randomness
/// testable: a `mutating` requirement, which `any` cannot call on a constant. `nonisolated`, as a
/// module with default MainActor isolation must declare a refinement of a nonisolated protocol.
@Mockable(unmocked: RandomNumberGenerator.self)
nonisolated protocol RealWorldRandomSource: RandomNumberGenerator {
    mutating func next() -> UInt64
}

/// A value-type generator, as a partial mock's real object.
nonisolated struct RealWorldCountingGenerator: RealWorldRandomSource {
    var state: UInt64 = 41

    mutating func next() -> UInt64 {
        state += 1
        return state
    }
}

/// swift-openapi-runtime's `ClientMiddleware`, typed from its public interface: the `next`
/// closure takes three arguments and is `async throws`, and an answer calls it.
@Mockable
protocol RealWorldClientMiddleware: Sendable {
    func intercept(
        _ request: RealWorldHTTPRequest,
        body: [UInt8]?,
        baseURL: String,
        operationID: String,
        next: @Sendable (RealWorldHTTPRequest, [UInt8]?, String) async throws -> (Int, [UInt8]?)
    ) async throws -> (Int, [UInt8]?)
}

struct RealWorldHTTPRequest: Equatable, Sendable {
    var method = "GET"
    var path: String
}

/// Requirement names with non-ASCII letters and emoji (Mockingbird's `UnicodeTest` fixture):
/// identifiers, not operators, however their first character reads.
@Mockable
protocol RealWorldUnicodeNames {
    func 💩() -> String
    func zählen(_ anzahl: Int) -> Int
    // swift-format-ignore: IdentifiersMustBeASCII
    var 名前: String { get }
}

/// Closure parameters in parentheses (Mockingbird's `ParenthesizedClosures`): `(() -> Void)` is
/// the non-escaping `() -> Void`, however many parentheses wrap it; `(() -> Void)?` escapes.
@Mockable
protocol RealWorldParenthesizedClosures {
    func run(block: (() -> Void))
    func test(_ predicate: ((Bool) -> Bool)) -> Bool
    func deep(_ predicate: ((((Bool) -> Bool)))) -> Bool
    func later(_ block: (() -> Void)?)
}

/// An escaping autoclosure (Mockingbird's `ClosureParametersProtocol`): recorded as the closure it
/// is, forwarded as `name()`.
@Mockable
protocol RealWorldEscapingAutoclosure {
    func log(_ message: @escaping @autoclosure () -> String)
    func value(or fallback: @autoclosure @escaping () -> Int) -> Int
}

/// Overloads told apart only by their result type (Cuckoo's `empty(_:)` overloads, Mockingbird's
/// `OverloadedMethodsProtocol`): every verb takes `returning:`.
@Mockable
protocol RealWorldOverloadsByResult {
    func value() -> Int
    func value() -> String
    func value(for key: String) -> Int
    func value(for key: String) -> Bool
    func empty()
    func empty() -> Int
    func empty<T>() -> T
    subscript(index: Int) -> String { get }
    subscript(index: Int) -> Int { get }
}

/// Closures of five to eight parameters (Cuckoo's `f5`–`f8`), escaping and not: builders exist,
/// an answer calls a non-escaping one like a function, a capture keeps an escaping one.
@Mockable
protocol RealWorldWideClosures {
    func f5(_ closure: @escaping (Int, Int, Int, Int, Int) -> Int)
    func f6(_ closure: (Int, String, Bool, Double, Int, Int) -> String) -> String
    func f7(_ closure: (Int, Int, Int, Int, Int, Int, Int) throws -> Int) throws -> Int
    func f8(_ closure: (Int, Int, Int, Int, Int, Int, Int, Int) async -> Int) async -> Int
    func f8Throwing(_ closure: (Int, Int, Int, Int, Int, Int, Int, Int) async throws -> Int) async throws -> Int
}
