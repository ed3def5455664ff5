import ListShotCore

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: the view proposed the
/// largest size of that ratio inside what it is offered (fit), or the smallest that covers it
/// (fill); nil ratio: the view's own (an image's).
public struct AspectRatioModifier: ViewElement {
  public enum ContentMode: String, Hashable, Sendable, CaseIterable { case fit, fill }

  /// Width over height; nil: the view's own.
  public var ratio: Double?
  public var contentMode: ContentMode

  public init(_ ratio: Double? = nil, contentMode: ContentMode) {
    self.ratio = ratio
    self.contentMode = contentMode
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    guard let ratio, !(0.001...1000).contains(ratio) else { return [] }
    return [ValidationIssue(path: "aspectRatio", "aspect ratio \(ratio) is out of range 0.001...1000")]
  }

  public static let entry = ViewEntry(
    ".aspectRatio", role: .modifier,
    initialisers: [".aspectRatio(_:contentMode:)", ".scaledToFit()", ".scaledToFill()"], pathKey: "aspectRatio",
    children: .modified(slots: []),
    summary:
      "the view in the largest size of its ratio inside what it is offered (fit) or the smallest covering it (fill)",
    spec: .modifier(
      "aspectRatio",
      .oneOf(
        [
          .choice(ContentMode.allCases.map(\.rawValue)),
          .object(
            required: ["contentMode"],
            [
              "ratio" <- .number(minimum: 0.001, maximum: 1000),
              "contentMode" <- .choice(ContentMode.allCases.map(\.rawValue)),
            ]),
        ], "fit or fill (the view's own ratio), or { ratio, contentMode }.")
    ) { value, content in
      guard value.isMapping else {
        return content.modified(by: AspectRatioModifier(contentMode: ContentMode(rawValue: try value.choice())!))
      }
      let map = try value.alternative(1).mapping("aspectRatio")
      return content.modified(
        by: AspectRatioModifier(
          try map["ratio"]?.number(), contentMode: ContentMode(rawValue: try map.required("contentMode").choice())!))
    },
    example:
      "{ hstack: [{ image: { systemName: star.fill, resizable: true }, aspectRatio: fit, frame: { width: 56, height: 40 } }, { image: { systemName: heart.fill, resizable: true }, frame: { width: 56, height: 56 } }] }",
    also: [".scaledToFit", ".scaledToFill", "ContentMode"])
}
