/// Defaults a type earns from the standard library's protocols, for the return types that have
/// no built-in, registered or provided default: what a null mock answers for `[Int: [String]]`,
/// an `OptionSet`, a `CaseIterable` enum or `(Int32, UInt32, Double, Int)`.
enum StandardDefaults {
    /// The value for `type`, in this order: `nil` for `ExpressibleByNilLiteral`; empty for
    /// `RangeReplaceableCollection`, `SetAlgebra`, `ExpressibleByArrayLiteral`,
    /// `ExpressibleByDictionaryLiteral` and `ExpressibleByStringLiteral`; zero for
    /// `AdditiveArithmetic`, `ExpressibleByIntegerLiteral` and `ExpressibleByFloatLiteral`; `false`
    /// for `ExpressibleByBooleanLiteral`; the first case of a `CaseIterable`; a tuple of its
    /// elements' defaults. `nil` when none of these make one.
    static func value(for type: Any.Type) -> Any? {
        if let type = type as? any ExpressibleByNilLiteral.Type { return nilLiteral(type) }
        if let type = type as? any RangeReplaceableCollection.Type { return emptyCollection(type) }
        if let type = type as? any SetAlgebra.Type { return emptySet(type) }
        if let type = type as? any ExpressibleByArrayLiteral.Type { return emptyArrayLiteral(type) }
        if let type = type as? any ExpressibleByDictionaryLiteral.Type { return emptyDictionaryLiteral(type) }
        if let type = type as? any ExpressibleByStringLiteral.Type { return emptyStringLiteral(type) }
        if let type = type as? any AdditiveArithmetic.Type { return zero(type) }
        if let type = type as? any ExpressibleByIntegerLiteral.Type { return integerZero(type) }
        if let type = type as? any ExpressibleByFloatLiteral.Type { return floatZero(type) }
        if let type = type as? any ExpressibleByBooleanLiteral.Type { return falseLiteral(type) }
        if let type = type as? any CaseIterable.Type { return firstCase(type) }
        return TupleLayout(type).flatMap(tuple)
    }

    private static func nilLiteral<T: ExpressibleByNilLiteral>(_: T.Type) -> Any { T(nilLiteral: ()) }
    private static func emptyCollection<T: RangeReplaceableCollection>(_: T.Type) -> Any { T() }
    private static func emptySet<T: SetAlgebra>(_: T.Type) -> Any { T() }
    private static func emptyArrayLiteral<T: ExpressibleByArrayLiteral>(_: T.Type) -> Any { [] as T }
    private static func emptyDictionaryLiteral<T: ExpressibleByDictionaryLiteral>(_: T.Type) -> Any { [:] as T }
    private static func emptyStringLiteral<T: ExpressibleByStringLiteral>(_: T.Type) -> Any { "" as T }
    private static func zero<T: AdditiveArithmetic>(_: T.Type) -> Any { T.zero }
    private static func integerZero<T: ExpressibleByIntegerLiteral>(_: T.Type) -> Any { 0 as T }
    private static func floatZero<T: ExpressibleByFloatLiteral>(_: T.Type) -> Any { 0.0 as T }
    private static func falseLiteral<T: ExpressibleByBooleanLiteral>(_: T.Type) -> Any { false as T }
    private static func firstCase<T: CaseIterable>(_: T.Type) -> Any? { T.allCases.first }

    /// A tuple whose every element has a default, built in place element by element.
    private static func tuple(_ layout: TupleLayout) -> Any? {
        var elements: [Any] = []
        for element in layout.elements {
            guard let value = defaultValue(ofType: element.type) else { return nil }
            elements.append(value)
        }
        func build<Tuple>(_: Tuple.Type) -> Any {
            let buffer = UnsafeMutableRawPointer.allocate(
                byteCount: MemoryLayout<Tuple>.size, alignment: MemoryLayout<Tuple>.alignment)
            defer { buffer.deallocate() }
            for (element, value) in zip(layout.elements, elements) {
                initialize(buffer + element.offset, with: value, as: element.type)
            }
            return buffer.assumingMemoryBound(to: Tuple.self).move()
        }
        return _openExistential(layout.type, do: build)
    }

    /// The default of a type known only at run time.
    private static func defaultValue(ofType type: Any.Type) -> Any? {
        func open<T>(_: T.Type) -> Any? { DefaultValues.value(for: T.self) }
        return _openExistential(type, do: open)
    }

    private static func initialize(_ address: UnsafeMutableRawPointer, with value: Any, as type: Any.Type) {
        func open<T>(_: T.Type) {
            address.assumingMemoryBound(to: T.self).initialize(to: value as! T)
        }
        _openExistential(type, do: open)
    }
}

/// A tuple type's elements, read from its metadata, whose layout is part of Swift's stable ABI
/// (`TargetTupleTypeMetadata`: kind, element count, labels, then each element's type and its
/// 32-bit offset, padded to a pointer's alignment).
struct TupleLayout {
    struct Element {
        let type: Any.Type
        let offset: Int
    }

    let type: Any.Type
    let elements: [Element]

    /// `nil` unless `type` is a tuple of at least two elements.
    init?(_ type: Any.Type) {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let tupleKind = 0x301
        guard metadata.load(as: Int.self) == tupleKind else { return nil }
        let count = metadata.load(fromByteOffset: MemoryLayout<Int>.stride, as: Int.self)
        let first = 3 * MemoryLayout<Int>.stride
        let stride = 2 * MemoryLayout<Int>.stride
        self.type = type
        elements = (0..<count).map { index in
            Element(
                type: metadata.load(fromByteOffset: first + index * stride, as: Any.Type.self),
                offset: Int(
                    metadata.load(
                        fromByteOffset: first + index * stride + MemoryLayout<Int>.stride, as: UInt32.self)))
        }
    }
}
