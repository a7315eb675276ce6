import Mocking
import Testing

@Suite struct OptionalParameterTests {
    @Test func plainLiteralsFilterOptionalParameters() {
        let directory = RealWorldDirectoryMock()
        directory.stub.find(name: "Ada", limit: 10).andReturn(["Ada Lovelace"])
        directory.stub.find(name: nil, limit: .any).andReturn([])
        directory.stub.tag(.any)
        directory.stub.rate(.any, verified: .any)
        directory.stub.merge(.any)

        #expect(directory.find(name: "Ada", limit: 10) == ["Ada Lovelace"])
        #expect(directory.find(name: nil, limit: 3) == [])
        directory.tag("new")
        directory.rate(4.5, verified: true)
        directory.merge([1, 2])

        directory.received.find(name: "Ada", limit: .notNil).once()
        directory.received.find(name: .nil, limit: .where { ($0 ?? 0) < 5 }).once()
        directory.received.tag("new").once()
        directory.received.rate(4.5, verified: true).once()
        directory.received.merge([1, 2]).once()
        directory.received.find(name: .value("Grace"), limit: .any).never()
    }

    @Test func aMismatchNamesTheOptionalValue() {
        let line = currentLine(); let directory = RealWorldDirectoryMock()
        directory.stub.find(name: "Ada", limit: .any).andReturn([])
        let failures = recordedFailures {
            _ = directory.find(name: "Grace", limit: nil)
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict RealWorldDirectoryMock:
                          find(name: "Grace", limit: nil)
                        Nearest stub: find(name: "Ada", limit: any) — 'name' differs: expected "Ada", got "Grace"
                        """, line: line)
            ])
    }

    @Test func optionalPropertiesAndSubscriptsTakeLiteralsToo() {
        let directory = RealWorldDirectoryMock(.null)
        directory.title = "Dr"
        directory[nickname: "ada"] = "Countess"

        directory.received.title.set("Dr").once()
        directory.received.title.set(nil).never()
        directory.received[nickname: "ada"].set("Countess").once()
    }

    @Test func overloadsByOptionalTypeStayApart() {
        let directory = RealWorldDirectoryMock()
        directory.stub.convert(.value(1) as OptionalArg<Int>).andReturn("int")
        directory.stub.convert(.value("1") as OptionalArg<String>).andReturn("string")
        #expect(directory.convert(1 as Int?) == "int")
        #expect(directory.convert("1" as String?) == "string")
    }
}
