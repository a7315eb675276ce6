import Foundation
import Testing

/// Random protocols over the SPEC §3.11 constructs, each alone in a file, compiled together with
/// the real `@Mockable` plugin: every protocol must expand to code that compiles, or be refused
/// with a `'@Mockable'` diagnostic. Anything else — an error in generated code, a plugin crash —
/// fails the test and prints the protocol.
///
/// A seeded batch runs with the suite; `MOCKING_FUZZ_COUNT=500 MOCKING_FUZZ_SEED=7 swift test
/// --filter MacroFuzzTests` runs a larger one on demand.
@Suite struct MacroFuzzTests {
    static let count = ProcessInfo.processInfo.environment["MOCKING_FUZZ_COUNT"].flatMap { Int($0) } ?? 40
    static let seed = ProcessInfo.processInfo.environment["MOCKING_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2_026

    @Test func randomProtocolsCompileOrAreDiagnosed() throws {
        let compiler = try MockCompiler()
        // `MOCKING_FUZZ_KEEP=1` keeps the generated files to read after a failure.
        defer {
            if ProcessInfo.processInfo.environment["MOCKING_FUZZ_KEEP"] == nil {
                compiler.removeWorkDirectory()
            } else {
                print("Fuzzed protocols kept in \(compiler.work.path)")
            }
        }
        let work = compiler.work
        var generator = ProtocolGenerator(seed: Self.seed)
        let protocols = (0..<Self.count).map { generator.makeProtocol(number: $0) }

        let support = work.appendingPathComponent("Support.swift").path
        try ProtocolGenerator.support.write(toFile: support, atomically: true, encoding: .utf8)

        func compile(
            _ batch: [GeneratedProtocol], as module: String, isolation: MockCompiler.Isolation = .nonisolated
        ) throws -> (errors: [Substring], status: Int32) {
            var files = [support]
            for generated in batch {
                let file = work.appendingPathComponent("Fuzz\(generated.number).swift").path
                try (ProtocolGenerator.imports + generated.source).write(
                    toFile: file, atomically: true, encoding: .utf8)
                files.append(file)
            }
            return try compiler.compile(files, as: module, isolation: isolation)
        }

        // The protocols that should expand, together: a type-check error anywhere would stop the
        // compiler before SIL, hiding the errors found there.
        let expanding = protocols.filter { !$0.expectsDiagnostic }
        for isolation in MockCompiler.Isolation.allCases {
            let built = try compile(expanding, as: "Fuzz", isolation: isolation)
            #expect(
                built.errors.isEmpty && built.status == 0,
                """
                Generated code that does not compile with \(isolation) default isolation (seed \(Self.seed), \
                exit status \(built.status)):
                \(built.errors.prefix(10).joined(separator: "\n"))
                \(Self.offending(built.errors, in: expanding))
                """)
        }

        // The protocols with a construct `@Mockable` refuses: refused with its diagnostic, each.
        // The others come along, as the parents some of them refine.
        let refused = protocols.filter(\.expectsDiagnostic)
        if !refused.isEmpty {
            let diagnosed = try compile(protocols, as: "FuzzRefused")
            let unexpected = diagnosed.errors.filter { !$0.contains("error: '@Mockable' ") }
            #expect(
                unexpected.isEmpty,
                "\(unexpected.prefix(10).joined(separator: "\n"))\n\(Self.offending(unexpected, in: refused))")
            #expect(Set(diagnosed.errors.compactMap { ProtocolGenerator.number(in: $0) }) == Set(refused.map(\.number)))
        }
        #expect(expanding.count > protocols.count / 2, "the batch exercised too little expansion")
    }

    private static func offending(_ errors: [Substring], in protocols: [GeneratedProtocol]) -> String {
        let numbers = Set(errors.compactMap { ProtocolGenerator.number(in: $0) })
        return protocols.filter { numbers.contains($0.number) }.prefix(3).map(\.source).joined(separator: "\n")
    }
}

struct GeneratedProtocol {
    let number: Int
    let source: String
    /// Whether it holds a construct `@Mockable` refuses, so a diagnostic is the right outcome.
    let expectsDiagnostic: Bool
}

/// Makes protocol declarations from the constructs of SPEC §3.11, mixed at random.
struct ProtocolGenerator {
    private var random: SplitMix64
    /// Protocols made so far that expand cleanly, which later ones may refine.
    private var parents:
        [(
            name: String, isPublic: Bool, isMainActor: Bool, isClassBound: Bool, isNSObject: Bool,
            collisions: Set<String>,
            /// A requirement of it that a refinement's own extension may implement.
            implementable: String?,
            /// Its associated type, which `Never` meets: a refinement may name it undeclared.
            associatedType: String?,
            /// Whether it is `Encodable`, whose `encode(to:)` a refinement's own extension may implement.
            isEncodable: Bool
        )] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// What each generated file imports (URLSession's delegates are in FoundationNetworking on Linux).
    static let imports = """
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif
        import Mocking


        """

    /// Types and errors the generated requirements use; compiled with them.
    static let support = """
        public struct FuzzRecord: Sendable, Equatable { public var id: Int }
        public enum FuzzError: Error, Equatable { case failed }
        public final class FuzzNode { public var next: FuzzNode?; public init() {} }
        public protocol FuzzShape { var area: Double { get } }
        public typealias FuzzShapeKind = FuzzShape
        public protocol FuzzListener: AnyObject { func heard() }
        public protocol FuzzMarker {}
        """

    /// The protocol a diagnostic belongs to: `Fuzz12` in its file name, or the declaration a
    /// macro buffer expands (`@__swiftmacro_4Fuzz6Fuzz128MockablefMe_`: length-prefixed module
    /// and declaration names).
    static func number(in line: Substring) -> Int? {
        if let marker = line.range(of: "@__swiftmacro_") {
            var rest = line[marker.upperBound...]
            var names: [Substring] = []
            while names.count < 2, let length = Int(rest.prefix(while: \.isNumber)) {
                rest = rest.drop(while: \.isNumber)
                names.append(rest.prefix(length))
                rest = rest.dropFirst(length)
            }
            if names.count == 2, names[1].hasPrefix("Fuzz") { return Int(names[1].dropFirst(4)) }
        }
        guard let range = line.range(of: #"Fuzz[0-9]+\.swift"#, options: .regularExpression) else { return nil }
        return Int(line[range].dropFirst(4).dropLast(6))
    }

    private static let types = [
        "Int", "String", "Bool", "Double", "[String]", "Int?", "[String: Int]", "FuzzRecord", "(Int, String)",
        "FuzzNode",
        // Existentials, as real protocols take them.
        "any Error", "Any", "(any Error)?", "any FuzzShape", "FuzzShape", "any FuzzShape & Sendable", "AnyObject",
        "any FuzzListener", "any FuzzShape.Type", "[any FuzzShape]", "Int!",
        // Constrained existentials, which real code hands straight to generic code (`Array(…)`).
        "any Collection<Int>", "any Sequence<String>",
        // A tuple written over several lines (jwt-kit's `JWTParser.parse(_:as:)`).
        "(\n        header: Int, payload: String\n    )",
    ]
    private static let effects = [
        "", " async", " throws", " async throws", " throws(FuzzError)", " async throws(FuzzError)",
    ]
    private static let labels = ["", "_ ", "with ", "for ", "at ", "returning "]
    /// Parameters written as one word or none: keywords as label and name, unnamed ones, and the
    /// names of the location parameters every builder has (swift-log's `log(…, file:function:line:)`).
    private static let wholeNames = [
        "for", "in", "default", "internal", "repeat", "_ _", "key _", "line", "column", "fileID", "filePath callSite",
    ]
    /// Types that only a parameter may have.
    private static let parameterOnlyTypes = [
        "some FuzzShape", "some Collection<Int>", "sending String", "consuming String", "borrowing String", "String!",
        // `some` inside optionals and arrays, recorded as `any` at every position and arity.
        "(some FuzzShape)?", "[some FuzzShape]", "(some Error)?",
        // Closures the answer calls through `withClosure`: `nonisolated(nonsending)`, `inout`, five parameters.
        "nonisolated(nonsending) () async -> Int", "(String, inout Bool) -> Void", "(Int, Int, Int, Int, Int) -> Int",
        // Closures in parentheses are closures (Mockingbird's fixtures); an escaping autoclosure.
        "(() -> Void)", "(((Int) throws -> Int))", "@escaping @autoclosure () -> String",
    ]
    private static let collisions = ["stub", "expect", "received", "capture", "verify"]
    /// `encode(to:)` as a protocol's own extension implements it.
    private static let encoding = "nonisolated func encode(to encoder: any Encoder) throws {}"

    mutating func makeProtocol(number: Int) -> GeneratedProtocol {
        let name = "Fuzz\(number)"
        var attributes = ["@Mockable"]
        var inheritance: [String] = []
        var isMainActor = false
        var isClassBound = false
        var isolationModifier = ""
        if random.oneIn(6) {
            attributes.append("@MainActor"); isMainActor = true
        } else if random.oneIn(6) {
            isolationModifier = "nonisolated "
        }
        if random.oneIn(6) { inheritance.append("Sendable") }
        if random.oneIn(8) { inheritance.append("AnyObject"); isClassBound = true }
        if random.oneIn(8) { inheritance.append(random.pick(["CustomStringConvertible", "Equatable", "Hashable"])) }
        // Parents the macro cannot see: Foundation's, `Actor`, and one without `@Mockable`.
        var isActor = false
        var isNSObject = false
        if !isMainActor, isolationModifier.isEmpty, random.oneIn(12) {
            inheritance.append("Actor"); isActor = true
        } else if random.oneIn(12) {
            inheritance.append(random.pick(["NSObjectProtocol", "URLSessionDataDelegate"])); isClassBound = true;
            isNSObject = true
        }
        // An actor protocol refining CustomStringConvertible and a marker declared under default
        // MainActor isolation hits a compiler bug ("circular reference", Swift 6.3.1; documented).
        if random.oneIn(10), !(isActor && inheritance.contains("CustomStringConvertible")) {
            inheritance.append("FuzzMarker")
            attributes[0] = "@Mockable(unmocked: FuzzMarker.self)"
        }
        // A coding parent (jwt-kit's `JWTClaim: Codable`), whose `encode(to:)` the protocol's own
        // extension, or a refinement's, may implement.
        if !isActor, !isNSObject, random.oneIn(10) {
            inheritance.append(random.pick(["Codable", "Encodable", "Decodable"]))
        }
        let isEncodable = inheritance.contains("Codable") || inheritance.contains("Encodable")
        // A standard sequence or iterator: its associated types are the mock's generic parameters
        // unless the protocol fixes them. (A refinement's mock would need them too, and the macro
        // cannot see them: such a protocol is not refined.)
        var whereClause = ""
        var refinesSequence = false
        if !isActor, random.oneIn(10) {
            inheritance.append(
                random.pick([
                    "Sequence", "IteratorProtocol", "AsyncSequence", "AsyncIteratorProtocol", "Collection",
                    "BidirectionalCollection",
                    // swift-benchmark's `FlushableTextOutputStream`.
                    "TextOutputStream",
                ]))
            refinesSequence = true
            if inheritance.last != "TextOutputStream", random.oneIn(2) {
                whereClause = random.pick([" where Element == Int", " where Element: Sendable"])
            }
        }
        // A `RawRepresentable` parent (swift-protobuf's `Enum`): its `RawValue` is the mock's
        // generic parameter unless the protocol fixes it, by a `where` clause or by restating its
        // requirements with `Int`, which the mock's witnesses then declare nonisolated.
        var restatesRawValue = false
        if !isActor, !refinesSequence, random.oneIn(12) {
            inheritance.append("RawRepresentable")
            refinesSequence = true
            switch random.next(below: 3) {
            case 0: restatesRawValue = true
            case 1: whereClause = " where RawValue == String"
            default: break
            }
        }
        // A literal parent (Yams' `SexagesimalConvertible: ExpressibleByIntegerLiteral`): its
        // initializer is the mock's own requirement. Such a protocol is not refined, as above.
        if !isActor, !refinesSequence, random.oneIn(12) {
            inheritance.append(
                random.pick([
                    "ExpressibleByIntegerLiteral", "ExpressibleByStringLiteral", "ExpressibleByFloatLiteral",
                    "ExpressibleByBooleanLiteral",
                ]))
            refinesSequence = true
        }
        // A standard parent a mock cannot take on (swift-numerics' `Real: FloatingPoint`,
        // `AlgebraicField: SignedNumeric`): refused with our diagnostic on that parent.
        var refinesUnmockable = false
        if !isActor, !isNSObject, !refinesSequence, random.oneIn(25) {
            inheritance.append(
                random.pick([
                    "MutableCollection", "CaseIterable", "Strideable", "SignedNumeric", "BinaryInteger",
                    "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint",
                    // With its primary associated type (xctest-dynamic-overlay's `ExpectedCount`).
                    "RangeExpression<Int>",
                ]))
            refinesSequence = true
            refinesUnmockable = true
        }
        let access = random.oneIn(5) ? "public " : random.oneIn(8) ? random.pick(["private ", "fileprivate "]) : ""
        // Nested in a type (SE-0404), naming types declared beside it in another extension, one of
        // them shadowing the standard library's `Error` (swift-nio-ssl's
        // `CustomVerifyManager.PendingResultConvertible`). Not refined: a refinement would name it
        // qualified. A `private` one is refused: no extension a macro writes can see it.
        let isNested = random.oneIn(8)
        // An SPI protocol (WasmKit's `@_spi(WasmKit) public protocol WASIFile`); not refined, as a
        // public refinement could not name it.
        let isSPI = access == "public " && random.oneIn(5)
        if isSPI { attributes.insert("@_spi(Fuzz)", at: 0) }
        // A public protocol may refine only public ones.
        let refinable = parents.filter { $0.isPublic || access != "public " }
        var inheritedCollisions: Set<String> = []
        // Parents' requirements this protocol's own extension implements, as Plot's components
        // render themselves (Corpus/sweep.sh): the mock's witness must still be the one that counts.
        var implementations: [String] = []
        var inheritedRequirements: [String] = []
        var primaryAssociatedTypes = ""
        if !refinable.isEmpty, !isActor, random.oneIn(4) {
            for parent in Set((0...random.next(below: 2)).map { _ in random.pick(refinable) }.map(\.name)) {
                let found = refinable.first { $0.name == parent }!
                // Two parents declaring one name would give the mock two witnesses for it (a
                // protocol restates such a requirement to pick one); a generated protocol doesn't.
                guard found.collisions.isDisjoint(with: inheritedCollisions) else { continue }
                inheritedCollisions.formUnion(found.collisions)
                // A refinement must be isolated like its parents to stay valid Swift.
                if found.isMainActor, !isMainActor {
                    attributes.append("@MainActor"); isMainActor = true; isolationModifier = ""
                }
                isClassBound = isClassBound || found.isClassBound
                // The mock of a refinement of an `NSObjectProtocol` protocol must be an `NSObject`
                // too; the macro sees only the protocol's own parents, so it names the protocol.
                if found.isNSObject, !isNSObject { inheritance.append("NSObjectProtocol"); isNSObject = true }
                inheritance.append(parent)
                if let implementable = found.implementable, random.oneIn(2) {
                    if implementable.hasPrefix("init(") {
                        // Delegating to an initializer of the refinement's own. The mock takes it for
                        // the parent's requirement: it has the protocol's access, and is
                        // `nonisolated` for the nonisolated mock (with default MainActor isolation).
                        inheritedRequirements.append("nonisolated init(\(parent)Node node: Int, tag: String)")
                        implementations.append(
                            "\(access)nonisolated init(\(parent)Node node: Int) { self.init(\(parent)Node: node, tag: \"\") }"
                        )
                    } else {
                        // With the protocol's access: beside a parent the macro cannot see, the mock
                        // takes it for the parent's requirement, as for the initializer above.
                        implementations.append("\(access)nonisolated \(implementable) { \"\" }")
                    }
                }
                // jwt-kit's `JWTUnixEpochClaim: JWTClaim`, whose extension encodes it its own way.
                if found.isEncodable, random.oneIn(2) {
                    implementations.append(Self.encoding)
                }
                // A static requirement naming the parent's associated type it never declares
                // (swift-protobuf's `MapKeyType: FieldType` with `BaseType`): the builders find it
                // in the parent's builders' extension, and the mock takes `Never` for it.
                if let associated = found.associatedType, random.oneIn(2) {
                    inheritedRequirements.append(
                        "static func \(name)Less\(parent)(lhs: \(associated), rhs: \(associated)) -> Bool")
                }
                // Its primary associated types the parent's, named by instance requirements
                // (OpenCombine's `Subject<Output, Failure>: Publisher`, swift-parsing's `ParserPrinter`).
                if let associated = found.associatedType, primaryAssociatedTypes.isEmpty, random.oneIn(3) {
                    primaryAssociatedTypes = "<\(associated)>"
                    inheritedRequirements.append("func \(name)Sink\(parent)(_ value: \(associated))")
                }
            }
        }

        var requirements: [String] = []
        var expectsDiagnostic = refinesUnmockable || (isNested && access == "private ")
        var hasAssociatedType = false
        var hasOperator = false
        // An associated type `Never` can stand for: the protocol may be refined by one that never
        // names it (Plot's `HTMLMediaContext`), whose mock takes `Never` for it.
        var neverFitsAssociatedType = true
        var collisions = Self.collisions.filter { !inheritedCollisions.contains($0) }
        for index in 0..<(1 + random.next(below: 6)) {
            // Some names begin with a non-ASCII letter or an emoji (Mockingbird's `UnicodeTest`:
            // `func 💩()` was taken for an operator), chosen without drawing from the generator,
            // so that every seed's other shapes stay as they were.
            let unicodeHeads = ["ü", "名", "🔥", "π"]
            let member = (index == 1 ? unicodeHeads[number % unicodeHeads.count] : "") + "m\(number)x\(index)"
            switch random.next(below: 20) {
            case 0, 1, 2, 3:
                requirements.append(method(member))
            case 4:
                // An overload by label and one by type.
                let type = random.pick(Self.types)
                requirements.append("func \(member)(value: \(type)) -> Int")
                requirements.append("func \(member)(other: \(type)) -> Int")
                requirements.append("func \(member)(value: FuzzRecord) -> Int")
            case 5:
                let type = random.pick(Self.types)
                requirements.append(
                    random.pick([
                        "var \(member): \(type) { get }", "var \(member): \(type) { get set }",
                        "var \(member): \(type) { get async }", "var \(member): \(type) { get throws }",
                        "var \(member): \(type) { get async throws }",
                    ]))
            case 6:
                let type = random.pick(Self.types)
                requirements.append(
                    random.pick([
                        "subscript(\(member) index: Int) -> \(type) { get }",
                        "subscript(\(member) key: String, flag: Bool) -> \(type) { get set }",
                    ]))
            case 7:
                requirements.append(
                    random.pick([
                        "init(\(member): Int)", "init?(\(member): String)", "init(\(member): Int) throws",
                        "init<T>(\(member): T)",
                        "init<Bytes>(\(member)Bytes: Bytes) throws where Bytes: RandomAccessCollection, Bytes.Element == UInt8",
                    ]))
            case 8:
                requirements.append(
                    random.pick([
                        "static func \(member)(name: String) -> Int", "static var \(member): String { get set }",
                        "static func \(member)() async throws -> [String]",
                    ]))
            case 9:
                requirements.append(
                    random.pick([
                        "func \(member)<T>(_ value: T) -> T",
                        "func \(member)<T: Equatable>(_ value: T, _ other: T) -> Bool",
                        "func \(member)<T: Decodable>(_ type: T.Type) throws -> T",
                        // A generic parameter named like the protocol constraining it (OpenCombine's
                        // `receive<Subscriber: OpenCombine.Subscriber>`), through an alias here.
                        "func \(member)<FuzzShape: FuzzShapeKind>(_ shape: FuzzShape) -> Double",
                    ]))
            case 10:
                if !hasAssociatedType {
                    let declaration = random.pick([
                        "associatedtype Item\(number)", "associatedtype Item\(number): Hashable, Sendable",
                        "associatedtype Item\(number) where Item\(number): Codable",
                        "associatedtype Item\(number): Collection where Item\(number).Element == Int",
                        // Constrained differently under `#if`, as swift-crypto's `HashFunction`.
                        "#if DEBUG\n    associatedtype Item\(number): Equatable\n    #else\n    associatedtype Item\(number): Hashable\n    #endif",
                    ])
                    requirements.insert(declaration, at: 0)
                    hasAssociatedType = true
                    neverFitsAssociatedType = !declaration.contains("where")
                    // The protocol's own `where` clause naming a type alias of it (hummingbird's
                    // `ApplicationProtocol`: `where Context: …`, `typealias Context = Responder.Context`).
                    if whereClause.isEmpty, !refinesSequence, random.oneIn(3) {
                        requirements[0] = "associatedtype Item\(number): Identifiable"
                        requirements.append(
                            "typealias Item\(number)ID = Item\(number).ID\n    func \(member)Find(_ id: Item\(number)ID) -> Item\(number)?"
                        )
                        whereClause = " where Item\(number)ID: " + random.pick(["Comparable", "Codable & Sendable"])
                        neverFitsAssociatedType = false
                    }
                }
                // A `where` clause naming the associated type; a generic parameter named like it
                // (refused in an actor protocol, whose mock's witnesses are in its generic body).
                requirements.append(
                    random.pick(
                        [
                            "func \(member)(_ item: Item\(number)) -> Item\(number)?",
                            "func \(member)<S: Sequence>(_ items: S) where S.Element == Item\(number)",
                        ]
                            + (isActor
                                ? [] : ["func \(member)<Item\(number)>(_ value: Item\(number)) -> [Item\(number)]"])))
            case 11:
                requirements.append(random.pick(["func \(member)() -> Self", "func \(member)(_ other: Self) -> Bool"]))
                // An operator (Nimble's `NimbleIntervalProtocol`): the mock class's own member, so
                // a refinement's mock would lack it (documented); refused in an actor protocol.
                if !hasOperator, random.oneIn(3) {
                    requirements.append(
                        random.pick([
                            "static func + (lhs: Self, rhs: Self) -> Self",
                            "static prefix func - (operand: Self) -> Self",
                            "static func < (lhs: Self, rhs: Self) -> Bool",
                        ]))
                    hasOperator = true
                    expectsDiagnostic = expectsDiagnostic || isActor
                }
            case 12:
                requirements.append(
                    random.pick([
                        "func \(member)(_ value: inout Int)", "func \(member)(_ values: Int...) -> Int",
                        "func \(member)(_ value: inout Int, _ step: Int)\(random.pick(Self.effects)) -> Bool",
                        "func \(member)(_ values: inout [String], _ body: (String) throws -> String) rethrows",
                    ]))
                // `mutating`, as value-type protocols have it (`RandomNumberGenerator.next()`);
                // a class-bound protocol cannot declare it.
                if !isClassBound, !isActor, random.oneIn(2) {
                    requirements.append(
                        random.pick([
                            "mutating func \(member)Next() -> UInt64",
                            "mutating func \(member)Step(by step: Int)\(random.pick(Self.effects)) -> Bool",
                        ]))
                }
            case 13:
                requirements.append(
                    random.pick([
                        "func \(member)(_ completion: @escaping @Sendable (Int) -> Void)",
                        "func \(member)(_ body: (Int) -> Int) -> Int",
                        "func \(member)(_ body: (String) throws -> Void) rethrows",
                        "func \(member)(_ work: () async -> Int) async -> Int",
                        // A result that may be noncopyable, made by the caller's closure: a lock's
                        // `withLock`, swift-configuration's watches (`nonisolated(nonsending)`).
                        "func \(member)<R: ~Copyable>(_ body: () -> R) -> R",
                        "func \(member)<R>(_ body: (inout Int) throws -> R) rethrows -> R where R: ~Copyable",
                        "func \(member)<Return: ~Copyable>(key: String, _ handler: nonisolated(nonsending) (Int) async throws -> Return) async throws -> Return",
                    ]))
            case 14 where !collisions.isEmpty:
                // Each name once: two requirements of one name could clash, an invalid protocol.
                let collision = collisions.remove(at: random.next(below: collisions.count))
                requirements.append(
                    random.pick([
                        "func \(collision)() -> Int", "func \(collision)(_ value: Int)",
                        "var \(collision): Int { get }",
                    ]))
            case 15 where random.oneIn(4):
                expectsDiagnostic = true
                requirements.append(
                    random.pick([
                        "subscript(\(member) keys: String...) -> Int { get }",
                        "func \(member)<each T>(_ values: repeat each T)",
                        "func \(member)<R: ~Copyable>(_ value: consuming R) -> R",
                        "func \(member)(_ bytes: RawSpan) -> Int",
                        // swift-configuration's `FileConfigSnapshot`.
                        "init(\(member)Data: RawSpan) throws",
                        // swift-nio's `EventLoop` (Corpus/sweep.sh).
                        "func \(member)(_ job: consuming ExecutorJob)",
                    ]))
            case 15:
                // Constructs real packages have (Corpus/sweep.sh): a `typealias` member used by a
                // requirement, an overload differing from a `Void` one by its result,
                // `throws(any Error)`, a typed-throws initializer.
                requirements.append(
                    random.pick([
                        "typealias \(member.capitalized)Key = String\n    func \(member)(for key: \(member.capitalized)Key) -> Int",
                        "func \(member)()\n    func \(member)() -> Int",
                        "func \(member)(_ value: Int) throws(any Error) -> String",
                        "var \(member): Int { get throws(any Error) }",
                        "init(\(member): Int) throws(FuzzError)",
                        // Static and generic subscripts (fluent-kit's `ModelAlias`), `throws(E)` with
                        // the method's own `E` (FlyingFox's `SocketAddress`).
                        "static subscript(\(member) index: Int) -> Int { get set }",
                        "subscript<T>(\(member) index: T) -> Int { get }",
                        "subscript<T: Decodable>(\(member) key: String, as type: T.Type) -> T? { get }",
                        // Closure indices: `Dictionary`'s `@autoclosure` default (swift-collections'
                        // `DictionaryAPIChecker`), and a plain one.
                        "subscript(\(member) key: String, default defaultValue: @autoclosure () -> Int) -> Int { get set }",
                        "subscript(\(member) transform: (Int) -> String) -> String { get }",
                        "subscript(\(member) key: String, default defaultValue: @autoclosure () -> Int) -> Int { get async throws }",
                        "static subscript(\(member) key: String, default defaultValue: @autoclosure () -> Int) -> Int { get set }",
                        "func \(member)<R, E: Error>(_ body: (Int) throws(E) -> R) throws(E) -> R",
                        // Both ways, as vapor's `Server` has them: one builder for the two.
                        "@available(*, noasync)\n    func \(member)(port: Int) throws\n    func \(member)(port: Int) async throws",
                    ]))
                if !isClassBound, !isActor, random.oneIn(3) {
                    requirements.append("var \(member)Cursor: Int { mutating get }")
                }
            case 16:
                // Requirements inside `#if`, in every clause form.
                requirements.append(
                    random.pick([
                        "#if DEBUG\n    \(method(member + "a"))\n    #endif",
                        "#if os(Linux)\n    \(method(member + "a"))\n    #elseif os(macOS)\n    \(method(member + "b"))\n    #else\n    var \(member)c: Int { get }\n    #endif",
                        "#if canImport(Foundation)\n    \(method(member + "a"))\n    #else\n    \(method(member + "a"))\n    #endif",
                    ]))
            case 17:
                // Attributes and doc comments as real requirements carry them.
                requirements.append(
                    random.pick([
                        "/// Documented.\n    @discardableResult \(method(member, returning: true))",
                        "@available(macOS 10.15, iOS 13, *)\n    \(method(member))",
                        "@preconcurrency \(method(member))",
                        // Deprecated requirements, as swift-log's `LogHandler` has them: forwarding
                        // to one must not warn.
                        "@available(*, deprecated, renamed: \"\(member)Event\")\n    \(method(member))",
                        "@available(*, deprecated, message: \"Implement the \\\"new\\\" one.\")\n    \(method(member))",
                    ]))
            default:
                requirements.append(method(member))
            }
        }
        if restatesRawValue { requirements += ["init?(rawValue: Int)", "var rawValue: Int { get }"] }
        requirements += inheritedRequirements
        // An overload by type may repeat a requirement; keep each once.
        var seen = Set<String>()
        requirements = requirements.filter { seen.insert($0).inserted }
        // The protocol's own extension implementing a standard-library parent's requirement, as
        // Files' `Location` does (Corpus/sweep.sh): the mock's own witnesses must still win.
        let implemented = [
            "Codable": Self.encoding, "Encodable": Self.encoding,
            "CustomStringConvertible": "nonisolated var description: String { \"\\(Self.self)\" }",
            "Equatable": "nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }",
            "Hashable": "nonisolated func hash(into hasher: inout Hasher) { hasher.combine(1) }",
        ]
        var defaults = inheritance.compactMap { implemented[$0] }.filter { _ in random.oneIn(2) } + implementations
        var implementedOnce = Set<String>()
        defaults = defaults.filter { implementedOnce.insert($0).inserted }
        if isNested {
            // Beside its own `Error`, the standard library's is `Swift.Error`, as real code writes it.
            requirements = requirements.map {
                $0.replacingOccurrences(of: #"(?<![.A-Za-z])Error\b"#, with: "Swift.Error", options: .regularExpression)
            }
            requirements.append("func \(name)Settle(_ error: Error, after: Outcome?) throws -> [Outcome]")
        }
        let host = isNested ? "\(name)Host." : ""
        // A private nested protocol is seen inside its type only.
        if isNested, access == "private " { defaults = [] }
        let extensionSource =
            defaults.isEmpty ? "" : "extension \(host)\(name) {\n" + defaults.map { "    \($0)\n" }.joined() + "}\n"
        // A private protocol is seen in its own file only; each generated protocol has one.
        let isFilePrivate = access == "private " || access == "fileprivate "
        // A requirement a refinement's own extension may implement, as a parent's.
        var implementable: String?
        if !expectsDiagnostic, !hasAssociatedType || neverFitsAssociatedType, !isActor,
            !isFilePrivate, !isNested, !isSPI, !refinesSequence, !hasOperator,
            !requirements.contains(where: { $0.contains("Self") })
        {
            // The mock's own `description` and `hash(into:)` for a standard parent are declared by
            // each `@Mockable` parent's witnesses: two parents bringing one give a refinement two
            // (documented: the refinement names the standard parent itself), like any collision.
            let identity = inheritance.compactMap {
                ["CustomStringConvertible": "description", "Hashable": "hash"][$0]
            }
            let used = inheritedCollisions.union(Self.collisions.filter { !collisions.contains($0) }).union(identity)
            // Also beside a parent the macro cannot see, whose witnesses then keep their names
            // (vapor's `Content`, whose extension implements `encodeResponse(for:)` of a parent that
            // names `VaporSendableMetatype` in `unmocked:`). Or an initializer (swift-asn1's
            // `DERParseable.init(derEncoded:)`, which `DERImplicitlyTaggable`'s extension implements).
            implementable =
                !random.oneIn(3)
                ? nil
                : !isMainActor && random.oneIn(2)
                    ? "init(\(name)Node node: Int)" : "func \(name)Render(indentedBy spaces: Int?) -> String"
            parents.append(
                (
                    name, !access.isEmpty, isMainActor, isClassBound, isNSObject, used, implementable,
                    hasAssociatedType ? "Item\(number)" : nil,
                    isEncodable
                        || refinable.contains { parent in
                            parent.isEncodable && inheritance.contains(parent.name)
                        }
                ))
        }
        if isMainActor {
            // Some requirements of a main-actor protocol opt out of its isolation.
            requirements = requirements.map { requirement in
                let optsOut = random.oneIn(4) && (requirement.hasPrefix("func ") || requirement.hasPrefix("var "))
                return optsOut ? "nonisolated " + requirement : requirement
            }
        }
        if let implementable { requirements.append(implementable) }
        // `Copyable` suppressed, which names no parent (swift-subprocess's `InputProtocol: Sendable,
        // ~Copyable`); every other parent here requires `Copyable`, and `Self` would need ownership.
        var suppressesCopyable = false
        if inheritance.allSatisfy({ $0 == "Sendable" }), !hasAssociatedType, !hasOperator, implementable == nil,
            !requirements.contains(where: { $0.contains("Self") }), random.oneIn(8)
        {
            inheritance.append("~Copyable"); suppressesCopyable = true
        }
        // Parents as a list or, as real code also writes them, as one composition.
        let separator = inheritance.count > 1 && !suppressesCopyable && random.oneIn(3) ? " & " : ", "
        let header =
            attributes.joined(separator: " ")
            + " \(isolationModifier)\(access)protocol \(name)\(primaryAssociatedTypes)"
            + (inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: separator)) + whereClause
        let body = requirements.map { "    " + $0 }.joined(separator: "\n")
        var source = "\(header) {\n\(body)\n}\n"
        if isNested {
            source = """
                nonisolated public enum \(name)Host {
                    nonisolated public struct Error: Swift.Error, Equatable {}
                }
                extension \(name)Host {
                    nonisolated public enum Outcome: Equatable, Sendable { case settled }
                }
                extension \(name)Host {
                \(source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))}

                """
        }
        return GeneratedProtocol(
            number: number, source: source + extensionSource, expectsDiagnostic: expectsDiagnostic)
    }

    /// A method with 0–3 parameters, random labels, types and effects.
    private mutating func method(_ name: String, returning: Bool = false) -> String {
        var wholeNames = Self.wholeNames
        let parameters = (0..<random.next(below: 5)).map { position in
            let type = random.oneIn(6) ? random.pick(Self.parameterOnlyTypes) : random.pick(Self.types)
            if random.oneIn(5) {
                // Keyword names, unnamed parameters: each keyword once per method.
                let whole = wholeNames.remove(at: random.next(below: wholeNames.count))
                if whole.hasPrefix("_") || whole.hasSuffix(" _") { wholeNames.append(whole) }
                return "\(whole): \(type)"
            }
            return "\(random.pick(Self.labels))p\(position): \(type)"
        }
        let returns = random.oneIn(3) && !returning ? "" : " -> " + random.pick(Self.types)
        return "func \(name)(\(parameters.joined(separator: ", ")))\(random.pick(Self.effects))\(returns)"
    }
}
