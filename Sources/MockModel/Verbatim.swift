import SwiftSyntax

/// Generated code handed back as written, without parsing it here. The compiler parses every
/// expansion itself; parsing it first in the plugin — with swift-syntax built `-Onone`, as a debug
/// build of the user's package builds it — was 60 % of the plugin's time (BENCHMARKS.md). The
/// text rides in trivia around one present token, every other token missing, so the node prints
/// exactly the text. (`formatMode` is `.disabled`, so nothing reads the node's structure.)
package enum Verbatim {
    /// `text`, one or more declarations.
    package static func declaration(_ text: String) -> DeclSyntax {
        DeclSyntax(
            MissingDeclSyntax(
                placeholder: TokenSyntax(
                    .identifier(""), leadingTrivia: [.unexpectedText(text)], trailingTrivia: [], presence: .present)
            ))
    }

    /// `text`, an extension declaration: `extension` and what surrounds it.
    package static func extensionDeclaration(_ text: String) -> ExtensionDeclSyntax {
        let keyword = text.firstRange(of: "extension ")!
        return ExtensionDeclSyntax(
            extensionKeyword: TokenSyntax(
                .keyword(.extension),
                leadingTrivia: [.unexpectedText(String(text[..<keyword.lowerBound]))],
                trailingTrivia: [.unexpectedText(" " + String(text[keyword.upperBound...]))],
                presence: .present),
            extendedType: MissingTypeSyntax(placeholder: .identifier("", presence: .missing)),
            memberBlock: MemberBlockSyntax(
                leftBrace: .leftBraceToken(presence: .missing), members: [],
                rightBrace: .rightBraceToken(presence: .missing))
        )
    }
}
