import Dispatch
import Mocking

/// Told about dangerous weather.
@Mockable
public protocol StormAlerts: Sendable {
    func alert(city: String, windSpeed: Int)
}

/// Watches wind readings and raises alerts from a background queue, as real services do.
public final class StormWatcher: Sendable {
    private let alerts: any StormAlerts

    public init(alerts: any StormAlerts) {
        self.alerts = alerts
    }

    /// Alerts, a moment later and on another queue, when the wind is above 25 m/s.
    public func reading(city: String, windSpeed: Int) {
        guard windSpeed > 25 else { return }
        let alerts = alerts
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
            alerts.alert(city: city, windSpeed: windSpeed)
        }
    }
}
