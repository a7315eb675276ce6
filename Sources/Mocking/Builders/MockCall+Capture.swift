extension MockCall where Verb == MockVerbs.Capturing {
    /// The arguments of the last matching call, typed and labelled (`spy.argument?.whenDone()`),
    /// or a bare value for a single-parameter requirement.
    ///
    /// Read before any matching call, it reports
    /// `Nothing captured yet: no call matched speak(any, afterDelay: any, whenDone: any) …` and is `nil`.
    /// Ask `arguments` (which may be empty) to look without that check.
    public var argument: Arguments? {
        let last = captured().last
        if last == nil {
            report(.nothingCaptured(mock: state.displayName, pattern: pattern?.description), at: callSite)
        }
        return last
    }

    /// The arguments of every matching call since the capture was made, in call order.
    public var arguments: [Arguments] { captured() }

    private func captured() -> [Arguments] {
        guard let entry else { return [] }
        return state.withStorage { _ in entry.captured }
    }
}
