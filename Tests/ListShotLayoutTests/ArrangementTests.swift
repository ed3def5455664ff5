import ListShot
import ListShotGallery
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The three steps of layout as values: the arrangement is logical (it does not depend on the
/// direction), typed by model path, and only the mirror pass makes it physical; the device's
/// side safe areas are placed by layout.
final class ArrangementTests: XCTestCase {
  let screen = Screen("s") {
    ODSListItem(
      title: "Title", subtitle: "Sub", leading: .icon(.named("heart")), trailingText: "Details", isNavigationLink: true)
    ListCell("Inbox").accessories(.disclosureIndicator, .badge("3")).swipeActions(
      SwipeAction("Delete", role: .destructive))
    OUDSSwitchItem("Wi-Fi", isOn: true, isReversed: true)
  }

  func testTheArrangementIsTheSameInBothDirections() throws {
    let ltr = try ScreenLayout.arrange(screen, in: TestEnvironment.layoutEnvironment(direction: .leftToRight))
    let rtl = try ScreenLayout.arrange(screen, in: TestEnvironment.layoutEnvironment(direction: .rightToLeft))
    XCTAssertEqual(ltr, rtl, "direction is applied by the mirror pass only")
    XCTAssertNotEqual(
      ScreenLayout.emit(ltr, direction: .leftToRight).items, ScreenLayout.emit(ltr, direction: .rightToLeft).items)
  }

  func testRowsArePartsNamedByTheirPathWithTheirContentPlacedInside() throws {
    let arranged = try ScreenLayout.arrange(screen, in: TestEnvironment.layoutEnvironment())
    let section = try XCTUnwrap(parts(of: arranged.content).first)
    XCTAssertEqual(section.path, NodePath.key("sections").index(0))
    // Each row; the list cell's separator follows it in a part of its own, named for the row
    // (the ODS and controls items draw their own dividers).
    let rows = parts(of: section)
    XCTAssertEqual(
      rows.map(\.path), [.row(section: 0, 0), .row(section: 0, 1), .row(section: 0, 1), .row(section: 0, 2)])
    XCTAssertEqual(rows[2].elements.map(\.itemID), ["sections[0].rows[1].separator"])
    // The list cell's content slides towards the leading edge by the width of its swipe
    // action: "Delete" in 15 pt Subheadline is 6 × 7.5 = 45 pt wide, plus 15 pt each side.
    let content = try XCTUnwrap(parts(of: rows[1]).first)
    XCTAssertEqual(content.originX, -75)
    XCTAssertTrue(
      content.elements.contains {
        if case .item(let item) = $0 { return item.id.description == "sections[0].rows[1].text" } else { return false }
      })
  }

  func testLandscapeSafeAreasNarrowTheContentAndMoveIt() throws {
    let viewport = Viewport(height: 390, safeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 47))
    let portrait = try TestEnvironment.layout(screen, width: 844 - 59 - 47)
    let landscape = try TestEnvironment.layout(screen, width: 844, viewport: viewport)
    let rtl = try TestEnvironment.layout(screen, direction: .rightToLeft, width: 844, viewport: viewport)
    let rtlPortrait = try TestEnvironment.layout(screen, direction: .rightToLeft, width: 844 - 59 - 47)
    XCTAssertEqual(landscape.size, Size(width: 844, height: 390))
    XCTAssertEqual(portrait.items.map(\.id.description), landscape.items.map(\.id.description))
    for (a, b) in zip(portrait.items, landscape.items) {
      XCTAssertEqual(b.frame?.x, a.frame.map { $0.x + 59 }, b.id.description)
    }
    // Right to left, the content starts past the trailing (right-hand) inset.
    for (a, b) in zip(rtlPortrait.items, rtl.items) {
      XCTAssertEqual(b.frame?.x, a.frame.map { $0.x + 47 }, b.id.description)
    }
    XCTAssertEqual(landscape.semantics.first?.frame.x, 59)
  }

  func testALayoutErrorNamesItsScreenAndTheFileItWasReadFrom() throws {
    let error = LayoutError.unknownIcon(
      "hart", at: NodePath.row(section: 0, 0).appending("listCell").appending("image"), in: try TestEnvironment.icons())
    XCTAssertEqual(error.hint, "did you mean 'heart', 'cart', 'hail'?")
    XCTAssertEqual(
      error.reported(screen: "s", file: "spec.yaml").description.prefix(78),
      "spec.yaml: screen 's': sections[0].rows[0].listCell.image: error: unknown icon")
    XCTAssertEqual(
      error.reported(screen: "s", file: nil).description.prefix(67),
      "screen 's': sections[0].rows[0].listCell.image: error: unknown icon")
  }

  func testTheDisplayListNamesTheRowOfEveryItemItDraws() throws {
    let list = try TestEnvironment.layout(screen)
    XCTAssertEqual(list.rows.map(\.path), (0..<3).map { .row(section: 0, $0) })
    for row in list.rows {
      XCTAssertFalse(row.items.isEmpty)
      for index in row.items where list.items[index] != .popClip {
        let id = list.items[index].id.components
        XCTAssertTrue(id.count > 4 && id.starts(with: row.path.components), list.items[index].id.description)
      }
    }
    XCTAssertTrue(list.rows[1].items.contains { list.items[$0].id.description == "sections[0].rows[1].separator" })
    XCTAssertTrue(
      list.rows[1].items.contains { list.items[$0].id.description == "sections[0].rows[1].swipeActions[0].title" })
  }

  /// Every item a row draws, and only those, is named for its row: on every gallery screen,
  /// an item has a row exactly when its printed id starts with a row's path, and that row.
  func testEveryGalleryItemIsInTheRowItsIdNames() throws {
    for screen in Gallery.document.screens {
      for size in [DynamicTypeSize.large, .accessibility3] {
        let list = try TestEnvironment.layout(screen, size: size)
        for (index, (item, row)) in zip(list.items, list.itemRows).enumerated() where !item.id.isEmpty {
          let named = item.id.description.hasPrefix("sections[") && item.id.description.contains(".rows[")
          XCTAssertEqual(row != nil, named, "\(screen.name): \(item.id)")
          if let row { XCTAssertTrue(item.id.description.hasPrefix("\(row)."), "\(screen.name): \(item.id) in \(row)") }
          if let top = row?.row { XCTAssertTrue(item.id.description.hasPrefix("\(top)."), "\(screen.name) #\(index)") }
        }
      }
    }
  }

  private func parts(of part: Arrangement) -> [Arrangement] {
    part.elements.compactMap { if case .part(let child) = $0 { return child } else { return nil } }
  }
}

extension Arrangement.Element {
  var itemID: String? {
    if case .item(let item) = self { return item.id.description }
    return nil
  }
}
