import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Every kind of `TintColor` resolves to a concrete RGBA and the token it came from, in the
/// theme's scheme: the label colours, the accent, the system colours (light and dark values of
/// platform-metrics.md §2.4 and Flutter's Cupertino table), RGB, hex, theme tokens, opacity.
final class ColorResolutionTests: XCTestCase {
  func resolve(_ color: TintColor, _ scheme: ColorScheme = .light) throws -> TintToken {
    let env = try TestEnvironment.layoutEnvironment(scheme: scheme)
    let resolved = TintToken(color, in: env, at: .key("test"))
    return resolved
  }

  func testSystemColoursHaveTheirLightAndDarkValues() throws {
    let expected: [(TintColor, String, String, String)] = [
      (.red, "#FF3B30", "#FF453A", "ios.red"), (.orange, "#FF9500", "#FF9F0A", "ios.orange"),
      (.yellow, "#FFCC00", "#FFD60A", "ios.yellow"), (.green, "#34C759", "#30D158", "ios.green"),
      (.mint, "#00C7BE", "#63E6E2", "ios.mint"), (.teal, "#30B0C7", "#40C8E0", "ios.teal"),
      (.cyan, "#32ADE6", "#64D2FF", "ios.cyan"), (.blue, "#007AFF", "#0A84FF", "ios.blue"),
      (.indigo, "#5856D6", "#5E5CE6", "ios.indigo"), (.purple, "#AF52DE", "#BF5AF2", "ios.purple"),
      (.pink, "#FF2D55", "#FF375F", "ios.pink"), (.brown, "#A2845E", "#AC8E68", "ios.brown"),
      (.gray, "#8E8E93", "#8E8E93", "ios.gray"), (.gray2, "#AEAEB2", "#636366", "ios.gray2"),
      (.gray6, "#F2F2F7", "#1C1C1E", "ios.gray6"),
    ]
    for (color, light, dark, token) in expected {
      XCTAssertEqual(try resolve(color, .light).color.hex, light, token)
      XCTAssertEqual(try resolve(color, .dark).color.hex, dark, token)
      XCTAssertEqual(try resolve(color).path, token)
    }
    XCTAssertEqual(TintColor.named.count, TintColor.names.count)
    for name in SystemColorName.allCases { XCTAssertEqual(TintColor.named(name.rawValue), .system(name)) }
  }

  func testLabelColoursAndTheAccent() throws {
    XCTAssertEqual(try resolve(.primary).color.hex, "#000000")
    XCTAssertEqual(try resolve(.primary, .dark).color.hex, "#FFFFFF")
    XCTAssertEqual(try resolve(.secondary).color.hex, "#3C3C4399")
    XCTAssertEqual(try resolve(.secondary, .dark).color.hex, "#EBEBF599")
    XCTAssertEqual(try resolve(.tertiary).path, "ios.tertiaryLabel")
    XCTAssertEqual(try resolve(.quaternary).path, "ios.quaternaryLabel")
    XCTAssertEqual(try resolve(.label), try resolve(.primary), "the earlier spelling")
    XCTAssertEqual(try resolve(.accent).color.hex, "#F16E00")
    XCTAssertEqual(try resolve(.tint).path, "ods.accent")
  }

  func testFixedColoursHaveNoToken() throws {
    XCTAssertEqual(try resolve(.rgb(red: 1, green: 0.5, blue: 0)), TintToken(color: Color(hex: "#FF8000")!, path: nil))
    XCTAssertEqual(try resolve(.rgb(red: 0, green: 0, blue: 1, opacity: 0.5)).color.hex, "#0000FF80")
    XCTAssertEqual(try resolve(XCTUnwrap(.hex("#12345678"))).color.hex, "#12345678")
    XCTAssertNil(TintColor.hex("blue"))
    XCTAssertEqual(try resolve(.white, .dark).color, .white)
    XCTAssertEqual(try resolve(.black).color, .black)
    XCTAssertEqual(try resolve(.clear).color.alpha, 0)
  }

  func testThemeTokensAndOpacity() throws {
    let brand = try resolve(.token("color.content.brandPrimary"))
    XCTAssertEqual(brand.path, "color.content.brandPrimary")
    XCTAssertEqual(brand.color.hex, "#F15E00")
    let faded = try resolve(TintColor.blue.opacity(0.2))
    XCTAssertEqual(faded.color.hex, "#007AFF33")
    XCTAssertEqual(faded.path, "ios.blue", "an opacity keeps the token")
    XCTAssertEqual(try resolve(TintColor.secondary.opacity(0.5)).color.alpha, 77, "153 × 0.5, rounded")
  }

  func testAnUnknownTokenFailsTheLayoutNamingItsPath() throws {
    let screen = Screen("s") {
      ListCell("Inbox", image: .named("tray"), imageColor: .token("color.content.brandPrimay"))
    }
    XCTAssertThrowsError(try ScreenLayout.layout(screen, in: TestEnvironment.layoutEnvironment())) { error in
      let error = error as? LayoutError
      XCTAssertEqual(error?.message, "unknown colour token 'color.content.brandPrimay' in theme 'orange'")
      XCTAssertEqual(error?.hint, "did you mean 'color.content.brandPrimary'?")
      XCTAssertEqual(error?.path.description, "sections[0].rows[0].listCell.imageColor")
    }
  }

  func testListCellImagesTakeTheirColourAndRecordItsToken() throws {
    let screen = Screen("s") {
      ListCell("Plain", image: .named("person.circle"))
      ListCell("Blue", image: .named("person.circle.fill"), imageColor: .blue)
    }
    for scheme in [ColorScheme.light, .dark] {
      let list = try TestEnvironment.layout(screen, scheme: scheme)
      guard case .glyph(let plain)? = list.items(withID: "sections[0].rows[0].image").first,
        case .glyph(let blue)? = list.items(withID: "sections[0].rows[1].image").first
      else { return XCTFail("no glyphs") }
      XCTAssertEqual(plain.color.hex, scheme == .light ? "#F16E00" : "#FF7900", "the accent by default, as before")
      XCTAssertEqual(blue.color.hex, scheme == .light ? "#007AFF" : "#0A84FF")
    }
    var env = try TestEnvironment.layoutEnvironment()
    env.recordsProvenance = true
    let list = try ScreenLayout.layout(screen, in: env)
    let sources = list.provenance?.first { $0.id.description == "sections[0].rows[1].image" }?.sources
    XCTAssertEqual(sources?.color, "ios.blue")
  }
}
