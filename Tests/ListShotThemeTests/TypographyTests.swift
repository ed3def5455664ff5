import ListShotCore
import ListShotTheme
import XCTest

/// Text styles and fonts per theme (§3).
final class TypographyTests: XCTestCase {
  private func style(_ theme: String, _ keyPath: KeyPath<Typography, TextStyleToken>) throws
    -> TextStyleToken
  {
    try ThemeFixtures.loader.load(theme, scheme: .light).typography[keyPath: keyPath]
  }

  func testListRowStylesOfTheRegularThemes() throws {
    for theme in ["orange", "wireframe"] {
      XCTAssertEqual(
        try style(theme, \.labelDefaultLarge),
        TextStyleToken(size: 16, lineHeight: 24, letterSpacing: 0.2, weight: .regular), theme)
      XCTAssertEqual(
        try style(theme, \.labelDefaultMedium),
        TextStyleToken(size: 14, lineHeight: 20, letterSpacing: 0.17, weight: .regular), theme)
      XCTAssertEqual(
        try style(theme, \.labelStrongMedium),
        TextStyleToken(size: 14, lineHeight: 20, letterSpacing: 0.17, weight: .bold), theme)
    }
  }

  func testOrangeCompactIsSmaller() throws {
    XCTAssertEqual(
      try style("orange-compact", \.labelDefaultLarge),
      TextStyleToken(size: 14, lineHeight: 20, letterSpacing: 0.17, weight: .regular))
    XCTAssertEqual(
      try style("orange-compact", \.labelDefaultMedium),
      TextStyleToken(size: 13, lineHeight: 16, letterSpacing: 0.19, weight: .regular))
    XCTAssertEqual(
      try style("orange-compact", \.headingLarge),
      TextStyleToken(size: 20, lineHeight: 28, letterSpacing: 0, weight: .bold))
    XCTAssertEqual(
      try style("orange-compact", \.displayLarge),
      TextStyleToken(size: 36, lineHeight: 44, letterSpacing: -0.36, weight: .bold))
  }

  func testSoshDefaultWeightIsMedium() throws {
    XCTAssertEqual(
      try style("sosh", \.labelDefaultLarge),
      TextStyleToken(size: 16, lineHeight: 24, letterSpacing: 0.2, weight: .medium))
    XCTAssertEqual(try style("sosh", \.bodyDefaultMedium).weight, .medium)
    XCTAssertEqual(try style("sosh", \.labelStrongMedium).weight, .bold)
    XCTAssertEqual(
      try ThemeFixtures.loader.load("sosh", scheme: .dark).fonts.brand.defaultWeight, .medium)
    XCTAssertEqual(
      try ThemeFixtures.loader.load("orange", scheme: .dark).fonts.brand.defaultWeight, .regular)
  }

  func testHeadingAndDisplayScale() throws {
    XCTAssertEqual(
      try style("orange", \.headingXlarge),
      TextStyleToken(size: 28, lineHeight: 36, letterSpacing: -0.28, weight: .bold))
    XCTAssertEqual(
      try style("sosh", \.displaySmall),
      TextStyleToken(size: 32, lineHeight: 40, letterSpacing: -0.32, weight: .bold))
    XCTAssertEqual(
      try style("wireframe", \.bodyModerateSmall),
      TextStyleToken(size: 12, lineHeight: 16, letterSpacing: 0.18, weight: .medium))
  }

  func testFontSubstitutesAndTheirRealNames() throws {
    let expected: [String: (String, String, String?)] = [
      "orange": ("TeX Gyre Heros", "Helvetica Neue", "fonts-texgyre"),
      "orange-compact": ("TeX Gyre Heros", "Helvetica Neue", "fonts-texgyre"),
      "sosh": ("Inter Display", "Sosh", "fonts-inter"),
      "wireframe": ("Shantell Sans", "Shantell Sans", nil),  // the real font ships
    ]
    for (name, (family, realName, package)) in expected {
      let fonts = try ThemeFixtures.loader.load(name, scheme: .light).fonts
      XCTAssertEqual(fonts.brand.family, family, name)
      XCTAssertEqual(fonts.brand.realName, realName, name)
      XCTAssertEqual(fonts.brand.package, package, name)
      XCTAssertEqual(
        fonts.system,
        FontFamily(
          family: "Inter", realName: "SF Pro", defaultWeight: .regular, package: "fonts-inter"))
    }
  }

  func testARealBrandFontInAFontDirectoryComesFirst() throws {
    let fonts = try makeThemeDirectory(["HelveticaNeue-Roman.ttf": ""])
    let loader = ThemeLoader(fontDirectories: [fonts])
    XCTAssertEqual(
      try loader.load("orange", scheme: .light).fonts.brand.family, "Helvetica Neue, TeX Gyre Heros"
    )
    XCTAssertEqual(try loader.load("sosh", scheme: .light).fonts.brand.family, "Inter Display")
  }
}
