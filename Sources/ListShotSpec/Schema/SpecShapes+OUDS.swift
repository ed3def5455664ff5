import ListShotModel
// Declarations of the spec's keys: see `SpecShape`. The reader and the JSON Schema both use them.

extension SpecShapes {
  static let oudsListItem: SpecShape = .object(
    "OUDS list item (ouds-ios 3.0.0 OUDSStaticListItem / OUDSNavigationListItem). Forbidden combinations (errors): an interaction on a static item; kind static with an indicatorType; divider or background on style outlined; onlyOnInteraction without style outlined. Ignored settings (warnings): overline and extraLabel in size small, a leading element with indicatorType previous.",
    required: ["label"],
    [
      "label" <- .string(minLength: 1),
      "hasBoldLabel" <- .boolean(default: false),
      "description" <- .string("Secondary text below the label."),
      "overline" <- .string("Small text above the label; hidden in size small."),
      "extraLabel" <- .string("Bold text below the label; hidden in size small."),
      "helperText" <- .string("Text under the row, outside its background and border."),
      "kind"
        <- .choice(
          ["static", "navigation"], "static (default without indicatorType) or navigation (default indicator next)."),
      "indicatorType"
        <- .choice(["previous", "next", "external"], "Makes a navigation item; previous hides the leading element."),
      "leading" <- .ref("oudsListItemLeading"),
      "trailing" <- .ref("oudsListItemTrailing"),
      "size" <- .choice(["standard", "small"], default: "standard"),
      "containerAlignment" <- .choice(["center", "top"], default: "center"),
      "style"
        <- .choice(
          ["item", "card", "outlined"],
          "item: oudsListItemStyle(divider:background:); card: oudsListCardStyle(.standard); outlined: oudsListCardStyle(.outlined).",
          default: "item"),
      "divider" <- .boolean("Default true (item and card); not with outlined."),
      "background" <- .boolean("Default false for item, true for card; not with outlined."),
      "onlyOnInteraction" <- .boolean("outlined only: the border is drawn only while pressed.", default: false),
      "roundedMedia" <- .boolean("Images with listItem.borderRadiusMediaRounded.", default: false),
      "isDisabled" <- .boolean(default: false),
      "interaction" <- .choice(["enabled", "hover", "pressed", "focus"], "Navigation items only.", default: "enabled"),
    ])

  static let oudsListItemLeading: SpecShape = .object(
    "Exactly one element.",
    [
      "icon" <- .ref("oudsListItemIcon"),
      "image" <- .ref("oudsListItemImage"),
      "flag" <- .ref("oudsListItemFlag"),
      "avatar" <- .ref("oudsListItemAvatar"),
    ]
  ) {
    $0.minProperties = 1
    $0.maxProperties = 1
  }

  static let oudsListItemTrailing: SpecShape = .object(
    "Exactly one element (extraLabel goes with label).",
    [
      "label" <- .string(),
      "labelMuted" <- .string(),
      "labelStrong" <- .string(),
      "extraLabel" <- .string("With label only (labelAndExtraLabel); hidden in size small."),
      "badge" <- .ref("oudsBadge"),
      "tag" <- .ref("oudsTag"),
      "icon" <- .ref("oudsListItemIcon"),
      "image" <- .ref("oudsListItemImage"),
      "flag" <- .ref("oudsListItemFlag"),
      "avatar" <- .ref("oudsListItemAvatar"),
    ]
  ) {
    $0.minProperties = 1
    $0.maxProperties = 2
  }

  static let oudsListItemIcon: SpecShape = .oneOf([
    .string("positive, info, warning or negative (a status icon), else a neutral icon by name."),
    .object([
      "type" <- .choice(["neutral", "positive", "info", "warning", "negative"]),
      "asset" <- .ref("icon"),
      "badge" <- .boolean("neutral only: a negative dot at the top-trailing corner.", default: false),
      "size" <- .choice(["medium", "large"], default: "medium"),
    ]),
  ])

  static let oudsListItemImage: SpecShape = .oneOf([
    .ref("imageSource"),
    .object(
      required: ["asset"],
      [
        "asset" <- .ref("imageSource"),
        "description" <- .string(),
        "size" <- .choice(["medium", "large", "extraLarge"], default: "medium"),
        "ratio" <- .choice(["square", "widescreen"], default: "square"),
        "contentMode" <- .choice(["fit", "fill"], default: "fit"),
      ]),
  ])

  static let oudsListItemFlag: SpecShape = .oneOf([
    .string("A bundled country: at, be, ch, de, dk, fi, fr, ie, it, jp, lu, nl, no, pl, ro, se, ua."),
    .object([
      "country" <- .string(),
      "file" <- .string(pattern: "\\.(svg|png|jpe?g)$"),
      "description" <- .string(),
    ]),
  ])

  static let oudsListItemAvatar: SpecShape = .oneOf([
    .with {
      $0.constant = .string("icon")
    },
    .object([
      "initials" <- .string(minLength: 1, maxLength: 2),
      "image" <- .ref("imageSource"),
      "size" <- .choice(["medium", "large", "extraLarge"], default: "medium"),
      "badge"
        <- .oneOf([
          .choice(["neutral", "accent", "positive", "info", "warning", "negative"]),
          .object([
            "standard" <- .choice(["neutral", "accent", "positive", "info", "warning", "negative"]),
            "icon" <- .choice(["positive", "info", "warning", "negative"]),
          ]) {
            $0.minProperties = 1
            $0.maxProperties = 1
          },
        ]),
    ]),
  ])

  static let oudsBadge: SpecShape = .object(
    "With count: OUDSBadgeCount (sizes medium, large); without: OUDSBadgeStandard (sizes extraSmall … large).",
    [
      "count" <- .integer("Above 99 reads +99.", minimum: 0),
      "status" <- .choice(["neutral", "accent", "positive", "info", "warning", "negative"], default: "neutral"),
      "size" <- .choice(["extraSmall", "small", "medium", "large"], default: "medium"),
      "accessibilityLabel" <- .string(),
    ])

  static let oudsTag: SpecShape = .oneOf([
    .string("The label of a neutral emphasized tag."),
    .object(
      required: ["label"],
      [
        "label" <- .string(minLength: 1),
        "status" <- .choice(["neutral", "accent", "positive", "info", "warning", "negative"], default: "neutral"),
        "appearance" <- .choice(["emphasized", "muted"], default: "emphasized"),
        "shape" <- .choice(["rounded", "square"], default: "rounded"),
        "size" <- .choice(["default", "small"], default: "default"),
        "leading"
          <- .oneOf([
            .choice(["none", "bullet", "icon"]),
            .object(
              required: ["icon"],
              [
                "icon" <- .ref("icon")
              ]),
          ]),
      ]),
  ])
}
