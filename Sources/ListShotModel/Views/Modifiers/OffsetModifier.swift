import ListShotCore

/// `.offset(x:y:)`: the view drawn that far from where it is placed, on logical edges (x
/// toward the trailing edge); the views around it are placed as if it had not moved.
public struct OffsetModifier: ViewElement {
  public var x: Double
  public var y: Double

  public init(x: Double = 0, y: Double = 0) {
    self.x = x
    self.y = y
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    ViewLengthCheck.issues(x, NodePath.key("offset").appending("x"))
      + ViewLengthCheck.issues(y, NodePath.key("offset").appending("y"))
  }

  public static let entry = ViewEntry(
    ".offset", role: .modifier, initialisers: [".offset(x:y:)", ".offset(_:)"], pathKey: "offset",
    children: .modified(slots: []),
    summary:
      "the view drawn that far from its place (x toward the trailing edge, mirrored in right to left); the views around it do not move",
    spec: .modifier(
      "offset", .object("Points; x is logical.", ["x" <- ViewLengthCheck.shape(), "y" <- ViewLengthCheck.shape()])
    ) { value, content in
      let map = try value.mapping("offset")
      return content.modified(by: OffsetModifier(x: try map["x"]?.number() ?? 0, y: try map["y"]?.number() ?? 0))
    },
    example:
      "{ zstack: [{ image: { systemName: bell.fill } }, { circle, fill: red, frame: { width: 8, height: 8 }, offset: { x: 8, y: -8 } }] }"
  )
}
