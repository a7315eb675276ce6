// swift-tools-version: 6.0
import PackageDescription

// The library used the way a client uses it: a separate package that depends on Mocking by path.
let package = Package(
    name: "MockingExamples",
    dependencies: [
        .package(name: "Mocking", path: ".."),
    ],
    targets: [
        .target(name: "Weather", dependencies: [.product(name: "Mocking", package: "Mocking")]),
        .testTarget(name: "WeatherTests", dependencies: ["Weather", .product(name: "Mocking", package: "Mocking")]),
    ],
    swiftLanguageModes: [.v6]
)
