// swift-tools-version: 6.0
import PackageDescription

// Real code as a corpus for `generate-mocks`: every public protocol of well-known server-side
// packages (swift-log, swift-metrics, swift-distributed-tracing, swift-service-lifecycle,
// swift-openapi-runtime, swift-nio's NIOCore and NIOHTTP1, swift-configuration), mocked from their modules' symbol graphs by `generate.sh` into
// Tests/ThirdPartyMockTests/Mocks, compiled with default nonisolated and default MainActor
// isolation and driven by a few tests. `bash Corpus/generate.sh --check` says whether they are current.
let thirdParty: [Target.Dependency] = [
    .product(name: "Logging", package: "swift-log"),
    .product(name: "CoreMetrics", package: "swift-metrics"),
    .product(name: "Tracing", package: "swift-distributed-tracing"),
    .product(name: "Instrumentation", package: "swift-distributed-tracing"),
    .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
    .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
    .product(name: "HTTPTypes", package: "swift-http-types"),
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOHTTP1", package: "swift-nio"),
    .product(name: "Configuration", package: "swift-configuration"),
]
let mocking: [Target.Dependency] = [
    .product(name: "Mocking", package: "Mocking"), .product(name: "MockingTesting", package: "Mocking"),
]

let package = Package(
    name: "MockingCorpus",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    dependencies: [
        .package(name: "Mocking", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
    ],
    targets: [
        // Depends on every module mocked, so that generate-mocks, which builds the package's
        // targets before reading a dependency's module, finds them all built.
        .target(name: "ThirdParty", dependencies: thirdParty),
        .testTarget(name: "ThirdPartyMockTests", dependencies: thirdParty + mocking + ["ThirdParty"]),
        // The same mocks (symbolic links to them) compiled as an Xcode 26 app target compiles
        // code: every declaration without an isolation of its own is `@MainActor` (SE-0466).
        .testTarget(
            name: "ThirdPartyMockMainActorTests",
            dependencies: thirdParty + mocking + ["ThirdParty"],
            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
