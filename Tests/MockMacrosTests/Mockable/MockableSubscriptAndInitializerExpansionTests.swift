import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Mockable`: exactly what users get. Subscripts and initializers.
final class MockableSubscriptAndInitializerExpansionTests: MockableExpansionTestCase {
    /// `Dictionary`'s `subscript(_:default:)`: its `@autoclosure` index is boxed while each
    /// accessor runs, as a method's closure argument is, and a partial mock passes it on unevaluated.
    func testAnAutoclosureSubscriptIndexIsBoxedWhileEachAccessorRuns() {
        assertMockExpansion(
            """
            @Mockable
            protocol Defaults {
                subscript(key: String, default defaultValue: @autoclosure () -> Int) -> Int { get set }
            }
            """,
            expandedSource: """
                protocol Defaults {
                    subscript(key: String, default defaultValue: @autoclosure () -> Int) -> Int { get set }
                }

                #if DEBUG
                nonisolated final class DefaultsMock: Mocking.MockObject<any Defaults>, Mocking.Mock, Defaults, DefaultsMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, DefaultsMockBuilders {
                        let proxy: Mocking.MockProxy<DefaultsMock, Verb>
                    }
                }
                protocol DefaultsMockWitnesses: Defaults {}
                nonisolated protocol DefaultsMockBuilders: Mocking.MockBuilders where Target: Defaults {}
                #endif

                extension DefaultsMockWitnesses where Self: Mocking.Mock, Self: Defaults {
                    subscript(key: String, default defaultValue: @autoclosure () -> Int) -> Int {
                        get {
                            withoutActuallyEscaping(defaultValue) { defaultValue in
                                let nonEscapingDefaultValue = Mocking.NonEscaping<() -> Int>(defaultValue)
                                defer { nonEscapingDefaultValue.end() }
                                return mockCore.__call("subscript(_:default:).get\\0(String, Mocking.NonEscaping<() -> Int>) -> Int", (key: key, default: nonEscapingDefaultValue)) { (real: any Defaults) in real[key, default: defaultValue()] }
                            }
                        }
                        set {
                            withoutActuallyEscaping(defaultValue) { defaultValue in
                                let nonEscapingDefaultValue = Mocking.NonEscaping<() -> Int>(defaultValue)
                                defer { nonEscapingDefaultValue.end() }
                                return mockCore.__setSubscript("subscript(_:default:)\\0(String, Mocking.NonEscaping<() -> Int>) -> Int", (key: key, default: nonEscapingDefaultValue, newValue: newValue)) { (real: inout any Defaults) in real[key, default: defaultValue()] = newValue }
                            }
                        }
                    }
                }

                nonisolated extension DefaultsMockBuilders {
                    subscript(key: Mocking.Arg<String>, default defaultValue: Mocking.Arg<Mocking.NonEscaping<() -> Int>>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, (key: String, default: Mocking.NonEscaping<() -> Int>), Int, (key: String, default: Mocking.NonEscaping<() -> Int>, newValue: Int), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(_:default:)\\0(String, Mocking.NonEscaping<() -> Int>) -> Int", key, defaultValue, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testSubscripts() {
        assertMockExpansion(
            """
            @Mockable
            protocol Table {
                subscript(key key: String) -> Int { get set }
                subscript(row: Int, column: Int) -> Double { get }
                subscript(id: Int) -> String { get async throws }
            }
            """,
            expandedSource: """
                protocol Table {
                    subscript(key key: String) -> Int { get set }
                    subscript(row: Int, column: Int) -> Double { get }
                    subscript(id: Int) -> String { get async throws }
                }

                #if DEBUG
                nonisolated final class TableMock: Mocking.MockObject<any Table>, Mocking.Mock, Table, TableMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, TableMockBuilders {
                        let proxy: Mocking.MockProxy<TableMock, Verb>
                    }
                }
                protocol TableMockWitnesses: Table {}
                nonisolated protocol TableMockBuilders: Mocking.MockBuilders where Target: Table {}
                #endif

                extension TableMockWitnesses where Self: Mocking.Mock, Self: Table {
                    subscript(key key: String) -> Int {
                        get { mockCore.__call("subscript(key:).get\\0(String) -> Int", key) { (real: any Table) in real[key: key] } }
                        set { mockCore.__setSubscript("subscript(key:)\\0(String) -> Int", (key: key, newValue: newValue)) { (real: inout any Table) in real[key: key] = newValue } }
                    }
                    subscript(row: Int, column: Int) -> Double {
                        get { mockCore.__call("subscript(_:_:).get\\0(Int, Int) -> Double", (row: row, column: column)) { (real: any Table) in real[row, column] } }
                    }
                    subscript(id: Int) -> String {
                        get async throws { try await mockCore.__callAsync("subscript(_:).get\\0(Int) -> String", id) { (real: any Table) in try await real[id] } }
                    }
                }

                nonisolated extension TableMockBuilders {
                    subscript(key key: Mocking.Arg<String>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, String, Int, (key: String, newValue: Int), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(key:)\\0(String) -> Int", key, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    subscript(row: Mocking.Arg<Int>, column: Mocking.Arg<Int>, fileID mockFileID: StaticString = #fileID, filePath mockFilePath: StaticString = #filePath, line mockLine: UInt = #line, column mockColumn: UInt = #column) -> Mocking.SubscriptProxy<Verb, (row: Int, column: Int), Double, (row: Int, column: Int, newValue: Double), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(_:_:)\\0(Int, Int) -> Double", row, column, at: Mocking.CallSite(mockFileID, mockFilePath, mockLine, mockColumn))
                    }
                    subscript(id: Mocking.Arg<Int>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, Int, String, (id: Int, newValue: String), Mocking.MockEffects.AsyncThrowing> {
                        proxy.__subscript("subscript(_:)\\0(Int) -> String", id, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A static subscript lives on the mock type, as other static members do; a generic one is
    /// recorded under its specialization, as a generic method's call is; `throws(E)` with the
    /// method's own `E` throws the answer's error as `E`.
    func testStaticAndGenericSubscriptsAndTypedThrowsOfAGenericError() {
        assertMockExpansion(
            """
            @Mockable
            protocol Alias {
                associatedtype Model
                static subscript(key: String) -> Int { get set }
                subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value { get }
                subscript<T: Decodable>(field name: String, as type: T.Type) -> T? { get }
                func withBytes<R, E: Error>(_ body: ([UInt8]) throws(E) -> R) throws(E) -> R
            }
            """,
            expandedSource: """
                protocol Alias {
                    associatedtype Model
                    static subscript(key: String) -> Int { get set }
                    subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value { get }
                    subscript<T: Decodable>(field name: String, as type: T.Type) -> T? { get }
                    func withBytes<R, E: Error>(_ body: ([UInt8]) throws(E) -> R) throws(E) -> R
                }

                #if DEBUG
                nonisolated final class AliasMock<Model>: Mocking.MockObject<any Alias>, Mocking.Mock, Alias, AliasMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, AliasMockBuilders {
                        let proxy: Mocking.MockProxy<AliasMock, Verb>
                    }
                }
                protocol AliasMockWitnesses: Alias {
                    associatedtype Model = Never
                }
                nonisolated protocol AliasMockBuilders: Mocking.MockBuilders where Target: Alias {}
                #endif

                extension AliasMockWitnesses where Self: Mocking.Mock, Self: Alias {
                    static subscript(key: String) -> Int {
                        get { staticMockCore.__call("subscript(_:).get\\0(String) -> Int", key) { (_: Any) -> Int in staticMockCore.__unforwardable("subscript(_:)\\0(String) -> Int", because: .staticMember) } }
                        set { staticMockCore.__setSubscript("subscript(_:)\\0(String) -> Int", (key: key, newValue: newValue)) { (_: inout Never) in } }
                    }
                    subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
                        get { mockCore.__call("subscript(dynamicMember:).get<Value == \\(Value.self)>\\0(KeyPath<Target.Model, Value>) -> Value", keyPath) { (_: Any) -> Value in mockCore.__unforwardable("subscript(dynamicMember:)<Value == \\(Value.self)>\\0(KeyPath<Target.Model, Value>) -> Value", because: .namesSelf) } }
                    }
                    subscript<T: Decodable>(field name: String, as type: T.Type) -> T? {
                        get { mockCore.__call("subscript(field:as:).get<T == \\(T.self)>\\0(String, T.Type) -> T?", (field: name, as: type)) { (real: any Alias) in real[field: name, as: type] } }
                    }
                    @_implements(Alias, withBytes(_:)) func _mock_withBytes<R, E: Error>(_ body: ([UInt8]) throws(E) -> R) throws(E) -> R {
                        try withoutActuallyEscaping(body) { (body) throws(E) -> R in
                            let nonEscapingBody = Mocking.NonEscaping<([UInt8]) throws(E) -> R>(body)
                            defer { nonEscapingBody.end() }
                            return try mockCore.__call("withBytes(_:)<R == \\(R.self), E == \\(E.self)>\\0(Mocking.NonEscaping<([UInt8]) throws(E) -> R>) -> R", nonEscapingBody) { (real: any Alias) throws(E) -> R in try real.withBytes(body) }
                        }
                    }
                }

                nonisolated extension AliasMockBuilders {
                    typealias Model = Target.Model
                    static subscript(key: Mocking.Arg<String>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, String, Int, (key: String, newValue: Int), Mocking.MockEffects.Sync> {
                        Mocking.MockProxy<Target, Verb>.__statics.__subscript("subscript(_:)\\0(String) -> Int", key, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    subscript<Value>(dynamicMember keyPath: Mocking.Arg<KeyPath<Target.Model, Value>>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, KeyPath<Target.Model, Value>, Value, (dynamicMember: KeyPath<Target.Model, Value>, newValue: Value), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(dynamicMember:)<Value == \\(Value.self)>\\0(KeyPath<Target.Model, Value>) -> Value", keyPath, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    subscript<T: Decodable>(field name: Mocking.Arg<String>, as type: T.Type, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, (field: String, as: T.Type), T?, (field: String, as: T.Type, newValue: T?), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(field:as:)<T == \\(T.self)>\\0(String, T.Type) -> T?", name, Mocking.Arg<T.Type>.any, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func withBytes<R, E: Error>(_ body: Mocking.Arg<Mocking.NonEscaping<([UInt8]) throws(E) -> R>>, returning returnedR: R.Type = R.self, returning returnedE: E.Type = E.self, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Mocking.NonEscaping<([UInt8]) throws(E) -> R>, R, Mocking.MockEffects.TypedThrowing<E>> {
                        proxy.__message("withBytes(_:)<R == \\(R.self), E == \\(E.self)>\\0(Mocking.NonEscaping<([UInt8]) throws(E) -> R>) -> R", body, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    func testInitializersAndOverloadsByType() {
        assertMockExpansion(
            """
            @Mockable
            protocol Converter {
                init(name: String)
                init?(code: Int)
                func convert(_ value: Int) -> String
                func convert(_ value: String) -> String
            }
            """,
            expandedSource: """
                protocol Converter {
                    init(name: String)
                    init?(code: Int)
                    func convert(_ value: Int) -> String
                    func convert(_ value: String) -> String
                }

                #if DEBUG
                nonisolated final class ConverterMock: Mocking.MockObject<any Converter>, Mocking.Mock, Converter, ConverterMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ConverterMockBuilders {
                        let proxy: Mocking.MockProxy<ConverterMock, Verb>
                    }
                }
                protocol ConverterMockWitnesses: Converter {}
                nonisolated protocol ConverterMockBuilders: Mocking.MockBuilders where Target: Converter {}
                #endif

                extension Converter where Self: Mocking.Mock {
                #if DEBUG
                    init(name: String) {
                        self.init(.null)
                        mockCore.__call("init(name:)\\0(String) -> Void", name) { (_: Any) in }
                    }
                    init?(code: Int) {
                        self.init(.null)
                        mockCore.__call("init(code:)\\0(Int) -> Void", code) { (_: Any) in }
                    }
                #endif
                }

                extension ConverterMockWitnesses where Self: Mocking.Mock, Self: Converter {
                    @_implements(Converter, convert(_:)) func _mock_convert(_ value: Int) -> String {
                        mockCore.__call("convert(_:) (Int) -> String", value) { (real: any Converter) -> String in real.convert(value) }
                    }
                    @_implements(Converter, convert(_:)) func _mock_convert(_ value: String) -> String {
                        mockCore.__call("convert(_:) (String) -> String", value) { (real: any Converter) -> String in real.convert(value) }
                    }
                }

                nonisolated extension ConverterMockBuilders {
                    @discardableResult
                    func `init`(name: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("init(name:)\\0(String) -> Void", name, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func `init`(code: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("init(code:)\\0(Int) -> Void", code, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func convert(_ value: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, String, Mocking.MockEffects.Sync> {
                        proxy.__message("convert(_:) (Int) -> String", value, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func convert(_ value: Mocking.Arg<String>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, String, String, Mocking.MockEffects.Sync> {
                        proxy.__message("convert(_:) (String) -> String", value, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A generic initializer's witness and builder take its generic clause, and its call is
    /// recorded under its specialization, as a generic method's is.
    func testAGenericInitializerIsRecordedUnderItsSpecialization() {
        assertMockExpansion(
            """
            @Mockable
            protocol SigningKey {
                init<Bytes>(derRepresentation: Bytes) throws where Bytes: RandomAccessCollection, Bytes.Element == UInt8
            }
            """,
            expandedSource: """
                protocol SigningKey {
                    init<Bytes>(derRepresentation: Bytes) throws where Bytes: RandomAccessCollection, Bytes.Element == UInt8
                }

                #if DEBUG
                nonisolated final class SigningKeyMock: Mocking.MockObject<any SigningKey>, Mocking.Mock, SigningKey, SigningKeyMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, SigningKeyMockBuilders {
                        let proxy: Mocking.MockProxy<SigningKeyMock, Verb>
                    }
                }
                protocol SigningKeyMockWitnesses: SigningKey {}
                nonisolated protocol SigningKeyMockBuilders: Mocking.MockBuilders where Target: SigningKey {}
                #endif

                extension SigningKey where Self: Mocking.Mock {
                #if DEBUG
                    init<Bytes>(derRepresentation: Bytes) throws where Bytes: RandomAccessCollection, Bytes.Element == UInt8 {
                        self.init(.null)
                        mockCore.__call("init(derRepresentation:)<Bytes == \\(Bytes.self)>\\0(Bytes) -> Void", derRepresentation) { (_: Any) in }
                    }
                #endif
                }

                nonisolated extension SigningKeyMockBuilders {
                    @discardableResult
                    func `init`<Bytes>(derRepresentation: Mocking.Arg<Bytes>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Bytes, Void, Mocking.MockEffects.Throwing> where Bytes: RandomAccessCollection, Bytes.Element == UInt8 {
                        proxy.__message("init(derRepresentation:)<Bytes == \\(Bytes.self)>\\0(Bytes) -> Void", derRepresentation, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }
}
