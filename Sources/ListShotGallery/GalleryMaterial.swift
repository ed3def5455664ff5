import ListShot
import ListShotCore
import ListShotModel

/// The Material Components for iOS list cells of the gallery (`MDCSelfSizingStereoCell`).
extension Gallery {
  static var materialEntries: [Entry] {
    [
      Entry("Material list cell — single, two and three lines", .screen(materialLines, direction: nil)),
      Entry("Material list cell — images", .screen(materialImages, direction: nil)),
      Entry("Material list cell — typography, ripple and elevation", .screen(materialStates, direction: nil)),
      Entry("Material list cell — right to left", .screen(materialRightToLeft, direction: .rightToLeft)),
      Entry(
        "Material scheme — themed cells, base cells, ripple colour, elevation 0–8 (the theme's own in a Material theme)",
        .screen(materialScheme, direction: nil)),
    ]
  }

  /// What a Material container scheme changes, written with the MDC-shaped API: themed cells
  /// (the scheme's type and onSurface), empty MDCBaseCells, a ripple colour, and elevations
  /// 0 to 8 (shadows; in dark Material themes the surface lightens; cut corners in Shrine).
  /// In a non-Material theme it shows what the same cells look like there.
  static let materialScheme = Screen("material-scheme") {
    MDCSelfSizingStereoCell { cell in
      cell.titleLabel.text = "Themed two-line cell"
      cell.detailLabel.text = "subtitle1 and body2 in onSurface"
      cell.leadingImageView.image = .icon(.named("inbox"))
      cell.applyTheme(withScheme: MDCContainerScheme())
    }
    MDCBaseCell { cell in cell.isHighlighted = true }
    MDCBaseCell { cell in
      cell.rippleColor = .custom(Color(red: 0x62, green: 0x00, blue: 0xEE, alpha: 0x29))
      cell.ripple = MaterialListCell.Ripple(touchPoint: Point(x: 64, y: 24), progress: 0.6)
    }
    for elevation in [0.0, 1, 2, 4, 8] {
      MDCSelfSizingStereoCell { cell in
        cell.titleLabel.text = "Elevation \(Int(elevation))"
        cell.elevation = elevation
        cell.applyTheme(withScheme: MDCContainerScheme())
      }
    }
  }

  /// Material's three list types, without and with a leading image, and MDC's unlimited lines.
  static let materialLines = Screen("material-lines") {
    MaterialListCell.singleLine("Single-line item")
    MaterialListCell.singleLine("Single-line item with an icon", leadingImage: .icon(.named("inbox")))
    MaterialListCell.twoLine(
      "Two-line item", detail: "Secondary text", leadingImage: .picture(.placeholder, width: 40))
    MaterialListCell.threeLine(
      "Three-line item",
      detail:
        "Secondary text that is long enough to wrap onto a second line, and then onto a third, which the three-line item cuts with an ellipsis",
      leadingImage: .picture(.placeholder))
    MaterialListCell(
      title: "MDC's default: no line limit",
      detail: "Both labels wrap onto as many lines as their text needs, and the cell grows with them.")
  }

  /// Image sizes and positions: 24 and 40 pt keep 16 pt margins, 56 pt gets 8, bigger images
  /// scale down to fit 56 × 56, top or centred.
  static let materialImages = Screen("material-images") {
    MaterialListCell(title: "Title centred on a 40 pt image", leadingImage: .picture(.placeholder, width: 40))
    MaterialListCell(
      title: "Images at the top", detail: "Two lines of detail text, so the cell is taller than its images",
      leadingImage: .picture(.placeholder, width: 40), trailingImage: .icon(.named("star")))
    MaterialListCell(
      title: "Images centred", detail: "Two lines of detail text, so the cell is taller than its images",
      leadingImage: .picture(.placeholder, width: 40), trailingImage: .icon(.named("star")),
      imageVerticalPosition: .center)
    MaterialListCell(
      title: "A 224 × 112 image", detail: "Scaled to 56 × 28, so it keeps the 16 pt margins",
      leadingImage: .picture(.placeholder, width: 224, height: 112))
    MaterialListCell(
      title: "Trailing only", detail: "A remote image is not fetched",
      trailingImage: .picture(.url("https://example.com/photo.jpg")))
  }

  /// Default and themed typography, the highlighted ripple, a ripple spreading from a touch,
  /// and elevations over flat cells.
  static let materialStates = Screen("material-states") {
    MaterialListCell.twoLine("Default typography", detail: "MDC Title 20 Medium and Caption 12")
    MaterialListCell.twoLine("Themed typography", detail: "Material 2018 subtitle1 and body2", typography: .themed)
    MaterialListCell(title: "Highlighted", detail: "Ripple at 0.12", isHighlighted: true)
    MaterialListCell(title: "Highlighted, themed", detail: "Ripple at 0.16", typography: .themed, isHighlighted: true)
    MaterialListCell(
      title: "Touched", detail: "The ripple spreads from the touch point",
      ripple: MaterialListCell.Ripple(touchPoint: Point(x: 64, y: 28), progress: 0.3))
    MaterialListCell(title: "Elevation 1", detail: "Its shadow falls on the next cell", elevation: 1)
    MaterialListCell.singleLine("Flat cell")
    MaterialListCell(title: "Elevation 8", detail: "A longer, softer shadow", elevation: 8)
    MaterialListCell.singleLine("Flat cell")
  }

  /// Arabic and Hebrew cells: images swap sides, text aligns to the right.
  static let materialRightToLeft = Screen("material-right-to-left", locale: "ar") {
    MaterialListCell.twoLine(
      "غداء نهاية الأسبوع؟", detail: "سأكون في الحي يوم السبت", leadingImage: .picture(.placeholder, width: 40))
    MaterialListCell.threeLine(
      "רשימת קניות", detail: "חלב, לחם, ביצים ועוד כמה דברים שצריך לזכור לקנות בדרך הביתה",
      leadingImage: .icon(.named("shopping_cart")), trailingImage: .icon(.named("star")))
    MaterialListCell(title: "تطبيق ListShot", detail: "Mixed: عربي and English", isHighlighted: true)
  }
}
