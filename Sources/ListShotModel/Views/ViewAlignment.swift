import ListShotCore

public enum StackAxis: String, Hashable, Sendable, CaseIterable {
  case horizontal, vertical
}

/// An alignment guide: one axis for a stack, both for a `ZStack` or a frame.
public struct ViewAlignment: Hashable, Sendable {
  public enum Horizontal: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
  }

  public enum Vertical: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
  }

  public var horizontal: Horizontal
  public var vertical: Vertical

  public init(horizontal: Horizontal = .center, vertical: Vertical = .center) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = ViewAlignment()
  public static let leading = ViewAlignment(horizontal: .leading)
  public static let trailing = ViewAlignment(horizontal: .trailing)
  public static let top = ViewAlignment(vertical: .top)
  public static let bottom = ViewAlignment(vertical: .bottom)
  public static let firstTextBaseline = ViewAlignment(vertical: .firstTextBaseline)
  public static let lastTextBaseline = ViewAlignment(vertical: .lastTextBaseline)
  public static let topLeading = ViewAlignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = ViewAlignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = ViewAlignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = ViewAlignment(horizontal: .trailing, vertical: .bottom)

  /// The spec names of the two-axis alignments (`topLeading` …), with `center`.
  public static let named: [String: ViewAlignment] = [
    "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
    "bottomTrailing": .bottomTrailing, "firstTextBaseline": .firstTextBaseline,
    "lastTextBaseline": .lastTextBaseline,
  ]

  /// The spec shape of an alignment option: one of `named`.
  static let specShape = SpecShape.choice(
    named.keys.sorted(),
    "A stack's alignment: top, center, bottom, firstTextBaseline, lastTextBaseline (hstack); leading, center, trailing (vstack); any for zstack."
  )
}
