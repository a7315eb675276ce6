// swift-tools-version: 6.0
import PackageDescription

// A client of Mocking whose graph pins swift-syntax, as a user's does when another macro package
// needs an older one: the zoo and the real-world corpus, mocked with `@Mockable` expanded by that
// swift-syntax. `.ci/run` builds it with each version the mirror has below the newest:
// `MOCKING_SWIFT_SYNTAX=600.0.1 swift test --package-path Clients/SwiftSyntaxVersions`.
let swiftSyntax = Context.environment["MOCKING_SWIFT_SYNTAX"] ?? "600.0.1"

let package = Package(
    name: "SwiftSyntaxVersions",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(name: "Mocking", path: "../.."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: Version(stringLiteral: swiftSyntax)),
    ],
    targets: [
        .target(name: "Fixtures", dependencies: [.product(name: "Mocking", package: "Mocking")]),
        .testTarget(
            name: "FixtureTests",
            dependencies: [
                "Fixtures", .product(name: "Mocking", package: "Mocking"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
