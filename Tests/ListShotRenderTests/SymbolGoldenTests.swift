import Dispatch
import ListShot
import ListShotCore
import ListShotModel
import ListShotRender
import ListShotTestSupport
import XCTest

/// Golden images of symbols and colours: SF Symbol names drawn outline and filled (one glyph
/// of Material Symbols at FILL 0 and 1), the rendering modes, and the colours every icon kind
/// takes (system colours, label colours, RGB, tokens, opacity), light and dark, LTR and RTL.
final class SymbolGoldenTests: XCTestCase {
  static let screen = Screen("symbols", style: .insetGrouped, width: 390) {
    SymbolGoldenTests.section("Outline and fill") {
      ListCell("person.circle", image: .named("person.circle"), imageColor: .blue)
      ListCell("person.circle.fill", image: .named("person.circle.fill"), imageColor: .blue)
      ListCell("star · star.fill", image: .named("star"), imageColor: .yellow)
        .accessories(.image(.named("star.fill"), color: .yellow))
      ListCell("doc · doc.fill", image: .named("doc"), imageColor: .secondary)
        .accessories(.image(.named("doc.fill")))
      ListCell("heart · heart.fill", image: .named("heart"), imageColor: .pink)
        .accessories(.image(.named("heart.fill"), color: .pink))
    }
    SymbolGoldenTests.section("Rendering modes") {
      ListCell(
        "checkmark.circle.fill, hierarchical", image: .named("checkmark.circle.fill"), imageColor: .green,
        imageRendering: .hierarchical)
      ListCell("plus.circle.fill, multicolour", image: .named("plus.circle.fill"), imageRendering: .multicolor)
      ListCell("minus.circle.fill, multicolour", image: .named("minus.circle.fill"), imageRendering: .multicolor)
      ListCell("gearshape.fill, monochrome", image: .named("gearshape.fill"), imageColor: .gray)
    }
    SymbolGoldenTests.section("Colours") {
      ListCell("orange · mint", image: .named("bell.fill"), imageColor: .orange)
        .accessories(.image(.named("leaf.fill"), color: .mint))
      ListCell("indigo · RGB", image: .named("moon.fill"), imageColor: .indigo)
        .accessories(.image(.named("wifi"), color: .rgb(red: 0.6, green: 0.2, blue: 0.8)))
      ListCell("token · opacity", image: .named("lock.fill"), imageColor: .token("color.content.brandPrimary"))
        .accessories(.image(.named("airplane"), color: TintColor.blue.opacity(0.4)))
      ODSListItem(title: "ODS leading icon", leading: .icon(.named("figure.handball"), color: .teal))
      MaterialListCell.singleLine("Material icon", leadingImage: .icon(.named("favorite"), color: .red))
    }
  }

  static func section(_ header: String, @RowsBuilder rows: () -> [Row]) -> Section {
    var section = Section(rows: rows())
    section.header = header
    return section
  }

  func testSymbolsAndColoursInBothSchemesAndDirections() {
    for scheme in ColorScheme.allCases {
      for direction in LayoutDirection.allCases {
        assertGolden(
          Self.screen, RenderVariant(scheme: scheme, direction: direction, scale: 2, look: .ios18),
          suite: "Symbols", named: "symbols")
      }
    }
  }

  /// The same bytes twice and on several threads at once: the variable font's axes are fixed
  /// whole numbers in the display list.
  func testSymbolRendersAreDeterministic() throws {
    let renderer = try TestEnvironment.renderer()
    let variant = RenderVariant(scheme: .dark, direction: .rightToLeft, scale: 2, look: .ios18)
    let first = try renderer.png(for: Self.screen, in: variant)
    XCTAssertEqual(try renderer.png(for: Self.screen, in: variant), first)
    let results = ResultBox(count: 4)
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      results.set(index, Result { try renderer.png(for: Self.screen, in: variant) })
    }
    for index in 0..<4 { XCTAssertEqual(try results.get(index).get(), first, "thread \(index)") }
  }

  /// SVG and PDF draw the variable glyphs as outlines: outline and fill differ there too.
  func testVectorExportDrawsTheVariations() throws {
    let renderer = try TestEnvironment.renderer()
    let outline = Screen("o", width: 120) { ListCell("A", image: .named("person.circle")) }
    let filled = Screen("f", width: 120) { ListCell("A", image: .named("person.circle.fill")) }
    for format in [VectorFormat.svg, .pdf] {
      let a = try renderer.document(
        renderer.displayList(for: outline, in: RenderVariant(scale: 1, look: .ios18)), format: format)
      let b = try renderer.document(
        renderer.displayList(for: filled, in: RenderVariant(scale: 1, look: .ios18)), format: format)
      XCTAssertFalse(a.isEmpty)
      XCTAssertNotEqual(a, b, "\(format)")
    }
    let svg = String(
      decoding: try renderer.document(
        renderer.displayList(for: outline, in: RenderVariant(scale: 1, look: .ios18)), format: .svg),
      as: UTF8.self)
    XCTAssertTrue(svg.contains("<symbol"), "glyph outlines are written")
  }
}
