import Mocking
import Testing

/// Bugs seen while porting Mockingbird's and Cuckoo's own test suites (issue 56), each pinned.
@Mockable protocol NestedOptionals {
    func value() -> Bool???
    func name() -> String?
}

@Suite struct PeerRegressionTests {
    /// A requirement named with an emoji keeps its builders (it was taken for an operator), and
    /// messages print it as a method.
    @Test func emojiAndNonASCIINamesKeepTheirBuildersAndReadAsMethods() {
        let names = RealWorldUnicodeNamesMock()
        names.stub.💩().andReturn("💩")
        names.stub.zählen(.any).andCall { $0 + 1 }
        names.stub.名前.get.andReturn("テスト")
        #expect(names.💩() == "💩")
        #expect(names.zählen(1) == 2)
        #expect(names.名前 == "テスト")
        names.received.💩().once()

        let strict = RealWorldUnicodeNamesMock()
        let line = currentLine() - 1
        let failures = recordedFailures { _ = strict.💩() }
        #expect(
            failures == [
                RecordedFailure(
                    message: "Unexpected call on strict RealWorldUnicodeNamesMock:\n  💩()\n"
                        + "Nothing stubs or expects '💩()' on this mock.",
                    line: line)
            ])
    }

    /// A closure type in parentheses is the closure type: recorded in a non-escaping box the answer
    /// calls while the call runs; `(() -> Void)?` is an optional, escaping one.
    @Test func parenthesizedClosureTypesAreNonEscapingClosures() {
        let mock = RealWorldParenthesizedClosuresMock()
        mock.stub.run(block: .any).andCall { block in block() }
        mock.stub.test(.any).andCall { predicate in predicate(true) }
        mock.stub.deep(.any).andCall { predicate in !predicate(true) }
        mock.stub.later(nil).andDoNothing()
        var runs = 0
        mock.run { runs += 1 }
        #expect(runs == 1)
        #expect(mock.test { $0 })
        #expect(!mock.deep { $0 })
        mock.later(nil)
        mock.received.run(block: .any).once()
        mock.received.later(nil).once()
    }

    /// An `@escaping @autoclosure` parameter is recorded as the closure it is (an answer or a
    /// capture can call it later) and forwarded to the real object as `name()`.
    @Test func anEscapingAutoclosureIsRecordedAndForwarded() {
        struct Real: RealWorldEscapingAutoclosure {
            func log(_ message: @escaping @autoclosure () -> String) {}
            func value(or fallback: @autoclosure @escaping () -> Int) -> Int { fallback() + 1 }
        }
        let mock = RealWorldEscapingAutoclosureMock()
        let message = mock.capture.log(.any)
        mock.stub.log(.any).andDoNothing()
        mock.log("to" + "day")
        #expect(message.argument?() == "today")

        let partial = RealWorldEscapingAutoclosureMock(forwardingTo: Real())
        #expect(partial.value(or: 41) == 42)
        partial.received.value(or: .any).once()
    }

    /// A null mock's nested optional answers the outermost `nil`, not `Optional(Optional(nil))`.
    @Test func aNullMocksNestedOptionalIsTheOutermostNil() {
        let mock = NestedOptionalsMock(.null)
        let value = mock.value()
        #expect(value == nil)
        #expect(String(describing: value) == "nil")
        #expect(mock.name() == nil)
    }

    /// `verify()` inside a mocking scope reports an unmet expectation; the scope's end does not
    /// report it a second time.
    @Test func anUnmetExpectationVerifiedInsideAScopeIsReportedOnce() {
        var line = 0
        let failures = recordedFailures {
            withMocking {
                let forecaster = WeatherForecasterMock(.null)
                line = currentLine() + 1
                forecaster.expect.forecast(city: "Oslo").once()
                forecaster.verify()
            }
        }
        #expect(failures.count == 1)
        #expect(failures.map(\.line) == [line])
    }

    /// An expectation `verify()` found met is checked again at the scope's end, where a later
    /// call can have broken it.
    @Test func anExpectationMetAtVerifyIsCheckedAgainAtTheScopesEnd() async throws {
        var line = 0
        let failures = await recordedFailures {
            await withMocking {
                let forecaster = WeatherForecasterMock(.null)
                line = currentLine() + 1
                forecaster.expect.forecast(city: "Oslo").once()
                _ = try? await forecaster.forecast(city: "Oslo")
                forecaster.verify()
                _ = try? await forecaster.forecast(city: "Oslo")
            }
        }
        #expect(failures.count == 1)
        #expect(failures.map(\.line) == [line])
    }
}

@Test func defaultValuesOfANestedOptionalIsTheOutermostNil() {
    let value = DefaultValues.value(for: Bool???.self)
    #expect(String(describing: value) == "Optional(nil)")  // `value(for:)`'s own optional around the outermost nil
}
