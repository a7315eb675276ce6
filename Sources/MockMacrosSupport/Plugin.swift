import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct MockMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        CallSiteMacro.self, MockableMacro.self, MockableWitnessesMacro.self, MockableBuildersMacro.self,
        StubbableMacro.self, StubbedMacro.self, StubbedPropertyMacro.self,
    ]
}

// swift-syntax before 603 reads the empty message a Swift 6.2+ compiler sends when it is done with
// a plugin as a malformed one: each plugin process then prints "Internal Error:
// DecodingError.dataCorrupted … unexpected end of file" as it exits, dozens of times per build.
// 603 ends on that message; with an older swift-syntax, this plugin's own main does the same.
#if !canImport(SwiftSyntax603) && (canImport(Glibc) || canImport(Musl) || canImport(Darwin))
@_spi(Testing) import SwiftCompilerPlugin
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension MockMacrosPlugin {
    static func main() throws {
        let listener = CompilerPluginMessageListener(
            connection: try EndingConnection(), provider: Provider(plugin: MockMacrosPlugin()))
        // `main()` throws from swift-syntax 602 on; called as a value, it builds warning-free either way.
        try run(listener.main)
    }

    private static func run(_ main: () throws -> Void) throws {
        try main()
    }

    private struct Provider: PluginProvider {
        let plugin: MockMacrosPlugin

        func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
            try plugin.resolveMacro(moduleName: moduleName, typeName: typeName)
        }
    }

    /// The standard I/O connection of swift-syntax, reading messages itself: end of input or an
    /// empty message ends the conversation.
    private struct EndingConnection: MessageConnection {
        let input: CInt
        let writer: StandardIOMessageConnection

        /// Takes stdin and stdout for messages, as swift-syntax's own connection does: what the
        /// plugin prints goes to stderr.
        init() throws {
            let input = dup(STDIN_FILENO)
            let output = dup(STDOUT_FILENO)
            guard input >= 0, output >= 0, close(STDIN_FILENO) >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
                throw ConnectionError.unusable(errno)
            }
            self.input = input
            writer = StandardIOMessageConnection(inputFileDescriptor: input, outputFileDescriptor: output)
        }

        func sendMessage<Message: Encodable>(_ message: Message) throws {
            try writer.sendMessage(message)
        }

        func waitForNextMessage<Message: Decodable>(_ type: Message.Type) throws -> Message? {
            var header: UInt64 = 0
            guard try withUnsafeMutableBytes(of: &header, { try fill($0) }) else { return nil }
            let count = Int(UInt64(littleEndian: header))
            guard count > 0 else { return nil }
            let payload = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
            defer { payload.deallocate() }
            guard try fill(payload) else { throw ConnectionError.truncated }
            return try JSON.decode(type, from: UnsafeBufferPointer(payload.bindMemory(to: UInt8.self)))
        }

        /// Fills `buffer`; `false` at the end of input before the first byte.
        private func fill(_ buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
            var filled = 0
            while filled < buffer.count {
                let count = systemRead(input, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0, errno == EINTR { continue }
                if count < 0 { throw ConnectionError.unusable(errno) }
                if count == 0 {
                    if filled == 0 { return false }
                    throw ConnectionError.truncated
                }
                filled += count
            }
            return true
        }
    }

    fileprivate enum ConnectionError: Error, CustomStringConvertible {
        case unusable(CInt)
        case truncated

        var description: String {
            switch self {
            case .unusable(let code): "the plugin's standard input or output cannot be used (errno \(code))"
            case .truncated: "the compiler's message ended early"
            }
        }
    }
}

/// `read(2)`, named apart from the connection's own reading.
private func systemRead(_ descriptor: CInt, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
#endif
