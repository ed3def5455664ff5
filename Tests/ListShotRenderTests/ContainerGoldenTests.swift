import ListShot
import ListShotGallery
import ListShotCore
import ListShotModel
import ListShotTestSupport
import XCTest

/// Golden images of the list containers: each style with the recipes of the ods-ios List
/// module demo on an iPhone 15 screen (at @2x to keep the files small), light and dark, to
/// hold next to shared/reference/renders/ods-ios/list_<style>_<scheme>.png; then the
/// accessories, edit mode, outlines and static states of the gallery.
final class ContainerGoldenTests: XCTestCase {
  static let phone: Device = {
    var device = Device.named("iphone-15")!
    device.scale = 2
    return device
  }()

  func assertStyle(_ style: ListStyle, file: StaticString = #filePath, line: UInt = #line) {
    for scheme in ColorScheme.allCases {
      assertGolden(
        Gallery.recipes(style), RenderVariant(scheme: scheme, device: Self.phone, look: .ios18), suite: "Containers",
        named: style.rawValue, file: file, line: line)
    }
  }

  func testPlain() { assertStyle(.plain) }
  func testGrouped() { assertStyle(.grouped) }
  func testInset() { assertStyle(.inset) }
  func testInsetGrouped() { assertStyle(.insetGrouped) }
  func testSidebar() { assertStyle(.sidebar) }

  func testAccessoriesInBothDirections() {
    for direction in LayoutDirection.allCases {
      assertGolden(
        Gallery.accessories, RenderVariant(direction: direction, scale: 2, look: .ios18), suite: "Containers",
        named: "accessories")
    }
  }

  func testEditModeAndSelection() {
    assertGolden(Gallery.editing, RenderVariant(scale: 2, look: .ios18), suite: "Containers", named: "editing")
    assertGolden(
      Gallery.selecting, RenderVariant(scheme: .dark, scale: 2, look: .ios18), suite: "Containers", named: "selecting")
  }

  func testOutlineAndStaticStates() {
    assertGolden(
      Gallery.outline, RenderVariant(direction: .rightToLeft, scale: 2, look: .ios18), suite: "Containers",
      named: "outline"
    )
    assertGolden(
      Gallery.states, RenderVariant(scheme: .dark, scale: 2, look: .ios18), suite: "Containers", named: "states")
  }
}
