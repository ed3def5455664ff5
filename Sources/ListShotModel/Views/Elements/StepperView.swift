import ListShotCore

/// A `Stepper` in a row: its label (if any) before the − + control; a bound reached draws its
/// button disabled. Its node's children are [label] or [].
public struct StepperView: ViewElement {
  /// The bound value; nil (`onIncrement:onDecrement:`): no bound to reach.
  public var value: Double?
  public var minimum: Double?
  public var maximum: Double?

  public init(value: Double? = nil, minimum: Double? = nil, maximum: Double? = nil) {
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Whether − decrements: the value is above the lower bound.
  public var canDecrement: Bool {
    guard let value, let minimum else { return true }
    return value > minimum
  }

  /// Whether + increments: the value is below the upper bound.
  public var canIncrement: Bool {
    guard let value, let maximum else { return true }
    return value < maximum
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    let bound = -1e9...1e9
    var issues = [("value", value), ("minimum", minimum), ("maximum", maximum)].flatMap {
      ViewLengthCheck.rangeIssues($1, in: bound, name: $0, NodePath.key("stepper").appending($0))
    }
    if let minimum, let maximum, minimum > maximum {
      issues.append(
        ValidationIssue(
          path: NodePath.key("stepper").appending("minimum"), "minimum \(minimum) is larger than maximum \(maximum)"))
    }
    return issues
  }

  public static let entry = ViewEntry(
    "Stepper", role: .view,
    initialisers: [
      "Stepper(_:value:in:step:)", "Stepper(value:in:step:label:)", "Stepper(_:onIncrement:onDecrement:)",
      "Stepper(label:onIncrement:onDecrement:)",
    ], pathKey: "stepper", children: .named(["label"]),
    status: .composed(of: "its label and the − + control of the stepper style: a rounded fill, two symbols, a divider"),
    summary:
      "its label at the leading edge and the − + control at the trailing edge; a bound the value has reached draws its button disabled",
    spec: .view(
      "stepper",
      .object(
        "A stepper: its label, and the value and bounds that say which buttons can be pressed.",
        [
          "label" <- .oneOf([.string(), .ref("view")]), "value" <- .number(minimum: -1e9, maximum: 1e9),
          "minimum" <- .number(minimum: -1e9, maximum: 1e9), "maximum" <- .number(minimum: -1e9, maximum: 1e9),
        ])
    ) { value, _ in
      let map = try value.mapping("stepper")
      let stepper = StepperView(
        value: try map["value"]?.number(), minimum: try map["minimum"]?.number(), maximum: try map["maximum"]?.number())
      return ViewNode(stepper, try map["label"].map { [try $0.textOrView()] } ?? [])
    },
    example:
      "{ vstack: [{ stepper: { label: Guests, value: 2, minimum: 1, maximum: 8 } }, { stepper: { label: At the lowest, value: 1, minimum: 1 } }] }"
  )
}
