import ListShotCore

/// A `ColorPicker`'s row: its label, and the colour well at the trailing edge: a ring of the
/// hues around a disc of the selected colour. Its node's children are [label].
public struct ColorPickerView: ViewElement {
  public var color: TintColor

  public init(color: TintColor) { self.color = color }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "ColorPicker", role: .view,
    initialisers: ["ColorPicker(_:selection:supportsOpacity:)", "ColorPicker(selection:supportsOpacity:label:)"],
    pathKey: "colorPicker", children: .named(["label"]),
    status: .composed(of: "its label and the colour well: a ring of hues (an angular gradient) around a disc"),
    summary:
      "its label at the leading edge and the colour well at the trailing edge: a 28 pt ring of the hues around a disc of the bound colour",
    spec: .view(
      "colorPicker",
      .object(
        "A colour picker's row: its label and the colour it shows.", required: ["color"],
        ["label" <- .oneOf([.string(), .ref("view")]), "color" <- .ref("iconColor")])
    ) { value, _ in
      let map = try value.mapping("colorPicker")
      return ViewNode(
        ColorPickerView(color: try map.required("color").color()), [try map["label"]?.textOrView() ?? .text("")])
    },
    example: "{ vstack: [{ colorPicker: { label: Highlight, color: orange } }] }"
  )
}
