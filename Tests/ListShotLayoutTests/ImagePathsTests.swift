import ListShotCore
import ListShotModel
import XCTest

/// `Screen.imagePaths` finds a file wherever the model names one, so the renderer reads every
/// image of a screen built in Swift before layout (which reads none).
final class ImagePathsTests: XCTestCase {
  func testEveryPlaceAScreenNamesAFileIsFound() {
    var screen = Screen(
      name: "s",
      sections: [
        Section(rows: [
          Row(.odsListItem(ODSListItem(title: "Icon", leading: .icon(.file(path: "a.svg"))))),
          Row(.odsListItem(ODSListItem(title: "Picture", leading: .squareImage(.file(path: "b.png"))))),
          Row(.listCell(ListCell("Custom")), accessories: [.custom(path: "c.svg", placement: .trailing)]),
          Row(.view(.hstack([.text("Nested"), .image(file: "d.jpg")]))),
          Row(.odsListItem(ODSListItem(title: "Named", leading: .icon(.named("heart"))))),
        ])
      ])
    screen.chrome = DeviceChrome(
      barItems: [.icon(.file(path: "e.svg"))],
      bottomBar: .tabBar(DeviceChrome.TabBar(items: [DeviceChrome.TabItem("Tab", icon: .file(path: "f.svg"))])))
    screen.viewsBelow = [.image(file: "g.svg")]
    XCTAssertEqual(screen.imagePaths, ["a.svg", "b.png", "c.svg", "d.jpg", "e.svg", "f.svg", "g.svg"])
  }

  func testAScreenWithoutFilesNamesNone() {
    XCTAssertEqual(Screen(name: "s", sections: [Section(rows: [Row(.listCell(ListCell("Text")))])]).imagePaths, [])
  }
}
