import ListShotCore

/// `Spacer(minLength:)`: takes the free length along its stack's axis.
public struct SpacerView: ViewElement {
  /// Nil: SwiftUI's default (8).
  public var minLength: Double?

  public init(minLength: Double? = nil) { self.minLength = minLength }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    ViewLengthCheck.sizeIssues(minLength, name: "minLength", NodePath.key("spacer").appending("minLength"))
  }

  public static let entry = ViewEntry(
    "Spacer", role: .view, initialisers: ["Spacer(minLength:)"], pathKey: "spacer",
    summary:
      "takes the free length along its stack's axis (at least its minimum, 8 by default), with no stack spacing beside it unless the stack sets one",
    spec: .view(
      "spacer",
      .oneOf(
        [
          .number(minimum: 0, maximum: Limits.viewLength.upperBound),
          .object(["minLength" <- ViewLengthCheck.shape(minimum: 0)]),
        ],
        "Takes the free length along its stack; the number is its minimum length (default 8)."),
      bareWord: ViewNode(SpacerView())
    ) { value, _ in
      if value.isNull { return ViewNode(SpacerView()) }
      if value.isMapping {
        return ViewNode(SpacerView(minLength: try value.alternative(1).mapping("spacer")["minLength"]?.number()))
      }
      return ViewNode(SpacerView(minLength: try value.alternative(0).number()))
    },
    example: "{ hstack: [{ text: Leading }, spacer, { text: Trailing }] }")
}

/// `Divider()`: a hairline across its stack's axis, in the separator colour.
public struct DividerView: ViewElement {
  public init() {}

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "Divider", role: .view, initialisers: ["Divider()"], pathKey: "divider",
    summary: "a hairline across its stack's axis, in the separator colour",
    spec: .view("divider", .object("A hairline across its stack's axis.", []), bareWord: ViewNode(DividerView())) {
      _, _ in
      ViewNode(DividerView())
    },
    example: "{ vstack: [{ text: Above }, divider, { text: Below }] }")
}
