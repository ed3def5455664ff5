import ListShotCore

/// A `Slider` in a row: the track across the width offered, filled in the tint to the value,
/// and the thumb; its node's children are [minimumValueLabel, maximumValueLabel] or [] (its
/// label is read by VoiceOver, not drawn, as on iOS).
public struct SliderView: ViewElement {
  public var value: Double
  public var minimum: Double
  public var maximum: Double

  public init(value: Double, minimum: Double = 0, maximum: Double = 1) {
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Where the thumb is, in 0...1 of the track.
  public var fraction: Double {
    BoundedValue.fraction(value, minimum: minimum, maximum: maximum)
  }

  public var entry: ViewEntry { Self.entry }

  /// The numbers in range; a minimum above the maximum (which SwiftUI's `ClosedRange` cannot
  /// hold) draws the thumb at the start.
  public func issues() -> [ValidationIssue] {
    BoundedValue.issues(value: value, minimum: minimum, maximum: maximum, key: "slider")
  }

  public static let entry = ViewEntry(
    "Slider", role: .view,
    initialisers: [
      "Slider(value:in:step:)", "Slider(value:in:step:label:)",
      "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:)",
    ], pathKey: "slider", children: .named(["minimumValueLabel", "maximumValueLabel"]),
    status: .composed(of: "its track, filled in the tint to the value, the thumb, and the value labels at its ends"),
    summary:
      "the track across the width offered, in the tint up to the value, the thumb at the value; the minimum and maximum value labels at its ends; the label is for VoiceOver only, as on iOS",
    spec: .view(
      "slider",
      .object(
        "A slider: its value within its bounds, and the views at its ends (both or neither).",
        required: ["value"],
        [
          "value" <- .number(minimum: -1e9, maximum: 1e9),
          "minimum" <- .number(minimum: -1e9, maximum: 1e9, default: 0),
          "maximum" <- .number(minimum: -1e9, maximum: 1e9, default: 1),
          "minimumValueLabel" <- .oneOf([.string(), .ref("view")]),
          "maximumValueLabel" <- .oneOf([.string(), .ref("view")]),
        ])
    ) { value, _ in
      let map = try value.mapping("slider")
      let slider = SliderView(
        value: try map.required("value").number(), minimum: try map["minimum"]?.number() ?? 0,
        maximum: try map["maximum"]?.number() ?? 1)
      switch (map["minimumValueLabel"], map["maximumValueLabel"]) {
      case (nil, nil): return ViewNode(slider)
      case (let low?, let high?): return ViewNode(slider, [try low.textOrView(), try high.textOrView()])
      case (let one?, nil), (nil, let one?):
        throw one.error("a slider has both value labels or neither", hint: "add the other one")
      }
    },
    example:
      "{ vstack: [{ slider: { value: 0.5 } }, { slider: { value: 30, minimum: 0, maximum: 100, minimumValueLabel: { image: speaker.fill }, maximumValueLabel: { image: speaker.wave.3.fill } } }] }"
  )
}
