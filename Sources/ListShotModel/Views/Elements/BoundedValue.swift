import ListShotCore

/// A value between two bounds, as a slider, a gauge or a progress bar shows it: where it is
/// along the bar, and the range every number from outside is checked against.
enum BoundedValue {
  /// The numbers a bound view accepts: far beyond any screen's.
  static let range: ClosedRange<Double> = -1e9...1e9

  /// Where `value` is, in 0...1 between `minimum` and `maximum` (outside them it stops at an
  /// end; bounds in the wrong order put it at the start).
  static func fraction(_ value: Double, minimum: Double, maximum: Double) -> Double {
    guard maximum > minimum else { return 0 }
    return min(max((value - minimum) / (maximum - minimum), 0), 1)
  }

  /// The issues of the value and its bounds, at `key.value`, `key.minimum`, `key.maximum`.
  static func issues(value: Double, minimum: Double, maximum: Double, key: String) -> [ValidationIssue] {
    [("value", value), ("minimum", minimum), ("maximum", maximum)].flatMap {
      ViewLengthCheck.rangeIssues($1, in: range, name: $0, NodePath.key(key).appending($0))
    }
  }
}
