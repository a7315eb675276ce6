// swift-tools-version: 6.1
import PackageDescription

// Runtime benchmarks, in release builds, each against a hand-written baseline in the same run:
//
//     swift package --package-path Benchmarks --disable-sandbox benchmark
//
// `MOCKING` compiles the instrumentation of `@Stubbable(compiledWhen: "MOCKING")` types into this
// optimised build; `-enable-testing` keeps Swift 6.3's optimiser from sending calls through
// `any Protocol` past macro-generated mocks (see README).
let package = Package(
    name: "MockingBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Mocking", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "MockingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Mocking", package: "Mocking"),
            ],
            path: "Benchmarks/MockingBenchmarks",
            swiftSettings: [.define("MOCKING"), .unsafeFlags(["-enable-testing"])],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
