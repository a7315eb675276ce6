/// A failure a mock reports: the rendered message and the user's line it points at.
struct MockFailure: Sendable, Equatable {
    let message: String
    let callSite: CallSite

    init(_ message: FailureMessage, at callSite: CallSite) {
        self.message = message.text
        self.callSite = callSite
    }

    static func == (lhs: MockFailure, rhs: MockFailure) -> Bool {
        lhs.message == rhs.message && lhs.callSite.line == rhs.callSite.line
            && "\(lhs.callSite.filePath)" == "\(rhs.callSite.filePath)"
    }
}
