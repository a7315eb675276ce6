import Mocking

// `inout` buffers as real protocols pass them.

/// The byte buffer a decoder reads from, reduced to what the tests use.
struct RealWorldByteBuffer: Equatable, Sendable {
    var bytes: [UInt8]
    var readableBytes: Int { bytes.count }

    mutating func readBytes(length: Int) -> [UInt8]? {
        guard length <= bytes.count else { return nil }
        defer { bytes.removeFirst(length) }
        return Array(bytes.prefix(length))
    }
}

enum RealWorldDecodingState: Equatable, Sendable { case `continue`, needMoreData }

/// A SwiftNIO-style `ByteToMessageDecoder`, typed from its public interface: the decoder consumes
/// what it decodes from the caller's buffer.
@Mockable
protocol RealWorldByteToMessageDecoder: AnyObject {
    associatedtype InboundOut
    func decode(context: String, buffer: inout RealWorldByteBuffer) throws -> RealWorldDecodingState
    func decodeLast(
        context: String, buffer: inout RealWorldByteBuffer, seenEOF: Bool
    ) throws
        -> RealWorldDecodingState
}

/// An asynchronous reader that fills the caller's buffer, as file and socket APIs do.
@Mockable
protocol RealWorldAsyncReader: Sendable {
    func read(into buffer: inout [UInt8], maxLength: Int) async throws -> Int
}
