import Foundation
import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// The SwiftUI list modifiers in a spec: every key read into the model as the Swift
/// modifiers build it, and the errors bad values report at their file:line:col.
final class ListModifierSpecTests: XCTestCase {
  private func screen(_ yaml: String) throws -> Screen {
    try XCTUnwrap(try SpecReader.parse(yaml, file: "spec.yaml").screens.first)
  }

  private func rows(_ rows: String, extra: String = "") -> String {
    "screens:\n  - name: a\n" + extra + "    rows:\n" + rows
  }

  private func message(_ text: String) -> String? {
    do {
      _ = try SpecReader.parse(text, file: "spec.yaml")
      return nil
    } catch let error as ListShotError {
      return error.description
    } catch {
      return "unexpected \(error)"
    }
  }

  func testRowModifiersReadAsTheSwiftModifiersBuildThem() throws {
    let decoded = try screen(
      rows(
        """
              - listCell: { text: A }
                listRowSeparator: { visibility: hidden, edges: bottom }
                listRowSeparatorTint: { color: red, edges: top }
                listRowInsets: { top: 4, leading: 40 }
                listRowBackground: "#FFEEDD"
                badge: 3
              - listCell: { text: B }
                listRowSeparator: hidden
                listRowSeparatorTint: blue
                listRowInsets: 8
                badge: New
              - listCell: { text: C }
                badge: "12"
                contextMenu:
                  - { title: Copy, systemImage: doc }
                  - divider
                  - { title: Delete, role: destructive }

        """))
    let rows = decoded.sections[0].rows
    XCTAssertEqual(
      rows[0],
      ListCell("A").listRowSeparator(.hidden, edges: .bottom).listRowSeparatorTint(.red, edges: .top)
        .listRowInsets(EdgeInsets(top: 4, leading: 40)).listRowBackground(TintColor.custom(Color(hex: "#FFEEDD")!))
        .badge(3))
    XCTAssertEqual(
      rows[1],
      ListCell("B").listRowSeparator(.hidden).listRowSeparatorTint(.blue).listRowInsets(EdgeInsets(all: 8))
        .badge("New"))
    XCTAssertEqual(
      rows[2],
      ListCell("C").badge("12").contextMenu {
        ContextMenuItem.button("Copy", systemImage: "doc")
        ContextMenuItem.divider
        ContextMenuItem.button("Delete", role: .destructive)
      })
  }

  func testSectionAndScreenModifiers() throws {
    let decoded = try screen(
      """
      screens:
        - name: a
          navigationTitle: Fruit
          searchable: { text: App, prompt: Fruit }
          chrome: { statusBar: false, barItems: [editButton, { title: Share }] }
          sections:
            - listSectionSeparator: { visibility: hidden, edges: top }
              rows: [{ listCell: { text: A } }]
            - listSectionSeparator: visible
              rows: [{ listCell: { text: B } }]

      """)
    XCTAssertEqual(decoded.searchField, SearchField(text: "App", prompt: "Fruit"))
    XCTAssertEqual(decoded.chrome?.barItems, [.editButton, .title("Share")])
    XCTAssertEqual(decoded.sections[0].separators, SectionSeparators(top: .hidden))
    XCTAssertEqual(decoded.sections[1].separators, SectionSeparators(top: .visible, bottom: .visible))
    let plain = try screen("screens:\n  - name: a\n    navigationTitle: F\n    searchable: true\n    rows: []\n")
    XCTAssertEqual(plain.searchField, SearchField())
  }

  func testViewFormsOfTheBackgroundAndTheViewsAroundTheList() throws {
    let decoded = try screen(
      """
      screens:
        - name: a
          viewsAbove: [{ text: Today }]
          viewsBelow: [{ text: 3 selections }]
          rows:
            - listCell: { text: A }
              listRowBackground: { color: blue }

      """)
    XCTAssertEqual(decoded.viewsAbove, [.text("Today")])
    XCTAssertEqual(decoded.viewsBelow, [.text("3 selections")])
    XCTAssertEqual(decoded.sections[0].rows[0], ListCell("A").listRowBackground(ViewNode.color(.blue)))
  }

  func testBadValuesNameTheirPosition() {
    let cases: [(String, String, String)] = [
      (
        "      - listCell: { text: A }\n        listRowSeparator: gone\n", "",
        "spec.yaml:5:27 (screens[0].rows[0].listRowSeparator): error: unknown listRowSeparator 'gone'; expected one of: automatic, visible, hidden"
      ),
      (
        "      - listCell: { text: A }\n        listRowInsets: { leading: 900 }\n", "",
        "spec.yaml:5:35 (screens[0].rows[0].listRowInsets.leading): error: leading 900 is out of range; expected 0...500"
      ),
      (
        "      - listCell: { text: A }\n        badge: -1\n", "",
        "spec.yaml:5:16 (screens[0].rows[0].badge): error: badge -1 is out of range; expected 0...999999"
      ),
      (
        "      - listCell: { text: A }\n        contextMenu: [divider]\n", "",
        "spec.yaml:5:22 (screens[0].rows[0].contextMenu): error: a context menu shows at least one action"
      ),
      (
        "      - listCell: { text: A }\n        contextMenu: [{ title: A }]\n      - listCell: { text: B }\n        contextMenu: [{ title: B }]\n",
        "",
        "spec.yaml:7:22 (screens[0].rows[1].contextMenu): error: only one context menu can be open; sections[0].rows[0] already has one"
      ),
      (
        "      - listCell: { text: A }\n", "    searchable: true\n",
        "spec.yaml:3:17 (screens[0].searchable): error: searchable needs a navigationTitle: the search field sits in the navigation bar"
      ),
    ]
    for (rowsText, extra, expected) in cases {
      XCTAssertEqual(message(rows(rowsText, extra: extra)), expected)
    }
  }
}
