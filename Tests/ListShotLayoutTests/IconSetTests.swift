import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The Material Symbols names and ListShot's SF Symbol list shipped in the package's resources
/// (the ones layout tests use): outline and fill kept apart, nearest names for a typo.
final class IconSetTests: XCTestCase {
  /// SF Symbols flips the symbols that point forward or backward in right to left, and no
  /// others (the media controls `forward.end`, `backward.fill` keep their drawing):
  /// `MirrorCheck` (every layout test in both directions) then expects their glyphs flipped.
  func testTheForwardAndBackwardSymbolsAreDirectional() throws {
    for name in [
      "chevron.forward", "chevron.backward", "arrow.forward", "arrow.backward.circle", "arrowshape.turn.up.backward",
      "chevron_forward",
    ] {
      XCTAssertTrue(SymbolImage.isDirectional(name), name)
    }
    for name in [
      "chevron.right", "chevron.left", "arrow.right", "forwardslash", "star.fill", "backward.end", "forward.fill",
    ] {
      XCTAssertFalse(SymbolImage.isDirectional(name), name)
    }
  }

  func testTheMaterialSymbolsCodePointsAreRead() throws {
    let icons = try TestEnvironment.icons()
    XCTAssertGreaterThan(icons.names.count, 3_500)
    XCTAssertEqual(icons.family, "Material Symbols Outlined")
    XCTAssertEqual(icons.character(for: "favorite"), "\u{E87D}", "Material Icons' code point")
    XCTAssertEqual(icons.character(for: "chevron_right"), "\u{E5CC}")
    XCTAssertNil(icons.character(for: "no-such-icon"))
  }

  func testOutlineAndFillAreKeptApart() throws {
    let icons = try TestEnvironment.icons()
    for (outline, fill) in [
      ("person.circle", "person.circle.fill"), ("doc", "doc.fill"), ("star", "star.fill"), ("heart", "heart.fill"),
      ("bell", "bell.fill"), ("gearshape", "gearshape.fill"),
    ] {
      let o = try XCTUnwrap(icons.glyph(for: outline), outline), f = try XCTUnwrap(icons.glyph(for: fill), fill)
      XCTAssertEqual(o.character, f.character, "one glyph, two FILL values: \(outline)")
      XCTAssertFalse(o.isFilled, outline)
      XCTAssertTrue(f.isFilled, fill)
      XCTAssertNotEqual(
        icons.font(for: o, side: 22).variations?.fill, icons.font(for: f, side: 22).variations?.fill, outline)
    }
    XCTAssertEqual(icons.glyph(for: "person.circle")?.character, "\u{F20B}", "Material Symbols' account_circle")
  }

  func testMaterialNamesDrawWithTheMaterialIconsFontElseFilledSymbols() throws {
    let icons = try TestEnvironment.icons()
    for name in ["favorite", "settings", "favorite_border", "info_outline", "call"] {
      let glyph = try XCTUnwrap(icons.glyph(for: name), name)
      XCTAssertEqual(glyph.family, "Material Icons", name)
      XCTAssertNil(icons.font(for: glyph, side: 24).variations, "a static face: \(name)")
    }
    // Names only Material Symbols has: filled, outline names sharing a filled glyph at FILL 0.
    XCTAssertEqual(icons.glyph(for: "app_badging")?.family, nil)
    XCTAssertEqual(icons.glyph(for: "app_badging")?.isFilled, true)
    XCTAssertEqual(icons.glyph(for: "person.circle")?.family, nil, "SF names draw with Material Symbols")
  }

  func testTheListHasTheSeedNamesAndAtLeast300SFNames() throws {
    let icons = try TestEnvironment.icons()
    let sfNames = icons.symbolNames.filter { $0.contains(".") || !$0.contains("_") }
    XCTAssertGreaterThanOrEqual(sfNames.count, 300)
    for name in [
      "person.circle.fill", "heart", "figure.handball", "star.fill", "person.circle", "doc", "gear", "bell", "lock",
      "wifi", "airplane", "bolt.fill", "magnifyingglass", "trash", "chevron.right",
    ] {
      XCTAssertNotNil(icons.glyph(for: name), name)
    }
  }

  func testTheListHasTheNamesAppsListScreensUse() throws {
    let icons = try TestEnvironment.icons()
    // Names from the survey of public apps' screens (docs/symbols-and-colours.md), the first the
    // one a user's screen failed on.
    for name in [
      "note.text", "line.3.horizontal.decrease.circle", "person.fill.badge.plus", "chevron.down.circle.fill",
      "arrowshape.turn.up.left", "film", "captions.bubble", "infinity", "doc.on.clipboard", "gearshape.2",
      "arrow.2.squarepath", "list.bullet.rectangle", "square.dashed", "wave.3.right", "water.waves", "1.circle.fill",
    ] {
      XCTAssertNotNil(icons.glyph(for: name), name)
    }
    XCTAssertGreaterThanOrEqual(icons.symbolNames.count, 1_200)
  }

  func testEveryFillNameIsFilledAndItsOutlineTheSameGlyph() throws {
    let icons = try TestEnvironment.icons()
    let names = Set(icons.symbolNames)
    var pairs = 0
    // `x.fill`, `x.fill.badge.plus` (not `largecircle.fill.circle`, whose fill is its inner dot).
    for name in names where name.hasSuffix(".fill") || name.contains(".fill.badge.") {
      let filled = try XCTUnwrap(icons.glyph(for: name), name)
      XCTAssertTrue(filled.isFilled, name)
      let outline = name.split(separator: ".").filter { $0 != "fill" }.joined(separator: ".")
      guard names.contains(outline), let glyph = icons.glyph(for: outline) else { continue }
      XCTAssertEqual(glyph.character, filled.character, "\(outline) and \(name): one glyph")
      pairs += 1
    }
    XCTAssertGreaterThan(pairs, 400)
  }

  func testAnUnknownVariantSuggestsTheSymbolWithoutIt() throws {
    let icons = try TestEnvironment.icons()
    XCTAssertNil(icons.glyph(for: "heart.circle.fill"))
    XCTAssertEqual(icons.nearestNames(to: "heart.circle.fill"), ["heart.fill", "heart", "star.circle.fill"])
    XCTAssertEqual(Array(icons.nearestNames(to: "mappin.circle.fill").prefix(2)), ["mappin.fill", "mappin"])
    // A likely typo still comes first.
    XCTAssertEqual(icons.nearestNames(to: "person.circel"), ["person.circle", "person", "person_cancel"])
  }

  func testAnUnknownNameSuggestsTheNearestNames() throws {
    let icons = try TestEnvironment.icons()
    XCTAssertEqual(icons.nearestNames(to: "hart").first, "heart")
    XCTAssertEqual(icons.nearestNames(to: "person.circel.fill").first, "person.circle.fill")
    XCTAssertEqual(icons.nearestNames(to: "gearshape.fil").first, "gearshape.fill")
    XCTAssertEqual(icons.nearestNames(to: "qqqqqqqqqqqqqqqqq"), [])
    let error = icons.unknownNameError("person.circel", at: nil)
    XCTAssertEqual(error.message, "unknown icon 'person.circel'")
    XCTAssertTrue(error.hint?.hasPrefix("did you mean 'person.circle'") ?? false, error.hint ?? "")
  }

  func testTheNamesFileIsCheckedAgainstTheFont() throws {
    let points = (path: "points", text: "heart_x e87e\r\n")
    let names = (path: "names", text: "# c\nheart heart_x 0\nheart.fill heart_y 1\n")
    XCTAssertThrowsError(try IconSet.material(codepoints: points, names: names)) { error in
      XCTAssertTrue("\(error)".contains("names:3"), "\(error)")
      XCTAssertTrue("\(error)".contains("'heart_y' is not in the icon font"), "\(error)")
    }
  }
}

/// The symbol helper: size and baseline beside text, the text's weight on the wght axis, the
/// fill on FILL, and the layered rendering modes as separate glyph items.
final class SymbolImageTests: XCTestCase {
  func arranged(_ symbol: SymbolImage, color: TintColor = .blue) throws -> [ArrangedItem] {
    let env = try TestEnvironment.layoutEnvironment()
    var builder = ArrangementBuilder()
    symbol.draw(
      .key("s"), at: Point(x: 10, y: 20), color: TintToken(color, in: env, at: .key("s")), env: env, into: &builder)
    return builder.items
  }

  func glyphs(_ items: [ArrangedItem]) -> [(id: String, font: FontDescriptor, color: Color, frame: Rect)] {
    items.compactMap {
      guard case .glyph(let id, _, let frame, let font, let color, _, _) = $0 else { return nil }
      return (id.description, font, color, frame)
    }
  }

  func testSizeBaselineWeightAndFill() throws {
    let icons = try TestEnvironment.icons()
    let symbol = try SymbolImage("person.circle", pointSize: 17, weight: .semibold, icons: icons, at: .key("s"))
    XCTAssertEqual(symbol.size, Size(width: 22, height: 22))
    XCTAssertEqual(symbol.baseline, 11 + 0.35 * 17, accuracy: 1e-9)
    XCTAssertEqual(symbol.font.variations, FontVariations(fill: false, weight: .semibold, opticalSize: 22))
    XCTAssertEqual(symbol.font.variations?.pangoDescription, "FILL=0,opsz=22,wght=600")
    let bold = try SymbolImage("star.fill", pointSize: 34, weight: .bold, icons: icons, at: .key("s"))
    XCTAssertEqual(bold.font.variations?.pangoDescription, "FILL=1,opsz=44,wght=700")
    let forced = try SymbolImage("star", pointSize: 17, fill: true, icons: icons, at: .key("s"))
    XCTAssertEqual(forced.font.variations?.fill, 1)
    let black = try SymbolImage("star", pointSize: 17, weight: FontWeight(rawValue: 900), icons: icons, at: .key("s"))
    XCTAssertEqual(black.font.variations?.weight, 700, "clamped to the font's wght axis")
    let items = glyphs(try arranged(symbol))
    XCTAssertEqual(items.count, 1)
    XCTAssertEqual(items.first?.frame, Rect(x: 10, y: 20, width: 22, height: 22))
    XCTAssertEqual(items.first?.color.hex, "#007AFF")
  }

  func testAnUnknownNameThrowsAtItsPath() throws {
    XCTAssertThrowsError(
      try SymbolImage("hart", pointSize: 17, icons: TestEnvironment.icons(), at: .key("content").appending("image"))
    ) { error in
      XCTAssertEqual((error as? LayoutError)?.path.description, "content.image")
      XCTAssertEqual((error as? LayoutError)?.hint, "did you mean 'heart', 'cart', 'hail'?")
    }
  }

  func testHierarchicalDrawsTheEnclosureFaded() throws {
    let icons = try TestEnvironment.icons()
    let enclosed = try SymbolImage(
      "checkmark.circle.fill", pointSize: 17, rendering: .hierarchical, icons: icons, at: .key("s"))
    let layers = glyphs(try arranged(enclosed))
    XCTAssertEqual(layers.map(\.id), ["s.secondary", "s"])
    XCTAssertEqual(layers.map { $0.font.variations?.fill }, [1, 0])
    XCTAssertEqual(layers.map(\.color.hex), ["#007AFF80", "#007AFF"])
    // A single-layer symbol is drawn as monochrome, as iOS draws it.
    let heart = try SymbolImage("heart.fill", pointSize: 17, rendering: .hierarchical, icons: icons, at: .key("s"))
    XCTAssertEqual(glyphs(try arranged(heart)).count, 1)
  }

  func testMulticolourPaintsTheSymbolsIOSPaints() throws {
    let icons = try TestEnvironment.icons()
    let plus = try SymbolImage("plus.circle.fill", pointSize: 17, rendering: .multicolor, icons: icons, at: .key("s"))
    let layers = glyphs(try arranged(plus))
    XCTAssertEqual(layers.map(\.id), ["s.mark", "s"])
    XCTAssertEqual(layers.map(\.color.hex), ["#FFFFFF", "#34C759"], "a white mark in a green disk, whatever the style")
    XCTAssertEqual(layers.first?.font.size ?? 0, 22 * 0.7, accuracy: 1e-9)
    let minus = try SymbolImage("minus.circle.fill", pointSize: 17, rendering: .multicolor, icons: icons, at: .key("s"))
    XCTAssertEqual(glyphs(try arranged(minus)).last?.color.hex, "#FF3B30")
    let star = try SymbolImage("star.fill", pointSize: 17, rendering: .multicolor, icons: icons, at: .key("s"))
    XCTAssertEqual(glyphs(try arranged(star, color: .yellow)).map(\.color.hex), ["#FFCC00"])
  }
}
