import ListShotCore

/// `.fixedSize()`, `.fixedSize(horizontal:vertical:)`: the view at its ideal size on those
/// axes, whatever it is offered (a text on one line, uncut; a scroll view's content at its
/// full width).
public struct FixedSizeModifier: ViewElement {
  public var horizontal: Bool
  public var vertical: Bool

  public init(horizontal: Bool = true, vertical: Bool = true) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    ".fixedSize", role: .modifier, initialisers: [".fixedSize()", ".fixedSize(horizontal:vertical:)"],
    pathKey: "fixedSize", children: .modified(slots: []),
    summary:
      "the view at its ideal size on those axes, whatever it is offered: a text on one line and uncut, past its row if it must",
    spec: .modifier(
      "fixedSize",
      .oneOf(
        [
          .boolean("true: both axes."),
          .object(["horizontal" <- .boolean(), "vertical" <- .boolean()]),
        ], "true for both axes, or { horizontal, vertical }.")
    ) { value, content in
      guard value.isMapping else {
        return try value.alternative(0).bool() ? content.modified(by: FixedSizeModifier()) : content
      }
      let map = try value.alternative(1).mapping("fixedSize")
      return content.modified(
        by: FixedSizeModifier(
          horizontal: try map["horizontal"]?.bool() ?? false, vertical: try map["vertical"]?.bool() ?? false))
    },
    example:
      "{ hstack: [{ text: The network this phone joined last, lineLimit: 1 }, { text: Connected to Home, fixedSize: true }] }"
  )
}
