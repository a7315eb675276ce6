import Mocking
import Testing

#if GENERATED_ZOO
@testable import MockingZoo
#endif

/// What an `andCall` body writes to an `inout` argument reaches the caller; the record keeps the
/// value on entry.
@Suite struct ZooInoutTests {
    @Test func aBodyWritingToTheOnlyInoutArgumentReachesTheCaller() {
        let incrementer = ZooIncrementerMock()
        incrementer.stub.increment(.any).andCall { value in value += 10 }
        var value = 1

        incrementer.increment(&value)
        incrementer.increment(&value)

        #expect(value == 21)
        incrementer.received.increment(1).once()
        incrementer.received.increment(11).once()
    }

    @Test func aBodyWritingToOneOfSeveralArgumentsReachesTheCaller() {
        let accumulator = ZooAccumulatorMock()
        accumulator.stub.accumulate(.any, .any).andCall { arguments in
            arguments.total += arguments.values.reduce(0, +)
        }
        var total = 1

        accumulator.accumulate(&total, 2, 3)

        #expect(total == 6)
        accumulator.received.accumulate(1, [2, 3]).once()
    }

    @Test func aBodyThatOnlyReadsKeepsTheCallersValue() {
        let incrementer = ZooIncrementerMock()
        let seen = incrementer.capture.increment(.any)
        incrementer.stub.increment(.any).andCall { value in _ = value }
        var value = 5
        incrementer.increment(&value)
        #expect(value == 5)
        #expect(seen.argument == 5)
    }

    @Test func anAsyncBodyWritingToTheArgumentReachesTheCaller() async {
        let buffer = ZooBufferMock()
        buffer.stub.fill(.any).andCall { bytes in
            await Task.yield()
            bytes.append(7)
            return bytes.count
        }
        var bytes: [UInt8] = [1]

        let count = await buffer.fill(&bytes)

        #expect(count == 2)
        #expect(bytes == [1, 7])
        buffer.received.fill([1]).once()
    }

    @Test func anAsyncThrowingBodyWritesBackAndStillThrows() async throws {
        let buffer = ZooBufferMock()
        buffer.stub.refill(.any, upTo: .any).andCall { arguments in
            arguments.buffer += Array(repeating: 0, count: arguments.upTo)
            return arguments.upTo
        }
        var bytes: [UInt8] = []
        #expect(try await buffer.refill(&bytes, upTo: 3) == 3)
        #expect(bytes == [0, 0, 0])

        buffer.stub.refill(.any, upTo: 0).andCall { arguments in
            arguments.buffer = [9]
            throw ZooUploadError.offline
        }
        await #expect(throws: ZooUploadError.offline) { try await buffer.refill(&bytes, upTo: 0) }
        #expect(bytes == [9])
    }

    @Test func aTypedThrowingBodyWritesBackAndThrowsItsType() throws {
        let buffer = ZooBufferMock()
        buffer.stub.decode(.any).andCall { (bytes: inout [UInt8]) throws(ZooDecodeError) -> String in
            guard !bytes.isEmpty else { throw .empty }
            bytes.removeFirst()
            return "read"
        }
        var bytes: [UInt8] = [4, 5]

        #expect(try buffer.decode(&bytes) == "read")
        #expect(bytes == [5])
        bytes = []
        #expect(throws: ZooDecodeError.empty) { try buffer.decode(&bytes) }
    }

    @Test func anAsyncTypedThrowingBodyWritesBack() async throws {
        let buffer = ZooBufferMock()
        buffer.stub.upload(.any).andCall { (bytes: inout [UInt8]) async throws(ZooUploadError) -> Bool in
            bytes.removeAll()
            return true
        }
        var bytes: [UInt8] = [1, 2]

        #expect(try await buffer.upload(&bytes))
        #expect(bytes.isEmpty)
        buffer.received.upload([1, 2]).once()
    }

    @Test func aRethrowingRequirementsBodyWritesBack() throws {
        let buffer = ZooBufferMock()
        buffer.stub.transform(.any, .any).andCall { arguments in
            arguments.buffer = try arguments.buffer.map { byte in try arguments.body(byte) }
        }
        var bytes: [UInt8] = [1, 2]

        buffer.transform(&bytes) { $0 * 2 }

        #expect(bytes == [2, 4])
    }
}
