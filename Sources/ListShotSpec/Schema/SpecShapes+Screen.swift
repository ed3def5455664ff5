// Declarations of the spec's keys: see `SpecShape`. The reader and the JSON Schema both use them.

import ListShotCore
import ListShotModel

extension SpecShapes {
  /// `.contentMargins(.top, n)`: the list's top content margin.
  static let contentMargins: SpecShape = .object(
    "The list's content margins (SwiftUI .contentMargins), in points, in place of the look's: top (above the first section), leading and trailing (the sections' inset from the sides), bottom (below the last section).",
    [
      "top" <- .number(minimum: 0, maximum: 1000),
      "leading" <- .number(minimum: 0, maximum: 1000),
      "bottom" <- .number(minimum: 0, maximum: 1000),
      "trailing" <- .number(minimum: 0, maximum: 1000),
    ])

  /// `.listSectionSpacing(_:)`: points, or `default`.
  static let listSectionSpacing: SpecShape = .oneOf(
    [
      .number(minimum: Limits.listSpacing.lowerBound, maximum: Limits.listSpacing.upperBound),
      .choice(["default"]),
    ],
    "Points between adjacent sections (SwiftUI .listSectionSpacing), or default (the look's). compact is refused: not measured."
  )

  static let screen: SpecShape = .object(
    required: ["name"],
    [
      "name" <- .string("Unique in the run; used as a folder name.", pattern: "^[A-Za-z0-9_-]{1,100}$"),
      "style"
        <- .choice(
          ["plain", "grouped", "inset", "insetGrouped", "sidebar"], "The list style (SwiftUI .listStyle).",
          default: "plain"),
      "width" <- .number("Width in points.", minimum: Limits.width.lowerBound, maximum: Limits.width.upperBound),
      "locale" <- .string("BCP 47 locale; ar, he, fa, ur… imply right-to-left."),
      "sections" <- .array(.ref("section")),
      "rows" <- .ref("rows", "Shorthand for one section."),
      "navigationTitle" <- .string("A navigation bar with this title above the list.", minLength: 1),
      "navigationBarTitleDisplayMode" <- .choice(["inline", "large"], "Needs navigationTitle.", default: "large"),
      "principal"
        <- .ref(
          "view",
          "A view centred in the inline navigation bar in the title's place (ToolbarItem(placement: .principal)); navigationTitle, if any, is what VoiceOver reads."
        ),
      "editMode" <- .ref("editMode"),
      "refreshing" <- .boolean("Pull to refresh in progress: a spinner above the first row.", default: false),
      "chrome" <- .ref("chrome"),
      "toolbarBackground"
        <- .object(
          "The bars' backgrounds drawn at the top of the list too (.toolbarBackground(.visible, for:)): visible for the bar's own, or a colour.",
          [
            "navigationBar" <- .oneOf([.choice(["visible"]), .ref("color")], "Needs navigationTitle."),
            "bottomBar"
              <- .oneOf(
                [.choice(["visible"]), .ref("color")], "The tab bar or toolbar; needs chrome.tabBar or chrome.toolbar."),
          ]),
      "searchable" <- .ref("searchable"),
      "viewsAbove" <- .array(.ref("view"), "Views above the list, full width (VStack { Text; List })."),
      "viewsBelow"
        <- .array(.ref("view"), "Views below the list, full width (VStack { List; Text(\"3 selections\") })."),
      "surface"
        <- .choice(
          ["theme", "system"],
          "What the page, grouped cards and navigation bar are painted with: the theme's backgrounds (OUDS color.bg.primary / secondary) or the iOS system colours. Default: theme when every row is an OUDS component, else system."
        ),
      "contrast"
        <- .choice(
          ["standard", "increased"],
          "increased draws the OUDS items as with iOS Increase Contrast / Android high-contrast text.",
          default: "standard"),
      "accentColor"
        <- .ref(
          "color",
          "The app's accent (SwiftUI .tint / .accentColor on the root view): tinted rows, checkmarks, bar buttons. Default: the theme's."
        ),
      "contentMargins" <- contentMargins,
      "listSectionSpacing" <- listSectionSpacing,
      "scrollContentBackground"
        <- .choice(
          ["automatic", "visible", "hidden"],
          "hidden: the list's page colour not drawn (SwiftUI .scrollContentBackground); background, or the system background, shows behind the cards.",
          default: "automatic"),
      "background"
        <- .oneOf(
          [.ref("iconColor"), .ref("view")],
          "A colour or a view filling the screen behind the list (SwiftUI .background on the List), seen with scrollContentBackground: hidden."
        ),
      "assetCatalogues"
        <- .oneOf(
          [.string(minLength: 1), .array(.string(minLength: 1))],
          "The app's asset catalogue folders (Assets.xcassets), relative to the spec, searched in order for {asset: Name} colours and images."
        ),
      "listRowSpacing"
        <- .number(
          "Points between rows (SwiftUI .listRowSpacing): each row its own card. insetGrouped only.",
          minimum: Limits.listSpacing.lowerBound, maximum: Limits.listSpacing.upperBound),
    ]
  ) {
    $0.oneOf = [
      .requiring("sections"),
      .requiring("rows"),
    ]
  }

  static let rows: SpecShape = .array(.ref("row"))

  static let row: SpecShape = .object(
    "A mapping with exactly one kind key, and optionally the row keys that apply to a row of any kind.",
    [
      "odsListItem" <- .ref("odsListItem"),
      "oudsListItem" <- .ref("oudsListItem"),
      "checkboxItem" <- .ref("checkboxItem"),
      "checkboxItemIndeterminate" <- .ref("checkboxItemIndeterminate"),
      "radioItem" <- .ref("radioItem"),
      "switchItem" <- .ref("switchItem"),
      "materialCell" <- .ref("materialCell"),
      "listCell" <- .ref("listCell"),
      "content" <- .ref("view", "Free-form content: SwiftUI-shaped views (hstack, vstack, text, image, label …)."),
      "accessories" <- .array(.ref("accessory")),
      "selected" <- .boolean(default: false),
      "highlighted" <- .boolean("Drawn pressed.", default: false),
      "swipeActions" <- .ref("swipeActions"),
      "children" <- .ref("rows", "Outline children, indented one level, drawn when isExpanded."),
      "isExpanded" <- .boolean(default: false),
      "listRowSeparator" <- .ref("separatorVisibility"),
      "listRowSeparatorTint" <- .ref("separatorTint"),
      "listRowInsets" <- .ref("rowInsets"),
      "listRowBackground"
        <- .oneOf(
          [.string(pattern: colorPattern), .ref("view")],
          "SwiftUI's listRowBackground(_:): a colour, or a view (a mapping, as in content) filling the row."),
      "badge" <- .ref("rowBadge"),
      "contextMenu" <- .ref("contextMenu"),
      "deleteDisabled" <- .boolean("SwiftUI's deleteDisabled(_:): no delete control in edit mode.", default: false),
      "moveDisabled" <- .boolean("SwiftUI's moveDisabled(_:): no reorder handle in edit mode.", default: false),
      "accessibility" <- AccessibilityOverride.specShape,
      "audit" <- .ref("rowAudit"),
    ]
  ) {
    $0.oneOf = [
      .requiring("odsListItem"),
      .requiring("oudsListItem"),
      .requiring("checkboxItem"),
      .requiring("checkboxItemIndeterminate"),
      .requiring("radioItem"),
      .requiring("switchItem"),
      .requiring("materialCell"),
      .requiring("listCell"),
      .requiring("content"),
    ]
  }

  static let section: SpecShape = .object(
    required: ["rows"],
    [
      "header" <- .oneOf([.string(), .ref("view")], "A text, or any view drawn in the header's style."),
      "footer" <- .oneOf([.string(), .ref("view")], "A text, or any view drawn in the footer's style."),
      "footerStyle"
        <- .choice(
          IOSTextStyle.allCases.map(\.rawValue),
          "The footer's iOS text style, as `.font(.caption2)` on the footer's Text. Default: footnote."),
      "textCase"
        <- .choice(
          ["uppercase", "lowercase", "none"],
          "Default: uppercase in grouped, insetGrouped and sidebar lists, as written in plain and inset ones."),
      "headerProminence" <- .choice(["standard", "increased"], default: "standard"),
      "isExpanded" <- .boolean("Makes the section collapsible; false draws the header only."),
      "listSectionSeparator" <- .ref("separatorVisibility"),
      "listSectionSpacing" <- listSectionSpacing,
      "rows" <- .ref("rows"),
    ])

  static let editMode: SpecShape = .object(
    "Active edit mode: the controls every row shows. delete and multiselect exclude each other.",
    [
      "delete" <- .boolean(),
      "reorder" <- .boolean(),
      "multiselect" <- .boolean(),
    ])

  static let listCell: SpecShape = .object(
    "The default UIKit list cell (UIListContentConfiguration.cell).", required: ["text"],
    [
      "text" <- .string(minLength: 1),
      "secondaryText" <- .string(),
      "image" <- .ref("icon"),
      "imageColor" <- .ref("iconColor", "The symbol's colour; default the accent (the tint), as UIKit draws it."),
      "imageRendering"
        <- .choice(
          SymbolRendering.allCases.map(\.rawValue),
          "How a named symbol's layers are painted, as .symbolRenderingMode(_:); see docs/symbols-and-colours.md for which symbols the layered modes change.",
          default: "monochrome"),
    ])

  static let accessory: SpecShape = .oneOf(
    [
      .choice([
        "disclosureIndicator", "checkmark", "delete", "reorder", "outlineDisclosure", "detail", "multiselect",
        "activityIndicator",
      ]),
      .object([
        "label" <- .string(minLength: 1),
        "toggle" <- .boolean(),
        "badge" <- .string(minLength: 1),
        "image" <- .ref("icon"),
        "progress" <- .number(minimum: 0, maximum: 1),
        "custom" <- .string("An image file, relative to the spec.", pattern: "\\.(svg|png|jpe?g)$"),
        "placement" <- .choice(["leading", "trailing"], "custom only.", default: "trailing"),
        "color"
          <- .ref("iconColor", "image and custom only; a custom file is then drawn as a template in this colour."),
      ]) {
        $0.minProperties = 1
      },
    ], "A ListAccessory: a bare name, or a mapping with one key for those that carry a value.")

  static let swipeActions: SpecShape = .object(
    required: ["actions"],
    [
      "edge" <- .choice(["leading", "trailing"], default: "trailing"),
      "actions" <- .array(.ref("swipeAction"), minItems: 1),
    ])

  static let swipeAction: SpecShape = .object(
    required: ["title"],
    [
      "title" <- .string(minLength: 1),
      "role" <- .choice(["destructive"]),
      "tint" <- .ref("color"),
    ])

  static let rowAudit: SpecShape = .object(
    "Audit findings accepted on this row: still reported, marked suppressed, never failing the run.",
    required: ["suppress", "reason"],
    [
      "suppress" <- .array(.choice(["contrast", "targetSize", "truncation", "voiceOver"]), minItems: 1),
      "reason" <- .string(minLength: 1),
    ])

  /// A colour name (`TintColor.names`) or `#RRGGBB` / `#RRGGBBAA`.
  static let colorPattern = "^(" + TintColor.names.joined(separator: "|") + "|#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?)$"

  /// Every colour a spec gives (`ColorDecoder`): a name or hex string, or a mapping.
  static let color: SpecShape = .oneOf(
    [
      .string(
        "primary, secondary, tertiary, quaternary (label colours), accent or tint, an iOS system colour (red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, gray2 … gray6), white, black, clear, or #RRGGBB / #RRGGBBAA.",
        pattern: colorPattern),
      .ref("colorMapping"),
    ],
    "A colour as iOS names it, resolved by the theme for its scheme (light or dark).")

  /// `{token: path}`, `{red:, green:, blue:}` or `{color:, opacity:}`, each with an optional opacity.
  static let colorMapping: SpecShape = .object(
    "A theme colour token ({token: color.content.brandPrimary}), RGB components in 0...1 ({red: 0, green: 0.48, blue: 1}, as Color(red:green:blue:)), another colour at an opacity ({color: blue, opacity: 0.2}), or a colour set of the screen's asset catalogues ({asset: Brand}); opacity multiplies the colour's own alpha.",
    [
      "token" <- .string("A colour token path of the theme.", minLength: 1),
      "red" <- .number(minimum: 0, maximum: 1),
      "green" <- .number(minimum: 0, maximum: 1),
      "blue" <- .number(minimum: 0, maximum: 1),
      "color" <- .ref("color"),
      "opacity" <- .number(minimum: 0, maximum: 1),
      "asset" <- .string("A colour set of the screen's assetCatalogues (Color(\"Brand\")): its light and dark values."),
    ]
  ) {
    $0.oneOf = [
      .requiring("token"), .requiring("red", "green", "blue"), .requiring("color", "opacity"), .requiring("asset"),
    ]
  }

  static let iconColor: SpecShape = .ref(
    "color",
    "An icon's own colour. Without it an icon takes the colour of its context (the text beside it, or the row kind's icon colour), and a multicolour SVG file keeps its own paint."
  )

  static let richText: SpecShape = .oneOf(
    [
      .string(),
      .object(
        required: ["markdown"],
        [
          "markdown" <- .string()
        ]),
    ],
    "Text that may be rich: a string is plain text; {markdown: …} reads **strong** runs and [links](url) (a backslash before * [ ] ( ) keeps the character)."
  )

  static let icon: SpecShape = .oneOf([
    .string(
      "An SF Symbol name (person.circle, heart.fill; see docs/symbols-and-colours.md) or a Material Symbols name (favorite)."
    ),
    .object([
      "file" <- .string(pattern: "\\.(svg|png|jpe?g)$"),
      "name" <- .string(),
    ]),
  ])

  static let imageSource: SpecShape = .oneOf([
    .string("placeholder, a file path relative to the spec, or an http(s) URL (never fetched)."),
    .object([
      "file" <- .string(),
      "url" <- .string(),
    ]),
  ])
}
