import Mocking

/// OCMock's own fixture: class methods on a class and a subclass that inherits them.
@Stubbable
class ClassWithClassMethods: @unchecked Sendable {
    class func foo() -> String { "Foo-ClassMethod" }
    static func bar() -> String { "Bar-ClassMethod" }
    func fluent() -> ClassWithClassMethods { ClassWithClassMethods() }
}

// `nonisolated`: under default MainActor isolation a subclass of a `Sendable` class must say so,
// or its implicit `init()` (main actor) overrides a nonisolated one — Swift's rule, macro or not.
nonisolated final class SubclassWithClassMethods: ClassWithClassMethods, @unchecked Sendable {}

/// Static members of a value type and of an actor, as app code wraps `ProcessInfo` and a shared
/// store: `@Stubbable` passes `type: self` from each.
@Stubbable
enum RealWorldEnvironment {
    static func value(for key: String) -> String? { nil }
}

@Stubbable
actor RealWorldSettingsStore {
    static func defaultValue(for key: String) async -> Int { 0 }
}
