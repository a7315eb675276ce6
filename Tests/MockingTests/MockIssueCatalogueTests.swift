import Testing

@testable import Mocking

/// Every message of the runtime's catalogue (`MockIssue`), rendered from one example each: the
/// behaviour tests pin them where they arise; this walks them all, so a new case cannot go unpinned.
@Suite struct MockIssueCatalogueTests {
    static let recorded = MockIssue.RecordedCalls(
        requirement: "result(temperature:humidity:)",
        calls: ["result(temperature: 1, humidity: 2) — 'humidity' differs: expected 50, got 2"], more: 3)

    /// One example of each kind, and what it says.
    static let pinned: [(issue: MockIssue, message: String)] = [
        (
            .partialWithoutRealObject(mock: "StoreMock"),
            """
            StoreMock was created .partial without a real object, so it behaves as .null. \
            Create a partial mock with init(forwardingTo:).
            """
        ),
        (
            .deallocatedUnverified(mock: "StoreMock", expectations: ["load(id: 1) once (called 0 times)"]),
            """
            StoreMock was deallocated with an expectation nobody verified; call verify() or use a mocking scope:
              load(id: 1) once (called 0 times)
            """
        ),
        (
            .unexpectedCall(
                mock: "WeatherForecasterMock", call: "result(temperature: 23, humidity: 51)",
                nearest: .entry(
                    isStub: true, pattern: "result(temperature: 23, humidity: 50)",
                    mismatches: ["'humidity' differs: expected 50, got 51"])),
            """
            Unexpected call on strict WeatherForecasterMock:
              result(temperature: 23, humidity: 51)
            Nearest stub: result(temperature: 23, humidity: 50) — 'humidity' differs: expected 50, got 51
            """
        ),
        (
            .cannotForward(mock: "ZooLevelMock", requirement: "log(_:)", reason: .variadicArguments),
            """
            ZooLevelMock cannot forward 'log(_:)' to its real object: Swift cannot pass an array as variadic \
            arguments. Stub it with andReturn or andCall.
            """
        ),
        (
            .noDefaultValue(
                mock: "StoreMock", requirement: "connection()", returnType: "Connection",
                instead: .throwsInstead("MockError.noDefaultValue")),
            """
            StoreMock cannot answer 'connection()': its return type Connection has no default value, so the call \
            throws MockError.noDefaultValue. Stub it (andReturn/andCall), conform Connection to DefaultProvidable, \
            or call DefaultValues.register(_:).
            """
        ),
        (
            .noMovedResult(
                mock: "ProviderMock", requirement: "make(_:)", resultType: "Ticket",
                instead: .stops),
            """
            ProviderMock cannot answer 'make(_:)': its result (Ticket) may be noncopyable, so only an answer makes \
            one, and nothing answers the call. Stub it with andCall { … }, or forward it with andForward(to:).
            """
        ),
        (
            .undeclaredError(
                mock: "StoreMock", requirement: "load(id:)", error: "Oops()", canThrow: "LoadError",
                outcome: .answersDefault),
            "'load(id:)' on StoreMock can throw only LoadError, but its stub threw Oops(); the call answers its default value."
        ),
        (
            .cannotRethrow(mock: "StoreMock", requirement: "map(_:)", error: "Oops()"),
            """
            An andCall body of 'map(_:)' on StoreMock threw Oops() though no closure argument threw: Swift lets a \
            rethrows function throw only when a closure it was given throws. The call answers its default value.
            """
        ),
        (
            .cannotWrapReal(mock: "StoreMock", requirement: "load(id:)"),
            """
            andWrapReal on StoreMock cannot run for 'load(id:)': its witness calls a MockCore entry point that does \
            not fit the effects of its builder; the call answers its default value.
            """
        ),
        (
            .cannotWrapStubbedBody(type: "Engine", requirement: "start(speed:)"),
            """
            andWrapReal cannot wrap 'start(speed:)' on Engine: the method begins with #stubbed(), which keeps its \
            code where you wrote it (for code coverage), so there is no real code to hand the answer; the real code \
            ran. Use andCall or andForwardToReal, or remove #stubbed() to let @Stubbable move the body.
            """
        ),
        (
            .signatureClash(
                mock: "StoreMock", requirement: "load(id:)", here: "(Int) -> String", before: "(String) -> String"),
            """
            StoreMock uses 'load(id:)' with two signatures: (Int) -> String here, (String) -> String before. \
            A witness and a builder written by hand must use the same argument tuple, labels included (a parameter \
            without an argument label is labelled with its name), and overloads by type need names of their own.
            """
        ),
        (
            .builderMismatch(mock: "StoreMock", requirement: "load(id:)", arguments: "String"),
            """
            The builder for 'load(id:)' on StoreMock does not match its witness's argument types (String); \
            fix the mock's declaration.
            """
        ),
        (
            .closureCalledAfterReturn(returnType: "Int", instead: nil),
            """
            A non-escaping closure argument was called after the mocked call returned. Swift forbids that; call it \
            inside andCall, or make the parameter @escaping. The call answers its default value.
            """
        ),
        (
            .ambiguousScope(
                call: "Clock.now()", tests: ["second()", "first()"], outcome: .answersDefault),
            """
            Clock.now() was called outside any test's task (from a Dispatch queue, Task.detached or a thread of its \
            own), and the running tests 'first()' and 'second()' both stub it, so Mocking cannot tell which test it \
            belongs to; it answered the default value.
            Run these tests one at a time (.serialized), or stub an instance instead of a static member.
            """
        ),
        (
            .noRealObject(mock: "StoreMock", answer: "andForwardToReal()", pattern: "load(id: any)"),
            """
            andForwardToReal() on StoreMock, which has no real object: load(id: any) would answer its default value. \
            Create the mock with init(forwardingTo:).
            """
        ),
        (
            .cannotForwardElsewhere(mock: "FileManagerMock", pattern: "fileExists(atPath: any)", reason: .subclassMock),
            """
            andForward(to:) on FileManagerMock cannot send fileExists(atPath: any) to another object: a subclass \
            mock's real code is its superclass's, run on the mock itself. Call the other object from andCall { … } \
            instead; the answer is dropped.
            """
        ),
        (
            .forwardTargetMismatch(
                mock: "StoreMock", requirement: "load(id:)", objectType: "Int", takenAs: "Store"),
            """
            andForward(to:) on StoreMock cannot forward 'load(id:)' to its object: Int does not conform to Store. \
            The call answers its default value.
            """
        ),
        (
            .neverAnswered(pattern: "load(id: 1)"),
            """
            expect.load(id: 1).never() was given an answer, but a call it answered would fail it. The answer is \
            dropped; expect the call with once(), times(_:) or atLeast(_:) if it should be answered.
            """
        ),
        (
            .invalidCount(spelled: "times(-1)", consequence: .countUnchanged),
            "times(-1) is not a call count: counts cannot be negative or empty. The count is left unchanged."
        ),
        (
            .nothingCaptured(mock: "RobotMock", pattern: nil),
            "Nothing captured yet: no call matched this capture on RobotMock before 'argument' was read."
        ),
        (
            .countNotMet(
                check: .expectation, mock: "WeatherForecasterMock",
                expected: "result(temperature: any, humidity: 50) once",
                actual: 0, countedElsewhere: 2, recorded: recorded),
            """
            Expectation not met on WeatherForecasterMock:
              expected result(temperature: any, humidity: 50) once, but it was called 0 times
              2 other matching calls were counted by another expectation of 'result(temperature:humidity:)'; \
            expectations take calls in the order they were set up, each as many as its count allows.
            Recorded calls of 'result(temperature:humidity:)':
              result(temperature: 1, humidity: 2) — 'humidity' differs: expected 50, got 2
              … and 3 more
            """
        ),
        (
            .notCalledWithin(
                mock: "WeatherForecasterMock", pattern: "result(temperature: 1, humidity: 2)",
                timeout: "50 milliseconds",
                recorded: MockIssue.RecordedCalls(requirement: "result(temperature:humidity:)", calls: [], more: 0)),
            """
            Verification failed on WeatherForecasterMock:
              expected result(temperature: 1, humidity: 2) within 50 milliseconds, but it was not called
            No calls of 'result(temperature:humidity:)' were recorded.
            """
        ),
        (
            .countNotMetWithin(
                mock: "UploaderMock", pattern: "upload(any)", expected: "exactly 3 times", timeout: "1 second",
                actual: 2, recorded: MockIssue.RecordedCalls(requirement: "upload(_:)", calls: [], more: 0)),
            """
            Verification failed on UploaderMock:
              expected upload(any) exactly 3 times within 1 second, but it was called 2 times
            No calls of 'upload(_:)' were recorded.
            """
        ),
        (
            .outOfOrder(
                reason: .noMatchingCall(step: 2, after: MockIssue.SatisfiedStep(step: 1, calls: 1)),
                expected: ["1. open() once on DoorMock"], recorded: []),
            """
            Calls did not happen in the expected order (step 2 found no matching call after the call that satisfied \
            step 1).
              Expected, in order:
                1. open() once on DoorMock
              Recorded:
                (no calls)
            """
        ),
        (
            .unaccountedCalls(mock: "DoorMock", calls: ["open()", "close()"]),
            """
            DoorMock received 2 calls that no verification or expectation accounts for:
              open()
              close()
            """
        ),
        (
            .expectedNoCalls(mock: "DoorMock", calls: ["open()"]),
            """
            DoorMock was expected to receive no calls, but received 1:
              open()
            """
        ),
        (
            .unusedStub(mock: "DoorMock", stub: "open() → true"),
            "Stub never used on DoorMock: open() → true was set up, but no call matched it."
        ),
        (
            .conditionNotWithin(timeout: "1 second"),
            "Expected the condition to hold within 1 second, but it did not."
        ),
        (
            .conditionNotAfter(delay: "200 milliseconds"),
            "Expected the condition to hold after 200 milliseconds, but it did not."
        ),
        (
            .notRecording(member: "area()", type: "Geometry"),
            """
            Cannot verify 'area()' on Geometry: Mocking was not recording its calls. A real object or type records \
            calls once spy(_:), a stub, an expectation or a capture registers it in the same mocking scope — do \
            that before the calls.
            """
        ),
    ]

    @Test func everyKindIsPinned() {
        let pinnedKinds = Set(Self.pinned.map(\.issue.kind))
        let missing = MockIssue.Kind.allCases.filter { !pinnedKinds.contains($0) }
        #expect(missing.isEmpty, "kinds with no pinned message: \(missing)")
        #expect(Self.pinned.count == MockIssue.Kind.allCases.count, "one example per kind")
    }

    @Test(arguments: pinned.indices) func messageReadsAsPinned(_ index: Int) {
        let (issue, message) = Self.pinned[index]
        #expect(issue.message.text == message)
    }

    /// The variants one example per kind leaves out.
    @Test func variants() {
        let nothing = MockIssue.unexpectedCall(
            mock: "CacheMock", call: "read(_:) where T == Int",
            nearest: .nothing(
                requirement: "read(_:)<T == Int>", stubbedFor: ["T == String", "T == Optional<Player>"]))
        #expect(
            nothing.message.text == """
                Unexpected call on strict CacheMock:
                  read(_:) where T == Int
                Nothing stubs or expects 'read(_:)' with T == Int on this mock; it is stubbed with T == String, and \
                with T == Optional<Player>. A stub of a generic method answers only the types it was made for: stub \
                this call for T == Int too (where only the result or a closure names T, pass returning: Int.self).
                """)
        #expect(
            MockIssue.cannotForward(
                mock: "DoublerMock", requirement: "twice(_:)",
                reason: .realObjectMismatch(realType: "RealDoubler", takenAs: "Halver")
            ).message.text
                == "DoublerMock cannot forward 'twice(_:)' to its real object: it is a RealDoubler, and the witness "
                + "takes it as Halver. Stub it with andReturn or andCall.")
        let plain = MockIssue.Nearest.nothing(requirement: "open()", stubbedFor: [])
        #expect(
            MockIssue.unexpectedCall(mock: "DoorMock", call: "open()", nearest: plain).message.text.hasSuffix(
                "\nNothing stubs or expects 'open()' on this mock."))
        #expect(
            MockIssue.noMovedResult(
                mock: "M", requirement: "watch(_:)", resultType: "R", instead: .errorTypeHasNoDefault("E")
            ).message.text
                == "M cannot answer 'watch(_:)': its result (R) may be noncopyable, so only an answer makes one, and "
                + "nothing answers the call; its error type E has no default value to throw instead either. Stub it "
                + "with andCall { … }, or forward it with andForward(to:).")
        #expect(
            MockIssue.noDefaultValue(mock: "M", requirement: "f()", returnType: "R", instead: .stops).message.text
                == "M cannot answer 'f()': its return type R has no default value. Stub it (andReturn/andCall), "
                + "conform R to DefaultProvidable, or call DefaultValues.register(_:).")
        #expect(
            MockIssue.noDefaultValue(
                mock: "M", requirement: "f()", returnType: "R", instead: .errorTypeHasNoDefault("E")
            )
            .message.text
                == "M cannot answer 'f()': its return type R has no default value, and its error type E has no default "
                + "value to throw instead. Stub it (andReturn/andCall), conform R to DefaultProvidable, or call "
                + "DefaultValues.register(_:). Or conform E to DefaultProvidable.")
        #expect(
            MockIssue.undeclaredError(
                mock: "Engine", requirement: "f()", error: "Oops()", canThrow: nil, outcome: .realCodeRan
            ).message.text
                == "An andCall body of 'f()' on Engine threw Oops(), but 'f()' cannot throw; the real code ran instead."
        )
        #expect(
            MockIssue.closureCalledAfterReturn(returnType: "Row", instead: .stops).message.text.hasSuffix(
                "@escaping. Its return type Row has no default value, so the process stops."))
        #expect(
            MockIssue.closureCalledAfterReturn(returnType: "Row", instead: .throwsInstead("MockError.noDefaultValue"))
                .message.text.hasSuffix(
                    "@escaping. Its return type Row has no default value, so the call throws MockError.noDefaultValue.")
        )
        #expect(
            MockIssue.countNotMet(
                check: .verification, mock: "M", expected: "f() once", actual: 2, countedElsewhere: 1,
                recorded: Self.recorded
            ).message.text.hasPrefix(
                """
                Verification failed on M:
                  expected f() once, but it was called 2 times
                  1 other matching call was counted
                """))
        #expect(
            MockIssue.invalidCount(spelled: "atMost(-1)", consequence: .stepLeftOut).message.text.hasSuffix(
                "The step is left out of the order."))
        #expect(
            MockIssue.invalidCount(spelled: "atMost(-1)", consequence: .nothingChecked).message.text.hasSuffix(
                "Nothing is checked."))
        #expect(
            MockIssue.deallocatedUnverified(mock: "M", expectations: ["a", "b"]).message.text.hasPrefix(
                "M was deallocated with 2 expectations nobody verified"))
        #expect(
            MockIssue.unaccountedCalls(mock: "M", calls: ["f()"]).message.text.hasPrefix(
                "M received 1 call that no verification"))
    }

    /// Why a call cannot be forwarded, as generated code names it (`because: .variadicArguments`)
    /// and as the message says it.
    static let obstacles: [(obstacle: __ForwardingObstacle, reads: String)] = [
        (.staticMember, "static members have no real object"),
        (.namesSelf, "it uses Self or an associated type"),
        (
            .restatesStandardRequirement,
            "it restates a standard-library requirement, which the module's default isolation may isolate"
        ),
        (.realObjectIsAnActor, "the real object is another actor, which the mock cannot call into"),
        (.variadicArguments, "Swift cannot pass an array as variadic arguments"),
        (.rethrowing, "a mock cannot rethrow"),
        (.realObjectIsNot("Encodable"), "the real object is not Encodable"),
        (.wrapRealOfRethrowing, "andWrapReal cannot call a real method that rethrows"),
        (.realObjectMismatch(realType: "A", takenAs: "B"), "it is a A, and the witness takes it as B"),
    ]

    @Test(arguments: obstacles.indices) func obstacleReadsAsPinned(_ index: Int) {
        let (obstacle, reads) = Self.obstacles[index]
        #expect(
            MockIssue.cannotForward(mock: "M", requirement: "f()", reason: obstacle).message.text
                == "M cannot forward 'f()' to its real object: \(reads). Stub it with andReturn or andCall.")
    }

    /// A generic method's call and a method taking a non-escaping closure read alike in every
    /// message: `message` quotes requirement names, in one way.
    @Test func requirementNamesAreQuotedOneWay() {
        let generic: RequirementName = "read(_:)<T == Player>"
        let boxed: RequirementName = "update(_:) (Mocking.NonEscaping<(Int) -> Void>) -> Void"
        let messages = [
            MockIssue.cannotWrapReal(mock: "M", requirement: generic),
            .signatureClash(mock: "M", requirement: generic, here: "A", before: "B"),
            .builderMismatch(mock: "M", requirement: generic, arguments: "A"),
            .cannotRethrow(mock: "M", requirement: generic, error: "E()"),
            .unexpectedCall(mock: "M", call: "read(1)", nearest: .nothing(requirement: generic, stubbedFor: [])),
        ].map(\.message.text)
        for message in messages {
            #expect(message.contains("'read(_:)' with T == Player"), "\(message)")
            #expect(!message.contains("<T == Player>"), "\(message)")
        }
        #expect(
            MockIssue.cannotWrapReal(mock: "M", requirement: boxed).message.text.contains(
                "'update(_:) ((Int) -> Void) -> Void'"))
    }

    @Test func outOfOrderSaysWhichStepAndAfterWhat() {
        let reasons: [(MockIssue.OutOfOrder, String)] = [
            (
                .countNotMet(
                    step: 3, expected: "exactly 2 matching calls", after: MockIssue.SatisfiedStep(step: 2, calls: 2),
                    found: 0),
                "step 3 expected exactly 2 matching calls after the 2 calls that satisfied step 2, but found none"
            ),
            (
                .countNotMet(step: 1, expected: "exactly 2 matching calls", after: nil, found: 1),
                "step 1 expected exactly 2 matching calls, but found 1"
            ),
            (.noMatchingCall(step: 1, after: nil), "step 1 found no matching call"),
        ]
        for (reason, clause) in reasons {
            #expect(
                MockIssue.outOfOrder(reason: reason, expected: ["a"], recorded: ["b"]).message.text.hasPrefix(
                    "Calls did not happen in the expected order (\(clause)).\n"))
        }
    }

    @Test func anAmbiguousCallOfARealObjectRanItsCode() {
        #expect(
            MockIssue.ambiguousScope(call: "Clock.now()", tests: ["a()", "b()"], outcome: .realCodeRan).message.text
                .contains("so Mocking cannot tell which test it belongs to; its real code ran.\n"))
    }
}

extension RequirementName: ExpressibleByStringLiteral {
    /// A requirement's name as a witness reports it, unquoted: `"read(_:)<T == Player>"`.
    public init(stringLiteral name: String) {
        self.init(name)
    }
}
