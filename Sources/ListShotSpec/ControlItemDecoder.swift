import ListShotCore
import ListShotModel

/// Decodes the OUDS controls items with the OUDS iOS parameter names.
///
/// ```yaml
/// - checkboxItem: { label: Accept the terms, isOn: true, description: Required }
/// - checkboxItemIndeterminate: { label: All newsletters, selection: indeterminate }
/// - radioItem: { label: Express, isOn: false, isError: true, errorText: Not available }
/// - switchItem:
///     label: Wi-Fi
///     isOn: true
///     icon: wifi
///     interaction: pressed
/// ```
///
/// `isOn` (or `selection` for the indeterminate checkbox) defaults to unselected, as OUDS
/// advises; every other flag defaults to false.
enum ControlItemDecoder {
  static let kinds = ["checkboxItem", "checkboxItemIndeterminate", "radioItem", "switchItem"]

  static let commonKeys = [
    "label", "description", "icon", "flipIcon", "isReversed", "isError", "errorText",
    "isReadOnly", "isDisabled", "hasDivider", "constrainedMaxWidth", "interaction",
  ]

  static func keys(for kind: String) -> [String] {
    let state = kind == "checkboxItemIndeterminate" ? "selection" : "isOn"
    return ["label", state] + commonKeys.dropFirst()
  }

  static func decode(_ node: SpecNode, kind: String) throws -> OUDSControlItem {
    // A two-state checkbox also accepts `selection` here, only to explain the mistake.
    let allowed = kind == "checkboxItem" ? keys(for: kind) + ["selection"] : keys(for: kind)
    let map = try node.mapping(allowed: allowed, what: kind)
    if kind == "checkboxItem", let selection = map["selection"] {
      throw selection.error(
        "checkboxItem has two states, set with 'isOn'",
        hint: "use checkboxItemIndeterminate for 'selection: indeterminate'")
    }
    let isOn = try map["isOn"]?.bool() ?? false
    let control: OUDSControlItem.Control
    switch kind {
    case "checkboxItem":
      control = .checkbox(isOn ? .selected : .unselected)
    case "checkboxItemIndeterminate":
      let states = OUDSControlItem.CheckboxIndicatorState.allCases.map(\.rawValue)
      let state = try map["selection"].map { try $0.choice(states) } ?? "unselected"
      control = .checkboxIndeterminate(OUDSControlItem.CheckboxIndicatorState(rawValue: state)!)
    case "radioItem":
      control = .radio(isSelected: isOn)
    default:
      control = .switch(isOn: isOn)
    }
    func flag(_ key: String) throws -> Bool { try map[key]?.bool() ?? false }
    let interactions = OUDSControlItem.InteractionState.allCases.map(\.rawValue)
    let interaction = try map["interaction"].map { try $0.choice(interactions) } ?? "enabled"
    return OUDSControlItem(
      control: control,
      label: try map.required("label").string(),
      description: try map["description"]?.string(),
      icon: try map["icon"].map(ImageSourceDecoder.icon),
      flipIcon: try flag("flipIcon"),
      isReversed: try flag("isReversed"),
      isError: try flag("isError"),
      errorText: try map["errorText"]?.string(),
      isReadOnly: try flag("isReadOnly"),
      isDisabled: try flag("isDisabled"),
      hasDivider: try flag("hasDivider"),
      constrainedMaxWidth: try flag("constrainedMaxWidth"),
      interaction: OUDSControlItem.InteractionState(rawValue: interaction)!)
  }
}
