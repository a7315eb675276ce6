/// What the mock is — a class, an `NSObject` subclass, an actor, a subclass of an open class — and
/// every answer its rendering takes from that. The renderers ask the shape; they do not test it.
/// A new kind of mock is a new case here, and the compiler lists each answer it must give.
package enum MockShape: Equatable {
    /// A final class inheriting its core from `Mocking.MockObject`: a protocol's mock.
    case `class`
    /// For a protocol refining `NSObjectProtocol`, whose requirements `NSObject` witnesses.
    case nsObject
    /// For a protocol refining `Actor`.
    case actor
    /// A subclass of an open class (the mock generator's), overriding each member: a partial
    /// mock forwards to `super`.
    case subclass(of: String)
}

extension MockShape {
    /// `override `, for a subclass mock's members.
    var overrideModifier: String {
        if case .subclass = self { "override " } else { "" }
    }

    /// What a partial mock forwards to: `any Protocol`, also for a protocol with associated types
    /// (its partial mock passes on the requirements that name none; the others ask for a stub);
    /// `Void` for a subclass mock, whose real code is `super`'s.
    func realType(of protocolName: String) -> String {
        if case .subclass = self { "Void" } else { "any \(protocolName)" }
    }

    /// The forwarding closure's parameter and what it calls the real member on: the real object,
    /// or `super`, which the closure captures.
    func forwardTarget(of protocolName: String) -> (parameter: String, target: String) {
        if case .subclass = self { ("_: Any", "super") } else { ("real: any \(protocolName)", "real") }
    }

    /// The parts a mock has: a subclass mock's witnesses are overrides in its own body.
    var parts: [MockDeclaration.Part] {
        if case .subclass = self { [.builders] } else { MockDeclaration.Part.allCases }
    }

    /// Whether the witnesses may be named apart (`@_implements`): not an actor's, whose own
    /// isolated witnesses, found by name, must stay the ones that count, nor a subclass mock's
    /// overrides.
    var mayNameWitnessesApart: Bool {
        self == .class || self == .nsObject
    }

    /// Whether the mock declares its witnesses in its own body. A protocol extension cannot isolate
    /// its members to an actor `Self` unless the protocol refines `Actor`, which the builders
    /// protocol cannot; so an actor mock declares its witnesses itself, isolated to it as the
    /// protocol's requirements are (but for those that use `Self`, which an actor's own members
    /// cannot take as a parameter: the witnesses protocol's `nonisolated` copies serve them, and
    /// the mocks of actor protocols that refine this one). A subclass mock's overrides can only be
    /// its own members.
    func declaresOwnWitness(of requirement: Requirement) -> Bool {
        declaresWitnessesInItsBody && (!isActor || !requirement.needsSelf)
    }

    /// Whether the mock's body holds witnesses at all (``declaresOwnWitness(of:)``): an actor's or
    /// a subclass mock's.
    var declaresWitnessesInItsBody: Bool {
        switch self {
        case .class, .nsObject: false
        case .actor, .subclass: true
        }
    }

    /// Whether the mock is an actor: its own members are isolated to it, and what it declares for
    /// others — its witnesses protocol and extensions (copies for the actor protocols that refine
    /// this one), its `==`, its core — is `nonisolated`. Its type cannot be.
    var isActor: Bool { self == .actor }

    /// Whether the real code is `super`'s (a subclass mock): every member forwards there, `Self`-using
    /// and static ones too; a mutating one needs no copy of the real object; the mock's builders are
    /// for it alone, not a protocol's mocks, and name its types as the class does.
    var forwardsToSuper: Bool {
        if case .subclass = self { true } else { false }
    }

    /// Why no call can reach the real object, whatever the requirement: an actor mock's is another
    /// actor — a synchronous call cannot reach it, and an asynchronous one would send the
    /// arguments across isolation, which non-`Sendable` ones cannot take. The case of the
    /// runtime's `__ForwardingObstacle` that says so.
    var realObjectOutOfReach: String? {
        isActor ? ".realObjectIsAnActor" : nil
    }

    /// The mock's declaration after its attributes: `nonisolated public final class StoreMock`, or
    /// `public actor StoreMock` (an actor's type cannot be `nonisolated`).
    func declaration(_ name: String, access: String, nonisolatedType: String) -> String {
        isActor ? "\(access)actor \(name)" : "\(nonisolatedType)\(access)final class \(name)"
    }

    /// What the mock inherits and conforms to. A class mock inherits its core from `MockObject`,
    /// restating its `@unchecked Sendable` as Swift asks of a subclass (it adds no state).
    /// `NSObject` is not `Sendable`; the mock keeps all its state in its core, which is.
    func conformances(realType: String, protocolName: String, witnessesName: String) -> String {
        switch self {
        case .class:
            "Mocking.MockObject<\(realType)>, Mocking.Mock, \(protocolName), \(witnessesName), @unchecked Sendable"
        case .actor: "Mocking.Mock, \(protocolName), \(witnessesName)"
        case .nsObject: "NSObject, Mocking.Mock, \(protocolName), \(witnessesName), @unchecked Sendable"
        case .subclass(let superclass): "\(superclass), Mocking.Mock, @unchecked Sendable"
        }
    }

    /// `nonisolated ` for what an actor mock declares for others — its witnesses protocol and their
    /// extensions (copies for the actor protocols that refine this one), its `==`, its core — and
    /// nothing for the other mocks, whose type is `nonisolated` already.
    var sharedMemberIsolation: String { isActor ? "nonisolated " : "" }

    /// Whether the mock's own witnesses are isolated to it (an actor's): they then keep that
    /// isolation, never the caller's.
    var witnessesAreIsolatedToTheMock: Bool { isActor }

    /// The core and the initializer the mock declares itself, or nothing for a class mock, which
    /// inherits them from `MockObject`. An actor's initializer is isolated to it and calls no
    /// `super.init()`.
    func core(access: String, realType: String) -> String {
        switch self {
        case .class:
            ""
        case .actor:
            """

                \(access)nonisolated let mockCore: Mocking.MockCore<\(realType)>
                \(access)init(mockCore: Mocking.MockCore<\(realType)>) {
                    self.mockCore = mockCore
                }
            """
        case .nsObject, .subclass:
            """

                \(access)let mockCore: Mocking.MockCore<\(realType)>
                \(access)init(mockCore: Mocking.MockCore<\(realType)>) {
                    self.mockCore = mockCore
                    super.init()
                }
            """
        }
    }

    /// Whether the mock's class declares this identity witness itself (see
    /// `MockDeclaration.classIdentityWitnesses`): `==` for a class or an actor; `hash(into:)` for
    /// a class, where the model asks for it; an `NSObject` mock has `NSObject`'s.
    func declaresIdentityWitness(_ witness: IdentityWitness, hashesInClass: Bool) -> Bool {
        switch witness {
        case .equality: self == .class || self == .actor
        case .hashing: self == .class && hashesInClass
        case .description, .debugDescription: false
        }
    }

    /// Whether the witnesses' extension declares the identity witnesses the class does not: not an
    /// `NSObject` mock's, which inherits `NSObject`'s.
    var extendsIdentityWitnesses: Bool { self != .nsObject }

    /// The constraints of the builders' extension beyond its protocol's own: a subclass mock's
    /// builders are for it alone.
    func buildersConstraints(mockName: String) -> [String] {
        forwardsToSuper ? ["Self: Mocking.MockBuilders", "Target == \(mockName)"] : []
    }

    /// The closure that passes a setter on to the real object: `assignment` is the statement on
    /// the real member (`.name = newValue`, `[key] = newValue`). A requirement that uses `Self` or
    /// is static, and an actor's (another actor, which a synchronous setter cannot reach), cannot
    /// pass it on: they take `inout Never`.
    func setterForward(_ assignment: String, of requirement: Requirement, protocolName: String) -> String {
        if forwardsToSuper {
            "{ (_: inout Void) in super\(assignment) }"
        } else if requirement.needsSelf || requirement.isStatic || isActor {
            "{ (_: inout Never) in }"
        } else {
            "{ (real: inout any \(protocolName)) in real\(assignment) }"
        }
    }
}
