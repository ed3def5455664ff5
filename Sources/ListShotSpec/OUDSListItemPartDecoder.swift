import ListShotCore
import ListShotModel

/// Decodes the leading and trailing elements of `oudsListItem:`, each a mapping with one
/// element key, with shorthands for the common cases:
///
/// ```yaml
/// leading: { icon: info }                               # a status icon
/// leading: { icon: { asset: heart, badge: true, size: large } }   # a neutral icon
/// leading: { image: { asset: photo.png, size: large, ratio: widescreen } }
/// leading: { flag: fr }                                 # or { country: fr, description: France }
/// leading: { avatar: { initials: AB, size: large, badge: positive } }
/// trailing: { labelMuted: Details }                     # label, labelMuted, labelStrong;
/// trailing: { label: On, extraLabel: Since May }        #   extraLabel goes with label
/// trailing: { badge: { count: 3, status: negative } }   # no count: a standard badge
/// trailing: { tag: { label: New, status: positive, appearance: muted, leading: bullet } }
/// ```
enum OUDSListItemPartDecoder {
  static var mediaKeys: [String] { SpecShapes.oudsListItemLeading.keys }
  static var trailingKeys: [String] { SpecShapes.oudsListItemTrailing.keys }
  /// The icon types as declared: `neutral` and the status icons.
  static var iconTypes: [String] { SpecShapes.oudsListItemIcon.mappingShape?.field("type")?.stringChoices ?? [] }
  static var statusIcons: [String] { iconTypes.filter { $0 != "neutral" } }

  static func leading(_ node: SpecNode) throws -> OUDSListItemLeading {
    let map = try node.mapping(SpecShapes.oudsListItemLeading, what: "leading")
    let entry = try single(map, kinds: mediaKeys, what: "leading")
    switch entry.key {
    case "icon": return .icon(try icon(entry.value))
    case "image": return .image(try image(entry.value))
    case "flag": return .flag(try flag(entry.value))
    default: return .avatar(try avatar(entry.value))
    }
  }

  static func trailing(_ node: SpecNode) throws -> OUDSListItemTrailing {
    let map = try node.mapping(SpecShapes.oudsListItemTrailing, what: "trailing")
    let kinds = trailingKeys.filter { $0 != "extraLabel" }
    let entry = try single(map, kinds: kinds, what: "trailing")
    if let extra = map["extraLabel"], entry.key != "label" {
      throw extra.error(
        "extraLabel goes with 'label' (labelAndExtraLabel), not with '\(entry.key)'",
        hint: "write { label: …, extraLabel: … }")
    }
    switch entry.key {
    case "label":
      let label = try entry.value.string()
      if let extra = map["extraLabel"] { return .text(.labelAndExtraLabel(label, try extra.string())) }
      return .text(.label(label))
    case "labelMuted": return .text(.labelMuted(try entry.value.string()))
    case "labelStrong": return .text(.labelStrong(try entry.value.string()))
    case "badge": return .badge(try badge(entry.value))
    case "tag": return .tag(try tag(entry.value))
    case "icon": return .icon(try icon(entry.value))
    case "image": return .image(try image(entry.value))
    case "flag": return .flag(try flag(entry.value))
    default: return .avatar(try avatar(entry.value))
    }
  }

  private static func single(_ map: SpecMapping, kinds: [String], what: String) throws -> (key: String, value: SpecNode)
  {
    let given = map.entries.filter { kinds.contains($0.key) }
    guard given.count == 1, let entry = given.first else {
      throw map.owner.error(
        "\(what) has exactly one element, found \(given.count)\(given.isEmpty ? "" : ": " + given.map(\.key).joined(separator: ", "))",
        expected: "one of: \(kinds.joined(separator: ", "))")
    }
    return entry
  }

  /// `info` (a status), `heart` (a neutral icon by name), or a mapping.
  static func icon(_ node: SpecNode) throws -> OUDSListItemIcon {
    guard case .mapping = node.node else {
      if statusIcons.contains(try node.string()) { return OUDSListItemIcon(type: try statusType(node)) }
      return OUDSListItemIcon(type: .neutral(asset: try ImageSourceDecoder.icon(node)))
    }
    let map = try node.mapping(SpecShapes.oudsListItemIcon, what: "icon")
    let size = try map.choice("size", as: OUDSListItemIcon.Size.self) ?? .medium
    let type = try map.choice("type") ?? (map["asset"] == nil ? nil : "neutral")
    guard let type else {
      throw node.error(
        "an icon needs a 'type' (a status) or an 'asset' (a neutral icon)",
        expected: "type: \(iconTypes.joined(separator: ", "))")
    }
    guard type == "neutral" else {
      for key in ["asset", "badge"] {
        if let extra = map[key] {
          throw extra.error(
            "\(key) goes with type 'neutral'; the '\(type)' status icon has its own drawing and no badge",
            hint: "remove \(key)")
        }
      }
      return OUDSListItemIcon(type: try statusType(map.required("type")), size: size)
    }
    let asset = try ImageSourceDecoder.icon(map.required("asset"))
    return OUDSListItemIcon(type: .neutral(asset: asset, badge: try map["badge"]?.bool() ?? false), size: size)
  }

  private static func statusType(_ node: SpecNode) throws -> OUDSListItemIcon.IconType {
    switch try node.choice(among: statusIcons) {
    case "positive": return .positive
    case "info": return .info
    case "warning": return .warning
    default: return .negative
    }
  }

  /// An image source, or a mapping with `asset`.
  static func image(_ node: SpecNode) throws -> OUDSListItemImage {
    guard case .mapping = node.node else { return OUDSListItemImage(asset: try ImageSourceDecoder.image(node)) }
    let map = try node.mapping(SpecShapes.oudsListItemImage, what: "image")
    return OUDSListItemImage(
      asset: try ImageSourceDecoder.image(map.required("asset")), description: try map["description"]?.string(),
      size: try map.choice("size", as: OUDSListItemImage.Size.self) ?? .medium,
      ratio: try map.choice("ratio", as: OUDSListItemImage.Ratio.self) ?? .square,
      contentMode: try map.choice("contentMode", as: OUDSListItemImage.ContentMode.self) ?? .fit)
  }

  /// A country code, or `{country: fr, description: France}` / `{file: flag.svg, description: …}`.
  static func flag(_ node: SpecNode) throws -> OUDSListItemFlag {
    guard case .mapping = node.node else {
      let code = try node.string().lowercased()
      return OUDSListItemFlag(asset: .country(code), description: code.uppercased())
    }
    let map = try node.mapping(SpecShapes.oudsListItemFlag, what: "flag")
    switch (map["country"], map["file"]) {
    case (let country?, nil):
      let code = try country.string().lowercased()
      return OUDSListItemFlag(asset: .country(code), description: try map["description"]?.string() ?? code.uppercased())
    case (nil, let file?):
      return OUDSListItemFlag(
        asset: .file(path: try ImageSourceDecoder.existingFile(file)),
        description: try map.required("description").string())
    default:
      throw node.error("a flag has either 'country' or 'file'", expected: "country: fr, or file: flags/fr.svg")
    }
  }

  /// `icon`, or a mapping with `initials` or `image` (neither: the person icon).
  static func avatar(_ node: SpecNode) throws -> OUDSListItemAvatar {
    guard case .mapping = node.node else {
      _ = try node.choice(declared: SpecShapes.oudsListItemAvatar)
      return OUDSListItemAvatar(type: .icon)
    }
    let map = try node.mapping(SpecShapes.oudsListItemAvatar, what: "avatar")
    let type: OUDSListItemAvatar.AvatarType
    switch (map["initials"], map["image"]) {
    case (let initials?, nil): type = .initials(try initials.string())
    case (nil, let image?): type = .image(try ImageSourceDecoder.image(image))
    case (nil, nil): type = .icon
    default: throw node.error("an avatar has either 'initials' or 'image', not both")
    }
    return OUDSListItemAvatar(
      type: type, size: try map.choice("size", as: OUDSListItemAvatar.Size.self) ?? .medium,
      badgeType: try map["badge"].map { try avatarBadge($0, declared: map.declaration(of: "badge")) })
  }

  /// `negative` (a standard badge), `{standard: negative}` or `{icon: positive}`. An icon badge
  /// reads any status: the model explains why a status without an icon (accent) cannot have one.
  private static func avatarBadge(_ node: SpecNode, declared shape: SpecShape) throws -> OUDSListItemAvatar.BadgeType {
    guard case .mapping = node.node else {
      return .standard(try node.choice(declared: shape, as: OUDSBadgeStatus.self))
    }
    let map = try node.mapping(shape, what: "avatar badge")
    switch (map["standard"], map["icon"]) {
    case (.some, nil): return .standard(try map.choice("standard", as: OUDSBadgeStatus.self) ?? .neutral)
    case (nil, let icon?):
      return .icon(try icon.choice(declared: SpecShapes.oudsBadge.field("status") ?? shape, as: OUDSBadgeStatus.self))
    default:
      throw node.error(
        "an avatar badge is either 'standard' or 'icon'", expected: "standard: negative, or icon: positive")
    }
  }

  /// With `count`: `OUDSBadgeCount` (medium or large); without: `OUDSBadgeStandard`.
  static func badge(_ node: SpecNode) throws -> OUDSListItemTrailing.BadgeType {
    let map = try node.mapping(SpecShapes.oudsBadge, what: "badge")
    let status = try map.choice("status", as: OUDSBadgeStatus.self) ?? .neutral
    let label = try map["accessibilityLabel"]?.string() ?? ""
    if let count = try map.int("count", belowMinimum: .leftToTheModel) {
      return .count(
        OUDSBadgeCount(
          count, accessibilityLabel: label, status: status,
          size: try map.choice("size", as: OUDSBadgeCount.Size.self) ?? .medium))
    }
    return .standard(
      OUDSBadgeStandard(
        accessibilityLabel: label, status: status,
        size: try map.choice("size", as: OUDSBadgeStandard.Size.self) ?? .medium))
  }

  /// A label, or a mapping. `leading`: `none`, `bullet`, `icon` (the status icon) or
  /// `{icon: NAME}`.
  static func tag(_ node: SpecNode) throws -> OUDSTag {
    guard case .mapping = node.node else { return OUDSTag(label: try node.string()) }
    let map = try node.mapping(SpecShapes.oudsTag, what: "tag")
    var leading = OUDSTag.Status.Leading.none
    if let node = map["leading"] {
      if case .mapping = node.node {
        leading = .icon(
          try ImageSourceDecoder.icon(
            try node.mapping(map.declaration(of: "leading"), what: "tag leading").required("icon")))
      } else {
        switch try node.choice(declared: map.declaration(of: "leading")) {
        case "bullet": leading = .bullet
        case "icon": leading = .statusIcon
        default: leading = .none
        }
      }
    }
    return OUDSTag(
      label: try map.required("label").string(),
      status: OUDSTag.Status(
        category: try map.choice("status", as: OUDSBadgeStatus.self) ?? .neutral, leading: leading),
      appearance: try map.choice("appearance", as: OUDSTag.Appearance.self) ?? .emphasized,
      shape: try map.choice("shape", as: OUDSTag.Shape.self) ?? .rounded,
      size: try map.choice("size", as: OUDSTag.Size.self) ?? .default)
  }
}
