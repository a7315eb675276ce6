// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Mocking",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)],
    products: [
        .library(name: "Mocking", targets: ["Mocking"]),
        // For test targets only: the `.mocking` Swift Testing trait (a trait must import Testing).
        .library(name: "MockingTesting", targets: ["MockingTesting"]),
        // `swift package generate-mocks`: mocks of protocols you don't own, from symbol graphs.
        .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // What `@Mockable` makes of a protocol and how its mock reads: shared by the macros and
        // the `generate-mocks` tool. The macro target compiles these same files (its `MockModel`
        // folder is a link to this one) instead of linking this target: SwiftPM uses a prebuilt
        // swift-syntax only for a macro that reaches swift-syntax directly (see `.ci/run`).
        .target(
            name: "MockModel",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Mocks of types the user does not own, from their module's symbol graph.
        .target(
            name: "MockGeneration",
            dependencies: [
                "MockModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "MockGeneratorTool", dependencies: ["MockGeneration"]),
        // `Corpus/sweep.sh`'s tool: `@Mockable` on every protocol of a package, and what stopped each.
        .executableTarget(
            name: "MockingSweep",
            dependencies: [
                "MockModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            ],
            path: "Corpus/Sweep"
        ),
        .plugin(
            name: "GenerateMocks",
            capability: .command(
                intent: .custom(verb: "generate-mocks", description: "Writes mocks of protocols from symbol graphs"),
                permissions: [.writeToPackageDirectory(reason: "It writes the generated mocks into the folder given")]
            ),
            dependencies: ["MockGeneratorTool"]
        ),
        // Depends on swift-syntax's products only, never on a target of ours that does.
        .macro(
            name: "MockMacrosSupport",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            // The plugin's map, for the people who change it.
            exclude: ["README.md"]
        ),
        // The runtime's C primitives, in C so that deployment targets stay below those of the
        // Synchronization module: the registrations counter instrumented (@Stubbable) code reads,
        // the calls' sequence number, and the mocks' lock (a futex word on Linux).
        .target(name: "MockingAtomics"),
        .target(
            name: "Mocking", dependencies: ["MockMacrosSupport", "MockingAtomics"],
            // What the engine's folder promises, for the people who change it.
            exclude: ["Engine/README.md"]
        ),
        .target(name: "MockingTesting", dependencies: ["Mocking"]),
        .testTarget(
            // `MockingZoo` is built first, so `GeneratedZooMockTests` can read its module.
            name: "MockingTests", dependencies: ["Mocking", "MockingTesting", "MockGeneration", "MockingZoo"],
            // The public surface `PublicSurfaceTests` compares against.
            exclude: ["PublicSurface.txt"]
        ),
        .testTarget(name: "MockingXCTests", dependencies: ["Mocking"]),
        // The zoo of protocols `MockingTests` mocks with `@Mockable` (the same file), compiled as a
        // module of its own so that `generate-mocks` can read its symbol graph.
        .target(
            name: "MockingZoo", dependencies: ["Mocking"], path: "Tests/MockingZoo",
            swiftSettings: [.define("GENERATED_ZOO")]
        ),
        // The zoo's behaviour tests (the same files as `MockingTests`') driving the mocks
        // `generate-mocks` writes from `MockingZoo`'s symbol graph, checked in under `Mocks`.
        .testTarget(
            name: "GeneratedZooTests",
            dependencies: ["Mocking", "MockingZoo"],
            swiftSettings: [.define("GENERATED_ZOO")]
        ),
        // Compiled as an app target of Xcode 26 is by default: every declaration without an
        // isolation of its own is `@MainActor` (SE-0466). The manifest's tools version predates
        // `.defaultIsolation(MainActor.self)`, so the compiler flag says it.
        .testTarget(
            name: "MockingMainActorTests",
            dependencies: ["Mocking", "MockingTesting"],
            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]
        ),
        // The documentation's code: the migration pages' examples, compiled and run, and checked
        // against the pages' Swift blocks.
        .testTarget(name: "DocumentationTests", dependencies: ["Mocking", "MockingTesting"]),
        // A client module in the Swift 5 language mode, as most apps are: the zoo's protocols
        // (the same file as `MockingTests`') mocked and driven, built warning-free.
        .testTarget(
            name: "MockingSwift5Tests",
            dependencies: ["Mocking", "MockingTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "MockMacrosTests",
            dependencies: [
                "MockMacrosSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Documentation: `MOCKING_DOCS=1 swift package generate-documentation --target Mocking`.
// The DocC plugin is added only then, so that users of the library never resolve it.
if Context.environment["MOCKING_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
