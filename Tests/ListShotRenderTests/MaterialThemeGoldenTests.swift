import ListShot
import ListShotCore
import ListShotModel
import ListShotTestSupport
import XCTest

/// Golden images of the seed 003 configurations (material-components-ios Lists) in the
/// Material themes: one to three lines, images on each side, themed and not, the empty base
/// cell and a ripple colour; elevations 0–8 in light and dark (the dark overlay) and in
/// Shrine (cut corners); right to left; an iPhone in landscape, inside its safe areas.
final class MaterialThemeGoldenTests: XCTestCase {
  static let seed = Screen("seed-003", width: 390) {
    MDCSelfSizingStereoCell { cell in
      cell.titleLabel.text = "This is a single-line list"
    }
    MDCSelfSizingStereoCell { cell in
      cell.titleLabel.text = "This is a two-line list"
      cell.detailLabel.text = "This is secondary text that occupies one line."
      cell.leadingImageView.image = .icon(.named("inbox"))
    }
    MDCSelfSizingStereoCell { cell in
      cell.titleLabel.text = "This is a three-line list"
      cell.detailLabel.text = "This is secondary text\nthat occupies two lines."
      cell.leadingImageView.image = .picture(.placeholder, width: 40)
      cell.trailingImageView.image = .icon(.named("star"))
      cell.applyTheme(withScheme: MDCContainerScheme())
    }
    MDCSelfSizingStereoCell { cell in
      cell.titleLabel.text = "Themed, trailing image only"
      cell.detailLabel.text = "applyTheme(withScheme:)"
      cell.trailingImageView.image = .picture(.placeholder)
      cell.applyTheme(withScheme: MDCContainerScheme())
      cell.isHighlighted = true
    }
    MDCBaseCell { cell in cell.isHighlighted = true }
    MDCBaseCell { cell in
      cell.rippleColor = .custom(Color(red: 0x62, green: 0x00, blue: 0xEE, alpha: 0x29))
      cell.ripple = MaterialListCell.Ripple(touchPoint: Point(x: 80, y: 24), progress: 0.6)
    }
  }

  static let elevations = Screen("elevations", width: 390) {
    for elevation in [0.0, 1, 2, 3, 4, 6, 8] {
      MDCSelfSizingStereoCell { cell in
        cell.titleLabel.text = "Elevation \(Int(elevation))"
        cell.elevation = elevation
        cell.applyTheme(withScheme: MDCContainerScheme())
      }
    }
  }

  func testSeedConfigurationsInEachMaterialTheme() {
    for (theme, scheme) in [("material-baseline", ColorScheme.light), ("material-dark", .dark), ("shrine", .light)] {
      assertGolden(
        Self.seed, RenderVariant(theme: theme, scheme: scheme, direction: .leftToRight, scale: 2, look: .ios18),
        suite: "MaterialTheme", named: "seed")
    }
    assertGolden(
      Self.seed,
      RenderVariant(theme: "material-baseline", scheme: .light, direction: .rightToLeft, scale: 2, look: .ios18),
      suite: "MaterialTheme", named: "seed")
  }

  /// Dynamic Type: themed cells scale subtitle1 like Callout and body2 like Subheadline, MDC's
  /// own fonts stop at xxxLarge.
  func testSeedConfigurationsAtAnAccessibilitySize() {
    assertGolden(
      Self.seed,
      RenderVariant(
        theme: "material-baseline", scheme: .light, dynamicTypeSize: .accessibility3, direction: .leftToRight, scale: 2,
        look: .ios18),
      suite: "MaterialTheme", named: "seed")
  }

  /// An iPhone 16 in landscape: the list lies between the leading and trailing safe areas (59 pt
  /// each, the notch on one side, the rounded corners on the other), as MDC's list examples lay
  /// their collection view out; the page colour fills the insets. An elevated cell shows its
  /// surface and shadow beside the inset. Left to right and right to left; the whole list is
  /// drawn (`fullHeight`), since it is taller than the 393 pt screen.
  func testSeedConfigurationsInLandscapeWithSafeAreas() throws {
    var screen = Self.seed
    screen.name = "seed-003-landscape"
    screen.width = nil
    screen.sections[0].rows.append(
      MDCSelfSizingStereoCell { cell in
        cell.titleLabel.text = "Elevated, beside the safe area"
        cell.elevation = 2
        cell.applyTheme(withScheme: MDCContainerScheme())
      }.materialCell.asRow)
    let device = try XCTUnwrap(Device.named("iphone-16-landscape"))
    for direction in LayoutDirection.allCases {
      assertGolden(
        screen,
        RenderVariant(
          theme: "material-baseline", scheme: .light, direction: direction, device: device, fullHeight: true,
          look: .ios18),
        suite: "MaterialTheme", named: "seed-landscape")
    }
  }

  func testElevationsLightDarkAndShrine() {
    for (theme, scheme) in [("material-baseline", ColorScheme.light), ("material-baseline", .dark), ("shrine", .light)]
    {
      assertGolden(
        Self.elevations, RenderVariant(theme: theme, scheme: scheme, direction: .leftToRight, scale: 2, look: .ios18),
        suite: "MaterialTheme", named: "elevations")
    }
  }
}
