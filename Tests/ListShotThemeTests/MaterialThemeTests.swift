import Foundation
import ListShotCore
import ListShotTheme
import XCTest

/// The Material container schemes as built-in themes (values from material-components-ios),
/// and a user scheme that extends one.
final class MaterialThemeTests: XCTestCase {
  let loader = ThemeFixtures.loader

  func testBaselineIsMDCs2018SchemeInLightAndTheDarkColoursInDark() throws {
    let light = try XCTUnwrap(try loader.load("material-baseline", scheme: .light).material)
    XCTAssertEqual(light.primary.hex, "#6200EE")
    XCTAssertEqual(light.surface.hex, "#FFFFFF")
    XCTAssertEqual(light.onSurface.hex, "#000000")
    XCTAssertEqual(light.elevationOverlay.alpha, 0)
    XCTAssertEqual(light.subtitle1, MaterialTextStyle(family: "Inter", size: 16, weight: .regular))
    XCTAssertEqual(light.body2, MaterialTextStyle(family: "Inter", size: 14, weight: .regular))
    XCTAssertEqual(light.mediumShape, MaterialShape(family: .rounded, size: 4))
    XCTAssertEqual(light.large, 0)
    let dark = try loader.load("material-baseline", scheme: .dark)
    XCTAssertEqual(dark.material?.primary.hex, "#BB86FC")
    XCTAssertEqual(dark.material?.surface.hex, "#121212")
    XCTAssertEqual(dark.material?.elevationOverlay.hex, "#FFFFFF")
    // The page follows the scheme.
    XCTAssertEqual(dark.system.background.hex, "#121212")
    XCTAssertEqual(dark.system.label.hex, "#FFFFFF")
  }

  func testMaterialDarkIsDarkInBothSchemes() throws {
    for scheme in ColorScheme.allCases {
      let theme = try loader.load("material-dark", scheme: scheme)
      XCTAssertEqual(theme.material?.surface.hex, "#121212", "\(scheme)")
      XCTAssertEqual(theme.material?.error.hex, "#CF6679", "\(scheme)")
      XCTAssertEqual(theme.material?.elevationOverlay.hex, "#FFFFFF", "\(scheme)")
      XCTAssertEqual(theme.system.secondaryGroupedBackground.hex, "#121212", "\(scheme)")
    }
  }

  /// A one-scheme theme (`scheme` setting) resolves every file, OUDS tokens included, with that
  /// scheme, so rows of every kind stay readable on its page.
  func testOneSchemeThemesAreTheSameThemeInBothSchemes() throws {
    for (name, fixed) in [("material-dark", ColorScheme.dark), ("shrine", .light)] {
      let expected = try loader.load(name, scheme: fixed)
      for scheme in ColorScheme.allCases {
        let theme = try loader.load(name, scheme: scheme)
        XCTAssertEqual(theme.scheme, fixed, "\(name) \(scheme)")
        XCTAssertEqual(theme, expected, "\(name) \(scheme)")
      }
    }
    XCTAssertEqual(
      try loader.load("material-dark", scheme: .light).colors.contentDefault,
      try loader.load("wireframe", scheme: .dark).colors.contentDefault)
  }

  func testABadSchemeSettingSaysWhatItMayBe() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("t.json")
    try Data(#"{"$extensions": {"com.listshot": {"extends": "material-baseline", "scheme": "dusk"}}}"#.utf8)
      .write(to: file)
    let error = ThemeFixtures.error { _ = try self.loader.load(file.path, scheme: .light) }
    XCTAssertEqual(
      error?.description,
      "\(file.path): $extensions.com.listshot.scheme: error: bad value \"dusk\" for $extensions.com.listshot.scheme; expected light or dark"
    )
  }

  func testShrineIsTheCodelabSchemeWithCutCorners() throws {
    for scheme in ColorScheme.allCases {
      let material = try XCTUnwrap(try loader.load("shrine", scheme: scheme).material)
      XCTAssertEqual(material.primary.hex, "#FCB8AB")
      XCTAssertEqual(material.surface.hex, "#FFFBFA")
      XCTAssertEqual(material.onSurface.hex, "#442C2E")
      XCTAssertEqual(material.error.hex, "#C5032B")
      XCTAssertEqual(material.elevationOverlay.alpha, 0)
      XCTAssertEqual(material.mediumShape, MaterialShape(family: .cut, size: 8))
      XCTAssertEqual(material.smallFamily, .cut)
      // ApplicationScheme.swift: `UIFont(name: "Rubik", size: 16)` for subtitle1 (the themed
      // title); body2 (the detail) keeps the 2019 scheme's system face.
      XCTAssertEqual(material.subtitle1, MaterialTextStyle(family: "Rubik", size: 16, weight: .regular))
      XCTAssertEqual(material.body2, MaterialTextStyle(family: "Inter", size: 14, weight: .regular))
    }
  }

  func testOUDSThemesHaveNoMaterialScheme() throws {
    for name in ThemeFixtures.builtinNames {
      XCTAssertNil(try loader.load(name, scheme: .dark).material, name)
    }
  }

  func testAUserSchemeExtendsAMaterialTheme() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("brand.tokens.json")
    try Data(
      #"""
      {"extends": "material-baseline",
       "material": {"color": {"surface": {"$value": "#FFF8E1"}},
                    "shape": {"medium": {"$value": 12, "$extensions": {"com.listshot": {"family": "cut"}}}}}}
      """#.utf8
    ).write(to: file)
    let theme = try loader.load(file.path, scheme: .light)
    XCTAssertEqual(theme.material?.surface.hex, "#FFF8E1")
    XCTAssertEqual(theme.system.secondaryGroupedBackground.hex, "#FFF8E1")
    XCTAssertEqual(theme.material?.mediumShape, MaterialShape(family: .cut, size: 12))
    XCTAssertEqual(theme.material?.primary.hex, "#6200EE")
  }
}
