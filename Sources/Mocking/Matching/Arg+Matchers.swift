// The matchers users of Mockingbird, Cuckoo and Mockito reach for: one of several values, a
// floating-point value within a tolerance, collections by content, count and emptiness, a
// dictionary's keys, an instance of a type, and a metatype. Each reads in messages as it is
// written: `'amount' differs: expected any of 1, 2, 3, got 5`.

extension Arg where Value: Equatable {
    /// Matches an argument equal to any of the values given (Mockingbird's `any(of:)`).
    ///
    /// ```swift
    /// mock.stub.charge(.any(of: 5, 10, 20)).andReturn(true)
    /// ```
    public static func any(of first: Value, _ more: Value...) -> Arg {
        let values = [first] + more
        return Arg(description: "any of " + values.map(describeValue).joined(separator: ", ")) {
            values.contains($0)
        }
    }
}

extension Arg where Value: FloatingPoint {
    /// Matches an argument no further than `tolerance` from `expected` (Mockingbird's
    /// `around(_:tolerance:)`, XCTest's `accuracy:`); reads `0.3 ± 0.001`.
    public static func around(_ expected: Value, tolerance: Value) -> Arg {
        Arg(description: "\(describeValue(expected)) ± \(describeValue(tolerance))") {
            abs($0 - expected) <= tolerance
        }
    }
}

extension Arg where Value: Sequence, Value.Element: Equatable {
    /// Matches a collection that contains every element given, in any order and among others
    /// (Mockingbird's `any(containing:)`); reads `containing 1, 2`.
    ///
    /// ```swift
    /// mock.received.upload(.containing("a.png")).once()
    /// ```
    public static func containing(_ first: Value.Element, _ more: Value.Element...) -> Arg {
        let elements = [first] + more
        return Arg(description: "containing " + elements.map(describeValue).joined(separator: ", ")) { sequence in
            elements.allSatisfy { sequence.contains($0) }
        }
    }
}

extension Arg where Value: Collection {
    /// Matches a collection of exactly `count` elements (Mockingbird's `any(count:)`); reads
    /// `count 3`.
    public static func count(_ count: Int) -> Arg {
        Arg(description: "count \(count)") { $0.count == count }
    }

    /// Matches an empty collection.
    public static var empty: Arg {
        Arg(description: "empty") { $0.isEmpty }
    }

    /// Matches a collection with at least one element (Mockingbird's `notEmpty()`).
    public static var notEmpty: Arg {
        Arg(description: "not empty") { !$0.isEmpty }
    }
}

extension Arg {
    /// Matches a dictionary that has every key given (Mockingbird's `any(keys:)`); reads
    /// `containing keys "id", "name"`.
    public static func containingKeys<Key, Element>(_ first: Key, _ more: Key...) -> Arg
    where Value == [Key: Element] {
        let keys = [first] + more
        return Arg(description: "containing keys " + keys.map(describeValue).joined(separator: ", ")) { dictionary in
            keys.allSatisfy { dictionary[$0] != nil }
        }
    }

    /// Matches an argument that is an instance of `type` — a class and its subclasses, or a
    /// value type — where the parameter is `Any` or an existential: `.instance(of: URLError.self)`
    /// for an `any Error`. An optional holding one matches; reads `an instance of URLError`.
    public static func instance<T>(of type: T.Type) -> Arg {
        Arg(description: "an instance of \(T.self)") { $0 is T }
    }

    /// Matches the metatype `expected` exactly (`.value(Foo.self)` for a `Foo.Type` parameter; a
    /// subclass's metatype does not match); reads `Foo`, as messages print a metatype argument.
    public static func value<T>(_ expected: T.Type) -> Arg where Value == T.Type {
        Arg(description: describeValue(expected)) { ObjectIdentifier($0) == ObjectIdentifier(expected) }
    }

    /// Matches the metatype `expected` exactly where the parameter is `Any.Type`: reads `Foo`.
    public static func value(_ expected: Any.Type) -> Arg where Value == Any.Type {
        Arg(description: describeValue(expected)) { ObjectIdentifier($0) == ObjectIdentifier(expected) }
    }
}

extension Arg: ExpressibleByDictionaryLiteral
where Value: ExpressibleByDictionaryLiteral & Equatable, Value.Key: Hashable {
    /// `.value(literal)` for a dictionary: `mock.stub.send(["id": "7"])`. A type other than
    /// `Dictionary` that takes dictionary literals cannot be built from one generically: its
    /// filter matches nothing and says so (write `.value(…)`).
    public init(dictionaryLiteral elements: (Value.Key, Value.Value)...) {
        let dictionary = Dictionary(elements, uniquingKeysWith: { _, last in last })
        if let value = dictionary as? Value {
            self = .value(value)
        } else {
            self = Arg(description: "a \(Value.self) literal (write .value(…) for it)") { _ in false }
        }
    }
}
