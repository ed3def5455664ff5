import ListShotCore

/// `.labelStyle(…)`: how the labels inside are drawn (a built-in style; an app's own style is
/// lowered to the views its body makes).
public struct LabelStyleModifier: EnvironmentModifierElement {
  public var style: LabelView.Style

  public init(_ style: LabelView.Style) { self.style = style }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".labelStyle", role: .modifier,
    initialisers: [".labelStyle(_:)", ".titleAndIcon", ".titleOnly", ".iconOnly", ".automatic", "LabelStyle"],
    pathKey: "labelStyle", children: .modified(slots: []),
    summary:
      "the labels inside with their title and icon, the title only or the icon only; an app's own LabelStyle is drawn as its body",
    spec: .modifier("labelStyle", .choice(LabelView.Style.allCases.map(\.rawValue))) { value, content in
      ViewNode(LabelStyleModifier(LabelView.Style(rawValue: try value.choice())!), [content])
    },
    example:
      "{ hstack: [{ label: { title: Title only, systemImage: star } , labelStyle: titleOnly }, { label: { title: Icon only, systemImage: star }, labelStyle: iconOnly }] }"
  )
}

/// `.toggleStyle(…)`, `SwitchToggleStyle(tint:)`: how the toggles inside are drawn, and the
/// switch's colour when on.
public struct ToggleStyleModifier: EnvironmentModifierElement {
  public var style: ToggleView.Style
  /// The on colour of a switch (`SwitchToggleStyle(tint:)`); nil: the tint around, else green.
  public var tint: TintColor?

  public init(_ style: ToggleView.Style, tint: TintColor? = nil) {
    self.style = style
    self.tint = tint
  }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".toggleStyle", role: .modifier,
    initialisers: [
      ".toggleStyle(_:)", ".switch", ".button", ".automatic", "SwitchToggleStyle(tint:)", "ToggleStyle",
    ],
    pathKey: "toggleStyle", children: .modified(slots: []),
    summary:
      "the toggles inside as switches (in a colour of their own) or as buttons (their label in the tint, on a tinted capsule when on); an app's own ToggleStyle is drawn as its body",
    spec: .modifier(
      "toggleStyle",
      .oneOf([
        .choice(ToggleView.Style.allCases.map(\.rawValue)),
        .object(
          required: ["style"],
          ["style" <- .choice(ToggleView.Style.allCases.map(\.rawValue)), "tint" <- .ref("iconColor")]),
      ])
    ) { value, content in
      guard value.isMapping else {
        return ViewNode(ToggleStyleModifier(ToggleView.Style(rawValue: try value.alternative(0).choice())!), [content])
      }
      let map = try value.alternative(1).mapping("toggleStyle")
      return ViewNode(
        ToggleStyleModifier(
          ToggleView.Style(rawValue: try map.required("style").choice())!, tint: try map["tint"]?.color()),
        [content])
    },
    example: "{ toggle: { label: Orange when on, isOn: true }, toggleStyle: { style: switch, tint: orange } }")
}

/// `.labelsHidden()`: the controls inside without their labels (a toggle, stepper, picker, date
/// picker or colour well is its control alone, as wide as the control; a labelled content its
/// value alone).
public struct LabelsHiddenModifier: EnvironmentModifierElement {
  public init() {}

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".labelsHidden", role: .modifier, initialisers: [".labelsHidden()"], pathKey: "labelsHidden",
    children: .modified(slots: []),
    summary: "the controls inside drawn without their labels, each as wide as its control",
    spec: .modifier("labelsHidden", .boolean()) { value, content in
      try value.bool() ? ViewNode(LabelsHiddenModifier(), [content]) : content
    },
    example: "{ hstack: [{ text: Wi-Fi }, spacer, { toggle: { label: Wi-Fi, isOn: true }, labelsHidden: true }] }")
}
