import ListShotCore
import ListShotTheme
import XCTest

/// The legacy ODS list-item tokens (§5), present in every theme.
final class ODSTokenTests: XCTestCase {
  func testOrangeUsesTheODSAccentAndFunctionalColours() throws {
    let light = try ThemeFixtures.loader.load("orange", scheme: .light).ods
    XCTAssertEqual(light.accent.hex, "#F16E00")
    XCTAssertEqual(light.negative.hex, "#CD3C14")
    XCTAssertEqual(light.positive.hex, "#228722")
    let dark = try ThemeFixtures.loader.load("orange", scheme: .dark).ods
    XCTAssertEqual(dark.accent.hex, "#FF7900")
    XCTAssertEqual(dark.negative.hex, "#D53F15")
    XCTAssertEqual(dark.positive.hex, "#32C832")
    XCTAssertEqual(
      try ThemeFixtures.loader.load("orange-compact", scheme: .light).ods.accent.hex, "#F16E00")
  }

  func testOtherThemesUseTheirBrandPrimaryAsAccent() throws {
    for (name, light, dark) in [
      ("sosh", "#DE034B", "#FC6999"), ("wireframe", "#2055E5", "#96C1FA"),
    ] {
      XCTAssertEqual(
        try ThemeFixtures.loader.load(name, scheme: .light).ods.accent.hex, light, name)
      XCTAssertEqual(try ThemeFixtures.loader.load(name, scheme: .dark).ods.accent.hex, dark, name)
      XCTAssertEqual(
        try ThemeFixtures.loader.load(name, scheme: .light).ods.negative.hex, "#DB0002", name)
    }
  }

  func testTrailingTextAndPlaceholderColours() throws {
    for name in ThemeFixtures.builtinNames {
      let light = try ThemeFixtures.loader.load(name, scheme: .light).ods
      let dark = try ThemeFixtures.loader.load(name, scheme: .dark).ods
      XCTAssertEqual(
        [light.trailingText.hex, dark.trailingText.hex], ["#C7C7CC", "#48484A"], name)
      XCTAssertEqual(
        [light.placeholderBackground.hex, dark.placeholderBackground.hex], ["#D9D9D9", "#D9D9D9"],
        name)
      XCTAssertEqual(
        [light.placeholderGlyph.hex, dark.placeholderGlyph.hex], ["#C6C6C6", "#C6C6C6"], name)
    }
  }

  func testSpacingAndListItemGeometry() throws {
    for name in ThemeFixtures.builtinNames {
      let ods = try ThemeFixtures.loader.load(name, scheme: .dark).ods
      let spacing = ods.spacing
      XCTAssertEqual(
        [spacing.none, spacing.xs, spacing.s, spacing.m, spacing.l, spacing.xl, spacing.xxl],
        [0, 4, 8, 16, 24, 32, 40], name)
      let item = ods.listItem
      XCTAssertEqual(
        [
          item.minHeight, item.paddingHorizontal, item.gap, item.textPaddingVertical,
          item.imageSize,
        ],
        [44, 16, 8, 8, 44], name)
      XCTAssertEqual(
        [
          item.wideImageWidth, item.imagePaddingVertical, item.appIconCornerRadius,
          item.infoButtonSize,
        ],
        [88, 8, 8, 44], name)
    }
  }
}
