import ListShotCore
import ListShotModel
import ListShotTheme

/// The colours of an OUDS list item in one state, from the theme (ouds-ios 3.0.0
/// `ListItemTextContainer`, `ListItemTrailingTexts`, `ListItemHelperTextContainer`,
/// `ListItemIndicatorContainer`, `ListItemBackgroundModifier` and `ListItemBordersModifier`).
///
/// - Texts: label and extra labels `contentDefault`, description and overline `contentMuted`,
///   `contentDisabled` when disabled; helper text `contentMuted`, `actionDisabled` when disabled.
/// - Background: with `background`, `actionSupportEnabled` (`actionSupportDisabled` when
///   disabled); while hovered, pressed or focused `listItem.colorBgHover` / `…Pressed` /
///   `…Focus`, with or without `background`. An outlined card has no background.
/// - Border of an outlined card: `borderDefault`, `actionHover`, `actionPressed`,
///   `actionDisabled`; with `onlyOnInteraction`, only pressed and disabled.
/// - Divider `borderMuted`; indicator `link.colorChevronEnabled`, `actionHover`,
///   `actionPressed`, `actionDisabled`.
struct OUDSListItemPalette {
  enum State: Equatable { case enabled, hover, pressed, focus, disabled }

  let state: State
  let theme: Theme

  init(_ item: OUDSListItem, theme: Theme) {
    self.theme = theme
    if item.isDisabled {
      state = .disabled
    } else {
      switch item.interaction {
      case .enabled: state = .enabled
      case .hover: state = .hover
      case .pressed: state = .pressed
      case .focus: state = .focus
      }
    }
  }

  var isDisabled: Bool { state == .disabled }
  private var colors: SemanticColors { theme.colors }

  // The colours below are the tokens they come from (`wrappedValue` the colour, `path` its
  // token), so that what is drawn in them can say so (`DisplayList.provenance`).

  var label: Token<Color> { isDisabled ? colors.$contentDisabled : colors.$contentDefault }
  var muted: Token<Color> { isDisabled ? colors.$contentDisabled : colors.$contentMuted }
  var helperText: Token<Color> { isDisabled ? colors.$actionDisabled : colors.$contentMuted }
  var divider: Token<Color> { colors.$borderMuted }

  func trailingText(_ type: OUDSListItemTrailing.TextType) -> Token<Color> {
    if isDisabled { return colors.$contentDisabled }
    if case .labelMuted = type { return colors.$contentMuted }
    return colors.$contentDefault
  }

  func background(_ style: OUDSListItemContentStyle) -> Token<Color>? {
    if case .card(.outlined) = style { return nil }
    switch state {
    case .enabled: return style.hasBackground ? colors.$actionSupportEnabled : nil
    case .disabled: return style.hasBackground ? colors.$actionSupportDisabled : nil
    case .hover: return theme.listItem.$colorBgHover
    case .pressed: return theme.listItem.$colorBgPressed
    case .focus: return theme.listItem.$colorBgFocus
    }
  }

  func border(_ style: OUDSListItemContentStyle) -> Token<Color>? {
    guard case .card(.outlined(let onlyOnInteraction)) = style else { return nil }
    switch state {
    case .enabled, .focus: return onlyOnInteraction ? nil : colors.$borderDefault
    case .hover: return onlyOnInteraction ? nil : colors.$actionHover
    case .pressed: return colors.$actionPressed
    case .disabled: return colors.$actionDisabled
    }
  }

  var indicator: Token<Color> {
    switch state {
    case .enabled, .focus: return theme.listItemParts.$linkChevronEnabled
    case .hover: return colors.$actionHover
    case .pressed: return colors.$actionPressed
    case .disabled: return colors.$actionDisabled
    }
  }

  /// A status icon's colour (its warning triangle, for `.warning`).
  func icon(_ type: OUDSListItemIcon.IconType) -> Token<Color> {
    if isDisabled { return colors.$actionDisabled }
    switch type {
    case .neutral: return colors.$contentDefault
    case .positive: return colors.$contentStatusPositive
    case .info: return colors.$contentStatusInfo
    case .warning: return theme.listItemParts.$warningExternalShape
    case .negative: return colors.$contentStatusNegative
    }
  }

  /// Media (images, flags) are drawn at `opacity.disabled` when disabled.
  var mediaOpacity: Double { isDisabled ? theme.opacity.disabled : 1 }
}
