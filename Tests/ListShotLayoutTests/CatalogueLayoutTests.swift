import ListShotCore
import ListShotDisplayList
import ListShotGallery
import ListShotLayout
import ListShotModel
import ListShotSpec
import ListShotTestSupport
import XCTest

/// Every drawn view and modifier of the catalogue, as its entry shows it (`ViewEntry.example`),
/// read as a spec and laid out left to right and right to left: the right-to-left list is the
/// left-to-right one mirrored (`TestEnvironment.layout`), the view draws inside its row, and
/// the example draws something. A view added to the catalogue is laid out here without a test of
/// its own; its specific rules are tested beside its layout.
final class CatalogueLayoutTests: XCTestCase {
  func screen(of entry: ViewEntry) throws -> Screen {
    let yaml = "screens:\n  - name: example\n    style: insetGrouped\n    rows:\n      - content: \(entry.example!)"
    return try SpecReader.parse(
      yaml, file: "\(entry.name).yaml",
      iconCheck: { name, location in
        (try? TestEnvironment.icons())?.character(for: name) == nil
          ? (try? TestEnvironment.icons())?.unknownNameError(name, at: location) : nil
      }
    ).screens[0]
  }

  func testEveryDrawnEntryHasAnExampleThatLaysOutInBothDirections() throws {
    let drawn = (ViewCatalogue.views + ViewCatalogue.modifiers).filter { $0.status.draws && $0.spec != nil }
    XCTAssertGreaterThan(drawn.count, 30)
    for entry in drawn where entry.name != "your own View" {
      guard entry.example != nil else {
        XCTFail("\(entry.name) is drawn but has no example in the catalogue")
        continue
      }
      do {
        let list = try TestEnvironment.layout(try screen(of: entry))
        let row = try XCTUnwrap(list.rows.first, entry.name)
        let drawnItems = list.items.enumerated().filter { row.items.contains($0.offset) }.map(\.element)
        XCTAssertFalse(drawnItems.isEmpty, "\(entry.name): the example draws nothing")
        let rowFrame = try XCTUnwrap(list.semantics.first { $0.id == NodePath.row(section: 0, 0) }?.frame, entry.name)
        for item in drawnItems {
          guard let frame = item.frame, case .text = item else { continue }
          XCTAssertTrue(
            frame.minX >= rowFrame.minX - 0.5 && frame.maxX <= rowFrame.maxX + 0.5,
            "\(entry.name): \(item.id) at \(frame) is outside its row \(rowFrame)")
        }
      } catch {
        XCTFail("\(entry.name): \(error)")
      }
    }
  }

  /// The gallery shows every one of them, headed by its SwiftUI name.
  func testEveryDrawnEntryHasAGalleryCard() throws {
    let names = Gallery.entries.compactMap { entry -> [String]? in
      guard case .screen(let screen, _) = entry.content, screen.name.hasPrefix("catalogue-") else { return nil }
      return screen.sections.compactMap(\.header)
    }.flatMap { $0 }
    for entry in Gallery.catalogueCards(of: ViewCatalogue.views + ViewCatalogue.modifiers) {
      XCTAssertTrue(names.contains(entry.name), "\(entry.name) has no card in the gallery")
    }
    for entry in Gallery.entries where entry.title.hasPrefix("SwiftUI catalogue") {
      if case .forbidden(let message) = entry.content { XCTFail(message) }
    }
  }
}
