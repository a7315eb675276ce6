import Foundation
import Mocking

// Parents the macro cannot see: Foundation's `NSObjectProtocol`, `Actor`, marker protocols, and
// protocols standing in for other modules' (no `@Mockable` on them).

/// A URLSession-style delegate.
@Mockable
protocol RealWorldDownloadDelegate: NSObjectProtocol {
    func download(_ id: Int, didWriteData bytes: Int64, totalBytesWritten: Int64)
    func downloadDidFinish(_ id: Int, location: URL)
    func download(_ id: Int, didCompleteWithError error: (any Error)?)
}

@Mockable
protocol RealWorldTokenStore: Actor {
    func token(for user: String) async -> String?
    func store(_ token: String, for user: String) async throws
    func clear()
    var isEmpty: Bool { get }
}

/// A marker protocol, as swift-metrics' `_SwiftMetricsSendableProtocol` is one.
protocol RealWorldSendableMarker: Sendable {}

/// Stands in for a protocol of another module: no `@Mockable`, one requirement with a default.
protocol RealWorldMetricsHandler: AnyObject, RealWorldSendableMarker {
    func increment(by: Int64)
    func reset()
}

extension RealWorldMetricsHandler {
    func reset() {}
}

/// Restates the other module's requirement it wants to stub; `reset()` keeps its default.
@Mockable(unmocked: RealWorldMetricsHandler.self)
protocol RealWorldCounterHandler: RealWorldMetricsHandler {
    func increment(by: Int64)
    var label: String { get }
}
