import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// `materialCell:` rows: the same model as the Swift API, and every error with its position.
final class MaterialCellSpecTests: XCTestCase {
  func testYAMLAndSwiftAPIBuildTheSameModel() throws {
    let yaml = """
      screens:
        - name: material
          rows:
            - materialCell: { title: Single line }
            - materialCell:
                title: Three lines
                detail: Secondary text
                titleNumberOfLines: 1
                detailNumberOfLines: 2
                leadingImage: { image: placeholder, size: 40 }
                trailingImage: { icon: star }
                imageVerticalPosition: center
            - materialCell:
                detail: Detail only
                leadingImage: { image: "https://example.com/a.png", width: 112, height: 56 }
                typography: themed
                highlighted: true
                elevation: 2.5
      """
    let expected = Screen("material") {
      MaterialListCell(title: "Single line")
      MaterialListCell(
        title: "Three lines", detail: "Secondary text", titleNumberOfLines: 1, detailNumberOfLines: 2,
        leadingImage: .picture(.placeholder, width: 40), trailingImage: .icon(.named("star")),
        imageVerticalPosition: .center)
      MaterialListCell(
        detail: "Detail only", leadingImage: .picture(.url("https://example.com/a.png"), width: 112, height: 56),
        typography: .themed, isHighlighted: true, elevation: 2.5)
    }
    XCTAssertEqual(try SpecReader.parse(yaml, file: "spec.yaml").screens, [expected])
  }

  func testJSONIsAccepted() throws {
    let json =
      #"{"screens": [{"name": "a", "rows": [{"materialCell": {"title": "Hi", "leadingImage": {"icon": "favorite", "size": 40}}}]}]}"#
    XCTAssertEqual(
      try SpecReader.parse(json, file: "a.json").screens.first?.sections.first?.rows,
      [MaterialListCell(title: "Hi", leadingImage: .icon(.named("favorite"), size: 40)).asRow])
  }

  func testACellWithoutTextIsAnEmptyBaseCell() throws {
    let yaml = """
      screens:
        - name: a
          rows:
            - materialCell: {}
            - materialCell: { elevation: 2, highlighted: true, rippleColor: "#6200EE29" }
            - materialCell: { title: T, rippleColor: accent }
      """
    XCTAssertEqual(
      try SpecReader.parse(yaml, file: "spec.yaml").screens.first?.sections.first?.rows,
      [
        MaterialListCell().asRow,
        MaterialListCell(isHighlighted: true, elevation: 2, rippleColor: .custom(Color(hex: "#6200EE29")!)).asRow,
        MaterialListCell(title: "T", rippleColor: .accent).asRow,
      ])
  }

  func testABadRippleColorSaysWhatAColourIs() {
    XCTAssertEqual(
      message("- materialCell: { title: T, rippleColor: '#12345' }"),
      "spec.yaml:4:48 (screens[0].rows[0].materialCell.rippleColor): error: '#12345' is not a colour; expected #RRGGBB or #RRGGBBAA"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, rippleColor: purpel }"),
      "spec.yaml:4:48 (screens[0].rows[0].materialCell.rippleColor): error: unknown rippleColor 'purpel'; expected one of: accent, tint, primary, label, secondary, tertiary, quaternary, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, gray2, gray3, gray4, gray5, gray6, white, black, clear (did you mean 'purple'?)"
    )
  }

  func testUnknownKeysAndChoicesSuggestTheClosestOne() {
    XCTAssertEqual(
      message("- materialCell: { title: T, detial: D }"),
      "spec.yaml:4:35 (screens[0].rows[0].materialCell): error: unknown key 'detial' in materialCell; expected one of: title, detail, titleNumberOfLines, detailNumberOfLines, leadingImage, trailingImage, imageVerticalPosition, typography, highlighted, elevation, rippleColor, ripple (did you mean 'detail'?)"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, typography: theme }"),
      "spec.yaml:4:47 (screens[0].rows[0].materialCell.typography): error: unknown typography 'theme'; expected one of: default, themed (did you mean 'themed'?)"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, imageVerticalPosition: middle }"),
      "spec.yaml:4:58 (screens[0].rows[0].materialCell.imageVerticalPosition): error: unknown imageVerticalPosition 'middle'; expected one of: top, center"
    )
  }

  func testNumbersOutOfRangeAndWrongTypes() {
    XCTAssertEqual(
      message("- materialCell: { title: T, elevation: 30 }"),
      "spec.yaml:4:46 (screens[0].rows[0].materialCell.elevation): error: elevation 30 is out of range; expected 0...24"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, titleNumberOfLines: -1 }"),
      "spec.yaml:4:55 (screens[0].rows[0].materialCell.titleNumberOfLines): error: titleNumberOfLines -1 is out of range; expected 0...1000"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, highlighted: yes please }"),
      "spec.yaml:4:48 (screens[0].rows[0].materialCell.highlighted): error: wrong type for 'highlighted': found the string \"yes please\"; expected true or false"
    )
  }

  func testImageErrors() {
    XCTAssertEqual(
      message("- materialCell: { title: T, leadingImage: { icon: star, image: placeholder } }"),
      "spec.yaml:4:49 (screens[0].rows[0].materialCell.leadingImage): error: leadingImage has both 'icon' and 'image' (keep one of them)"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, trailingImage: { size: 40 } }"),
      "spec.yaml:4:50 (screens[0].rows[0].materialCell.trailingImage): error: trailingImage has no 'icon' or 'image'; expected {icon: NAME} or {image: placeholder | FILE | URL}, optionally with 'size' or 'width' and 'height'"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, leadingImage: { image: placeholder, width: 80 } }"),
      "spec.yaml:4:49 (screens[0].rows[0].materialCell.leadingImage): error: leadingImage needs both 'width' and 'height' (or give 'size' for a square)"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, leadingImage: { image: placeholder, size: 40, height: 20 } }"),
      "spec.yaml:4:49 (screens[0].rows[0].materialCell.leadingImage): error: leadingImage has 'size' and 'width' or 'height' (give 'size' for a square, or 'width' and 'height')"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, leadingImage: { image: placeholder, size: 0 } }"),
      "spec.yaml:4:77 (screens[0].rows[0].materialCell.leadingImage.size): error: size 0 is out of range; expected 1...1024"
    )
    XCTAssertEqual(
      message("- materialCell: { title: T, leadingImage: { image: nope.png } }", directory: "/tmp"),
      "spec.yaml:4:58 (screens[0].rows[0].materialCell.leadingImage.image): error: image file not found: /tmp/nope.png")
  }

  func testUnknownIconIsReportedWhereItIsWritten() {
    let check: IconCheck = { name, location in
      name == "star"
        ? nil : ListShotError(.badInput, at: location, "unknown icon '\(name)'", hint: "did you mean 'star'?")
    }
    XCTAssertEqual(
      message("- materialCell: { title: T, trailingImage: { icon: stra } }", iconCheck: check),
      "spec.yaml:4:58 (screens[0].rows[0].materialCell.trailingImage.icon): error: unknown icon 'stra' (did you mean 'star'?)"
    )
  }

  func testSwiftAPIValidation() {
    let cell = MaterialListCell(
      title: "T", titleNumberOfLines: -1, leadingImage: .picture(.placeholder, width: 0), elevation: 30)
    XCTAssertEqual(
      RowContent.materialCell(cell).validate().map(\.description),
      [
        "materialCell.titleNumberOfLines: error: titleNumberOfLines is -1; use 0 for unlimited lines or a positive limit",
        "materialCell.elevation: error: elevation 30.0 is out of range; use 0 (flat) up to 24 points",
        "materialCell.leadingImage: error: leadingImage size 0.0 × 0.0 is not a positive size; give its natural size in points",
      ])
    XCTAssertEqual(
      MaterialListCell(title: "T", detailNumberOfLines: 2).validate().map(\.description),
      ["detailNumberOfLines: warning: detailNumberOfLines has no effect without a `detail`"])
    XCTAssertEqual(MaterialListCell.threeLine("T", detail: "D").validate(), [])
  }

  /// Parses one row written at line 4 of a spec, indented under `rows:`.
  private func message(_ row: String, directory: String = ".", iconCheck: IconCheck? = nil) -> String? {
    let text = "screens:\n  - name: a\n    rows:\n      \(row)\n"
    do {
      _ = try SpecReader.parse(text, file: "spec.yaml", directory: directory, iconCheck: iconCheck)
      return nil
    } catch let error as ListShotError {
      return error.description
    } catch {
      return "unexpected \(error)"
    }
  }
}
