import ListShotCore
import ListShotDisplayList
import ListShotModel

extension OUDSListItemLayout {
  /// One node for the whole item, as the component combines its children for VoiceOver: a
  /// navigation item is a link (the whole row reacts to a tap), a static item plain text. It
  /// reads the texts in the component's order (overline, label, extra label, description),
  /// then the trailing element's text or accessibility label, the images' descriptions, and
  /// the helper text. Flags and avatars are hidden from VoiceOver, as in the component (its
  /// documentation asks to name the country in the texts).
  func addSemantics(row: Rect, height: Double, firstItem: Int, into builder: inout ArrangementBuilder) {
    let data = item.data, isSmall = item.size == .small
    let overline = isSmall ? nil : data.overline.flatMap { $0.isEmpty ? nil : $0 }
    var help: [String?] = [isSmall ? nil : data.extraLabel, data.description]
    if let leading = item.visibleLeading { help.append(Self.spokenText(leading)) }
    if let trailing = item.trailing { help.append(Self.spokenText(trailing, isSmall: isSmall)) }
    help.append(data.helperText)
    builder.semantic(
      SemanticNode(
        id: id, rowID: id, role: item.isNavigation ? .link : .text,
        label: overline.map { "\($0), \(data.label)" } ?? data.label,
        helpTexts: help.compactMap { $0 }.filter { !$0.isEmpty }, isDisabled: item.isDisabled,
        frame: Rect(x: row.x, y: row.y, width: row.width, height: height), hitFrame: item.isNavigation ? row : nil,
        elementIDs: builder.itemIDs(since: firstItem)))
  }

  static func spokenText(_ leading: OUDSListItemLeading) -> String? {
    switch leading {
    case .image(let image): return image.description
    case .icon, .flag, .avatar: return nil
    }
  }

  static func spokenText(_ trailing: OUDSListItemTrailing, isSmall: Bool) -> String? {
    switch trailing {
    case .text(.label(let text)), .text(.labelMuted(let text)), .text(.labelStrong(let text)): return text
    case .text(.labelAndExtraLabel(let text, let extra)): return isSmall ? text : "\(text), \(extra)"
    case .badge(.count(let badge)): return badge.accessibilityLabel.isEmpty ? badge.text : badge.accessibilityLabel
    case .badge(.standard(let badge)): return badge.accessibilityLabel
    case .tag(let tag): return tag.label
    case .image(let image): return image.description
    case .icon, .flag, .avatar: return nil
    }
  }
}
