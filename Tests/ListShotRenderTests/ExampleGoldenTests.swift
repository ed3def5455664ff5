import ListShot
import ListShotCore
import ListShotModel
import ListShotTestSupport
import XCTest

/// Goldens of the example specs that show what the other goldens do not: colour emoji in a
/// SwiftUI outline list (examples/swiftui-file-tree.yaml) and device chrome around a list
/// (examples/device-chrome.yaml), icons in their own colours (examples/icon-colors.yaml).
final class ExampleGoldenTests: XCTestCase {
  func testTheFileTreeDrawsItsEmojiInColour() throws {
    let url = TestEnvironment.repositoryRoot.appendingPathComponent("examples/swiftui-file-tree.yaml")
    let document = try TestEnvironment.renderer().readSpec(url)
    let screen = try XCTUnwrap(document.screens.first)
    for scheme in ColorScheme.allCases {
      assertGolden(
        screen, RenderVariant(scheme: scheme, scale: 2, look: .ios18), suite: "examples",
        named: screen.name)
    }
  }

  /// The status bar, back button, bar buttons, tab bar and home indicator on an iPhone 15, at
  /// @2x to keep the golden small.
  func testDeviceChromeAroundAList() throws {
    let url = TestEnvironment.repositoryRoot.appendingPathComponent("examples/device-chrome.yaml")
    let screen = try XCTUnwrap(try TestEnvironment.renderer().readSpec(url).screens.first)
    var device = try XCTUnwrap(Device.named("iphone-15"))
    device.scale = 2
    assertGolden(screen, RenderVariant(device: device, look: .ios18), suite: "examples", named: screen.name)
  }

  /// Icons in a given colour, a single-colour SVG tinted like the text, a multicolour SVG in its
  /// own paint, in light and dark.
  func testIconsKeepTheirOwnColour() throws {
    let url = TestEnvironment.repositoryRoot.appendingPathComponent("examples/icon-colors.yaml")
    let screen = try XCTUnwrap(try TestEnvironment.renderer().readSpec(url).screens.first)
    for scheme in ColorScheme.allCases {
      assertGolden(
        screen, RenderVariant(scheme: scheme, scale: 2, look: .ios18), suite: "examples", named: screen.name)
    }
  }
}
