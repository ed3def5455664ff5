import Foundation
import ListShotCore

extension OUDSListItem {
  /// Errors for what the component forbids, warnings for settings it ignores. Paths follow
  /// the spec keys (`trailing.badge.count`), so the spec reader can point at the line.
  public func validate() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    if data.label.trimmingCharacters(in: .whitespaces).isEmpty {
      issues.append(ValidationIssue(path: "label", "label is empty; give the item a label"))
    }
    if indicatorType == nil && interaction != .enabled {
      issues.append(
        ValidationIssue(
          path: "interaction",
          "interaction '\(interaction.rawValue)' needs a navigation item: a static item (no indicatorType) only displays information; set indicatorType or remove interaction"
        ))
    }
    if isDisabled && interaction != .enabled {
      issues.append(
        ValidationIssue(
          .warning, path: "interaction",
          "a disabled item is drawn without interaction, so '\(interaction.rawValue)' has no effect; remove isDisabled or interaction"
        ))
    }
    if indicatorType == .previous, leading != nil {
      issues.append(
        ValidationIssue(
          .warning, path: "leading",
          "indicatorType 'previous' puts its chevron where the leading element goes, so the leading element is hidden; remove leading or use 'next'"
        ))
    }
    if case .card(.outlined(onlyOnInteraction: true)) = contentStyle, indicatorType == nil {
      issues.append(
        ValidationIssue(
          .warning, path: "onlyOnInteraction",
          "onlyOnInteraction draws the outline only while pressed, which a static item never is; set indicatorType or remove onlyOnInteraction"
        ))
    }
    if size == .small {
      for (key, value) in [("overline", data.overline), ("extraLabel", data.extraLabel)] where value != nil {
        issues.append(
          ValidationIssue(
            .warning, path: .key(key),
            "size 'small' hides the \(key), as the component does; remove \(key) or use size 'standard'"))
      }
      if case .text(.labelAndExtraLabel)? = trailing {
        issues.append(
          ValidationIssue(
            .warning, path: NodePath.key("trailing").appending("extraLabel"),
            "size 'small' hides the trailing extra label, as the component does; remove it or use size 'standard'"))
      }
    }
    if let leading { issues += leading.element.validate().map { $0.prefixed("leading") } }
    if let trailing { issues += trailing.validate().map { $0.prefixed("trailing") } }
    return issues
  }
}

/// A leading or trailing element that is the same on both sides.
enum OUDSListItemElement {
  case icon(OUDSListItemIcon)
  case image(OUDSListItemImage)
  case flag(OUDSListItemFlag)
  case avatar(OUDSListItemAvatar)

  func validate() -> [ValidationIssue] {
    switch self {
    case .icon, .image: return []
    case .flag(let flag):
      guard case .country(let code) = flag.asset, !OUDSListItemFlag.bundledCountries.contains(code) else { return [] }
      return [
        ValidationIssue(
          path: NodePath.key("flag").appending("country"),
          "no bundled flag for '\(code)'; expected one of \(OUDSListItemFlag.bundledCountries.joined(separator: ", ")), or give a file"
        )
      ]
    case .avatar(let avatar):
      var issues: [ValidationIssue] = []
      if case .initials(let text) = avatar.type, text.isEmpty || text.count > 2 {
        issues.append(
          ValidationIssue(
            path: NodePath.key("avatar").appending("initials"),
            "avatar initials '\(text)' must be one or two characters, as the component draws them"))
      }
      if case .icon(let status)? = avatar.badgeType, !status.isFunctional {
        issues.append(
          ValidationIssue(
            path: NodePath.key("avatar").appending("badge"),
            "an icon badge needs a functional status (positive, info, warning, negative); '\(status.rawValue)' has no icon, use a standard badge"
          ))
      }
      return issues
    }
  }
}

extension OUDSListItemLeading {
  var element: OUDSListItemElement {
    switch self {
    case .icon(let icon): return .icon(icon)
    case .image(let image): return .image(image)
    case .flag(let flag): return .flag(flag)
    case .avatar(let avatar): return .avatar(avatar)
    }
  }
}

extension OUDSListItemTrailing {
  func validate() -> [ValidationIssue] {
    switch self {
    case .text: return []
    case .badge(.standard): return []
    case .badge(.count(let badge)):
      guard badge.count < 0 else { return [] }
      return [
        ValidationIssue(
          path: NodePath.key("badge").appending("count"),
          "count \(badge.count) is negative; a count badge shows 0 to 99 (more reads +99)")
      ]
    case .tag(let tag):
      var issues: [ValidationIssue] = []
      if tag.label.trimmingCharacters(in: .whitespaces).isEmpty {
        issues.append(
          ValidationIssue(path: NodePath.key("tag").appending("label"), "tag label is empty; give the tag a label"))
      }
      if tag.status.leading == .statusIcon, !tag.status.category.isFunctional {
        issues.append(
          ValidationIssue(
            path: NodePath.key("tag").appending("leading"),
            "status '\(tag.status.category.rawValue)' has no status icon: leading 'icon' needs a functional status (positive, info, warning, negative); give an icon name instead"
          ))
      }
      return issues
    case .icon(let icon): return OUDSListItemElement.icon(icon).validate()
    case .image(let image): return OUDSListItemElement.image(image).validate()
    case .flag(let flag): return OUDSListItemElement.flag(flag).validate()
    case .avatar(let avatar): return OUDSListItemElement.avatar(avatar).validate()
    }
  }
}

extension OUDSListItemFlag {
  /// The flags ListShot draws itself (its own vector drawings, no network): ISO 3166-1
  /// alpha-2 codes, in lower case.
  public static let bundledCountries = [
    "at", "be", "ch", "de", "dk", "fi", "fr", "ie", "it", "jp", "lu", "nl", "no", "pl", "ro", "se", "ua",
  ]
}
