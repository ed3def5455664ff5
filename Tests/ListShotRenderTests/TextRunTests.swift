import ListShotCore
import ListShotDisplayList
@testable import ListShotRender
import ListShotTestSupport
import XCTest

/// Styled runs (rich text): Pango shapes each run in its own weight, so measuring with runs is
/// what the painter draws, and differs from the plain text.
final class TextRunTests: XCTestCase {
  let attributes = TextAttributes(
    font: FontDescriptor(family: "TeX Gyre Heros", size: 14), lineHeight: 20, letterSpacing: 0.17)

  func testStrongRunsAreShapedBold() throws {
    let measurer = PangoTextMeasurer(fonts: try TestEnvironment.renderer().fonts)
    let plain = measurer.measure("Error message with strong text", attributes: attributes, maxWidth: nil, maxLines: 0)
    let runs = [TextRun("Error message with "), TextRun("strong", weight: .bold), TextRun(" text")]
    let rich = measurer.measure(runs, attributes: attributes, maxWidth: nil, maxLines: 0)
    XCTAssertGreaterThan(rich.size.width, plain.size.width + 1)
    XCTAssertEqual(rich.lineCount, 1)
    // Underline and colour change no metrics.
    let link = [
      TextRun("Error message with "), TextRun("strong", weight: .bold, isUnderlined: true, color: .black),
      TextRun(" text"),
    ]
    XCTAssertEqual(
      measurer.measure(link, attributes: attributes, maxWidth: nil, maxLines: 0).size.width, rich.size.width)
    // A run list that is all plain measures as the plain text.
    XCTAssertEqual(
      measurer.measure([TextRun("Error message with strong text")], attributes: attributes, maxWidth: nil, maxLines: 0),
      plain)
  }

  /// The painter draws the runs: a bold run puts more ink on the canvas than the same text
  /// plain, and a coloured run paints in its colour.
  func testThePainterDrawsTheRuns() throws {
    let renderer = try TestEnvironment.renderer()
    func pixels(_ runs: [TextRun]) throws -> [UInt8] {
      let text = TextItem(
        id: "t", text: runs.map(\.text).joined(), runs: runs, frame: Rect(x: 0, y: 0, width: 200, height: 20),
        attributes: attributes, color: .black, alignment: .left, direction: .leftToRight, maxLines: 0,
        isTruncated: false)
      let list = DisplayList(size: Size(width: 200, height: 20), scale: 1, background: .white, items: [.text(text)])
      return try renderer.withPixels(list) { $0.rgba.pixels }
    }
    func ink(_ rgba: [UInt8]) -> Int { stride(from: 0, to: rgba.count, by: 4).reduce(0) { $0 + 255 - Int(rgba[$1]) } }
    let plain = try pixels([TextRun("plain strong")])
    let bold = try pixels([TextRun("plain "), TextRun("strong", weight: .bold)])
    XCTAssertGreaterThan(ink(bold), ink(plain) + 500)
    let red = try pixels([TextRun("plain "), TextRun("strong", color: Color(hex: "#FF0000"))])
    let reddish = stride(from: 0, to: red.count, by: 4).filter { red[$0] > 200 && red[$0 + 1] < 80 }.count
    XCTAssertGreaterThan(reddish, 10)
  }
}
