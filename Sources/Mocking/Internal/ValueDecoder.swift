/// A `Decoder` that serves values from a dictionary, keyed by coding-key name (`""` for a single
/// value). Just enough to build Swift Testing's `Comment` and `SourceLocation` without linking it.
struct ValueDecoder: Decoder {
    let values: [String: Any]
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ values: [String: Any]) {
        self.values = values
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(values: values))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "not supported"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Single(value: values[""])
    }

    private static func cast<T>(_ value: Any?, _ key: String) throws -> T {
        guard let value = value as? T else {
            throw DecodingError.typeMismatch(T.self, .init(codingPath: [], debugDescription: key))
        }
        return value
    }

    private struct Single: SingleValueDecodingContainer {
        let value: Any?
        var codingPath: [any CodingKey] { [] }
        func decodeNil() -> Bool { value == nil }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try ValueDecoder.cast(value, "") }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let values: [String: Any]
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { values.keys.compactMap(Key.init(stringValue:)) }
        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }
        func decodeNil(forKey key: Key) throws -> Bool { values[key.stringValue] == nil }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try ValueDecoder.cast(values[key.stringValue], key.stringValue)
        }
        func nestedContainer<Nested: CodingKey>(
            keyedBy type: Nested.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<Nested> {
            KeyedDecodingContainer(Keyed<Nested>(values: [:]))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try ValueDecoder([:]).unkeyedContainer()
        }
        func superDecoder() throws -> any Decoder { ValueDecoder([:]) }
        func superDecoder(forKey key: Key) throws -> any Decoder { ValueDecoder([:]) }
    }
}
