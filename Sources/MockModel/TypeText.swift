import SwiftParser
import SwiftSyntax

/// A type as the witness spells it and as the builders spell it: the builders live in a
/// protocol extension, where `Self` is the builders and the mock is `Target`.
package struct TypeText {
    package let witness: String
    package let builder: String
    /// The type a recorded value has, where it differs from the witness's spelling (`String?` for
    /// `String!`, `String` for `sending String`).
    package var recorded: String
    /// The type may be an existential (`any Error`, `Any`, a protocol named bare). A value of it
    /// passed alone to the runtime is coerced to it (`error as any Error`): Swift would open it,
    /// and the call would be recorded under the argument's dynamic type.
    package var mayBeExistential = false
    /// The declared type has `some` in it (`some Codable`, `(some Error)?`): the witness is
    /// generic, and its argument is coerced to `recorded` even inside the recorded tuple, so that
    /// every call is recorded under one type whatever the caller passes.
    package var isOpaque = false

    package static let void = TypeText(witness: "Void", builder: "Void")

    /// The names `type` uses bare, not generic and not qualifying another (`PendingResult` and
    /// `Error` of `(PendingResult, any Error) -> Result<Int, Failure>`; not `Result` or `NIOCore`
    /// of `NIOCore.EventLoop`), `Self` aside.
    package static func bareNames(in type: String) -> [String] {
        final class Collector: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                let isQualifying = node.parent?.as(MemberTypeSyntax.self)?.baseType.id == TypeSyntax(node).id
                if node.genericArgumentClause == nil, !isQualifying, case .identifier(let name) = node.name.tokenKind {
                    names.append(name)
                }
                return .visitChildren
            }
        }
        var parser = Parser(type)
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(TypeSyntax.parse(from: &parser))
        return collector.names
    }

    /// For `T?` (not a tuple or function type in parentheses), `T` as the builders spell it.
    package var wrappedBuilder: String?

    /// The builder's filter for a parameter of this type: `Mocking.Arg<Int>`, or
    /// `Mocking.OptionalArg<String>` for `String?`, which also takes a plain `String` literal.
    package var filter: String {
        wrappedBuilder.map { "Mocking.OptionalArg<\($0)>" } ?? "Mocking.Arg<\(builder)>"
    }

    /// This type, noting that it is an optional of `wrappedBuilder`.
    package func wrapping(_ wrappedBuilder: String?) -> TypeText {
        var type = self
        type.wrappedBuilder = wrappedBuilder
        return type
    }

    package init(witness: String, builder: String, recorded: String? = nil, mayBeExistential: Bool = false) {
        self.witness = witness
        self.builder = builder
        self.recorded = recorded ?? witness
        self.mayBeExistential = mayBeExistential
    }
}
