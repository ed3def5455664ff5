import ListShotCore

/// `.background(alignment:content:)`, `.background(_:)`: a view behind, proposed this view's
/// size. Its node's children are [content, background].
public struct BackgroundModifier: ViewElement {
  public var alignment: ViewAlignment

  public init(alignment: ViewAlignment = .center) { self.alignment = alignment }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".background", role: .modifier,
    initialisers: [".background(_:)", ".background(alignment:content:)", ".background(_:in:)"], pathKey: "background",
    children: .modified(slots: ["background"]),
    summary: "a view, colour or shape style behind, proposed the view's size",
    spec: .modifier(
      "background", .oneOf([.ref("iconColor"), .ref("view")], "A colour or a view behind, sized to this view.")
    ) { value, content in
      let background = value.isMapping ? try value.view() : ViewNode(ColorView(try value.color()))
      return ViewNode(BackgroundModifier(), [content, background])
    },
    example: "{ text: Label, padding: 6, background: { color: mint, cornerRadius: 6 } }")
}

/// `.overlay(alignment:content:)`: a view in front, proposed this view's size. Its node's
/// children are [content, overlay].
public struct OverlayModifier: ViewElement {
  public var alignment: ViewAlignment

  public init(alignment: ViewAlignment = .center) { self.alignment = alignment }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".overlay", role: .modifier,
    initialisers: [".overlay(alignment:content:)", ".overlay(_:in:)", ".border(_:width:)"],
    pathKey: "overlay", children: .modified(slots: ["overlay"]),
    summary:
      "a view in front, proposed the view's size and aligned in it; `.border` is a rectangle's outline inside the edges",
    spec: .modifier("overlay", .ref("view")) { value, content in
      ViewNode(OverlayModifier(), [content, try value.view()])
    },
    example: "{ image: bell, overlay: { color: red, frame: { width: 8, height: 8 }, cornerRadius: 4 } }",
    also: [".border"])
}

/// `.layoutPriority(…)`: a stack offers space to higher priorities first.
public struct LayoutPriorityModifier: ViewElement {
  public var priority: Double

  public init(_ priority: Double) { self.priority = priority }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    ViewLengthCheck.rangeIssues(priority, in: -1000...1000, name: "layoutPriority", "layoutPriority")
  }

  public static let entry = ViewEntry(
    ".layoutPriority", role: .modifier, initialisers: [".layoutPriority(_:)"], pathKey: "layoutPriority",
    children: .modified(slots: []), summary: "a stack offers its length to higher priorities first",
    spec: .modifier("layoutPriority", .number(minimum: -1000, maximum: 1000)) { value, content in
      ViewNode(LayoutPriorityModifier(try value.number()), [content])
    },
    example: "{ hstack: [{ text: A long title that may wrap, layoutPriority: 1 }, { text: Detail }] }")
}

/// `.cornerRadius(…)`: the view clipped to a rounded rectangle of that radius (a colour or a
/// shape filled with it is drawn rounded).
public struct CornerRadiusModifier: ViewElement {
  public var radius: Double

  public init(_ radius: Double) { self.radius = radius }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    ViewLengthCheck.sizeIssues(radius, name: "cornerRadius", "cornerRadius")
  }

  public static let entry = ViewEntry(
    ".cornerRadius", role: .modifier, initialisers: [".cornerRadius(_:antialiased:)", ".clipped()"],
    pathKey: "cornerRadius", children: .modified(slots: []),
    summary: "clips the view to a rounded rectangle of that radius; `.clipped()` is radius 0",
    spec: .modifier(
      "cornerRadius", ViewLengthCheck.shape("Clips the view to a rounded rectangle (`.cornerRadius`).", minimum: 0)
    ) {
      value, content in ViewNode(CornerRadiusModifier(try value.number()), [content])
    },
    example: "{ color: indigo, frame: { width: 60, height: 30 }, cornerRadius: 8 }", also: [".clipped"])
}
