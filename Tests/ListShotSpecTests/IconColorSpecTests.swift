import Foundation
import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// `color` beside an icon: the ODS leading icon, Material icons, image and custom accessories.
final class IconColorSpecTests: XCTestCase {
  func testYAMLAndSwiftAPIBuildTheSameModel() throws {
    let yaml = """
      screens:
        - name: a
          rows:
            - odsListItem: { title: A, leading: { icon: heart, color: "#FF7900" } }
            - odsListItem: { title: B, leading: { icon: { name: star }, color: accent } }
            - materialCell: { title: C, leadingImage: { icon: star, color: red, size: 40 } }
            - odsListItem: { title: D }
              accessories: [{ image: star, color: "#FFCC0080" }]
      """
    let expected = Screen("a") {
      ODSListItem(title: "A", leading: .icon(.named("heart"), color: .custom(Color(hex: "#FF7900")!)))
      ODSListItem(title: "B", leading: .icon(.named("star"), color: .accent))
      MaterialListCell(title: "C", leadingImage: .icon(.named("star"), size: 40, color: .red))
      ODSListItem(title: "D").accessories(.image(.named("star"), color: .custom(Color(hex: "#FFCC0080")!)))
    }
    XCTAssertEqual(try SpecReader.parse(yaml, file: "spec.yaml").screens, [expected])
  }

  func testCustomAccessoryColour() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).write(to: folder.appendingPathComponent("pin.svg"))
    let text = row("        accessories: [{ custom: pin.svg, color: label }]\n")
    let document = try SpecReader.parse(text, file: "spec.yaml", directory: folder.path)
    let path = (folder.appendingPathComponent("pin.svg").path as NSString).standardizingPath
    XCTAssertEqual(
      document.screens.first?.sections.first?.rows.first?.accessories,
      [.custom(path: path, placement: .trailing, color: .label)])
  }

  func testErrorsNameThePosition() {
    XCTAssertEqual(
      message(
        "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { icon: heart, color: \"#FF79\" } }\n"
      ),
      "spec.yaml:4:65 (screens[0].rows[0].odsListItem.leading.color): error: '#FF79' is not a colour; expected #RRGGBB or #RRGGBBAA"
    )
    XCTAssertEqual(
      message(
        "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { squareImage: placeholder, color: red } }\n"
      ),
      "spec.yaml:4:78 (screens[0].rows[0].odsListItem.leading.color): error: 'color' applies to a leading icon, not to squareImage (remove 'color', or use 'icon')"
    )
    XCTAssertEqual(
      message(row("        accessories: [{ badge: \"1\", color: red }]\n")),
      "spec.yaml:5:44 (screens[0].rows[0].accessories[0].color): error: 'color' applies to image and custom accessories only"
    )
    XCTAssertEqual(
      message(row("        accessories: [{ image: star, color: purpel }]\n")),
      "spec.yaml:5:45 (screens[0].rows[0].accessories[0].color): error: unknown color 'purpel'; expected one of: accent, tint, primary, label, secondary, tertiary, quaternary, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, gray2, gray3, gray4, gray5, gray6, white, black, clear (did you mean 'purple'?)"
    )
  }

  private func row(_ keys: String) -> String {
    "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: T }\n" + keys
  }

  private func message(_ text: String) -> String? {
    do {
      _ = try SpecReader.parse(text, file: "spec.yaml")
      return nil
    } catch {
      return (error as? ListShotError)?.description ?? "\(error)"
    }
  }
}
