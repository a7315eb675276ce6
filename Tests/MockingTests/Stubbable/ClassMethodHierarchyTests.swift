import Mocking
import MockingTesting
import Testing

/// A class-method stub belongs to the class it was made on; a subclass sees its superclass's
/// stubs unless it has a matching one of its own, as in Objective-C.
@Suite(.mocking) struct ClassMethodHierarchyTests {
    @Test func aStubOnTheSubclassLeavesTheSuperclassReal() {
        SubclassWithClassMethods.stub.foo().andReturn("stubbed")

        #expect(SubclassWithClassMethods.foo() == "stubbed")
        #expect(ClassWithClassMethods.foo() == "Foo-ClassMethod")
        #expect(SubclassWithClassMethods.bar() == "Bar-ClassMethod")
    }

    @Test func theSubclassSeesItsSuperclasssStubUnlessItHasItsOwn() {
        ClassWithClassMethods.stub.foo().andReturn("super")
        ClassWithClassMethods.stub.bar().andReturn("super bar")
        SubclassWithClassMethods.stub.bar().andReturn("sub bar")

        #expect(SubclassWithClassMethods.foo() == "super")
        #expect(SubclassWithClassMethods.bar() == "sub bar")
        #expect(ClassWithClassMethods.bar() == "super bar")
    }

    @Test func callsAreRecordedOnTheClassWhoseStubAnsweredThem() {
        ClassWithClassMethods.stub.foo().andReturn("super")
        spy(SubclassWithClassMethods.self)

        _ = SubclassWithClassMethods.foo()
        _ = SubclassWithClassMethods.bar()

        ClassWithClassMethods.received.foo().once()
        SubclassWithClassMethods.received.foo().never()
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
