import ListShot
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
      entry("Radio item — outlined, extra label", controlsRadioOutlined),
      entry("Radio item — outlined, error", controlsRadioOutlinedError),
    ] + forbidden + [
      entry("Switch item — states", controlsSwitch),
      entry("Switch item — description, icon, divider", controlsSwitchDetailed),
      entry("Switch item — error", controlsSwitchError),
    ] + forbidden + [
      entry("Switch item — reversed", controlsSwitchReversed),
      entry("Controls items — layout cases", controlsLayout),
      entry("Controls items — edge to edge, in a container", controlsEdgeToEdge),
      entry("Controls items — rich helper and error texts", controlsRichText),
      entry("Controls items — increased contrast", controlsIncreasedContrast),
      Entry("Forbidden", .forbidden("isReadOnly + disabled")),
    ]
  }

  /// The six state rows of one item, each labelled with its state so the sheet names what
  /// it shows: enabled, hover, focus, pressed, read-only and disabled.
  static func stateSheet(_ item: OUDSControlItem) -> [Row] {
    var readOnly = item
    readOnly.isReadOnly = true
    return [
      ("Enabled", item), ("Hover", item.interaction(.hover)), ("Focus", item.interaction(.focus)),
      ("Pressed", item.interaction(.pressed)), ("Read-only", readOnly), ("Disabled", item.disabled()),
    ].map { labelled($1, $0).asRow }
  }

  /// The four interaction rows of an item in error, each labelled with its state.
  static func errorSheet(_ item: OUDSControlItem) -> [Row] {
    [
      ("Error", item), ("Error (hover)", item.interaction(.hover)), ("Error (focus)", item.interaction(.focus)),
      ("Error (pressed)", item.interaction(.pressed)),
    ].map { labelled($1, $0).asRow }
  }

  /// `item` with its state as its label (the label the sample was built with is replaced).
  static func labelled(_ item: OUDSControlItem, _ state: String) -> OUDSControlItem {
    var copy = item
    copy.label = state
    return copy
  }

  static let phone = Icon.named("phone")
  static let errorText: RichText = "This field can't be activated"

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
      OUDSCheckboxItem(
        "Label", isOn: false, description: "Description", icon: phone, isReversed: true, hasDivider: true))
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

  static let controlsRadioOutlined = Screen("controls-radio-outlined") {
    stateSheet(
      OUDSRadioItem(
        "Label", isOn: false, extraLabel: "Extra label", description: "Description", icon: phone, isOutlined: true,
        hasDivider: true))
  }

  static let controlsRadioOutlinedError = Screen("controls-radio-outlined-error") {
    errorSheet(
      OUDSRadioItem(
        "Label", isOn: true, description: "Description", isOutlined: true, isError: true, errorText: errorText,
        hasDivider: true))
  }

  /// The default edge-to-edge item (content and divider at the grid margin), then items in a
  /// padded container (content at the inline padding, divider across the whole item).
  static let controlsEdgeToEdge = Screen("controls-edge-to-edge") {
    OUDSCheckboxItem(
      "Edge to edge", isOn: true, description: "Grid margin, inset divider", icon: phone, hasDivider: true)
    OUDSCheckboxItem(
      "In a container", isOn: true, description: "Inline padding, full divider", icon: phone, hasDivider: true,
      edgeToEdge: false)
    OUDSRadioItem(
      "In a container", isOn: true, extraLabel: "Extra label", icon: phone, isError: true, errorText: errorText,
      hasDivider: true, edgeToEdge: false)
  }

  static let controlsRichText = Screen("controls-rich-text") {
    OUDSCheckboxItem(
      "Strong text in the description", isOn: true,
      description: RichText("Helper text with ") + .strong("strong") + RichText(" text"),
      hasDivider: true)
    OUDSSwitchItem(
      "A link in the description", isOn: false,
      description: RichText("Read the ") + .link("terms of use", url: "https://example.com/terms"), hasDivider: true)
    OUDSRadioItem(
      "Strong text in the error", isOn: true, isError: true,
      errorText: RichText("Error message with ") + .strong("strong") + RichText(" text"),
      hasDivider: true)
  }

  /// With increased contrast a selected indicator is `content.default` and hovered checkbox
  /// and radio items show the focus ring.
  static var controlsIncreasedContrast: Screen {
    var screen = Screen("controls-increased-contrast") {
      OUDSCheckboxItem("Selected", isOn: true)
      OUDSCheckboxItem("Hover", isOn: true).interaction(.hover)
      OUDSRadioItem("Selected", isOn: true)
      OUDSRadioItem("Outlined", isOn: true, isOutlined: true)
      OUDSSwitchItem("Switch", isOn: true)
    }
    screen.contrast = .increased
    return screen
  }
}
