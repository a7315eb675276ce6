// swift-tools-version: 6.1
import PackageDescription

// Runtime benchmarks in release builds, each against a hand-written fake in the same run:
//
//     swift run -c release --package-path Benchmarks MockingRatios      # ratios and SPEC targets
//     swift package --package-path Benchmarks --disable-sandbox benchmark   # allocations, spreads
//
// and the compile-time comparison: `bash Benchmarks/compile-time.sh [N]`. See BENCHMARKS.md.
//
// `MOCKING` compiles `@Mockable(compiledWhen: "MOCKING")` mocks and `@Stubbable` instrumentation
// into these optimised builds; `-enable-testing` keeps Swift 6.3's optimiser from sending calls
// through `any Protocol` past macro-generated mocks (see README). Every case checks its answers.
let optimisedMocks: [SwiftSetting] = [.define("MOCKING"), .unsafeFlags(["-enable-testing"])]

let package = Package(
    name: "MockingBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Mocking", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkFixtures",
            dependencies: [.product(name: "Mocking", package: "Mocking")],
            swiftSettings: optimisedMocks
        ),
        .target(name: "HeapStatistics"),
        .executableTarget(
            name: "MockingRatios",
            dependencies: ["BenchmarkFixtures", "HeapStatistics", .product(name: "Mocking", package: "Mocking")],
            swiftSettings: optimisedMocks
        ),
        .executableTarget(
            name: "MockingBenchmarks",
            dependencies: [
                "BenchmarkFixtures",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Mocking", package: "Mocking"),
            ],
            path: "Benchmarks/MockingBenchmarks",
            swiftSettings: optimisedMocks,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
