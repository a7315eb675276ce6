import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia of
    /// its last: what `trimmedDescription` gives, without the trimmed copy of the tree that
    /// swift-syntax makes for it (the largest cost of reading a protocol, in a plugin built
    /// `-Onone`).
    package var trimmedSource: String {
        let text = description
        let leading = leadingTrivia.sourceLength.utf8Length
        let trailing = trailingTrivia.sourceLength.utf8Length
        guard leading + trailing > 0 else { return text }
        return String(text.utf8.dropFirst(leading).dropLast(trailing)) ?? trimmedDescription
    }
}
