import MockMacrosSupport
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Stubbable` and of the body macro it puts on each method: methods.
final class StubbableMethodExpansionTests: StubbableExpansionTestCase {
    func testSpecNetworkEngine() {
        assertGolden(
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
            macros: macros
        )
    }

    func testEffectsOverloadsGenericsAndClosures() {
        assertGolden(
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
            macros: macros
        )
    }

    func testValueTypesInstrumentTheirStaticMethods() {
        assertGolden(
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
            macros: macros
        )
    }

    // MARK: The body macro

    func testAnInstanceMethodKeepsItsBodyInALocalFunction() {
        assertGolden(
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
            macros: macros
        )
    }

    /// On a subclass of a `@Stubbable` class (which the compiler says by not listing `Stubbable`):
    /// the builders are classes that extend the superclass's, the properties override its own, and
    /// an override has no builder of its own (the inherited one reaches it).
    func testASubclassOfAStubbableClassExtendsItsBuilders() {
        assertGolden(
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
            macros: macros.merging(["Stubbable": MacroSpec(type: StubbableMacro.self)]) { $1 }
        )
    }

    func testAnOverrideKeepsItsSuperCallFromRecordingTwice() {
        assertGolden(
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
            macros: macros
        )
    }

    func testStaticAsyncThrowingAndTypedThrowingMethods() {
        assertGolden(
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
            macros: macros
        )
    }

    func testOverloadsGenericsInoutAndNonEscapingClosures() {
        assertGolden(
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
            macros: macros
        )
    }

    // MARK: Diagnostics
}
