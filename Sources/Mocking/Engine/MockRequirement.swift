/// Which requirement a witness or a builder names: its selector as the macros spell it
/// (`load(id:)`, `subscript(key:)`, `load(_:) (Int) -> Int` for an overload by type,
/// `read(_:)<T == Int>` for a generic method's specialization) and, for a property or a
/// subscript, the accessor.
///
/// Written as a string literal — `mockCore.__call("load(id:)", id) { … }` — it is the literal's
/// address, and two identities from one literal compare by that address: a witness finds its
/// requirement's state without hashing, building or comparing a `String`. An interpolated one (a
/// generic method's specialization, `"read(_:)<T == \(T.self)>"`) is interned: one copy per
/// spelling for the life of the process, so it too compares by address from its second call. The
/// value holds no reference, so passing it costs no retain. The runtime reads the selector's parts
/// (labels, accessor, specialization) only to print a message.
// `@unchecked`: the bytes it points at are immutable and live as long as the process.
public struct MockRequirement: @unchecked Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The accessor of a property or a subscript the identity names, if any.
    enum Accessor: UInt8 {
        case none, get, set
    }

    /// The address of the selector's UTF-8 bytes, in memory that outlives every mock: a
    /// literal's, or an interpolated selector's interned copy.
    private let address: UInt
    /// The number of bytes, shifted left by two, and the accessor: compared with the address as
    /// two integers, which an unoptimised build compares without a call.
    private let countAndAccessor: UInt

    /// The identity a witness or builder writes: `"load(id:)"`. Keeps the literal's address.
    public init(stringLiteral value: StaticString) {
        // No local and no checked arithmetic: every witness's every call comes here, and an
        // unoptimised build zeroes a local's stack slot and checks each operation for overflow.
        address = value.hasPointerRepresentation ? UInt(bitPattern: value.utf8Start) : Self.interned(value)
        countAndAccessor = UInt(bitPattern: value.utf8CodeUnitCount) &<< 2
    }

    /// The interned copy of a one-scalar literal's text (a literal with no pointer of its own): out
    /// of line, so that the common case saves and restores no register.
    @inline(never)
    private static func interned(_ literal: StaticString) -> UInt {
        interned(literal.description)
    }

    /// The identity of a generic method's specialization: `"read(_:)<T == \(T.self)>"`, interned.
    public init(stringInterpolation: Interpolation) {
        self.init(stringInterpolation.text)
    }

    /// An identity from a selector made at run time (a builder's subscript getter).
    init(_ selector: String, _ accessor: Accessor = .none) {
        address = Self.interned(selector)
        countAndAccessor = UInt(selector.utf8.count) << 2 | UInt(accessor.rawValue)
    }

    private init(address: UInt, countAndAccessor: UInt) {
        self.address = address
        self.countAndAccessor = countAndAccessor
    }

    var accessor: Accessor {
        Accessor(rawValue: UInt8(countAndAccessor & 3)) ?? .none
    }

    /// The selector's bytes (none for an address of zero, which no literal or interned copy has).
    private var bytes: UnsafeBufferPointer<UInt8> {
        let start = UnsafePointer<UInt8>(bitPattern: address)
        return UnsafeBufferPointer(start: start, count: start == nil ? 0 : Int(countAndAccessor >> 2))
    }

    /// What an interpolated identity is made of: `"read(_:)<T == \(T.self)>"`.
    public struct Interpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for the literal parts and, at a guess, 16 bytes per interpolated type.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// A literal part: `read(_:)<T == `.
        public mutating func appendLiteral(_ literal: StaticString) {
            text += literal.description
        }

        /// An interpolated part, as `String(describing:)` prints it: `\(T.self)` → `Int`.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            text += String(describing: value)
        }
    }

    /// The same selector's `accessor`: `location` → `location.get`.
    func accessing(_ accessor: Accessor) -> MockRequirement {
        MockRequirement(address: address, countAndAccessor: countAndAccessor & ~3 | UInt(accessor.rawValue))
    }

    /// A subscript's getter as its witness names it: `subscript(key:).get`, the accessor written in
    /// the literal, for the getter is a witness's `__call` (the setter, its `__setSubscript`, is
    /// `accessing(.set)`).
    var subscriptGetter: MockRequirement {
        MockRequirement(String(decoding: Array(accessing(.get).spelling), as: UTF8.self))
    }

    /// The selector with its accessor, as messages and `RequirementName` read it:
    /// `location.get`, `subscript(key:).set`, `subscript(_:).set (Int) -> String`.
    ///
    /// Without the overload key a generated identity may end with, after a NUL
    /// (`"represented()\0() -> Node.Scalar"`): `@Mockable` keys each requirement so that a
    /// refinement's restating a parent's with another signature (Yams' `ScalarRepresentable`) is
    /// told apart from the parent's, which the refinement's macro cannot see; messages name both
    /// alike.
    public var description: String {
        String(decoding: spelling.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// Whether this is `other` spelled from the same bytes — one literal, or one interned
    /// spelling: the comparison of a witness's every call, which reads no byte.
    @inline(__always)
    func isIdentical(to other: MockRequirement) -> Bool {
        address == other.address && countAndAccessor == other.countAndAccessor
    }

    /// Whether the two name one requirement: a getter `__get("name")` passes is the one an
    /// effectful getter's `__call("name.get")` does, as its builder names it.
    func isSame(as other: MockRequirement) -> Bool {
        if isIdentical(to: other) { return true }
        let left = spelling
        let right = other.spelling
        return left.count == right.count && left.elementsEqual(right)
    }

    /// This identity as a mock's table keys it.
    var tableKey: Key { Key(requirement: self) }

    /// A requirement as a mock's table keys it: hashed and compared by what it names.
    struct Key: Hashable {
        let requirement: MockRequirement

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.requirement.isSame(as: rhs.requirement)
        }

        func hash(into hasher: inout Hasher) {
            let spelling = requirement.spelling
            hasher.combine(bytes: UnsafeRawBufferPointer(spelling.head))
            hasher.combine(bytes: UnsafeRawBufferPointer(spelling.accessor))
            hasher.combine(bytes: UnsafeRawBufferPointer(spelling.tail))
        }
    }

    /// The bytes of `description`, in place: the selector with the accessor's `.get` or `.set`
    /// after the subscript's parentheses (or the property's name).
    private var spelling: Spelling {
        Spelling(bytes, accessor)
    }

    /// A requirement's spelling in three parts, compared and hashed as one sequence of bytes.
    private struct Spelling: Sequence {
        let head: UnsafeBufferPointer<UInt8>
        let accessor: UnsafeBufferPointer<UInt8>
        let tail: UnsafeBufferPointer<UInt8>

        init(_ selector: UnsafeBufferPointer<UInt8>, _ accessor: Accessor) {
            let suffix: StaticString =
                switch accessor {
                case .none: ""
                case .get: ".get"
                case .set: ".set"
                }
            self.accessor = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
            // After a subscript's parentheses: `subscript(_:).get (Int) -> String`.
            let split =
                accessor == .none
                ? selector.count : selector.firstIndex(of: UInt8(ascii: ")")).map { $0 + 1 } ?? selector.count
            head = UnsafeBufferPointer(rebasing: selector[..<split])
            tail = UnsafeBufferPointer(rebasing: selector[split...])
        }

        var count: Int { head.count + accessor.count + tail.count }

        func makeIterator() -> Iterator {
            Iterator(spelling: self)
        }

        struct Iterator: IteratorProtocol {
            let spelling: Spelling
            var part = 0
            var index = 0

            mutating func next() -> UInt8? {
                while part < 3 {
                    let buffer = part == 0 ? spelling.head : part == 1 ? spelling.accessor : spelling.tail
                    if index < buffer.count {
                        defer { index += 1 }
                        return buffer[index]
                    }
                    part += 1
                    index = 0
                }
                return nil
            }
        }
    }

    // MARK: Interned spellings

    /// One copy of each selector spelled at run time, kept for the life of the process: few (a
    /// generic method's specializations, a subscript's getter), and an identity's bytes must
    /// outlive the mocks that keep it.
    private static let spellings = Locked<[String: UInt]>([:])

    /// The address of the interned copy of `selector`'s bytes.
    private static func interned(_ selector: String) -> UInt {
        spellings.withLock { spellings in
            if let address = spellings[selector] { return address }
            let bytes = Array(selector.utf8) + [0]
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
            copy.initialize(from: bytes, count: bytes.count)
            spellings[selector] = UInt(bitPattern: copy)
            return UInt(bitPattern: copy)
        }
    }
}
