/// The filter for an optional parameter: an ``Arg`` of `Wrapped?` that also takes plain literals of
/// `Wrapped`.
///
/// `@Mockable` gives an optional parameter this type, so a builder reads as the call does:
///
/// ```swift
/// func find(name: String?, limit: Int?) -> [User]
///
/// directory.stub.find(name: "Ada", limit: nil).andReturn([ada])   // "Ada" means .value("Ada")
/// directory.received.find(name: .notNil, limit: .where { ($0 ?? 0) > 10 }).once()
/// ```
///
/// Everything an `Arg<Wrapped?>` offers is here: ``any``, ``value(_:)``, `where`, ``nil``,
/// ``notNil``, ``identical(to:)`` and literals (`nil`, and those of `Wrapped`).
public struct OptionalArg<Wrapped> {
    /// The filter on the optional value.
    public let arg: Arg<Wrapped?>

    /// Wraps a filter on the optional value.
    public init(_ arg: Arg<Wrapped?>) {
        self.arg = arg
    }

    /// Matches every argument, `nil` included.
    public static var any: Self { Self(.any) }

    /// Matches arguments for which `predicate` returns `true`.
    public static func `where`(_ predicate: @escaping (Wrapped?) -> Bool) -> Self {
        Self(.where(predicate))
    }

    /// Matches arguments for which `predicate` returns `true`; `name` describes it in messages.
    public static func `where`(_ name: String, _ predicate: @escaping (Wrapped?) -> Bool) -> Self {
        Self(.where(name, predicate))
    }

    /// Matches `nil`.
    public static var `nil`: Self { Self(.nil) }

    /// Matches any value that is not `nil`.
    public static var notNil: Self { Self(.notNil) }

    /// Matches an optional holding exactly the instance `object` (`===`).
    public static func identical(to object: AnyObject) -> Self {
        Self(.identical(to: object))
    }
}

extension OptionalArg where Wrapped: Equatable {
    /// Matches arguments equal to `expected`, which may be `nil`.
    public static func value(_ expected: Wrapped?) -> Self {
        Self(.value(expected))
    }
}

extension OptionalArg: CustomStringConvertible {
    /// How the filter reads in messages: `"Ada"`, `nil`, `any`.
    public var description: String { arg.description }
}

extension OptionalArg: ExpressibleByNilLiteral {
    /// `.nil`: matches `nil`.
    public init(nilLiteral: ()) {
        self = .nil
    }
}

extension OptionalArg: ExpressibleByIntegerLiteral where Wrapped: ExpressibleByIntegerLiteral & Equatable {
    /// `.value(literal)`.
    public init(integerLiteral literal: Wrapped.IntegerLiteralType) {
        self = .value(Wrapped(integerLiteral: literal))
    }
}

extension OptionalArg: ExpressibleByFloatLiteral where Wrapped: ExpressibleByFloatLiteral & Equatable {
    /// `.value(literal)`.
    public init(floatLiteral literal: Wrapped.FloatLiteralType) {
        self = .value(Wrapped(floatLiteral: literal))
    }
}

extension OptionalArg: ExpressibleByBooleanLiteral where Wrapped: ExpressibleByBooleanLiteral & Equatable {
    /// `.value(literal)`.
    public init(booleanLiteral literal: Wrapped.BooleanLiteralType) {
        self = .value(Wrapped(booleanLiteral: literal))
    }
}

extension OptionalArg: ExpressibleByUnicodeScalarLiteral where Wrapped: ExpressibleByStringLiteral & Equatable {}

extension OptionalArg: ExpressibleByExtendedGraphemeClusterLiteral
where Wrapped: ExpressibleByStringLiteral & Equatable {}

extension OptionalArg: ExpressibleByStringLiteral where Wrapped: ExpressibleByStringLiteral & Equatable {
    /// `.value(literal)`.
    public init(stringLiteral literal: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: literal))
    }
}

extension OptionalArg: ExpressibleByArrayLiteral where Wrapped: RangeReplaceableCollection & Equatable {
    /// `.value(literal)`.
    public init(arrayLiteral elements: Wrapped.Element...) {
        self = .value(Wrapped(elements))
    }
}
