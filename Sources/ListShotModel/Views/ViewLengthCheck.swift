import ListShotCore

/// The bounds of lengths and sizes in free-form content, declared once for the spec shapes of
/// the catalogue and for the issues `validate()` reports (a view built in Swift is checked as
/// a spec is).
public enum ViewLengthCheck {
  /// A length in points: `Limits.viewLength`.
  public static func shape(_ doc: String? = nil, minimum: Double = Limits.viewLength.lowerBound) -> SpecShape {
    .number(doc, minimum: minimum, maximum: Limits.viewLength.upperBound)
  }

  /// An issue when `value` is outside `Limits.viewLength`.
  public static func issues(_ value: Double?, _ path: NodePath) -> [ValidationIssue] {
    guard let value, !Limits.contains(Limits.viewLength, value) else { return [] }
    return [ValidationIssue(path: path, "\(path) \(value) is out of range -4096...4096 pt")]
  }

  /// An issue when `value` is outside 0 … `Limits.viewLength.upperBound` (a size, a radius).
  public static func sizeIssues(_ value: Double?, name: String, _ path: NodePath) -> [ValidationIssue] {
    guard let value, !Limits.contains(0...Limits.viewLength.upperBound, value) else { return [] }
    return [ValidationIssue(path: path, "\(name) \(value) is out of range 0...4096 pt")]
  }

  /// An issue when `value` is outside `range` (opacity, priority …).
  public static func rangeIssues(
    _ value: Double?, in range: ClosedRange<Double>, name: String, _ path: NodePath
  ) -> [ValidationIssue] {
    guard let value, !Limits.contains(range, value) else { return [] }
    return [
      ValidationIssue(
        path: path, "\(name) \(value) is out of range \(range.lowerBound.clean)...\(range.upperBound.clean)")
    ]
  }
}
