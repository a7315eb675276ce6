/// A type that stands in for a protocol in tests and records every call it receives.
///
/// `@Mockable` writes conforming classes for you; you can also write one by hand. A hand-written
/// mock stores a ``MockCore``, forwards each witness to it in one line, and declares one builder
/// method per requirement on ``MockProxy`` (see <doc:HandWrittenMocks>):
///
/// ```swift
/// final class WeatherForecasterMock: Mock, WeatherForecaster {
///     let mockCore: MockCore<any WeatherForecaster>
///     init(mockCore: MockCore<any WeatherForecaster>) { self.mockCore = mockCore }
///
///     func result(temperature: Int, humidity: Int) -> Int {
///         mockCore.__call("result(temperature:humidity:)", (temperature: temperature, humidity: humidity)) {
///             (real: any WeatherForecaster) in real.result(temperature: temperature, humidity: humidity)
///         }
///     }
/// }
///
/// extension MockProxy where Target == WeatherForecasterMock {
///     @discardableResult
///     func result(
///         temperature: Arg<Int>, humidity: Arg<Int>,
///         fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
///     ) -> MockCall<Verb, (temperature: Int, humidity: Int), Int, MockEffects.Sync> {
///         __message("result(temperature:humidity:)", temperature, humidity, at: CallSite(fileID, filePath, line, column))
///     }
/// }
/// ```
///
/// Every mock then has ``stub-property``, ``expect-property``, ``received-property``,
/// ``capture-property``, ``verify()-method``, ``verifyNoMoreInteractions(fileID:filePath:line:column:)`` and
/// ``removeAllStubs()-method``.
public protocol Mock: _MockIdentity, Sendable {
    /// The type a partial mock forwards to, usually `any Protocol`.
    associatedtype Real
    /// The builders behind ``stub-property``; ``MockProxy`` unless the mock declares its own (as `@Mockable` does).
    associatedtype StubBuilders: MockBuilders = MockProxy<Self, MockVerbs.Stubbing> where StubBuilders.Target == Self
    /// The builders behind ``expect-property``.
    associatedtype ExpectBuilders: MockBuilders = MockProxy<Self, MockVerbs.Expecting>
    where ExpectBuilders.Target == Self
    /// The builders behind ``received-property``.
    associatedtype ReceivedBuilders: MockBuilders = MockProxy<Self, MockVerbs.Verifying>
    where ReceivedBuilders.Target == Self
    /// The builders behind ``capture-property``.
    associatedtype CaptureBuilders: MockBuilders = MockProxy<Self, MockVerbs.Capturing>
    where CaptureBuilders.Target == Self
    /// The runtime that records calls and answers them.
    var mockCore: MockCore<Real> { get }
    /// Wraps an existing core; the convenience initializers below call this.
    init(mockCore: MockCore<Real>)
}

extension Mock {
    /// Creates a mock.
    ///
    /// - Parameters:
    ///   - behavior: What unmatched calls do: ``MockBehavior/strict`` (the default) or ``MockBehavior/null``.
    ///   - name: A name for messages, when one test has several mocks of a type.
    ///   - fileID: Where "Unexpected call" failures point; leave the default, as the next three.
    ///   - filePath: The same place's path, for XCTest.
    ///   - line: The same place's line.
    ///   - column: The same place's column.
    public init(
        _ behavior: MockBehavior = .strict, name: String? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let callSite = CallSite(fileID, filePath, line, column)
        self.init(
            mockCore: MockCore(behavior, typeName: String(describing: Self.self), name: name, createdAt: callSite))
        mockCore.state.owner = self
    }

    /// Creates a partial mock: unmatched calls, and stubs that say ``MockCall/andForwardToReal()``,
    /// go to `real`.
    public init(
        forwardingTo real: Real, name: String? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let callSite = CallSite(fileID, filePath, line, column)
        self.init(
            mockCore: MockCore(
                .partial, typeName: String(describing: Self.self), name: name, real: real, createdAt: callSite
            ))
        mockCore.state.owner = self
    }

    /// Stubs calls: `mock.stub.result(temperature: 23, humidity: .any).andReturn(42)`.
    public var stub: StubBuilders { StubBuilders(proxy: MockProxy(mock: self)) }

    /// Expects calls, checked by ``verify()-method`` or at the end of a mocking scope:
    /// `mock.expect.result(temperature: .any, humidity: .any).times(2)`.
    public var expect: ExpectBuilders { ExpectBuilders(proxy: MockProxy(mock: self)) }

    /// Verifies calls after the fact: `mock.received.forecast(city: "Oslo").once()`.
    public var received: ReceivedBuilders { ReceivedBuilders(proxy: MockProxy(mock: self)) }

    /// Captures the arguments of matching calls: `let spy = mock.capture.speak(.any, afterDelay: .any, whenDone: .any)`.
    public var capture: CaptureBuilders { CaptureBuilders(proxy: MockProxy(mock: self)) }

    /// Checks every expectation of this mock now.
    ///
    /// Each expectation whose count does not hold is reported at its `expect` line:
    ///
    /// ```
    /// Expectation not met on WeatherForecasterMock:
    ///   expected result(temperature: 23, humidity: 50) exactly once, but it was called 0 times
    /// No calls of 'result(temperature:humidity:)' were recorded.
    /// ```
    public func verify() {
        mockCore.state.verify()
    }

    /// Waits until every expectation of this mock holds, or `timeout` passes, then checks them
    /// (OCMock's `verifyWithDelay`): for expectations met by work on other tasks and threads.
    ///
    /// ```swift
    /// delegate.expect.downloadComplete(image: .notNil, error: .nil)
    /// downloader.start()
    /// await delegate.verify(within: .seconds(1))
    /// ```
    ///
    /// It wakes on each call the mock records — no polling — and returns as soon as every count
    /// holds; otherwise, at `timeout`, each expectation that does not hold is reported at its
    /// `expect` line, as ``verify()-method`` reports it.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, macCatalyst 16.0, *)
    public func verify(within timeout: Duration) async {
        await mockCore.state.verify(within: timeout)
    }

    /// Reports recorded calls that no `received` verification and no expectation accounted for.
    ///
    /// ```
    /// WeatherForecasterMock received 1 call that no verification or expectation accounts for:
    ///   result(temperature: 1, humidity: 2)
    /// ```
    public func verifyNoMoreInteractions(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let callSite = CallSite(fileID, filePath, line, column)
        mockCore.state.verifyNoMoreInteractions(at: callSite)
    }

    /// Reports every call this mock recorded, verified or not: for a collaborator the code under
    /// test must leave alone (Mockito's `verifyNoInteractions`).
    ///
    /// ```
    /// WeatherForecasterMock was expected to receive no calls, but received 1:
    ///   result(temperature: 1, humidity: 2)
    /// ```
    public func verifyNoInteractions(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let callSite = CallSite(fileID, filePath, line, column)
        mockCore.state.verifyNoInteractions(at: callSite)
    }

    /// Makes this mock answer `value` for its unstubbed calls returning `Value`, before any default
    /// registered for every mock (``DefaultValues/register(_:)``) or built in: defaults for one
    /// mock (Mockingbird's `useDefaultValues(from:on:)`).
    ///
    /// ```swift
    /// let clock = ClockMock(.null)
    /// clock.registerDefault(Date(timeIntervalSince1970: 1_000))
    /// ```
    public func registerDefault<Value: Sendable>(_ value: Value) {
        mockCore.state.registerDefault(.value(value), for: Value.self)
    }

    /// Makes this mock answer a value `make` creates, one per unstubbed call returning `Value`: for
    /// a type that is not `Sendable`, as ``DefaultValues/register(_:_:)`` is.
    public func registerDefault<Value>(_: Value.Type, _ make: @escaping @Sendable () -> Value) {
        mockCore.state.registerDefault(.make(make), for: Value.self)
    }

    /// Removes every stub of this mock; expectations, captures and recorded calls stay.
    public func removeAllStubs() {
        mockCore.state.removeAllStubs()
    }

    /// Forgets the calls recorded so far; stubs, expectations and captures stay (Mockito's
    /// `clearInvocations`). `received`, `verifyInOrder` and `verifyNoMoreInteractions(fileID:filePath:line:column:)` then
    /// see only later calls:
    ///
    /// ```swift
    /// screen.load()                        // setup calls the mock
    /// service.clearInvocations()
    /// screen.refresh()
    /// service.received.fetch(id: .any).once()   // the refresh's call only
    /// ```
    public func clearInvocations() {
        mockCore.state.clearInvocations()
    }
}
