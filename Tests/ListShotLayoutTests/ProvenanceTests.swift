import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// `DisplayList.provenance`: which token produced each item's colours and sizes, read off the
/// display list (no pixels), and nothing at all when not asked for.
final class ProvenanceTests: XCTestCase {
  let id = "sections[0].rows[0]"

  private func layout(
    _ screen: Screen, theme: String = "orange", scheme: ColorScheme = .light, provenance: Bool = true
  ) throws -> DisplayList {
    var env = try TestEnvironment.layoutEnvironment(theme: theme, scheme: scheme)
    env.recordsProvenance = provenance
    return try ScreenLayout.layout(screen, in: env)
  }

  private func sources(_ itemID: String, _ list: DisplayList) throws -> TokenSources {
    let index = try XCTUnwrap(list.items.firstIndex { $0.id.description == itemID }, itemID)
    return try XCTUnwrap(list.sources(ofItem: index), "no provenance for \(itemID)")
  }

  func testSelectedOrangeCheckboxNamesItsTokens() throws {
    let list = try layout(Screen("s") { OUDSCheckboxItem("Label", isOn: true, description: "D") })
    let box = try sources("\(id).indicator.box", list)
    XCTAssertEqual(box.fill, "color.action.selected")
    XCTAssertEqual(box.borderWidth, "checkbox.borderWidthSelected")
    XCTAssertEqual(box.cornerRadius, "checkbox.borderRadius")
    XCTAssertEqual(try sources("\(id).indicator.mark", list).fill, "color.action.selected")
    let label = try sources("\(id).label", list)
    XCTAssertEqual(label.color, "color.content.default")
    XCTAssertEqual(label.textStyle, "typography.labelDefaultLarge")
    XCTAssertEqual(try sources("\(id).description", list).color, "color.content.muted")
    // The ids and indices in the provenance are those of the items.
    for entry in try XCTUnwrap(list.provenance) { XCTAssertEqual(list.items[entry.item].id, entry.id) }
  }

  func testRadioSwitchAndStatesPickTheirTokens() throws {
    let radio = try layout(Screen("s") { OUDSRadioItem("Label", isOn: false) })
    XCTAssertEqual(try sources("\(id).indicator.box", radio).fill, "color.border.emphasized")
    XCTAssertEqual(try sources("\(id).indicator.box", radio).borderWidth, "radioButton.borderWidthUnselected")
    let pressed = try layout(Screen("s") { OUDSCheckboxItem("L", isOn: false).interaction(.pressed) })
    XCTAssertEqual(try sources("\(id).indicator.box", pressed).fill, "color.action.pressed")
    XCTAssertEqual(try sources("\(id).indicator.box", pressed).borderWidth, "checkbox.borderWidthUnselectedPressed")
    XCTAssertEqual(try sources("\(id).background", pressed).fill, "color.action.support.pressed")

    let on = try layout(Screen("s") { OUDSSwitchItem("Wi-Fi", isOn: true) })
    XCTAssertEqual(try sources("\(id).indicator.track", on).fill, "switch.colorTrackSelected")
    XCTAssertEqual(try sources("\(id).indicator.track", on).cornerRadius, "switch.borderRadiusTrack")
    XCTAssertEqual(try sources("\(id).indicator.cursor", on).fill, "switch.colorCursor")
    XCTAssertEqual(try sources("\(id).indicator.check", on).fill, "switch.colorCheck")
    XCTAssertEqual(
      try sources("\(id).indicator.track", layout(Screen("s") { OUDSSwitchItem("W", isOn: false) })).fill,
      "switch.colorTrackUnselected")
  }

  func testListItemsAndSeparatorsNameTheirTokens() throws {
    let ouds = try layout(
      Screen("s") {
        OUDSNavigationListItem(data: OUDSListItemData(label: "Label", description: "Text"), indicatorType: .next)
      })
    XCTAssertEqual(try sources("\(id).label", ouds).color, "color.content.default")
    XCTAssertEqual(try sources("\(id).description", ouds).color, "color.content.muted")
    XCTAssertEqual(try sources("\(id).navigationIndicator.chevron", ouds).fill, "link.colorChevronEnabled")

    let ods = try layout(
      Screen("s") {
        ODSListItem(title: "Title", subtitle: "Sub"); ODSListItem(title: "Two")
      })
    XCTAssertEqual(try sources("\(id).title", ods).color, "ios.label")
    XCTAssertEqual(try sources("\(id).subtitle", ods).color, "ios.label")
    XCTAssertEqual(try sources("\(id).divider", ods).color, "ios.separator")
  }

  func testAnOverrideChangesTheColourAndKeepsThePath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("provenance-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("blue.tokens.json")
    try Data(
      ##"{"$extensions": {"com.listshot": {"extends": "orange"}}, "color": {"action": {"selected": {"$type": "color", "$value": "#0000FF"}}}}"##
        .utf8
    ).write(to: file)
    let screen = Screen("s") { OUDSCheckboxItem("Label", isOn: true) }
    let orange = try layout(screen), blue = try layout(screen, theme: file.path)
    let boxID = "\(id).indicator.box"
    guard case .path(let before) = orange.items(withID: boxID).first,
      case .path(let after) = blue.items(withID: boxID).first
    else { return XCTFail("no box") }
    XCTAssertEqual(before.fill, Color(hex: "#F15E00"))
    XCTAssertEqual(after.fill, Color(hex: "#0000FF"))
    XCTAssertEqual(try sources(boxID, blue).fill, "color.action.selected")
    XCTAssertEqual(try sources(boxID, orange), try sources(boxID, blue))
  }

  func testOffByDefaultTheListIsAsBeforeAndItsJSONHasNoKey() throws {
    let screen = Screen("s") {
      OUDSCheckboxItem("Label", isOn: true)
      OUDSNavigationListItem(data: OUDSListItemData(label: "Label", description: "Text"), indicatorType: .next)
      ODSListItem(title: "Title")
    }
    let plain = try layout(screen, provenance: false)
    let recorded = try layout(screen)
    XCTAssertNil(plain.provenance)
    XCTAssertEqual(plain, try TestEnvironment.layout(screen, width: 390, scale: 2))
    var stripped = recorded
    stripped.provenance = nil
    stripped.backgroundToken = nil
    XCTAssertEqual(stripped, plain, "recording changes nothing but the provenance")
    XCTAssertFalse(try XCTUnwrap(recorded.provenance).isEmpty)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(plain), as: UTF8.self)
    XCTAssertFalse(json.contains("provenance"))
    let withKey = try encoder.encode(recorded)
    XCTAssertTrue(String(decoding: withKey, as: UTF8.self).contains(#""fill":"color.action.selected""#))
    XCTAssertEqual(
      try JSONDecoder().decode(DisplayList.self, from: withKey).provenance, recorded.provenance, "it reads back")
  }
}
