import MockMacrosSupport
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Stubbable` and of the body macro it puts on each method: stored properties, and where it cannot work.
final class StubbablePropertyAndDiagnosticExpansionTests: StubbableExpansionTestCase {
    func testOnAProtocolIsAnErrorWithAFixItToMockable() {
        assertGolden(
            """
            @Stubbable
            protocol Engine {
                func start()
            }
            """,
            expandedSource: """
                protocol Engine {
                    func start()
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Stubbable' instruments real types; protocol 'Engine' has no code to instrument. Use '@Mockable' to generate a mock of it.",
                    line: 1, column: 1,
                    fixIts: [FixItSpec(message: "Replace with '@Mockable'")]
                )
            ],
            macros: macros,
            applyFixIts: ["Replace with '@Mockable'"],
            fixedSource: """
                @Mockable
                protocol Engine {
                    func start()
                }
                """
        )
    }

    func testOnAnExtensionIsAnErrorWhoseFixItMarksEachMethodStubbed() {
        assertGolden(
            """
            @Stubbable
            extension Engine {
                var isIdle: Bool { true }
                func start() {}
                static func make() -> Engine { Engine() }
            }
            """,
            expandedSource: """
                extension Engine {
                    var isIdle: Bool { true }
                    func start() {}
                    static func make() -> Engine { Engine() }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Stubbable' goes on the declaration of 'Engine' itself: a macro on an extension cannot add to 'Engine.StubbableBuilders'. Mark each method of this extension '@Stubbed' and give it a builder in 'extension Engine.StubbableBuilders' (see \"Methods declared in extensions\" in the Real objects article).",
                    line: 1, column: 1,
                    fixIts: [FixItSpec(message: "Mark each method '@Stubbed' instead")]
                )
            ],
            macros: macros,
            applyFixIts: ["Mark each method '@Stubbed' instead"],
            fixedSource: """
                extension Engine {
                    var isIdle: Bool { true }
                    @Stubbed
                    func start() {}
                    @Stubbed
                    static func make() -> Engine { Engine() }
                }
                """
        )
    }

    func testAMemberNamedLikeABuilderIsAnErrorOnThatMember() {
        assertGolden(
            """
            @Stubbable
            final class Recorder {
                var received: [String] = []
                func record(_ line: String) { received.append(line) }
            }
            """,
            expandedSource: """
                final class Recorder {
                    var received: [String] = []
                    func record(_ line: String) { received.append(line) }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Stubbable' adds 'received' to 'Recorder' for its builders, and 'Recorder' already declares one. Rename this member to use '@Stubbable'.",
                    line: 3, column: 5
                )
            ],
            macros: macros
        )
    }

    func testWhatCannotBeInstrumentedIsSaidOnTheMember() {
        assertGolden(
            """
            @Stubbable
            public final class Engine {
                @inlinable public func fast() -> Int { 1 }
                func map<T>(_ transform: () throws -> T) rethrows -> T { try transform() }
                func zip<each T>(_ values: repeat each T) {}
                var name: String { "engine" }
                subscript(index: Int) -> Int { index }
                func start() {}
            }
            """,
            expandedSource: """
                public final class Engine {
                    @inlinable public func fast() -> Int { 1 }
                    func map<T>(_ transform: () throws -> T) rethrows -> T { try transform() }
                    func zip<each T>(_ values: repeat each T) {}
                    var name: String { "engine" }
                    subscript(index: Int) -> Int { index }
                    func start() {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'fast' is not instrumented: '@inlinable' lets callers inline its body, and an inlined body skips the stubs. Remove '@inlinable' to stub it.",
                    line: 3, column: 5, severity: .warning
                ),
                DiagnosticSpec(
                    message: "'map' is not instrumented: '@Stubbable' cannot yet instrument 'rethrows' methods.",
                    line: 4, column: 10, severity: .warning
                ),
                DiagnosticSpec(
                    message: "'@Stubbable' does not support parameter packs yet.",
                    line: 5, column: 5
                ),
            ],
            macros: macros
        )
    }

    /// A method whose values a stub could not record is left as it is, and the warning says so:
    /// its real code runs whatever a test stubs.
    func testAMethodOfNoncopyableValuesIsLeftAloneAndSaysWhy() {
        assertGolden(
            """
            @Stubbable
            final class Vault {
                func keep<T: ~Copyable>(_ value: consuming T) {}
                func run(_ job: consuming ExecutorJob) {}
            }
            """,
            expandedSource: """
                final class Vault {
                    func keep<T: ~Copyable>(_ value: consuming T) {}
                    func run(_ job: consuming ExecutorJob) {}

                    #if DEBUG
                    var stub: StubbableBuilders<Mocking.MockVerbs.Stubbing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var expect: StubbableBuilders<Mocking.MockVerbs.Expecting> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var received: StubbableBuilders<Mocking.MockVerbs.Verifying> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var capture: StubbableBuilders<Mocking.MockVerbs.Capturing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    struct StubbableBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = Vault
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                    }
                    static var stub: StubbableTypeBuilders<Mocking.MockVerbs.Stubbing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var expect: StubbableTypeBuilders<Mocking.MockVerbs.Expecting> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var received: StubbableTypeBuilders<Mocking.MockVerbs.Verifying> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var capture: StubbableTypeBuilders<Mocking.MockVerbs.Capturing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    struct StubbableTypeBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = Vault
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                    }
                    #endif
                }

                extension Vault: Mocking.Stubbable {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'keep' is not instrumented: its values may be noncopyable ('~Copyable'), and a stub records arguments and hands out copies of answers; its real code runs whatever a test stubs.",
                    line: 3, column: 10, severity: .warning
                ),
                DiagnosticSpec(
                    message:
                        "'run' is not instrumented: it passes a noncopyable 'ExecutorJob', and a stub records arguments and hands out copies of answers; its real code runs whatever a test stubs.",
                    line: 4, column: 10, severity: .warning
                ),
            ],
            macros: macros
        )
    }

    func testStoredPropertiesAreInstrumentedAndTheRestSayWhyNot() {
        assertGolden(
            """
            @Stubbable
            final class Engine {
                var name: String { "engine" }
                subscript(index: Int) -> Int { index }
                var stored = 1
                public var label: String?
                let id = 0
                private var secret = ""
                lazy var cache: [Int] = []
                weak var delegate: AnyObject?
                var level = 0 { didSet { print(level) } }
                @Published var title = ""
                var width = 1, height = 2
                var made = Date()
                static var shared: Engine { Engine() }
                static var count = 0
            }
            """,
            expandedSource: """
                final class Engine {
                    var name: String { "engine" }
                    subscript(index: Int) -> Int { index }
                    @Mocking.StubbedProperty
                    var stored = 1
                    @Mocking.StubbedProperty
                    public var label: String?
                    let id = 0
                    private var secret = ""
                    lazy var cache: [Int] = []
                    weak var delegate: AnyObject?
                    var level = 0 { didSet { print(level) } }
                    @Published var title = ""
                    var width = 1, height = 2
                    var made = Date()
                    static var shared: Engine { Engine() }
                    static var count = 0

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
                        var stored: Mocking.PropertyProxy<Verb, Int, Mocking.MockEffects.Sync> {
                            proxy.__property("stored")
                        }
                        var label: Mocking.PropertyProxy<Verb, String?, Mocking.MockEffects.Sync> {
                            proxy.__property("label")
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
            diagnostics: [
                DiagnosticSpec(
                    message: "'cache' is not instrumented: a 'lazy' property cannot take accessors.",
                    line: 9, column: 5, severity: .remark
                ),
                DiagnosticSpec(
                    message: "'delegate' is not instrumented: a 'weak' property cannot take accessors.",
                    line: 10, column: 5, severity: .remark
                ),
                DiagnosticSpec(
                    message:
                        "'level' is not instrumented: its 'willSet'/'didSet' observers would have to move into the setter.",
                    line: 11, column: 5, severity: .remark
                ),
                DiagnosticSpec(
                    message:
                        "'title' is not instrumented: its attribute '@Published' keeps the property as it is declared.",
                    line: 12, column: 5, severity: .remark
                ),
                DiagnosticSpec(
                    message: "'width' is not instrumented: declare one property per 'var' to stub it.",
                    line: 13, column: 5, severity: .remark
                ),
                DiagnosticSpec(
                    message: "'made' is not instrumented: write its type ('var made: Type = …') to stub it.",
                    line: 14, column: 5, severity: .remark
                ),
                DiagnosticSpec(
                    message:
                        "'count' is not instrumented: a static stored property cannot take accessors while it keeps its initial value.",
                    line: 16, column: 5, severity: .remark
                ),
                DiagnosticSpec(
                    message:
                        "'@Stubbable' instruments the methods and stored properties of 'Engine'; 'name', 'subscript(index: Int)', 'shared' keep their real accessors (Swift macros cannot yet replace the accessors a computed property or subscript declares). Stub a method instead, or reach the value through a '@Mockable' protocol.",
                    line: 1, column: 1, severity: .remark
                ),
            ],
            macros: macros
        )
    }

    func testAStoredPropertyMovesToStorageBehindAnInitAccessorAGetterAndASetter() {
        assertGolden(
            """
            final class Session {
                @StubbedProperty(compiledWhen: "MOCKING")
                public var token: String = "none"
                @StubbedProperty
                var retries = 3
            }
            """,
            // The test harness drops an initial value the accessors make computed; the compiler
            // keeps it and hands it to the `init` accessor.
            expandedSource: """
                final class Session {
                    public var token: String {
                        @storageRestrictions(initializes: _stubbed_token)
                        init(initialValue) {
                            _stubbed_token = initialValue
                        }
                        get {
                            #if MOCKING
                            return Mocking.__Intercept.__call(ObjectIdentifier(self), "token.get", ()) {
                                self._stubbed_token
                            }
                            #else
                            return _stubbed_token
                            #endif
                        }
                        set {
                            #if MOCKING
                            Mocking.__Intercept.__call(ObjectIdentifier(self), "token.set", newValue) {
                                self._stubbed_token = newValue
                            }
                            #else
                            _stubbed_token = newValue
                            #endif
                        }
                    }

                    private var _stubbed_token: String = "none"
                    var retries {
                        @storageRestrictions(initializes: _stubbed_retries)
                        init(initialValue) {
                            _stubbed_retries = initialValue
                        }
                        get {
                            #if DEBUG
                            return Mocking.__Intercept.__call(ObjectIdentifier(self), "retries.get", ()) {
                                self._stubbed_retries
                            }
                            #else
                            return _stubbed_retries
                            #endif
                        }
                        set {
                            #if DEBUG
                            Mocking.__Intercept.__call(ObjectIdentifier(self), "retries.set", newValue) {
                                self._stubbed_retries = newValue
                            }
                            #else
                            _stubbed_retries = newValue
                            #endif
                        }
                    }

                    private var _stubbed_retries = 3
                }
                """,
            macros: macros
        )
    }

    func testStubbedPropertyWhereItCannotWorkIsAnErrorSayingWhy() {
        assertGolden(
            """
            struct Settings {
                @StubbedProperty var volume = 1
            }
            final class Player {
                @StubbedProperty let id = 1
                @StubbedProperty var name: String { "player" }
                @StubbedProperty lazy var cache: [Int] = []
            }
            """,
            expandedSource: """
                struct Settings {
                    var volume = 1
                }
                final class Player {
                    let id = 1
                    var name: String { "player" }
                    lazy var cache: [Int] = []
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@StubbedProperty' cannot instrument 'volume': it is not declared in a class.",
                    line: 2, column: 5
                ),
                DiagnosticSpec(
                    message: "'@StubbedProperty' cannot instrument 'id': it is a 'let' constant.", line: 5, column: 5
                ),
                DiagnosticSpec(
                    message: "'@StubbedProperty' cannot instrument 'name': it is a computed property.",
                    line: 6, column: 5
                ),
                DiagnosticSpec(
                    message: "'@StubbedProperty' cannot instrument 'cache': a 'lazy' property cannot take accessors.",
                    line: 7, column: 5
                ),
            ],
            macros: macros
        )
    }

    /// On an instance method of a struct or an enum, whose calls have no identity to stub, it says so.
    func testStubbedOnAValueTypesInstanceMethodIsAnErrorSayingWhy() {
        assertGolden(
            """
            struct Meter {
                @Stubbed func read() -> Int { 1 }
                @Stubbed static func unit() -> String { "m" }
            }
            """,
            expandedSource: """
                struct Meter {
                    func read() -> Int {
                        1
                    }
                    static func unit() -> String {
                        func _realBody() -> String {
                            "m"
                        }
                        #if DEBUG
                        @inline(never) func _intercepted() -> String {
                            return Mocking.__Intercept.__call(ObjectIdentifier(self), "unit()", (), _realBody)
                        }
                        guard !Mocking.__Intercept.isIdle else { return _realBody() }
                        return _intercepted()
                        #else
                        return _realBody()
                        #endif
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Stubbed' cannot instrument 'read': an instance of value type 'Meter' has no identity a test could stub it by. Mark a static method or a method of a class '@Stubbed'.",
                    line: 2, column: 5
                )
            ],
            macros: macros
        )
    }

    /// On a subscript (the other declaration an accessor macro may go on), it says where it goes.
    func testStubbedPropertyOnASubscriptSaysWhereItGoes() {
        assertGolden(
            """
            final class Player {
                @StubbedProperty subscript(index: Int) -> Int { index }
            }
            """,
            expandedSource: """
                final class Player {
                    subscript(index: Int) -> Int { index }
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: "'@StubbedProperty' goes on a stored 'var' of a class.", line: 2, column: 5)
            ],
            macros: macros
        )
    }

    func testACodableClassKeepsItsStoredPropertiesUnlessItCodesThemItself() {
        assertGolden(
            """
            @Stubbable
            final class Profile: Codable {
                var name = ""
            }
            """,
            expandedSource: """
                final class Profile: Codable {
                    var name = ""

                    #if DEBUG
                    var stub: StubbableBuilders<Mocking.MockVerbs.Stubbing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var expect: StubbableBuilders<Mocking.MockVerbs.Expecting> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var received: StubbableBuilders<Mocking.MockVerbs.Verifying> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var capture: StubbableBuilders<Mocking.MockVerbs.Capturing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    struct StubbableBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = Profile
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                    }
                    static var stub: StubbableTypeBuilders<Mocking.MockVerbs.Stubbing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var expect: StubbableTypeBuilders<Mocking.MockVerbs.Expecting> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var received: StubbableTypeBuilders<Mocking.MockVerbs.Verifying> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var capture: StubbableTypeBuilders<Mocking.MockVerbs.Capturing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    struct StubbableTypeBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = Profile
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                    }
                    #endif
                }

                extension Profile: Mocking.Stubbable {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'name' is not instrumented: Swift synthesizes the type's Codable conformance from its stored properties; write 'init(from:)' and 'encode(to:)' to stub it.",
                    line: 3, column: 5, severity: .remark
                )
            ],
            macros: macros
        )
    }

    func testAPropertyMarkedByHandIsNotMarkedTwice() {
        assertGolden(
            """
            @Stubbable
            final class Dial {
                @StubbedProperty var level: Int = 0
            }
            """,
            expandedSource: """
                final class Dial {
                    @StubbedProperty var level: Int = 0

                    #if DEBUG
                    var stub: StubbableBuilders<Mocking.MockVerbs.Stubbing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var expect: StubbableBuilders<Mocking.MockVerbs.Expecting> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var received: StubbableBuilders<Mocking.MockVerbs.Verifying> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var capture: StubbableBuilders<Mocking.MockVerbs.Capturing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    struct StubbableBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = Dial
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                        var level: Mocking.PropertyProxy<Verb, Int, Mocking.MockEffects.Sync> {
                            proxy.__property("level")
                        }
                    }
                    static var stub: StubbableTypeBuilders<Mocking.MockVerbs.Stubbing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var expect: StubbableTypeBuilders<Mocking.MockVerbs.Expecting> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var received: StubbableTypeBuilders<Mocking.MockVerbs.Verifying> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var capture: StubbableTypeBuilders<Mocking.MockVerbs.Capturing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    struct StubbableTypeBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = Dial
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                    }
                    #endif
                }

                extension Dial: Mocking.Stubbable {}
                """,
            macros: ["Stubbable": MacroSpec(type: StubbableMacro.self, conformances: ["Stubbable"])]
        )
    }
}
