import Foundation
import Mocking
import Testing

@testable import MockingZoo

/// The zoo's tests (the same files as `MockingTests`') compile here against the mocks generated
/// into `Mocks/`, which shadow the macro's mocks `MockingZoo` also holds. These two tests make
/// sure no test falls back to a macro's mock: every mock they name is this module's, and there is
/// one for each generated file.
@Suite struct GeneratedZooBindingTests {
    static let mocks: [Any.Type] = [
        ZooAccumulatorMock.self, ZooAdderMock.self, ZooAliasedMock.self, ZooAnyThrowerMock.self, ZooCursorMock.self,
        ZooInserterMock<Int>.self, ZooShadowingMock<Int>.self, ZooServingMock<ZooStoreMock<ZooGreeting>>.self,
        ZooTypedInitMock.self, ZooUpdaterMock.self,
        ZooUnderscoredMock.self,
        ZooAsserterMock.self, ZooAsyncWorkMock.self, ZooBoxedMock.self, ZooRenderedMock.self,
        ZooSourceListMock<Int>.self, ZooMediaMock<String>.self, PropertyListEncoderMock.self, ZooEnumeratorMock.self,
        ZooBufferMock.self, ZooFeedMock<AsyncStream<String>.Iterator>.self, ZooChunksMock<Int, [Int]>.self,
        ZooChunkedFeedMock<Int, ZooChunksMock<Int, [Int]>>.self, ZooRowsMock<IndexingIterator<[Int]>>.self,
        ZooRowCursorMock<Int>.self, ZooIntervalMock.self, ZooInstantMock.self, ZooAmountMock.self,
        ZooServerMock.self, ZooCaptionsMock.self, ZooQueryableMock<Int>.self, ZooVersionMock.self,
        ZooSigningKeyMock.self, ZooDefaultsMock.self, ZooRecordAliasMock<ZooRecordRow>.self, ZooAddressMock.self,
        ZooRemovableMock<String, Int>.self, ZooGraphMock<String, Int, String>.self, ZooCatalogMock<String>.self,
        ZooRowDecodableMock.self, ZooDigestMock.self, ZooHasherMock<String>.self, ZooTransportMock<UInt8>.self,
        ZooClassBoundMock.self, ZooLevelMock.self, ZooCodedMock<String>.self, ZooFieldMock<Int>.self,
        ZooMapKeyMock<Int>.self, ZooBytesMock.self, ZooBytesChildMock.self, ZooNamedBytesMock.self,
        ZooHashableActorMock.self,
        ZooDigitsMock.self,
        ZooCameraMock.self, ZooChatMock.self, ZooComposedChildMock.self, ZooChecksumMock.self, ZooChildMock.self,
        ZooCoderMock.self,
        ZooComparerMock.self, ZooConditionalMock.self, ZooConfigurableMock.self, ZooConverterMock.self,
        ZooCopyableMock.self, ZooCounterMock.self, ZooDecoderMock.self, ZooDelegatingMock.self,
        ZooDescribedMock.self, ZooDictionaryMock.self, ZooEquatableMock.self, ZooErasedMock.self, ZooErrorSinkMock.self,
        ZooFactoryMock.self, ZooFailableMock.self, ZooFetcherMock.self, ZooGrandchildMock.self, ZooGridMock.self,
        ZooHashableMock.self, ZooHashableChildMock.self, ZooIdentifiedMock.self, ZooIncrementerMock.self,
        ZooInitOverloadsMock.self, ZooIteratorMock.self, ZooKeyMock.self, ZooKeyValueMock<String, Int>.self,
        ZooKeyedMock<String, Int>.self, ZooKeywordNameMock.self, ZooKeywordsAndUnnamedMock.self,
        ZooKitchenSinkMock<Int>.self, ZooListMock.self, ZooLoaderMock.self, ZooLoaderScreenMock.self,
        ZooLoggerMock.self, ZooLookupMock.self, ZooMainActorWithEscapeMock.self, ZooManyParametersMock.self,
        ZooMarkedMock.self, ZooMoverMock.self, ZooMultiChildMock.self, ZooNamedMock.self,
        ZooNamespace.NestedMock.self, ZooNamespace.Inner.DeepMock.self, ZooNestedGenericsMock.self,
        ZooNonisolatedMock.self, ZooNumberStoreMock<Int>.self, ZooAnchoredMock.self, ZooAnchorCodingMock.self,
        ZooStoreSinkMock<Int>.self, ZooSubscriberMock<Int>.self, ZooPublishingMock<Int>.self, ZooAsyncCommandMock.self,
        ZooCommandMock.self, ZooRepresentableMock.self, ZooScalarRepresentableMock.self, ZooShadowedStandardMock.self,
        ZooNoncopyableInputMock.self, ZooForwardPageMock.self, ZooBackwardPageMock.self, ZooPageMock.self,
        ZooClaimMock<String>.self, ZooEpochClaimMock.self, ZooSettingsFileMock.self, ZooTaggedRecordMock.self,
        ZooTokenParserMock.self, ZooEncodingContextMock<Int>.self, ZooSourceInitializableMock<Int>.self,
        ZooSourcedContextMock<Int>.self, ZooTracedContextMock<Int>.self, ZooNodeParseableMock.self,
        ZooTaggedNodeMock.self, ZooMarkedContentMock.self,
        ZooObjectMock.self,
        ZooObjectChildMock.self, ZooObserverMock.self, ZooOpaqueMock.self, ZooOptionalClosureMock.self,
        ZooOptionalReturnMock.self,
        ZooPackageMock.self, ZooParentAMock.self, ZooParentCMock.self, ZooParserMock.self, ZooPingMock.self,
        ZooProfileMock.self, ZooPublicMock.self, ZooSPIFileMock.self, ZooRandomSourceMock.self, ZooRecordMock.self,
        ZooRemoteMock.self,
        ZooRequestBuilderMock.self, ZooScreenMock.self,
        ZooScreenChildMock.self, ZooSelfFactoryMock.self, ZooSelfNamedMock.self, ZooSelfNamedChildMock.self,
        ZooSendableMock.self,
        ZooSendableChildMock.self,
        ZooSendableWorkMock.self, ZooSequencesMock.self, ZooStatusMock.self, ZooStepperMock.self,
        ZooStoreMock<Int>.self,
        ZooStoreChildMock<Int>.self, ZooTextSinkMock.self, ZooThrowingWorkMock.self, ZooTokenMock.self,
        ZooTracerMock.self,
        ZooTransformerMock.self, ZooTupleReturnMock.self, ZooTwoClosuresMock.self, ZooUploaderMock.self,
        ZooVolumeMock.self, ZooWorkerMock.self,
    ]

    @Test func theZooTestsDriveTheGeneratedMocks() {
        // `(extension in GeneratedZooTests):MockingZoo.ZooNamespace.NestedMock` for the nested one.
        let foreign = Self.mocks.map { String(reflecting: $0) }.filter {
            !$0.hasPrefix("GeneratedZooTests.") && !$0.hasPrefix("(extension in GeneratedZooTests):")
        }
        #expect(foreign.isEmpty, "not generated: \(foreign)")
    }

    /// An open class named like one of Foundation's, in a file that imports Foundation: the mock
    /// subclasses the zoo's (`MockingZoo.PropertyListEncoder`), not Foundation's.
    @Test func anOpenClassNamedLikeFoundationsIsMockedAsItsModules() {
        let encoder = PropertyListEncoderMock()
        encoder.stub.encode(.any).andReturn(7)
        let zoos: MockingZoo.PropertyListEncoder = encoder

        #expect(zoos.encode(Data([1, 2])) == 7)
        encoder.received.encode(.value(Data([1, 2]))).once()
    }

    @Test func everyGeneratedFileIsListed() throws {
        let mocks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Mocks")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mocks.path).count == Self.mocks.count)
    }
}
