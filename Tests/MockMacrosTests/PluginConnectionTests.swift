#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import MockMacrosSupport
import XCTest

/// The plugin's connection: what it says when it cannot talk to the compiler, the protocols
/// `@Mockable` writes, sent on to their macros shortened, and (with swift-syntax 603) the build
/// configuration a request carries, shortened to what the parser reads.
final class PluginConnectionTests: XCTestCase {
    /// The compiler shows these as the plugin's error when its standard input or output fails.
    func testItsErrorsSayWhatFailed() {
        XCTAssertEqual(
            PluginConnectionError.unusable(9).description,
            "the plugin's standard input or output cannot be used (errno 9)")
        XCTAssertEqual(PluginConnectionError.truncated.description, "the compiler's message ended early")
    }

    /// A request for an attached macro as the compiler writes it, its keys sorted, its
    /// declaration's text a JSON string.
    private func request(for macro: String, declaration: String) -> Data {
        Data(
            (#"{"expandAttachedMacro":{"attributeSyntax":{"kind":"attribute","source":"@A"},"#
                + #""declSyntax":{"kind":"declaration","location":{"line":13,"offset":751},"source":""#
                + declaration + #""},"extendedTypeSyntax":{"kind":"type","source":"PMockBuilders"},"#
                + #""macro":{"moduleName":"MockMacrosSupport","name":"M","typeName":""# + macro + #""}}}"#).utf8)
    }

    /// The protocols `@Mockable` writes come to its two parts' macros as `protocol P {}`: they read
    /// only that it is a protocol. Nothing else in the request changes.
    func testTheProtocolsMockableWritesAreSentOnShortened() {
        let builders =
            #"\n@Mocking.__MockableBuilders(\"a4d50af8ac097cf7\")\nnonisolated public protocol "#
            + #"Service0MockBuilders: Mocking.MockBuilders where Target: Service0 {}"#
        XCTAssertEqual(
            GeneratedProtocolRequest.shortening(request(for: "MockableBuildersMacro", declaration: builders)),
            request(for: "MockableBuildersMacro", declaration: "protocol P {}"))
        let witnesses = #"\n@Mocking.__MockableWitnesses(\"k\")\nprotocol PMockWitnesses: P {}"#
        XCTAssertEqual(
            GeneratedProtocolRequest.shortening(request(for: "MockableWitnessesMacro", declaration: witnesses)),
            request(for: "MockableWitnessesMacro", declaration: "protocol P {}"))
    }

    /// What is not a protocol with an empty body, or is for another macro, is passed on unchanged:
    /// a misplaced attribute is still diagnosed on what it is attached to.
    func testOtherDeclarationsAndMacrosArePassedOnUnchanged() {
        let unchanged = [
            request(for: "MockableWitnessesMacro", declaration: #"@__MockableWitnesses(\"k\") struct S {}"#),
            request(for: "MockableWitnessesMacro", declaration: #"@__MockableWitnesses(\"k\") class protocolC {}"#),
            request(for: "MockableBuildersMacro", declaration: #"protocol P {\n    func f()\n}"#),
            request(for: "MockableBuildersMacro", declaration: #"protocol P {}\n"#),
            request(for: "MockableMacro", declaration: #"@Mockable\nprotocol P {}"#),
            Data(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8),
        ]
        for request in unchanged {
            XCTAssertEqual(GeneratedProtocolRequest.shortening(request), request)
        }
    }

    #if canImport(SwiftSyntax603)
    /// A request as the compiler writes it: the configuration is JSON text in a string.
    private func request(attributes: String, features: String) -> Data {
        Data(
            (#"{"expandAttachedMacro":{"discriminator":"$s4Test","staticBuildConfiguration":"{\"attributes\":["#
                + attributes + #"],\"customConditions\":[\"DEBUG\"],\"features\":["# + features
                + #"],\"languageMode\":{\"components\":[6,3]}}"}}"#).utf8)
    }

    func testTheAttributesAndTheFeaturesTheParserDoesNotKnowAreLeftOut() {
        let trimmer = BuildConfigurationTrimmer()
        let trimmed = trimmer.trimming(
            request(
                attributes: #"\"inline\",\"objc\""#,
                features: #"\"AsyncAwait\",\"NonescapableTypes\",\"Sendable\",\"TrailingComma\""#))
        XCTAssertEqual(
            String(decoding: trimmed, as: UTF8.self),
            String(
                decoding: request(attributes: "", features: #"\"NonescapableTypes\",\"TrailingComma\""#),
                as: UTF8.self))
        // The second request of a process is trimmed from what the first left.
        XCTAssertEqual(
            trimmer.trimming(request(attributes: #"\"inline\""#, features: #"\"NonescapableTypes\",\"Sendable\""#)),
            request(attributes: "", features: #"\"NonescapableTypes\""#))
    }

    /// The compiler writes its sets in a new order for each request: the configuration trimmed for
    /// the first serves.
    func testTheSameConfigurationInAnotherOrderIsTrimmedOnce() {
        let trimmer = BuildConfigurationTrimmer()
        let first = trimmer.trimming(
            request(attributes: #"\"inline\",\"objc\""#, features: #"\"TrailingComma\",\"AsyncAwait\""#))
        let second = trimmer.trimming(
            request(attributes: #"\"objc\",\"inline\""#, features: #"\"AsyncAwait\",\"TrailingComma\""#))
        XCTAssertEqual(first, request(attributes: "", features: #"\"TrailingComma\""#))
        XCTAssertEqual(second, first)
    }

    func testAConfigurationWithoutExperimentalFeaturesKeepsItsOtherKeys() {
        XCTAssertEqual(
            BuildConfigurationTrimmer().trimming(request(attributes: #"\"inline\""#, features: #"\"AsyncAwait\""#)),
            request(attributes: "", features: ""))
    }

    func testARequestWithoutAConfigurationIsPassedOnUnchanged() {
        let trimmer = BuildConfigurationTrimmer()
        let requests = [
            #"{"getCapability":{"capability":{"protocolVersion":7}}}"#, #"{"staticBuildConfiguration":"{\"a"#,
        ]
        for text in requests {
            XCTAssertEqual(trimmer.trimming(Data(text.utf8)), Data(text.utf8))
        }
    }
    #endif
}
#endif
