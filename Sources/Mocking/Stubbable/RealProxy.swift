/// The receiver of `engine.stub`, `engine.expect`, `engine.received` and `engine.capture` on a
/// `@Stubbable` object, and of `NetworkEngine.stub` (and so on) on its type.
///
/// `@Stubbable` generates one builder method per instrumented member, each one call into it:
///
/// ```swift
/// @discardableResult
/// func defaultImage(size: Mocking.Arg<Int>, at callSite: Mocking.CallSite = #callSite)
///     -> Mocking.MockCall<Verb, Int, Image, Mocking.MockEffects.Sync> {
///     proxy.__message("defaultImage(size:)", size, at: callSite)
/// }
/// ```
///
/// A stub, expectation or capture registers the object (see ``spy(_:fileID:filePath:line:column:)->_``), which from then on
/// records its calls until the mocking scope ends. Verifying calls on an object nobody registered
/// is a failure: none of its calls were recorded.
public struct RealProxy<Verb: MockVerb> {
    let target: RealTarget

    /// A proxy for `target`.
    public init(_ target: RealTarget) {
        self.target = target
    }

    /// The state to build on: registered now, except for verifications, which only look.
    private func state(for member: MockRequirement, at callSite: CallSite) -> MockState? {
        guard Verb.self == MockVerbs.Verifying.self else {
            return StubRegistry.shared.state(registering: target, at: callSite)
        }
        if let state = StubRegistry.shared.existingState(of: target) { return state }
        FailureReporter.deliver(
            MockFailure(.notRecording(member: RequirementName(member), type: target.typeName), at: callSite))
        return nil
    }

    /// The builder for `requirement` with one filter per argument position.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func __message<each Value, Arguments, Return, Effects>(
        _ requirement: MockRequirement, _ filters: repeat Arg<each Value>, at callSite: CallSite
    ) -> MockCall<Verb, Arguments, Return, Effects> {
        guard let state = state(for: requirement, at: callSite) else { return .inert(at: callSite) }
        return MockCall(
            state: state, requirement: requirement, pattern: MessagePattern(requirement, repeat each filters),
            at: callSite)
    }

    /// The builders for the getter and setter of a subscript, with one filter per index.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func __subscript<each Index, Value, IndexArguments, SetArguments, Effects>(
        _ name: MockRequirement, _ filters: repeat Arg<each Index>, at callSite: CallSite
    ) -> SubscriptProxy<Verb, IndexArguments, Value, SetArguments, Effects> {
        SubscriptProxy(state: state(for: name, at: callSite), name: name, repeat each filters, at: callSite)
    }

    /// The builders for the getter and setter of a property.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func __property<Value, Effects>(
        _ name: MockRequirement, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> PropertyProxy<Verb, Value, Effects> {
        PropertyProxy(state: state(for: name, at: CallSite(fileID, filePath, line, column)), name: name)
    }
}
