import MockMacrosSupport
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Golden expansions of `@Mockable`: exactly what users get. Parents: `@Mockable` ones and the standard library's.
final class MockableParentExpansionTests: MockableExpansionTestCase {
    /// The standard library's `description` is declared beside the requirements' witnesses
    /// (`nonisolated`, so an actor's and a main-actor protocol's mock have it too), `==` in the
    /// class, ahead of any the protocol's own extension offers; one the protocol restates is
    /// mocked instead.
    func testStandardLibraryParentsWitnessesAreTheMocksOwnUnlessRestated() {
        assertMockExpansion(
            """
            @Mockable
            protocol Ledger: Actor, CustomStringConvertible, CustomDebugStringConvertible {
                nonisolated var description: String { get }
            }
            """,
            expandedSource: """
                protocol Ledger: Actor, CustomStringConvertible, CustomDebugStringConvertible {
                    nonisolated var description: String { get }
                }

                #if DEBUG
                actor LedgerMock: Mocking.Mock, Ledger, LedgerMockWitnesses {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated let mockCore: Mocking.MockCore<any Ledger>
                    init(mockCore: Mocking.MockCore<any Ledger>) {
                        self.mockCore = mockCore
                    }
                    nonisolated var description: String {
                        get { mockCore.__get("description") { (_: Any) -> String in mockCore.__unforwardable("description", because: .realObjectIsAnActor) } }
                    }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, LedgerMockBuilders {
                        let proxy: Mocking.MockProxy<LedgerMock, Verb>
                    }
                }
                nonisolated protocol LedgerMockWitnesses {}
                nonisolated protocol LedgerMockBuilders: Mocking.MockBuilders where Target: Ledger {}
                #endif

                nonisolated extension LedgerMockWitnesses where Self: Mocking.Mock, Self: Ledger {
                    nonisolated var description: String {
                        get { mockCore.__get("description") { (_: Any) -> String in mockCore.__unforwardable("description", because: .realObjectIsAnActor) } }
                    }
                    nonisolated var debugDescription: String { mockCore.displayName }
                }

                nonisolated extension LedgerMockBuilders {
                    var description: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.__property("description")
                    }
                }
                """,
            macros: macros
        )
    }

    func testRefinementOfMockableAndStandardLibraryProtocols() {
        assertMockExpansion(
            """
            @Mockable
            protocol Speaker: Robot, Volume, Hashable, Sendable {
                func mute()
            }
            """,
            expandedSource: """
                protocol Speaker: Robot, Volume, Hashable, Sendable {
                    func mute()
                }

                #if DEBUG
                nonisolated final class SpeakerMock: Mocking.MockObject<any Speaker>, Mocking.Mock, Speaker, SpeakerMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: SpeakerMock, rhs: SpeakerMock) -> Bool { lhs === rhs }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, SpeakerMockBuilders {
                        let proxy: Mocking.MockProxy<SpeakerMock, Verb>
                    }
                }
                protocol SpeakerMockWitnesses: Speaker, RobotMockWitnesses, VolumeMockWitnesses {}
                nonisolated protocol SpeakerMockBuilders: RobotMockBuilders, VolumeMockBuilders where Target: Speaker {}
                #endif

                extension SpeakerMockWitnesses where Self: Mocking.Mock, Self: Speaker {
                    @_implements(Speaker, mute()) func _mock_mute() {
                        mockCore.__call("mute()\\0() -> Void", ()) { (real: any Speaker) in real.mute() }
                    }
                    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
                }

                extension SpeakerMockWitnesses where Self: Mocking.Mock, Self: Speaker, Self: Swift.Encodable {
                    nonisolated func encode(to encoder: any Swift.Encoder) throws {
                        try mockCore.__call("encode(to:)\\0(any Swift.Encoder) -> Void", encoder as any Swift.Encoder) { (real: any Speaker) throws -> Void in guard let real = real as Any as? any Swift.Encodable else { return mockCore.__unforwardable("encode(to:)\\0(any Swift.Encoder) -> Void", because: .realObjectIsNot("Encodable")) }; return try real.encode(to: encoder) }
                    }
                }

                extension SpeakerMockWitnesses where Self: Mocking.Mock, Self: Speaker, Self: Swift.Decodable {
                    nonisolated init(from decoder: any Swift.Decoder) throws {
                        self.init(.null)
                        mockCore.__call("init(from:)\\0(any Swift.Decoder) -> Void", decoder as any Swift.Decoder) { (_: Any) in }
                    }
                }

                nonisolated extension SpeakerMockBuilders {
                    @discardableResult
                    func mute(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Void, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("mute()\\0() -> Void", at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }

                nonisolated extension SpeakerMockBuilders where Target: Swift.Encodable {
                    @discardableResult
                    func encode(to encoder: Mocking.Arg<any Swift.Encoder>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, any Swift.Encoder, Void, Mocking.MockEffects.Throwing> {
                        proxy.__message("encode(to:)\\0(any Swift.Encoder) -> Void", encoder, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }

                nonisolated extension SpeakerMockBuilders where Target: Swift.Decodable {
                    @discardableResult
                    func `init`(from decoder: Mocking.Arg<any Swift.Decoder>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, any Swift.Decoder, Void, Mocking.MockEffects.Throwing> {
                        proxy.__message("init(from:)\\0(any Swift.Decoder) -> Void", decoder, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A standard-library parent whose requirements a mock cannot take on refuses the protocol,
    /// on that parent, saying why: the numeric protocols too (swift-numerics' `Real:
    /// FloatingPoint`, `AlgebraicField: SignedNumeric`), and one named with its primary associated
    /// type (xctest-dynamic-overlay's `ExpectedCount: RangeExpression<Int>`), not left to the
    /// compiler's "does not conform".
    func testAStandardLibraryParentAMockCannotTakeOnIsRefusedOnTheParent() {
        assertGolden(
            """
            @Mockable
            protocol Bag: Sendable, MutableCollection {
                func shake()
            }
            @Mockable
            protocol Scalar: BinaryFloatingPoint {
                var unit: String { get }
            }
            @Mockable
            protocol Field: SignedNumeric {}
            @Mockable
            protocol Count: Sendable, RangeExpression<Int> {}
            """,
            expandedSource: """
                protocol Bag: Sendable, MutableCollection {
                    func shake()
                }
                protocol Scalar: BinaryFloatingPoint {
                    var unit: String { get }
                }
                protocol Field: SignedNumeric {}
                protocol Count: Sendable, RangeExpression<Int> {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Bag': its parent 'MutableCollection' has associated types (Element, Index, Iterator, …) and requirements with no default here, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 2, column: 25),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Scalar': its parent 'BinaryFloatingPoint' has associated Exponent and Magnitude, operators and initializers with no default here, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 6, column: 18),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Field': its parent 'SignedNumeric' has an associated Magnitude and operator requirements, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 10, column: 17),
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Count': its parent 'RangeExpression<Int>' has an associated Bound and a generic relative(to:) with no default here, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 12, column: 27),
            ],
            macros: macros
        )
    }

    /// A `RawRepresentable` parent (swift-protobuf's `Enum`): `init?(rawValue:)` and `rawValue`
    /// are the mock's requirements; restated with `Int`, they fix `RawValue`, which is then no
    /// generic parameter (Swift infers it from the witnesses).
    func testARawRepresentableParentRestatedWithAConcreteRawValue() {
        assertMockExpansion(
            """
            @Mockable
            protocol Level: RawRepresentable, Hashable {
                init?(rawValue: Int)
                var rawValue: Int { get }
            }
            """,
            expandedSource: """
                protocol Level: RawRepresentable, Hashable {
                    init?(rawValue: Int)
                    var rawValue: Int { get }
                }

                #if DEBUG
                nonisolated final class LevelMock: Mocking.MockObject<any Level>, Mocking.Mock, Level, LevelMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: LevelMock, rhs: LevelMock) -> Bool { lhs === rhs }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, LevelMockBuilders {
                        let proxy: Mocking.MockProxy<LevelMock, Verb>
                    }
                }
                protocol LevelMockWitnesses: Level {}
                nonisolated protocol LevelMockBuilders: Mocking.MockBuilders where Target: Level {}
                #endif

                extension LevelMockWitnesses where Self: Mocking.Mock, Self: Level {
                    nonisolated init?(rawValue: Int) {
                        self.init(.null)
                        mockCore.__call("init(rawValue:)\\0(Int) -> Void", rawValue) { (_: Any) in }
                    }
                    nonisolated var rawValue: Int {
                        get { mockCore.__get("rawValue") { (_: Any) -> Int in mockCore.__unforwardable("rawValue", because: .restatesStandardRequirement) } }
                    }
                    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
                }

                nonisolated extension LevelMockBuilders {
                    typealias RawValue = Target.RawValue
                    @discardableResult
                    func `init`(rawValue: Mocking.Arg<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Int, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("init(rawValue:)\\0(Int) -> Void", rawValue, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var rawValue: Mocking.PropertyProxy<Verb, Int, Mocking.MockEffects.Sync> {
                        proxy.__property("rawValue")
                    }
                }
                """,
            macros: macros
        )
    }

    /// A `RawRepresentable` refinement of a `@Mockable` parent, which may be `Hashable` (the
    /// fuzzer's seed 11): `hash(into:)` is the class's own. From an extension it ties with the
    /// standard library's for a hashable `RawRepresentable`, and Swift derives one from
    /// `hashValue`, whose default calls it back: a recursion that ended the test process.
    func testARawRepresentableRefinementOfAMockableParentHashesByIdentity() {
        assertMockExpansion(
            """
            @Mockable
            protocol NamedBytes: RawRepresentable, Bytes where RawValue == String {
                var name: String { get }
            }
            """,
            expandedSource: """
                protocol NamedBytes: RawRepresentable, Bytes where RawValue == String {
                    var name: String { get }
                }

                #if DEBUG
                nonisolated final class NamedBytesMock: Mocking.MockObject<any NamedBytes>, Mocking.Mock, NamedBytes, NamedBytesMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: NamedBytesMock, rhs: NamedBytesMock) -> Bool { lhs === rhs }
                    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, NamedBytesMockBuilders {
                        let proxy: Mocking.MockProxy<NamedBytesMock, Verb>
                    }
                }
                protocol NamedBytesMockWitnesses: NamedBytes, BytesMockWitnesses {}
                nonisolated protocol NamedBytesMockBuilders: BytesMockBuilders where Target: NamedBytes {}
                #endif

                extension NamedBytesMockWitnesses where Self: Mocking.Mock, Self: NamedBytes {
                    @_implements(NamedBytes, name) var _mock_name: String {
                        get { mockCore.__get("name") { (real: any NamedBytes) in real.name } }
                    }
                    nonisolated init?(rawValue: RawValue) {
                        self.init(.null)
                        mockCore.__call("init(rawValue:)\\0(Target.RawValue) -> Void", rawValue) { (_: Any) in }
                    }
                    nonisolated var rawValue: RawValue {
                        get { mockCore.__get("rawValue") { (_: Any) -> RawValue in mockCore.__unforwardable("rawValue", because: .namesSelf) } }
                    }
                }

                extension NamedBytesMockWitnesses where Self: Mocking.Mock, Self: NamedBytes, Self: Swift.Encodable {
                    nonisolated func encode(to encoder: any Swift.Encoder) throws {
                        try mockCore.__call("encode(to:)\\0(any Swift.Encoder) -> Void", encoder as any Swift.Encoder) { (real: any NamedBytes) throws -> Void in guard let real = real as Any as? any Swift.Encodable else { return mockCore.__unforwardable("encode(to:)\\0(any Swift.Encoder) -> Void", because: .realObjectIsNot("Encodable")) }; return try real.encode(to: encoder) }
                    }
                }

                extension NamedBytesMockWitnesses where Self: Mocking.Mock, Self: NamedBytes, Self: Swift.Decodable {
                    nonisolated init(from decoder: any Swift.Decoder) throws {
                        self.init(.null)
                        mockCore.__call("init(from:)\\0(any Swift.Decoder) -> Void", decoder as any Swift.Decoder) { (_: Any) in }
                    }
                }

                nonisolated extension NamedBytesMockBuilders {
                    typealias RawValue = Target.RawValue
                    var name: Mocking.PropertyProxy<Verb, String, Mocking.MockEffects.Sync> {
                        proxy.__property("name")
                    }
                    @discardableResult
                    func `init`(rawValue: Mocking.Arg<Target.RawValue>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target.RawValue, Void, Mocking.MockEffects.Sync> {
                        proxy.__message("init(rawValue:)\\0(Target.RawValue) -> Void", rawValue, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var rawValue: Mocking.PropertyProxy<Verb, Target.RawValue, Mocking.MockEffects.Sync> {
                        proxy.__property("rawValue")
                    }
                }
                """,
            macros: macros
        )
    }

    /// A refinement that names its parent's associated type without declaring it (swift-protobuf's
    /// `protocol MapKeyType: FieldType`, whose requirement takes `BaseType`): its builders find it
    /// in the parent's builders' extension (`typealias BaseType = Target.BaseType`).
    func testARefinementNamingItsParentsAssociatedTypeUsesTheParentBuildersAlias() {
        assertMockExpansion(
            """
            @Mockable
            protocol MapKey: Field {
                static func lessThan(lhs: BaseType, rhs: BaseType) -> Bool
            }
            """,
            expandedSource: """
                protocol MapKey: Field {
                    static func lessThan(lhs: BaseType, rhs: BaseType) -> Bool
                }

                #if DEBUG
                nonisolated final class MapKeyMock: Mocking.MockObject<any MapKey>, Mocking.Mock, MapKey, MapKeyMockWitnesses, @unchecked Sendable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    static func == (lhs: MapKeyMock, rhs: MapKeyMock) -> Bool { lhs === rhs }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, MapKeyMockBuilders {
                        let proxy: Mocking.MockProxy<MapKeyMock, Verb>
                    }
                }
                protocol MapKeyMockWitnesses: MapKey, FieldMockWitnesses {}
                nonisolated protocol MapKeyMockBuilders: FieldMockBuilders where Target: MapKey {}
                #endif

                extension MapKeyMockWitnesses where Self: Mocking.Mock, Self: MapKey {
                    @_implements(MapKey, lessThan(lhs:rhs:)) static func _mock_lessThan(lhs: BaseType, rhs: BaseType) -> Bool {
                        staticMockCore.__call("lessThan(lhs:rhs:)\\0(BaseType, BaseType) -> Bool", (lhs: lhs, rhs: rhs)) { (_: Any) -> Bool in staticMockCore.__unforwardable("lessThan(lhs:rhs:)\\0(BaseType, BaseType) -> Bool", because: .staticMember) }
                    }
                }

                extension MapKeyMockWitnesses where Self: Mocking.Mock, Self: MapKey, Self: Swift.Encodable {
                    nonisolated func encode(to encoder: any Swift.Encoder) throws {
                        try mockCore.__call("encode(to:)\\0(any Swift.Encoder) -> Void", encoder as any Swift.Encoder) { (real: any MapKey) throws -> Void in guard let real = real as Any as? any Swift.Encodable else { return mockCore.__unforwardable("encode(to:)\\0(any Swift.Encoder) -> Void", because: .realObjectIsNot("Encodable")) }; return try real.encode(to: encoder) }
                    }
                }

                extension MapKeyMockWitnesses where Self: Mocking.Mock, Self: MapKey, Self: Swift.Decodable {
                    nonisolated init(from decoder: any Swift.Decoder) throws {
                        self.init(.null)
                        mockCore.__call("init(from:)\\0(any Swift.Decoder) -> Void", decoder as any Swift.Decoder) { (_: Any) in }
                    }
                }

                nonisolated extension MapKeyMockBuilders {
                    @discardableResult
                    static func lessThan(lhs: Mocking.Arg<BaseType>, rhs: Mocking.Arg<BaseType>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, (lhs: BaseType, rhs: BaseType), Bool, Mocking.MockEffects.Sync> {
                        Mocking.MockProxy<Target, Verb>.__statics.__message("lessThan(lhs:rhs:)\\0(BaseType, BaseType) -> Bool", lhs, rhs, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// A `Collection` parent's `Element` and `Index` are the mock's first generic parameters; its
    /// `subscript(position:)` is the class's own (from the witnesses' extension Swift would infer
    /// `Element == Slice<Self>`); `Sequence` beside it adds nothing (a symbol graph lists both).
    func testACollectionParentGivesTheMockElementAndIndex() {
        assertMockExpansion(
            """
            @Mockable
            protocol Shelf<Element>: Collection, Sequence {
                mutating func remove(at i: Index) -> Element
            }
            """,
            expandedSource: """
                protocol Shelf<Element>: Collection, Sequence {
                    mutating func remove(at i: Index) -> Element
                }

                #if DEBUG
                nonisolated final class ShelfMock<Element, Index>: Mocking.MockObject<any Shelf>, Mocking.Mock, Shelf, ShelfMockWitnesses, @unchecked Sendable where Index: Comparable {
                    typealias StubBuilders = Builders<Mocking.MockVerbs.Stubbing>
                    typealias ExpectBuilders = Builders<Mocking.MockVerbs.Expecting>
                    typealias ReceivedBuilders = Builders<Mocking.MockVerbs.Verifying>
                    typealias CaptureBuilders = Builders<Mocking.MockVerbs.Capturing>
                    nonisolated subscript(position: Index) -> Element {
                        get { mockCore.__call("subscript(_:).get\\0(Target.Index) -> Target.Element", position) { (_: Any) -> Element in mockCore.__unforwardable("subscript(_:)\\0(Target.Index) -> Target.Element", because: .namesSelf) } }
                    }
                    nonisolated struct Builders<Verb: Mocking.MockVerb>: Mocking.MockBuilders, ShelfMockBuilders {
                        let proxy: Mocking.MockProxy<ShelfMock, Verb>
                    }
                }
                protocol ShelfMockWitnesses: Shelf {}
                nonisolated protocol ShelfMockBuilders: Mocking.MockBuilders where Target: Shelf {}
                #endif

                extension ShelfMockWitnesses where Self: Mocking.Mock, Self: Shelf {
                    @_implements(Shelf, remove(at:)) func _mock_remove(at i: Index) -> Element {
                        mockCore.__call("remove(at:)\\0(Target.Index) -> Target.Element", i) { (_: Any) -> Element in mockCore.__unforwardable("remove(at:)\\0(Target.Index) -> Target.Element", because: .namesSelf) }
                    }
                    nonisolated var startIndex: Index {
                        get { mockCore.__get("startIndex") { (_: Any) -> Index in mockCore.__unforwardable("startIndex", because: .namesSelf) } }
                    }
                    nonisolated var endIndex: Index {
                        get { mockCore.__get("endIndex") { (_: Any) -> Index in mockCore.__unforwardable("endIndex", because: .namesSelf) } }
                    }
                    nonisolated func index(after i: Index) -> Index {
                        mockCore.__call("index(after:)\\0(Target.Index) -> Target.Index", i) { (_: Any) -> Index in mockCore.__unforwardable("index(after:)\\0(Target.Index) -> Target.Index", because: .namesSelf) }
                    }
                }

                nonisolated extension ShelfMockBuilders {
                    typealias Element = Target.Element
                    typealias Index = Target.Index
                    @discardableResult
                    func remove(at i: Mocking.Arg<Target.Index>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target.Index, Target.Element, Mocking.MockEffects.Sync> {
                        proxy.__message("remove(at:)\\0(Target.Index) -> Target.Element", i, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    var startIndex: Mocking.PropertyProxy<Verb, Target.Index, Mocking.MockEffects.Sync> {
                        proxy.__property("startIndex")
                    }
                    var endIndex: Mocking.PropertyProxy<Verb, Target.Index, Mocking.MockEffects.Sync> {
                        proxy.__property("endIndex")
                    }
                    subscript(position: Mocking.Arg<Target.Index>, fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath, line line: UInt = #line, column column: UInt = #column) -> Mocking.SubscriptProxy<Verb, Target.Index, Target.Element, (position: Target.Index, newValue: Target.Element), Mocking.MockEffects.Sync> {
                        proxy.__subscript("subscript(_:)\\0(Target.Index) -> Target.Element", position, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                    @discardableResult
                    func index(after i: Mocking.Arg<Target.Index>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Mocking.MockCall<Verb, Target.Index, Target.Index, Mocking.MockEffects.Sync> {
                        proxy.__message("index(after:)\\0(Target.Index) -> Target.Index", i, at: Mocking.CallSite(fileID, filePath, line, column))
                    }
                }
                """,
            macros: macros
        )
    }

    /// `CaseIterable` is refused the same way, saying what it has.
    func testACaseIterableParentIsRefusedOnTheParent() {
        assertGolden(
            """
            @Mockable
            protocol Palette: CaseIterable {
                func color(named name: String) -> Int?
            }
            """,
            expandedSource: """
                protocol Palette: CaseIterable {
                    func color(named name: String) -> Int?
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Mockable' cannot mock 'Palette': its parent 'CaseIterable' has an associated AllCases and a static allCases, which a mock cannot take on; write this mock by hand (see 'Writing a mock by hand').",
                    line: 2, column: 19)
            ],
            macros: macros
        )
    }
}
