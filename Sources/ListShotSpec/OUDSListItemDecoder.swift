import ListShotCore
import ListShotModel

/// Decodes `oudsListItem:` with the names of ouds-ios 3.0.0 (`OUDSListItemData`, the
/// indicator type and the list-item view modifiers).
///
/// ```yaml
/// - oudsListItem:
///     label: Wi-Fi                  # OUDSListItemData: label, hasBoldLabel, description,
///     description: Home network     #   overline, extraLabel, helperText
///     indicatorType: next           # a navigation item (next, previous, external); none: static
///     leading: { icon: { asset: wifi } }
///     trailing: { labelMuted: On }
///     size: small                   # standard (default) or small
///     containerAlignment: top       # center (default) or top
///     style: card                   # item (default), card or outlined; divider, background,
///                                   #   onlyOnInteraction refine it
///     roundedMedia: true
///     isDisabled: false
///     interaction: pressed          # enabled, hover, pressed, focus (navigation items)
/// ```
enum OUDSListItemDecoder {
  static func decode(_ node: SpecNode) throws -> OUDSListItem {
    let map = try node.mapping(SpecShapes.oudsListItem, what: "oudsListItem")
    let data = OUDSListItemData(
      label: try map.required("label").string(), hasBoldLabel: try map["hasBoldLabel"]?.bool() ?? false,
      description: try map["description"]?.string(), overline: try map["overline"]?.string(),
      extraLabel: try map["extraLabel"]?.string(), helperText: try map["helperText"]?.string())
    let interaction = try map.choice("interaction", as: OUDSListItem.Interaction.self)
    return OUDSListItem(
      data: data, indicatorType: try indicatorType(map),
      leading: try map["leading"].map(OUDSListItemPartDecoder.leading),
      trailing: try map["trailing"].map(OUDSListItemPartDecoder.trailing),
      size: try map.choice("size", as: OUDSListItemSize.self) ?? .standard,
      containersAlignment: try map.choice("containerAlignment", as: OUDSListItemContainersAlignment.self) ?? .center,
      contentStyle: try contentStyle(map), hasRoundedMedia: try map["roundedMedia"]?.bool() ?? false,
      isDisabled: try map["isDisabled"]?.bool() ?? false,
      interaction: interaction ?? .enabled)
  }

  /// `kind: static | navigation` and `indicatorType`: an indicator makes a navigation item;
  /// `kind: navigation` alone means `next`.
  static func indicatorType(_ map: SpecMapping) throws -> OUDSNavigationListItemIndicatorType? {
    let kind = try map.choice("kind")
    guard let node = map["indicatorType"] else { return kind == "navigation" ? .next : nil }
    if kind == "static" {
      throw node.error(
        "indicatorType makes a navigation item, but kind is 'static'",
        hint: "remove indicatorType, or set kind: navigation")
    }
    return try map.choice("indicatorType", as: OUDSNavigationListItemIndicatorType.self)
  }

  /// `style` with `divider`, `background` and `onlyOnInteraction`, as the three modifiers
  /// `oudsListItemStyle(divider:background:)`, `oudsListCardStyle(.standard(…))` and
  /// `oudsListCardStyle(.outlined(onlyOnInteraction:))` set them.
  static func contentStyle(_ map: SpecMapping) throws -> OUDSListItemContentStyle {
    let style = try map.choice("style") ?? "item"
    let divider = try map["divider"]?.bool(), background = try map["background"]?.bool()
    if style == "outlined" {
      for key in ["divider", "background"] {
        if let node = map[key] {
          throw node.error(
            "\(key) cannot be set on style 'outlined': an outlined card has a border and no \(key)",
            hint: "remove \(key), or use style 'card' or 'item'")
        }
      }
      return .card(.outlined(onlyOnInteraction: try map["onlyOnInteraction"]?.bool() ?? false))
    }
    if let node = map["onlyOnInteraction"] {
      throw node.error(
        "onlyOnInteraction applies to style 'outlined', but style is '\(style)'",
        hint: "set style: outlined, or remove onlyOnInteraction")
    }
    if style == "card" { return .card(.standard(divider: divider ?? true, background: background ?? true)) }
    return .item(divider: divider ?? true, background: background ?? false)
  }
}
