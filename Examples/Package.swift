// swift-tools-version: 6.0
import PackageDescription

// The library used the way a client uses it: a separate package that depends on Mocking by path.
let package = Package(
    name: "MockingExamples",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(name: "Mocking", path: ".."),
    ],
    targets: [
        .target(name: "Weather", dependencies: [.product(name: "Mocking", package: "Mocking")]),
        // Test targets add MockingTesting for the `.mocking` trait.
        .testTarget(name: "WeatherTests", dependencies: ["Weather", .product(name: "MockingTesting", package: "Mocking")]),
    ],
    swiftLanguageModes: [.v6]
)
