import ListShotCore

/// A `Gauge` in a row: a linear bar across the width offered, its label above, its current
/// value label below and its minimum and maximum value labels at the bar's ends; or, in the
/// circular styles, a ring of the accessory size with the current value label in its centre.
/// Its node's
/// children are [label, currentValueLabel, minimumValueLabel, maximumValueLabel], the ones
/// it does not show empty texts up to the last one it does (`hasCurrentValueLabel`,
/// `hasBoundsLabels`).
public struct GaugeView: ViewElement {
  /// `.gaugeStyle(…)`. On iOS the automatic style is the linear capacity bar.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// The bar filled from the leading edge to the value (`.automatic`, `.linearCapacity`).
    case linearCapacity
    /// The same bar, as the Lock Screen accessories draw it (`.accessoryLinearCapacity`).
    case accessoryLinearCapacity
    /// An empty track with a marker at the value (`.accessoryLinear`).
    case accessoryLinear
    /// An open ring with a marker at the value, the value labels in its opening
    /// (`.accessoryCircular`).
    case accessoryCircular
    /// A closed ring filled up to the value (`.accessoryCircularCapacity`).
    case accessoryCircularCapacity

    /// Whether the bar or ring fills up to the value (else a marker shows it).
    public var fills: Bool { self != .accessoryLinear && self != .accessoryCircular }
    /// Whether it is a ring rather than a bar.
    public var isCircular: Bool { self == .accessoryCircular || self == .accessoryCircularCapacity }
  }

  public var value: Double
  public var minimum: Double
  public var maximum: Double
  public var style: Style
  public var hasCurrentValueLabel: Bool
  public var hasBoundsLabels: Bool

  public init(
    value: Double, minimum: Double = 0, maximum: Double = 1, style: Style = .linearCapacity,
    hasCurrentValueLabel: Bool = false, hasBoundsLabels: Bool = false
  ) {
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.style = style
    self.hasCurrentValueLabel = hasCurrentValueLabel
    self.hasBoundsLabels = hasBoundsLabels
  }

  /// Where the value is, in 0...1 of the bar (a value outside the bounds stops at an end, as
  /// SwiftUI's gauge does).
  public var fraction: Double {
    BoundedValue.fraction(value, minimum: minimum, maximum: maximum)
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    BoundedValue.issues(value: value, minimum: minimum, maximum: maximum, key: "gauge")
  }

  /// The node of a gauge with these labels (nil: not shown).
  public static func node(
    _ gauge: GaugeView, label: ViewNode, currentValueLabel: ViewNode?, bounds: (ViewNode, ViewNode)?
  ) -> ViewNode {
    var gauge = gauge
    gauge.hasCurrentValueLabel = currentValueLabel != nil
    gauge.hasBoundsLabels = bounds != nil
    var children = [label]
    if currentValueLabel != nil || bounds != nil { children.append(currentValueLabel ?? .text("")) }
    if let bounds { children += [bounds.0, bounds.1] }
    return ViewNode(gauge, children)
  }

  public static let entry = ViewEntry(
    "Gauge", role: .view,
    initialisers: [
      "Gauge(value:in:label:)", "Gauge(value:in:label:currentValueLabel:)",
      "Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)",
      ".gaugeStyle(.automatic)", ".gaugeStyle(.linearCapacity)", ".gaugeStyle(.accessoryLinearCapacity)",
      ".gaugeStyle(.accessoryLinear)", ".gaugeStyle(.accessoryCircular)", ".gaugeStyle(.accessoryCircularCapacity)",
    ], pathKey: "gauge",
    children: .named(["label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"]),
    status: .composed(
      of:
        "the ProgressView's bar (or a track with a marker), its label above, its current value label below, and the slider's value labels at its ends; or a ring with its labels inside"
    ),
    summary:
      "the linear bar across the width offered, in the tint up to the value (the automatic and capacity styles) or an empty track with a marker at the value (.accessoryLinear); its label above, its current value label below and its minimum and maximum value labels at the bar's ends, in grey. The circular styles: a 58 pt ring (as seen, not measured: Apple documents no size for an accessory gauge in an app), 6 pt wide, in the system fill, at the leading edge; .accessoryCircular opens it at the bottom (a three-quarter arc) with a 10 pt dot in the tint at the value, the current value label in its centre and the minimum and maximum value labels in the opening at its ends (else the label there), as Apple documents; .accessoryCircularCapacity closes it and fills it in the tint from the top, clockwise, up to the value, the current value label in its centre; both mirrored in right-to-left layouts, as the bars are, and of one size at every Dynamic Type size, their texts in fixed sizes (18 pt medium in the centre, shrinking to fit; 10 pt in the opening): figures as seen, not measured",
    spec: .view(
      "gauge",
      .object(
        "A gauge: its value within its bounds, its labels and its style.",
        required: ["value", "label"],
        [
          "value" <- .number(minimum: -1e9, maximum: 1e9),
          "minimum" <- .number(minimum: -1e9, maximum: 1e9, default: 0),
          "maximum" <- .number(minimum: -1e9, maximum: 1e9, default: 1),
          "label" <- .oneOf([.string(), .ref("view")]),
          "currentValueLabel" <- .oneOf([.string(), .ref("view")]),
          "minimumValueLabel" <- .oneOf([.string(), .ref("view")]),
          "maximumValueLabel" <- .oneOf([.string(), .ref("view")]),
          "style" <- .choice(Style.allCases.map(\.rawValue), default: "linearCapacity"),
        ])
    ) { value, _ in
      let map = try value.mapping("gauge")
      let gauge = GaugeView(
        value: try map.required("value").number(), minimum: try map["minimum"]?.number() ?? 0,
        maximum: try map["maximum"]?.number() ?? 1,
        style: Style(rawValue: try map["style"]?.choice() ?? "linearCapacity")!)
      let bounds: (ViewNode, ViewNode)?
      switch (map["minimumValueLabel"], map["maximumValueLabel"]) {
      case (nil, nil): bounds = nil
      case (let low?, let high?): bounds = (try low.textOrView(), try high.textOrView())
      case (let one?, nil), (nil, let one?):
        throw one.error("a gauge has both value labels or neither", hint: "add the other one")
      }
      return node(
        gauge, label: try map.required("label").textOrView(),
        currentValueLabel: try map["currentValueLabel"].map { try $0.textOrView() }, bounds: bounds)
    },
    example:
      "{ vstack: [{ gauge: { value: 0.4, label: Battery } }, { gauge: { value: 67, minimum: 0, maximum: 100, label: Speed, currentValueLabel: '67', minimumValueLabel: '0', maximumValueLabel: '100', style: accessoryLinearCapacity } }, { gauge: { value: 0.7, label: Level, style: accessoryLinear } }] }"
  )
}
