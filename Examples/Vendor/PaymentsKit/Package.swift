// swift-tools-version: 6.0
import PackageDescription

// Stands in for a third-party dependency: its protocols have no `@Mockable`, and the package does
// not depend on Mocking. The Examples mock them with `generate-mocks`.
let package = Package(
    name: "PaymentsKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [.library(name: "PaymentsKit", targets: ["PaymentsKit"])],
    targets: [.target(name: "PaymentsKit")],
    swiftLanguageModes: [.v6]
)
