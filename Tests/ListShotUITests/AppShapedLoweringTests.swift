import ListShotUI
import XCTest

/// Views written as apps write them (AppShapedViews.swift) lower to the model a spec of the same
/// screen reads to, and render to the same bytes.
final class AppShapedLoweringTests: XCTestCase {
  func testAnInboxOfCustomModifiersStylesShapesAndGenericContainers() throws {
    let spec = try Lowering.spec(
      """
        - name: inbox
          style: insetGrouped
          sections:
            - header: { hstack: [{ image: tray }, { text: Inbox }] }
              rows:
                - content:
                    view: Tile
                    # The body of Tile { HStack { Circle … Text … } } accessory: { Text("3") }
                - content: { view: TileArchive }
                - content:
                    text: Flagged
                    padding: 8
                    background:
                      roundedRectangle: { cornerRadius: 7, style: continuous }
                      fill: { color: gray, opacity: 0.25 }
                - content:
                    text: Mark all read
                    bold: true
                    padding: { top: 4, leading: 10, bottom: 4, trailing: 10 }
                    background: { capsule, fill: blue }
                    foregroundStyle: white
                - content:
                    text: Muted
                    background: { roundedRectangle: { cornerRadius: 7, style: continuous }, fill: red }
      """,
      views: """
          - name: Tile
            body:
              hstack:
                - hstack:
                    - { circle, fill: blue, frame: { width: 10, height: 10 } }
                    - { text: Unread, foregroundStyle: secondary }
                - spacer
                - text: "3"
          - name: TileArchive
            body: { hstack: [{ text: Archive }, spacer] }
        """)
    let lowered = try Lowering.screen("inbox") { InboxView() }
    XCTAssertEqual(lowered.sections[0].headerView, spec.sections[0].headerView)
    for (a, b) in zip(lowered.sections[0].rows, spec.sections[0].rows) {
      XCTAssertEqual(a.content.kindName, b.content.kindName)
    }
    try Lowering.assertSamePNGs(Screen("inbox") { InboxView() }, spec)
  }
}
