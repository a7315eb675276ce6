import Mocking
import Testing

@Suite struct InoutBufferTests {
    @Test func aDecoderStubConsumesTheCallersBuffer() throws {
        let decoder = RealWorldByteToMessageDecoderMock<String>()
        // A body that only calls a mutating method names its inout type: Swift infers `inout` for a
        // closure parameter from assignments (`+=`, `=`), not from mutating calls.
        decoder.stub.decode(context: .any, buffer: .where { $0.readableBytes >= 2 }).andCall {
            (arguments: inout (context: String, buffer: RealWorldByteBuffer)) in
            _ = arguments.buffer.readBytes(length: 2)
            return .continue
        }
        decoder.stub.decode(context: .any, buffer: .where { $0.readableBytes < 2 }).andReturn(.needMoreData)
        var buffer = RealWorldByteBuffer(bytes: [1, 2, 3])

        #expect(try decoder.decode(context: "ctx", buffer: &buffer) == .continue)
        #expect(try decoder.decode(context: "ctx", buffer: &buffer) == .needMoreData)

        #expect(buffer.bytes == [3])
        decoder.received.decode(context: "ctx", buffer: .value(RealWorldByteBuffer(bytes: [1, 2, 3]))).once()
    }

    @Test func anAsyncReaderStubFillsTheCallersBuffer() async throws {
        let reader = RealWorldAsyncReaderMock()
        reader.stub.read(into: .any, maxLength: .any).andCall { arguments in
            arguments.into += Array(repeating: 7, count: arguments.maxLength)
            return arguments.maxLength
        }
        var buffer: [UInt8] = [1]

        #expect(try await reader.read(into: &buffer, maxLength: 2) == 2)
        #expect(buffer == [1, 7, 7])
    }
}
