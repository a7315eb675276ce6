import Mocking
import MockingTesting
import Testing

/// A class-method stub belongs to the class it was made on, as in OCMock: neither a subclass nor
/// a superclass sees it.
@Suite(.mocking) struct ClassMethodHierarchyTests {
    @Test func aStubOnTheSubclassLeavesTheSuperclassReal() {
        SubclassWithClassMethods.stub.foo().andReturn("stubbed")

        #expect(SubclassWithClassMethods.foo() == "stubbed")
        #expect(ClassWithClassMethods.foo() == "Foo-ClassMethod")
        #expect(SubclassWithClassMethods.bar() == "Bar-ClassMethod")
    }

    @Test func aStubOnTheSuperclassLeavesTheSubclassReal() {
        ClassWithClassMethods.stub.foo().andReturn("super")
        ClassWithClassMethods.stub.bar().andReturn("super bar")
        SubclassWithClassMethods.stub.bar().andReturn("sub bar")

        #expect(ClassWithClassMethods.foo() == "super")
        #expect(SubclassWithClassMethods.foo() == "Foo-ClassMethod")
        #expect(SubclassWithClassMethods.bar() == "sub bar")
        #expect(ClassWithClassMethods.bar() == "super bar")
    }

    @Test func callsAreRecordedOnTheClassTheyWereMadeOn() {
        ClassWithClassMethods.stub.foo().andReturn("super")
        spy(SubclassWithClassMethods.self)

        #expect(SubclassWithClassMethods.foo() == "Foo-ClassMethod")
        _ = SubclassWithClassMethods.bar()
        #expect(ClassWithClassMethods.foo() == "super")

        ClassWithClassMethods.received.foo().once()
        SubclassWithClassMethods.received.foo().once()
        SubclassWithClassMethods.received.bar().once()
    }

    @Test func staticMembersOfAValueTypeAndAnActorAreStubbedOnTheirType() async {
        RealWorldEnvironment.stub.value(for: "HOME").andReturn("/home/ada")
        RealWorldSettingsStore.stub.defaultValue(for: .any).andWrapReal { _, callReal in await callReal() + 5 }

        #expect(RealWorldEnvironment.value(for: "HOME") == "/home/ada")
        #expect(RealWorldEnvironment.value(for: "PATH") == nil)
        #expect(await RealWorldSettingsStore.defaultValue(for: "retries") == 5)
        RealWorldEnvironment.received.value(for: .any).times(2)
    }
}
