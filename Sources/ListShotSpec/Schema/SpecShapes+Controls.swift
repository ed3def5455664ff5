import ListShotModel
// Declarations of the spec's keys: see `SpecShape`. The reader and the JSON Schema both use them.

extension SpecShapes {
  /// The rules every OUDS controls item's validation enforces, said in each one's doc.
  static let controlItemRules =
    "Forbidden combinations (validation errors): isError + isReadOnly, isError + isDisabled, isReadOnly + isDisabled, isIconTinted: false without a file icon."

  /// The keys the four OUDS controls items share, after their own.
  static let controlItemCommon: [SpecField] = [
    "description" <- .ref("richText", "Helper text under the label; may be rich (strong, links)."),
    "icon" <- .ref("icon"),
    "isIconTinted"
      <- .boolean(
        "false draws a file icon (SVG or PNG) in its own colours, as a multicolour icon; a font icon cannot be untinted.",
        default: true),
    "flipIcon" <- .boolean(default: false),
    "isReversed" <- .boolean("Indicator at the trailing end, icon at the leading end.", default: false),
    "isError" <- .boolean(default: false),
    "errorText" <- .ref("richText", "Shown below the row when isError is true; may be rich (strong, links)."),
    "isReadOnly" <- .boolean(default: false),
    "isDisabled" <- .boolean(default: false),
    "hasDivider" <- .boolean(default: false),
    "edgeToEdge"
      <- .boolean(
        "true: the item spans the screen, content and divider inset by the OUDS grid margin (16 pt below 390 pt wide, 24 below 600, 32 above; Orange Compact 16, 16, 24). false: the item sits in a padded container, content inset by listItem.spacePaddingInline, divider from edge to edge (as OUDS iOS draws it).",
        default: true),
    "constrainedMaxWidth" <- .boolean("Limits the row to the theme's max width (480).", default: false),
    "interaction" <- .choice(["enabled", "hover", "pressed", "focus"], default: "enabled"),
  ]

  static let checkboxItem: SpecShape = .object(
    "OUDS checkbox item, two states. " + controlItemRules, required: ["label"],
    [
      "label" <- .string(minLength: 1),
      "isOn" <- .boolean(default: false),
    ] + controlItemCommon)

  static let checkboxItemIndeterminate: SpecShape = .object(
    "OUDS checkbox item with an indeterminate state. " + controlItemRules, required: ["label"],
    [
      "label" <- .string(minLength: 1),
      "selection" <- .choice(["selected", "unselected", "indeterminate"], default: "unselected"),
    ] + controlItemCommon)

  static let radioItem: SpecShape = .object(
    "OUDS radio button item. " + controlItemRules + " extraLabel and isOutlined are radio item keys.",
    required: ["label"],
    [
      "label" <- .string(minLength: 1),
      "isOn" <- .boolean(default: false),
      "extraLabel" <- .string("A strong line between the label and the description (radio items only)."),
      "isOutlined"
        <- .boolean(
          "Outlines the item (border.width.default, in the state's colour) when selected, hovered or pressed, instead of its divider (radio items only).",
          default: false),
    ] + controlItemCommon)

  static let switchItem: SpecShape = .object(
    "OUDS switch item. " + controlItemRules, required: ["label"],
    [
      "label" <- .string(minLength: 1),
      "isOn" <- .boolean(default: false),
    ] + controlItemCommon)
}
