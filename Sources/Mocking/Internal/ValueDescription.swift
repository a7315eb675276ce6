/// How an argument or return value prints in failure messages: strings quoted, optionals
/// unwrapped, closures as `<closure>`.
func describeValue(_ value: Any) -> String {
    switch value {
    case let string as String:
        return string.debugDescription
    case let character as Character:
        return String(character).debugDescription
    case let optional as any OptionalValue:
        return optional.describedWrapped
    case let mock as any Mock:
        // As messages name the mock elsewhere: `ZooIntervalMock 'one'`, not its module and type.
        return mockName(mock)
    default:
        let text = String(describing: value)
        return text == "(Function)" ? "<closure>" : text
    }
}

private func mockName<M: Mock>(_ mock: M) -> String {
    mock.mockCore.state.displayName
}

extension OptionalValue {
    fileprivate var describedWrapped: String {
        wrappedAsAny.map { describeValue($0) } ?? "nil"
    }
}

/// Like `describeValue(_:)`, for a value whose declared type may be an existential (`any Error`,
/// `Any`): an enum case there names its type, `NetworkError.offline` rather than `offline`.
func describeValue<Declared>(_ value: Declared, declaredAs _: Declared.Type) -> String {
    let dynamicType = type(of: value as Any)
    let text = describeValue(value)
    guard dynamicType != Declared.self, Mirror(reflecting: value).displayStyle == .enum,
        !(value is any OptionalValue)
    else { return text }
    return "\(dynamicType).\(text)"
}
