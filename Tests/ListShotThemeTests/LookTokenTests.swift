import Foundation
import ListShotCore
import ListShotTheme
import XCTest

/// The looks' token files, merged under the themes: what `LookMetrics` reads in each look, a
/// brand file overriding a look token in both, `themes show` listing them, and their errors.
final class LookTokenTests: XCTestCase {
  let loader = ThemeFixtures.loader

  /// The iOS 18 look holds the figures the layout had as literals (the goldens recorded before
  /// looks depend on them), iOS 26 the ones measured on the ios-apps references.
  func testEachLookHasItsOwnListRowAndSwitchFigures() throws {
    let ios18 = try loader.load("orange", scheme: .light, look: .ios18).look
    XCTAssertEqual(ios18.look, .ios18)
    XCTAssertEqual(ios18.list.insetGrouped.sectionInset, 20)
    XCTAssertEqual(ios18.list.insetGrouped.cornerRadius, 10)
    XCTAssertEqual(ios18.list.grouped.header, IOSTextToken(style: .footnote, textCase: .uppercase))
    XCTAssertEqual(ios18.list.insetGrouped.separatorTrailingInset, 0)
    XCTAssertEqual(ios18.row.minHeight, Array(repeating: 44, count: DynamicTypeSize.allCases.count))
    XCTAssertEqual(ios18.row.insets, EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
    XCTAssertEqual(ios18.separator.thickness, 0, "one device pixel")
    XCTAssertEqual(ios18.switchControl.size, Size(width: 51, height: 31))
    XCTAssertEqual(ios18.switchControl.thumbSize, Size(width: 27, height: 27))
    XCTAssertTrue(ios18.navigationBar.drawsBackground)
    XCTAssertEqual(ios18.formControls.sliderThumb, Size(width: 28, height: 28))
    XCTAssertFalse(ios18.formControls.segmentedIsCapsule)
    XCTAssertTrue(ios18.formControls.segmentedDividers)
    XCTAssertFalse(ios18.formControls.datePickerIsCapsule || ios18.formControls.borderedButtonIsCapsule)

    let ios26 = try loader.load("orange", scheme: .light, look: .ios26).look
    XCTAssertEqual(ios26.look, .ios26)
    XCTAssertEqual(ios26.list.insetGrouped.sectionInset, 16)
    XCTAssertEqual(ios26.list.insetGrouped.cornerRadius, 26)
    XCTAssertEqual(ios26.list.insetGrouped.header, IOSTextToken(style: .headline))
    XCTAssertEqual(ios26.list.sidebar.header, ios26.list.insetGrouped.header, "an alias of another look token")
    XCTAssertEqual(ios26.list.insetGrouped.separatorTrailingInset, 16)
    XCTAssertEqual(ios26.row.minHeight(at: .medium), 51)
    XCTAssertEqual(ios26.row.minHeight(at: .large), 52)
    XCTAssertEqual(ios26.separator.thickness, 1)
    XCTAssertEqual(ios26.switchControl.size, Size(width: 63, height: 28))
    XCTAssertEqual(ios26.switchControl.thumbSize, Size(width: 38, height: 24))
    XCTAssertFalse(ios26.navigationBar.drawsBackground)
    XCTAssertEqual(ios26.formControls.sliderTrackHeight, 6)
    XCTAssertEqual(ios26.formControls.sliderThumb, Size(width: 38, height: 24))
    XCTAssertTrue(ios26.formControls.segmentedIsCapsule && !ios26.formControls.segmentedDividers)
    XCTAssertTrue(ios26.formControls.datePickerIsCapsule && ios26.formControls.borderedButtonIsCapsule)
    XCTAssertEqual(ios26.navigationBar.largeTitle.scale, 0.94)
    // The look's colours are resolved for the scheme, from the look file's own dark context.
    XCTAssertEqual(ios26.separator.color.color.hex, "#00000017")
    let dark = try loader.load("orange", scheme: .dark, look: .ios26).look
    XCTAssertEqual(dark.separator.color.color.hex, "#FFFFFF1F")
    XCTAssertEqual(dark.switchControl.trackOn.color.hex, "#30D158")
  }

  /// A theme is the same in both looks but for `look.*`.
  func testTheLookChangesOnlyTheLookTokens() throws {
    for scheme in ColorScheme.allCases {
      let a = try loader.resolvedTokens("sosh", scheme: scheme, look: .ios18)
      let b = try loader.resolvedTokens("sosh", scheme: scheme, look: .ios26)
      XCTAssertEqual(a.map(\.path), b.map(\.path))
      XCTAssertTrue(a.contains { $0.path == "look.switch.width" })
      let differing = zip(a, b).filter { $0 != $1 }.map(\.0.path)
      XCTAssertFalse(differing.isEmpty)
      XCTAssertEqual(differing.filter { !$0.hasPrefix("look.") }, [])
      var theme18 = try loader.load("sosh", scheme: scheme, look: .ios18)
      var theme26 = try loader.load("sosh", scheme: scheme, look: .ios26)
      theme18.look = theme26.look
      for theme in [\Theme.colorTokens] {
        theme18[keyPath: theme] = theme18[keyPath: theme].filter { !$0.key.hasPrefix("look.") }
        theme26[keyPath: theme] = theme26[keyPath: theme].filter { !$0.key.hasPrefix("look.") }
      }
      XCTAssertEqual(theme18, theme26)
    }
  }

  /// A brand file overrides a look token as it overrides its own, in every look, and an alias
  /// into the brand's tokens resolves after the merge.
  func testABrandFileOverridesALookTokenInBothLooks() throws {
    let path = try makeThemeFile(
      ##"""
      {"extends": "orange", "look": {
        "switch": {"trackOn": {"$value": "{color.action.selected}"}},
        "list": {"insetGrouped": {"cornerRadius": {"$value": 12}}}}}
      """##)
    for look in Look.allCases {
      let theme = try loader.load(path, scheme: .light, look: look)
      XCTAssertEqual(theme.look.list.insetGrouped.cornerRadius, 12, "\(look)")
      XCTAssertEqual(theme.look.switchControl.trackOn.color, theme.colors.actionSelected, "\(look)")
      XCTAssertEqual(theme.look.switchControl.trackOn.path, "look.switch.trackOn")
      let stock = try loader.load("orange", scheme: .light, look: look).look
      XCTAssertEqual(theme.look.switchControl.size, stock.switchControl.size, "the rest is the look's")
    }
  }

  /// A bad look token in a brand file fails as a bad token of its own, named by its path, in
  /// `validate` once (not once per look and scheme) and when loading.
  func testABadLookOverrideIsReportedLikeAnyToken() throws {
    let path = try makeThemeFile(
      ##"{"extends": "orange", "look": {"list": {"insetGrouped": {"cornerRadius": {"$value": "big"}}}}}"##,
      named: "bad-look.tokens.json")
    let problems = try loader.validate(file: URL(fileURLWithPath: path))
    XCTAssertEqual(problems.count, 1, "\(problems)")
    XCTAssertEqual(
      problems.first?.description,
      "\(path): look.list.insetGrouped.cornerRadius: error: bad dimension \"big\" in look.list.insetGrouped.cornerRadius; "
        + "expected a number or {\"value\": n, \"unit\": \"px\"}, n from -100000 to 100000")
    let error = ThemeFixtures.error { _ = try loader.load(path, scheme: .dark, look: .ios18) }
    XCTAssertEqual(error?.location?.path, "look.list.insetGrouped.cornerRadius")
  }

  /// `iosTextStyle` values are checked member by member.
  func testIOSTextStyleTokensAreChecked() throws {
    let cases: [(String, String)] = [
      (#"{"textStyle": "tiny"}"#, "bad text style \"tiny\" in look.list.grouped.header.style.textStyle"),
      (#"{"fontWeight": 600}"#, "missing textStyle in look.list.grouped.header.style"),
      (#"{"textStyle": "footnote", "textCase": "shout"}"#, "bad text case \"shout\""),
      (#"{"textStyle": "footnote", "scale": 5}"#, "bad text scale 5"),
      (#"{"textStyle": "footnote", "colour": "red"}"#, "not colour"),
    ]
    for (value, expected) in cases {
      let path = try makeThemeFile(
        ##"{"extends": "orange", "look": {"list": {"grouped": {"header": {"style": {"$value": "## + value + "}}}}}}")
      let error = ThemeFixtures.error { _ = try loader.load(path, scheme: .light) }
      XCTAssertTrue(error?.description.contains(expected) ?? false, "\(value): \(error?.description ?? "no error")")
    }
    let good = try makeThemeFile(
      ##"{"extends": "orange", "look": {"list": {"grouped": {"header": {"style": {"$value": {"textStyle": "title3", "fontWeight": "bold", "scale": 0.9, "lineHeight": 1.2}}}}}}}"##
    )
    let header = try loader.load(good, scheme: .light, look: .ios18).look.list.grouped.header
    XCTAssertEqual(header, IOSTextToken(style: .title3, weight: .bold, scale: 0.9, lineHeight: 1.2))
    let shown = try loader.resolvedTokens(good, scheme: .light).first { $0.path == "look.list.grouped.header.style" }
    XCTAssertEqual(shown?.type, "iosTextStyle")
    XCTAssertEqual(shown?.value, "title3 700 x0.9 lines x1.2")
  }

  /// The looks are shared sets, not themes, and a folder of user themes need not copy them.
  func testLooksAreNotThemesAndComeFromThePackageWhenAFolderLacksThem() throws {
    XCTAssertFalse(loader.builtinThemeNames().contains { $0.hasPrefix("look-") })
    let error = ThemeFixtures.error { _ = try loader.load("look-ios26", scheme: .light) }
    XCTAssertTrue(error?.description.contains("not a theme") ?? false, error?.description ?? "")
    let orange = try String(
      contentsOf: loader.builtinDirectory.appendingPathComponent("orange.tokens.json"), encoding: .utf8)
    let core = try String(
      contentsOf: loader.builtinDirectory.appendingPathComponent("core.tokens.json"), encoding: .utf8)
    let folder = try makeThemeDirectory(["orange.tokens.json": orange, "core.tokens.json": core])
    let local = ThemeLoader(builtinDirectory: folder)
    XCTAssertEqual(try local.load("orange", scheme: .light, look: .ios26).look.switchControl.size.width, 63)
  }

  /// The stock iOS theme: system colours, the system blue as the app tint, the system face.
  func testTheStockIOSThemeIsSystemColoursAndBlue() throws {
    for scheme in ColorScheme.allCases {
      let ios = try loader.load(ThemeLoader.stockTheme, scheme: scheme, look: .ios26)
      XCTAssertEqual(ios.ods.accent, ios.system.blue)
      XCTAssertEqual(ios.fonts.brand.family, ios.fonts.system.family)
      XCTAssertEqual(ios.system, try loader.load("orange", scheme: scheme).system, "core's iOS colours")
    }
    XCTAssertEqual(try loader.load("ios", scheme: .light).system.blue.hex, "#007AFF")
    XCTAssertEqual(try loader.load("ios", scheme: .dark).system.blue.hex, "#0A84FF")
    // A stock inline bar has no background at the scroll edge, in both looks.
    XCTAssertFalse(try loader.load("ios", scheme: .light, look: .ios18).look.navigationBar.drawsBackground)
  }
}
