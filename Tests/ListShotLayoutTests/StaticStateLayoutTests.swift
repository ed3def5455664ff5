import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Static interaction states: rows swiped open and pull to refresh, in both directions.
final class StaticStateLayoutTests: XCTestCase {
  func testTrailingSwipeSlidesTheContentAndShowsTheActionsFromTheEdge() throws {
    let screen = Screen("swipe") {
      ListCell("Mail").swipeActions(SwipeAction("Delete", role: .destructive), SwipeAction("Flag", tint: .accent))
    }
    let list = try TestEnvironment.layout(screen)
    guard case .pushClip(let clip)? = list.items(withID: "sections[0].rows[0].swipeClip").first else {
      return XCTFail("no clip")
    }
    XCTAssertEqual(clip.frame, Rect(x: 0, y: 0, width: 390, height: 44))
    // Subheadline medium: "Delete" is 45 wide, + 2 × 15 = 75; "Flag" 30 + 30 < 74.
    XCTAssertEqual(list.rect("sections[0].rows[0].swipeActions[0]")?.frame, Rect(x: 315, y: 0, width: 75, height: 44))
    XCTAssertEqual(list.fill("sections[0].rows[0].swipeActions[0]"), Color(hex: "#FF3B30"))
    XCTAssertEqual(list.rect("sections[0].rows[0].swipeActions[1]")?.frame, Rect(x: 241, y: 0, width: 74, height: 44))
    XCTAssertEqual(list.fill("sections[0].rows[0].swipeActions[1]"), Color(hex: "#F16E00"))
    let title = try XCTUnwrap(list.text("sections[0].rows[0].swipeActions[0].title"))
    XCTAssertEqual(title.frame, Rect(x: 330, y: 12, width: 45, height: 20))
    XCTAssertEqual(title.color, Color.white)
    XCTAssertEqual(title.alignment, .center)
    XCTAssertEqual(list.text("sections[0].rows[0].text")?.frame.x, 20 - 149)
    XCTAssertTrue(list.items.contains(.popClip))
  }

  func testLeadingSwipeAndDefaultTint() throws {
    let list = try TestEnvironment.layout(
      Screen("swipe") {
        ListCell("Mail").swipeActions(
          edge: .leading, SwipeAction("Unread"), SwipeAction("Pin", tint: .custom(Color(hex: "#FF9500")!)))
      })
    // "Unread": 45 + 30 = 75; "Pin" is 74 wide; the first one at the leading edge.
    XCTAssertEqual(list.rect("sections[0].rows[0].swipeActions[0]")?.frame, Rect(x: 0, y: 0, width: 75, height: 44))
    XCTAssertEqual(list.fill("sections[0].rows[0].swipeActions[0]"), Color(hex: "#8E8E93"))
    XCTAssertEqual(list.rect("sections[0].rows[0].swipeActions[1]")?.frame, Rect(x: 75, y: 0, width: 74, height: 44))
    XCTAssertEqual(list.fill("sections[0].rows[0].swipeActions[1]"), Color(hex: "#FF9500"))
    XCTAssertEqual(list.text("sections[0].rows[0].text")?.frame.x, 20 + 149)
  }

  func testPullToRefreshPutsASpinnerAboveTheFirstRow() throws {
    var screen = Screen("refresh") { ListCell("Inbox") }
    screen.isRefreshing = true
    let list = try TestEnvironment.layout(screen)
    XCTAssertEqual(list.size.height, 60 + 44)
    XCTAssertEqual(list.ids(startingWith: "refreshControl.spoke").count, 8)
    let spoke = try XCTUnwrap(list.path("refreshControl.spoke0"))
    XCTAssertEqual(spoke.frame, Rect(x: 185, y: 20, width: 20, height: 20))
    XCTAssertEqual(spoke.stroke?.color, Color(hex: "#8E8E93"))
    XCTAssertEqual(list.path("refreshControl.spoke1")?.stroke?.color.alpha, 91, "trailing spokes fade")
    XCTAssertEqual(list.text("sections[0].rows[0].text")?.frame.y, 60 + 11)
  }
}
