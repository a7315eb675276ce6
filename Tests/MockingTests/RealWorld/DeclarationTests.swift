import Mocking
import Testing

@Suite struct DeclarationTests {
    @Test func aMutatingRequirementIsStubbedAndUsedAsTheStandardLibrarysGenerator() {
        /// App code that takes any generator, as `shuffled(using:)` does.
        func roll(using generator: inout some RandomNumberGenerator) -> UInt64 { generator.next() % 6 + 1 }
        var random = RealWorldRandomSourceMock()
        random.stub.next().andReturn(0).andReturn(5)

        #expect([roll(using: &random), roll(using: &random)] == [1, 6])
        random.received.next().times(2)
    }

    /// A partial mock forwards a `mutating` requirement to a copy of a value-type real object, so
    /// its state does not advance from call to call (a class's would).
    @Test func aPartialMockForwardsAMutatingRequirementToACopyOfAValueTypeRealObject() {
        let random = RealWorldRandomSourceMock(forwardingTo: RealWorldCountingGenerator())

        #expect([random.next(), random.next()] == [42, 42])
    }

    /// An answer passes the request on through `next`, a non-escaping `async throws` closure of
    /// three arguments, as an OpenAPI client middleware does.
    @Test func aMiddlewaresAnswerCallsItsThreeArgumentAsyncThrowingNext() async throws {
        let middleware = RealWorldClientMiddlewareMock()
        middleware.expect.intercept(.any, body: .any, baseURL: .any, operationID: "getGreeting", next: .any)
            .andCall { request, body, baseURL, _, next in
                var request = request
                request.path = "/v2" + request.path
                return try await next(request, body, baseURL)
            }
            .once()

        let answer = try await middleware.intercept(
            RealWorldHTTPRequest(path: "/greeting"), body: nil, baseURL: "https://example.com",
            operationID: "getGreeting"
        ) { request, _, _ in (request.path == "/v2/greeting" ? 200 : 404, [1]) }

        #expect(answer.0 == 200)
        #expect(answer.1 == [1])
        middleware.verify()
    }

    @Test func aLogHandlerWithAnUnnamedSubscriptParameter() {
        let handler = RealWorldLogHandlerMock(.null)
        handler.stub[metadataKey: "request"].get.andReturn("42")
        let logs = handler.capture.log(
            level: .any, message: .any, metadata: .any, source: .any, file: .any, function: .any, line: .any
        )

        handler[metadataKey: "user"] = "ada"
        handler.logLevel = .error
        handler.log(level: .error, message: "boom", metadata: nil, source: "app", file: "f", function: "g", line: 7)

        #expect(handler[metadataKey: "request"] == "42")
        #expect(handler.logLevel == .error)
        #expect(logs.argument?.message == "boom")
        #expect(logs.argument?.line == 7)
        handler.received[metadataKey: "user"].set(.value("ada")).once()
        handler.received.log(
            level: .where { $0 >= .error }, message: .any, metadata: nil, source: .any, file: .any, function: .any,
            line: .any
        ).once()
    }

    /// swift-log's `log(…, file:function:line:)` has a `line` of its own: the builder's location
    /// parameters keep their labels, so a failure still points at the line that wrote it.
    @Test func aBuilderWhoseRequirementHasALineParameterReportsTheCallersLine() {
        let line = currentLine() + 3
        let failures = recordedFailures {
            let handler = RealWorldLogHandlerMock(.null)
            handler.expect.log(
                level: .any, message: .any, metadata: .any, source: "app", file: .any, function: .any, line: 7)
            handler.verify()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on RealWorldLogHandlerMock:
                          expected log(level: any, message: any, metadata: any, source: "app", file: any, function: any, line: 7) exactly once, but it was called 0 times
                        No calls of 'log(level:message:metadata:source:file:function:line:)' were recorded.
                        """, line: line)
            ])
    }

    /// swift-issue-reporting's reporter takes all four of the builders' location parameters: the
    /// builders keep them as filters, and an unmet expectation still points at the test's line.
    @Test func anIssueReporterTakingTheBuildersLocationParameters() {
        struct Offline: Error {}
        let line = currentLine() + 4
        let failures = recordedFailures {
            let reporter = RealWorldIssueReporterMock(.null)
            let reports = reporter.capture.reportIssue(.any, fileID: .any, filePath: .any, line: .any, column: .any)
            reporter.expect.reportIssue(.any, .any, fileID: .any, filePath: .any, line: 12, column: .any)

            reporter.reportIssue("boom", fileID: #fileID, filePath: #filePath, line: 7, column: 3)
            reporter.reportIssue(Offline(), nil, fileID: #fileID, filePath: #filePath, line: 11, column: 1)

            #expect(reports.arguments.map(\.line) == [7])
            #expect(reports.argument.map { "\($0.fileID)" } == #fileID)
            reporter.received.reportIssue(.any, fileID: .any, filePath: .any, line: 7, column: .where { $0 > 1 }).once()
            reporter.verify()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Expectation not met on RealWorldIssueReporterMock:
                          expected reportIssue(any, any, fileID: any, filePath: any, line: 12, column: any) exactly once, but it was called 0 times
                        Recorded calls of 'reportIssue(_:_:fileID:filePath:line:column:)':
                          reportIssue(Offline(), <non-escaping closure>, fileID: MockingTests/DeclarationTests.swift, filePath: \(#filePath), line: 11, column: 1) — 'line' differs: expected 12, got 11
                        """, line: line)
            ])
    }

    /// A static hook with `file` and `line`, stubbed and verified on the mock type.
    @Test func aStaticIssueHookWithFileAndLine() {
        RealWorldStaticIssueReporterMock.resetStatics()
        defer { RealWorldStaticIssueReporterMock.resetStatics() }
        RealWorldStaticIssueReporterMock.expect.reportIssue("stale lock", file: .any, line: 42)

        RealWorldStaticIssueReporterMock.reportIssue("stale lock", file: #file, line: 42)

        RealWorldStaticIssueReporterMock.verify()
        RealWorldStaticIssueReporterMock.received.reportIssue(.any, file: .any, line: .where { $0 > 40 }).once()
    }

    @Test func keywordParameterNames() {
        let query = RealWorldQueryMock()
        query.stub.example(for: "x").andReturn(1)
        query.stub.index(of: .any, in: .any, default: .any).andCall { value, list, fallback in
            list.firstIndex(of: value) ?? fallback
        }
        query.expect.configure(internal: true, repeat: 3)
        let indices = query.capture.index(of: .any, in: .any, default: .any)

        #expect(query.example(for: "x") == 1)
        #expect(query.index(of: 5, in: [4, 5], default: -1) == 1)
        #expect(query.index(of: 9, in: [4, 5], default: -1) == -1)
        query.configure(internal: true, repeat: 3)

        #expect(indices.argument?.in == [4, 5])
        #expect(indices.argument?.default == -1)
        query.verify()
    }

    /// `returning:` is a label like any other (`withTaskGroup(of:returning:)`); it used to be
    /// taken for a generic method's `returning: T.self` and its filter dropped.
    @Test func aParameterLabelledReturningIsFilteredOn() {
        let query = RealWorldQueryMock()
        query.stub.group(of: 2, returning: "pair").andReturn(["a", "b"])
        query.stub.group(of: 2, returning: "two").andReturn(["c", "d"])
        #expect(query.group(of: 2, returning: "pair") == ["a", "b"])
        #expect(query.group(of: 2, returning: "two") == ["c", "d"])
        query.received.group(of: .any, returning: "pair").once()
    }

    @Test func unnamedParametersAreRecordedByPosition() {
        let query = RealWorldQueryMock()
        query.stub.pair(.any, .any).andCall { number, text in "\(number)\(text)" }
        let pairs = query.capture.pair(.any, .any)
        #expect(query.pair(1, "a") == "1a")
        #expect(pairs.argument?.0 == 1)
        #expect(pairs.argument?.1 == "a")
    }

    @Test func implicitlyUnwrappedOptionalsAreOptionalsToTheBuilders() {
        let query = RealWorldQueryMock(.null)
        query.stub.legacyName(.value("ada")).andReturn("Ada")
        query.legacyTitle = "Dr"

        #expect(query.legacyName("ada") == "Ada")
        #expect(query.legacyName(nil) == nil)
        #expect(query.legacyTitle == "Dr")
        query.received.legacyName(nil).once()
    }

    @Test func someParametersAreRecordedAsExistentials() {
        let query = RealWorldQueryMock()
        query.stub.total(of: .any).andCall { values in values.reduce(0, +) }
        #expect(query.total(of: [1, 2, 3]) == 6)
        #expect(query.total(of: Set([4])) == 4)
        query.received.total(of: .where { $0.count == 3 }).once()
    }

    @Test func ownershipSpecifiersAreRecordedAsPlainValues() {
        let query = RealWorldQueryMock(.null)
        query.stub.consume(.any).andCall(\.count)
        query.stub.borrow(.any).andCall { $0.count * 2 }
        query.sending("sent")
        #expect(query.consume("four") == 4)
        #expect(query.borrow("four") == 8)
        query.received.sending("sent").once()
    }

    @Test func attributedAndConditionalRequirements() async {
        let annotated = RealWorldAnnotatedMock(.null)
        annotated.stub.save().andReturn(true)
        annotated.stub.refresh().andReturn(3)
        annotated.stub.desktopOnly().andReturn("desk")
        annotated.stub.convert(1).andReturn("one")
        annotated.stub.convert("2").andReturn("two")
        annotated.stub.spaced(.any).andCall { $0 + 1 }

        annotated.save()
        #expect(await annotated.refresh() == 3)
        #expect(annotated.desktopOnly() == "desk")
        #expect(annotated.convert(1) == "one")
        #expect(annotated.convert("2") == "two")
        #expect(annotated.spaced(1) == 2)
        annotated.received.save().once()
    }

    @Test func privateProtocolsHaveMocksOfTheirAccess() {
        let answers = makeRealWorldPrivateClocks()
        #expect(answers.now == 1)
        #expect(answers.fileNow == 2)
    }
}
