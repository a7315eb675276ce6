/// The receiver of `mock.stub`, `mock.expect`, `mock.received` and `mock.capture`.
///
/// A mock declares its builder methods once, in an extension constrained to its type; they work
/// for all four verbs:
///
/// ```swift
/// extension MockProxy where Target == WeatherForecasterMock {
///     @discardableResult
///     func forecast(city: Arg<String>, at callSite: CallSite = #callSite)
///         -> MockCall<Verb, String, String, AsyncThrowing> {
///         message("forecast(city:)", city, at: callSite)
///     }
///     var location: PropertyProxy<Verb, String, Sync> { property("location") }
/// }
/// ```
public struct MockProxy<Target: Mock, Verb: MockVerb>: MockBuilders {
    /// The mock this proxy builds on.
    public let mock: Target

    /// A proxy for `mock`.
    public init(mock: Target) {
        self.mock = mock
    }

    /// The builder for `requirement` with one filter per argument position.
    ///
    /// - Parameters:
    ///   - requirement: The name the witness passes to ``MockCore``, e.g. `result(temperature:humidity:)`.
    ///   - filters: One ``Arg`` per parameter, in order.
    ///   - callSite: The user's line, for failures.
    /// - Returns: A stub, expectation, verification or capture, by `Verb`.
    public func message<each Value, Arguments, Return, Effects>(
        _ requirement: String, _ filters: repeat Arg<each Value>, at callSite: CallSite
    ) -> MockCall<Verb, Arguments, Return, Effects> {
        MockCall(state: mock.mockCore.state, requirement: requirement, pattern: MessagePattern(requirement, repeat each filters), at: callSite)
    }

    /// The builders for the getter and setter of a property.
    public func property<Value, Effects>(_ name: String) -> PropertyProxy<Verb, Value, Effects> {
        PropertyProxy(state: mock.mockCore.state, name: name)
    }
}

/// The receiver of `mock.stub.location`: `.get` and `.set(_:)` builders for one property.
public struct PropertyProxy<Verb: MockVerb, Value, Effects> {
    let state: MockState
    let name: String

    /// The getter: `mock.stub.location.get.andReturn("Oslo")`, `mock.received.location.get.times(1...)`.
    ///
    /// A property access cannot see the caller's line; failures of a getter expectation point at
    /// the mock's creation line.
    public var get: MockCall<Verb, Void, Value, Effects> {
        MockCall(state: state, requirement: name + ".get", pattern: MessagePattern(name + ".get"), at: state.createdAt)
    }

    /// The setter, filtered by the value set: `mock.received.location.set("Oslo").once()`.
    public func set(_ newValue: Arg<Value>, at callSite: CallSite = #callSite) -> MockCall<Verb, Value, Void, Sync> {
        MockCall(state: state, requirement: name + ".set", pattern: MessagePattern(name + ".set", newValue), at: callSite)
    }
}

/// The type behind `mock.stub` (and `expect`, `received`, `capture`): something built from the mock
/// that offers one builder method per requirement.
///
/// Hand-written mocks use ``MockProxy`` and extend it; `@Mockable` generates a nested
/// `Builders<Verb>` struct instead, because a macro cannot extend another type.
public protocol MockBuilders {
    /// The mock the builders work on.
    associatedtype Target: Mock
    /// Creates the builders for `mock`.
    init(mock: Target)
}
