import MockMacrosSupport
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Stubbable` and of the body macro it puts on each method.
final class StubbableExpansionTests: XCTestCase {
    /// `@Stubbable` with the conformance the compiler passes to a type that does not conform yet.
    private let macros: [String: MacroSpec] = [
        "Stubbable": MacroSpec(type: StubbableMacro.self, conformances: ["Stubbable"]),
        "Stubbed": MacroSpec(type: StubbedMacro.self),
        "StubbedProperty": MacroSpec(type: StubbedPropertyMacro.self),
    ]

    func testSpecNetworkEngine() {
        assertMacroExpansion(
            """
            @Stubbable
            final class NetworkEngine {
                static func requestImage(url: String, completion: @escaping @Sendable (Image?, Error?) -> Void) {
                    completion(nil, nil)
                }
                func defaultImage(size: Int) -> Image { Image(size: size) }
            }
            """,
            expandedSource: """
                final class NetworkEngine {
                    @Mocking.Stubbed
                    static func requestImage(url: String, completion: @escaping @Sendable (Image?, Error?) -> Void) {
                        completion(nil, nil)
                    }
                    @Mocking.Stubbed
                    func defaultImage(size: Int) -> Image { Image(size: size) }

                    #if DEBUG
                    var stub: StubbableBuilders<Mocking.MockVerbs.Stubbing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var expect: StubbableBuilders<Mocking.MockVerbs.Expecting> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var received: StubbableBuilders<Mocking.MockVerbs.Verifying> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    var capture: StubbableBuilders<Mocking.MockVerbs.Capturing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    struct StubbableBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = NetworkEngine
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                        @discardableResult
                        func defaultImage(size: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Image, Mocking.MockEffects.Sync> {
                            proxy.__message("defaultImage(size:)", size, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                    }
                    static var stub: StubbableTypeBuilders<Mocking.MockVerbs.Stubbing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var expect: StubbableTypeBuilders<Mocking.MockVerbs.Expecting> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var received: StubbableTypeBuilders<Mocking.MockVerbs.Verifying> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var capture: StubbableTypeBuilders<Mocking.MockVerbs.Capturing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    struct StubbableTypeBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = NetworkEngine
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                        @discardableResult
                        func requestImage(url: Mocking.Arg<String>, completion: Mocking.Arg<@Sendable (Image?, Error?) -> Void>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (url: String, completion: @Sendable (Image?, Error?) -> Void), Void, Mocking.MockEffects.Sync> {
                            proxy.__message("requestImage(url:completion:)", url, completion, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                    }
                    #endif
                }

                extension NetworkEngine: Mocking.Stubbable {}
                """,
            macroSpecs: macros
        )
    }

    func testEffectsOverloadsGenericsAndClosures() {
        assertMacroExpansion(
            """
            @Stubbable(compiledWhen: "MOCKING")
            public class Store {
                public func load(id: Int) async throws -> Data { try await fetch(id) }
                func save(_ data: Data) throws(StoreError) { try write(data) }
                func convert(_ value: Int) -> String { "\\(value)" }
                func convert(_ value: Double) -> String { "\\(value)" }
                func decode<T: Decodable>(_ type: T.Type) -> T? { nil }
                func each(_ body: (Int) -> Void) { body(1) }
                func bump(_ count: inout Int) { count += 1 }
                private func helper() {}
                init() {}
                var stored = 1
            }
            """,
            expandedSource: """
                public class Store {
                    @Mocking.Stubbed(compiledWhen: "MOCKING")
                    public func load(id: Int) async throws -> Data { try await fetch(id) }
                    @Mocking.Stubbed(compiledWhen: "MOCKING")
                    func save(_ data: Data) throws(StoreError) { try write(data) }
                    @Mocking.Stubbed(named: "convert(_:) (Int) -> String", compiledWhen: "MOCKING")
                    func convert(_ value: Int) -> String { "\\(value)" }
                    @Mocking.Stubbed(named: "convert(_:) (Double) -> String", compiledWhen: "MOCKING")
                    func convert(_ value: Double) -> String { "\\(value)" }
                    @Mocking.Stubbed(compiledWhen: "MOCKING")
                    func decode<T: Decodable>(_ type: T.Type) -> T? { nil }
                    @Mocking.Stubbed(compiledWhen: "MOCKING")
                    func each(_ body: (Int) -> Void) { body(1) }
                    @Mocking.Stubbed(compiledWhen: "MOCKING")
                    func bump(_ count: inout Int) { count += 1 }
                    private func helper() {}
                    init() {}
                    @Mocking.StubbedProperty(compiledWhen: "MOCKING")
                    var stored = 1

                    #if MOCKING
                    public var stub: StubbableBuilders<Mocking.MockVerbs.Stubbing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    public var expect: StubbableBuilders<Mocking.MockVerbs.Expecting> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    public var received: StubbableBuilders<Mocking.MockVerbs.Verifying> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    public var capture: StubbableBuilders<Mocking.MockVerbs.Capturing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    public class StubbableBuilders<Verb: Mocking.MockVerb> {
                        public typealias Target = Store
                        public let proxy: Mocking.RealProxy<Verb>
                        public init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                        public var stored: Mocking.PropertyProxy<Verb, Int, Mocking.MockEffects.Sync> {
                            proxy.__property("stored")
                        }
                        @discardableResult
                        public func load(id: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Data, Mocking.MockEffects.AsyncThrowing> {
                            proxy.__message("load(id:)", id, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                        @discardableResult
                        public func save(_ data: Mocking.Arg<Data>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Data, Void, Mocking.MockEffects.TypedThrowing<StoreError>> {
                            proxy.__message("save(_:)", data, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                        @discardableResult
                        public func convert(_ value: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, String, Mocking.MockEffects.Sync> {
                            proxy.__message("convert(_:) (Int) -> String", value, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                        @discardableResult
                        public func convert(_ value: Mocking.Arg<Double>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Double, String, Mocking.MockEffects.Sync> {
                            proxy.__message("convert(_:) (Double) -> String", value, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                        @discardableResult
                        public func decode<T: Decodable>(_ type: T.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, T.Type, T?, Mocking.MockEffects.Sync> {
                            proxy.__message("decode(_:)<T == \\(T.self)>", Mocking.Arg<T.Type>.any, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                        @discardableResult
                        public func each(_ body: Mocking.Arg<Mocking.NonEscaping<(Int) -> Void>>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Mocking.NonEscaping<(Int) -> Void>, Void, Mocking.MockEffects.Sync> {
                            proxy.__message("each(_:)", body, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                        @discardableResult
                        public func bump(_ count: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Void, Mocking.MockEffects.Sync> {
                            proxy.__message("bump(_:)", count, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                    }
                    public class var stub: StubbableTypeBuilders<Mocking.MockVerbs.Stubbing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    public class var expect: StubbableTypeBuilders<Mocking.MockVerbs.Expecting> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    public class var received: StubbableTypeBuilders<Mocking.MockVerbs.Verifying> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    public class var capture: StubbableTypeBuilders<Mocking.MockVerbs.Capturing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    public class StubbableTypeBuilders<Verb: Mocking.MockVerb> {
                        public typealias Target = Store
                        public let proxy: Mocking.RealProxy<Verb>
                        public init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                    }
                    #endif
                }

                extension Store: Mocking.Stubbable {}
                """,
            macroSpecs: macros
        )
    }

    func testValueTypesInstrumentTheirStaticMethods() {
        assertMacroExpansion(
            """
            @Stubbable
            enum Clock {
                static func now() -> Int { 1_000 }
                func unchanged() -> Int { 1 }
            }
            """,
            expandedSource: """
                enum Clock {
                    @Mocking.Stubbed
                    static func now() -> Int { 1_000 }
                    func unchanged() -> Int { 1 }

                    #if DEBUG
                    static var stub: StubbableTypeBuilders<Mocking.MockVerbs.Stubbing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var expect: StubbableTypeBuilders<Mocking.MockVerbs.Expecting> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var received: StubbableTypeBuilders<Mocking.MockVerbs.Verifying> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    static var capture: StubbableTypeBuilders<Mocking.MockVerbs.Capturing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    struct StubbableTypeBuilders<Verb: Mocking.MockVerb> {
                        typealias Target = Clock
                        let proxy: Mocking.RealProxy<Verb>
                        init(_ target: Mocking.RealTarget) {
                            proxy = Mocking.RealProxy(target)
                        }
                        @discardableResult
                        func now(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Int, Mocking.MockEffects.Sync> {
                            proxy.__message("now()", at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                    }
                    #endif
                }

                extension Clock: Mocking.Stubbable {}
                """,
            macroSpecs: macros
        )
    }

    // MARK: The body macro

    func testAnInstanceMethodKeepsItsBodyInALocalFunction() {
        assertMacroExpansion(
            """
            final class NetworkEngine {
                @Stubbed
                func defaultImage(size: Int) -> Image { Image(size: size) }
            }
            """,
            expandedSource: """
                final class NetworkEngine {
                    func defaultImage(size: Int) -> Image {
                        func _realBody() -> Image {
                            Image(size: size)
                        }
                        #if DEBUG
                        @inline(never) func _intercepted() -> Image {
                            return Mocking.__Intercept.__call(ObjectIdentifier(self), "defaultImage(size:)", size, _realBody)
                        }
                        guard !Mocking.__Intercept.isIdle else { return _realBody() }
                        return _intercepted()
                        #else
                        return _realBody()
                        #endif
                    }
                }
                """,
            macroSpecs: macros
        )
    }

    /// On a subclass of a `@Stubbable` class (which the compiler says by not listing `Stubbable`):
    /// the builders are classes that extend the superclass's, the properties override its own, and
    /// an override has no builder of its own (the inherited one reaches it).
    func testASubclassOfAStubbableClassExtendsItsBuilders() {
        assertMacroExpansion(
            """
            @Stubbable
            final class PremiumAccount: Account {
                func upgrade(to tier: Int) -> Bool { true }
                override func balance() -> Int { 100 }
                override class func make() -> Account { PremiumAccount() }
            }
            """,
            expandedSource: """
                final class PremiumAccount: Account {
                    @Mocking.Stubbed
                    func upgrade(to tier: Int) -> Bool { true }
                    @Mocking.Stubbed
                    override func balance() -> Int { 100 }
                    @Mocking.Stubbed
                    override class func make() -> Account { PremiumAccount() }

                    #if DEBUG
                    override var stub: StubbableBuilders<Mocking.MockVerbs.Stubbing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    override var expect: StubbableBuilders<Mocking.MockVerbs.Expecting> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    override var received: StubbableBuilders<Mocking.MockVerbs.Verifying> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    override var capture: StubbableBuilders<Mocking.MockVerbs.Capturing> { StubbableBuilders(Mocking.RealTarget(object: self)) }
                    final class StubbableBuilders<Verb: Mocking.MockVerb>: Account.StubbableBuilders<Verb> {
                        typealias Target = PremiumAccount
                        @discardableResult
                        func upgrade(to tier: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Bool, Mocking.MockEffects.Sync> {
                            proxy.__message("upgrade(to:)", tier, at: Mocking.CallSite(fileID, filePath, line, column))
                        }
                    }
                    override static var stub: StubbableTypeBuilders<Mocking.MockVerbs.Stubbing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    override static var expect: StubbableTypeBuilders<Mocking.MockVerbs.Expecting> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    override static var received: StubbableTypeBuilders<Mocking.MockVerbs.Verifying> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    override static var capture: StubbableTypeBuilders<Mocking.MockVerbs.Capturing> { StubbableTypeBuilders(Mocking.RealTarget(type: self)) }
                    final class StubbableTypeBuilders<Verb: Mocking.MockVerb>: Account.StubbableTypeBuilders<Verb> {
                        typealias Target = PremiumAccount
                    }
                    #endif
                }
                """,
            macroSpecs: macros.merging(["Stubbable": MacroSpec(type: StubbableMacro.self)]) { $1 }
        )
    }

    func testAnOverrideKeepsItsSuperCallFromRecordingTwice() {
        assertMacroExpansion(
            """
            final class ProfileViewController: ViewController {
                @Stubbed
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Profile"
                }
            }
            """,
            expandedSource: """
                final class ProfileViewController: ViewController {
                    override func viewDidLoad() {
                        func _realBody() {
                            super.viewDidLoad()
                            title = "Profile"
                        }
                        #if DEBUG
                        @inline(never) func _intercepted() {
                            return Mocking.__Intercept.__call(ObjectIdentifier(self), "viewDidLoad()", (), isOverride: true, _realBody)
                        }
                        guard !Mocking.__Intercept.isIdle else { return _realBody() }
                        return _intercepted()
                        #else
                        return _realBody()
                        #endif
                    }
                }
                """,
            macroSpecs: macros
        )
    }

    func testStaticAsyncThrowingAndTypedThrowingMethods() {
        assertMacroExpansion(
            """
            struct Loader {
                @Stubbed(compiledWhen: "MOCKING")
                static func load(id: Int, retries: Int) async throws -> Data {
                    let data = try await fetch(id)
                    return data
                }
                @Stubbed
                static func save(_ data: Data) throws(StoreError) {
                    try write(data)
                }
            }
            """,
            expandedSource: """
                struct Loader {
                    static func load(id: Int, retries: Int) async throws -> Data {
                        func _realBody() async throws -> Data {
                            let data = try await fetch(id)
                            return data
                        }
                        #if MOCKING
                        @inline(never) func _intercepted() async throws -> Data {
                            return try await Mocking.__Intercept.__callAsync(ObjectIdentifier(self), "load(id:retries:)", (id: id, retries: retries), _realBody)
                        }
                        guard !Mocking.__Intercept.isIdle else { return try await _realBody() }
                        return try await _intercepted()
                        #else
                        return try await _realBody()
                        #endif
                    }
                    static func save(_ data: Data) throws(StoreError) {
                        func _realBody() throws(StoreError) {
                            try write(data)
                        }
                        #if DEBUG
                        @inline(never) func _intercepted() throws(StoreError) {
                            return try Mocking.__Intercept.__call(ObjectIdentifier(self), "save(_:)", data, _realBody)
                        }
                        guard !Mocking.__Intercept.isIdle else { return try _realBody() }
                        return try _intercepted()
                        #else
                        return try _realBody()
                        #endif
                    }
                }
                """,
            macroSpecs: macros
        )
    }

    func testOverloadsGenericsInoutAndNonEscapingClosures() {
        assertMacroExpansion(
            """
            class Store {
                @Stubbed(named: "convert(_:) (Int) -> String")
                func convert(_ value: Int) -> String { "\\(value)" }
                @Stubbed
                func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? { nil }
                @Stubbed
                func bump(_ count: inout Int) { count += 1 }
                @Stubbed
                func each(_ body: (Int) -> Void) { body(1) }
            }
            """,
            expandedSource: """
                class Store {
                    func convert(_ value: Int) -> String {
                        func _realBody() -> String {
                            "\\(value)"
                        }
                        #if DEBUG
                        @inline(never) func _intercepted() -> String {
                            return Mocking.__Intercept.__call(ObjectIdentifier(self), "convert(_:) (Int) -> String", value, _realBody)
                        }
                        guard !Mocking.__Intercept.isIdle else { return _realBody() }
                        return _intercepted()
                        #else
                        return _realBody()
                        #endif
                    }
                    func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
                        func _realBody() -> T? {
                            nil
                        }
                        #if DEBUG
                        @inline(never) func _intercepted() -> T? {
                            return Mocking.__Intercept.__call(ObjectIdentifier(self), "decode(_:from:)<T == \\(T.self)>", (type: type, from: text), _realBody)
                        }
                        guard !Mocking.__Intercept.isIdle else { return _realBody() }
                        return _intercepted()
                        #else
                        return _realBody()
                        #endif
                    }
                    func bump(_ count: inout Int) {
                        func _realBody() {
                            count += 1
                        }
                        #if DEBUG
                        @inline(never) func _intercepted() {
                            return Mocking.__Intercept.__call(ObjectIdentifier(self), "bump(_:)", count, writingBack: { count = $0 }, _realBody)
                        }
                        guard !Mocking.__Intercept.isIdle else { return _realBody() }
                        return _intercepted()
                        #else
                        return _realBody()
                        #endif
                    }
                    func each(_ body: (Int) -> Void) {
                        func _realBody() {
                            body(1)
                        }
                        #if DEBUG
                        @inline(never) func _intercepted() {
                            return withoutActuallyEscaping(body) { body in
                                let nonEscapingBody = Mocking.NonEscaping<(Int) -> Void>(body)
                                defer { nonEscapingBody.end() }
                                return Mocking.__Intercept.__call(ObjectIdentifier(self), "each(_:)", nonEscapingBody, _realBody)
                            }
                        }
                        guard !Mocking.__Intercept.isIdle else { return _realBody() }
                        return _intercepted()
                        #else
                        return _realBody()
                        #endif
                    }
                }
                """,
            macroSpecs: macros
        )
    }

    // MARK: Diagnostics

    func testOnAProtocolIsAnErrorWithAFixItToMockable() {
        assertMacroExpansion(
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
            macroSpecs: macros,
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
        assertMacroExpansion(
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
            macroSpecs: macros,
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
        assertMacroExpansion(
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
            macroSpecs: macros
        )
    }

    func testWhatCannotBeInstrumentedIsSaidOnTheMember() {
        assertMacroExpansion(
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
            macroSpecs: macros
        )
    }

    func testStoredPropertiesAreInstrumentedAndTheRestSayWhyNot() {
        assertMacroExpansion(
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
            macroSpecs: macros
        )
    }

    func testAStoredPropertyMovesToStorageBehindAnInitAccessorAGetterAndASetter() {
        assertMacroExpansion(
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
            macroSpecs: macros
        )
    }

    func testStubbedPropertyWhereItCannotWorkIsAnErrorSayingWhy() {
        assertMacroExpansion(
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
            macroSpecs: macros
        )
    }

    /// On an instance method of a struct or an enum, whose calls have no identity to stub, it says so.
    func testStubbedOnAValueTypesInstanceMethodIsAnErrorSayingWhy() {
        assertMacroExpansion(
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
            macroSpecs: macros
        )
    }

    /// On a subscript (the other declaration an accessor macro may go on), it says where it goes.
    func testStubbedPropertyOnASubscriptSaysWhereItGoes() {
        assertMacroExpansion(
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
            macroSpecs: macros
        )
    }

    func testACodableClassKeepsItsStoredPropertiesUnlessItCodesThemItself() {
        assertMacroExpansion(
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
            macroSpecs: macros
        )
    }

    func testAPropertyMarkedByHandIsNotMarkedTwice() {
        assertMacroExpansion(
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
            macroSpecs: ["Stubbable": MacroSpec(type: StubbableMacro.self, conformances: ["Stubbable"])]
        )
    }
}
