import ListShot
import ListShotCore
import ListShotModel

/// The OUDS list item in the gallery: every text, kind, leading and trailing element,
/// size, alignment, style and state, then the items in list containers and right to left,
/// with the combinations the component forbids as placeholders.
extension Gallery {
  static var oudsListItemEntries: [Entry] {
    func entry(_ title: String, _ screen: Screen, direction: LayoutDirection? = nil) -> Entry {
      Entry("OUDS list item — \(title)", .screen(screen, direction: direction))
    }
    return [
      entry("texts", oudsTexts),
      entry("static and navigation indicators", oudsKinds),
      entry("leading status and neutral icons", oudsIcons),
      entry("leading images and flags", oudsImagesAndFlags),
      entry("leading avatars and their badges", oudsAvatars),
      entry("trailing texts", oudsTrailingTexts),
      entry("trailing count and standard badges", oudsBadges),
      entry("trailing tags", oudsTags),
      entry("trailing icon, image, flag and avatar", oudsTrailingMedia),
      entry("small size", oudsSmall),
      entry("top and center alignment", oudsAlignment),
      entry("item and card styles", oudsStyles),
      entry("states of a navigation item", oudsStates),
      entry("states of an outlined card", oudsOutlinedStates),
      entry("right to left", oudsRightToLeft, direction: .rightToLeft),
      entry("in a plain list with sections", oudsPlainSections),
      entry("in a grouped list, card style", oudsGroupedCards),
      entry("in an inset grouped list", oudsInsetGrouped),
      Entry("Forbidden", .forbidden("interaction on a static item")),
      Entry("Forbidden", .forbidden("divider on an outlined card")),
      Entry("Forbidden", .forbidden("neutral icon badge on an avatar")),
    ]
  }

  private static func data(_ label: String, _ description: String? = nil) -> OUDSListItemData {
    OUDSListItemData(label: label, description: description)
  }

  static let oudsTexts = Screen("ouds-texts") {
    OUDSStaticListItem(data: data("Label"))
    OUDSStaticListItem(data: OUDSListItemData(label: "Bold label", hasBoldLabel: true))
    OUDSStaticListItem(data: data("Label", "Description"))
    OUDSStaticListItem(
      data: OUDSListItemData(
        label: "Label", description: "Description", overline: "Overline", extraLabel: "Extra label",
        helperText: "Helper text, under the row"))
    OUDSStaticListItem(
      data: data(
        "A label long enough to wrap onto a second line of the row",
        "A description long enough to wrap too, as the component never cuts its texts"))
  }

  static let oudsKinds = Screen("ouds-kinds") {
    OUDSStaticListItem(data: data("Static", "Displays information only"))
    OUDSNavigationListItem(data: data("Next", "indicatorType: next"))
    OUDSNavigationListItem(
      data: data("Previous", "indicatorType: previous (no leading element)"), indicatorType: .previous)
    OUDSNavigationListItem(data: data("External", "indicatorType: external"), indicatorType: .external)
  }

  static let oudsIcons = Screen("ouds-icons") {
    OUDSStaticListItem(data: data("Neutral"), leading: .icon(OUDSListItemIcon(type: .neutral(asset: .named("heart")))))
    OUDSStaticListItem(
      data: data("Neutral with badge"),
      leading: .icon(OUDSListItemIcon(type: .neutral(asset: .named("bell"), badge: true))))
    OUDSStaticListItem(data: data("Info"), leading: .icon(OUDSListItemIcon(type: .info)))
    OUDSStaticListItem(data: data("Warning"), leading: .icon(OUDSListItemIcon(type: .warning)))
    OUDSStaticListItem(data: data("Negative"), leading: .icon(OUDSListItemIcon(type: .negative)))
    OUDSStaticListItem(data: data("Positive"), leading: .icon(OUDSListItemIcon(type: .positive)))
    OUDSStaticListItem(
      data: data("Large neutral with badge"),
      leading: .icon(OUDSListItemIcon(type: .neutral(asset: .named("mail"), badge: true), size: .large)))
    OUDSStaticListItem(data: data("Large warning"), leading: .icon(OUDSListItemIcon(type: .warning, size: .large)))
  }

  static let oudsImagesAndFlags = Screen("ouds-images-flags") {
    OUDSStaticListItem(data: data("Image", "medium, square"), leading: .image(OUDSListItemImage(asset: .placeholder)))
    OUDSStaticListItem(
      data: data("Image", "large, widescreen"),
      leading: .image(OUDSListItemImage(asset: .placeholder, size: .large, ratio: .widescreen)))
    OUDSStaticListItem(
      data: data("Image", "extra large, rounded media"),
      leading: .image(OUDSListItemImage(asset: .placeholder, size: .extraLarge))
    )
    .oudsListItemRoundedMedia(true)
    OUDSStaticListItem(
      data: data("France"), leading: .flag(OUDSListItemFlag(asset: .country("fr"), description: "France")))
    OUDSStaticListItem(
      data: data("Switzerland"), leading: .flag(OUDSListItemFlag(asset: .country("ch"), description: "Switzerland")))
    OUDSStaticListItem(
      data: data("Japan"), leading: .flag(OUDSListItemFlag(asset: .country("jp"), description: "Japan")))
    OUDSStaticListItem(
      data: data("Norway"), leading: .flag(OUDSListItemFlag(asset: .country("no"), description: "Norway")))
  }

  static let oudsAvatars = Screen("ouds-avatars") {
    OUDSStaticListItem(data: data("Icon", "medium"), leading: .avatar(OUDSListItemAvatar(type: .icon)))
    OUDSStaticListItem(
      data: data("Initials", "medium, negative badge"),
      leading: .avatar(OUDSListItemAvatar(type: .initials("AB"), badgeType: .standard(.negative))))
    OUDSStaticListItem(
      data: data("Initials", "large, positive icon badge"),
      leading: .avatar(OUDSListItemAvatar(type: .initials("CD"), size: .large, badgeType: .icon(.positive))))
    OUDSStaticListItem(
      data: data("Icon", "extra large, accent badge"),
      leading: .avatar(OUDSListItemAvatar(type: .icon, size: .extraLarge, badgeType: .standard(.accent))))
    OUDSStaticListItem(
      data: data("Initials", "extra large"),
      leading: .avatar(OUDSListItemAvatar(type: .initials("EF"), size: .extraLarge)))
  }

  static let oudsTrailingTexts = Screen("ouds-trailing-texts") {
    OUDSStaticListItem(data: data("Label"), trailing: .text(.label("Value")))
    OUDSStaticListItem(data: data("Muted label"), trailing: .text(.labelMuted("Value")))
    OUDSStaticListItem(data: data("Strong label"), trailing: .text(.labelStrong("Value")))
    OUDSStaticListItem(data: data("Label and extra label"), trailing: .text(.labelAndExtraLabel("Value", "Extra")))
  }

  static let oudsBadges = Screen("ouds-badges") {
    for status in OUDSBadgeStatus.allCases {
      OUDSStaticListItem(
        data: data("Count, \(status.rawValue)"), trailing: .badge(.count(OUDSBadgeCount(7, status: status))))
    }
    OUDSStaticListItem(
      data: data("Count, large, over 99"),
      trailing: .badge(.count(OUDSBadgeCount(120, status: .negative, size: .large))))
    for size in OUDSBadgeStandard.Size.allCases {
      OUDSStaticListItem(
        data: data("Standard, \(size.rawValue)"),
        trailing: .badge(.standard(OUDSBadgeStandard(status: .info, size: size))))
    }
  }

  static let oudsTags = Screen("ouds-tags") {
    for status in OUDSBadgeStatus.allCases {
      OUDSStaticListItem(
        data: data("Emphasized \(status.rawValue)"),
        trailing: .tag(
          OUDSTag(
            label: "Label",
            status: OUDSTag.Status(category: status, leading: status.isFunctional ? .statusIcon : .bullet))))
      OUDSStaticListItem(
        data: data("Muted \(status.rawValue)"),
        trailing: .tag(
          OUDSTag(
            label: "Label",
            status: OUDSTag.Status(category: status, leading: status.isFunctional ? .statusIcon : .bullet),
            appearance: .muted)))
    }
    OUDSStaticListItem(
      data: data("Small, square"), trailing: .tag(OUDSTag(label: "Label", shape: .square, size: .small)))
    OUDSStaticListItem(
      data: data("Own icon"),
      trailing: .tag(
        OUDSTag(label: "Label", status: OUDSTag.Status(category: .accent, leading: .icon(.named("heart"))))))
  }

  static let oudsTrailingMedia = Screen("ouds-trailing-media") {
    OUDSStaticListItem(data: data("Icon"), trailing: .icon(OUDSListItemIcon(type: .info)))
    OUDSStaticListItem(
      data: data("Image"), trailing: .image(OUDSListItemImage(asset: .placeholder, ratio: .widescreen)))
    OUDSStaticListItem(
      data: data("Flag"), trailing: .flag(OUDSListItemFlag(asset: .country("it"), description: "Italy")))
    OUDSStaticListItem(data: data("Avatar"), trailing: .avatar(OUDSListItemAvatar(type: .initials("GH"))))
  }

  static let oudsSmall = Screen("ouds-small") {
    OUDSStaticListItem(
      data: OUDSListItemData(
        label: "Small", description: "Overline and extra label hidden", overline: "Hidden", extraLabel: "Hidden")
    )
    .oudsListItemSize(.small)
    OUDSNavigationListItem(
      data: data("Small with avatar"), leading: .avatar(OUDSListItemAvatar(type: .initials("IJ"), size: .extraLarge)),
      trailing: .text(.labelAndExtraLabel("Value", "Hidden"))
    ).oudsListItemSize(.small)
    OUDSStaticListItem(
      data: data("Small with icon"), leading: .icon(OUDSListItemIcon(type: .positive, size: .large)),
      trailing: .badge(.count(OUDSBadgeCount(2)))
    )
    .oudsListItemSize(.small)
  }

  static let oudsAlignment = Screen("ouds-alignment") {
    let long = data("Top: a label long enough to wrap on more lines", "With a description")
    OUDSNavigationListItem(
      data: long, leading: .avatar(OUDSListItemAvatar(type: .icon, size: .large)), trailing: .text(.labelMuted("Value"))
    )
    .oudsListItemContainerAlignment(.top)
    OUDSNavigationListItem(
      data: data("Center: a label long enough to wrap on more lines", "With a description"),
      leading: .avatar(OUDSListItemAvatar(type: .icon, size: .large)), trailing: .text(.labelMuted("Value")))
  }

  static let oudsStyles = Screen("ouds-styles") {
    OUDSStaticListItem(data: data("Item", "divider, no background (default)"))
    OUDSStaticListItem(data: data("Item", "no divider, background")).oudsListItemStyle(divider: false, background: true)
    OUDSStaticListItem(data: data("Card", "divider and background")).oudsListCardStyle()
    OUDSStaticListItem(data: data("Card", "no divider, no background")).oudsListCardStyle(
      .standard(divider: false, background: false))
    OUDSNavigationListItem(data: data("Outlined card")).oudsListCardStyle(.outlined())
    OUDSNavigationListItem(data: data("Outlined only on interaction", "not outlined until pressed")).oudsListCardStyle(
      .outlined(onlyOnInteraction: true))
  }

  static let oudsStates = Screen("ouds-states") {
    let item = OUDSNavigationListItem(
      data: data("Label", "Description"), leading: .icon(OUDSListItemIcon(type: .info)),
      trailing: .badge(.count(OUDSBadgeCount(3, status: .negative))))
    item
    item.interaction(.hover).replacingLabel("Hover")
    item.interaction(.pressed).replacingLabel("Pressed")
    item.interaction(.focus).replacingLabel("Focus")
    item.disabled().replacingLabel("Disabled")
    OUDSStaticListItem(
      data: OUDSListItemData(label: "Disabled static", helperText: "Helper text"),
      leading: .avatar(OUDSListItemAvatar(type: .initials("KL"))), trailing: .tag(OUDSTag(label: "Tag"))
    ).disabled()
  }

  static let oudsOutlinedStates = Screen("ouds-outlined-states") {
    let item = OUDSNavigationListItem(data: data("Enabled")).oudsListCardStyle(.outlined())
    item
    item.interaction(.hover).replacingLabel("Hover")
    item.interaction(.pressed).replacingLabel("Pressed")
    item.disabled().replacingLabel("Disabled")
  }

  static let oudsRightToLeft = Screen("ouds-rtl", locale: "ar") {
    OUDSNavigationListItem(
      data: data("التالي", "Chevrons mirror"),
      leading: .flag(OUDSListItemFlag(asset: .country("fr"), description: "France")))
    OUDSNavigationListItem(data: data("السابق"), indicatorType: .previous, trailing: .text(.labelMuted("Value")))
    OUDSNavigationListItem(
      data: data("External"), indicatorType: .external,
      leading: .avatar(OUDSListItemAvatar(type: .initials("AB"), badgeType: .standard(.positive))),
      trailing: .tag(OUDSTag(label: "Tag", status: OUDSTag.Status(category: .info, leading: .statusIcon))))
  }

  static let oudsPlainSections = Screen("ouds-plain-sections") {
    Section(header: "Today") {
      OUDSNavigationListItem(data: data("Invoice", "Due on 12 May"), leading: .icon(OUDSListItemIcon(type: .warning)))
      OUDSNavigationListItem(data: data("Delivery", "On its way"), leading: .icon(OUDSListItemIcon(type: .positive)))
    }
    Section(header: "Earlier") {
      OUDSStaticListItem(data: data("Plan changed"), trailing: .text(.labelMuted("2 May")))
    }
  }

  static let oudsGroupedCards = Screen("ouds-grouped-cards", style: .grouped) {
    Section(header: "Cards") {
      OUDSNavigationListItem(data: data("Card with background")).oudsListCardStyle()
      OUDSNavigationListItem(data: data("Card without divider")).oudsListCardStyle(.standard(divider: false))
      OUDSNavigationListItem(data: data("Outlined card")).oudsListCardStyle(.outlined())
    }
  }

  static let oudsInsetGrouped = Screen("ouds-inset-grouped", style: .insetGrouped) {
    Section(header: "Account", footer: "OUDS list items draw their own dividers; the list draws none.") {
      OUDSNavigationListItem(data: data("Profile"), leading: .avatar(OUDSListItemAvatar(type: .initials("JD"))))
      OUDSNavigationListItem(data: data("Subscriptions"), trailing: .badge(.count(OUDSBadgeCount(2, status: .accent))))
    }
    Section(header: "Outlined cards") {
      OUDSNavigationListItem(data: data("Help")).oudsListCardStyle(.outlined())
    }
  }
}

extension OUDSListItem {
  /// The same item under another label (the gallery's state rows).
  fileprivate func replacingLabel(_ label: String) -> OUDSListItem {
    var copy = self
    copy.data.label = label
    return copy
  }
}
