import Testing

@testable import Mocking

/// A requirement's identity: equal where witness and builder name one requirement, whichever way
/// each spells it, and compared by address where both come from one spelling.
@Suite struct MockRequirementTests {
    private static func key(_ requirement: MockRequirement) -> MockRequirement.Key { requirement.tableKey }

    @Test func aLiteralIsIdenticalToItselfAndPrintsAsWritten() {
        let first: MockRequirement = "load(id:)"
        #expect(first.isIdentical(to: first))
        #expect(first.description == "load(id:)")
        #expect(first.isSame(as: MockRequirement("load(id:)")))
        #expect(!first.isSame(as: "load(_:)"))
    }

    @Test func aGetterPassedAsAnAccessorIsTheGetterSpelledInALiteral() {
        // `__get("name")` from a plain getter, `__call("name.get")` from an `async` one, and the
        // builder's `__property("name").get`: one requirement.
        let plain = MockRequirement(stringLiteral: "name").accessing(.get)
        let spelled: MockRequirement = "name.get"
        #expect(plain.description == "name.get")
        #expect(plain.isSame(as: spelled) && spelled.isSame(as: plain))
        #expect(Self.key(plain) == Self.key(spelled) && Self.key(plain).hashValue == Self.key(spelled).hashValue)
        #expect(!plain.isSame(as: MockRequirement(stringLiteral: "name").accessing(.set)))
        #expect(!plain.isIdentical(to: MockRequirement(stringLiteral: "name")))
    }

    @Test func aSubscriptsAccessorFollowsItsParentheses() {
        let setter = MockRequirement(stringLiteral: "subscript(_:) (Int) -> String").accessing(.set)
        #expect(setter.description == "subscript(_:).set (Int) -> String")
        #expect(setter.isSame(as: MockRequirement("subscript(_:).set (Int) -> String")))
        let getter = MockRequirement(stringLiteral: "subscript(key:)").subscriptGetter
        #expect(getter.isSame(as: "subscript(key:).get") && getter.accessor == .none)
    }

    @Test func anInterpolatedIdentityIsInternedSoItsCallsCompareAddresses() {
        func specialization<T>(_: T.Type) -> MockRequirement { "read(_:)<T == \(T.self)>" }
        let first = specialization(Int.self)
        #expect(first.description == "read(_:)<T == Int>")
        #expect(first.isIdentical(to: specialization(Int.self)))
        #expect(!first.isSame(as: specialization(String.self)))
        #expect(Self.key(first) == Self.key(MockRequirement("read(_:)<T == Int>")))
    }
}
