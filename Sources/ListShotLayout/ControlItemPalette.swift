import ListShotCore
import ListShotModel
import ListShotTheme

/// The state a controls item is drawn in. Disabled and read-only win over the interaction:
/// such an item does not react to the pointer (`validate()` warns about the combination).
enum ControlItemState: Equatable {
  case enabled, hover, pressed, focus, readOnly, disabled

  init(_ item: OUDSControlItem) {
    if item.isDisabled {
      self = .disabled
    } else if item.isReadOnly {
      self = .readOnly
    } else {
      switch item.interaction {
      case .enabled: self = .enabled
      case .hover: self = .hover
      case .pressed: self = .pressed
      case .focus: self = .focus
      }
    }
  }

  /// The value for this state among a token's interaction variants; read-only and disabled
  /// take the plain one.
  func pick<T>(_ plain: T, hover: T, pressed: T, focus: T) -> T {
    switch self {
    case .hover: return hover
    case .pressed: return pressed
    case .focus: return focus
    case .enabled, .readOnly, .disabled: return plain
    }
  }
}

/// Every colour of a controls item in one state, resolved from the semantic colours as the
/// OUDS components choose them (shared/reference/ouds-tokens.md §2.1). An error on a disabled
/// or read-only item is forbidden by design; if one is drawn anyway, disabled and read-only win.
struct ControlItemPalette {
  var rowBackground: Color?
  var label: Color
  var description: Color
  var icon: Color
  var errorIcon: Color
  var divider: Color
  var errorText: Color
  /// Checkbox box and radio ring.
  var indicatorBorder: Color
  /// Tick, dash and radio dot, and the filled artwork of the themes with filled boxes.
  var indicatorGlyph: Color

  init(state: ControlItemState, isError: Bool, isOn: Bool, colors c: SemanticColors) {
    let negative = state.pick(
      c.actionNegativeEnabled, hover: c.actionNegativeHover, pressed: c.actionNegativePressed,
      focus: c.actionNegativeFocus)
    let showsError = isError && state != .disabled && state != .readOnly

    rowBackground = state.pick(
      nil, hover: c.actionSupportHover, pressed: c.actionSupportPressed, focus: c.actionSupportFocus)
    label = showsError ? negative : state == .disabled ? c.contentDisabled : c.contentDefault
    description = state == .disabled ? c.contentDisabled : c.contentMuted
    icon = state == .disabled ? c.contentDisabled : c.contentDefault
    errorIcon = showsError ? negative : c.actionDisabled
    divider = showsError ? negative : c.borderDefault
    errorText = c.contentStatusNegative

    switch state {
    case .disabled:
      indicatorBorder = c.actionDisabled
      indicatorGlyph = c.actionDisabled
    case .readOnly:
      indicatorBorder = c.actionReadOnlySecondary
      indicatorGlyph = c.actionReadOnlyPrimary
    default:
      let plain = isOn ? c.actionSelected : c.actionEnabled
      let border = showsError
        ? negative : state.pick(plain, hover: c.actionHover, pressed: c.actionPressed, focus: c.actionFocus)
      indicatorBorder = border
      indicatorGlyph = border
    }
  }
}
