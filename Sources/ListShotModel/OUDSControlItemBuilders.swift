// The OUDS iOS initialisers, as functions named after the iOS types, with the same parameter
// names and order. SwiftUI's `.disabled(true)` is the `disabled()` modifier, and the state a
// screenshot shows (hover, pressed, focus) is `interaction(_:)`:
//
// ```swift
// let screen = Screen("preferences") {
//   OUDSCheckboxItem("Accept the terms", isOn: true, description: "Required to continue")
//   OUDSCheckboxItemIndeterminate("All newsletters", selection: .indeterminate, hasDivider: true)
//   OUDSRadioItem("Express delivery", isOn: false, isError: true, errorText: "Not available")
//   OUDSSwitchItem("Wi-Fi", isOn: true, icon: .named("wifi")).interaction(.pressed)
//   OUDSSwitchItem("Bluetooth", isOn: false).disabled()
// }
// ```
//
// builds the same model as the spec rows `checkboxItem`, `checkboxItemIndeterminate`,
// `radioItem` and `switchItem` with the same keys.

/// `OUDSCheckboxItem(_:isOn:…)`: a two-state checkbox item.
public func OUDSCheckboxItem(
  _ label: String, isOn: Bool, description: String? = nil, icon: Icon? = nil,
  flipIcon: Bool = false, isReversed: Bool = false, isError: Bool = false,
  errorText: String? = nil, isReadOnly: Bool = false, hasDivider: Bool = false,
  constrainedMaxWidth: Bool = false
) -> OUDSControlItem {
  OUDSControlItem(
    control: .checkbox(isOn ? .selected : .unselected), label: label, description: description,
    icon: icon, flipIcon: flipIcon, isReversed: isReversed, isError: isError,
    errorText: errorText, isReadOnly: isReadOnly, hasDivider: hasDivider,
    constrainedMaxWidth: constrainedMaxWidth)
}

/// `OUDSCheckboxItemIndeterminate(_:selection:…)`: a checkbox item with an indeterminate state.
public func OUDSCheckboxItemIndeterminate(
  _ label: String, selection: OUDSControlItem.CheckboxIndicatorState, description: String? = nil,
  icon: Icon? = nil, flipIcon: Bool = false, isReversed: Bool = false, isError: Bool = false,
  errorText: String? = nil, isReadOnly: Bool = false, hasDivider: Bool = false,
  constrainedMaxWidth: Bool = false
) -> OUDSControlItem {
  OUDSControlItem(
    control: .checkboxIndeterminate(selection), label: label, description: description,
    icon: icon, flipIcon: flipIcon, isReversed: isReversed, isError: isError,
    errorText: errorText, isReadOnly: isReadOnly, hasDivider: hasDivider,
    constrainedMaxWidth: constrainedMaxWidth)
}

/// `OUDSRadioItem(_:isOn:…)`: a radio button item.
public func OUDSRadioItem(
  _ label: String, isOn: Bool, description: String? = nil, icon: Icon? = nil,
  flipIcon: Bool = false, isReversed: Bool = false, isError: Bool = false,
  errorText: String? = nil, isReadOnly: Bool = false, hasDivider: Bool = false,
  constrainedMaxWidth: Bool = false
) -> OUDSControlItem {
  OUDSControlItem(
    control: .radio(isSelected: isOn), label: label, description: description, icon: icon,
    flipIcon: flipIcon, isReversed: isReversed, isError: isError, errorText: errorText,
    isReadOnly: isReadOnly, hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
}

/// `OUDSSwitchItem(_:isOn:…)`: a switch item (switch at the trailing end unless reversed).
public func OUDSSwitchItem(
  _ label: String, isOn: Bool, description: String? = nil, icon: Icon? = nil,
  flipIcon: Bool = false, isReversed: Bool = false, isError: Bool = false,
  errorText: String? = nil, isReadOnly: Bool = false, hasDivider: Bool = false,
  constrainedMaxWidth: Bool = false
) -> OUDSControlItem {
  OUDSControlItem(
    control: .switch(isOn: isOn), label: label, description: description, icon: icon,
    flipIcon: flipIcon, isReversed: isReversed, isError: isError, errorText: errorText,
    isReadOnly: isReadOnly, hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
}

extension OUDSControlItem {
  /// SwiftUI's `.disabled(_:)`.
  public func disabled(_ isDisabled: Bool = true) -> OUDSControlItem {
    var copy = self
    copy.isDisabled = isDisabled
    return copy
  }

  /// The item as drawn while hovered, pressed or focused.
  public func interaction(_ state: InteractionState) -> OUDSControlItem {
    var copy = self
    copy.interaction = state
    return copy
  }
}
