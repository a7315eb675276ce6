import Foundation
import Mocking
import Testing

/// The mocks of protocols shaped like those the sweep found failing in real packages
/// (RealWorld/Corpus/SweptPackages.swift), driven as a test of such a package would.
@Suite struct SweptPackageTests {
    @Test func aLocationWhoseExtensionComparesByPathIsComparedByIdentity() throws {
        let documents = SweptLocationMock(.strict, name: "documents")
        let downloads = SweptLocationMock(.strict, name: "downloads")
        documents.stub.rename(to: "docs")

        try documents.rename(to: "docs")
        #expect(documents != downloads)
        #expect(Set([documents, downloads, documents]).count == 2)
        #expect("\(documents)" == "SweptLocationMock 'documents'")
        documents.received.rename(to: "docs").once()
        downloads.verifyNoInteractions()
    }

    @Test func aLiteralMakesANullMockAndIsRecordedAsItsInitializer() {
        let minute: SweptSexagesimalMock = 60
        let label: SweptLabelMock = "title"
        let flag: SweptLabelMock = true
        let ratio: SweptLabelMock = 0.5

        #expect(minute !== SweptSexagesimalMock(integerLiteral: 60))  // each literal is a new mock
        #expect(label.text == "")
        minute.received.`init`(integerLiteral: 60).once()
        label.received.`init`(stringLiteral: "title").once()
        flag.received.`init`(booleanLiteral: true).once()
        ratio.received.`init`(floatLiteral: 0.5).once()
    }

    @Test func aChoiceKeyIsACodingKeyWhoseRequirementsAreStubbed() {
        let key = SweptChoiceKeyMock(name: "item")
        key.stub.stringValue.get.andReturn("item")
        key.stub.isChoiceElement.get.andReturn(true)

        #expect(key.stringValue == "item")
        #expect(key.isChoiceElement)
        #expect(key.description == "SweptChoiceKeyMock 'item'")
    }

    @Test func aFeedFormatIsGenericOverItsParentsConstrainedAssociatedType() {
        let format = SweptFeedFormatMock<SweptFeedRoot>()
        format.stub.render(indentedBy: 2).andReturn("<rss/>")
        format.stub.root().andReturn(SweptFeedRoot())

        #expect(format.render(indentedBy: 2) == "<rss/>")
        _ = format.root()
        format.received.root().once()
    }

    @Test func aMutatingGetterAndATypeAliasAndAVoidOverloadAreMocked() throws {
        let cursor = SweptCursorMock(.null)
        cursor.stub.offset.get.andReturn(12)
        cursor.advance(by: 3)
        #expect(cursor.offset == 12)
        cursor.received.advance(by: 3).once()

        let store = SweptSettingsStoreMock(.null)
        store.stub.value(for: "theme").andReturn("dark")
        store.stub.flush(returning: Int.self).andReturn(2)
        #expect(try store.value(for: "theme") == "dark")
        store.flush() as Void
        #expect(store.flush() as Int == 2)
        store.received.flush().once()
        store.received.flush(returning: Int.self).once()
    }

    @Test func aComponentWhoseExtensionRendersItIsRenderedByItsStub() {
        let component = SweptComponentMock(.strict)
        component.stub.render(indentedBy: 2).andReturn("  <p/>")
        func page(_ parts: [any SweptRenderable]) -> String { parts.map { $0.render(indentedBy: 2) }.joined() }

        #expect(page([component, component]) == "  <p/>  <p/>")
        component.received.render(indentedBy: 2).times(2)
        component.received.body.get.never()
    }

    @Test func aSharedBoxWhoseExtensionErasesItIsErasedByItsStub() {
        let box = SweptSharedBoxMock<Int>(.strict)
        box.stub.erasedValue().andReturn("erased")
        func erase(_ box: some SweptErasedBox) -> String { box.erasedValue() }

        #expect(erase(box) == "erased")
        box.received.unbox().never()
    }

    @Test func aPageOfTwoDescribedParentsPrintsItsOwnName() {
        let page = SweptPageMock(.strict, name: "home")
        #expect(page.description == "SweptPageMock 'home'")
        #expect("\(page as any SweptTitled)" == "SweptPageMock 'home'")
        page.verifyNoInteractions()
    }

    @Test func aRefinementOfTwoDecodableParentsDecodesOneNullMock() throws {
        let page = try JSONDecoder().decode(SweptPaginatableMock.self, from: Data("{}".utf8))
        #expect(page.first == nil && page.before == nil)
    }

    @Test func aRefinementsOwnCodingExtensionLosesToTheMocksWitnesses() throws {
        let claim = try JSONDecoder().decode(SweptUnixEpochClaimMock.self, from: Data("1.6".utf8))
        #expect(claim.value == 0, "a null mock, not the extension's decoding")
        claim.received.`init`(from: .any).once()
        claim.received.`init`(value: .any).never()
        claim.stub.encode(to: .any).andCall { encoder in
            var container = encoder.singleValueContainer()
            try container.encode("stubbed")
        }
        #expect(String(decoding: try JSONEncoder().encode(claim), as: UTF8.self) == #""stubbed""#)
    }

    @Test func aMultiLineTupleResultAndAnEncoderAssociatedTypeAreMocked() throws {
        let parser = SweptJWTParserMock()
        parser.stub.parse(.any, as: Int.self).andReturn((header: "h", payload: 7, signature: [1]))
        #expect(try parser.parse([0], as: Int.self).payload == 7)
        let context = SweptRequestContextMock<String>(.null)
        #expect(context.responseEncoder == "")
    }

    @Test func aRestatedInitFromIsTheProtocolsOwnWitness() throws {
        let claim = try JSONDecoder().decode(SweptClaimMock.self, from: Data("{}".utf8))
        #expect(claim.value == "")
        claim.received.`init`(from: .any).once()
    }

    @Test func aParentsInitializerIsTheOneARefinementsExtensionImplements() throws {
        func parse<Parsed: SweptDERParseable>(_: Parsed.Type) throws -> Parsed { try Parsed(derEncoded: [2]) }
        let tagged = try parse(SweptDERImplicitlyTaggableMock.self)
        tagged.received.`init`(derEncoded: [2], withIdentifier: 0x30).once()
        try parse(SweptDERParseableMock.self).received.`init`(derEncoded: [2]).once()

        func convert<Converted: SweptDataConvertible>(_: Converted.Type) -> Converted? {
            Converted(postgresData: Array("{}".utf8))
        }
        let decoded = try #require(convert(SweptJSONCodableMock.self))
        decoded.received.`init`(from: .any).once()
        decoded.received.`init`(postgresData: .any).never()
    }

    /// vapor's `Content`: the mock answers `encodeResponse(for:)` through the protocol's own
    /// extension, which reads the stubbed requirements; a parent's mock stubs it.
    @Test func aRefinementsExtensionAnswersAParentsMethodBesideAnUnmockedParent() {
        func respond(_ encodable: some SweptResponseEncodable) -> [UInt8] { encodable.encodeResponse(for: "/") }
        let content = SweptContentMock()
        content.stub.contentType.get.andReturn("j")
        content.stub.encoded().andReturn([1, 2])
        #expect(respond(content) == Array("j".utf8) + [1, 2])
        content.received.encoded().once()
        let encodable = SweptResponseEncodableMock()
        encodable.stub.encodeResponse(for: "/").andReturn([9])
        #expect(respond(encodable) == [9])
        encodable.received.encodeResponse(for: "/").once()
    }

    /// swift-nio-ssl's `PendingResultConvertible`: the mock of a protocol nested in a type answers
    /// with the types declared beside it, its own `Error` among them.
    @Test func aNestedProtocolsMockNamesTheTypesBesideIt() {
        typealias Mock = SweptVerifyManager.PendingResultConvertibleMock
        let mock = Mock()
        mock.stub.fail(with: .value(.refused)).andReturn([.notStarted, .complete(2)])
        mock.stub.lastResult.get.andReturn(.complete(1))
        Mock.stub.pendingResult(.any).andReturn(.complete(3))
        defer { Mock.resetStatics() }

        #expect(mock.fail(with: .refused) == [.notStarted, .complete(2)])
        #expect(mock.lastResult == .complete(1))
        #expect(Mock.pendingResult(.success(3)) == .complete(3))
        mock.received.fail(with: .value(.refused)).once()
        Mock.received.pendingResult(.any).once()
    }

    /// WasmKit's SPI `WASIFile`: the mock, of the same SPI, stubs and verifies.
    @Test func anSPIProtocolsMockIsStubbed() throws {
        let file = SweptSPIFileMock()
        file.stub.read(upTo: 4).andReturn([1, 2])
        #expect(try file.read(upTo: 4) == [1, 2])
        file.received.read(upTo: 4).once()
    }
}
