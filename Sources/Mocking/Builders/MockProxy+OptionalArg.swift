// Setters of optional properties and subscripts take plain literals of the wrapped type:
// `mock.received.title.set("Dr").once()` where `title` is a `String?`.

extension PropertyProxy {
    /// The setter of an optional property, filtered by the value set; a literal of the wrapped
    /// type means `.value(literal)`.
    @_disfavoredOverload
    public func set<Wrapped>(
        _ newValue: OptionalArg<Wrapped>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> MockCall<Verb, Value, Void, MockEffects.Sync> where Value == Wrapped? {
        set(newValue.arg, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension SubscriptProxy {
    /// The setter of an optional subscript, filtered by the value set; a literal of the wrapped
    /// type means `.value(literal)`.
    @_disfavoredOverload
    public func set<Wrapped>(
        _ newValue: OptionalArg<Wrapped>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> MockCall<Verb, SetArguments, Void, MockEffects.Sync> where Value == Wrapped? {
        set(newValue.arg, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
