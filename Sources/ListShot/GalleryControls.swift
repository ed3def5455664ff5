import ListShotCore
import ListShotModel

/// The OUDS controls items, sheet by sheet like the OUDS Android reference renders: each
/// state sheet is enabled, hover, focus, pressed, read-only and disabled; the error sheets
/// stop at pressed, because an error on a read-only or disabled item is forbidden.
extension Gallery {
  /// The controls screens under their labels, with the forbidden combinations after the
  /// error sheets, as placeholders the way the OUDS reference renders show them.
  static var controlsEntries: [Entry] {
    func entry(_ title: String, _ screen: Screen) -> Entry { Entry(title, .screen(screen, direction: nil)) }
    let forbidden = [
      Entry("Forbidden", .forbidden("isError + isReadOnly")),
      Entry("Forbidden", .forbidden("isError + disabled")),
    ]
    return [
      entry("Checkbox item — states", controlsCheckbox),
      entry("Checkbox item — description, icon, divider", controlsCheckboxDetailed),
      entry("Checkbox item — selected", controlsCheckboxSelected),
      entry("Checkbox item — indeterminate", controlsCheckboxIndeterminate),
      entry("Checkbox item — error", controlsCheckboxError),
    ] + forbidden + [
      entry("Checkbox item — reversed", controlsCheckboxReversed),
      entry("Radio item — states", controlsRadio),
      entry("Radio item — description, icon, divider", controlsRadioDetailed),
      entry("Radio item — error", controlsRadioError),
    ] + forbidden + [
      entry("Switch item — states", controlsSwitch),
      entry("Switch item — description, icon, divider", controlsSwitchDetailed),
      entry("Switch item — error", controlsSwitchError),
    ] + forbidden + [
      entry("Switch item — reversed", controlsSwitchReversed),
      entry("Controls items — layout cases", controlsLayout),
      Entry("Forbidden", .forbidden("isReadOnly + disabled")),
    ]
  }

  /// The six state rows of one item.
  static func stateSheet(_ item: OUDSControlItem) -> [Row] {
    var readOnly = item
    readOnly.isReadOnly = true
    return [
      item, item.interaction(.hover), item.interaction(.focus), item.interaction(.pressed), readOnly,
      item.disabled(),
    ].map(\.asRow)
  }

  /// The four interaction rows of an item in error.
  static func errorSheet(_ item: OUDSControlItem) -> [Row] {
    [item, item.interaction(.hover), item.interaction(.focus), item.interaction(.pressed)].map(\.asRow)
  }

  static let phone = Icon.named("phone")
  static let errorText = "This field can't be activated"

  static let controlsCheckbox = Screen("controls-checkbox") {
    stateSheet(OUDSCheckboxItem("Label", isOn: false))
  }

  static let controlsCheckboxDetailed = Screen("controls-checkbox-detailed") {
    stateSheet(OUDSCheckboxItem("Label", isOn: false, description: "Description", icon: phone, hasDivider: true))
  }

  static let controlsCheckboxSelected = Screen("controls-checkbox-selected") {
    stateSheet(OUDSCheckboxItem("Label", isOn: true, description: "Description", hasDivider: true))
  }

  static let controlsCheckboxIndeterminate = Screen("controls-checkbox-indeterminate") {
    stateSheet(OUDSCheckboxItemIndeterminate("Label", selection: .indeterminate, description: "Description"))
  }

  static let controlsCheckboxError = Screen("controls-checkbox-error") {
    errorSheet(
      OUDSCheckboxItem(
        "Label", isOn: true, description: "Description", icon: phone, isError: true, errorText: errorText,
        hasDivider: true))
  }

  static let controlsCheckboxReversed = Screen("controls-checkbox-reversed") {
    stateSheet(
      OUDSCheckboxItem("Label", isOn: false, description: "Description", icon: phone, isReversed: true, hasDivider: true))
  }

  static let controlsRadio = Screen("controls-radio") {
    stateSheet(OUDSRadioItem("Label", isOn: false))
  }

  static let controlsRadioDetailed = Screen("controls-radio-detailed") {
    stateSheet(OUDSRadioItem("Label", isOn: true, description: "Description", icon: phone, hasDivider: true))
  }

  static let controlsRadioError = Screen("controls-radio-error") {
    errorSheet(
      OUDSRadioItem("Label", isOn: true, description: "Description", isError: true, errorText: errorText))
  }

  static let controlsSwitch = Screen("controls-switch") {
    stateSheet(OUDSSwitchItem("Label", isOn: false))
  }

  static let controlsSwitchDetailed = Screen("controls-switch-detailed") {
    stateSheet(OUDSSwitchItem("Label", isOn: true, description: "Description", icon: phone, hasDivider: true))
  }

  static let controlsSwitchError = Screen("controls-switch-error") {
    errorSheet(
      OUDSSwitchItem(
        "Label", isOn: true, description: "Description", icon: phone, isError: true, errorText: errorText,
        hasDivider: true))
  }

  static let controlsSwitchReversed = Screen("controls-switch-reversed") {
    stateSheet(OUDSSwitchItem("Label", isOn: false, isReversed: true))
  }

  /// Long text (top alignment), a flipped icon, a capped width and right-to-left text.
  static let controlsLayout = Screen("controls-layout") {
    OUDSCheckboxItem(
      "A label long enough to wrap over several lines, so that the text block is taller than the assets container",
      isOn: true,
      description: "With a description that wraps too, the indicator and the icon align to the top of the text",
      icon: .named("favorite"), hasDivider: true)
    OUDSCheckboxItem("Cocorico !", isOn: false, icon: .named("figure.handball"), flipIcon: true, hasDivider: true)
    OUDSSwitchItem("Capped at the maximum width", isOn: true, hasDivider: true, constrainedMaxWidth: true)
    OUDSRadioItem("خيار الراديو", isOn: true, description: "نص مساعد — Arabic", icon: phone, hasDivider: true)
    OUDSCheckboxItemIndeterminate("בחר הכל", selection: .indeterminate, description: "Hebrew", isReversed: true)
  }
}
