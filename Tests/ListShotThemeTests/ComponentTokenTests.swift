import ListShotCore
import ListShotTheme
import XCTest

/// List-item, checkbox, radio, switch and divider tokens (§4.2, §4.3) and the semantic
/// border, size, space and opacity values behind them.
final class ComponentTokenTests: XCTestCase {
  private func theme(_ name: String) throws -> Theme {
    try ThemeFixtures.loader.load(name, scheme: .light)
  }

  func testListItemMatchesTheReferenceTable() throws {
    for (index, name) in ThemeFixtures.builtinNames.enumerated() {
      let values = ThemeFixtures.numbers(try theme(name).listItem)
      XCTAssertEqual(values.count, referenceListItem.count, name)
      for (token, expected) in referenceListItem {
        XCTAssertEqual(values[token], expected[index], "\(name) listItem.\(token)")
      }
    }
  }

  /// Grid margins per window width class (OudsGridRawTokens via each theme's grid tokens) and
  /// each theme's error icon drawing.
  func testGridMarginsAndErrorIconShape() throws {
    for (name, margins, shape) in [
      ("orange", [16.0, 24, 32], ErrorIconShape.disc), ("orange-compact", [16, 16, 24], .disc),
      ("sosh", [16, 24, 32], .disc), ("wireframe", [16, 24, 32], .octagon),
    ] {
      let theme = try theme(name)
      XCTAssertEqual(
        [theme.grid.marginExtraCompact, theme.grid.marginCompact, theme.grid.marginMedium], margins, name)
      XCTAssertEqual(
        [360.0, 390, 599, 600].map(theme.grid.margin(forWindowWidth:)),
        [margins[0], margins[1], margins[1], margins[2]], name)
      XCTAssertEqual(theme.listItem.errorIconShape, shape, name)
    }
  }

  func testCheckboxBorderWidths() throws {
    for name in ["orange", "orange-compact"] {
      let checkbox = try theme(name).checkbox
      XCTAssertEqual(checkbox.borderWidthSelected, 2, name)
      XCTAssertEqual(checkbox.borderWidthUnselected, 1, name)
      XCTAssertEqual(checkbox.borderWidthUnselectedHover, 2, name)
      XCTAssertEqual(checkbox.borderRadius, 0, name)
    }
    for name in ["sosh", "wireframe"] {
      let checkbox = try theme(name).checkbox
      XCTAssertEqual(checkbox.borderWidthSelected, 0, name)
      XCTAssertEqual(checkbox.borderWidthSelectedPressed, 0, name)
      XCTAssertEqual(checkbox.borderWidthUnselectedFocus, 3, name)
    }
    XCTAssertEqual(try theme("sosh").checkbox.borderWidthUnselected, 1)
    XCTAssertEqual(try theme("wireframe").checkbox.borderWidthUnselected, 3)
    XCTAssertEqual(try theme("sosh").checkbox.borderRadius, 4)
    XCTAssertEqual(try theme("wireframe").checkbox.borderRadius, 3)
  }

  func testIndicatorAndTouchSizes() throws {
    let compact = try theme("orange-compact")
    XCTAssertEqual(compact.checkbox.sizeIndicator, 16)
    XCTAssertEqual(compact.checkbox.sizeMinHeight, 40)
    XCTAssertEqual(compact.radioButton.sizeMinWidth, 40)
    let orange = try theme("orange")
    XCTAssertEqual(orange.checkbox.sizeIndicator, 20)
    XCTAssertEqual(orange.checkbox.sizeMaxHeight, 48)
    XCTAssertEqual(orange.radioButton.borderRadius, 2000)
    XCTAssertEqual(try theme("wireframe").radioButton.borderWidthUnselected, 3)
    XCTAssertEqual(try theme("sosh").radioButton.borderWidthSelected, 0)
  }

  func testSwitchDimensions() throws {
    let orange = try theme("orange").switchControl
    XCTAssertEqual(orange.sizeWidthTrack, 56)
    XCTAssertEqual(orange.sizeHeightTrack, 32)
    XCTAssertEqual(orange.sizeWidthCursorSelected, 24)
    XCTAssertEqual(orange.sizeWidthCursorUnselectedPressed, 24)
    XCTAssertEqual(orange.sizeMinHeightInteractiveArea, 48)
    XCTAssertEqual(orange.spacePaddingInlineSelected, 4)
    XCTAssertEqual(orange.spacePaddingInlineUnselected, 8)
    XCTAssertEqual(orange.borderRadiusTrack, 2000)
    XCTAssertEqual(orange.opacityCheck, 1)
    let compact = try theme("orange-compact").switchControl
    XCTAssertEqual(compact.sizeWidthTrack, 48)
    XCTAssertEqual(compact.sizeHeightCursorUnselected, 12)
    XCTAssertEqual(compact.sizeMinHeightInteractiveArea, 40)
    let wireframe = try theme("wireframe").switchControl
    XCTAssertEqual(wireframe.borderRadiusCursor, 3)
    XCTAssertEqual(wireframe.borderRadiusTrack, 6)
  }

  func testDividerIsOnePointEverywhere() throws {
    for name in ThemeFixtures.builtinNames {
      XCTAssertEqual(try theme(name).divider.borderWidth, 1, name)
    }
  }

  func testSemanticBorderSizeSpaceAndOpacity() throws {
    let sosh = try theme("sosh")
    XCTAssertEqual(
      ThemeFixtures.numbers(sosh.border),
      [
        "radiusNone": 0, "radiusDefault": 4, "radiusSmall": 6, "radiusMedium": 8, "radiusLarge": 12,
        "radiusPill": 2000, "widthNone": 0, "widthThin": 1, "widthDefault": 2, "widthMedium": 3,
        "widthThick": 4, "widthThicker": 6, "widthFocus": 5, "widthFocusInset": 2,
      ])
    let wireframe = try theme("wireframe").border
    XCTAssertEqual([wireframe.radiusDefault, wireframe.radiusSmall], [6, 3])
    let orange = try theme("orange")
    XCTAssertEqual(
      [orange.border.widthDefault, orange.border.widthMedium, orange.border.widthThicker],
      [1, 2, 4])
    XCTAssertEqual(orange.size.minInteractiveArea, 48)
    XCTAssertEqual(orange.size.iconWithLabelLargeXlarge, 36)
    XCTAssertEqual(orange.space.paddingInlineMedium, 12)
    XCTAssertEqual(orange.space.paddingBlock3xlarge, 28)
    XCTAssertEqual(orange.space.columnGapLarge, 16)
    XCTAssertEqual(
      ThemeFixtures.numbers(orange.opacity),
      ["disabled": 0.2, "weak": 0.32, "medium": 0.56, "strong": 0.64])
    let compact = try theme("orange-compact")
    XCTAssertEqual(compact.size.iconWithLabelLargeXsmall, 16)
    XCTAssertEqual(
      [
        compact.space.paddingInlineMedium, compact.space.paddingInlineLarge,
        compact.space.paddingInline2xlarge,
      ],
      [10, 12, 20])
    XCTAssertEqual([compact.space.paddingBlock3xlarge, compact.space.columnGapMedium], [24, 10])
    XCTAssertEqual(compact.space.paddingInline3xsmall, 4)
  }
}
