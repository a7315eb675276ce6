import SwiftSyntax

/// What a protocol's parents are to its mock: the standard library's and Foundation's, which have
/// no `@Mockable` builders; `Actor`; and those `@Mockable(unmocked:)` names.
extension ProtocolReading {
    /// Standard-library protocols a mocked protocol may refine: they have no generated builders,
    /// and `Mock` supplies their witnesses (identity, the mock's name).
    package static let standardProtocols: Set<String> = [
        "Sendable", "AnyObject", "Equatable", "Hashable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Identifiable", "Swift.Sendable", "Swift.AnyObject",
        "Swift.Equatable", "Swift.Hashable", "Swift.CustomStringConvertible",
        "Swift.CustomDebugStringConvertible", "Swift.Identifiable",
    ]

    /// `NSObjectProtocol` and Foundation's delegate protocols that refine it: the mock subclasses
    /// `NSObject`, which witnesses `NSObjectProtocol`'s requirements; the delegates' requirements
    /// are optional or have defaults, and those a test stubs are restated in the protocol. A
    /// protocol refining a `@Mockable` one that refines `NSObjectProtocol` names it too, since the
    /// macro cannot see its parent's parents.
    package static let foundationProtocols: Set<String> = {
        let names = [
            "NSObjectProtocol", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate",
            "URLSessionDownloadDelegate", "URLSessionStreamDelegate", "URLSessionWebSocketDelegate",
            "StreamDelegate", "XMLParserDelegate", "NSCacheDelegate", "FileManagerDelegate", "PortDelegate",
            "NetServiceDelegate", "NetServiceBrowserDelegate", "NSFilePresenter", "NSLocking",
        ]
        let modules = ["Foundation.", "FoundationNetworking.", "ObjectiveC."]
        return Set(names + modules.flatMap { module in names.map { module + $0 } })
    }()

    /// `Actor`: the mock is an actor.
    package static let actorProtocols: Set<String> = ["Actor", "Swift.Actor", "_Concurrency.Actor"]

    /// The parents named in `@Mockable(unmocked: Loggable.self, …)`: they have no `@Mockable`, so
    /// no builders to inherit; their requirements are restated in this protocol or have defaults.
    package static func unmockedParents(of node: AttributeSyntax) -> [String] {
        unmockedArguments(of: node).map(\.name)
    }

    /// Whether a parent of the protocol is one whose requirements the macro cannot list: named in
    /// `unmocked:`, or one of Foundation's (see `WitnessPlacement.protocolExtension`).
    package static func hasUnlistedParents(_ protocolDecl: ProtocolDeclSyntax, _ node: AttributeSyntax) -> Bool {
        let unmocked = unmockedParents(of: node)
        return parents(of: protocolDecl).contains { unmocked.contains($0) || foundationProtocols.contains($0) }
    }

    /// Each `X.self` of `unmocked:`, a variadic argument: the labelled one and those after it
    /// without a label.
    package static func unmockedArguments(of node: AttributeSyntax) -> [(name: String, argument: LabeledExprSyntax)] {
        guard case .argumentList(let arguments) = node.arguments,
            let start = arguments.firstIndex(where: { $0.label?.text == "unmocked" })
        else { return [] }
        var found: [(name: String, argument: LabeledExprSyntax)] = []
        for argument in arguments[start...] {
            if argument.label != nil, argument.label?.text != "unmocked" { break }
            guard let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "self", let base = member.base
            else { continue }
            found.append((base.trimmedSource, argument))
        }
        return found
    }

    /// The protocol's parents, one by one: `protocol P: A & B, C` has `A`, `B` and `C`.
    package static func parents(of protocolDecl: ProtocolDeclSyntax) -> [String] {
        parentNodes(of: protocolDecl).map(\.name)
    }

    /// Each parent with the type node that names it, for diagnostics.
    static func parentNodes(of protocolDecl: ProtocolDeclSyntax) -> [(name: String, node: TypeSyntax)] {
        (protocolDecl.inheritanceClause?.inheritedTypes ?? []).flatMap { inherited -> [(String, TypeSyntax)] in
            let types = inherited.type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [inherited.type]
            // `~Copyable` suppresses a parent rather than naming one (swift-subprocess's
            // `OutputProtocol: Sendable, ~Copyable`); a mock class is copyable and conforms anyway.
            return types.filter { !$0.is(SuppressedTypeSyntax.self) }.map { ($0.trimmedSource, $0) }
        }
    }
}
