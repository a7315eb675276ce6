/// Default values for types you cannot (or would rather not) conform to ``DefaultProvidable``.
///
/// Registrations are process-wide, like a conformance would be:
///
/// ```swift
/// DefaultValues.register(URL(string: "about:blank")!)
/// ```
public enum DefaultValues {
    private static let registered = Locked<[ObjectIdentifier: any Sendable]>([:])
    private static let factories = Locked<[ObjectIdentifier: @Sendable () -> Any]>([:])

    /// Makes every mock answer `value` for unstubbed calls returning `Value`.
    public static func register<Value: Sendable>(_ value: Value) {
        registered.withLock { $0[ObjectIdentifier(Value.self)] = value }
    }

    /// Makes every mock answer a value `make` creates, one per unstubbed call returning `Value`:
    /// the way to register a type that is not `Sendable`, since each call gets its own instance.
    ///
    /// ```swift
    /// DefaultValues.register(NSMutableArray.self) { NSMutableArray() }
    /// ```
    public static func register<Value>(_: Value.Type, _ make: @escaping @Sendable () -> Value) {
        factories.withLock { $0[ObjectIdentifier(Value.self)] = make }
    }

    /// Forgets the registration for `Value`.
    public static func unregister<Value>(_: Value.Type) {
        registered.withLock { $0[ObjectIdentifier(Value.self)] = nil }
        factories.withLock { $0[ObjectIdentifier(Value.self)] = nil }
    }

    /// The default for `Value`: registered, then `DefaultProvidable`, then built in, or `()`, then
    /// what the standard library's protocols make — `nil` for `ExpressibleByNilLiteral`, empty for
    /// `RangeReplaceableCollection`, `SetAlgebra` and the array, dictionary and string literals,
    /// zero for `AdditiveArithmetic` and the number literals, `false` for
    /// `ExpressibleByBooleanLiteral`, the first case of a `CaseIterable` — and for a tuple, a tuple
    /// of its elements' defaults. `nil` when there is none.
    ///
    /// Each candidate is unwrapped before it is cast: a `nil` cast to an optional `Value` succeeds,
    /// as the innermost `nil` (`Optional(Optional(nil))` for `Bool???`).
    public static func value<Value>(for _: Value.Type) -> Value? {
        if let stored = registered.withLock({ $0[ObjectIdentifier(Value.self)] }), let value = stored as? Value {
            return value
        }
        if let make = factories.withLock({ $0[ObjectIdentifier(Value.self)] }), let value = make() as? Value {
            return value
        }
        if Value.self == Void.self { return (() as Any) as? Value }
        if let type = Value.self as? any DefaultProvidable.Type, let provided = type.defaultValue as? Value {
            return provided
        }
        if let type = Value.self as? any BuiltInDefault.Type, let builtIn = type.builtInDefault as? Value {
            return builtIn
        }
        guard let standard = StandardDefaults.value(for: Value.self) else { return nil }
        return standard as? Value
    }
}
