// The OUDS iOS initialisers, as functions named after the iOS types, with the same parameter
// names and order. SwiftUI's `.disabled(true)` is the `disabled()` modifier, and the state a
// screenshot shows (hover, pressed, focus) is `interaction(_:)`:
//
// ```swift
// let screen = Screen("preferences") {
//   OUDSCheckboxItem("Accept the terms", isOn: true, description: "Required to continue")
//   OUDSRadioItem("Premium", isOn: true, extraLabel: "€9.99 a month", isOutlined: true)
//   OUDSCheckboxItemIndeterminate("All newsletters", selection: .indeterminate, hasDivider: true)
//   OUDSRadioItem("Express delivery", isOn: false, isError: true,
//                 errorText: RichText("Not available ") + .strong("today"))
//   OUDSSwitchItem("Wi-Fi", isOn: true, icon: .named("wifi")).interaction(.pressed)
//   OUDSSwitchItem("Bluetooth", isOn: false).disabled()
// }
// ```
//
// `isIconTinted` and `edgeToEdge` are OUDS Android's `tinted` and `edgeToEdge`, which OUDS
// iOS does not have yet. This builds the same model as the spec rows `checkboxItem`, `checkboxItemIndeterminate`,
// `radioItem` and `switchItem` with the same keys.

/// `OUDSCheckboxItem(_:isOn:…)`: a two-state checkbox item.
public func OUDSCheckboxItem(
  _ label: String, isOn: Bool, description: RichText? = nil, icon: Icon? = nil,
  isIconTinted: Bool = true, flipIcon: Bool = false, isReversed: Bool = false, isError: Bool = false,
  errorText: RichText? = nil, isReadOnly: Bool = false, hasDivider: Bool = false,
  edgeToEdge: Bool = true, constrainedMaxWidth: Bool = false
) -> OUDSControlItem {
  OUDSControlItem(
    control: .checkbox(isOn ? .selected : .unselected), label: label, description: description,
    icon: icon, isIconTinted: isIconTinted, flipIcon: flipIcon, isReversed: isReversed,
    isError: isError, errorText: errorText, isReadOnly: isReadOnly, hasDivider: hasDivider,
    edgeToEdge: edgeToEdge, constrainedMaxWidth: constrainedMaxWidth)
}

/// `OUDSCheckboxItemIndeterminate(_:selection:…)`: a checkbox item with an indeterminate state.
public func OUDSCheckboxItemIndeterminate(
  _ label: String, selection: OUDSControlItem.CheckboxIndicatorState, description: RichText? = nil,
  icon: Icon? = nil, isIconTinted: Bool = true, flipIcon: Bool = false, isReversed: Bool = false,
  isError: Bool = false, errorText: RichText? = nil, isReadOnly: Bool = false,
  hasDivider: Bool = false, edgeToEdge: Bool = true, constrainedMaxWidth: Bool = false
) -> OUDSControlItem {
  OUDSControlItem(
    control: .checkboxIndeterminate(selection), label: label, description: description,
    icon: icon, isIconTinted: isIconTinted, flipIcon: flipIcon, isReversed: isReversed,
    isError: isError, errorText: errorText, isReadOnly: isReadOnly, hasDivider: hasDivider,
    edgeToEdge: edgeToEdge, constrainedMaxWidth: constrainedMaxWidth)
}

/// `OUDSRadioItem(_:isOn:…)`: a radio button item, the only one with an extra label and an
/// outlined style.
public func OUDSRadioItem(
  _ label: String, isOn: Bool, extraLabel: String? = nil, description: RichText? = nil,
  icon: Icon? = nil, isIconTinted: Bool = true, flipIcon: Bool = false, isOutlined: Bool = false,
  isReversed: Bool = false, isError: Bool = false, errorText: RichText? = nil,
  isReadOnly: Bool = false, hasDivider: Bool = false, edgeToEdge: Bool = true,
  constrainedMaxWidth: Bool = false
) -> OUDSControlItem {
  OUDSControlItem(
    control: .radio(isSelected: isOn), label: label, extraLabel: extraLabel, description: description,
    icon: icon, isIconTinted: isIconTinted, flipIcon: flipIcon, isOutlined: isOutlined,
    isReversed: isReversed, isError: isError, errorText: errorText, isReadOnly: isReadOnly,
    hasDivider: hasDivider, edgeToEdge: edgeToEdge, constrainedMaxWidth: constrainedMaxWidth)
}

/// `OUDSSwitchItem(_:isOn:…)`: a switch item (switch at the trailing end unless reversed).
public func OUDSSwitchItem(
  _ label: String, isOn: Bool, description: RichText? = nil, icon: Icon? = nil,
  isIconTinted: Bool = true, flipIcon: Bool = false, isReversed: Bool = false, isError: Bool = false,
  errorText: RichText? = nil, isReadOnly: Bool = false, hasDivider: Bool = false,
  edgeToEdge: Bool = true, constrainedMaxWidth: Bool = false
) -> OUDSControlItem {
  OUDSControlItem(
    control: .switch(isOn: isOn), label: label, description: description, icon: icon,
    isIconTinted: isIconTinted, flipIcon: flipIcon, isReversed: isReversed, isError: isError,
    errorText: errorText, isReadOnly: isReadOnly, hasDivider: hasDivider, edgeToEdge: edgeToEdge,
    constrainedMaxWidth: constrainedMaxWidth)
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
