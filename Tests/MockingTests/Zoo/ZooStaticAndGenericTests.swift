import Mocking
import Testing

#if GENERATED_ZOO
@testable import MockingZoo
#endif

/// Static requirements live on the mock type, so these tests run one at a time and reset it.
@Suite(.serialized) struct ZooStaticTests {
    @Test func staticMembersAreStubbedExpectedAndVerifiedOnTheType() async throws {
        ZooFactoryMock.resetStatics()
        defer { ZooFactoryMock.resetStatics() }
        ZooFactoryMock.stub.make(name: "a").andReturn(1)
        ZooFactoryMock.expect.fetchAll().andReturn(["x"]).once()
        let names = ZooFactoryMock.capture.make(name: .any)

        #expect(ZooFactoryMock.make(name: "a") == 1)
        #expect(ZooFactoryMock.make(name: "b") == 0)  // static members answer like a null mock
        #expect(try await ZooFactoryMock.fetchAll() == ["x"])
        ZooFactoryMock.shared = "s"

        #expect(ZooFactoryMock.shared == "s")
        #expect(names.arguments == ["a", "b"])
        ZooFactoryMock.verify()
        ZooFactoryMock.received.make(name: .any).times(2)
        ZooFactoryMock.received.shared.set("s").once()

        let instance = ZooFactoryMock()
        instance.stub.instanceWork().andReturn(3)
        #expect(instance.instanceWork() == 3)
        ZooFactoryMock.received.make(name: .any).times(2)  // instances keep their own record
    }

    @Test func staticExpectationsFailAtTheirLine() {
        ZooFactoryMock.resetStatics()
        defer { ZooFactoryMock.resetStatics() }
        let line = currentLine(); ZooFactoryMock.expect.make(name: "z").once()
        let failures = recordedFailures { ZooFactoryMock.verify() }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on ZooFactoryMock.self:
                          expected make(name: "z") exactly once, but it was called 0 times
                        No calls of 'make(name:)' were recorded.
                        """, line: line)
            ])
    }

    @Test func staticSubscriptsAreStubbedAndVerifiedOnTheType() {
        ZooDefaultsMock.resetStatics()
        defer { ZooDefaultsMock.resetStatics() }
        ZooDefaultsMock.stub["retries"].get.andReturn(3)
        let writes = ZooDefaultsMock.capture[.any].set(.any)

        ZooDefaultsMock["timeout"] = 30

        #expect(ZooDefaultsMock["retries"] == 3)
        #expect(ZooDefaultsMock["other"] == 0)  // static members answer like a null mock
        #expect(writes.argument?.newValue == 30)
        ZooDefaultsMock.received["timeout"].set(30).once()
        ZooDefaultsMock.received[.any].get.times(2)
        let line = currentLine(); ZooDefaultsMock.expect["limit"].set(1).once()
        let failures = recordedFailures { ZooDefaultsMock.verify() }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on ZooDefaultsMock.self:
                          expected ["limit"] = 1 exactly once, but it was called 0 times
                        Recorded calls of 'subscript(_:).set':
                          ["timeout"] = 30 — 'argument 1' differs: expected "limit", got "timeout"; 'newValue' differs: expected 1, got 30
                        """, line: line)
            ])
    }

    @Test func resetStaticsForgetsStubsAndCalls() {
        ZooFactoryMock.resetStatics()
        ZooFactoryMock.stub.make(name: .any).andReturn(9)
        _ = ZooFactoryMock.make(name: "a")
        ZooFactoryMock.resetStatics()
        #expect(ZooFactoryMock.make(name: "a") == 0)
        ZooFactoryMock.received.make(name: .any).once()
        ZooFactoryMock.resetStatics()
    }

    @Test func staticFactoriesReturningSelf() {
        ZooSelfFactoryMock.resetStatics()
        defer { ZooSelfFactoryMock.resetStatics() }
        let made = ZooSelfFactoryMock(.null)
        ZooSelfFactoryMock.stub.create().andReturn(made)
        #expect(ZooSelfFactoryMock.create() === made)
    }
}

@Suite struct ZooGenericMethodTests {
    @Test func genericMethodsAreStubbedPerType() throws {
        let coder = ZooCoderMock()
        let user = ZooUser(name: "Ada")
        coder.stub.decode(ZooUser.self, from: .any).andReturn(user)
        coder.stub.decode(Int.self, from: [1]).andReturn(1)
        coder.stub.encode(.any(ZooUser.self)).andReturn([7])
        coder.stub.encode(.value(5)).andReturn([5])
        coder.stub.make(returning: String.self).andReturn("made")
        coder.stub.first(of: .any([Int].self)).andCall { $0.first }

        #expect(try coder.decode(ZooUser.self, from: [0]) == user)
        #expect(try coder.decode(Int.self, from: [1]) == 1)
        #expect(coder.encode(user) == [7])
        #expect(coder.encode(5) == [5])
        #expect(coder.make() as String == "made")
        #expect(coder.first(of: [4, 5]) == 4)

        coder.received.decode(ZooUser.self, from: .any).once()
        coder.received.encode(.value(user)).once()
        coder.received.encode(.any(Int.self)).once()
        coder.received.encode(.any(String.self)).never()
    }

    @Test func aCallOfAnotherSpecializationIsUnexpected() {
        let line = currentLine(); let coder = ZooCoderMock()
        coder.stub.encode(.any(ZooUser.self)).andReturn([7])
        let failures = recordedFailures {
            #expect(coder.encode("text") == [])
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict ZooCoderMock:
                          encode("text") with T == String
                        Nothing stubs or expects 'encode(_:)' with T == String on this mock; it is stubbed with \
                        T == ZooUser. A stub of a generic method answers only the types it was made for: stub this \
                        call for T == String too (where only the result or a closure names T, pass returning: \
                        String.self).
                        """, line: line)
            ])
    }
}

/// Operators are static requirements too: on the mock type, one test at a time.
@Suite(.serialized) struct ZooOperatorTests {
    @Test func operatorRequirementsAreStubbedAndVerifiedThroughBuildersNamedInWords() {
        ZooIntervalMock.resetStatics()
        defer { ZooIntervalMock.resetStatics() }
        let one = ZooIntervalMock(.strict)
        let two = ZooIntervalMock(.strict)
        let three = ZooIntervalMock(.strict)
        ZooIntervalMock.stub.plus(.identical(to: one), .any).andReturn(three)
        ZooIntervalMock.stub.prefixMinus(.any).andCall { operand in operand }
        /// As code under test adds them: generic over the protocol.
        func sum<Interval: ZooInterval>(_ intervals: Interval...) -> Interval {
            intervals.dropFirst().reduce(intervals[0], +)
        }

        #expect(sum(one, two) === three)
        #expect(-two === two)
        ZooIntervalMock.received.plus(.identical(to: one), .identical(to: two)).once()
        ZooIntervalMock.received.prefixMinus(.any).once()
    }

    @Test func anOperatorsCallsReadAsTheOperatorIsWrittenInMessages() {
        ZooIntervalMock.resetStatics()
        defer { ZooIntervalMock.resetStatics() }
        let one = ZooIntervalMock(name: "one")
        _ = -one
        let line = currentLine()
        let failures = recordedFailures {
            ZooIntervalMock.received.prefixMinus(.any).never()
            ZooIntervalMock.received.plus(.any, .identical(to: one)).once()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Verification failed on ZooIntervalMock.self:
                          expected -any never, but it was called once
                        Recorded calls of '-(_:)':
                          -ZooIntervalMock 'one'
                        """, line: line + 2),
                RecordedFailure(
                    message: """
                        Verification failed on ZooIntervalMock.self:
                          expected any + identical to ZooIntervalMock 'one' exactly once, but it was called 0 times
                        No calls of '+(_:_:)' were recorded.
                        """, line: line + 3),
            ])
    }

    @Test func aComparableMockIsOrderedByItsStubAndEqualOnlyToItself() {
        ZooInstantMock.resetStatics()
        defer { ZooInstantMock.resetStatics() }
        let early = ZooInstantMock(.strict)
        let late = ZooInstantMock(.strict)
        ZooInstantMock.stub.less(.any, .any).andCall { lhs, rhs in lhs === early && rhs === late }

        #expect(early < late)
        #expect(!(late < early))
        #expect([late, early].sorted() == [early, late])
        #expect(early == early)
        #expect(early != late)
        #expect(late > early)  // `>` is Comparable's, from `<`
    }

    @Test func aRestatedEqualityIsStubbedLikeAnyOperator() {
        ZooVersionMock.resetStatics()
        defer { ZooVersionMock.resetStatics() }
        let one = ZooVersionMock(.strict)
        let other = ZooVersionMock(.strict)
        #expect(one != other)  // unstubbed, a static member answers like a null mock: false
        ZooVersionMock.stub.equalEqual(.any, .any).andReturn(true)

        #expect(one == other)
        ZooVersionMock.received.equalEqual(.identical(to: one), .identical(to: other)).times(2)
    }

    @Test func anAdditiveArithmeticMockHasAStubbedZeroAndAnswersLikeANullMockUnstubbed() {
        ZooAmountMock.resetStatics()
        defer { ZooAmountMock.resetStatics() }
        let zero = ZooAmountMock()
        let ten = ZooAmountMock()
        ZooAmountMock.stub.zero.get.andReturn(zero)
        ZooAmountMock.stub.minus(.any, .any).andReturn(zero)

        #expect(ZooAmountMock.zero === zero)
        #expect(ten - ten === zero)
        // Unstubbed, `+` answers like a null mock: a mock of its result type.
        #expect(type(of: ten + zero) == ZooAmountMock.self)
        ZooAmountMock.received.plus(.any, .any).once()
    }
}
