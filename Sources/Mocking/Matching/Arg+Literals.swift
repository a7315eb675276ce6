// Literals in an argument position mean `.value(literal)`:
// `mock.stub.result(temperature: 23, humidity: 50)`, `mock.received.forecast(city: "Oslo")`.

extension Arg: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral & Equatable {
    /// `.value(literal)`.
    public init(integerLiteral literal: Value.IntegerLiteralType) {
        self = .value(Value(integerLiteral: literal))
    }
}

extension Arg: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral & Equatable {
    /// `.value(literal)`.
    public init(floatLiteral literal: Value.FloatLiteralType) {
        self = .value(Value(floatLiteral: literal))
    }
}

extension Arg: ExpressibleByBooleanLiteral where Value: ExpressibleByBooleanLiteral & Equatable {
    /// `.value(literal)`.
    public init(booleanLiteral literal: Value.BooleanLiteralType) {
        self = .value(Value(booleanLiteral: literal))
    }
}

extension Arg: ExpressibleByUnicodeScalarLiteral where Value: ExpressibleByStringLiteral & Equatable {}

extension Arg: ExpressibleByExtendedGraphemeClusterLiteral where Value: ExpressibleByStringLiteral & Equatable {}

extension Arg: ExpressibleByStringLiteral where Value: ExpressibleByStringLiteral & Equatable {
    /// `.value(literal)`.
    public init(stringLiteral literal: Value.StringLiteralType) {
        self = .value(Value(stringLiteral: literal))
    }
}

extension Arg: ExpressibleByNilLiteral where Value: ExpressibleByNilLiteral {
    /// `.nil`: matches `nil`.
    public init(nilLiteral: ()) {
        self = .nil
    }
}

extension Arg: ExpressibleByArrayLiteral where Value: RangeReplaceableCollection & Equatable {
    /// `.value(literal)`: `mock.stub.log(["a", "b"])` for a variadic `log(_ messages: String...)`.
    public init(arrayLiteral elements: Value.Element...) {
        self = .value(Value(elements))
    }
}
