/// Equality filters that read their argument where it lies in a recorded tuple, for the
/// standard library's plain value types: `.value(3)` on an `Int` parameter compares two `Int`s.
///
/// A filter's own test is generic over the argument's type: matching one call with it copies the
/// argument out through the type's value witnesses, calls the filter's closure and then `==`
/// through the `Equatable` witness table — about 200 instructions per entry in a release build, so
/// a requirement with ten argument-specific stubs paid for ten of them on every call. The tests
/// made here name the concrete type, so the comparison is a load and a compare.
enum InPlaceEquality {
    /// Given the argument's byte offset in the tuple, the test of a tuple at an address.
    typealias Make = (_ offset: Int) -> (UnsafeRawPointer) -> Bool

    /// The in-place test of `== expected`, or `nil` when `Value` is not one of the types below (the
    /// filter's generic test is used then). The type itself is compared, not only the value's
    /// cast: an `Int?` parameter keeps the generic test.
    static func make<Value: Equatable>(_ expected: Value) -> Make? {
        // Each test spells its type, so that an unoptimised build, too, compares in place: a
        // generic helper would copy the argument out and call `==` through witness tables there.
        switch expected {
        case let expected as Int where Value.self == Int.self: { at in { $0.read(at: at) == expected } }
        case let expected as String where Value.self == String.self: { at in { $0.read(at: at) == expected } }
        case let expected as Bool where Value.self == Bool.self: { at in { $0.read(at: at) == expected } }
        case let expected as Double where Value.self == Double.self: { at in { $0.read(at: at) == expected } }
        case let expected as Float where Value.self == Float.self: { at in { $0.read(at: at) == expected } }
        case let expected as Int64 where Value.self == Int64.self: { at in { $0.read(at: at) == expected } }
        case let expected as Int32 where Value.self == Int32.self: { at in { $0.read(at: at) == expected } }
        case let expected as Int16 where Value.self == Int16.self: { at in { $0.read(at: at) == expected } }
        case let expected as Int8 where Value.self == Int8.self: { at in { $0.read(at: at) == expected } }
        case let expected as UInt where Value.self == UInt.self: { at in { $0.read(at: at) == expected } }
        case let expected as UInt64 where Value.self == UInt64.self: { at in { $0.read(at: at) == expected } }
        case let expected as UInt32 where Value.self == UInt32.self: { at in { $0.read(at: at) == expected } }
        case let expected as UInt16 where Value.self == UInt16.self: { at in { $0.read(at: at) == expected } }
        case let expected as UInt8 where Value.self == UInt8.self: { at in { $0.read(at: at) == expected } }
        default: nil
        }
    }
}

extension UnsafeRawPointer {
    /// The `Exact` at `offset` bytes, read in place: the memory holds a recorded argument tuple whose
    /// element there is an `Exact` (every filter reads its argument so). Transparent, so that an
    /// unoptimised build reads it without a call.
    @_transparent
    func read<Exact>(at offset: Int) -> Exact {
        (self + offset).assumingMemoryBound(to: Exact.self).pointee
    }
}
