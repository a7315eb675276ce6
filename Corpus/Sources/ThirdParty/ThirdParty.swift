// The target exists so that the modules the corpus mocks are built, and holds one protocol of its
// own: a refinement of a dependency's protocol, mocked by generate-mocks like a user's.
import CoreMetrics
import HTTPTypes
import Instrumentation
import Logging
import NIOCore
import NIOHTTP1
import OpenAPIRuntime
import ServiceLifecycle
import Tracing

/// A file that can go back to its start: generate-mocks reads its parent's requirements from
/// NIOCore's `.swiftmodule`, which loads only with the module maps of the C modules NIOCore imports
/// (swift-nio's `CNIOAtomics`, …), as hummingbird-auth's `SessionRequestContext` needs hummingbird's.
public protocol RewindableFile: FileDescriptor {
    /// Moves to the start of the file; returns the offset it was at.
    func rewind() throws -> Int
}
