import ListShotCore

/// `.clipShape(…)`: the view clipped to a shape's outline, at its own size.
public struct ClipShapeModifier: ViewElement {
  public var shape: ShapeKind

  public init(_ shape: ShapeKind) { self.shape = shape }

  public var entry: ViewEntry { Self.entry }
  public func issues() -> [ValidationIssue] { shape.issues("clipShape") }

  public static let entry = ViewEntry(
    ".clipShape", role: .modifier, initialisers: [".clipShape(_:style:)"], pathKey: "clipShape",
    children: .modified(slots: []), summary: "the view clipped to a shape's outline (a circular avatar)",
    spec: .modifier("clipShape", .ref("view", "A shape: circle, capsule, { roundedRectangle: { cornerRadius: 8 } } …"))
    {
      value, content in
      let view = try value.view()
      guard let shape = view.element(as: ShapeView.self), view.children.isEmpty else {
        throw value.error(
          "clipShape takes a shape", expected: "circle, capsule, ellipse, rectangle, or { roundedRectangle: … }",
          hint: nil)
      }
      return ViewNode(ClipShapeModifier(shape.shape), [content])
    },
    example: "{ color: orange, frame: { width: 44, height: 44 }, clipShape: circle }")
}

/// `.mask { … }`: the view drawn only where the mask view is opaque; a shape mask clips to its
/// outline. Its node's children are [content, mask].
public struct MaskModifier: ViewElement {
  public var alignment: ViewAlignment

  public init(alignment: ViewAlignment = .center) { self.alignment = alignment }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".mask", role: .modifier, initialisers: [".mask(alignment:_:)"], pathKey: "mask",
    children: .modified(slots: ["mask"]),
    summary: "the view drawn inside a shape's outline, the shape proposed the view's size",
    spec: .modifier("mask", .ref("view")) { value, content in ViewNode(MaskModifier(), [content, try value.view()]) },
    example: "{ color: pink, frame: { width: 60, height: 30 }, mask: { capsule } }")
}
