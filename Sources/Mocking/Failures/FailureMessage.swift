/// What a failure says, built as lines with the lines they list under them and rendered in one
/// place, so that every message reads and indents alike.
///
/// ```
/// Unexpected call on strict WeatherForecasterMock:     ← a line
///   result(temperature: 1, humidity: 2)                ← what it lists, two spaces in
/// Nothing stubs or expects 'result(…)' on this mock.   ← the next line
/// ```
struct FailureMessage: Sendable {
    /// One line of a message and what it lists.
    struct Line: Sendable {
        let text: String
        let items: [Line]

        init(_ text: String, _ items: [Line] = []) {
            self.text = text
            self.items = items
        }

        /// A line listing plain lines: `Recorded calls of 'x':` and the calls.
        init(_ text: String, listing items: [String]) {
            self.init(text, items.map { Line($0) })
        }

        fileprivate func render(indent: String, into lines: inout [String]) {
            lines.append(indent + text)
            for item in items { item.render(indent: indent + "  ", into: &lines) }
        }
    }

    let lines: [Line]

    init(_ lines: [Line]) {
        self.lines = lines
    }

    init(_ lines: Line...) {
        self.init(lines)
    }

    /// A message of one sentence.
    init(_ sentence: String) {
        self.init([Line(sentence)])
    }

    var text: String {
        var rendered: [String] = []
        for line in lines { line.render(indent: "", into: &rendered) }
        return rendered.joined(separator: "\n")
    }
}
