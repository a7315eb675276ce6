import Mocking

// Existential parameters and properties, as real protocols declare them: a call is recorded under
// the requirement's declared signature, whatever the argument's dynamic type.

protocol RealWorldObserver: AnyObject { func notify() }
protocol RealWorldNamed { var name: String { get } }
protocol RealWorldAged { var age: Int { get } }
protocol RealWorldTheme { var tint: String { get } }

enum RealWorldNetworkError: Error, Equatable { case offline }
enum RealWorldDiskError: Error { case full }

final class RealWorldWatcher: RealWorldObserver { func notify() {} }
struct RealWorldPerson: RealWorldNamed, RealWorldAged { let name: String; let age: Int }
struct RealWorldDark: RealWorldTheme { let tint = "black" }
struct RealWorldLight: RealWorldTheme { let tint = "white" }

@Mockable
protocol RealWorldReporter {
    func report(_ error: any Error)
    func legacyReport(_ error: Error)
    func track(_ value: Any)
    func attach(_ observer: any RealWorldObserver)
    func detach(_ observer: (any RealWorldObserver)?)
    func register(_ person: any RealWorldNamed & RealWorldAged)
    func retain(_ object: AnyObject)
    func decoder(for type: any RealWorldTheme.Type) -> String
    func report(_ error: any Error, context: String)
    var theme: any RealWorldTheme { get set }
}
