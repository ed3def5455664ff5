import Foundation
import ListShotCore
import ListShotTheme
import ListShotThemes
import XCTest

/// User theme files that extend a built-in theme, the scheme modifier, and the loader's
/// listing, `themes show` output and cache.
final class ThemeOverrideTests: XCTestCase {
  let loader = ThemeFixtures.loader

  /// Every token file of Themes/ but the shared sets (`core` and the looks, `look-ios26` and
  /// `look-ios18`) is a theme, found by its file.
  func testBuiltinThemeNamesLeaveOutTheSharedCoreAndTheLooks() throws {
    let stems = try FileManager.default.contentsOfDirectory(atPath: BuiltinThemeFiles.directory.path)
      .filter { $0.hasSuffix(".tokens.json") }.map { String($0.dropLast(".tokens.json".count)) }.sorted()
    XCTAssertTrue(stems.contains("core"))
    let looks = Look.allCases.map { "look-\($0.rawValue)" }
    XCTAssertEqual(stems.filter { $0.hasPrefix("look-") }, looks.sorted())
    XCTAssertEqual(loader.builtinThemeNames(), stems.filter { $0 != "core" && !looks.contains($0) })
    XCTAssertTrue(loader.builtinThemeNames().contains(ThemeLoader.defaultTheme))
    XCTAssertTrue(loader.builtinThemeNames().contains(ThemeLoader.materialBaselineTheme))
    XCTAssertTrue(loader.builtinThemeNames().contains(ThemeLoader.materialDarkTheme))
  }

  func testBuiltinFilesAreValid() throws {
    for name in loader.builtinThemeNames() + ["core"] + Look.allCases.map({ "look-\($0.rawValue)" }) {
      let file = loader.builtinDirectory.appendingPathComponent(name + ".tokens.json")
      XCTAssertEqual(try loader.validate(file: file), [], name)
    }
  }

  func testAOneTokenOverrideDiffersFromOrangeInExactlyThatToken() throws {
    let path = try makeThemeFile(
      ##"{"extends": "orange", "color": {"action": {"selected": {"$value": "#00FF00"}}}}"##,
      named: "my-brand.tokens.json")
    for scheme in ColorScheme.allCases {
      let orange = try loader.resolvedTokens("orange", scheme: scheme)
      let custom = try loader.resolvedTokens(path, scheme: scheme)
      XCTAssertEqual(orange.map(\.path), custom.map(\.path))
      let differing = zip(orange, custom).filter { $0 != $1 }
      XCTAssertEqual(
        differing.map(\.1),
        [ResolvedToken(path: "color.action.selected", type: "color", value: "#00FF00")])

      let theme = try loader.load(path, scheme: scheme)
      XCTAssertEqual(theme.name, "my-brand")
      var expected = try loader.load("orange", scheme: scheme)
      expected.name = "my-brand"
      expected.colors.actionSelected = Color(red: 0, green: 0xFF, blue: 0)
      expected.colorTokens["color.action.selected"] = Color(red: 0, green: 0xFF, blue: 0)
      XCTAssertEqual(theme, expected)
    }
  }

  func testOverridingARawColourMovesEveryTokenThatRefersToIt() throws {
    let path = try makeThemeFile(
      ##"{"extends": "orange", "raw": {"color": {"orange": {"550": {"$value": "#123456"}}}}}"##)
    let light = try loader.load(path, scheme: .light).colors
    XCTAssertEqual(
      [light.actionSelected.hex, light.contentBrandPrimary.hex, light.actionPressed.hex],
      ["#123456", "#123456", "#123456"])
    XCTAssertEqual(try loader.load(path, scheme: .dark).colors.actionSelected.hex, "#FF7900")
  }

  func testCanonicalSettingsAndASchemeContextInAUserFile() throws {
    let json = #"""
      {
        "$extensions": {"com.listshot": {"extends": "sosh", "name": "Night Sosh"}},
        "$modifiers": {"scheme": {"dark": {"color": {"bg": {"primary": {"$value": "#000000"}}}}}}
      }
      """#
    let path = try makeThemeFile(json)
    let dark = try loader.load(path, scheme: .dark)
    XCTAssertEqual(dark.name, "Night Sosh")
    XCTAssertEqual(dark.colors.bgPrimary.hex, "#000000")
    XCTAssertEqual(try loader.load(path, scheme: .light).colors.bgPrimary.hex, "#FFFFFF")
  }

  func testExtendsARelativePath() throws {
    let directory = try makeThemeDirectory([
      "base.tokens.json":
        #"{"extends": "wireframe", "listItem": {"spacePaddingInline": {"$value": 20}}}"#,
      "leaf.tokens.json":
        ##"{"extends": ["./base.tokens.json"], "color": {"bg": {"primary": {"$value": "#FAFAFA"}}}}"##,
    ])
    let theme = try loader.load(
      directory.appendingPathComponent("leaf.tokens.json").path, scheme: .light)
    XCTAssertEqual(theme.listItem.spacePaddingInline, 20)
    XCTAssertEqual(theme.colors.bgPrimary.hex, "#FAFAFA")
    XCTAssertEqual(theme.colors.actionSelected.hex, "#2055E5")
    XCTAssertEqual(theme.fonts.brand.family, "Shantell Sans")
  }

  func testResolvedTokensAreSortedAndFormatted() throws {
    let tokens = try loader.resolvedTokens("orange", scheme: .light)
    XCTAssertEqual(tokens.map(\.path), tokens.map(\.path).sorted())
    let byPath = Dictionary(uniqueKeysWithValues: tokens.map { ($0.path, $0) })
    XCTAssertEqual(
      byPath["color.action.selected"],
      ResolvedToken(path: "color.action.selected", type: "color", value: "#F15E00", aliases: ["raw.color.orange.550"]))
    XCTAssertEqual(byPath["raw.color.orange.550"]?.aliases, [], "a literal value follows no alias")
    XCTAssertEqual(byPath["color.content.muted"]?.value, "#000000AD")
    XCTAssertEqual(byPath["listItem.sizeMinHeightDefault"]?.value, "60px")
    XCTAssertEqual(byPath["opacity.disabled"]?.value, "0.2")
    XCTAssertEqual(byPath["font.weight.labelDefault"]?.value, "400")
    XCTAssertEqual(byPath["font.brand.family"]?.value, "TeX Gyre Heros")
    XCTAssertEqual(
      byPath["typography.labelDefaultLarge"],
      ResolvedToken(
        path: "typography.labelDefaultLarge", type: "typography",
        value: #""TeX Gyre Heros" 400 16px/24px, letter-spacing 0.2px"#))
  }

  func testALineHeightMultiplierIsReadAsDTCGDoes() throws {
    let json = #"""
      {"extends": "orange", "typography": {"labelDefaultLarge": {"$value": {"fontFamily": "Inter",
        "fontSize": {"value": 10, "unit": "px"}, "fontWeight": "bold", "letterSpacing": 0, "lineHeight": 1.5}}}}
      """#
    let style = try loader.load(try makeThemeFile(json), scheme: .light).typography
      .labelDefaultLarge
    XCTAssertEqual(style, TextStyleToken(size: 10, lineHeight: 15, letterSpacing: 0, weight: .bold))
  }

  func testConcurrentLoadsAgree() throws {
    let names = ThemeFixtures.builtinNames
    let results = ThemeResults()
    DispatchQueue.concurrentPerform(iterations: 32) { index in
      let scheme: ColorScheme = index % 2 == 0 ? .light : .dark
      results.add(index, try? ThemeLoader().load(names[index % names.count], scheme: scheme))
    }
    for index in 0..<32 {
      let scheme: ColorScheme = index % 2 == 0 ? .light : .dark
      XCTAssertEqual(
        results.get(index), try loader.load(names[index % names.count], scheme: scheme))
    }
  }
}

/// A lock-protected result list for the concurrency test.
private final class ThemeResults: @unchecked Sendable {
  private let lock = NSLock()
  private var themes: [Int: Theme] = [:]

  func add(_ index: Int, _ theme: Theme?) {
    lock.lock()
    themes[index] = theme
    lock.unlock()
  }

  func get(_ index: Int) -> Theme? {
    lock.lock()
    defer { lock.unlock() }
    return themes[index]
  }
}
