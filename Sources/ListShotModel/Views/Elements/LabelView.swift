import ListShotCore

/// `Label { title } icon: { icon }`: the icon before the title, as a list row lays it out. Its
/// node's children are [icon, title].
public struct LabelView: ViewElement {
  /// The built-in label styles (`.labelStyle(.iconOnly)` …), set around the label by a
  /// `LabelStyleModifier`.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case titleAndIcon, titleOnly, iconOnly
  }

  public init() {}

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "Label", role: .view,
    initialisers: ["Label(_:systemImage:)", "Label(_:image:)", "Label(title:icon:)"], pathKey: "label",
    children: .named(["icon", "title"]), status: .composed(of: "its icon in the list cell's icon box, then its title"),
    summary: "the icon, in the tint, centred in a list cell's icon box, then the title",
    spec: .view(
      "label",
      .object(
        "Label(title, systemImage:) or Label { title } icon: { icon }.", required: ["title"],
        ["title" <- .oneOf([.string(), .ref("view")]), "systemImage" <- .string(), "icon" <- .ref("view")])
    ) { value, _ in
      let map = try value.mapping("label")
      let title = try map.required("title").textOrView()
      switch (map["systemImage"], map["icon"]) {
      case (let name?, nil): return .label(title: title, icon: ViewNode(ImageView(try name.icon())))
      case (nil, let icon?): return .label(title: title, icon: try icon.view())
      case (nil, nil):
        throw value.error("a label needs an icon", expected: "systemImage: NAME, or icon: a view", hint: nil)
      case (_, let icon?): throw icon.error("a label has systemImage or icon, not both")
      }
    },
    example: "{ label: { title: Favourites, systemImage: star.fill }, font: headline }")
}

extension ViewNode {
  /// `Label { title } icon: { icon }`.
  public static func label(title: ViewNode, icon: ViewNode) -> ViewNode { ViewNode(LabelView(), [icon, title]) }
}

/// `Color` as a view: fills the space it is offered.
public struct ColorView: ViewElement {
  public var color: TintColor

  public init(_ color: TintColor) { self.color = color }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "Color", role: .view, initialisers: ["Color.red …", "Color(red:green:blue:opacity:)", "Color(white:opacity:)"],
    pathKey: "color", summary: "fills the space it is offered (10 × 10 where nothing is offered)",
    spec: .view("color", .ref("iconColor", "Color as a view: fills the space it is offered.")) { value, _ in
      ViewNode(ColorView(try value.color()))
    },
    example: "{ color: teal, frame: { width: 44, height: 12 } }")
}

/// A `Toggle` in a row: its label (if any) before the switch; its node's children are
/// [label] or [].
public struct ToggleView: ViewElement {
  /// The built-in toggle styles (`.toggleStyle(.switch)` …), set around the toggle by a
  /// `ToggleStyleModifier`.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case `switch`, button
  }

  public var isOn: Bool

  public init(isOn: Bool) { self.isOn = isOn }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "Toggle", role: .view, initialisers: ["Toggle(_:isOn:)", "Toggle(isOn:label:)", "Toggle(_:systemImage:isOn:)"],
    pathKey: "toggle",
    children: .named(["label"]), status: .composed(of: "its label and the switch of the toggle style"),
    summary:
      "its label at the leading edge and the iOS switch at the trailing edge, filling the width offered; texts after a label's first view are its subtitles (Subheadline, secondary), as in a Button's, LabeledContent's, Picker's, Stepper's and DatePicker's label",
    spec: .view(
      "toggle", .object(required: ["isOn"], ["isOn" <- .boolean(), "label" <- .oneOf([.string(), .ref("view")])])
    ) { value, _ in
      let map = try value.mapping("toggle")
      return .toggle(label: try map["label"]?.textOrView(), isOn: try map.required("isOn").bool())
    },
    example: "{ vstack: [{ toggle: { label: Airplane mode, isOn: true } }, { toggle: { label: Wi-Fi, isOn: false } }] }"
  )
}

extension ViewNode {
  /// A `Toggle` with an optional label.
  public static func toggle(label: ViewNode?, isOn: Bool) -> ViewNode {
    ViewNode(ToggleView(isOn: isOn), label.map { [$0] } ?? [])
  }
}

/// A named, reusable fragment (a custom view), already expanded: its node's one child is its
/// body; the name is kept for error messages, provenance and the audit.
public struct CustomView: ViewElement {
  public var name: String

  public init(name: String) { self.name = name }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "your own View", role: .view, initialisers: ["struct MyView: View { var body: some View }"], pathKey: "view",
    children: .transparent, status: .composed(of: "its body"),
    summary: "a view of the app's own, drawn as its body; its name is kept for errors and the audit",
    spec: .view("view", .string("A custom view declared under `views`.")) { value, _ in try value.customView() })
}

extension ViewNode {
  /// A custom view named `name` whose body is `body`.
  public static func custom(name: String, body: ViewNode) -> ViewNode { ViewNode(CustomView(name: name), [body]) }
}
