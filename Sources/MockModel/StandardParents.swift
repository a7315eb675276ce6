/// Standard-library protocols a mocked protocol may refine, which have no `@Mockable` and need no
/// `unmocked:`: those whose requirements the mock takes on as its own, and those it cannot.
package enum StandardParents {
    /// The requirements a mock takes on from the parent, as the standard library declares them.
    package static let adopted: [String: [String]] = [
        "Encodable": ["func encode(to encoder: any Encoder) throws"],
        "Decodable": ["init(from decoder: any Decoder) throws"],
        "Codable": ["func encode(to encoder: any Encoder) throws", "init(from decoder: any Decoder) throws"],
        "RandomNumberGenerator": ["mutating func next() -> UInt64"],
    ]

    /// What keeps a mock from taking on the parent's requirements, as the refusal says it.
    package static let unmockable: [String: String] = {
        let collections = "associated types (Element, Index, Iterator, …) and requirements with no default here"
        var reasons = [
            "Sequence": "an associated Iterator and Element, and makeIterator()",
            "IteratorProtocol": "an associated Element, and a mutating next()",
            "CaseIterable": "an associated AllCases and a static allCases",
            "RawRepresentable": "an associated RawValue and init?(rawValue:)",
            "Comparable": "an operator requirement (<)",
            "Strideable": "an associated Stride and operator requirements",
            "AdditiveArithmetic": "operator requirements (+, -) and a static zero",
            "Numeric": "an associated Magnitude and operator requirements",
        ]
        for name in [
            "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
            "RangeReplaceableCollection",
        ] {
            reasons[name] = collections
        }
        return reasons
    }()

    /// Every name above: parents the macro knows, which need no `unmocked:`.
    package static let names: Set<String> = Set(adopted.keys).union(unmockable.keys).union(
        Set(adopted.keys).union(unmockable.keys).map { "Swift." + $0 })
}
