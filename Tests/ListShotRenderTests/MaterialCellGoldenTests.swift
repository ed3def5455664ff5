import ListShot
import ListShotCore
import ListShotModel
import ListShotTestSupport
import XCTest

/// Golden images of the Material list cell (MDCSelfSizingStereoCell): the line variants with
/// their images in both directions, and typography, ripple and elevation in both schemes.
final class MaterialCellGoldenTests: XCTestCase {
  static let lines = Screen("lines", width: 390) {
    MaterialListCell.singleLine("Single-line item")
    MaterialListCell.singleLine("Single-line with a 24 pt icon", leadingImage: .icon(.named("inbox")))
    MaterialListCell.twoLine("Two-line item", detail: "Secondary text", leadingImage: .picture(.placeholder, width: 40))
    MaterialListCell.threeLine(
      "Three-line item",
      detail:
        "Secondary text long enough to wrap onto a second line and then onto a third one, which the three-line item cuts",
      leadingImage: .picture(.placeholder), trailingImage: .icon(.named("star")))
    MaterialListCell(
      title: "Centred images", detail: "Two lines of detail so that the cell is taller than its images",
      leadingImage: .picture(.placeholder, width: 40), trailingImage: .icon(.named("star")),
      imageVerticalPosition: .center)
  }

  static let states = Screen("states", width: 390) {
    MaterialListCell.twoLine("Default typography", detail: "MDC Title and Caption")
    MaterialListCell.twoLine("Themed typography", detail: "subtitle1 and body2", typography: .themed)
    MaterialListCell(title: "Highlighted", detail: "Ripple 0.12", isHighlighted: true)
    MaterialListCell(title: "Highlighted, themed", detail: "Ripple 0.16", typography: .themed, isHighlighted: true)
    MaterialListCell(title: "Elevation 2", detail: "Ambient and key shadows", elevation: 2)
    MaterialListCell.singleLine("Flat cell under the shadow")
    MaterialListCell(title: "Elevation 8", elevation: 8)
    MaterialListCell.singleLine("Flat cell")
  }

  func testLineVariantsInBothDirections() {
    for direction in LayoutDirection.allCases {
      assertGolden(
        Self.lines, RenderVariant(direction: direction, scale: 2, look: .ios18),
        suite: "MaterialCell", named: "lines")
    }
  }

  func testTypographyRippleAndElevationInBothSchemes() {
    for scheme in ColorScheme.allCases {
      assertGolden(
        Self.states, RenderVariant(scheme: scheme, direction: .leftToRight, scale: 2, look: .ios18),
        suite: "MaterialCell", named: "states")
    }
  }
}
