import ListShotUI
import XCTest

/// The screen docs/swiftui.md shows: its source is quoted there as it stands here, and its
/// picture is the render (recorded with LISTSHOT_RECORD=all, then looked at).
final class DocsExampleTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let trips = [Trip(city: "Lisbon", dates: "12 – 16 May"), Trip(city: "Kyoto", dates: "3 – 10 June")]

  func testTheDocumentQuotesTheSourceAndShowsItsRender() throws {
    let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/swiftui.md"), encoding: .utf8)
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/ListShotUITests/TripsView.swift"), encoding: .utf8)
    XCTAssertTrue(doc.contains(source), "docs/swiftui.md does not quote TripsView.swift as it stands")

    let screen = Screen("trips", state: ScreenState(swiped: .titled("Lisbon"))) { TripsView(trips: Self.trips) }
    let png = try Lowering.renderer.png(for: screen, in: Lowering.variant(scale: 2))
    let image = Self.root.appendingPathComponent("docs/images/swiftui-trips.png")
    if ProcessInfo.processInfo.environment["LISTSHOT_RECORD"] == "all" {
      try Data(png).write(to: image)
    }
    XCTAssertEqual(try Data(contentsOf: image), Data(png), "docs/images/swiftui-trips.png is not the render")
  }

  /// README.md's "Your SwiftUI code": the same check for its screen.
  func testTheReadmeQuotesItsSwiftUIScreenAndShowsItsRender() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/ListShotUITests/CrewView.swift"), encoding: .utf8)
    XCTAssertTrue(readme.contains(source), "README.md does not quote CrewView.swift as it stands")

    let crew = [CrewMember(name: "Ada", role: "pilot"), CrewMember(name: "Grace", role: "navigator")]
    let screen = Screen("crew", state: ScreenState(editMode: .active)) { CrewView(crew: crew) }
    let png = try Lowering.renderer.png(for: screen, in: Lowering.variant(scale: 2))
    let image = Self.root.appendingPathComponent("docs/images/swiftui-crew.png")
    if ProcessInfo.processInfo.environment["LISTSHOT_RECORD"] == "all" {
      try Data(png).write(to: image)
    }
    XCTAssertEqual(try Data(contentsOf: image), Data(png), "docs/images/swiftui-crew.png is not the render")
  }
}
