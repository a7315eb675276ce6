/// Lets tests stub, expect, verify and capture calls on real instances of a class, and on a
/// type's static methods — Kiwi's stubs on real objects and class methods, in Swift.
///
/// ```swift
/// @Stubbable
/// final class NetworkEngine {
///     static func requestImage(url: String, completion: @escaping @Sendable (Image?, (any Error)?) -> Void) { … }
///     func defaultImage(size: Int) -> Image { … }
/// }
///
/// NetworkEngine.stub.requestImage(url: .any, completion: .any).andCall { url, completion in
///     completion(Image(named: url), nil)
/// }
/// let engine = NetworkEngine()
/// engine.stub.defaultImage(size: 20).andReturn(placeholder)
/// engine.expect.defaultImage(size: .any).once()
/// ```
///
/// Each method gets one call into `__Intercept` around its own body. Calls nobody stubbed run the
/// real code unchanged; while no test has registered any object or type, that costs one atomic
/// load. A stub, expectation or capture registers the object (or type) — ``spy(_:fileID:filePath:line:column:)->_`` does so
/// without changing anything — and from then on its calls are recorded, for `received`, until
/// the mocking scope ends. Registrations hold objects weakly, and a registration whose object has
/// died never applies to a new object at the same address.
///
/// On a class, instance and static methods and stored `var` properties are instrumented (see
/// ``StubbedProperty(compiledWhen:)``); on a struct, enum or actor, static methods. Computed
/// properties and subscripts keep their real accessors: no macro can wrap accessors yet (a remark
/// lists them). Methods marked `@inlinable` and `rethrows` methods are
/// not instrumented either, with a warning that says so.
///
/// A subclass inherits `stub`, `expect`, `received` and `capture`. Its overrides run their own
/// code, and their `super` calls reach the instrumented method — so
/// `controller.received.viewDidLoad().once()` on a subclass instance checks that its
/// `viewDidLoad()` called `super`. Mark an override ``Stubbed(named:compiledWhen:)`` to have stubs
/// answer it directly. (`@Stubbable` itself goes on one class of a hierarchy: on a subclass its
/// `stub` and friends would clash with the inherited ones.)
///
/// The instrumentation is compiled only into debug builds; `@Stubbable(compiledWhen:)` changes
/// the condition.
@attached(
    member, conformances: Stubbable, names: named(stub), named(expect), named(received), named(capture),
    named(StubbableBuilders), named(StubbableTypeBuilders))
@attached(memberAttribute)
@attached(extension, conformances: Stubbable)
public macro Stubbable() = #externalMacro(module: "MockMacrosSupport", type: "StubbableMacro")

/// `@Stubbable`, with the instrumentation compiled only when `condition` holds (for example `"MOCKING"`).
@attached(
    member, conformances: Stubbable, names: named(stub), named(expect), named(received), named(capture),
    named(StubbableBuilders), named(StubbableTypeBuilders))
@attached(memberAttribute)
@attached(extension, conformances: Stubbable)
public macro Stubbable(compiledWhen condition: String) =
    #externalMacro(module: "MockMacrosSupport", type: "StubbableMacro")

/// Instruments one method: `@Stubbable` puts it on each method of the type; write it yourself on
/// the overrides of a subclass, so that stubs on the base class's method reach them too.
///
/// ```swift
/// final class ProfileViewController: ViewController {   // ViewController is @Stubbable
///     @Stubbed override func greeting() -> String { "Welcome back" }
/// }
///
/// profile.stub.greeting().andReturn("Hi")   // answers even though the override skips super
/// ```
///
/// A call is recorded once, where it enters: an instrumented override's `super` call does not
/// record it a second time. Leave overrides unmarked to check whether they call `super`
/// (`controller.received.viewDidLoad().once()` counts only calls that reached the base).
///
/// - Parameters:
///   - name: The name the call is recorded under, for overloads that differ only by type
///     (`@Stubbable` fills it in).
///   - condition: The compilation condition of the instrumentation.
@attached(body)
public macro Stubbed(named name: String? = nil, compiledWhen condition: String = "DEBUG") =
    #externalMacro(module: "MockMacrosSupport", type: "StubbedMacro")

/// Asks for a stubbed answer from the first line of a `@Stubbable` type's method, which then
/// keeps its body where you wrote it, so that code coverage counts it (a method `@Stubbable`
/// instruments itself has its body moved by a macro, and Swift does not profile what a macro wrote).
///
/// ```swift
/// @Stubbable
/// final class Engine {
///     func start(speed: Int) -> Bool {
///         if let answer: Bool = #stubbed() { return answer }
///         return speed > 0 && ignite()
///     }
///
///     func load(from url: URL) async throws -> Data {
///         if let answer: Data = try await #stubbed() { return answer }
///         return try await fetch(url)
///     }
/// }
/// ```
///
/// The answer is `nil` when the method's own code should run: nothing is stubbed, a stub
/// forwards to the real code, or the type is not registered by a test. Write `try` and `await`
/// as the method's effects need. The macro reads the method's name, parameters, effects and
/// result from the method it is in; `@Stubbable` gives the method its builders as for any other
/// and leaves its body alone. What such a method cannot do: `andWrapReal` (there is no real code
/// to hand the answer; the call is reported and runs its own code), and overrides (their `super`
/// call would be recorded a second time), which keep `@Stubbed`.
@freestanding(expression)
public macro stubbed<Answer>() -> Answer? = #externalMacro(module: "MockMacrosSupport", type: "StubbedAnswerMacro")

/// `#stubbed()` for a method that returns nothing: `true` when a stub answered the call (with
/// `andDoNothing()`, say), so that the method returns before its own code.
///
/// ```swift
/// func stop() {
///     if #stubbed() { return }
///     engine.cutOff()
/// }
/// ```
@freestanding(expression)
public macro stubbed() -> Bool = #externalMacro(module: "MockMacrosSupport", type: "StubbedVoidMacro")

/// Instruments one stored property of a class: `@Stubbable` puts it on each `var` it can
/// instrument; write it yourself on a stored property a subclass adds (and give it a builder in
/// an extension of the base class's `StubbableBuilders`, as for methods declared in extensions).
///
/// ```swift
/// @Stubbable
/// final class Session {
///     var token: String = ""          // instrumented: @StubbedProperty
/// }
///
/// session.stub.token.get.andReturn("expired")
/// session.received.token.set("fresh").once()
/// ```
///
/// The value moves to private storage (`_stubbed_token`); the property keeps its initial value
/// and initializers still set it (an `init` accessor). Reads and writes nobody stubbed reach that
/// storage, and are recorded once a test registers the object.
///
/// - Parameter condition: The compilation condition of the instrumentation.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_stubbed_))
public macro StubbedProperty(compiledWhen condition: String = "DEBUG") =
    #externalMacro(module: "MockMacrosSupport", type: "StubbedPropertyMacro")

/// A type whose methods `@Stubbable` instrumented.
public protocol Stubbable {}

extension Stubbable where Self: AnyObject {
    /// Checks the expectations on this object now (those of the current mocking scope, or made
    /// outside any).
    public func verify() {
        StubRegistry.shared.existingState(of: RealTarget(object: self))?.verify()
    }

    /// Removes every stub on this object; its expectations, captures and recorded calls stay.
    public func removeAllStubs() {
        StubRegistry.shared.existingState(of: RealTarget(object: self))?.removeAllStubs()
    }
}

extension Stubbable {
    /// Checks the expectations on this type's static methods now.
    public static func verify() {
        StubRegistry.shared.existingState(of: RealTarget(type: Self.self))?.verify()
    }

    /// Removes every stub on this type's static methods.
    public static func removeAllStubs() {
        StubRegistry.shared.existingState(of: RealTarget(type: Self.self))?.removeAllStubs()
    }
}

/// Starts recording the calls on a real object of a `@Stubbable` class, without changing what
/// they do, so that they can be verified afterwards; returns the object.
///
/// ```swift
/// let controller = spy(ProfileViewController())
/// controller.viewDidLoad()
/// controller.received.viewDidLoad().once()   // did its viewDidLoad() call super?
/// ```
///
/// The recording belongs to the current mocking scope and ends with it.
@discardableResult
public func spy<Object: Stubbable & AnyObject>(
    _ object: Object, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> Object {
    let callSite = CallSite(fileID, filePath, line, column)
    _ = StubRegistry.shared.state(registering: RealTarget(object: object), at: callSite)
    return object
}

/// Starts recording the calls of a `@Stubbable` type's static methods.
public func spy<T: Stubbable>(
    _ type: T.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let callSite = CallSite(fileID, filePath, line, column)
    _ = StubRegistry.shared.state(registering: RealTarget(type: type), at: callSite)
}

/// Forgets every stub, expectation, capture and recording on real objects and types made outside
/// a mocking scope (those made inside one go when it ends), so instrumented calls are idle again.
public func resetStubbedObjects() {
    StubRegistry.shared.removeUnscoped()
}
