import MockMacrosSupport
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `#stubbed()`, the spelling that keeps a method's body where it is written
/// (code coverage counts it), and of `@Stubbable` around such methods.
final class StubbedAnswerExpansionTests: StubbableExpansionTestCase {
    func testTheBodyStaysAndOneLineAsksTheRuntime() {
        assertGolden(
            """
            @Stubbable
            final class Engine {
                func start(speed: Int) -> Bool {
                    if let answer: Bool = #stubbed() { return answer }
                    return speed > 0
                }
                func describe() -> String { "engine" }
            }
            """,
            expandedSource: """
                final class Engine {
                    func start(speed: Int) -> Bool {
                        if let answer: Bool = { () -> (Bool)? in
                        #if DEBUG
                            @inline(never) func _stubbed() -> (Bool)? {
                                return Mocking.__Intercept.__answer(ObjectIdentifier(self), "start(speed:)\\0(Int) -> Bool", speed)
                            }
                            guard !Mocking.__Intercept.isIdle else { return nil }
                            return _stubbed()
                        #else
                            return nil
                        #endif
                        }() { return answer }
                        return speed > 0
                    }
                    @Mocking.Stubbed
                    func describe() -> String { "engine" }

                    #if DEBUG
                    var stub: StubbableBuilders<Mocking.MockVerbs.Stubbing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var expect: StubbableBuilders<Mocking.MockVerbs.Expecting> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var received: StubbableBuilders<Mocking.MockVerbs.Verifying> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var capture: StubbableBuilders<Mocking.MockVerbs.Capturing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    struct StubbableBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = Engine
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                        @discardableResult
                        func start(speed: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Bool, Mocking.MockEffects.Sync> {
                            proxy.__message("start(speed:)\\0(Int) -> Bool", speed, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                        @discardableResult
                        func describe(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, String, Mocking.MockEffects.Sync> {
                            proxy.__message("describe()", at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                    }
                    static var stub: StubbableTypeBuilders<Mocking.MockVerbs.Stubbing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var expect: StubbableTypeBuilders<Mocking.MockVerbs.Expecting> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var received: StubbableTypeBuilders<Mocking.MockVerbs.Verifying> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var capture: StubbableTypeBuilders<Mocking.MockVerbs.Capturing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    struct StubbableTypeBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = Engine
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                    }
                    #endif
                }

                extension Engine: Mocking.Stubbable {}
                """,
            macros: macros)
    }

    func testEffectsInoutAndStatics() {
        assertGolden(
            """
            final class Engine {
                func check(_ code: String) async throws -> Int {
                    if let answer: Int = try await #stubbed() { return answer }
                    return code.count
                }
                func shift(to gear: Int) throws(GearError) -> Int {
                    if let answer: Int = try #stubbed() { return answer }
                    return gear
                }
                func fuel(_ level: inout Int) -> Bool {
                    if let answer: Bool = #stubbed() { return answer }
                    return level > 0
                }
                static func model<T>(_ kind: T) -> String {
                    if let answer: String = #stubbed() { return answer }
                    return "V8"
                }
            }
            """,
            expandedSource: """
                final class Engine {
                    func check(_ code: String) async throws -> Int {
                        if let answer: Int = try await { () async throws -> (Int)? in
                        #if DEBUG
                            @inline(never) func _stubbed() async throws -> (Int)? {
                                return try await Mocking.__Intercept.__answerAsync(ObjectIdentifier(self), "check(_:)\\0(String) -> Int", code, throwing: (any Error).self)
                            }
                            guard !Mocking.__Intercept.isIdle else { return nil }
                            return try await _stubbed()
                        #else
                            return nil
                        #endif
                        }() { return answer }
                        return code.count
                    }
                    func shift(to gear: Int) throws(GearError) -> Int {
                        if let answer: Int = try { () throws(GearError) -> (Int)? in
                        #if DEBUG
                            @inline(never) func _stubbed() throws(GearError) -> (Int)? {
                                return try Mocking.__Intercept.__answer(ObjectIdentifier(self), "shift(to:)\\0(Int) -> Int", gear, throwing: (GearError).self)
                            }
                            guard !Mocking.__Intercept.isIdle else { return nil }
                            return try _stubbed()
                        #else
                            return nil
                        #endif
                        }() { return answer }
                        return gear
                    }
                    func fuel(_ level: inout Int) -> Bool {
                        if let answer: Bool = { () -> (Bool)? in
                        #if DEBUG
                            @inline(never) func _stubbed() -> (Bool)? {
                                return Mocking.__Intercept.__answer(ObjectIdentifier(self), "fuel(_:)\\0(Int) -> Bool", level, writingBack: { level = $0 })
                            }
                            guard !Mocking.__Intercept.isIdle else { return nil }
                            return _stubbed()
                        #else
                            return nil
                        #endif
                        }() { return answer }
                        return level > 0
                    }
                    static func model<T>(_ kind: T) -> String {
                        if let answer: String = { () -> (String)? in
                        #if DEBUG
                            @inline(never) func _stubbed() -> (String)? {
                                return Mocking.__Intercept.__answer(ObjectIdentifier(self), "model(_:)<T == \\(T.self)>\\0(T) -> String", kind)
                            }
                            guard !Mocking.__Intercept.isIdle else { return nil }
                            return _stubbed()
                        #else
                            return nil
                        #endif
                        }() { return answer }
                        return "V8"
                    }
                }
                """,
            macros: ["stubbed": StubbedAnswerMacro.self])
    }

    /// `if #stubbed() { return }`: `true` where a stub answered; a non-escaping closure argument is
    /// boxed for the record while the runtime has it, as `@Stubbed` boxes it.
    func testTheVoidFormAndANonEscapingClosure() {
        assertGolden(
            """
            final class Engine {
                func each(_ body: (Int) -> Void) {
                    if #stubbed() { return }
                    body(1)
                }
            }
            """,
            expandedSource: """
                final class Engine {
                    func each(_ body: (Int) -> Void) {
                        if ({ () -> (Void)? in
                        #if DEBUG
                            @inline(never) func _stubbed() -> (Void)? {
                                return withoutActuallyEscaping(body) { body in
                                    let nonEscapingBody = Mocking.NonEscaping<(Int) -> Void>(body)
                                    defer { nonEscapingBody.end() }
                                    return Mocking.__Intercept.__answer(ObjectIdentifier(self), "each(_:)\\0(Mocking.NonEscaping<(Int) -> Void>) -> Void", nonEscapingBody)
                                }
                            }
                            guard !Mocking.__Intercept.isIdle else { return nil }
                            return _stubbed()
                        #else
                            return nil
                        #endif
                        }() != nil) { return }
                        body(1)
                    }
                }
                """,
            macros: ["stubbed": StubbedVoidMacro.self])
    }

    func testWhereItCannotWorkIsAnErrorSayingWhy() {
        assertGolden(
            """
            let free: Int? = #stubbed()
            final class Car {
                func speed() -> Int {
                    let read: () -> Int? = { #stubbed() }
                    return read() ?? 0
                }
                override func describe() -> String {
                    if let answer: String = #stubbed() { return answer }
                    return super.describe()
                }
            }
            struct Wheel {
                func size() -> Int {
                    if let answer: Int = #stubbed() { return answer }
                    return 17
                }
            }
            """,
            expandedSource: """
                let free: Int? = nil
                final class Car {
                    func speed() -> Int {
                        let read: () -> Int? = { nil }
                        return read() ?? 0
                    }
                    override func describe() -> String {
                        if let answer: String = nil { return answer }
                        return super.describe()
                    }
                }
                struct Wheel {
                    func size() -> Int {
                        if let answer: Int = nil { return answer }
                        return 17
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'#stubbed()' asks for the answer of the method it is in: write it in the body of a method of a '@Stubbable' type, not in a closure, a nested function, an accessor or a free function.",
                    line: 1, column: 18),
                DiagnosticSpec(
                    message:
                        "'#stubbed()' asks for the answer of the method it is in: write it in the body of a method of a '@Stubbable' type, not in a closure, a nested function, an accessor or a free function.",
                    line: 4, column: 34),
                DiagnosticSpec(
                    message:
                        "'#stubbed()' cannot instrument the override 'describe': its 'super' call would be recorded a second time. Remove '#stubbed()' and let '@Stubbed' instrument the override.",
                    line: 8, column: 33),
                DiagnosticSpec(
                    message:
                        "'#stubbed()' cannot instrument 'size': an instance of value type 'Wheel' has no identity a test could stub it by. Use it in a static method, or in a method of a class.",
                    line: 14, column: 30),
            ],
            macros: ["stubbed": StubbedAnswerMacro.self])
        assertGolden(
            """
            final class Car {
                func speed() -> Int {
                    if #stubbed() { return 0 }
                    return 1
                }
            }
            """,
            expandedSource: """
                final class Car {
                    func speed() -> Int {
                        if false { return 0 }
                        return 1
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'speed' returns Int: write 'if let answer: Int = #stubbed() { return answer }', so that a stub's answer is returned.",
                    line: 3, column: 12)
            ],
            macros: ["stubbed": StubbedVoidMacro.self])
    }

    func testARethrowingOrUnparsableMethodIsAnErrorSayingWhy() {
        assertGolden(
            """
            final class Car {
                func each(_ body: (Int) throws -> Void) rethrows {
                    if #stubbed() { return }
                    try body(1)
                }
                func all<each Part>(_ parts: repeat each Part) {
                    if #stubbed() { return }
                }
            }
            """,
            expandedSource: """
                final class Car {
                    func each(_ body: (Int) throws -> Void) rethrows {
                        if false { return }
                        try body(1)
                    }
                    func all<each Part>(_ parts: repeat each Part) {
                        if false { return }
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'#stubbed()' cannot instrument 'each': '@Stubbable' cannot yet instrument 'rethrows' methods.",
                    line: 3, column: 12),
                DiagnosticSpec(message: "'@Stubbable' does not support parameter packs yet.", line: 7, column: 12),
            ],
            macros: ["stubbed": StubbedVoidMacro.self])
    }
}
