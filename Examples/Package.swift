// swift-tools-version: 6.0
import PackageDescription

// The library used the way a client uses it: a separate package that depends on Mocking by path.
// Each module is production code that imports Mocking only for `@Mockable` / `@Stubbable`; each
// test target exercises one classic Kiwi / OCMock scenario.
let mocking = Target.Dependency.product(name: "Mocking", package: "Mocking")
// Swift Testing targets add MockingTesting for the `.mocking` trait.
let mockingTesting = Target.Dependency.product(name: "MockingTesting", package: "Mocking")

let package = Package(
    name: "MockingExamples",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(name: "Mocking", path: ".."),
        // Stands in for a third-party dependency whose protocols the Checkout tests mock with
        // `swift package generate-mocks --module PaymentsKit …` (Tests/CheckoutTests/Mocks).
        .package(path: "Vendor/PaymentsKit"),
        // A real third-party package: the Checkout tests mock its `LogHandler` protocol with
        // `swift package generate-mocks --module Logging …`.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "ImageDownloader", dependencies: [mocking]),
        .testTarget(name: "ImageDownloaderTests", dependencies: ["ImageDownloader", mockingTesting]),
        .target(name: "Weather", dependencies: [mocking]),
        .testTarget(name: "WeatherTests", dependencies: ["Weather", mockingTesting]),
        .target(name: "DataSource", dependencies: [mocking]),
        .testTarget(name: "DataSourceTests", dependencies: ["DataSource", mockingTesting]),
        .target(name: "Photos", dependencies: [mocking]),
        .testTarget(name: "PhotosTests", dependencies: ["Photos", mockingTesting]),
        .target(name: "Robots", dependencies: [mocking]),
        .testTarget(name: "RobotsTests", dependencies: ["Robots", mockingTesting]),
        .target(name: "Garage", dependencies: [mocking]),
        .testTarget(name: "GarageTests", dependencies: ["Garage", mockingTesting]),
        .target(
            name: "Checkout",
            dependencies: [
                .product(name: "PaymentsKit", package: "PaymentsKit"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "CheckoutTests",
            dependencies: [
                "Checkout", .product(name: "PaymentsKit", package: "PaymentsKit"),
                .product(name: "Logging", package: "swift-log"), mocking, mockingTesting,
            ]
        ),
        .target(name: "Store", dependencies: [mocking]),
        // The XCTest suite: `withMocking { }` in `invokeTest()` instead of the trait.
        .testTarget(name: "StoreTests", dependencies: ["Store", mocking]),
    ],
    swiftLanguageModes: [.v6]
)
