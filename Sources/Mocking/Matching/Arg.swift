/// A filter for one argument position of a stub, expectation, verification or capture.
///
/// Every parameter of a mock's builder methods takes an `Arg`, so each position can be filtered
/// on its own:
///
/// ```swift
/// mock.stub.result(temperature: 23, humidity: .where { $0 > 80 }).andReturn(0)
/// mock.received.forecast(city: .any).never()
/// ```
///
/// Literals mean ``value(_:)-(Value)``: `23`, `"Oslo"`, `true`, `1.5`, `nil`.
/// An `Arg` prints the way it reads in failure messages (`23`, `any`, `positive`).
public struct Arg<Value> {
    /// Decides whether an actual argument satisfies this filter.
    let test: (Value) -> Bool
    /// How the filter reads in messages: `23`, `any`, `not nil`.
    public let description: String
    /// `false` only for ``any``: a pattern skips such a position when matching and never blames it
    /// for a mismatch.
    let isRestrictive: Bool
    /// The same test reading the argument where it lies in a recorded tuple, given its offset: made
    /// by ``value(_:)`` for the standard library's plain value types (see ``InPlaceEquality``), so
    /// that matching a call compares two values with no generic code between them.
    let inPlaceTest: InPlaceEquality.Make?

    /// A filter from a predicate and the words that describe it in messages.
    ///
    /// - Parameters:
    ///   - description: How the filter reads in failure messages.
    ///   - test: Returns `true` for an argument that matches.
    public init(description: String, _ test: @escaping (Value) -> Bool) {
        self.init(description: description, inPlaceTest: nil, test)
    }

    private init(description: String, inPlaceTest: InPlaceEquality.Make?, _ test: @escaping (Value) -> Bool) {
        self.test = test
        self.description = description
        self.isRestrictive = true
        self.inPlaceTest = inPlaceTest
    }

    private init(any: Void) {
        test = { _ in true }
        description = "any"
        isRestrictive = false
        inPlaceTest = nil
    }

    /// Whether `value` satisfies this filter.
    public func matches(_ value: Value) -> Bool {
        test(value)
    }

    /// Matches every argument.
    public static var any: Arg { Arg(any: ()) }

    /// Any argument of type `Value`: names the type where a generic method's builder cannot
    /// infer it, as in `mock.received.save(.any(User.self)).once()`.
    public static func any(_: Value.Type) -> Arg { .any }

    /// Matches arguments for which `predicate` returns `true`.
    ///
    /// ```swift
    /// mock.stub.result(temperature: .where { $0 > 40 }, humidity: .any).andReturn(0)
    /// ```
    public static func `where`(_ predicate: @escaping (Value) -> Bool) -> Arg {
        Arg(description: "a value matching a predicate", predicate)
    }

    /// Matches arguments for which `predicate` returns `true`; `name` describes it in messages.
    ///
    /// ```swift
    /// mock.expect.result(temperature: .where("positive") { $0 > 0 }, humidity: .any)
    /// // … 'temperature' differs: expected positive, got -3
    /// ```
    public static func `where`(_ name: String, _ predicate: @escaping (Value) -> Bool) -> Arg {
        Arg(description: name, predicate)
    }
}

extension Arg where Value: Equatable {
    /// Matches arguments equal to `expected`.
    public static func value(_ expected: Value) -> Arg {
        Arg(description: describeValue(expected), inPlaceTest: InPlaceEquality.make(expected)) { $0 == expected }
    }
}

extension Arg where Value: AnyObject {
    /// Matches exactly the instance `object` (`===`).
    public static func identical(to object: Value) -> Arg {
        Arg(description: "identical to \(describeValue(object))") { $0 === object }
    }
}

extension Arg {
    /// Matches exactly the instance `object` (`===`) where the parameter's type is an existential
    /// that holds class instances: `any Observer` of a class-bound protocol, `AnyObject`,
    /// `(any Observer)?`. A value that is not a class instance never matches.
    ///
    /// ```swift
    /// mock.received.attach(.identical(to: watcher)).once()   // attach(_ observer: any Observer)
    /// ```
    public static func identical(to object: AnyObject) -> Arg {
        Arg(description: "identical to \(describeValue(object))") { isIdentical($0, to: object) }
    }
}

/// Whether `value`, unwrapped if it is an optional, is the instance `object`.
private func isIdentical(_ value: Any, to object: AnyObject) -> Bool {
    if let optional = value as? any OptionalValue {
        guard let wrapped = optional.wrappedAsAny else { return false }
        return isIdentical(wrapped, to: object)
    }
    guard type(of: value) is AnyClass else { return false }
    return value as AnyObject === object
}

extension Arg where Value: ExpressibleByNilLiteral {
    /// Matches `nil`: an optional holding nothing, or a value of another type equal to the one
    /// its `nil` literal makes (`JSON.null`, for a `JSON` that is `ExpressibleByNilLiteral`).
    public static var `nil`: Arg {
        Arg(description: "nil") { isNil($0) }
    }

    /// Matches any value that is not `nil`.
    public static var notNil: Arg {
        Arg(description: "not nil") { !isNil($0) }
    }
}

/// Whether `value` is `nil`: an optional holding nothing, or an `Equatable` value equal to
/// `Value(nilLiteral: ())`. A type that is neither has no value that reads as `nil`.
private func isNil<Value: ExpressibleByNilLiteral>(_ value: Value) -> Bool {
    if let optional = value as? any OptionalValue { return optional.wrappedAsAny == nil }
    guard let equatable = value as? any Equatable else { return false }
    return equatable.isEqual(to: Value(nilLiteral: ()))
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

extension Arg: CustomStringConvertible {}

/// An `Optional` of any type, seen through a protocol so that matchers and messages can unwrap a
/// value they hold as `Any`. Internal, as its conformance is: importing Mocking adds nothing to
/// `Optional` in the importing module (SPEC §1).
protocol OptionalValue {
    /// The wrapped value, or `nil`.
    var wrappedAsAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAsAny: Any? { self.map { $0 } }
}
