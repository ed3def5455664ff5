import ListShotCore
import ListShotDisplayList
import ListShotSnapshot
import XCTest

@testable import ListShot

/// The changed-rows report names a row's parts from the components of the items' ids, never
/// from their printed text.
final class RowRegionsTests: XCTestCase {
  let row = NodePath.row(section: 0, 0)

  func rect(_ id: NodePath, y: Double = 0) -> DisplayItem {
    .rect(RectItem(id: id, frame: Rect(x: 0, y: y, width: 10, height: 10), fill: .white))
  }

  func testPartsAreTheKeyAfterTheRowWhateverItSpells() {
    // A key that prints like a deeper path: slicing the printed id at the first "." or "["
    // would call its part `…rows[0].a`.
    let odd = row.appending("a.b[1]")
    let items = [
      rect(row.appending("title")), rect(row.appending("leading").appending("clip"), y: 5), rect(odd),
      rect(row.appending("children").index(0).appending("title"), y: 20), rect(row),
    ]
    let list = DisplayList(
      size: Size(width: 10, height: 40), scale: 1, background: .white, items: items,
      rows: [DisplayRow(path: row, items: Array(items.indices))])
    let regions = RowRegions.regions(of: list)
    XCTAssertEqual(
      regions.map(\.name),
      [row, row.appending("title"), row.appending("leading"), odd, row.appending("children")])
    XCTAssertEqual(regions.map(\.name.description).last, "sections[0].rows[0].children")
    XCTAssertEqual(regions[0].rect, PixelRect(x: 0, y: 0, width: 10, height: 30))
    XCTAssertEqual(regions.map { RowRegions.isRow($0.name) }, [true, false, false, false, false])
  }

  func testAnIDOutsideTheRowOrTheRowItselfIsNoPart() {
    XCTAssertNil(RowRegions.part(of: row, row: row))
    XCTAssertNil(RowRegions.part(of: NodePath.row(section: 0, 1).appending("title"), row: row))
    XCTAssertNil(RowRegions.part(of: NodePath.key("navigationBar").appending("title"), row: row))
    XCTAssertFalse(RowRegions.isRow(row.appending("children").index(0)))
  }
}
