/// The receiver of `mock.stub`, `mock.expect`, `mock.received` and `mock.capture`.
///
/// A mock declares its builder methods once, in an extension constrained to its type; they work
/// for all four verbs:
///
/// ```swift
/// extension MockProxy where Target == WeatherForecasterMock {
///     @discardableResult
///     func forecast(city: Arg<String>, at callSite: CallSite = #callSite)
///         -> MockCall<Verb, String, String, MockEffects.AsyncThrowing> {
///         __message("forecast(city:)", city, at: callSite)
///     }
///     var location: PropertyProxy<Verb, String, MockEffects.Sync> { __property("location") }
/// }
/// ```
///
/// Its `__`-spelled members are what builders call, as swift-testing spells what only macros call:
/// generated code and a hand-written mock's builders use them, a test never does.
public struct MockProxy<Target: Mock, Verb: MockVerb>: MockBuilders {
    /// The state of the mock (or of its type's static members) this proxy builds on.
    let state: MockState

    /// A proxy for `mock`.
    public init(mock: Target) {
        state = mock.mockCore.state
    }

    /// The proxy itself, as the builders of a hand-written mock (``MockBuilders``).
    public init(proxy: MockProxy) {
        self = proxy
    }

    /// A proxy for the static members of `Target`: `WidgetFactoryMock.stub.make()`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static var __statics: MockProxy {
        MockProxy(state: Target.staticMockCore.state)
    }

    private init(state: MockState) {
        self.state = state
    }

    /// The proxy itself.
    public var proxy: MockProxy<Target, Verb> { self }

    /// The builder for `requirement` with one filter per argument position.
    ///
    /// - Parameters:
    ///   - requirement: The name the witness passes to ``MockCore``, e.g. `result(temperature:humidity:)`.
    ///   - filters: One ``Arg`` per parameter, in order.
    ///   - callSite: The user's line, for failures.
    /// - Returns: A stub, expectation, verification or capture, by `Verb`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func __message<each Value, Arguments, Return, Effects>(
        _ requirement: MockRequirement, _ filters: repeat Arg<each Value>, at callSite: CallSite
    ) -> MockCall<Verb, Arguments, Return, Effects> {
        MockCall(
            state: state, requirement: requirement, pattern: MessagePattern(requirement, repeat each filters),
            at: callSite)
    }

    /// The builders for the getter and setter of a subscript, with one filter per index.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func __subscript<each Index, Value, IndexArguments, SetArguments, Effects>(
        _ name: MockRequirement, _ filters: repeat Arg<each Index>, at callSite: CallSite
    ) -> SubscriptProxy<Verb, IndexArguments, Value, SetArguments, Effects> {
        SubscriptProxy(state: state, name: name, repeat each filters, at: callSite)
    }

    /// The builders for the getter and setter of a property.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func __property<Value, Effects>(_ name: MockRequirement) -> PropertyProxy<Verb, Value, Effects> {
        PropertyProxy(state: state, name: name)
    }
}

/// The receiver of `mock.stub[key: "a"]`: `.get` and `.set(_:)` builders for one subscript, with
/// the index filters given.
///
/// `Index` is what the getter's witness records (the index values), `SetArguments` what the
/// setter's records (the index values plus `newValue`).
public struct SubscriptProxy<Verb: MockVerb, Index, Value, SetArguments, Effects> {
    /// `nil` when there is nothing to build on (verifying an unrecorded real object).
    let state: MockState?
    /// The getter's identity, `subscript(key:).get`, and the setter's.
    let getter: MockRequirement
    let setter: MockRequirement
    let callSite: CallSite
    let getPattern: MessagePattern<Index>?
    let setPattern: (Arg<Value>) -> MessagePattern<SetArguments>?

    init<each Filtered>(
        state: MockState?, name: MockRequirement, _ filters: repeat Arg<each Filtered>, at callSite: CallSite
    ) {
        let getter = name.subscriptGetter
        let setter = name.accessing(.set)
        self.state = state
        self.getter = getter
        self.setter = setter
        self.callSite = callSite
        getPattern = MessagePattern(getter, repeat each filters)
        setPattern = { newValue in MessagePattern(setter, repeat each filters, newValue) }
    }

    /// The getter: `mock.stub[key: "a"].get.andReturn(1)`.
    public var get: MockCall<Verb, Index, Value, Effects> {
        guard let state else { return .inert(at: callSite) }
        return MockCall(state: state, requirement: getter, pattern: getPattern, at: callSite)
    }

    /// The setter, filtered by the value set: `mock.received[key: .any].set(5).once()`.
    public func set(
        _ newValue: Arg<Value>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> MockCall<Verb, SetArguments, Void, MockEffects.Sync> {
        let callSite = CallSite(fileID, filePath, line, column)
        guard let state else { return .inert(at: callSite) }
        return MockCall(
            state: state, requirement: setter, pattern: setPattern(newValue), at: callSite)
    }
}

/// The receiver of `mock.stub.location`: `.get` and `.set(_:)` builders for one property.
public struct PropertyProxy<Verb: MockVerb, Value, Effects> {
    /// `nil` when there is nothing to build on (verifying an unrecorded real object).
    let state: MockState?
    let name: MockRequirement

    /// The getter: `mock.stub.location.get.andReturn("Oslo")`, `mock.received.location.get.times(1...)`.
    ///
    /// A property access cannot see the caller's line; failures of a getter expectation point at
    /// the mock's creation line.
    public var get: MockCall<Verb, Void, Value, Effects> {
        guard let state else {
            return .inert(at: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        }
        return MockCall(
            state: state, requirement: name.accessing(.get), pattern: MessagePattern(name.accessing(.get)),
            at: state.createdAt)
    }

    /// The setter, filtered by the value set: `mock.received.location.set("Oslo").once()`.
    public func set(
        _ newValue: Arg<Value>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> MockCall<Verb, Value, Void, MockEffects.Sync> {
        let callSite = CallSite(fileID, filePath, line, column)
        guard let state else { return .inert(at: callSite) }
        return MockCall(
            state: state, requirement: name.accessing(.set), pattern: MessagePattern(name.accessing(.set), newValue),
            at: callSite)
    }
}

extension PropertyProxy where Verb: AnsweringVerb, Effects: RequirementEffects {
    /// Makes the getter answer `initial` until the setter is called, then the last value set
    /// (Mockingbird's `lastSetValue(initial:)`): a stored property of the mock, for a strict mock
    /// or a property the code reads before it sets it.
    ///
    /// ```swift
    /// settings.stub.theme.andReturnLastSet(initial: "light")
    /// ```
    @discardableResult
    public func andReturnLastSet(
        initial: Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        let stored = Locked(initial)
        get.andCall { () throws(Effects.Failure) -> Value in stored.withLock { $0 } }
        set(.any, fileID: fileID, filePath: filePath, line: line, column: column).andCall { newValue in
            stored.withLock { $0 = newValue }
        }
        return self
    }
}

/// The type behind `mock.stub` (and `expect`, `received`, `capture`): something built from the mock
/// that offers one builder method per requirement.
///
/// Hand-written mocks use ``MockProxy`` and extend it; `@Mockable` generates a nested
/// `Builders<Verb>` struct instead, because a macro cannot extend another type: it stores the
/// proxy, and its memberwise initializer is ``init(proxy:)``.
public protocol MockBuilders {
    /// The mock the builders work on.
    associatedtype Target: Mock
    /// What the builders make: stubs, expectations, verifications or captures.
    associatedtype Verb: MockVerb
    /// Creates the builders that build on `proxy`.
    init(proxy: MockProxy<Target, Verb>)
    /// The proxy that builds every call: `MockProxy.__message(_:_:at:)` and `__property(_:)`.
    var proxy: MockProxy<Target, Verb> { get }
}
