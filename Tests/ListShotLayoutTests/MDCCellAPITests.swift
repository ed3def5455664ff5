import ListShot
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The seed's (material-components-ios Lists README) cell configuration and theming lines,
/// written as they are there, lower to the same `MaterialListCell`s the model builds.
final class MDCCellAPITests: XCTestCase {
  func testTheSeedsConfigurationLinesCompileAndLower() throws {
    // Step 2 of "Theming": one shared container scheme.
    let containerScheme = MDCContainerScheme()
    let screen = Screen("seed-003", width: 390) {
      MDCSelfSizingStereoCell { cell in
        cell.titleLabel.text = "This is a single-line list"
      }
      MDCSelfSizingStereoCell { cell in
        cell.titleLabel.text = "This is a two-line list"
        cell.detailLabel.text = "This is secondary text that occupies one line."
      }
      MDCSelfSizingStereoCell { cell in
        cell.titleLabel.text = "This is a three-line list"
        cell.detailLabel.text = "This is secondary text\nthat occupies two lines."
        cell.leadingImageView.image = .icon(.named("inbox"))
        cell.isAccessibilityElement = true
        // Step 3: apply the scheme to each cell.
        cell.applyTheme(withScheme: containerScheme)
      }
      MDCBaseCell { cell in
        cell.elevation = 10
        cell.inkColor = .custom(Color(red: 0, green: 0, blue: 0, alpha: 26))
        cell.enableRippleBehavior = true
      }
    }
    XCTAssertEqual(
      screen.sections.first?.rows,
      [
        MaterialListCell(title: "This is a single-line list").asRow,
        MaterialListCell(
          title: "This is a two-line list", detail: "This is secondary text that occupies one line."
        ).asRow,
        MaterialListCell(
          title: "This is a three-line list", detail: "This is secondary text\nthat occupies two lines.",
          leadingImage: .icon(.named("inbox")), typography: .themed
        ).asRow,
        MaterialListCell(elevation: 10, rippleColor: .custom(Color(red: 0, green: 0, blue: 0, alpha: 26))).asRow,
      ])
    XCTAssertTrue(screen.validate().isEmpty)
    XCTAssertEqual(try TestEnvironment.layout(screen, theme: "material-baseline", flipped: []).size.width, 390)
  }

  func testACellIsAClassAsInUIKitAndTheSchemesNameTheirTheme() {
    let cell = MDCSelfSizingStereoCell()
    cell.titleLabel.text = "Title"
    cell.titleLabel.numberOfLines = 1
    cell.trailingImageView.image = .icon(.named("star"))
    cell.rippleColor = .accent
    cell.isHighlighted = true
    XCTAssertEqual(
      cell.materialCell,
      MaterialListCell(
        title: "Title", titleNumberOfLines: 1, trailingImage: .icon(.named("star")), isHighlighted: true,
        rippleColor: .accent))
    XCTAssertEqual(cell.inkColor, .accent)
    let dark = MDCContainerScheme()
    XCTAssertEqual(dark.themeName, "material-baseline")
    dark.colorScheme = MDCSemanticColorScheme(defaults: .materialDark201907)
    dark.typographyScheme = MDCTypographyScheme(defaults: .material201902)
    dark.shapeScheme = MDCShapeScheme()
    XCTAssertEqual(dark.themeName, "material-dark")
  }
}
