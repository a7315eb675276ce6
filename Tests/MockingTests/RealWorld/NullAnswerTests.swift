import Mocking
import Testing

/// What a mock answers when nothing answers a call, and that nothing a value or an error can
/// answer ends the test process.
@Suite struct NullAnswerTests {
    static func noDefault(_ requirement: String, _ type: String, throws thrown: String) -> String {
        """
        NullDatabaseMock cannot answer '\(requirement)': its return type \(type) has no default value, so the call \
        throws \(thrown). Stub it (andReturn/andCall), conform \(type) to DefaultProvidable, or call \
        DefaultValues.register(_:).
        """
    }

    @Test func aThrowingRequirementWithNoDefaultReportsAndThrows() {
        let line = currentLine(); let database = NullDatabaseMock(.null)
        var thrown: (any Error)?
        let failures = recordedFailures {
            do { _ = try database.player(id: 1) } catch { thrown = error }
        }
        let message = Self.noDefault("player(id:)", "NullPlayer", throws: "MockError.noDefaultValue")
        #expect(failures == [RecordedFailure(message: message, line: line)])
        #expect(thrown as? MockError == .noDefaultValue(message))
        #expect((thrown as? MockError)?.description == message)
    }

    @Test func anAsyncThrowingRequirementWithNoDefaultReportsAndThrows() async {
        let line = currentLine(); let database = NullDatabaseMock(.null)
        var thrown: (any Error)?
        let failures = await recordedFailures {
            do { _ = try await database.player(named: "Ada") } catch { thrown = error }
        }
        let message = Self.noDefault("player(named:)", "NullPlayer", throws: "MockError.noDefaultValue")
        #expect(failures == [RecordedFailure(message: message, line: line)])
        #expect(thrown as? MockError == .noDefaultValue(message))
    }

    @Test func aTypedThrowingRequirementThrowsTheErrorTypesDefault() {
        let line = currentLine(); let database = NullDatabaseMock(.null)
        var thrown: NullLoadError?
        let failures = recordedFailures {
            do throws(NullLoadError) { _ = try database.load(id: 1) } catch { thrown = error }
        }
        let message = Self.noDefault(
            "load(id:)", "NullPlayer", throws: "NullLoadError's default value, missing")
        #expect(failures == [RecordedFailure(message: message, line: line)])
        #expect(thrown == .missing)
    }

    @Test func aStrictMockThrowsTheUnexpectedCallItReported() {
        let line = currentLine(); let database = NullDatabaseMock()
        var thrown: (any Error)?
        let failures = recordedFailures {
            do { _ = try database.player(id: 7) } catch { thrown = error }
        }
        let message = """
            Unexpected call on strict NullDatabaseMock:
              player(id: 7)
            Nothing stubs or expects 'player(id:)' on this mock.
            """
        #expect(failures == [RecordedFailure(message: message, line: line)])
        #expect(thrown as? MockError == .unexpectedCall(message))
    }

    @Test func aStrictMocksUnexpectedTypedThrowingCallReportsOnceThenThrowsTheDefaultError() {
        let line = currentLine(); let database = NullDatabaseMock()
        var thrown: NullLoadError?
        let failures = recordedFailures {
            do throws(NullLoadError) { _ = try database.load(id: 2) } catch { thrown = error }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict NullDatabaseMock:
                          load(id: 2)
                        Nothing stubs or expects 'load(id:)' on this mock.
                        """, line: line)
            ])
        #expect(thrown == .missing)
    }

    @Test func anExpectationUsedUpOnANullMockThrowsForTheNextCall() throws {
        let line = currentLine(); let database = NullDatabaseMock(.null)
        let expectLine = currentLine(); database.expect.player(id: .any).andReturn(NullPlayer(name: "Ada")).once()
        #expect(try database.player(id: 1) == NullPlayer(name: "Ada"))
        let failures = recordedFailures {
            #expect(throws: MockError.self) { try database.player(id: 2) }
            database.verify()
        }
        #expect(failures.map(\.line) == [line, expectLine])
        #expect(failures.first?.message.hasPrefix("NullDatabaseMock cannot answer 'player(id:)'") == true)
        #expect(failures.last?.message.hasPrefix("Expectation not met on NullDatabaseMock:") == true)
    }

    @Test func aPartialMockWithoutARealObjectThrows() {
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); let database = NullDatabaseMock(.partial)
            #expect(throws: MockError.self) { try database.player(id: 3) }
        }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.line == line })
        let message = Self.noDefault("player(id:)", "NullPlayer", throws: "MockError.noDefaultValue")
        #expect(failures.last?.message == message)
    }

    @Test func theStandardLibrarysProtocolsMakeDefaults() {
        let database = NullDatabaseMock(.null)
        #expect(database.counts() == (0, 0, 0, 0))
        let summary = database.summary()
        #expect(summary.name == "")
        #expect(summary.level == .debug)
        #expect(summary.extra.0 == 0)
        #expect(summary.extra.1 == nil)
        #expect(database.level() == .debug)
        #expect(database.options() == [])
        #expect(database.path() == [])
        #expect(database.tag() == "")
        database.received.counts().once()
    }

    @Test func aRegisteredDefaultStillComesFirst() {
        DefaultValues.register(NullLevel.info)
        defer { DefaultValues.unregister(NullLevel.self) }
        #expect(NullDatabaseMock(.null).level() == .info)
    }

    @Test func aMockedProtocolAnswersANullMockOfIt() {
        let database = NullDatabaseMock(.null)
        let connection = database.connection()
        #expect(connection.query("select 1") == [])
        #expect(connection.isOpen == false)

        // The same null mock answers every call: stub it, verify it.
        let mock = try? #require(database.connection() as? NullConnectionMock)
        #expect(mock === connection as? NullConnectionMock)
        mock?.stub.query(.any).andReturn(["row"])
        #expect(database.connection().query("select 2") == ["row"])
        mock?.received.query(.any).times(2)
        #expect(mock?.mockCore.displayName == "NullConnectionMock 'NullDatabaseMock.connection()'")

        // Another requirement gets its own, a property too.
        #expect(database.connection(named: "replica") as? NullConnectionMock !== mock)
        #expect(database.replica is NullConnectionMock)
    }

    @Test func aStrictMockReportsTheUnexpectedCallAndAnswersANullMock() {
        let line = currentLine(); let database = NullDatabaseMock()
        var connection: (any NullConnection)?
        let failures = recordedFailures { connection = database.replica }
        #expect(failures.map(\.line) == [line])
        #expect(connection is NullConnectionMock)
    }
}
