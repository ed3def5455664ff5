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
/// OUDS components choose them (shared/reference/ouds-tokens.md §2.1, and the OUDS Android
/// components the reference renders come from). An error on a disabled or read-only item is
/// forbidden by design; if one is drawn anyway, disabled and read-only win.
///
/// Each colour is kept as the token it comes from (`wrappedValue` the colour, `path` where
/// it came from), so that the items drawn in it can say so (`DisplayList.provenance`).
struct ControlItemPalette {
  var rowBackground: Token<Color>?
  var label: Token<Color>
  var extraLabel: Token<Color>
  var description: Token<Color>
  /// The tint of the icon.
  var icon: Token<Color>
  var errorIcon: Token<Color>
  var divider: Token<Color>
  var errorText: Token<Color>
  /// Links in the description and the error text: `link.colorContentEnabled`, which is
  /// `color.action.enabled` in every theme.
  var link: Token<Color>
  /// Checkbox box and radio ring.
  var indicatorBorder: Token<Color>
  /// Tick, dash and radio dot, and the filled artwork of the themes with filled boxes.
  var indicatorGlyph: Token<Color>
  /// The outline of an outlined radio item in this state; nil draws none.
  var outline: Token<Color>?

  /// - Parameters:
  ///   - isRadio: an unselected radio ring is `border.emphasized`, a checkbox box
  ///     `action.enabled` (they differ in Sosh and Wireframe).
  ///   - contrast: with increased contrast a selected indicator (and, in light, the outline
  ///     of a selected item) is `content.default`, to reach AAA (OUDS Android and iOS).
  init(
    state: ControlItemState, isError: Bool, isOn: Bool, isRadio: Bool, contrast: ColorContrast,
    scheme: ColorScheme, colors c: SemanticColors
  ) {
    let negative = state.pick(
      c.$actionNegativeEnabled, hover: c.$actionNegativeHover, pressed: c.$actionNegativePressed,
      focus: c.$actionNegativeFocus)
    let showsError = isError && state != .disabled && state != .readOnly
    let increased = contrast == .increased

    rowBackground = state.pick(
      nil, hover: c.$actionSupportHover, pressed: c.$actionSupportPressed, focus: c.$actionSupportFocus)
    label = showsError ? negative : state == .disabled ? c.$contentDisabled : c.$contentDefault
    extraLabel = state == .disabled ? c.$contentDisabled : c.$contentDefault
    description = state == .disabled ? c.$contentDisabled : c.$contentMuted
    icon = state == .disabled ? c.$contentDisabled : c.$contentDefault
    errorIcon = showsError ? negative : c.$actionDisabled
    divider = showsError ? negative : c.$borderDefault
    errorText = c.$contentStatusNegative
    link = state == .disabled ? c.$contentDisabled : c.$actionEnabled

    switch state {
    case .disabled:
      indicatorBorder = c.$actionDisabled
      indicatorGlyph = c.$actionDisabled
    case .readOnly:
      indicatorBorder = c.$actionReadOnlySecondary
      indicatorGlyph = c.$actionReadOnlyPrimary
    default:
      let selected = increased ? c.$contentDefault : c.$actionSelected
      let unselected = isRadio ? c.$borderEmphasized : c.$actionEnabled
      let plain = isOn ? selected : unselected
      let border =
        showsError
        ? negative : state.pick(plain, hover: c.$actionHover, pressed: c.$actionPressed, focus: c.$actionFocus)
      indicatorBorder = border
      indicatorGlyph = border
    }

    switch state {
    case .enabled:
      let selected = increased && scheme == .light ? c.$contentDefault : c.$actionSelected
      outline = isOn ? (showsError ? negative : selected) : nil
    case .hover, .pressed:
      outline = showsError ? negative : state.pick(nil, hover: c.$actionHover, pressed: c.$actionPressed, focus: nil)
    case .focus: outline = nil
    case .disabled, .readOnly: outline = isOn ? c.$actionDisabled : nil
    }
  }
}
