/// Where a requirement's witness is declared. `ProtocolReading`'s placement pass decides it once,
/// from what the earlier passes learnt of the protocol; the renderers only read it, through
/// `MockDeclaration.placement(of:)`, which answers for mocks that name no witness apart.
package enum WitnessPlacement: Equatable, Sendable {
    /// In the witnesses protocol's extension, named apart from the requirement it implements
    /// (`@_implements(Store, load(id:)) func _mock_load(id:)`): a witness found by its name loses
    /// to none found by `@_implements`, so it is the mock's own, not one an extension of a
    /// refining protocol declares. Subscripts and initializers cannot be named apart; theirs is
    /// found by its name there.
    case namedApart

    /// In the witnesses protocol's extension, found by its name: a standard-library parent's
    /// requirement the mock takes on (`encode(to:)` of `Encodable`), whose conformance needs that
    /// name; one the protocol may restate from a parent the macro cannot list (`unmocked:`,
    /// Foundation's delegates) or from a standard-library one; and an `async` requirement with a
    /// synchronous overload of one selector (vapor's `Server.start(address:)`), where each would
    /// find two witnesses named apart, and Swift picks each one's own by name.
    case byName

    /// In an extension of the protocol itself, `where Self: Mocking.Mock`, which a refinement's
    /// extension implementing it comes before (swift-asn1's `DERImplicitlyTaggable` and
    /// `init(derEncoded:)`; vapor's `Content` and `encodeResponse(for:)`), as for a type of the
    /// user's: the protocol's own initializers, and a requirement it declares and witnesses by its
    /// name because a parent the macro cannot list may declare it too. In an extension of the
    /// witnesses protocol, Swift could tell neither apart.
    case protocolExtension

    /// In the mock class's own body: an operator's (Swift finds no operator in an extension a
    /// macro adds), and a `Collection` parent's `subscript(position:)`, from which Swift infers the
    /// collection's `Element` (from a protocol extension it would infer `Slice<Self>`).
    case mockBody
}
