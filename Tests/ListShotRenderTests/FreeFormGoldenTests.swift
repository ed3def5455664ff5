import ListShot
import ListShotCore
import ListShotModel
import ListShotTestSupport
import XCTest

/// Free-form rows (examples/free-form-rows.yaml) as iOS draws the seeds' SwiftUI rows: in light
/// and dark, left to right and right to left, at the default text size and at AX3, @2x.
final class FreeFormGoldenTests: XCTestCase {
  func testTheSeedsRowsInEveryDirectionSchemeAndSize() throws {
    let url = TestEnvironment.repositoryRoot.appendingPathComponent("examples/free-form-rows.yaml")
    let screen = try XCTUnwrap(try TestEnvironment.renderer().readSpec(url).screens.first)
    for scheme in ColorScheme.allCases {
      for direction in LayoutDirection.allCases {
        for size in [DynamicTypeSize.large, .accessibility3] {
          assertGolden(
            screen, RenderVariant(scheme: scheme, dynamicTypeSize: size, direction: direction, scale: 2, look: .ios18),
            suite: "FreeForm", named: screen.name)
        }
      }
    }
  }
}
