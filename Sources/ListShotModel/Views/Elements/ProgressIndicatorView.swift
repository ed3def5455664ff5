import ListShotCore

/// A `ProgressView` in a row: the spinner when it has no value (or in the circular style), the
/// linear bar filled to `fraction` when it has one; its node's children are [label,
/// currentValueLabel], [label] or [].
public struct ProgressIndicatorView: ViewElement {
  /// `.progressViewStyle(…)`: automatic is the bar with a value and the spinner without.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case automatic, linear, circular
  }

  /// How far the work has gone, in 0...1; nil: indeterminate (the spinner; an empty bar).
  public var fraction: Double?
  public var style: Style

  public init(fraction: Double? = nil, style: Style = .automatic) {
    self.fraction = fraction.map { min(max($0, 0), 1) }
    self.style = style
  }

  /// Whether it is drawn as the spinner: circular, or automatic with no value.
  public var isSpinner: Bool { style == .circular || (style == .automatic && fraction == nil) }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "ProgressView", role: .view,
    initialisers: [
      "ProgressView()", "ProgressView(_:)", "ProgressView(label:)", "ProgressView(value:total:)",
      "ProgressView(_:value:total:)", "ProgressView(value:total:label:currentValueLabel:)",
      ".progressViewStyle(.linear)", ".progressViewStyle(.circular)",
    ], pathKey: "progressView", children: .named(["label", "currentValueLabel"]),
    status: .composed(of: "the spinner or the bar, its label and current value label stacked with it"),
    summary:
      "the spinner (its label under it), or with a value the linear bar in the tint across the width offered, its label above and its current value label below in grey",
    spec: .view(
      "progressView",
      .object(
        "A progress view: its label, its value out of its total (none: the spinner) and its style.",
        [
          "label" <- .oneOf([.string(), .ref("view")]), "currentValueLabel" <- .oneOf([.string(), .ref("view")]),
          "value" <- .number(minimum: 0, maximum: 1e9), "total" <- .number(minimum: 1e-9, maximum: 1e9, default: 1),
          "style" <- .choice(Style.allCases.map(\.rawValue), default: "automatic"),
        ])
    ) { value, _ in
      let map = try value.mapping("progressView")
      let total = try map["total"]?.number() ?? 1
      let progress = ProgressIndicatorView(
        fraction: try map["value"].map { try $0.number() / total },
        style: Style(rawValue: try map["style"]?.choice() ?? "automatic")!)
      var children = try map["label"].map { [try $0.textOrView()] } ?? []
      if let current = map["currentValueLabel"] {
        if children.isEmpty { children.append(.text("")) }
        children.append(try current.textOrView())
      }
      return ViewNode(progress, children)
    },
    example:
      "{ vstack: [{ progressView: {} }, { progressView: { label: Storage, value: 0.25, currentValueLabel: 32 GB of 128 GB } }] }"
  )
}
