/// Generates `<Protocol>Mock`, a mock of the protocol it is attached to.
///
/// ```swift
/// @Mockable
/// protocol WeatherForecaster {
///     func result(temperature: Int, humidity: Int) -> Int
///     func forecast(city: String) async throws -> String
///     var location: String { get set }
/// }
///
/// let forecaster = WeatherForecasterMock()
/// forecaster.stub.result(temperature: 23, humidity: .any).andReturn(42)
/// ```
///
/// The mock has the protocol's access level and is compiled only when `DEBUG` is set, so release
/// builds of a production module carry none of it. Each witness is one call into ``MockCore``.
///
/// The expansion has three parts, so that mocks compose when protocols refine each other and a
/// mock's members are the protocol's:
/// - `<Protocol>Mock` inherits its ``MockCore`` from ``MockObject`` and names its builders;
/// - `<Protocol>MockWitnesses`, a protocol the mock conforms to, whose extension holds the
///   witnesses, named apart from their requirements with `@_implements` so that no extension of
///   the protocol or of a refinement takes their place;
/// - `<Protocol>MockBuilders`, a protocol the mock's builders conform to, whose extension holds
///   the builders behind `stub`, `expect`, `received` and `capture`.
///
/// The mock of a protocol that refines this one (`protocol B: A`, both `@Mockable`) gets A's
/// witnesses and builders too.
///
/// What a protocol can declare is supported but for the constructs listed in "What it does not
/// generate" in <doc:GeneratedMocks> (parameter packs, subscripts with variadic indices,
/// noncopyable and non-escapable values, standard-library parents a mock cannot take on, and a
/// few more), each of which gets an error on its node saying why. <doc:GeneratedMocks> also says
/// how each kind of requirement reads in a test, and covers protocols as real code writes them
/// (existentials, default MainActor isolation, constrained associated types, parents the macro
/// cannot see).
///
/// - Important: When mocks are compiled into an optimised build (`compiledWhen:` in a release
///   configuration), pass `-enable-testing` (`swift build -c release -Xswiftc -enable-testing`).
///   Swift 6.3's optimiser does not see conformances that macros generate and may send a call
///   through `any Protocol` to the module's only hand-written conformer instead of the mock.
@attached(peer, names: suffixed(Mock), suffixed(MockWitnesses), suffixed(MockBuilders))
@attached(extension, names: arbitrary)
public macro Mockable() = #externalMacro(module: "MockMacrosSupport", type: "MockableMacro")

/// Generates `<Protocol>Mock`, compiled only when `condition` holds (for example `"MOCKING"`).
@attached(peer, names: suffixed(Mock), suffixed(MockWitnesses), suffixed(MockBuilders))
@attached(extension, names: arbitrary)
public macro Mockable(compiledWhen condition: String) =
    #externalMacro(module: "MockMacrosSupport", type: "MockableMacro")

/// Generates `<Protocol>Mock` for a protocol whose parents include protocols without `@Mockable`
/// (marker protocols, protocols of other modules).
///
/// A parent named here has no generated builders to inherit. Its requirements must be restated in
/// the protocol (so the mock witnesses and builds them) or have default implementations:
///
/// ```swift
/// @Mockable(unmocked: LogHandler.self)
/// protocol AppLogHandler: LogHandler {
///     var logLevel: Logger.Level { get set }        // restated from LogHandler
///     func log(event: LogEvent)
/// }
/// ```
///
/// `Sendable`, `AnyObject`, `Equatable`, `Hashable`, `CustomStringConvertible`,
/// `CustomDebugStringConvertible`, `Identifiable`, `NSObjectProtocol` (the mock is an `NSObject`
/// subclass) and `Actor` (the mock is an actor) need no mention.
@attached(peer, names: suffixed(Mock), suffixed(MockWitnesses), suffixed(MockBuilders))
@attached(extension, names: arbitrary)
public macro Mockable(unmocked parents: Any.Type...) =
    #externalMacro(module: "MockMacrosSupport", type: "MockableMacro")

/// Generates `<Protocol>Mock`, compiled only when `condition` holds, for a protocol with parents
/// that have no `@Mockable` (see ``Mockable(unmocked:)``).
@attached(peer, names: suffixed(Mock), suffixed(MockWitnesses), suffixed(MockBuilders))
@attached(extension, names: arbitrary)
public macro Mockable(compiledWhen condition: String, unmocked parents: Any.Type...) =
    #externalMacro(module: "MockMacrosSupport", type: "MockableMacro")

/// Writes the witnesses of the `@Mockable` protocol whose model's key it is given in an extension
/// of `<Protocol>MockWitnesses`, the protocol it is attached to. Written by `@Mockable` only; do
/// not use it directly.
@attached(extension, names: arbitrary)
public macro __MockableWitnesses(_ modelKey: String) =
    #externalMacro(module: "MockMacrosSupport", type: "MockableWitnessesMacro")

/// Writes the builders of the `@Mockable` protocol whose model's key it is given in an extension
/// of `<Protocol>MockBuilders`, the protocol it is attached to. Written by `@Mockable` only; do
/// not use it directly.
@attached(extension, names: arbitrary)
public macro __MockableBuilders(_ modelKey: String) =
    #externalMacro(module: "MockMacrosSupport", type: "MockableBuildersMacro")
