import ListShotUI
import XCTest

/// What cannot be drawn fails with the view's name and its path in the view tree, never a
/// blank picture.
final class LoweringErrorTests: XCTestCase {
  private func renderMessage(_ screen: ListShotUI.Screen) -> String {
    Lowering.message { try Lowering.renderer.png(for: screen, in: Lowering.variant()) }
  }

  func testGeometryReaderIsRefusedWithItsPlace() {
    let message = renderMessage(Screen("measured") { Measured() })
    XCTAssertTrue(message.contains("screen 'measured'"), message)
    XCTAssertTrue(message.contains("Measured/List/HStack/GeometryReader"), message)
    XCTAssertTrue(message.contains("ListShotUITests/ListShapedViews.swift:"), message)
  }

  func testAUIKitViewIsRefusedByTypeName() {
    let message = renderMessage(Screen("map") { MapScreen() })
    XCTAssertTrue(message.contains("NativeMap is a UIKit view"), message)
    XCTAssertTrue(message.contains("MapScreen/List/NativeMap"), message)
  }

  func testASectionOutsideTheListIsNotDroppedSilently() {
    let message = renderMessage(Screen("loose") { LooseSection() })
    XCTAssertTrue(message.contains("Section stands outside the List"), message)
    XCTAssertTrue(message.contains("screen 'loose': LooseSection"), message)
  }

  func testAMissingEnvironmentObjectNamesTheViewAndTheType() {
    let message = renderMessage(Screen("gauges") { Gauges() })
    XCTAssertTrue(message.contains("Gauges reads @EnvironmentObject GaugeStore"), message)
  }

  func testPictureChoicesMustMatchWhatTheScreenDeclares() {
    XCTAssertTrue(
      renderMessage(Screen("x", state: ScreenState(isRefreshing: true)) { Instruments() }).contains("no .refreshable"))
    XCTAssertTrue(
      renderMessage(Screen("x", state: ScreenState(swiped: .titled("Oboe"))) { Instruments() }).contains(
        "has no swipe actions"))
    XCTAssertTrue(
      renderMessage(Screen("x", state: ScreenState(swiped: .titled("Tuba"))) { Instruments() }).contains(
        "no row is titled 'Tuba'"))
  }

  func testAScreenWithoutAListSaysSo() {
    XCTAssertTrue(renderMessage(Screen("bare") { Text("Hello") }).contains("shows no List"))
  }
}
