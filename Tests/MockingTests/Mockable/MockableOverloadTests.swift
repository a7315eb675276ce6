import Mocking
import Testing

@Mockable
protocol Loader {
    func load(_ key: String) -> Int
    func load(_ key: String) -> String
    func load(key: String) -> Int
    func load(_ index: Int) -> Int
}

@Suite struct MockableOverloadTests {
    @Test func overloadsByLabelAndByTypeAreKeptApart() {
        let loader = LoaderMock()
        loader.stub.load("a").andReturn(1)
        loader.stub.load("a").andReturn("one")
        loader.stub.load(key: "a").andReturn(2)
        loader.stub.load(.value(7)).andReturn(3)
        let number: Int = loader.load("a")
        let text: String = loader.load("a")
        #expect(number == 1)
        #expect(text == "one")
        #expect(loader.load(key: "a") == 2)
        #expect(loader.load(7) == 3)
        let strings: MockCall<MockVerbs.Verifying, String, String, MockEffects.Sync> = loader.received.load("a")
        strings.once()
        loader.received.load(key: .any).once()
    }

    @Test func overloadedByTypeMessagesPrintTheSelector() {
        let line = currentLine(); let loader = LoaderMock()
        let failures = recordedFailures {
            let text: String = loader.load("b")
            #expect(text == "")
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict LoaderMock:
                          load("b")
                        Nothing stubs or expects 'load(_:) (String) -> String' on this mock.
                        """, line: line)
            ])
    }
}
