import Foundation
import ListShot
import ListShotSnapshot
import ListShotSpec
import ListShotTesting
import ListShotUI
import XCTest

/// `Color("Brand")`, `UIColor(named:)`, `Image("logo")`, `UIImage(named:)` and
/// `Image(decorative:)` drawn from the small catalogue in Fixtures/Assets.xcassets.
final class AssetCatalogueLoweringTests: XCTestCase {
  static let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Assets.xcassets")
  static var folder: String { (catalogue.path as NSString).standardizingPath }
  static let state = ScreenState(assetCatalogues: [catalogue])

  struct BrandView: View {
    var body: some View {
      List {
        Section("Brand") {
          HStack {
            Image("logo")
            Text("Orange").foregroundStyle(ListShotUI.Color("Brand"))
          }
          Label {
            Text("From UIKit").foregroundStyle(ListShotUI.Color(uiColor: UIColor(named: "Brand")!))
          } icon: {
            Image(uiImage: UIImage(named: "logo")!)
          }
          HStack {
            Image(decorative: "Icons/star")
            Text("Bundle").foregroundColor(ListShotUI.Color("Brand", bundle: .main))
          }
        }
      }
    }
  }

  static let screen = ListShotUI.Screen("assets", state: state) { BrandView() }

  func testColorsAndImagesLowerToTheCatalogue() throws {
    let brand = TintColor.schemed(
      light: ListShotCore.Color(red: 0xFF, green: 0x79, blue: 0x00),
      dark: ListShotCore.Color(red: 255, green: 180, blue: 90))
    let light = try Self.screen.screen(for: ScreenVariant(scheme: .light, scale: 3))
    let dark = try Self.screen.screen(for: ScreenVariant(scheme: .dark, scale: 3))
    let atTwo = try Self.screen.screen(for: ScreenVariant(scheme: .light, scale: 2))
    XCTAssertEqual(
      light.imagePaths,
      ["\(Self.folder)/logo.imageset/logo@3x.png", "\(Self.folder)/Icons/star.imageset/star.svg"])
    XCTAssertEqual(
      dark.imagePaths,
      ["\(Self.folder)/logo.imageset/logo-dark@3x.png", "\(Self.folder)/Icons/star.imageset/star.svg"])
    XCTAssertTrue(atTwo.imagePaths.contains("\(Self.folder)/logo.imageset/logo@2x.png"), "\(atTwo.imagePaths)")
    // The colour is the same model in both schemes: the theme picks light or dark.
    let described = "\(light)"
    XCTAssertEqual(described.components(separatedBy: "\(brand)").count - 1, 3, described)
    XCTAssertEqual("\(dark)".components(separatedBy: "\(brand)").count - 1, 3)
  }

  func testLightAndDarkGoldens() {
    assertSnapshot(of: Self.screen, as: .png(scheme: .light, scale: 3, look: .ios18), named: "light")
    assertSnapshot(of: Self.screen, as: .png(scheme: .dark, scale: 3, look: .ios18), named: "dark")
  }

  func testANameNotFoundNamesTheCatalogues() {
    let message = Lowering.message {
      try Lowering.screen("x", state: Self.state) { List { Text("a").foregroundStyle(ListShotUI.Color("Brnd")) } }
    }
    XCTAssertTrue(message.contains("Color(\"Brnd\") cannot be drawn: no colour set 'Brnd'"), message)
    XCTAssertTrue(message.contains("searched \(Self.catalogue.path)"), message)
    XCTAssertTrue(message.contains("did you mean 'Brand'?"), message)
    let none = Lowering.message {
      try Lowering.screen("x") { List { Text("a").foregroundStyle(ListShotUI.Color("Brand")) } }
    }
    XCTAssertTrue(none.contains("no asset catalogue is named"), none)
    XCTAssertTrue(none.contains("ScreenState(assetCatalogues:)"), none)
  }

  /// A name no catalogue has is a symbol of the icon set, as before.
  func testAnImageNotInTheCatalogueIsASymbol() throws {
    let screen = try Lowering.screen("x", state: Self.state) { List { Image("star.fill") } }
    XCTAssertEqual(screen.imagePaths, [])
  }

  func testAHostileCatalogueFailsTheScreen() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).xcassets")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Bad.colorset"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"colors":[{"color":{"color-space":"srgb","components":{"red":"2"}}}]}"#.utf8).write(
      to: folder.appendingPathComponent("Bad.colorset/Contents.json"))
    let message = Lowering.message {
      try Lowering.screen("x", state: ScreenState(assetCatalogues: [folder])) { List { Text("a") } }
    }
    XCTAssertTrue(message.contains("Bad.colorset/Contents.json"), message)
    XCTAssertTrue(message.contains("ScreenState.assetCatalogues:"), message)
  }

  struct SpecShapedView: View {
    var body: some View {
      List {
        HStack {
          Image("logo")
          Text("Orange").foregroundStyle(ListShotUI.Color("Brand"))
        }
        HStack {
          Image(decorative: "Icons/star")
          Text("Star").foregroundStyle(ListShotUI.Color("Brand").opacity(0.5))
        }
      }
    }
  }

  /// Fixtures/assets.yaml: the spec of `SpecShapedView`.
  static let specFile = catalogue.deletingLastPathComponent().appendingPathComponent("assets.yaml")

  func specScreen(_ text: String? = nil) throws -> ListShotModel.Screen {
    guard let text else { return try Lowering.renderer.readSpec(Self.specFile).screens[0] }
    return try SpecReader.parse(text, file: "assets.yaml", directory: Self.catalogue.deletingLastPathComponent().path)
      .screens[0]
  }

  /// The spec's `{asset: …}` reads to the model the Swift screen lowers to, and draws the same
  /// bytes (light at 3x: a spec draws the light, 3x file of an image set).
  func testASpecOfAssetsIsTheSwiftScreen() throws {
    let spec = try specScreen()
    let swift = ListShotUI.Screen("assets", state: Self.state) { SpecShapedView() }
    XCTAssertEqual(try swift.screen(for: ScreenVariant()), spec)
    try Lowering.assertSamePNGs(swift, spec, variants: [Lowering.variant(scale: 3)])
  }

  func testSpecErrors() throws {
    func message(_ replace: String, with: String) -> String {
      Lowering.message {
        try specScreen(
          String(decoding: try Data(contentsOf: Self.specFile), as: UTF8.self).replacingOccurrences(
            of: replace, with: with))
      }
    }
    let brnd = message("asset: Brand }", with: "asset: Brnd }")
    XCTAssertTrue(brnd.contains("assets.yaml:9:"), brnd)
    XCTAssertTrue(brnd.contains("foregroundStyle.asset): error: no colour set 'Brnd'"), brnd)
    XCTAssertTrue(brnd.contains("did you mean 'Brand'?"), brnd)
    let outside = message("[Assets.xcassets]", with: "[../Assets.xcassets]")
    XCTAssertTrue(outside.contains("leaves the spec's folder"), outside)
    let missing = message("[Assets.xcassets]", with: "[Nope.xcassets]")
    XCTAssertTrue(missing.contains("asset catalogue: ") && missing.contains("not found"), missing)
    let none = message("    assetCatalogues: [Assets.xcassets]\n", with: "")
    XCTAssertTrue(none.contains("no asset catalogue is named"), none)
  }

  /// `listshot-previews.yaml`'s `assetCatalogues:` reaches every preview's screen: without it
  /// `Color("Brand")` is refused, with it the preview draws (its golden recorded).
  func testPreviewsDrawFromTheCataloguesTheirConfigurationNames() throws {
    func failures(_ configuration: String) throws -> [String] {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try Data(configuration.utf8).write(to: folder.appendingPathComponent("listshot-previews.yaml"))
      let screen = ListShotUI.Screen("Brand") { List { Text("a").foregroundStyle(ListShotUI.Color("Brand")) } }
      let item = PreviewSnapshots.Item(
        title: "Brand", name: "Brand", fileID: "Tests/BrandPreview.swift",
        filePath: folder.appendingPathComponent("BrandPreview.swift").path, line: 3, column: 1, screen: screen,
        variant: { $0 })
      // The process's environment is not the test's: on CI (`CI` set) nothing would be recorded.
      return SnapshotEnvironment.$override.withValue([:]) {
        PreviewSnapshots(folder: folder.path).failures(of: item, record: .missing)
      }
    }
    let without = try failures("tolerance: { threshold: 0 }\n")
    XCTAssertEqual(without.count, 1)
    XCTAssertTrue(without.first?.contains("Color(\"Brand\") cannot be drawn") == true, "\(without)")
    let with = try failures("assetCatalogues: [\(Self.catalogue.path)]\n")
    XCTAssertEqual(with.count, 1)
    XCTAssertTrue(with.first?.contains("recorded a new golden") == true, "\(with)")
  }
}
