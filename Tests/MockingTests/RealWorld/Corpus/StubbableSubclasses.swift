import Mocking

/// A hierarchy of `@Stubbable` classes three deep (Mockingbird's `Child: Parent: Grandparent`
/// fixtures): each class's own methods get builders, inherited ones keep theirs, an override is
/// reached through the builder it inherits, and class methods are stubbed per class.
@Stubbable
class RealWorldVehicle {
    var wheels = 4

    func honk() -> String { "beep" }

    func describe() -> String { "\(wheels) wheels, \(honk())" }

    class func make() -> String { "vehicle" }

    static func registry() -> String { "all vehicles" }

    func plate() -> Int { 1 }

    func plate() -> String { "ABC 123" }
}

@Stubbable
class RealWorldTruck: RealWorldVehicle {
    var load = 0

    func tow(_ weight: Int) -> Bool { weight < 3_000 }

    override func honk() -> String { super.honk().uppercased() }

    override class func make() -> String { "truck" }
}

@Stubbable
final class RealWorldFireTruck: RealWorldTruck {
    func siren(loud: Bool) -> String { loud ? "WEE-OOO" : "woo" }
}

/// An `open` class and its subclass: the builders are `open`, for subclasses in other modules.
@Stubbable
open class RealWorldOpenWidget {
    public init() {}

    open func title() -> String { "widget" }
}

@Stubbable
public final class RealWorldOpenButton: RealWorldOpenWidget {
    public func tap() -> Int { 1 }
}
