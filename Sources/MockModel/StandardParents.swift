/// Standard-library protocols a mocked protocol may refine, which have no `@Mockable` and need no
/// `unmocked:`: those whose requirements the mock takes on as its own, and those it cannot.
package enum StandardParents {
    /// The requirements a mock takes on from the parent, as the standard library declares them.
    package static let adopted: [String: [String]] = {
        let collection = [
            "var startIndex: Index { get }", "var endIndex: Index { get }",
            "subscript(position: Index) -> Element { get }", "func index(after i: Index) -> Index",
        ]
        return [
            // `Swift.`: a protocol may declare an associated type named `Encoder` (hummingbird's
            // `RequestContext`), which the unqualified name would be in the witnesses' extension.
            "Encodable": ["func encode(to encoder: any Swift.Encoder) throws"],
            "Decodable": ["init(from decoder: any Swift.Decoder) throws"],
            "Codable": [
                "func encode(to encoder: any Swift.Encoder) throws", "init(from decoder: any Swift.Decoder) throws",
            ],
            "RandomNumberGenerator": ["mutating func next() -> UInt64"],
            // swift-benchmark's `FlushableTextOutputStream`; `_lock()` and `_unlock()` have defaults.
            "TextOutputStream": ["mutating func write(_ string: String)"],
            "CodingKey": [
                "var stringValue: String { get }", "init?(stringValue: String)", "var intValue: Int? { get }",
                "init?(intValue: Int)",
            ],
            "Sequence": ["func makeIterator() -> Iterator"],
            "IteratorProtocol": ["mutating func next() -> Element?"],
            "AsyncSequence": ["func makeAsyncIterator() -> AsyncIterator"],
            "AsyncIteratorProtocol": ["mutating func next() async throws -> Element?"],
            "Collection": collection,
            "BidirectionalCollection": collection + ["func index(before i: Index) -> Index"],
            "Comparable": ["static func < (lhs: Self, rhs: Self) -> Bool"],
            "RawRepresentable": ["init?(rawValue: RawValue)", "var rawValue: RawValue { get }"],
            // Foundation's, which swift-crypto's `Digest` and `MessageAuthenticationCode` refine.
            "ContiguousBytes": ["func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R"],
            // A literal's type fixed as the standard library's default for it (Yams'
            // `SexagesimalConvertible: ExpressibleByIntegerLiteral`): `IntegerLiteralType == Int`.
            "ExpressibleByIntegerLiteral": ["init(integerLiteral value: Int)"],
            "ExpressibleByFloatLiteral": ["init(floatLiteral value: Double)"],
            "ExpressibleByBooleanLiteral": ["init(booleanLiteral value: Bool)"],
            "ExpressibleByStringLiteral": ["init(stringLiteral value: String)"],
            "AdditiveArithmetic": [
                "static var zero: Self { get }", "static func + (lhs: Self, rhs: Self) -> Self",
                "static func - (lhs: Self, rhs: Self) -> Self",
            ],
        ]
    }()

    /// Type aliases the mock declares for a parent whose requirement it takes on, where Swift
    /// does not infer them (`AsyncIteratorProtocol`'s `Failure`, beside an associated type of the
    /// protocol's own), unless the protocol restates the requirement or declares the type.
    package static let typeAliases: [String: (name: String, type: String, requirement: String)] = [
        "AsyncIteratorProtocol": ("Failure", "any Swift.Error", "next()")
    ]

    /// The associated types a parent gives the mock as generic parameters, unless the protocol
    /// declares them or fixes them (`where Element == Message`), and what the parent asks of them:
    /// a mock of `protocol Feed: AsyncSequence where Element == Message` is
    /// `FeedMock<AsyncIterator>`, whose iterator a test chooses (`AsyncStream<Message>.Iterator`, a
    /// mock of its own). The parent's other requirements have defaults.
    package static let associatedTypes: [String: (names: [String], requirements: [String])] = [
        "Sequence": (["Element", "Iterator"], ["Iterator: IteratorProtocol", "Iterator.Element == Element"]),
        "IteratorProtocol": (["Element"], []),
        "AsyncSequence": (
            ["Element", "AsyncIterator"], ["AsyncIterator: AsyncIteratorProtocol", "AsyncIterator.Element == Element"]
        ),
        "AsyncIteratorProtocol": (["Element"], []),
        // A null mock is empty: its `startIndex` and `endIndex` answer one default (`0`).
        "Collection": (["Element", "Index"], ["Index: Comparable"]),
        "BidirectionalCollection": (["Element", "Index"], ["Index: Comparable"]),
        "RawRepresentable": (["RawValue"], []),
    ]

    /// What keeps a mock from taking on the parent's requirements, as the refusal says it.
    package static let unmockable: [String: String] = {
        let collections = "associated types (Element, Index, Iterator, …) and requirements with no default here"
        var reasons = [
            "CaseIterable": "an associated AllCases and a static allCases",
            "Strideable": "an associated Stride and operator requirements",
            "Numeric": "an associated Magnitude and operator requirements",
            "SignedNumeric": "an associated Magnitude and operator requirements",
            "RangeExpression": "an associated Bound and a generic relative(to:) with no default here",
        ]
        for name in ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] {
            reasons[name] = collections
        }
        // swift-numerics' `Real: FloatingPoint` and its test support's `FixedWidthFloatingPoint:
        // BinaryFloatingPoint`: the compiler's "does not conform" came from inside the expansion.
        for name in ["FloatingPoint", "BinaryFloatingPoint"] {
            reasons[name] = "associated Exponent and Magnitude, operators and initializers with no default here"
        }
        for name in ["BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger"] {
            reasons[name] = "associated Words and Magnitude, operators and initializers with no default here"
        }
        return reasons
    }()

    /// The witnesses a parent's requirements get beside the protocol's, in the extension of its
    /// witnesses protocol: the mock's identity and name. Declared for `Self: Protocol`, they come
    /// before any the protocol's own extension declares, so a protocol whose extension implements
    /// `description` or `==` (`extension Location { var description: String { path } }`) still
    /// gives its mock — and its refinements' — one witness for each, and printing or comparing a
    /// strict mock calls none of its requirements. `CodingKey` lists the two its own extension
    /// implements.
    package static let identity: [String: [IdentityWitness]] = [
        "Equatable": [.equality],
        "Hashable": [.equality, .hashing],
        "Comparable": [.equality],
        "AdditiveArithmetic": [.equality],
        "CustomStringConvertible": [.description],
        "CustomDebugStringConvertible": [.debugDescription],
        "CodingKey": [.description, .debugDescription],
    ]

    /// Requirements of standard-library parents a mock gets from their own defaults (`id` from
    /// `Identifiable`'s for classes, `hashValue` from `hash(into:)`): a protocol that restates one
    /// is witnessed by its name, which the parent's conformance looks for.
    package static let defaulted: [String: [String]] = [
        "Identifiable": ["id"],
        "Hashable": ["hashValue"],
    ]

    /// Parents another parent refines, whose requirements and associated types that one's table
    /// entries cover: a symbol graph lists `Sequence` beside `Collection`, whose `Iterator` has a
    /// default (`IndexingIterator`) and must not become a generic parameter.
    private static let refinedBy: [String: Set<String>] = [
        "Sequence": ["Collection", "BidirectionalCollection"],
        "Collection": ["BidirectionalCollection"],
    ]

    /// Whether another of `parents` refines `parent` (see `refinedBy`).
    package static func isRefined(_ parent: String, among parents: [String]) -> Bool {
        guard let refinements = refinedBy[bare(parent)] else { return false }
        return parents.contains { refinements.contains(bare($0)) }
    }

    /// `Equatable` for `Swift.Equatable`: the name the tables above use.
    package static func bare(_ parent: String) -> String {
        parent.hasPrefix("Swift.") ? String(parent.dropFirst("Swift.".count)) : parent
    }

    /// Every name above: parents the macro knows, which need no `unmocked:`.
    package static let names: Set<String> = Set(adopted.keys).union(unmockable.keys).union(
        Set(adopted.keys).union(unmockable.keys).map { "Swift." + $0 })
}

/// A witness a mock declares for a standard-library parent (see
/// ``StandardParents/identity``).
package enum IdentityWitness: Sendable {
    /// `==`: a mock equals only itself.
    case equality
    /// `hash(into:)`: by the mock's identity.
    case hashing
    /// `description`: the mock's name.
    case description
    /// `debugDescription`: the mock's name.
    case debugDescription

    /// The selector of a restatement that has it mocked instead.
    var selector: String {
        switch self {
        case .equality: "==(_:_:)"
        case .hashing: "hash(into:)"
        case .description: "description"
        case .debugDescription: "debugDescription"
        }
    }
}
