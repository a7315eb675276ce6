import Mocking
import Testing

@Suite struct ExistentialTests {
    @Test func callsAreRecordedUnderTheDeclaredTypeWhateverTheDynamicType() {
        let reporter = RealWorldReporterMock(.null)
        reporter.report(RealWorldNetworkError.offline)
        reporter.report(RealWorldDiskError.full)
        reporter.legacyReport(RealWorldDiskError.full)
        reporter.track(42)
        reporter.track("forty-two")

        reporter.received.report(.any).times(2)
        reporter.received.report(.where { $0 is RealWorldNetworkError }).once()
        reporter.received.legacyReport(.any).once()
        reporter.received.track(.any).times(2)
        reporter.received.track(.where { $0 as? Int == 42 }).once()
    }

    @Test func stubsFilterOnTheDynamicTypeAndCaptureTheExistential() {
        let reporter = RealWorldReporterMock()
        let errors = reporter.capture.report(.any)
        reporter.stub.report(.any)
        reporter.expect.report(.where("a network error") { $0 is RealWorldNetworkError }).once()

        reporter.report(RealWorldDiskError.full)
        reporter.report(RealWorldNetworkError.offline)

        reporter.verify()
        #expect(errors.arguments.count == 2)
        #expect(errors.argument as? RealWorldNetworkError == .offline)
    }

    @Test func classBoundExistentialsMatchByIdentity() {
        let reporter = RealWorldReporterMock(.null)
        let watcher = RealWorldWatcher()
        let other = RealWorldWatcher()
        reporter.attach(watcher)
        reporter.detach(watcher)
        reporter.detach(nil)
        reporter.retain(other)

        reporter.received.attach(.identical(to: watcher)).once()
        reporter.received.attach(.identical(to: other)).never()
        reporter.received.detach(.identical(to: watcher)).once()
        reporter.received.detach(nil).once()
        reporter.received.retain(.identical(to: other)).once()
        reporter.received.retain(.identical(to: watcher)).never()
    }

    @Test func compositionsAndMetatypes() {
        let reporter = RealWorldReporterMock()
        reporter.stub.decoder(for: .any).andCall { type in "\(type)" }
        reporter.stub.decoder(for: .where { $0 == RealWorldDark.self }).andReturn("dark")
        let people = reporter.capture.register(.any)
        reporter.stub.register(.any)

        #expect(reporter.decoder(for: RealWorldDark.self) == "dark")
        #expect(reporter.decoder(for: RealWorldLight.self) == "RealWorldLight")
        reporter.register(RealWorldPerson(name: "Ada", age: 36))

        #expect(people.argument?.name == "Ada")
        #expect(people.argument?.age == 36)
        reporter.received.decoder(for: .any).times(2)
    }

    @Test func anExistentialPropertyBehavesAsStoredOnANullMock() {
        let reporter = RealWorldReporterMock(.null)
        reporter.theme = RealWorldDark()
        #expect(reporter.theme.tint == "black")
        reporter.theme = RealWorldLight()
        #expect(reporter.theme.tint == "white")
        reporter.received.theme.set(.where { $0.tint == "black" }).once()
        reporter.received.theme.get.times(2)
    }

    @Test func anExistentialPropertyCanBeStubbed() {
        let reporter = RealWorldReporterMock()
        reporter.stub.theme.get.andReturn(RealWorldLight())
        #expect(reporter.theme.tint == "white")
    }

    @Test func anExistentialNextToOtherArgumentsIsRecordedToo() {
        let reporter = RealWorldReporterMock(.null)
        reporter.report(RealWorldNetworkError.offline, context: "sync")
        reporter.received.report(.where { $0 is RealWorldNetworkError }, context: "sync").once()
        reporter.received.report(.any).never()
    }

    @Test func aStrictMockNamesTheExistentialArgumentInItsMessage() {
        let line = currentLine(); let reporter = RealWorldReporterMock()
        let failures = recordedFailures {
            reporter.report(RealWorldNetworkError.offline)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict RealWorldReporterMock:
                          report(RealWorldNetworkError.offline)
                        Nothing stubs or expects 'report(_:)' on this mock.
                        """, line: line)
            ])
    }
}
