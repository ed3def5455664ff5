// swift-tools-version:5.9
//
// ListShot: design-system list screens rendered to PNG on Linux, checked against goldens.
//
// The targets follow the pipeline, each depending only on the stages before it:
//   spec (ListShotSpec) / Swift API (ListShotModel)
//     -> layout (ListShotLayout, measure + arrange, no Cairo)
//     -> display list (ListShotDisplayList, plain Codable data)
//     -> painter (ListShotRender, Cairo + Pango) -> PNG (ListShotPNG)
//     -> compare with golden (ListShotSnapshot)
// `ListShot` ties the stages together; `listshot` is the command-line front end.
import PackageDescription

// The pixel loops (PNG filters, colour conversion, image comparison) are optimised even in
// debug builds, so `swift test` and `make preview` do not spend minutes in unoptimised code.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "ListShot",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ListShot", targets: ["ListShot"]),
    // Snapshot tests of screens in XCTest and Swift Testing.
    .library(name: "ListShotTesting", targets: ["ListShotTesting"]),
    // A strategy for pointfreeco's swift-snapshot-testing, with ListShot's PNG diffing.
    .library(name: "ListShotSnapshotTesting", targets: ["ListShotSnapshotTesting"]),
    .executable(name: "listshot", targets: ["listshot"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // Only its SnapshotTesting target is built (no swift-syntax), for the strategy product.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
  ],
  targets: [
    // C libraries from Debian's -dev packages, found through pkg-config.
    .systemLibrary(
      name: "CListShotGraphics", path: "Sources/CListShotGraphics",
      pkgConfig: "cairo pangocairo pangoft2 fontconfig librsvg-2.0 gdk-pixbuf-2.0",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev", "libfontconfig-dev"])]),
    .systemLibrary(
      name: "CListShotPNG", path: "Sources/CListShotPNG",
      pkgConfig: "libpng libdeflate",
      providers: [.apt(["libpng-dev", "libdeflate-dev"])]),

    // Pipeline stages.
    .target(name: "ListShotCore"),
    .target(name: "ListShotTheme", dependencies: ["ListShotCore"]),
    .target(name: "ListShotModel", dependencies: ["ListShotCore"]),
    .target(name: "ListShotSpec", dependencies: ["ListShotModel", "ListShotCore", "ListShotPNG", "Yams"]),
    .target(name: "ListShotDisplayList", dependencies: ["ListShotCore"]),
    .target(
      name: "ListShotLayout",
      dependencies: ["ListShotModel", "ListShotTheme", "ListShotDisplayList", "ListShotCore"]),
    .target(
      name: "ListShotPNG", dependencies: ["CListShotPNG", "ListShotCore"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "ListShotRender",
      dependencies: ["CListShotGraphics", "ListShotDisplayList", "ListShotPNG", "ListShotCore"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "ListShotSnapshot", dependencies: ["ListShotPNG", "ListShotCore"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "ListShot",
      dependencies: [
        "ListShotCore", "ListShotTheme", "ListShotModel", "ListShotSpec", "ListShotDisplayList",
        "ListShotLayout", "ListShotRender", "ListShotPNG", "ListShotSnapshot",
      ]),
    .target(name: "ListShotTesting", dependencies: ["ListShot"]),
    .target(
      name: "ListShotSnapshotTesting",
      dependencies: ["ListShot", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
    .executableTarget(
      name: "listshot",
      dependencies: ["ListShot", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

    // Tests.
    .target(name: "ListShotTestSupport", dependencies: ["ListShot"], path: "Tests/ListShotTestSupport"),
    .testTarget(name: "ListShotThemeTests", dependencies: ["ListShotTheme"]),
    .testTarget(name: "ListShotPNGTests", dependencies: ["ListShotPNG"], exclude: ["Fixtures"]),
    .testTarget(name: "ListShotSnapshotTests", dependencies: ["ListShotSnapshot"]),
    .testTarget(
      name: "ListShotSpecTests", dependencies: ["ListShotSpec", "ListShotModel"], exclude: ["Fixtures"]),
    .testTarget(name: "ListShotLayoutTests", dependencies: ["ListShotTestSupport"]),
    .testTarget(name: "ListShotRenderTests", dependencies: ["ListShotTestSupport"]),
    .testTarget(name: "ListShotReportTests", dependencies: ["ListShot"]),
    .testTarget(name: "ListShotCLITests", dependencies: ["ListShotTestSupport"]),
    // A sample of the Swift test API in use, in XCTest, Swift Testing and swift-snapshot-testing.
    .testTarget(
      name: "ListShotTestingExamples",
      dependencies: [
        "ListShotTesting", "ListShotSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
