import Mocking
import Testing

#if GENERATED_ZOO
@testable import MockingZoo
#endif

/// The four verbs — stub, expect, received, capture — on each kind of requirement.
@Suite struct ZooVerbsTests {
    @Test func subscriptGetterThroughEveryVerb() {
        let list = ZooListMock()
        list.stub[.any].get.andReturn("x")
        list.expect[2].get.andReturn("two").once()
        let reads = list.capture[.any].get

        #expect(list[1] == "x")
        #expect(list[2] == "two")

        list.verify()
        list.received[.any].get.times(2)
        #expect(reads.arguments == [1, 2])
    }

    @Test func typedThrowsThroughEveryVerb() throws {
        let decoder = ZooDecoderMock()
        decoder.stub.decode(.any).andReturn("any")
        decoder.expect.decode([1, 2]).andThrow(.corrupt).once()
        let inputs = decoder.capture.decode(.any)

        #expect(try decoder.decode([0]) == "any")
        #expect(throws: ZooDecodeError.corrupt) { try decoder.decode([1, 2]) }

        decoder.verify()
        decoder.received.decode(.where { $0.count == 2 }).once()
        #expect(inputs.arguments == [[0], [1, 2]])
    }

    @Test func genericMethodThroughEveryVerb() {
        let coder = ZooCoderMock()
        coder.stub.encode(.any(Int.self)).andCall { [UInt8($0)] }
        coder.expect.encode(.value("s")).andReturn([9]).once()
        let encoded = coder.capture.encode(.any(Int.self))

        #expect(coder.encode(3) == [3])
        #expect(coder.encode("s") == [9])

        coder.verify()
        coder.received.encode(.any(Int.self)).once()
        #expect(encoded.arguments == [3])
    }

    @Test func associatedTypeMockThroughEveryVerb() {
        let store = ZooStoreMock<Double>()
        store.stub.put(.any)
        store.expect.all().andReturn([1.5]).once()
        let puts = store.capture.put(.any)

        store.put(2.5)
        #expect(store.all() == [1.5])

        store.verify()
        store.received.put(.where { $0 > 2 }).once()
        #expect(puts.argument == 2.5)
    }

    @Test func refinedParentRequirementThroughEveryVerb() {
        let child = ZooMultiChildMock()
        child.stub.alpha().andReturn(1)
        child.expect.gamma.set("g").once()
        let gammas = child.capture.gamma.set(.any)

        child.gamma = "g"
        #expect(child.alpha() == 1)

        child.verify()
        child.received.alpha().once()
        #expect(gammas.argument == "g")
    }
}

/// Static members are shared by the type: one test touches ZooFactoryMock's, in ZooStaticTests.
extension ZooStaticTests {
    @Test func staticPropertyThroughEveryVerb() {
        ZooFactoryMock.resetStatics()
        defer { ZooFactoryMock.resetStatics() }
        ZooFactoryMock.stub.shared.get.andReturn("stubbed")
        ZooFactoryMock.expect.shared.set("new").once()
        let writes = ZooFactoryMock.capture.shared.set(.any)

        ZooFactoryMock.shared = "new"
        #expect(ZooFactoryMock.shared == "stubbed")

        ZooFactoryMock.verify()
        ZooFactoryMock.received.shared.get.once()
        #expect(writes.argument == "new")
    }
}

@Suite struct ZooNamingTests {
    @Test func aParameterNamedCallSiteKeepsItsName() {
        let tracer = ZooTracerMock()
        tracer.expect.trace("a", callSite: "main.swift:1").once()
        tracer.trace("a", callSite: "main.swift:1")
        tracer.verify()
    }
}

extension ZooNamingTests {
    @Test func protocolsNestedInATypeAreMocked() {
        let nested = ZooNamespace.NestedMock(forwardingTo: ZooRealNested())
        nested.stub.value().andReturn(2)
        nested.name = "n"
        #expect(nested.value() == 2)
        #expect(nested.name == "n")
        #expect(nested.isEqual(nested))  // passed on to the real object
        nested.received.isEqual(.any).once()
        nested.stub.settle(.value(ZooNamespace.Step(number: 1))).andReturn(.settled(1))
        #expect(nested.settle(ZooNamespace.Step(number: 1)) == .settled(1))
        #expect(nested.settle(ZooNamespace.Step(number: 2)) == .waiting)  // passed on to the real object
        nested.received.settle(.any).times(2)
    }

    @Test func protocolsNestedTwoLevelsDeepAreMocked() {
        let deep = ZooNamespace.Inner.DeepMock()
        deep.stub.depth().andReturn(2)
        #expect(deep.depth() == 2)
        deep.received.depth().once()
    }
}

final class ZooRealNested: ZooNamespace.Nested, @unchecked Sendable {
    var name = ""
    func value() -> Int { 1 }
    func isEqual(_ other: any ZooNamespace.Nested) -> Bool { true }
    func settle(_ step: ZooNamespace.Step) -> ZooNamespace.Pending { .waiting }
}
