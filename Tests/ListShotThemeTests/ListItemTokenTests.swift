import ListShotCore
import ListShotTheme
import XCTest

/// The OUDS list item's colour tokens and the badge, tag, link and icon tokens it draws with:
/// the theme files resolve to the reference values, and the typed theme reads them.
final class ListItemTokenTests: XCTestCase {
  private func resolved(_ name: String, _ scheme: ColorScheme) throws -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: try ThemeFixtures.loader.resolvedTokens(name, scheme: scheme).map { ($0.path, $0.value) })
  }

  func testTheFilesResolveToTheReferenceColours() throws {
    for (index, name) in ThemeFixtures.builtinNames.enumerated() {
      for scheme in ColorScheme.allCases {
        let tokens = try resolved(name, scheme)
        for (path, values) in referenceListItemColors {
          let expected = scheme == .light ? values[index].0 : values[index].1
          guard let expected else { continue }
          XCTAssertEqual(tokens[path]?.uppercased(), expected, "\(name) \(scheme) \(path)")
        }
      }
    }
  }

  func testBadgeAndTagSizes() throws {
    for (index, name) in ThemeFixtures.builtinNames.enumerated() {
      let theme = try ThemeFixtures.loader.load(name, scheme: .light)
      let values = ThemeFixtures.numbers(theme.badge).mapKeys { "badge.\($0)" }
        .merging(ThemeFixtures.numbers(theme.tag).mapKeys { "tag.\($0)" }) { a, _ in a }
      XCTAssertEqual(Set(values.keys), Set(referenceListItemPartSizes.keys), name)
      for (path, expected) in referenceListItemPartSizes {
        XCTAssertEqual(values[path], expected[index], "\(name) \(path)")
      }
    }
  }

  /// Every typed colour the list item reads equals the file's resolved value, in both schemes.
  func testTheTypedThemeCarriesTheResolvedColours() throws {
    for name in ThemeFixtures.builtinNames {
      for scheme in ColorScheme.allCases {
        let theme = try ThemeFixtures.loader.load(name, scheme: scheme)
        let tokens = try resolved(name, scheme)
        for (field, hex) in ThemeFixtures.hexes(theme.listItem) {
          XCTAssertEqual(tokens["listItem.\(field)"], hex, "\(name) \(scheme) listItem.\(field)")
        }
        let parts = theme.listItemParts
        XCTAssertEqual(tokens["link.colorChevronEnabled"], parts.linkChevronEnabled.hex, "\(name) \(scheme)")
        XCTAssertEqual(
          tokens["icon.colorContentStatusWarningExternalShape"], parts.warningExternalShape.hex, "\(name) \(scheme)")
        let status = theme.statusColors
        XCTAssertEqual(tokens["color.surface.inverseHigh"], status.surfaceInverseHigh.hex, "\(name) \(scheme)")
        XCTAssertEqual(
          tokens["color.surface.status.warning.muted"], status.surfaceWarning.muted.hex, "\(name) \(scheme)")
        XCTAssertEqual(
          tokens["color.content.onStatus.info.emphasized"], status.onInfo.emphasized.hex, "\(name) \(scheme)")
        XCTAssertEqual(tokens["color.content.status.accent"], status.contentAccent.hex, "\(name) \(scheme)")
      }
    }
  }

  /// The three "current" backgrounds that differ by brand and version: Orange 2.7.0 uses
  /// actionSupportHover in dark, Orange Compact 2.6.0 actionSupportEnabled, Wireframe fills
  /// with actionSelected.
  func testCurrentBackgroundDiffersByBrand() throws {
    XCTAssertEqual(
      try ThemeFixtures.loader.load("orange", scheme: .dark).listItem.colorBgCurrentEnabled.hex, "#FFFFFF14")
    XCTAssertEqual(
      try ThemeFixtures.loader.load("orange-compact", scheme: .dark).listItem.colorBgCurrentEnabled.hex, "#FFFFFF0A")
    XCTAssertEqual(
      try ThemeFixtures.loader.load("wireframe", scheme: .light).listItem.colorBgCurrentEnabled.hex, "#2055E5")
  }
}

extension Dictionary {
  fileprivate func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
    Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
  }
}
