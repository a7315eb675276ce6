/// A type whose value a null mock (and a strict mock after reporting) answers when nothing is stubbed.
///
/// The standard library's numbers, `Bool`, `String`, optionals and collections conform already.
/// Conform your own types to let mocks return them without a stub:
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

extension Bool: DefaultProvidable { public static var defaultValue: Bool { false } }
extension Int: DefaultProvidable { public static var defaultValue: Int { 0 } }
extension Int8: DefaultProvidable { public static var defaultValue: Int8 { 0 } }
extension Int16: DefaultProvidable { public static var defaultValue: Int16 { 0 } }
extension Int32: DefaultProvidable { public static var defaultValue: Int32 { 0 } }
extension Int64: DefaultProvidable { public static var defaultValue: Int64 { 0 } }
extension UInt: DefaultProvidable { public static var defaultValue: UInt { 0 } }
extension UInt8: DefaultProvidable { public static var defaultValue: UInt8 { 0 } }
extension UInt16: DefaultProvidable { public static var defaultValue: UInt16 { 0 } }
extension UInt32: DefaultProvidable { public static var defaultValue: UInt32 { 0 } }
extension UInt64: DefaultProvidable { public static var defaultValue: UInt64 { 0 } }
extension Double: DefaultProvidable { public static var defaultValue: Double { 0 } }
extension Float: DefaultProvidable { public static var defaultValue: Float { 0 } }
extension String: DefaultProvidable { public static var defaultValue: String { "" } }
extension Substring: DefaultProvidable { public static var defaultValue: Substring { "" } }
extension Optional: DefaultProvidable { public static var defaultValue: Optional { nil } }
extension Array: DefaultProvidable { public static var defaultValue: Array { [] } }
extension ContiguousArray: DefaultProvidable { public static var defaultValue: ContiguousArray { [] } }
extension Set: DefaultProvidable { public static var defaultValue: Set { [] } }
extension Dictionary: DefaultProvidable { public static var defaultValue: Dictionary { [:] } }
