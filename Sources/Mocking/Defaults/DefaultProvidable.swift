/// A type whose value a null mock (and a strict mock after reporting) answers when nothing is stubbed.
///
/// The standard library's numbers, `Bool`, `String`, optionals and collections have defaults
/// already, without conforming (so `Int.defaultValue` does not turn up in your production code);
/// a conformance of your own overrides one. Conform your own types to let mocks return them
/// without a stub:
///
/// ```swift
/// extension Image: DefaultProvidable {
///     static var defaultValue: Image { Image(named: "placeholder") }
/// }
/// ```
public protocol DefaultProvidable {
    /// The value to answer when no stub says otherwise.
    static var defaultValue: Self { get }
}

/// The defaults of standard library types: internal, so that their members do not join those
/// types in the modules that import Mocking.
protocol BuiltInDefault {
    static var builtInDefault: Self { get }
}

extension Bool: BuiltInDefault { static var builtInDefault: Bool { false } }
extension Int: BuiltInDefault { static var builtInDefault: Int { 0 } }
extension Int8: BuiltInDefault { static var builtInDefault: Int8 { 0 } }
extension Int16: BuiltInDefault { static var builtInDefault: Int16 { 0 } }
extension Int32: BuiltInDefault { static var builtInDefault: Int32 { 0 } }
extension Int64: BuiltInDefault { static var builtInDefault: Int64 { 0 } }
extension UInt: BuiltInDefault { static var builtInDefault: UInt { 0 } }
extension UInt8: BuiltInDefault { static var builtInDefault: UInt8 { 0 } }
extension UInt16: BuiltInDefault { static var builtInDefault: UInt16 { 0 } }
extension UInt32: BuiltInDefault { static var builtInDefault: UInt32 { 0 } }
extension UInt64: BuiltInDefault { static var builtInDefault: UInt64 { 0 } }
extension Double: BuiltInDefault { static var builtInDefault: Double { 0 } }
extension Float: BuiltInDefault { static var builtInDefault: Float { 0 } }
extension String: BuiltInDefault { static var builtInDefault: String { "" } }
extension Substring: BuiltInDefault { static var builtInDefault: Substring { "" } }
extension Optional: BuiltInDefault { static var builtInDefault: Optional { nil } }
extension Array: BuiltInDefault { static var builtInDefault: Array { [] } }
extension ContiguousArray: BuiltInDefault { static var builtInDefault: ContiguousArray { [] } }
extension Set: BuiltInDefault { static var builtInDefault: Set { [] } }
extension Dictionary: BuiltInDefault { static var builtInDefault: Dictionary { [:] } }
