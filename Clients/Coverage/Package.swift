// swift-tools-version: 6.1
import PackageDescription

// A client whose `@Stubbable` class keeps code coverage: `.ci/run` runs its tests with
// `--enable-code-coverage` and `.ci/coverage-check.py` reads llvm-cov's export, checking that
// each method beginning with `#stubbed()` is listed with its execution count, and that a method
// `@Stubbable` instruments by moving its body (`@Stubbed`) is not.
let package = Package(
    name: "Coverage",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(name: "Mocking", path: "../..")
    ],
    targets: [
        .target(name: "Garage", dependencies: [.product(name: "Mocking", package: "Mocking")]),
        .testTarget(
            name: "GarageTests",
            dependencies: ["Garage", .product(name: "MockingTesting", package: "Mocking")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
