import ListShotCore
import ListShotTheme
import XCTest

/// The resolved semantic colours of every built-in theme against the §2 reference table.
final class SemanticColorTests: XCTestCase {
  func testEverySemanticColourMatchesTheReferenceTableInBothSchemes() throws {
    for (themeIndex, name) in ThemeFixtures.builtinNames.enumerated() {
      for (schemeIndex, scheme) in [ColorScheme.light, .dark].enumerated() {
        let colors = ThemeFixtures.hexes(try ThemeFixtures.loader.load(name, scheme: scheme).colors)
        XCTAssertEqual(colors.count, referenceSemanticColors.count, "\(name) has every colour")
        for (token, values) in referenceSemanticColors {
          XCTAssertEqual(
            colors[token], values[themeIndex * 2 + schemeIndex], "\(name) \(scheme) \(token)")
        }
      }
    }
  }

  func testSpotValuesReadAsTypedColours() throws {
    let orange = try ThemeFixtures.loader.load("orange", scheme: .light).colors
    XCTAssertEqual(orange.actionSelected, Color(red: 0xF1, green: 0x5E, blue: 0x00))
    XCTAssertEqual(orange.contentMuted, Color(red: 0, green: 0, blue: 0, alpha: 0xAD))
    let soshDark = try ThemeFixtures.loader.load("sosh", scheme: .dark).colors
    XCTAssertEqual(soshDark.actionSelected.hex, "#5DBCFE")
    XCTAssertEqual(soshDark.actionPressed.hex, "#FFEF66")
    XCTAssertEqual(soshDark.borderFocusInset.hex, "#101519")
    let wireframe = try ThemeFixtures.loader.load("wireframe", scheme: .light).colors
    XCTAssertEqual(wireframe.borderFocus.hex, "#213787")
    XCTAssertEqual(wireframe.actionSupportHover.hex, "#05052E14")
  }

  func testOrangeCompactDiffersFromOrangeOnlyInTheDarkInnerFocusRing() throws {
    let loader = ThemeFixtures.loader
    XCTAssertEqual(
      try loader.load("orange-compact", scheme: .dark).colors.borderFocusInset.hex, "#000000")
    XCTAssertEqual(try loader.load("orange", scheme: .dark).colors.borderFocusInset.hex, "#141414")
    for scheme in ColorScheme.allCases {
      var compact = ThemeFixtures.hexes(try loader.load("orange-compact", scheme: scheme).colors)
      var orange = ThemeFixtures.hexes(try loader.load("orange", scheme: scheme).colors)
      if scheme == .dark {
        compact["borderFocusInset"] = nil
        orange["borderFocusInset"] = nil
      }
      XCTAssertEqual(compact, orange, "\(scheme)")
    }
  }

  func testSwitchColoursFollowTheirThemes() throws {
    let loader = ThemeFixtures.loader
    let orange = try loader.load("orange", scheme: .light).switchControl
    XCTAssertEqual(orange.colorTrackSelected.hex, "#17A02F")
    XCTAssertEqual(orange.colorTrackUnselected.hex, "#00000070")
    XCTAssertEqual(orange.colorCheck.hex, "#000000")
    let orangeDark = try loader.load("orange", scheme: .dark).switchControl
    XCTAssertEqual(orangeDark.colorCursor.hex, "#141414")
    XCTAssertEqual(orangeDark.colorTrackUnselectedInteraction.hex, "#FFFFFFCC")
    let soshDark = try loader.load("sosh", scheme: .dark).switchControl
    XCTAssertEqual(soshDark.colorTrackSelectedInteraction.hex, "#EDF6FD")
    XCTAssertEqual(soshDark.colorCheck.hex, "#E9EEF1")
    let wireframeDark = try loader.load("wireframe", scheme: .dark).switchControl
    XCTAssertEqual(wireframeDark.colorCheck.hex, "#96C1FA")
    XCTAssertEqual(wireframeDark.colorCheckInteraction.hex, "#C1D8FC")
    XCTAssertEqual(wireframeDark.colorTrackUnselected.hex, "#EFF5FFA3")
  }

  func testSystemColoursAreTheIOSValuesForTheScheme() throws {
    let light = ThemeFixtures.hexes(try ThemeFixtures.loader.load("sosh", scheme: .light).system)
    let dark = ThemeFixtures.hexes(try ThemeFixtures.loader.load("sosh", scheme: .dark).system)
    XCTAssertEqual(light.count, 32)
    let expected: [String: (String, String)] = [
      "background": ("#FFFFFF", "#000000"), "secondaryBackground": ("#F2F2F7", "#1C1C1E"),
      "groupedBackground": ("#F2F2F7", "#000000"),
      "secondaryGroupedBackground": ("#FFFFFF", "#1C1C1E"),
      "tertiaryGroupedBackground": ("#F2F2F7", "#2C2C2E"), "label": ("#000000", "#FFFFFF"),
      "secondaryLabel": ("#3C3C4399", "#EBEBF599"), "separator": ("#3C3C4349", "#54545899"),
      "opaqueSeparator": ("#C6C6C8", "#38383A"), "blue": ("#007AFF", "#0A84FF"),
      "green": ("#34C759", "#30D158"), "red": ("#FF3B30", "#FF453A"),
      "gray": ("#8E8E93", "#8E8E93"),
      "gray3": ("#C7C7CC", "#48484A"), "gray4": ("#D1D1D6", "#3A3A3C"),
      "gray6": ("#F2F2F7", "#1C1C1E"), "barBackground": ("#F9F9F9", "#161616"),
      "orange": ("#FF9500", "#FF9F0A"), "yellow": ("#FFCC00", "#FFD60A"), "mint": ("#00C7BE", "#63E6E2"),
      "teal": ("#30B0C7", "#40C8E0"), "cyan": ("#32ADE6", "#64D2FF"), "indigo": ("#5856D6", "#5E5CE6"),
      "purple": ("#AF52DE", "#BF5AF2"), "pink": ("#FF2D55", "#FF375F"), "brown": ("#A2845E", "#AC8E68"),
    ]
    for (name, (lightHex, darkHex)) in expected {
      XCTAssertEqual(light[name], lightHex, name)
      XCTAssertEqual(dark[name], darkHex, name)
    }
  }
}
