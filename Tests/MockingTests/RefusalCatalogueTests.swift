import MockGeneration
import Testing

/// Every reason generate-mocks gives for a type it writes no mock of (`MockGenerator.Refusal.Reason`),
/// rendered from one example each, with its stable ID: the generator's tests pin them where they
/// arise; this walks them all.
@Suite struct RefusalCatalogueTests {
    typealias Reason = MockGenerator.Refusal.Reason

    static let pinned: [(reason: Reason, id: String, message: String)] = [
        (
            .notInGraph(module: "Kit"), "notInGraph",
            "no such type in the symbol graph of Kit (private and fileprivate types are not in it)"
        ),
        (.fileScoped(access: "fileprivate"), "fileScoped", "it is fileprivate, so no other file can see it"),
        (
            .notPublic(access: "internal", module: "Kit"), "notPublic",
            "it is internal to Kit, so no other module can see it"
        ),
        (
            .nestedUnsupported, "nestedUnsupported",
            "only protocols nested in non-generic types of their module are generated"
        ),
        (.notAProtocol(kind: "struct"), "notAProtocol", "a struct cannot be mocked; mock a protocol it conforms to"),
        (.deprecated(renamed: "Tracer"), "deprecated", "it is deprecated or unavailable; mock 'Tracer' instead"),
        (.deprecated(renamed: nil), "deprecated", "it is deprecated or unavailable"),
        (
            .restatesParent(requirement: "'write(_:promise:)'"), "restatesParent",
            """
            it restates 'write(_:promise:)' of a parent with another declaration (a constrained default the \
            generator cannot resolve); write this mock by hand
            """
        ),
        (
            .parentsNotInGraphs(parents: ["A", "B"], unreadable: []), "parentsNotInGraphs",
            "it refines A, B, whose requirements are not in the symbol graphs read (a mock cannot witness them)"
        ),
        (
            .parentsNotInGraphs(
                parents: ["NIOCore.Channel"], unreadable: [.init(module: "NIOCore", error: "no such module")]),
            "parentsNotInGraphs",
            """
            it refines NIOCore.Channel, whose requirements are not in the symbol graphs read (a mock cannot witness \
            them); NIOCore's module could not be read (no such module); --include DIR adds a folder to look for \
            modules and C headers in
            """
        ),
        (.unreadableDeclaration, "unreadableDeclaration", "its declaration could not be read"),
        (.mockableRefused(["First.", "Second."]), "mockableRefused", "First. Second."),
        (.notOpen, "notOpen", "it is not open, so it cannot be subclassed outside its module"),
        (.genericClass, "genericClass", "generic classes are not generated yet"),
        (.requiredInitializers, "requiredInitializers", "its required initializers are not generated yet"),
        (.noDesignatedInit, "noDesignatedInit", "it has no designated init() for the mock to call"),
        (
            .doesNotCompile(error: "cannot find type 'X' in scope"), "doesNotCompile",
            """
            its mock does not compile, so it was not written (cannot find type 'X' in scope). Attach @Mockable to a \
            protocol of your test target that restates what the tests need, and please report this construct to \
            Mocking; --no-verify writes the file anyway
            """
        ),
    ]

    @Test(arguments: pinned.indices) func reasonReadsAsPinned(_ index: Int) {
        let (reason, id, message) = Self.pinned[index]
        #expect(reason.message == message)
        #expect(reason.id == id)
        #expect(
            MockGenerator.Refusal(type: "Store", reason: reason).description == "Store: \(message)")
    }

    @Test func everyReasonHasItsOwnID() {
        let ids = Self.pinned.map(\.id)
        #expect(Set(ids).count == 15, "\(Set(ids).sorted())")
    }
}
