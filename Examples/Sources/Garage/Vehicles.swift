import Mocking

// The classes of Kiwi's "Mocks and Stubs" guide, as Swift protocols.

@Mockable
public protocol Car {
    var name: String { get }
    /// Drives to `destination` and answers the distance in kilometres.
    func drive(to destination: String) -> Int
}

@Mockable
public protocol Animal {
    var name: String { get }
    func speak() -> String
    /// Whether the animal ate what it was given.
    func feed(_ food: String) -> Bool
}

@Mockable
public protocol FlyingMachine {
    var altitude: Double { get }
    func takeOff(from runway: String) async throws
    func land()
}

@Mockable
public protocol Cruiser {
    func energyLevel(inWarpCore core: Int) -> Float
    func raiseShields()
    /// Launches a fighter and answers its name, or `nil` when the hangar is empty.
    func launchFighter(callsign: String) -> String?
}

/// Plans a day's trip.
public enum TripPlanner {
    public static func summary(car: any Car, stops: [String]) -> String {
        let distance = stops.reduce(0) { $0 + car.drive(to: $1) }
        return "\(car.name) drove \(distance) km"
    }
}

/// Feeds the animals and writes down what the fed ones say.
public enum Zookeeper {
    public static func morningRound(_ animals: [any Animal], food: String) -> [String] {
        animals.filter { $0.feed(food) }.map { "\($0.name): \($0.speak())" }
    }
}

/// Sends flying machines up, and brings them back down when they cannot take off.
public enum ControlTower {
    public static func launch(_ machine: any FlyingMachine, runway: String) async -> String {
        do {
            try await machine.takeOff(from: runway)
            return "Airborne at \(Int(machine.altitude)) m"
        } catch {
            machine.land()
            return "Take-off aborted: \(error)"
        }
    }
}

/// Gets a cruiser ready for battle: shields up when the main warp core is low, then a fighter out.
public enum BattleStations {
    public static func prepare(_ cruiser: any Cruiser) -> String {
        if cruiser.energyLevel(inWarpCore: 7) < 50 {
            cruiser.raiseShields()
        }
        return cruiser.launchFighter(callsign: "Viper 1") ?? "No fighter"
    }
}
