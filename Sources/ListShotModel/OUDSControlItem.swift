/// An OUDS controls item: a checkbox, radio button or switch with its label, as
/// `OUDSCheckboxItem`, `OUDSCheckboxItemIndeterminate`, `OUDSRadioItem` and `OUDSSwitchItem`
/// draw it in OUDS iOS (and `OudsCheckboxItem` … `OudsSwitchItem` in OUDS Android).
///
/// The default layout is [indicator | label, extra label and description | optional icon];
/// `isReversed` swaps the ends to [icon | texts | indicator]. The switch item puts its switch
/// at the trailing end by default (so reversing it moves the switch to the leading end).
/// Disabled, read-only and error are mutually exclusive by design; `validate()` reports the
/// forbidden combinations instead of trapping like the iOS component.
public struct OUDSControlItem: Hashable, Sendable {
  public var control: Control
  public var label: String
  /// A strong line between the label and the description (radio items only).
  public var extraLabel: String?
  /// The helper text under the label (`description` in the iOS API); may be rich.
  public var description: RichText?
  public var icon: Icon?
  /// False draws a file icon in its own colours (a multicolour icon) instead of tinting it
  /// like the label (Android `OudsControlItemIcon(tinted = false)`).
  public var isIconTinted: Bool
  /// Mirrors the icon's drawing, whatever the layout direction.
  public var flipIcon: Bool
  /// Outlines a selected (or hovered, pressed) radio item instead of dividing it (radio
  /// items only).
  public var isOutlined: Bool
  public var isReversed: Bool
  public var isError: Bool
  /// Shown under the row when `isError` is true; may be rich.
  public var errorText: RichText?
  public var isReadOnly: Bool
  /// `.disabled(true)` in SwiftUI.
  public var isDisabled: Bool
  public var hasDivider: Bool
  /// True (the default, as in OUDS Android): the item spans the screen, its content and its
  /// divider inset by the grid margin. False: the item sits in a container with its own
  /// padding, its content inset by `listItem.spacePaddingInline` and its divider running
  /// edge to edge, which is also how OUDS iOS draws every item.
  public var edgeToEdge: Bool
  /// Caps the item's width at `listItem.sizeMaxWidth`.
  public var constrainedMaxWidth: Bool
  /// The pointer or keyboard state to draw (`enabled` when nothing interacts with the item).
  public var interaction: InteractionState

  public init(
    control: Control, label: String, extraLabel: String? = nil, description: RichText? = nil,
    icon: Icon? = nil, isIconTinted: Bool = true, flipIcon: Bool = false, isOutlined: Bool = false,
    isReversed: Bool = false, isError: Bool = false, errorText: RichText? = nil,
    isReadOnly: Bool = false, isDisabled: Bool = false, hasDivider: Bool = false,
    edgeToEdge: Bool = true, constrainedMaxWidth: Bool = false,
    interaction: InteractionState = .enabled
  ) {
    self.control = control
    self.label = label
    self.extraLabel = extraLabel
    self.description = description
    self.icon = icon
    self.isIconTinted = isIconTinted
    self.flipIcon = flipIcon
    self.isOutlined = isOutlined
    self.isReversed = isReversed
    self.isError = isError
    self.errorText = errorText
    self.isReadOnly = isReadOnly
    self.isDisabled = isDisabled
    self.hasDivider = hasDivider
    self.edgeToEdge = edgeToEdge
    self.constrainedMaxWidth = constrainedMaxWidth
    self.interaction = interaction
  }

  /// The control and its value. A two-state checkbox takes a `CheckboxState`, which has no
  /// indeterminate case, so an indeterminate two-state checkbox cannot be written.
  public enum Control: Hashable, Sendable {
    case checkbox(CheckboxState)
    case checkboxIndeterminate(CheckboxIndicatorState)
    case radio(isSelected: Bool)
    case `switch`(isOn: Bool)
  }

  /// The two states of `OUDSCheckboxItem` (`isOn`).
  public enum CheckboxState: String, Hashable, Sendable, CaseIterable {
    case selected, unselected
  }

  /// The three states of `OUDSCheckboxItemIndeterminate` (`OUDSCheckboxIndicatorState`).
  public enum CheckboxIndicatorState: String, Hashable, Sendable, CaseIterable {
    case selected, unselected, indeterminate
  }

  /// The interaction being drawn. Disabled and read-only are separate flags because they are
  /// properties of the item, not something the user does to it.
  public enum InteractionState: String, Hashable, Sendable, CaseIterable {
    case enabled, hover, pressed, focus
  }
}

extension OUDSControlItem.Control {
  /// Radio items are the only ones with an outline and an extra label.
  public var isRadio: Bool {
    if case .radio = self { return true }
    return false
  }

  /// The spec key and iOS type of an item with this control.
  public var kindName: String {
    switch self {
    case .checkbox: return "checkboxItem"
    case .checkboxIndeterminate: return "checkboxItemIndeterminate"
    case .radio: return "radioItem"
    case .switch: return "switchItem"
    }
  }

  /// Whether the indicator shows its selected look (a tick, a dash, a dot or an "on" switch).
  public var isOn: Bool {
    switch self {
    case .checkbox(let state): return state == .selected
    case .checkboxIndeterminate(let state): return state != .unselected
    case .radio(let isSelected): return isSelected
    case .switch(let isOn): return isOn
    }
  }
}
