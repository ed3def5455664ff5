import ListShotCore

/// A `Button` in a row in one of the built-in styles, as iOS draws it: `.automatic` (and
/// `.borderless`) its label in the tint, `.bordered` on a capsule of the tint at a low opacity,
/// `.borderedProminent` in white on a capsule filled with the tint; a destructive role in red.
/// Its node's one child is the label.
public struct ButtonView: ViewElement {
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case automatic, bordered, borderedProminent
  }

  public enum Role: String, Hashable, Sendable, CaseIterable {
    case destructive, cancel
  }

  public var style: Style
  public var role: Role?

  public init(style: Style = .automatic, role: Role? = nil) {
    self.style = style
    self.role = role
  }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "Button", role: .view,
    initialisers: [
      "Button(_:action:)", "Button(_:role:action:)", "Button(action:label:)", "Button(_:systemImage:action:)",
    ], pathKey: "button", children: .named(["label"]),
    status: .composed(of: "its label, and the capsule of the bordered styles"),
    summary:
      "in a row, its label in the tint (red for a destructive role), on a tinted capsule when bordered, in white on a filled one when prominent; in a toolbar, a bar button; in swipe actions and menus, an action",
    spec: .view(
      "button",
      .object(
        "A button: its label in a built-in style and role.", required: ["label"],
        [
          "label" <- .oneOf([.string(), .ref("view")]),
          "style" <- .choice(Style.allCases.map(\.rawValue), default: "automatic"),
          "role" <- .choice(Role.allCases.map(\.rawValue)),
        ])
    ) { value, _ in
      let map = try value.mapping("button")
      let button = ButtonView(
        style: try map["style"].map { Style(rawValue: try $0.choice())! } ?? .automatic,
        role: try map["role"].map { Role(rawValue: try $0.choice())! })
      return ViewNode(button, [try map.required("label").textOrView()])
    },
    example:
      "{ vstack: [{ button: { label: Add to Cart, style: bordered } }, { button: { label: Place Order, style: borderedProminent } }, { button: { label: Delete, style: bordered, role: destructive } }] }",
    also: ["ButtonRole"])
}

/// `.controlSize(…)`: the size of the bordered buttons inside.
public struct ControlSizeModifier: EnvironmentModifierElement {
  public enum Size: String, Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
  }

  public var size: Size

  public init(_ size: Size) { self.size = size }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".controlSize", role: .modifier, initialisers: [".controlSize(_:)"], pathKey: "controlSize",
    children: .modified(slots: []),
    summary: "the size of the bordered buttons inside: their font and padding, from mini to extra large",
    spec: .modifier("controlSize", .choice(Size.allCases.map(\.rawValue))) { value, content in
      ViewNode(ControlSizeModifier(Size(rawValue: try value.choice())!), [content])
    },
    example:
      "{ vstack: [{ button: { label: Small, style: bordered }, controlSize: small }, { button: { label: Large, style: borderedProminent }, controlSize: large }] }",
    also: ["ControlSize"])
}

/// `.buttonBorderShape(…)`: the shape of the bordered buttons inside.
public struct ButtonBorderShapeModifier: EnvironmentModifierElement {
  public enum Shape: Hashable, Sendable {
    /// The look's: a capsule in iOS 26, a rounded rectangle in iOS 18.
    case automatic
    case capsule
    case circle
    /// Nil: the control size's radius.
    case roundedRectangle(radius: Double?)
  }

  public var shape: Shape

  public init(_ shape: Shape) { self.shape = shape }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    guard case .roundedRectangle(let radius?) = shape else { return [] }
    return ViewLengthCheck.rangeIssues(
      radius, in: 0...1000, name: "radius", NodePath.key("buttonBorderShape").appending("radius"))
  }

  public static let entry = ViewEntry(
    ".buttonBorderShape", role: .modifier,
    initialisers: [
      ".buttonBorderShape(_:)", ".automatic", ".capsule", ".circle", ".roundedRectangle", ".roundedRectangle(radius:)",
    ], pathKey: "buttonBorderShape", children: .modified(slots: []),
    summary: "the shape of the bordered buttons inside: a capsule, a circle or a rounded rectangle",
    spec: .modifier(
      "buttonBorderShape",
      .oneOf([
        .choice(["automatic", "capsule", "circle", "roundedRectangle"]),
        .object(required: ["radius"], ["radius" <- .number(minimum: 0, maximum: 1000)]),
      ])
    ) { value, content in
      guard value.isMapping else {
        let shapes: [String: Shape] = [
          "automatic": .automatic, "capsule": .capsule, "circle": .circle,
          "roundedRectangle": .roundedRectangle(radius: nil),
        ]
        return ViewNode(ButtonBorderShapeModifier(shapes[try value.alternative(0).choice()]!), [content])
      }
      let map = try value.alternative(1).mapping("buttonBorderShape")
      return ViewNode(
        ButtonBorderShapeModifier(.roundedRectangle(radius: try map.required("radius").number())), [content])
    },
    example:
      "{ hstack: [{ button: { label: Rounded, style: bordered }, buttonBorderShape: { radius: 6 } }, { button: { label: { image: plus }, style: borderedProminent }, buttonBorderShape: circle }] }",
    also: ["ButtonBorderShape"])
}
