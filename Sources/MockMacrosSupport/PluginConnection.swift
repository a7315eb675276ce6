#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(SwiftSyntax603)
@_spi(ExperimentalLanguageFeatures) import SwiftParser
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// The plugin's connection to the compiler: swift-syntax's messages (a little-endian 64-bit length,
/// then JSON), read and written by Foundation's JSON coders.
///
/// A debug build of a package builds swift-syntax, and so its JSON reader and writer, unoptimised;
/// Foundation comes with the toolchain, optimised. Three requests in four are for a protocol
/// `@Mockable` generated (`@__MockableWitnesses`, `@__MockableBuilders`) or for the extension most
/// protocols do not need, and each carries the compiler's whole build configuration: swift-syntax's
/// reader and writer were half of the plugin's instructions (BENCHMARKS.md, "The plugin's messages").
///
/// Ends the conversation at the end of input or at the empty message a Swift 6.2+ compiler sends
/// when it is done with a plugin, which swift-syntax before 603 reads as a malformed one.
struct PluginConnection: MessageConnection {
    private let input: CInt
    private let output: CInt
    #if canImport(SwiftSyntax603)
    private let trimmer = BuildConfigurationTrimmer()
    #endif

    /// Takes stdin and stdout for messages, as swift-syntax's own connection does: what the plugin
    /// prints goes to stderr.
    init() throws {
        let input = dup(STDIN_FILENO)
        let output = dup(STDOUT_FILENO)
        guard input >= 0, output >= 0, close(STDIN_FILENO) >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            throw PluginConnectionError.unusable(errno)
        }
        self.input = input
        self.output = output
    }

    func sendMessage<Message: Encodable>(_ message: Message) throws {
        let payload = try JSONEncoder().encode(message)
        var header = UInt64(payload.count).littleEndian
        try withUnsafeBytes(of: &header) { try send($0) }
        try payload.withUnsafeBytes { try send($0) }
    }

    func waitForNextMessage<Message: Decodable>(_ type: Message.Type) throws -> Message? {
        var header: UInt64 = 0
        guard try withUnsafeMutableBytes(of: &header, { try receive($0) }) else { return nil }
        let count = Int(UInt64(littleEndian: header))
        guard count > 0 else { return nil }
        var payload = Data(count: count)
        guard try payload.withUnsafeMutableBytes({ try receive($0) }) else { throw PluginConnectionError.truncated }
        #if canImport(SwiftSyntax603)
        payload = trimmer.trimming(payload)
        #endif
        payload = GeneratedProtocolRequest.shortening(payload)
        return try JSONDecoder().decode(type, from: payload)
    }

    /// Fills `buffer`; `false` at the end of input before the first byte.
    private func receive(_ buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
        var filled = 0
        while filled < buffer.count {
            let count = read(input, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw PluginConnectionError.unusable(errno) }
            if count == 0 {
                if filled == 0 { return false }
                throw PluginConnectionError.truncated
            }
            filled += count
        }
        return true
    }

    private func send(_ buffer: UnsafeRawBufferPointer) throws {
        var sent = 0
        while sent < buffer.count {
            let count = write(output, buffer.baseAddress! + sent, buffer.count - sent)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { throw PluginConnectionError.unusable(errno) }
            sent += count
        }
    }
}

enum PluginConnectionError: Error, CustomStringConvertible {
    case unusable(CInt)
    case truncated

    var description: String {
        switch self {
        case .unusable(let code): "the plugin's standard input or output cannot be used (errno \(code))"
        case .truncated: "the compiler's message ended early"
        }
    }
}

/// Shortens the declaration that a request for `@__MockableWitnesses` or `@__MockableBuilders`
/// carries to `protocol P {}`.
///
/// Of their declaration those two macros read only that it is a protocol: the key in their
/// attribute names the model, and the extended type comes in a field of its own. The compiler sends
/// the whole protocol `@Mockable` wrote, `@Mocking.__MockableBuilders("…") nonisolated public
/// protocol PMockBuilders: Mocking.MockBuilders where Target: P {}`, and swift-syntax, unoptimised
/// in a debug build, parses it again: one eighth of a compile job's plugin instructions
/// (BENCHMARKS.md, "The plugin's messages"). A declaration with a body, or one that is not a
/// protocol, is passed on unchanged, so that misplacing either attribute is still diagnosed.
enum GeneratedProtocolRequest {
    private static let macros = [#""typeName":"MockableWitnessesMacro""#, #""typeName":"MockableBuildersMacro""#]
        .map { Array($0.utf8) }
    private static let declaration = Array(#""declSyntax":{"#.utf8)
    private static let source = Array(#""source":""#.utf8)
    private static let keyword = Array("protocol ".utf8)
    private static let shortened = Array("protocol P {}".utf8)

    static func shortening(_ payload: Data) -> Data {
        // Searched in place: three requests in four are for another macro, and go on uncopied.
        guard let text = payload.withUnsafeBytes({ sourceOfGeneratedProtocol(in: $0) }) else { return payload }
        var bytes = [UInt8](payload)
        bytes.replaceSubrange(text, with: shortened)
        return Data(bytes)
    }

    /// Where the text of the declaration is in a request for one of the two macros, when it is a
    /// protocol with an empty body: `protocol` in it, and its only brace the last two bytes.
    private static func sourceOfGeneratedProtocol(in bytes: UnsafeRawBufferPointer) -> Range<Int>? {
        guard macros.contains(where: { firstRange(of: $0, in: bytes) != nil }),
            let declarationKey = firstRange(of: declaration, in: bytes),
            let start = firstRange(of: source, in: bytes, from: declarationKey.upperBound)?.upperBound
        else { return nil }
        // The string ends at the first quote that no backslash escapes.
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count else { return nil }
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        guard let brace = firstRange(of: [UInt8(ascii: "{")], in: text), brace.lowerBound == text.count - 2,
            text[text.count - 1] == UInt8(ascii: "}"),
            firstRange(of: keyword, in: text) != nil
        else { return nil }
        return start..<end
    }
}

#if canImport(SwiftSyntax603)
/// Shortens the build configuration a request carries to what a `@Mockable` expansion reads of it.
///
/// swift-syntax 603 decodes the configuration, a JSON text in a string of the request, once more
/// for each request, with its own unoptimised reader. Our macros ask it nothing (`#if` in what they
/// are given is never evaluated); the parser of the declaration they are given reads the language
/// mode and the experimental features it knows. So the lists of the compiler's attributes and of the
/// features that are not the parser's, four fifths of the request's bytes, are emptied. A request
/// this does not recognise is passed on unchanged.
///
/// The compiler sends one configuration to a plugin process, its sets in a new order each time (the
/// order of a Swift `Set`), so the trimmed one is kept for a configuration of the same length. The
/// bytes are searched with `firstRange(of:in:from:)`, by the C library.
final class BuildConfigurationTrimmer {
    private var originalCount = -1
    private var trimmed: [UInt8] = []

    func trimming(_ payload: Data) -> Data {
        var bytes = [UInt8](payload)
        // The configuration is a JSON object in a string: no raw quote inside it follows a brace.
        guard let key = Self.find(#""staticBuildConfiguration":"{"#, in: bytes, from: 0),
            let end = Self.find(#"}""#, in: bytes, from: key.upperBound)?.lowerBound
        else { return payload }
        let configuration = (key.upperBound - 1)...end
        if configuration.count != originalCount {
            originalCount = configuration.count
            trimmed = Self.replacingList(named: "features", in: Array(bytes[configuration])) { name in
                Parser.ExperimentalFeatures(name: name) != nil
            }
            trimmed = Self.replacingList(named: "attributes", in: trimmed) { _ in false }
        }
        bytes.replaceSubrange(configuration, with: trimmed)
        return Data(bytes)
    }

    /// The escaped JSON list of strings `\"name\":[\"A\",\"B\"]` in `configuration`, with the
    /// names `keeping` keeps.
    private static func replacingList(
        named name: String, in configuration: [UInt8], keeping: (String) -> Bool
    ) -> [UInt8] {
        guard let key = find(#"\"\#(name)\":["#, in: configuration, from: 0),
            let close = find("]", in: configuration, from: key.upperBound)?.lowerBound
        else { return configuration }
        var kept: [UInt8] = []
        var start = key.upperBound
        while start < close {
            let end = min(find(",", in: configuration, from: start)?.lowerBound ?? close, close)
            // `\"Name\"`: the name is two bytes in from either end.
            if end - start > 4,
                keeping(String(decoding: configuration[(start + 2)..<(end - 2)], as: UTF8.self))
            {
                if !kept.isEmpty { kept.append(UInt8(ascii: ",")) }
                kept += configuration[start..<end]
            }
            start = end + 1
        }
        var result = configuration
        result.replaceSubrange(key.upperBound..<close, with: kept)
        return result
    }

    /// Where `needle` is first found in `bytes` at or after `start`.
    private static func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Range<Int>? {
        bytes.withUnsafeBytes { firstRange(of: Array(needle.utf8), in: $0, from: start) }
    }
}
#endif
#endif
