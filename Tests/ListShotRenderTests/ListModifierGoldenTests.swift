import ListShot
import ListShotCore
import ListShotGallery
import ListShotModel
import ListShotTestSupport
import XCTest

/// Golden images of the SwiftUI list modifiers on an iPhone 15 screen at @2x (the gallery's
/// screens), to hold next to shared/reference/platform-metrics.md and the ods-ios renders:
/// the row modifiers in each list style and across scheme, direction and text size; the
/// search field in each style and with the inline title; the open context menu.
final class ListModifierGoldenTests: XCTestCase {
  static let phone = ContainerGoldenTests.phone

  /// Each value of each axis at least once: light and dark, LTR and RTL, large and AX3.
  static let variants: [(ColorScheme, LayoutDirection, DynamicTypeSize)] = [
    (.light, .leftToRight, .large), (.dark, .rightToLeft, .large), (.light, .rightToLeft, .accessibility3),
    (.dark, .leftToRight, .accessibility3),
  ]

  func assertVariants(_ screen: Screen, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    for (scheme, direction, size) in Self.variants {
      assertGolden(
        screen,
        RenderVariant(scheme: scheme, dynamicTypeSize: size, direction: direction, device: Self.phone, look: .ios18),
        suite: "ListModifiers", named: name, file: file,
        line: line)
    }
  }

  func assertStyles(
    _ make: (ListStyle) -> Screen, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    for style in ListStyle.allCases {
      assertGolden(
        make(style), RenderVariant(device: Self.phone, look: .ios18), suite: "ListModifiers",
        named: "\(name)-\(style.rawValue)",
        file: file, line: line)
    }
  }

  func testRowModifiers() { assertVariants(Gallery.rowModifiers(.plain), named: "row-modifiers") }

  func testRowModifiersInEachStyle() { assertStyles({ Gallery.rowModifiers($0) }, named: "row-modifiers-style") }

  func testEditButtonWhileEditing() {
    assertGolden(
      Gallery.rowModifiers(.insetGrouped, isEditing: true), RenderVariant(device: Self.phone, look: .ios18),
      suite: "ListModifiers",
      named: "edit-button-done")
  }

  func testSearchable() { assertVariants(Gallery.searchable(.insetGrouped), named: "searchable") }

  func testSearchableInEachStyle() { assertStyles({ Gallery.searchable($0) }, named: "searchable-style") }

  func testSearchableInlineWithText() {
    assertVariants(Gallery.searchable(.plain, inline: true, text: "Sal"), named: "searchable-inline")
  }

  func testContextMenu() { assertVariants(Gallery.contextMenu(.insetGrouped), named: "context-menu") }

  func testViewsAroundTheListAndAViewBackground() { assertVariants(Gallery.viewsAround, named: "views-around") }

  func testContextMenuInEachStyle() { assertStyles({ Gallery.contextMenu($0) }, named: "context-menu-style") }
}
