/// An OUDS controls item: a checkbox, radio button or switch with its label, as
/// `OUDSCheckboxItem`, `OUDSCheckboxItemIndeterminate`, `OUDSRadioItem` and `OUDSSwitchItem`
/// draw it in OUDS iOS.
///
/// The default layout is [indicator | label and description | optional icon];
/// `isReversed` swaps the ends to [icon | texts | indicator]. The switch item puts its switch
/// at the trailing end by default (so reversing it moves the switch to the leading end).
/// Disabled, read-only and error are mutually exclusive by design; `validate()` reports the
/// forbidden combinations instead of trapping like the iOS component.
public struct OUDSControlItem: Hashable, Sendable {
  public var control: Control
  public var label: String
  /// The helper text under the label (`description` in the iOS API).
  public var description: String?
  public var icon: Icon?
  /// Mirrors the icon's drawing, whatever the layout direction.
  public var flipIcon: Bool
  public var isReversed: Bool
  public var isError: Bool
  /// Shown under the row when `isError` is true.
  public var errorText: String?
  public var isReadOnly: Bool
  /// `.disabled(true)` in SwiftUI.
  public var isDisabled: Bool
  public var hasDivider: Bool
  /// Caps the item's width at `listItem.sizeMaxWidth`.
  public var constrainedMaxWidth: Bool
  /// The pointer or keyboard state to draw (`enabled` when nothing interacts with the item).
  public var interaction: InteractionState

  public init(
    control: Control, label: String, description: String? = nil, icon: Icon? = nil,
    flipIcon: Bool = false, isReversed: Bool = false, isError: Bool = false,
    errorText: String? = nil, isReadOnly: Bool = false, isDisabled: Bool = false,
    hasDivider: Bool = false, constrainedMaxWidth: Bool = false,
    interaction: InteractionState = .enabled
  ) {
    self.control = control
    self.label = label
    self.description = description
    self.icon = icon
    self.flipIcon = flipIcon
    self.isReversed = isReversed
    self.isError = isError
    self.errorText = errorText
    self.isReadOnly = isReadOnly
    self.isDisabled = isDisabled
    self.hasDivider = hasDivider
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
