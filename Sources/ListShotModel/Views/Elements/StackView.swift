import ListShotCore

/// An `HStack` (children leading to trailing, aligned vertically) or a `VStack` (top to
/// bottom, aligned horizontally); the children are its node's.
public struct StackView: ViewElement {
  public var axis: StackAxis
  /// Across the axis: `top`, `center`, `bottom`, `firstTextBaseline`, `lastTextBaseline` in an
  /// HStack; `leading`, `center`, `trailing` in a VStack.
  public var alignment: ViewAlignment
  /// Nil: SwiftUI's default spacing between each pair of children.
  public var spacing: Double?

  public init(axis: StackAxis, alignment: ViewAlignment = .center, spacing: Double? = nil) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
  }

  public var entry: ViewEntry { axis == .horizontal ? Self.hstack : Self.vstack }

  public func issues() -> [ValidationIssue] {
    ViewLengthCheck.issues(spacing, NodePath.key(entry.pathKey!).appending("spacing"))
  }

  public static let hstack = entry(.horizontal)
  public static let vstack = entry(.vertical)

  private static func entry(_ axis: StackAxis) -> ViewEntry {
    let name = axis == .horizontal ? "HStack" : "VStack"
    let key = name.lowercased()
    let guides =
      axis == .horizontal
      ? ViewAlignment.Vertical.allCases.map(\.rawValue) : ViewAlignment.Horizontal.allCases.map(\.rawValue)
    return ViewEntry(
      name, role: .view, initialisers: ["\(name)(alignment:spacing:content:)"], pathKey: key, children: .indexed,
      summary: axis == .horizontal
        ? "children leading to trailing, sharing the width as SwiftUI does (priority, then flexibility)"
        : "children top to bottom; no default spacing between two texts",
      spec: .view(
        key, .array(.ref("view"), axis == .horizontal ? "Children leading to trailing." : "Children top to bottom."),
        options: [
          "alignment" <- ViewAlignment.specShape,
          "spacing"
            <- ViewLengthCheck.shape("A stack's spacing; default: SwiftUI's (8, none between two texts in a vstack)."),
        ]
      ) { value, options in
        var alignment = ViewAlignment.center
        if let node = options["alignment"] {
          let name = try node.choice()
          guard guides.contains(name) else {
            throw node.error(
              "'\(name)' is not an alignment of \(key)", expected: "one of: \(guides.joined(separator: ", "))",
              hint: nil)
          }
          alignment = ViewAlignment.named[name] ?? .center
        }
        return ViewNode(
          StackView(axis: axis, alignment: alignment, spacing: try options["spacing"]?.number()),
          try value.items().map { try $0.view() })
      },
      example: axis == .horizontal
        ? "{ hstack: [{ image: star.fill }, { text: Favourites }, spacer, { text: \"12\" }] }"
        : "{ vstack: [{ text: Ada Lovelace }, { text: ada@example.com, font: caption }], alignment: leading }")
  }
}

/// A `ZStack`: its children on top of each other, the first at the back.
public struct ZStackView: ViewElement {
  public var alignment: ViewAlignment

  public init(alignment: ViewAlignment = .center) { self.alignment = alignment }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "ZStack", role: .view, initialisers: ["ZStack(alignment:content:)", ".zIndex(_:)"], pathKey: "zstack",
    children: .indexed,
    summary:
      "children on top of each other, the first at the back, unless `.zIndex` on a child orders them (higher in front); elsewhere `.zIndex` changes nothing",
    spec: .view(
      "zstack", .array(.ref("view"), "Children back to front."), options: ["alignment" <- ViewAlignment.specShape]
    ) { value, options in
      let alignment = try options["alignment"].map { ViewAlignment.named[try $0.choice()] ?? .center } ?? .center
      return ViewNode(ZStackView(alignment: alignment), try value.items().map { try $0.view() })
    },
    example: "{ zstack: [{ color: blue }, { text: Badge, foregroundStyle: white }], frame: { width: 80, height: 32 } }",
    also: [".zIndex"])
}
