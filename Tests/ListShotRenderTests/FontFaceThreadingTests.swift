import Dispatch
import ListShotCore
import ListShotDisplayList
import ListShotRender
import ListShotTestSupport
import XCTest

/// Text in many font files, painted on several threads at once.
///
/// Cairo keeps at most ten FreeType faces of font files open and closes one no thread holds
/// when it needs another; in Cairo 1.16 (Debian 12) the check that nobody holds it races with
/// a thread taking it, so a face could be closed under a render in progress: "Cairo failed:
/// error occurred in libfreetype", or a crash, about one `preview` in ten on two cores. The
/// faces are ListShot's own (`FontFaces`), which Cairo never closes.
final class FontFaceThreadingTests: XCTestCase {
  /// Every face of the manifest (each family upright and italic, regular and bold) at a size
  /// per render, so each render makes new scaled fonts and loads glyphs from every file while
  /// the others do the same; then each render again on one thread, for the bytes to expect.
  func testTextInEveryFaceOnManyThreadsPaintsAsOnOne() throws {
    let renderer = try TestEnvironment.renderer()
    let families = renderer.fonts.familyNames
    XCTAssertGreaterThan(families.count, 8, "more faces than Cairo keeps open")
    func list(round: Int) -> DisplayList {
      var items: [DisplayItem] = []
      for (index, family) in families.enumerated() {
        for (variant, (weight, italic)) in [
          (FontWeight.regular, false), (.bold, false), (.regular, true), (.bold, true),
        ]
        .enumerated() {
          let font = FontDescriptor(family: family, size: 9 + Double(round) * 0.5, weight: weight, isItalic: italic)
          let y = Double(index * 4 + variant) * 14
          items.append(
            .text(
              TextItem(
                id: "t", text: "Aa Éé 0123 ❤ سلام שלום", runs: nil,
                frame: Rect(x: 0, y: y, width: 300, height: 14),
                attributes: TextAttributes(font: font, lineHeight: 14, letterSpacing: 0), color: .black,
                alignment: .left, direction: .leftToRight, maxLines: 1, isTruncated: false)))
        }
      }
      return DisplayList(
        size: Size(width: 300, height: Double(families.count * 4) * 14), scale: 2, background: .white, items: items)
    }
    let renders = 48
    let results = ResultBox(count: renders)
    DispatchQueue.concurrentPerform(iterations: renders) { index in
      results.set(index, Result { try renderer.withPixels(list(round: index)) { $0.rgba.pixels } })
    }
    for index in 0..<renders {
      let expected = try renderer.withPixels(list(round: index)) { $0.rgba }
      let pixels = try results.get(index).get()
      guard pixels != expected.pixels else { continue }
      let row =
        zip(pixels, expected.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4 / expected.width
      let line = row / 28
      XCTFail("render \(index) differs from pixel row \(row) on: \(families[line / 4]), face \(line % 4)")
    }
  }
}
