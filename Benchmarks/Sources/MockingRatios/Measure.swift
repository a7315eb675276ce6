import Dispatch

/// Nanoseconds of one run of `body`.
func nanoseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func nanoseconds(_ body: () async throws -> Void) async rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// One line of the report: the fake's figure, the mock's, their ratio and the SPEC's target.
struct Row {
    let name: String
    let unit: String
    let fake: Double
    let mock: Double
    /// The largest ratio the SPEC allows (`nil`: shown for scale only).
    let limit: Double?
    /// For throughput, more is better: the ratio is fake / mock.
    var higherIsBetter = false

    var ratio: Double { higherIsBetter ? fake / mock : mock / fake }

    var verdict: String {
        guard let limit else { return "" }
        return ratio <= limit ? "meets ≤ \(format(limit))×" : "MISSES ≤ \(format(limit))× by \(format(ratio / limit))×"
    }
}

func format(_ value: Double) -> String {
    let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
    var text = String(Int((value * pow10(digits)).rounded()))
    if digits > 0 {
        while text.count <= digits { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
    }
    return text
}

private func pow10(_ n: Int) -> Double { (0..<n).reduce(1) { value, _ in value * 10 } }

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
}

func printTable(_ rows: [Row]) {
    print(pad("case", 52) + pad("fake", 14, left: true) + pad("mock", 14, left: true) + pad("ratio", 9, left: true) + "   target")
    for row in rows {
        print(
            pad(row.name, 52)
                + pad(format(row.fake) + " " + row.unit, 14, left: true)
                + pad(format(row.mock) + " " + row.unit, 14, left: true)
                + pad(format(row.ratio) + "×", 9, left: true)
                + "   " + row.verdict
        )
    }
}
