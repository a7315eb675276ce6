import Foundation
import Testing

/// Builder calls that make no sense are compile errors at the call, not failures at run time:
/// each line of `misuse` below is rejected by the compiler with the message pinned here.
@Suite struct MisuseDoesNotCompileTests {
    static let source = """
        import Mocking

        @Mockable
        protocol Thermometer {
            func read(scale: Int) -> Int
            func reset()
            func calibrate() throws
            func sample<R: ~Copyable>(_ body: (Int) -> R) -> R
        }

        struct Failure: Error {}

        func misuse(_ mock: ThermometerMock) {
            mock.stub.read(scale: .any).andReturn()
            mock.stub.reset().andThrow(Failure())
            mock.stub.read(scale: .any).andReturn("warm")
            mock.received.read(scale: 1).andReturn(3)
            mock.stub.calibrate().andReturn(1)
            mock.stub.sample(.any, returning: Int.self).andReturn(3)
        }
        """

    @Test func eachMisuseIsACompileErrorAtItsLine() throws {
        let compiler = try MockCompiler()
        defer { compiler.removeWorkDirectory() }
        let file = compiler.work.appendingPathComponent("Misuse.swift")
        try Self.source.write(to: file, atomically: true, encoding: .utf8)
        let built = try compiler.compile([file.path], as: "Misuse")
        #expect(built.status != 0)
        #expect(
            built.errors.map { $0.replacingOccurrences(of: file.path + ":", with: "") } == [
                // No answer at all: `andReturn` takes one value, or two and more.
                "14:43: error: missing argument for parameter #1 in call",
                // A requirement that cannot throw cannot be stubbed to throw.
                "15:23: error: referencing instance method 'andThrow' on 'MockCall' requires that 'MockEffects.Sync' conform to 'ThrowingEffects'",
                // An answer of the wrong type.
                "16:43: error: cannot convert value of type 'String' to expected argument type 'Int'",
                // Verifying a call does not answer it.
                "17:34: error: referencing instance method 'andReturn' on 'MockCall' requires that 'MockVerbs.Verifying' conform to 'AnsweringVerb'",
                // A `Void` requirement answers nothing but `()`.
                "18:37: error: cannot convert value of type 'Int' to expected argument type 'Void'",
                // A result that may be noncopyable is made for each call, by the answer.
                "19:49: error: 'andReturn' is unavailable: a noncopyable result is made anew for each call: answer with andCall { … }",
            ])
    }
}
