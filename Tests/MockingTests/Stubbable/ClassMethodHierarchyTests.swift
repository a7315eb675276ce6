import Mocking
import MockingTesting
import Testing

/// OCMock's own fixture: class methods on a class and a subclass that inherits them.
@Stubbable
class ClassWithClassMethods: @unchecked Sendable {
    class func foo() -> String { "Foo-ClassMethod" }
    static func bar() -> String { "Bar-ClassMethod" }
    func fluent() -> ClassWithClassMethods { ClassWithClassMethods() }
}

final class SubclassWithClassMethods: ClassWithClassMethods, @unchecked Sendable {}

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
}
