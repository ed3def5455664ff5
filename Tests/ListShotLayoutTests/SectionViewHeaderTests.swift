import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// A section header or footer may be any view: laid out at the header's text margin, its texts in
/// the header's font, colour and case unless they set their own, in both directions.
final class SectionViewHeaderTests: XCTestCase {
  func screen(style: ListStyle = .insetGrouped) -> Screen {
    var section = Section(rows: [ListCell("Home").asRow])
    section.headerView = .hstack(.image(systemName: "wifi"), .text("Networks"), .spacer(), .text("Edit").bold())
    section.footerView = .text("Known networks join automatically.")
    var screen = Screen(name: "wifi", style: style, sections: [section])
    screen.width = 390
    return screen
  }

  func testAViewHeaderTakesTheHeadersStyleAndCase() throws {
    let list = try TestEnvironment.layout(screen())
    let text = try XCTUnwrap(list.text("sections[0].header.hstack[1].text"))
    let plain = try TestEnvironment.layout(
      Screen(
        name: "wifi", style: .insetGrouped,
        sections: [Section(header: "Networks", footer: "f", rows: [ListCell("Home").asRow])]))
    let reference = try XCTUnwrap(plain.text("sections[0].header"))
    // The text header's font, colour and upper case (iOS 17–18 grouped styles).
    XCTAssertEqual(text.text, "NETWORKS")
    XCTAssertEqual(text.attributes, reference.attributes)
    XCTAssertEqual(text.color, reference.color)
    // A text that sets its own weight keeps it, in the header's size.
    let edit = try XCTUnwrap(list.text("sections[0].header.hstack[3].text"))
    XCTAssertEqual(edit.attributes.font.weight, .bold)
    XCTAssertEqual(edit.attributes.font.size, reference.attributes.font.size)
    // At the header's text margin, and the symbol before the text.
    let symbol = try XCTUnwrap(list.items(withID: "sections[0].header.hstack[0].image").first?.frame)
    XCTAssertEqual(symbol.minX, reference.frame.minX, accuracy: 1e-9)
    XCTAssertGreaterThan(text.frame.minX, symbol.maxX)
    // The trailing text ends at the text margin on the other side.
    XCTAssertEqual(edit.frame.maxX, reference.frame.maxX, accuracy: 0.5)
    // The footer's text as a view: not upper-cased, in the footer's font.
    let footer = try XCTUnwrap(list.text("sections[0].footer.text"))
    XCTAssertEqual(footer.text, "Known networks join automatically.")
    XCTAssertEqual(footer.attributes, try XCTUnwrap(plain.text("sections[0].footer")).attributes)
  }

  func testAViewHeaderIsMirroredInRightToLeft() throws {
    let rtl = try TestEnvironment.layout(screen(), direction: .rightToLeft)
    let symbol = try XCTUnwrap(rtl.items(withID: "sections[0].header.hstack[0].image").first?.frame)
    let text = try XCTUnwrap(rtl.text("sections[0].header.hstack[1].text"))
    XCTAssertLessThan(text.frame.maxX, symbol.minX, "the text is left of the symbol in right to left")
  }

  func testAPlainListHeaderViewIsAsWritten() throws {
    let list = try TestEnvironment.layout(screen(style: .plain))
    XCTAssertEqual(list.text("sections[0].header.hstack[1].text")?.text, "Networks")
  }
}
