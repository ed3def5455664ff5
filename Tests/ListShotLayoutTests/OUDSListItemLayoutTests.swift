import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// How the OUDS list item lays out (Orange light, fixed-width measurer: every character is
/// half its font size wide): directions, Dynamic Type, sizes, alignment, what the component
/// hides, and what VoiceOver reads.
final class OUDSListItemLayoutTests: XCTestCase {
  func row(_ index: Int) -> String { "sections[0].rows[\(index)]" }

  /// Every part of the item in one screen.
  static let everyPart = Screen("parts") {
    OUDSNavigationListItem(
      data: OUDSListItemData(label: "Next", description: "D", helperText: "Helper"),
      leading: .flag(OUDSListItemFlag(asset: .country("fr"), description: "France")),
      trailing: .tag(OUDSTag(label: "Tag", status: OUDSTag.Status(category: .info, leading: .statusIcon))))
    OUDSNavigationListItem(
      data: OUDSListItemData(label: "Previous"), indicatorType: .previous,
      trailing: .text(.labelAndExtraLabel("A", "B")))
    OUDSNavigationListItem(
      data: OUDSListItemData(label: "External"), indicatorType: .external,
      leading: .avatar(OUDSListItemAvatar(type: .initials("AB"), size: .large, badgeType: .icon(.positive))),
      trailing: .badge(.standard(OUDSBadgeStandard(status: .accent))))
    OUDSStaticListItem(
      data: OUDSListItemData(label: "Static"),
      leading: .icon(OUDSListItemIcon(type: .neutral(asset: .named("heart"), badge: true))),
      trailing: .image(OUDSListItemImage(asset: .placeholder, ratio: .widescreen)))
    OUDSStaticListItem(data: OUDSListItemData(label: "Outlined"), leading: .icon(OUDSListItemIcon(type: .warning)))
      .oudsListCardStyle(.outlined())
  }

  func testRightToLeftMirrorsFramesAndOnlyTheChevrons() throws {
    for theme in ["orange", "wireframe"] {
      for size in [DynamicTypeSize.large, .accessibility3] {
        // Flags, avatars, status icons and the external-link icon keep their drawing.
        let ltr = try TestEnvironment.layout(Self.everyPart, theme: theme, size: size, flipped: [".chevron"])
        let rtl = try TestEnvironment.layout(
          Self.everyPart, theme: theme, direction: .rightToLeft, size: size, flipped: [".chevron"])
        assertNothingLeavesTheCanvas(rtl)
        XCTAssertEqual(ltr.semantics.count, rtl.semantics.count)
      }
    }
  }

  func testTheChevronPointsForwardAndBackward() throws {
    let ltr = try TestEnvironment.layout(Self.everyPart)
    let next = try XCTUnwrap(path("\(row(0)).navigationIndicator.chevron", ltr))
    let previous = try XCTUnwrap(path("\(row(1)).navigationIndicator.chevron", ltr))
    // The tip of "next" is on its trailing side, of "previous" on its leading side.
    XCTAssertGreaterThan(bounds(next).midX, next.frame.midX)
    XCTAssertLessThan(bounds(previous).midX, previous.frame.midX)
    XCTAssertEqual(previous.frame.minX, 16)  // where the leading element would be
    XCTAssertNotNil(path("\(row(2)).navigationIndicator.externalLink", ltr))
  }

  func testMediaScaleWithTheOUDSPercentageRateButTheRowMinimumDoesNot() throws {
    let screen = Screen("s") {
      OUDSStaticListItem(data: OUDSListItemData(label: "L"), leading: .icon(OUDSListItemIcon(type: .info)))
    }
    for (size, rate) in [
      (DynamicTypeSize.xSmall, 0.8), (.large, 1), (.xxxLarge, 1.35), (.accessibility3, 2.35), (.accessibility5, 3.1),
    ] {
      let list = try TestEnvironment.layout(screen, size: size)
      let icon = try XCTUnwrap(path("\(row(0)).leading.statusIcon", list))
      XCTAssertEqual(icon.frame.width, 28 * rate, accuracy: 1e-9, "\(size)")
      let rowNode = try XCTUnwrap(list.semantics.first)
      XCTAssertEqual(rowNode.frame.height, max(60, 28 * rate + 24), accuracy: 1e-9, "\(size)")
    }
    let large = try TestEnvironment.layout(screen, size: .accessibility3)
    XCTAssertGreaterThan(try XCTUnwrap(large.text("\(row(0)).label")).attributes.font.size, 16)
  }

  func testTheSmallSizeHidesOverlineAndExtraLabelsAndUsesTheSmallTokens() throws {
    let data = OUDSListItemData(label: "L", description: "D", overline: "O", extraLabel: "E")
    let screen = Screen("s") {
      OUDSStaticListItem(
        data: data, leading: .avatar(OUDSListItemAvatar(type: .icon, size: .extraLarge)),
        trailing: .text(.labelAndExtraLabel("A", "B")))
      OUDSStaticListItem(
        data: data, leading: .avatar(OUDSListItemAvatar(type: .icon, size: .extraLarge)),
        trailing: .text(.labelAndExtraLabel("A", "B"))
      )
      .oudsListItemSize(.small)
    }
    let list = try TestEnvironment.layout(screen)
    for key in ["overline", "label", "extraLabel", "description", "trailing.text", "trailing.extraLabel"] {
      XCTAssertNotNil(list.text("\(row(0)).\(key)"), key)
    }
    XCTAssertNil(list.text("\(row(1)).overline"))
    XCTAssertNil(list.text("\(row(1)).extraLabel"))
    XCTAssertNil(list.text("\(row(1)).trailing.extraLabel"))
    XCTAssertNotNil(list.text("\(row(1)).description"))
    XCTAssertEqual(path("\(row(0)).leading.avatar", list)?.frame.width, 56)  // sizeAssetXlarge
    XCTAssertEqual(path("\(row(1)).leading.avatar", list)?.frame.width, 24)  // sizeAssetSmall
    // Small: label 24 + description 20 + 2 × spacePaddingBlockSmall 8.
    XCTAssertEqual(list.semantics[1].frame.height, 60)
  }

  func testTopAlignmentPutsEveryContainerAtTheCounterweightPadding() throws {
    let text = OUDSListItemData(label: String(repeating: "x", count: 80))
    let screen = Screen("s") {
      OUDSStaticListItem(data: text, leading: .icon(OUDSListItemIcon(type: .info)), trailing: .text(.label("T")))
        .oudsListItemContainerAlignment(.top)
      OUDSStaticListItem(data: text, leading: .icon(OUDSListItemIcon(type: .info)), trailing: .text(.label("T")))
    }
    let list = try TestEnvironment.layout(screen)
    let top = try XCTUnwrap(path("\(row(0)).leading.statusIcon", list))
    XCTAssertEqual(top.frame.minY, 10)  // spacePaddingBlockTopAlignmentTopCounterweightDefault
    XCTAssertEqual(list.text("\(row(0)).label")?.frame.minY, 12)  // + TopTextContainerDefault 2
    // The trailing text (24) after its top padding (2), centred in its 28 pt container.
    XCTAssertEqual(list.text("\(row(0)).trailing.text")?.frame.minY, 10 + 2 + (28 - 2 - 24) / 2)
    let label = try XCTUnwrap(list.text("\(row(1)).label"))
    let centred = try XCTUnwrap(path("\(row(1)).leading.statusIcon", list))
    XCTAssertEqual(centred.frame.midY, label.frame.midY, accuracy: 1e-9)
    XCTAssertGreaterThan(label.frame.height, 24)  // it wraps
  }

  func testAnItemDividerSpansTheRowAndStylesChangeBackgroundAndBorder() throws {
    let screen = Screen("s") {
      OUDSStaticListItem(data: OUDSListItemData(label: "Default"))
      OUDSStaticListItem(data: OUDSListItemData(label: "Background")).oudsListItemStyle(
        divider: false, background: true)
      OUDSStaticListItem(data: OUDSListItemData(label: "Card")).oudsListCardStyle()
      OUDSNavigationListItem(data: OUDSListItemData(label: "Only on interaction")).oudsListCardStyle(
        .outlined(onlyOnInteraction: true))
      OUDSNavigationListItem(data: OUDSListItemData(label: "Pressed")).oudsListCardStyle(
        .outlined(onlyOnInteraction: true)
      )
      .interaction(.pressed)
      OUDSStaticListItem(data: OUDSListItemData(label: "Disabled")).oudsListCardStyle().disabled()
    }
    let list = try TestEnvironment.layout(screen, theme: "sosh")
    XCTAssertNil(rect("\(row(0)).background", list))
    XCTAssertEqual(frame("\(row(0)).divider", list)?.width, 390)
    let background = try XCTUnwrap(rect("\(row(1)).background", list))
    XCTAssertEqual(background.fill, Color(hex: "#000F190A"))  // actionSupportEnabled
    XCTAssertEqual(background.cornerRadius, 4)  // Sosh borderRadiusDefault, without a divider
    XCTAssertNil(frame("\(row(1)).divider", list))
    XCTAssertEqual(rect("\(row(2)).background", list)?.cornerRadius, 0)
    XCTAssertNotNil(frame("\(row(2)).divider", list))
    XCTAssertNil(path("\(row(3)).border", list))
    XCTAssertEqual(path("\(row(4)).border", list)?.fill, Color(hex: "#0173C1"))  // actionPressed
    XCTAssertEqual(rect("\(row(5)).background", list)?.fill, Color(hex: "#000F190A"))  // actionSupportDisabled
  }

  func testAPreviousIndicatorHidesTheLeadingElement() throws {
    let screen = Screen("s") {
      OUDSNavigationListItem(
        data: OUDSListItemData(label: "Back"), indicatorType: .previous, leading: .icon(OUDSListItemIcon(type: .info)))
    }
    let list = try TestEnvironment.layout(screen)
    XCTAssertNil(path("\(row(0)).leading.statusIcon", list))
    XCTAssertEqual(list.text("\(row(0)).label")?.frame.minX, 16 + 24 + 12)
  }

  func testVoiceOverReadsALinkForANavigationItemAndTextForAStaticOne() throws {
    let list = try TestEnvironment.layout(Self.everyPart)
    let nodes = list.semantics.filter(\.isRow)
    XCTAssertEqual(nodes.map(\.role), [.link, .link, .link, .text, .text])
    XCTAssertEqual(nodes[0].spokenText, "Next, D, Tag, Helper, link")  // the flag is hidden
    XCTAssertEqual(nodes[1].spokenText, "Previous, A, B, link")
    XCTAssertNotNil(nodes[0].hitFrame)
    XCTAssertNil(nodes[3].hitFrame)
    let disabled = try TestEnvironment.layout(
      Screen("s") { OUDSNavigationListItem(data: OUDSListItemData(label: "Off")).disabled() })
    XCTAssertEqual(disabled.semantics.first?.spokenText, "disabled, Off, link")
  }

  func testBadgesAndTagsFollowTheirSizes() throws {
    let screen = Screen("s") {
      OUDSStaticListItem(
        data: OUDSListItemData(label: "L"), trailing: .badge(.count(OUDSBadgeCount(150, size: .large))))
      OUDSStaticListItem(
        data: OUDSListItemData(label: "L"), trailing: .badge(.standard(OUDSBadgeStandard(size: .extraSmall))))
      OUDSStaticListItem(
        data: OUDSListItemData(label: "L"), trailing: .tag(OUDSTag(label: "Tag", shape: .square, size: .small)))
    }
    let list = try TestEnvironment.layout(screen)
    XCTAssertEqual(list.text("\(row(0)).trailing.badge.count")?.text, "+99")
    XCTAssertEqual(frame("\(row(0)).trailing.badge", list)?.height, 20)
    XCTAssertEqual(frame("\(row(1)).trailing.badge", list)?.width, 8)
    let tag = try XCTUnwrap(rect("\(row(2)).trailing.tag", list))
    XCTAssertEqual(tag.frame.height, 24)  // tag.sizeMinHeightSmall
    XCTAssertEqual(tag.cornerRadius, 0)
    XCTAssertEqual(tag.fill, Color(hex: "#272727"))  // surface.inverseHigh (neutral, emphasized)
  }

  /// The Swift example of the OUDS list item section of docs/spec.md, as written there.
  func testTheSpecPageExampleLaysOut() throws {
    let screen = Screen("settings") {
      OUDSNavigationListItem(
        data: OUDSListItemData(label: "Wi-Fi", description: "Home"),
        leading: .icon(OUDSListItemIcon(type: .neutral(asset: .named("wifi")))),
        trailing: .text(.labelMuted("On")))
      OUDSStaticListItem(
        data: OUDSListItemData(label: "Messages", helperText: "Synced an hour ago"),
        leading: .flag(OUDSListItemFlag(asset: .country("fr"), description: "France")),
        trailing: .badge(.count(OUDSBadgeCount(3, status: .negative)))
      )
      .oudsListItemSize(.small)
      OUDSNavigationListItem(data: OUDSListItemData(label: "Help"), indicatorType: .external)
        .oudsListCardStyle(.outlined())
    }
    XCTAssertEqual(screen.validate(), [])
    let list = try TestEnvironment.layout(screen)
    XCTAssertEqual(list.semantics.filter(\.isRow).map(\.role), [.link, .text, .link])
    XCTAssertNotNil(path("\(row(2)).border", list))
  }
}
