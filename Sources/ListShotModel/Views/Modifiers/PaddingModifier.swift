import ListShotCore

/// `.padding(…)`: space around the view, on logical edges.
public struct PaddingModifier: ViewElement {
  public var insets: EdgeInsets

  public init(_ insets: EdgeInsets) { self.insets = insets }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
      .flatMap { ViewLengthCheck.issues($1, NodePath.key("padding").appending($0)) }
  }

  public static let entry = ViewEntry(
    ".padding", role: .modifier, initialisers: [".padding()", ".padding(_:)", ".padding(_:_:)"], pathKey: "padding",
    children: .modified(slots: []),
    summary: "space around the view on logical edges (16 by default); the proposal shrinks by it",
    spec: .modifier(
      "padding",
      .oneOf(
        [
          ViewLengthCheck.shape(),
          .object(
            ["top", "leading", "bottom", "trailing", "horizontal", "vertical"].map { $0 <- ViewLengthCheck.shape() }),
        ], "A number for every edge, or edges by name (logical: leading is the right in right-to-left).")
    ) { value, content in
      guard value.isMapping else { return content.padding(EdgeInsets(all: try value.alternative(0).number())) }
      let map = try value.alternative(1).mapping("padding")
      let horizontal = try map["horizontal"]?.number(), vertical = try map["vertical"]?.number()
      return content.padding(
        EdgeInsets(
          top: try map["top"]?.number() ?? vertical ?? 0, leading: try map["leading"]?.number() ?? horizontal ?? 0,
          bottom: try map["bottom"]?.number() ?? vertical ?? 0,
          trailing: try map["trailing"]?.number() ?? horizontal ?? 0
        ))
    },
    example: "{ text: Padded, padding: { horizontal: 12, vertical: 4 }, background: yellow }")
}

extension EdgeInsets {
  public init(all length: Double) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// SwiftUI's default padding, `.padding()`: 16 on every edge.
  public static let standard = EdgeInsets(all: 16)

  public var horizontal: Double { leading + trailing }
  public var vertical: Double { top + bottom }
}
