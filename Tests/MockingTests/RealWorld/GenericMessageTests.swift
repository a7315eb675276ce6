import Mocking
import Testing

/// Two type parameters, both named by arguments or the result.
@Mockable
protocol ValueMapper {
    func map<Input, Output>(_ value: Input, _ transform: (Input) -> Output) -> Output
}

/// A generic method's calls are recorded per specialization; messages say which, in words.
@Suite struct GenericMessageTests {
    @Test func aCallOfAnotherSpecializationNamesBothInWords() {
        let line = currentLine(); let reader = QueueReaderMock()
        reader.stub.read(.any).andReturn(QueuePlayer(name: "Ada"))
        var thrown: (any Error)?
        let failures = recordedFailures {
            do {
                let player: QueuePlayer? = try reader.read { database in database.names.first.map(QueuePlayer.init) }
                Issue.record("answered \(String(describing: player))")
            } catch {
                thrown = error
            }
        }
        let message = """
            Unexpected call on strict QueueReaderMock:
              read(<non-escaping closure>) with T == Optional<QueuePlayer>
            Nothing stubs or expects 'read(_:)' with T == Optional<QueuePlayer> on this mock; it is stubbed with \
            T == QueuePlayer. A stub of a generic method answers only the types it was made for: stub this call for \
            T == Optional<QueuePlayer> too (where only the result or a closure names T, pass returning: \
            Optional<QueuePlayer>.self).
            """
        #expect(failures == [RecordedFailure(message: message, line: line)])
        #expect(thrown as? MockError == .unexpectedCall(message))
    }

    @Test func returningPinsATypeOnlyAClosureNames() throws {
        let reader = QueueReaderMock()
        reader.stub.read(.any, returning: QueuePlayer?.self).andReturn(nil)
        reader.stub.read(.any).andReturn(QueuePlayer(name: "Ada"))
        let missing: QueuePlayer? = try reader.read { _ in nil }
        let found: QueuePlayer = try reader.read { _ in QueuePlayer(name: "Bob") }
        #expect(missing == nil)
        #expect(found == QueuePlayer(name: "Ada"))
        reader.received.read(.any, returning: QueuePlayer?.self).once()
        reader.received.read(.any, returning: QueuePlayer.self).once()
    }

    @Test func aNeverSpecializedCallSaysWhichSpecialization() {
        let line = currentLine(); let reader = QueueReaderMock()
        let failures = recordedFailures {
            _ = reader.count(of: QueuePlayer.self) { $0.name.isEmpty }
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict QueueReaderMock:
                          count(of: QueuePlayer, where: <non-escaping closure>) with T == QueuePlayer
                        Nothing stubs or expects 'count(of:where:)' with T == QueuePlayer on this mock.
                        """, line: line)
            ])
    }

    @Test func verificationSpeaksOfTheSpecializationToo() {
        let reader = QueueReaderMock(.null)
        var line = 0
        let failures = recordedFailures {
            line = currentLine(); reader.received.count(of: QueuePlayer.self, where: .any).once()
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Verification failed on QueueReaderMock:
                          expected count(of: any, where: any) with T == QueuePlayer exactly once, but it was called 0 times
                        No calls of 'count(of:where:)' with T == QueuePlayer were recorded.
                        """, line: line)
            ])
    }

    @Test func twoTypeParametersAreNamedTogether() {
        let line = currentLine(); let mapper = ValueMapperMock()
        mapper.stub.map(Arg<Int>.any, .any).andReturn("one")
        var answer = 0
        let failures = recordedFailures {
            answer = mapper.map(1) { $0 + 1 }
        }
        #expect(answer == 0)
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict ValueMapperMock:
                          map(1, <non-escaping closure>) with Input == Int, Output == Int
                        Nothing stubs or expects 'map(_:_:)' with Input == Int, Output == Int on this mock; it is \
                        stubbed with Input == Int, Output == String. A stub of a generic method answers only the types \
                        it was made for: stub this call for Input == Int, Output == Int too.
                        """, line: line)
            ])
    }
}
