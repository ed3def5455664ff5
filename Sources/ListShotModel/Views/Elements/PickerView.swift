import ListShotCore

/// A `Picker` in a row, in one of the styles drawn in a row of its own: its node's children are
/// [label, option 0, option 1 …], each option the view its `.tag` marks; `selection` is the
/// index of the option whose tag the selection binding holds (nil, or an index past the
/// options: none matches, and no value is shown, as in SwiftUI). The inline style is a section of rows with a checkmark, lowered as rows.
public struct PickerView: ViewElement {
  /// The styles of `.pickerStyle(…)` drawn as one view (`.inline` makes rows; `.wheel` is refused).
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// `.menu` (`.automatic` in a list): the label, the selected option's text in the
    /// secondary colour, and the up-down chevrons.
    case menu
    /// `.navigationLink`: the label, the selected option's text, and the disclosure chevron.
    case navigationLink
    /// `.segmented`: the segmented control across the row, the label not shown.
    case segmented
    /// `.palette`: drawn as the segmented control (iOS's palette in a list row).
    case palette
  }

  public var style: Style
  public var selection: Int?

  public init(style: Style = .menu, selection: Int?) {
    self.style = style
    self.selection = selection
  }

  public var entry: ViewEntry { Self.entry }

  /// The selected option's index, if it is one of the `count` options.
  public func selected(among count: Int) -> Int? { selection.flatMap { $0 < count ? $0 : nil } }

  public static let entry = ViewEntry(
    "Picker", role: .view,
    initialisers: [
      "Picker(_:selection:content:)", "Picker(selection:content:label:)", "Picker(_:systemImage:selection:content:)",
      ".tag(_:)",
    ], pathKey: "picker", children: .namedThenIndexed(["label"]),
    status: .composed(
      of: "its label and the style's control: the value and chevrons, the disclosure chevron, or the segments"),
    summary:
      "menu: the label and the selected option in grey with the up-down chevrons; navigationLink: the value and the disclosure chevron; segmented and palette: the segmented control; the options are its content's views, matched to the selection by .tag",
    spec: .view(
      "picker",
      .object(
        "A picker: its label, its options (a text or a view each) and the index of the selected one.",
        required: ["options"],
        [
          "label" <- .oneOf([.string(), .ref("view")]),
          "options" <- .array(.oneOf([.string(), .ref("view")]), minItems: 1),
          "selection" <- .integer(minimum: 0, maximum: Double(Limits.maxViewsPerRow)),
          "style" <- .choice(Style.allCases.map(\.rawValue), default: "menu"),
        ])
    ) { value, _ in
      let map = try value.mapping("picker")
      let picker = PickerView(
        style: Style(rawValue: try map["style"]?.choice() ?? "menu")!, selection: try map["selection"]?.integer())
      let label = try map["label"]?.textOrView() ?? .text("")
      let options = try map.required("options").items().map { try $0.textOrView() }
      return ViewNode(picker, [label] + options)
    },
    example:
      "{ vstack: [{ picker: { label: Appearance, options: [Light, Dark, Automatic], selection: 2 } }, { picker: { label: Order, options: [Ascending, Descending], selection: 0, style: segmented } }] }"
  )
}
