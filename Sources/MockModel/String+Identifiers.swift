// Word-level reading and rewriting of type and code text: the renderers' way to rename a type
// where it stands as a whole word of the scope, not inside another name or after a `.`.

extension String {
    /// Whether `identifier` appears in this type's spelling as a whole word.
    package func containsIdentifier(_ identifier: String) -> Bool {
        var found = false
        forEachWord { word, _ in found = found || word == identifier }
        return found
    }
}

extension String {
    /// This text with `identifier` replaced by `replacement` wherever it is a whole word that no
    /// `.` comes before: a name of the scope, not a member's (`AsyncIterator.Element == Element`
    /// with `Element` as `Message` is `AsyncIterator.Element == Message`).
    package func replacingRootIdentifier(_ identifier: String, with replacement: String) -> String {
        var result = ""
        forEachWord { word, isRoot in result += word == identifier && isRoot ? replacement : word }
        return result
    }

    /// Whether `identifier` is a whole word of this text that no `.` comes before.
    package func containsRootIdentifier(_ identifier: String) -> Bool {
        var found = false
        forEachWord { word, isRoot in found = found || (word == identifier && isRoot) }
        return found
    }

    /// Each word and each character between words, in order, with whether a word follows no `.`
    /// and no `@`.
    private func forEachWord(_ body: (_ text: String, _ isRoot: Bool) -> Void) {
        var word = ""
        var last: Character = " "
        for character in self {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            // A word after `@` is an attribute (`@Sendable`), not a type.
            if !word.isEmpty { body(word, last != "." && last != "@") }
            word = ""
            body(String(character), false)
            last = character
        }
        if !word.isEmpty { body(word, last != "." && last != "@") }
    }
}
