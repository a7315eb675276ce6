/// A failure a mock reports: the rendered message and the user's line it points at.
struct MockFailure: Sendable, Equatable {
    let message: String
    let callSite: CallSite

    static func == (lhs: MockFailure, rhs: MockFailure) -> Bool {
        lhs.message == rhs.message && lhs.callSite.line == rhs.callSite.line
            && "\(lhs.callSite.filePath)" == "\(rhs.callSite.filePath)"
    }
}
