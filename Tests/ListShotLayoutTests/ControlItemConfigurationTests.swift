import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The configurations of the OUDS controls items beyond states: outlined radio items, the
/// extra label, rich helper and error texts, untinted icons, each theme's error icon, increased
/// contrast and the surfaces a screen is drawn on. Read off the display list.
final class ControlItemConfigurationTests: XCTestCase {
  let id = "sections[0].rows[0]"

  /// An outlined radio item draws a `border.widthDefault` outline in the state's colour
  /// instead of its divider, when selected or interacted with; unselected and enabled it keeps
  /// its divider.
  func testOutlinedRadioItem() throws {
    func layout(_ item: OUDSControlItem, theme: String = "orange", scheme: ColorScheme = .light) throws -> DisplayList {
      try TestEnvironment.layout(Screen("s") { item }, theme: theme, scheme: scheme)
    }
    let on = OUDSRadioItem("L", isOn: true, isOutlined: true, hasDivider: true)
    let selected = try layout(on)
    let outline = try XCTUnwrap(path("\(id).outline", selected))
    XCTAssertEqual(outline.frame, Rect(x: 0, y: 0, width: 390, height: 60))
    XCTAssertEqual(outline.fill, Color(hex: "#F15E00"))  // actionSelected
    XCTAssertEqual(innerInset(outline), 1)  // border.width.default (Orange)
    XCTAssertTrue(selected.items(withID: "\(id).divider").isEmpty)
    XCTAssertEqual(innerInset(try XCTUnwrap(path("\(id).outline", try layout(on, theme: "sosh")))), 2)

    let off = OUDSRadioItem("L", isOn: false, isOutlined: true, hasDivider: true)
    XCTAssertNil(path("\(id).outline", try layout(off)))
    XCTAssertFalse(try layout(off).items(withID: "\(id).divider").isEmpty)
    XCTAssertEqual(path("\(id).outline", try layout(off.interaction(.hover)))?.fill, Color(hex: "#000000AD"))
    XCTAssertEqual(path("\(id).outline", try layout(off.interaction(.pressed)))?.fill, Color(hex: "#F15E00"))
    // Focused: the focus ring instead, and still no divider.
    let focused = try layout(off.interaction(.focus))
    XCTAssertNil(path("\(id).outline", focused))
    XCTAssertTrue(focused.items(withID: "\(id).divider").isEmpty)
    // Disabled and read-only selected items keep a disabled outline, read-only with its radius.
    XCTAssertEqual(path("\(id).outline", try layout(on.disabled()))?.fill, Color(hex: "#00000033"))
    var readOnly = on
    readOnly.isReadOnly = true
    XCTAssertEqual(path("\(id).outline", try layout(readOnly, theme: "wireframe"))?.fill, Color(hex: "#05052E33"))
    // In error the outline is the negative colour of the state.
    let error = OUDSRadioItem("L", isOn: true, isOutlined: true, isError: true, errorText: "E", hasDivider: true)
    XCTAssertEqual(path("\(id).outline", try layout(error))?.fill, Color(hex: "#DB0002"))
    XCTAssertEqual(path("\(id).outline", try layout(error.interaction(.hover)))?.fill, Color(hex: "#B20002"))
    XCTAssertEqual(path("\(id).outline", try layout(error, scheme: .dark))?.fill, Color(hex: "#FF8081"))
  }

  /// The extra label sits between the label and the description, in `labelStrongMedium`.
  func testExtraLabel() throws {
    let item = OUDSRadioItem("Label", isOn: false, extraLabel: "Extra label", description: "Description")
    let list = try TestEnvironment.layout(Screen("s") { item })
    XCTAssertEqual(list.size.height, 24 + 20 + 20 + 24)
    let extra = try XCTUnwrap(list.text("\(id).extraLabel"))
    XCTAssertEqual(extra.frame.y, 12 + 24)
    XCTAssertEqual(extra.attributes.font, FontDescriptor(family: "TeX Gyre Heros", size: 14, weight: .bold))
    XCTAssertEqual(extra.color, Color(hex: "#000000"))  // contentDefault
    XCTAssertEqual(list.text("\(id).description")?.frame.y, 12 + 24 + 20)
    let disabled = try TestEnvironment.layout(Screen("s") { item.disabled() })
    XCTAssertEqual(disabled.text("\(id).extraLabel")?.color, Color(hex: "#00000033"))
    let compact = try TestEnvironment.layout(Screen("s") { item }, theme: "orange-compact")
    XCTAssertEqual(compact.text("\(id).extraLabel")?.attributes.font.size, 13)
  }

  /// Strong runs take the strong label weight; links are strong, underlined and in the link
  /// colour (`color.action.enabled`). The text item carries the plain text and the runs.
  func testRichHelperAndErrorText() throws {
    let item = OUDSCheckboxItem(
      "Label", isOn: true, description: try RichText(markdown: "See **the terms** or [help](https://example.com)"),
      isError: true, errorText: RichText("Error message with ") + .strong("strong") + RichText(" text"))
    let list = try TestEnvironment.layout(Screen("s") { item }, theme: "sosh")
    let description = try XCTUnwrap(list.text("\(id).description"))
    XCTAssertEqual(description.text, "See the terms or help")
    XCTAssertEqual(
      description.runs,
      [
        TextRun("See "), TextRun("the terms", weight: .bold), TextRun(" or "),
        TextRun("help", weight: .bold, isUnderlined: true, color: Color(hex: "#DE034B")),
      ])
    XCTAssertEqual(description.color, Color(hex: "#000F19B8"))  // contentMuted, for the plain runs
    let error = try XCTUnwrap(list.text("\(id).errorText"))
    XCTAssertEqual(error.text, "Error message with strong text")
    XCTAssertEqual(error.runs?[1], TextRun("strong", weight: .bold))
    XCTAssertEqual(error.color, Color(hex: "#DB0002"))
    // Plain text has no runs.
    let plain = try TestEnvironment.layout(Screen("s") { OUDSCheckboxItem("L", isOn: true, description: "Plain") })
    XCTAssertNil(plain.text("\(id).description")?.runs)
  }

  /// An untinted file icon is drawn in its own colours, in every state.
  func testUntintedIconKeepsItsColours() throws {
    let icon = Icon.file(path: "/icons/rainbow-heart.svg")
    let screen = Screen("s") {
      OUDSCheckboxItem("L", isOn: false, icon: icon, isIconTinted: false)
      OUDSCheckboxItem("L", isOn: false, icon: icon, isIconTinted: false).disabled()
      OUDSCheckboxItem("L", isOn: false, icon: icon)
    }
    let list = try TestEnvironment.layout(screen)
    func image(_ row: Int) -> ImageItem? {
      guard case .image(let item)? = list.items(withID: "sections[0].rows[\(row)].icon").first else { return nil }
      return item
    }
    XCTAssertEqual(image(0)?.frame.size, Size(width: 24, height: 24))
    XCTAssertNil(image(0)?.tint)
    XCTAssertNil(image(1)?.tint)
    XCTAssertEqual(image(2)?.tint, Color(hex: "#000000"))
  }

  /// Each theme's error icon: a disc in Orange, Orange Compact and Sosh, an octagon outline in
  /// Wireframe (eight corners on its outer path, a hole, a bar and a dot).
  func testErrorIconShapePerTheme() throws {
    let screen = Screen("s") { OUDSCheckboxItem("L", isOn: true, isError: true) }
    let disc = try XCTUnwrap(path("\(id).errorIcon", try TestEnvironment.layout(screen)))
    let octagon = try XCTUnwrap(path("\(id).errorIcon", try TestEnvironment.layout(screen, theme: "wireframe")))
    XCTAssertEqual(octagon.fill, Color(hex: "#DB0002"))
    XCTAssertTrue(octagon.isEvenOdd)
    XCTAssertNotEqual(disc.elements, octagon.elements)
    let lines = octagon.elements.prefix { if case .close = $0 { return false } else { return true } }
    XCTAssertEqual(lines.count, 8)  // move + 7 lines: the outer octagon
    XCTAssertEqual(bounds(octagon), Rect(x: 390 - 24 - 2 - 24 + 1, y: 19, width: 22, height: 22))
    XCTAssertEqual(
      try TestEnvironment.layout(screen, theme: "sosh").items(withID: "\(id).errorIcon").first?.frame?.size,
      Size(width: 24, height: 24))
  }

  /// Increased contrast: a selected, enabled indicator is `content.default` (checkbox and
  /// radio, both schemes; the switch keeps its colours), the outline of a selected item is too
  /// in light, and hover shows the focus ring on checkbox and radio items.
  func testIncreasedContrast() throws {
    func layout(_ item: OUDSControlItem, scheme: ColorScheme = .light) throws -> DisplayList {
      // A second row keeps the ring's bottom band on the canvas.
      var screen = Screen("s") {
        item
        OUDSCheckboxItem("Next", isOn: false)
      }
      screen.contrast = .increased
      return try TestEnvironment.layout(screen, scheme: scheme)
    }
    XCTAssertEqual(
      path("\(id).indicator.box", try layout(OUDSCheckboxItem("L", isOn: true)))?.fill, Color(hex: "#000000"))
    XCTAssertEqual(
      path("\(id).indicator.mark", try layout(OUDSRadioItem("L", isOn: true)))?.fill, Color(hex: "#000000"))
    XCTAssertEqual(
      path("\(id).indicator.box", try layout(OUDSCheckboxItem("L", isOn: true), scheme: .dark))?.fill,
      Color(hex: "#EEEEEE"))
    XCTAssertEqual(
      path("\(id).indicator.box", try layout(OUDSCheckboxItem("L", isOn: false)))?.fill, Color(hex: "#000000"))
    XCTAssertEqual(
      path("\(id).indicator.box", try layout(OUDSCheckboxItem("L", isOn: true).interaction(.pressed)))?.fill,
      Color(hex: "#F15E00"))
    let outlined = OUDSRadioItem("L", isOn: true, isOutlined: true)
    XCTAssertEqual(path("\(id).outline", try layout(outlined))?.fill, Color(hex: "#000000"))
    XCTAssertEqual(path("\(id).outline", try layout(outlined, scheme: .dark))?.fill, Color(hex: "#FF7900"))
    XCTAssertNotNil(rect("\(id).focusRing.bottom", try layout(OUDSCheckboxItem("L", isOn: false).interaction(.hover))))
    XCTAssertNotNil(rect("\(id).focusRing.bottom", try layout(OUDSRadioItem("L", isOn: false).interaction(.hover))))
    XCTAssertNil(rect("\(id).focusRing.bottom", try layout(OUDSSwitchItem("L", isOn: false).interaction(.hover))))
    XCTAssertEqual(
      rect("\(id).indicator.track", try layout(OUDSSwitchItem("L", isOn: true)))?.fill, Color(hex: "#17A02F"))
    // Standard contrast: hover draws no ring.
    let standard = try TestEnvironment.layout(
      Screen("s") {
        OUDSCheckboxItem("L", isOn: false).interaction(.hover)
        OUDSCheckboxItem("Next", isOn: false)
      })
    XCTAssertNil(rect("\(id).focusRing.bottom", standard))
  }

  /// An unselected radio ring is `border.emphasized`; a checkbox box `action.enabled`. They
  /// differ in Sosh (black against raspberry) and Wireframe.
  func testUnselectedRadioRingIsTheEmphasizedBorder() throws {
    let screen = Screen("s") {
      OUDSRadioItem("L", isOn: false)
      OUDSCheckboxItem("L", isOn: false)
    }
    let sosh = try TestEnvironment.layout(screen, theme: "sosh")
    XCTAssertEqual(path("\(id).indicator.box", sosh)?.fill, Color(hex: "#000000"))
    XCTAssertEqual(path("sections[0].rows[1].indicator.box", sosh)?.fill, Color(hex: "#DE034B"))
    let wireframe = try TestEnvironment.layout(screen, theme: "wireframe", scheme: .dark)
    XCTAssertEqual(path("\(id).indicator.box", wireframe)?.fill, Color(hex: "#E9ECF1"))
  }

  /// A screen of OUDS items is drawn on the theme's backgrounds, one with iOS rows on the
  /// system colours; `surface` chooses either for any screen.
  func testSurfaceFollowsTheRowsUnlessChosen() throws {
    let controls = Screen("s") { OUDSCheckboxItem("L", isOn: false).interaction(.hover) }
    XCTAssertEqual(controls.resolvedSurface, .theme)
    for (theme, page) in [
      ("orange", "#141414"), ("orange-compact", "#141414"), ("sosh", "#001524"), ("wireframe", "#101319"),
    ] {
      XCTAssertEqual(
        try TestEnvironment.layout(controls, theme: theme, scheme: .dark).background, Color(hex: page), theme)
    }
    XCTAssertEqual(try TestEnvironment.layout(controls).background, Color(hex: "#FFFFFF"))
    // The hover fill stays translucent: it composites over the surface.
    XCTAssertEqual(
      rect("\(id).background", try TestEnvironment.layout(controls, scheme: .dark))?.fill, Color(hex: "#FFFFFF14"))

    let ods = Screen("s") { ODSListItem(title: "Title") }
    XCTAssertEqual(ods.resolvedSurface, .system)
    XCTAssertEqual(try TestEnvironment.layout(ods, scheme: .dark).background, Color(hex: "#000000"))
    let mixed = Screen("s") {
      OUDSCheckboxItem("L", isOn: false)
      ListCell("Cell")
    }
    XCTAssertEqual(mixed.resolvedSurface, .system)
    XCTAssertEqual(Screen(name: "empty", sections: []).resolvedSurface, .system)

    var grouped = Screen("s", style: .insetGrouped) { OUDSRadioItem("L", isOn: true) }
    let themed = try TestEnvironment.layout(grouped, theme: "sosh", scheme: .dark)
    XCTAssertEqual(themed.background, Color(hex: "#002138"))  // bgSecondary
    XCTAssertEqual(rect("sections[0].background", themed)?.fill, Color(hex: "#001524"))  // bgPrimary
    grouped.surface = .system
    let system = try TestEnvironment.layout(grouped, theme: "sosh", scheme: .dark)
    XCTAssertEqual(system.background, Color(hex: "#000000"))
    XCTAssertEqual(rect("sections[0].background", system)?.fill, Color(hex: "#1C1C1E"))
    var odsOnTheme = ods
    odsOnTheme.surface = .theme
    XCTAssertEqual(
      try TestEnvironment.layout(odsOnTheme, theme: "wireframe", scheme: .dark).background, Color(hex: "#101319"))
  }
}
