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
// `ListShot` ties the stages together; `listshot` is the command-line front end. Under every
// stage: ListShotCore (plain values, nothing else linked) and, for the stages that read or
// write files, ListShotFiles (file I/O and the XXH3 digest); the model needs only the first.
import CompilerPluginSupport
import PackageDescription

/// The built-in theme files in Themes/, shipped as the resources of `ListShotThemes`.
let builtinThemeFiles = [
  "core", "ios", "look-ios18", "look-ios26", "material-baseline", "material-dark", "orange", "orange-compact", "shrine",
  "sosh",
  "wireframe",
].map { "\($0).tokens.json" }

let package = Package(
  name: "ListShot",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ListShot", targets: ["ListShot"]),
    // Snapshot tests of screens in XCTest and Swift Testing.
    .library(name: "ListShotTesting", targets: ["ListShotTesting"]),
    // A strategy for pointfreeco's swift-snapshot-testing, with ListShot's PNG diffing.
    .library(name: "ListShotSnapshotTesting", targets: ["ListShotSnapshotTesting"]),
    // SwiftUI-shaped views (and the ODS, OUDS and Lists-module names) that lower to the model:
    // `import ListShotUI` in place of `import SwiftUI`.
    .library(name: "ListShotUI", targets: ["ListShotUI"]),
    // ListShotUI with the implementation of `#Preview` (swift-syntax), for a target that has
    // previews: it depends on this in place of ListShotUI, and its files still `import ListShotUI`.
    // A target on ListShotUI alone builds no swift-syntax (docs/previews.md).
    .library(name: "ListShotUIPreviews", targets: ["ListShotUIPreviews"]),
    // Every preview of a test target and of the targets it depends on becomes a snapshot test:
    // `plugins: [.plugin(name: "ListShotPreviews", package: "ListShot")]`.
    .plugin(name: "ListShotPreviews", targets: ["ListShotPreviews"]),
    .executable(name: "listshot", targets: ["listshot"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // Only its SnapshotTesting target is built (no swift-syntax), for the strategy product.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    // The HTTP server of `listshot preview --serve`: FlyingFox is small (two targets and a C
    // shim, no SwiftNIO), async/await, and serves streamed bodies (server-sent events). Only
    // the ListShotServe target and the listshot executable build it; a consumer of the
    // ListShot library never does. Hummingbird and Vapor would pull in SwiftNIO's graph.
    .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    // The implementation of `#Preview` (ListShotPreviewMacros): built for the host, and only
    // for targets that use previews. 603 is Swift 6.3's.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // C libraries from Debian's -dev packages, found through pkg-config.
    .systemLibrary(
      name: "CListShotGraphics", path: "Sources/CListShotGraphics",
      pkgConfig: "cairo pangocairo pangoft2 fontconfig freetype2 librsvg-2.0 gdk-pixbuf-2.0",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev", "libfontconfig-dev", "libfreetype-dev"])]),
    .systemLibrary(
      name: "CListShotPNG", path: "Sources/CListShotPNG",
      pkgConfig: "libpng libdeflate",
      providers: [.apt(["libpng-dev", "libdeflate-dev"])]),
    // JSON with line and column in its errors, for theme files.
    .systemLibrary(
      name: "CJansson", path: "Sources/CJansson", pkgConfig: "jansson", providers: [.apt(["libjansson-dev"])]),
    // XXH3, the digest of golden stamps.
    .systemLibrary(
      name: "CXXHash", path: "Sources/CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),

    // Shared by every stage: plain values (colours, geometry, devices, environment axes,
    // errors with file positions, node paths, limits) and small helpers (a bounded cache,
    // text escapers, huge-page memory for pixel buffers); no file I/O and no library beyond
    // libc, so the model links nothing else.
    .target(name: "ListShotCore"),
    // The stages' file I/O: atomic and contained writes, bounded reads of input files, folder
    // locks, scratch folders, and the XXH3 digest of files and pixels (libxxhash).
    .target(name: "ListShotFiles", dependencies: ["ListShotCore", "CXXHash"]),

    // Pipeline stages.
    // The files rendering reads, shipped inside the package: fonts (with their licences and
    // manifest.json) and the icon map. Nothing comes from /usr/share.
    .target(
      name: "ListShotResources", dependencies: ["ListShotCore"],
      resources: [.copy("manifest.json"), .copy("Fonts"), .copy("Icons"), .copy("Licenses")]),
    // The built-in themes, at the top of the repository where designers look for them: the
    // token files in Themes/ are this target's resources (SwiftPM takes no folder of a target's
    // own root as a resource, hence one line per file; BuiltinThemeFilesTests fails when a file
    // in Themes/ is not shipped).
    .target(
      name: "ListShotThemes", path: "Themes", exclude: ["README.md"],
      resources: builtinThemeFiles.map { .copy($0) }),
    .target(name: "ListShotTheme", dependencies: ["CJansson", "ListShotCore", "ListShotFiles", "ListShotThemes"]),
    .target(name: "ListShotModel", dependencies: ["ListShotCore"]),
    // Xcode asset catalogues (`Assets.xcassets`): colour sets and image sets read from their
    // Contents.json, for `Color("Brand")` / `Image("logo")` and a spec's `{asset: …}`. File I/O
    // through ListShotFiles; no image is decoded here (the renderer's image path does that).
    .target(name: "ListShotAssets", dependencies: ["ListShotCore", "ListShotFiles"]),
    // What an image file's first bytes say (kind, size) and the PNG structure check behind it
    // (signature, chunks, CRCs): what the spec reader needs of an image without decoding it.
    .target(name: "ListShotImageHeader", dependencies: ["ListShotCore", "CListShotPNG"]),
    .target(
      name: "ListShotSpec",
      dependencies: [
        "ListShotModel", "ListShotCore", "ListShotFiles", "ListShotImageHeader", "ListShotAssets", "Yams",
      ]),
    .target(name: "ListShotDisplayList", dependencies: ["ListShotCore"]),
    .target(
      name: "ListShotLayout",
      dependencies: ["ListShotModel", "ListShotTheme", "ListShotDisplayList", "ListShotCore", "ListShotResources"]),
    .target(
      name: "ListShotPNG", dependencies: ["CListShotPNG", "ListShotCore", "ListShotFiles", "ListShotImageHeader"]),
    .target(
      name: "ListShotRender",
      dependencies: [
        "CListShotGraphics", "ListShotDisplayList", "ListShotPNG", "ListShotImageHeader", "ListShotCore",
        "ListShotFiles",
        "ListShotResources",
      ]),
    .target(
      name: "ListShotSnapshot", dependencies: ["ListShotPNG", "ListShotCore", "ListShotFiles"]),
    .target(
      name: "ListShot",
      dependencies: [
        "ListShotCore", "ListShotFiles", "ListShotTheme", "ListShotModel", "ListShotSpec", "ListShotDisplayList",
        "ListShotLayout", "ListShotRender", "ListShotPNG", "ListShotSnapshot", "ListShotResources",
      ]),
    // Built on the pipeline, for the command line: the built-in gallery (`listshot preview`)
    // and the accessibility audit (`listshot audit`). A consumer of `ListShot` builds neither.
    .target(name: "ListShotGallery", dependencies: ["ListShot"]),
    .target(name: "ListShotAudit", dependencies: ["ListShot"]),
    // The review report of a verify run: report.json, the page (its HTML, CSS and JS are files
    // in Resources/, compiled into the binary), JUnit XML, and merging sharded reports.
    .target(
      name: "ListShotReport",
      dependencies: ["ListShot", "ListShotSnapshot", "ListShotTheme", "ListShotCore", "ListShotFiles"],
      resources: [
        .embedInCode("Resources/report.html"), .embedInCode("Resources/report.css"),
        .embedInCode("Resources/report.js"), .embedInCode("Resources/review.js"),
        .embedInCode("Resources/review.css"),
      ]),
    // `listshot preview --serve`: the live gallery page on 127.0.0.1, re-rendering the cards a
    // changed theme, spec or font folder affects (its HTML, CSS and JS are files in Resources/);
    // and `listshot review`'s page over a report, on the same server code.
    .target(
      name: "ListShotServe",
      dependencies: [
        "ListShot", "ListShotGallery", "ListShotReport", .product(name: "FlyingFox", package: "FlyingFox"),
      ],
      resources: [
        .embedInCode("Resources/live.html"), .embedInCode("Resources/live.css"), .embedInCode("Resources/live.js"),
      ]),
    // The SwiftUI front end: result builders and property wrappers over the model (no
    // swift-syntax: it declares `#Preview`, whose implementation only ListShotUIPreviews brings);
    // lowering to the model is its only job. It depends on the model (and on ListShotAssets,
    // to read the asset catalogues a screen names): the renderer asks its screens for the
    // model (`ScreenSource`), layout stays in ListShotLayout.
    .target(name: "ListShotUI", dependencies: ["ListShotModel", "ListShotCore", "ListShotAssets"]),
    // Previews (docs/previews.md). ListShotUI declares `#Preview` and `PreviewProvider` but does
    // not depend on the macro's implementation: a target with previews depends on
    // ListShotUIPreviews, which brings it. The macro and the plugin's generator agree on the
    // name each preview is reached by through ListShotPreviewSymbols.
    .target(name: "ListShotPreviewSymbols"),
    .macro(
      name: "ListShotPreviewMacros",
      dependencies: [
        "ListShotPreviewSymbols", .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    .target(name: "ListShotUIPreviews", dependencies: ["ListShotUI", "ListShotPreviewMacros"]),
    // The plugin's generator: reads the Swift files, writes one Swift Testing test per preview.
    // It reads tokens itself: SwiftPM builds every executable target for the target platform
    // too, and swift-syntax built a second time cost this repository's clean build 225 s.
    .executableTarget(
      name: "listshot-previews", dependencies: ["ListShotPreviewSymbols"], path: "Sources/ListShotPreviewsGenerator"),
    .plugin(name: "ListShotPreviews", capability: .buildTool(), dependencies: ["listshot-previews"]),
    // The snapshot test front-ends, over the snapshot core in ListShot.
    .target(name: "ListShotTesting", dependencies: ["ListShot", "ListShotSnapshot", "ListShotSpec", "ListShotFiles"]),
    .target(
      name: "ListShotSnapshotTesting",
      dependencies: [
        "ListShotTesting", "ListShotPNG", "ListShotSnapshot",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // The command's folder is not named after it: `Sources/listshot` beside `Sources/ListShot`
    // would be one folder on a case-insensitive file system (macOS's default).
    .executableTarget(
      name: "listshot",
      dependencies: [
        "ListShot", "ListShotGallery", "ListShotAudit", "ListShotSpec", "ListShotReport", "ListShotServe",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/ListShotCLI"),
    // `make bench`: the performance figures, in their own executable (no product: only this
    // repository builds it, with `swift build --product listshot-bench`).
    .executableTarget(
      name: "listshot-bench",
      dependencies: [
        "ListShot", "ListShotReport", "ListShotServe",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Tests.
    .target(
      name: "ListShotTestSupport", dependencies: ["ListShot", "CStructuralSimilarity"],
      path: "Tests/ListShotTestSupport"),
    // The SSIM loops of the vector-export test, in C: test targets build unoptimised, and the
    // same loops in Swift took 10.8 s per gallery page there (StructuralSimilarity.swift).
    .target(name: "CStructuralSimilarity", path: "Tests/CStructuralSimilarity"),
    .testTarget(name: "ListShotThemeTests", dependencies: ["ListShotTheme", "ListShotThemes"]),
    .testTarget(name: "ListShotPNGTests", dependencies: ["ListShotPNG", "ListShotImageHeader"], exclude: ["Fixtures"]),
    .testTarget(name: "ListShotSnapshotTests", dependencies: ["ListShotSnapshot"]),
    .testTarget(name: "ListShotAssetsTests", dependencies: ["ListShotAssets"]),
    .testTarget(
      name: "ListShotSpecTests",
      dependencies: ["ListShotSpec", "ListShotModel", .product(name: "Yams", package: "Yams")], exclude: ["Fixtures"]),
    .testTarget(
      name: "ListShotLayoutTests", dependencies: ["ListShotTestSupport", "ListShotGallery", "ListShotAudit"]),
    .testTarget(
      name: "ListShotRenderTests",
      dependencies: ["ListShotTestSupport", "ListShotResources", "ListShotThemes", "ListShotGallery"]),
    .testTarget(name: "ListShotReportTests", dependencies: ["ListShotReport"]),
    .testTarget(
      name: "ListShotCLITests",
      dependencies: ["ListShotTestSupport", "ListShotReport", "ListShotGallery", "ListShotServe"]),
    // SwiftUI-shaped views of the seeds' shapes, lowered and compared with specs of the same screens.
    .testTarget(
      name: "ListShotUITests", dependencies: ["ListShotUI", "ListShotSpec", "ListShotTesting", "ListShotSnapshot"],
      exclude: ["Fixtures", "__Snapshots__"]),
    // The four snapshot front-ends (the three Swift ones and listshot verify) against one table.
    .testTarget(
      name: "ListShotTestingTests",
      dependencies: [
        "ListShotTesting", "ListShotSnapshotTesting", "ListShotSnapshot",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // A sample of the Swift test API in use, in XCTest, Swift Testing and swift-snapshot-testing.
    .testTarget(
      name: "ListShotTestingExamples",
      dependencies: [
        "ListShotTesting", "ListShotSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    // Previews of every form as snapshots, through the plugin (their goldens in __Snapshots__),
    // and the preview runner's failures, renames and removals in a scratch folder.
    .testTarget(
      name: "ListShotPreviewsTests", dependencies: ["ListShotUIPreviews", "ListShotTesting", "ListShotTestSupport"],
      exclude: ["__Snapshots__", "listshot-previews.yaml", "Fixtures"], plugins: ["ListShotPreviews"]),
    // Ordinary app screens, each copied as an app writes it with only the import changed, and
    // their previews as goldens (docs/swiftui.md, "App screens"); scripts/consumer-check.sh builds
    // the same files in a package that depends on ListShot by version.
    .testTarget(
      name: "ListShotAppScreensTests", dependencies: ["ListShotUIPreviews", "ListShotTesting"],
      exclude: ["__Snapshots__", "listshot-previews.yaml"], plugins: ["ListShotPreviews"]),
  ]
)
