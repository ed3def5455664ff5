import ListShotModel
/// Every shape of the spec format, declared once. The reader checks keys against these; `SpecSchema`
/// writes the JSON Schema from them.
public enum SpecShapes {
  /// The whole spec file.
  public static let document: SpecShape = .object(
    "Screens of list rows for ListShot to render. YAML or JSON. Every key not listed here is an error.",
    required: ["screens"],
    [
      "version"
        <- .with {
          $0.constant = .number(1)
          $0.description = "The spec format version."
        },
      "matrix"
        <- .object(
          "The variants render and verify produce for this spec, unless the command line narrows them. Each axis takes one value, a list, or all.",
          [
            "theme"
              <- .oneOf(
                [
                  .string(),
                  .array(.string()),
                ], "Built-in theme names or theme files, or all."),
            "scheme"
              <- .oneOf(
                [
                  .string(),
                  .array(.string()),
                ], "light, dark, or all."),
            "size"
              <- .oneOf(
                [
                  .string(),
                  .array(.string()),
                ], "Dynamic Type sizes (xSmall … accessibility5, AX1 … AX5), or all."),
            "direction"
              <- .oneOf(
                [
                  .string(),
                  .array(.string()),
                ], "ltr, rtl, or all."),
            "device"
              <- .oneOf(
                [
                  .string(),
                  .array(.string()),
                ], "Device presets or WIDTHxHEIGHT@SCALE, or all."),
            "scale" <- .numberChoice([1, 2, 3]),
            "look"
              <- .oneOf(
                [
                  .string(),
                  .array(.string()),
                ], "The iOS drawn: ios26 (the default), ios18 (also iOS 17), or all."),
          ]),
      "tolerance"
        <- .object(
          "How far a render may differ from its golden and still pass. Absent means exact.",
          [
            "threshold" <- .number(minimum: 0, maximum: 1),
            "maxDiffPixels" <- .integer(minimum: 0, maximum: Double(Int32.max)),
            "maxDiffRatio" <- .number(minimum: 0, maximum: 1),
            "ignoreAntialiasing" <- .boolean(default: false),
          ]),
      "views" <- .array(.ref("customView"), "Custom views the screens' content uses by name."),
      "screens" <- .array(.ref("screen"), minItems: 1),
    ])

  /// The named shapes (`$defs` of the JSON Schema), in the order the schema lists them.
  public static let definitions: [(name: String, shape: SpecShape)] = [
    ("screen", screen),
    ("rows", rows),
    ("row", row),
    ("odsListItem", odsListItem),
    ("leading", leading),
    ("trailing", trailing),
    ("icon", icon),
    ("imageSource", imageSource),
    ("checkboxItem", checkboxItem),
    ("checkboxItemIndeterminate", checkboxItemIndeterminate),
    ("radioItem", radioItem),
    ("switchItem", switchItem),
    ("materialCell", materialCell),
    ("materialCellImage", materialCellImage),
    ("section", section),
    ("editMode", editMode),
    ("listCell", listCell),
    ("accessory", accessory),
    ("swipeActions", swipeActions),
    ("swipeAction", swipeAction),
    ("rowAudit", rowAudit),
    ("separatorVisibility", separatorVisibility),
    ("separatorTint", separatorTint),
    ("rowInsets", rowInsets),
    ("rowBadge", rowBadge),
    ("contextMenu", contextMenu),
    ("searchable", searchable),
    ("barItem", barItem),
    ("chrome", chrome),
    ("iconColor", iconColor),
    ("color", color),
    ("colorMapping", colorMapping),
    ("richText", richText),
    ("oudsListItem", oudsListItem),
    ("oudsListItemLeading", oudsListItemLeading),
    ("oudsListItemTrailing", oudsListItemTrailing),
    ("oudsListItemIcon", oudsListItemIcon),
    ("oudsListItemImage", oudsListItemImage),
    ("oudsListItemFlag", oudsListItemFlag),
    ("oudsListItemAvatar", oudsListItemAvatar),
    ("oudsBadge", oudsBadge),
    ("oudsTag", oudsTag),
    ("view", view),
    ("customView", customView),
  ]
}
