import Mocking
import Testing

enum QueueWriteError: Error, Equatable { case constraintViolated }

/// Partial mocks pass `rethrows` requirements and generic methods whose type only a closure names
/// on to the real object; the real object's rethrown errors reach the caller.
@Suite struct RethrowingTests {
    @Test func aPartialMockForwardsRethrowingWritesAndTheirErrors() throws {
        let real = InMemoryQueue()
        let queue = QueueWriterMock(forwardingTo: real)

        let count = queue.write { database in
            database.names.append("Ada")
            return database.names.count
        }
        #expect(count == 1)
        #expect(real.database.names == ["Ada"])
        #expect(throws: QueueWriteError.constraintViolated) {
            try queue.write { _ in throw QueueWriteError.constraintViolated }
        }
        #expect(throws: QueueWriteError.constraintViolated) {
            try queue.inTransaction { throw QueueWriteError.constraintViolated }
        }
        // A closure that cannot throw: the call needs no `try`, as on the real queue.
        queue.inTransaction {}
        queue.received.write(.any, returning: Int.self).once()
        queue.received.write(.any, returning: Void.self).once()
        queue.received.inTransaction(.any).times(2)
    }

    @Test func aPartialMockForwardsGenericReadsWhoseTypeOnlyTheClosureNames() throws {
        let real = InMemoryQueue()
        real.database.names = ["Ada", "Bob"]
        let queue = QueueWriterMock(forwardingTo: real)

        let first: QueuePlayer? = try queue.read { database in database.names.first.map(QueuePlayer.init) }
        let all = try queue.read { database in database.names }
        #expect(first == QueuePlayer(name: "Ada"))
        #expect(all == ["Ada", "Bob"])
        queue.received.read(.any, returning: QueuePlayer?.self).once()
        queue.received.read(.any, returning: [String].self).once()
    }

    @Test func aPartialMockForwardsRethrowingCallsWithInoutArguments() {
        let queue = QueueWriterMock(forwardingTo: InMemoryQueue())
        var names = ["ada", "bob"]
        queue.rewrite(&names) { $0.uppercased() }
        #expect(names == ["ADA", "BOB"])
        #expect(throws: QueueWriteError.constraintViolated) {
            try queue.rewrite(&names) { _ in throw QueueWriteError.constraintViolated }
        }
        #expect(names == ["ADA", "BOB"])

        typealias Arguments = (names: [String], transform: NonEscaping<(String) throws -> String>)
        queue.stub.rewrite(.any, .any).andCall { (arguments: inout Arguments) in
            arguments.names = try arguments.names.map { try arguments.transform($0) } + ["stubbed"]
        }
        queue.rewrite(&names) { $0.lowercased() }
        #expect(names == ["ada", "bob", "stubbed"])
        queue.received.rewrite(.any, .any).times(3)
    }

    @Test func aStubStillAnswersBeforeTheRealObject() {
        let queue = QueueWriterMock(forwardingTo: InMemoryQueue())
        queue.stub.write(.any).andReturn(42)
        queue.stub.write(.any, returning: String.self).andCall { updates in try updates(QueueDatabase()) + "!" }
        #expect(queue.write { _ in 0 } == 42)
        #expect(queue.write { _ in "written" } == "written!")
    }

    /// Mockingbird's `rethrowingMethod`: an answer that calls the caller's closure lets what the
    /// closure threw out of the mock — the caller passed a throwing closure, so it is a throwing
    /// context. A closure that cannot throw needs no `try`, as on the real type.
    @Test func anAnswerLetsTheCallersClosureErrorOut() {
        let queue = QueueWriterMock()
        queue.stub.write(.any, returning: Int.self).andCall { updates in try updates(QueueDatabase()) + 1 }
        queue.stub.inTransaction(.any).andCall { body in try body() }
        #expect(throws: QueueWriteError.constraintViolated) {
            try queue.write { _ in throw QueueWriteError.constraintViolated } as Int
        }
        #expect(throws: QueueWriteError.constraintViolated) {
            try queue.inTransaction { throw QueueWriteError.constraintViolated }
        }
        #expect(queue.write { database in database.names.count } == 1)
        queue.inTransaction {}
    }

    /// An answer may turn the closure's error into another: the caller is a throwing context all
    /// the same. An error of the answer's own, with a closure that did not throw, is reported and
    /// the call answers its default value, as a `rethrows` function cannot throw it.
    @Test func anAnswersOwnErrorIsReportedUnlessTheClosureThrew() {
        enum Translated: Error { case failed }
        let queue = QueueWriterMock()
        queue.stub.write(.any, returning: Int.self).andCall { updates in
            do { return try updates(QueueDatabase()) } catch { throw Translated.failed }
        }
        #expect(throws: Translated.failed) { try queue.write { _ in throw QueueWriteError.constraintViolated } as Int }

        queue.stub.inTransaction(.any).andCall { _ in throw Translated.failed }
        let failures = recordedFailures { queue.inTransaction {} }
        #expect(
            failures.map(\.message) == [
                "An andCall body of 'inTransaction(_:)' on QueueWriterMock threw failed though no closure argument "
                    + "threw: Swift lets a rethrows function throw only when a closure it was given throws. The call "
                    + "answers its default value."
            ])
    }
}
