import Mocking
import Synchronization

/// The protocol every runtime case mocks: two `Int` arguments, a `String` argument, and an
/// `async throws` requirement.
@Mockable(compiledWhen: "MOCKING")
public protocol Calculator: Sendable {
    func add(_ a: Int, _ b: Int) -> Int
    func length(of text: String) -> Int
    func fetch(id: Int) async throws -> Int
}

/// The limit: a hand-written fake whose witnesses call stored closures.
public final class FakeCalculator: Calculator {
    private let addBody: @Sendable (Int, Int) -> Int
    private let lengthBody: @Sendable (String) -> Int
    private let fetchBody: @Sendable (Int) async throws -> Int

    public init(
        add: @escaping @Sendable (Int, Int) -> Int = { _, _ in 0 },
        length: @escaping @Sendable (String) -> Int = { _ in 0 },
        fetch: @escaping @Sendable (Int) async throws -> Int = { _ in 0 }
    ) {
        addBody = add
        lengthBody = length
        fetchBody = fetch
    }

    public func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
    public func length(of text: String) -> Int { lengthBody(text) }
    public func fetch(id: Int) async throws -> Int { try await fetchBody(id) }
}

/// A hand-written fake that also records its calls in a locked array: the baseline for recording,
/// verification, memory and threads.
public final class RecordingFakeCalculator: Calculator {
    private let adds = Mutex<[(Int, Int)]>([])
    private let lengths = Mutex<[String]>([])
    private let answer: Int

    public init(answer: Int) {
        self.answer = answer
    }

    public func add(_ a: Int, _ b: Int) -> Int {
        adds.withLock { $0.append((a, b)) }
        return answer
    }

    public func length(of text: String) -> Int {
        lengths.withLock { $0.append(text) }
        return answer
    }

    public func fetch(id: Int) async throws -> Int { answer }

    /// How many `add` calls had `b` as their second argument: what `received(…).times(n)` checks.
    public func addCount(whereSecondIs b: Int) -> Int {
        adds.withLock { calls in calls.reduce(0) { $1.1 == b ? $0 + 1 : $0 } }
    }

    public var addCount: Int { adds.withLock(\.count) }
}

/// Calls through the existential, as code under test does; `@inline(never)` keeps the optimiser
/// from seeing which type it is.
@inline(never)
public func addMany(_ calculator: any Calculator, count: Int, first: Int = 0) -> Int {
    var total = 0
    for i in 0..<count { total &+= calculator.add(first, i) }
    return total
}

@inline(never)
public func lengthMany(_ calculator: any Calculator, count: Int, text: String) -> Int {
    var total = 0
    for _ in 0..<count { total &+= calculator.length(of: text) }
    return total
}

@inline(never)
public func fetchMany(_ calculator: any Calculator, count: Int) async throws -> Int {
    var total = 0
    for i in 0..<count { total &+= try await calculator.fetch(id: i) }
    return total
}
