import ListShotCore

extension Screen {
  /// The number of rows over all sections, outline children at every level included
  /// (counted with a work list, not recursion, so no nesting depth can exhaust the stack).
  public var rowCount: Int {
    var count = 0
    var pending: [[Row]] = sections.map(\.rows)
    while let rows = pending.popLast() {
      count += rows.count
      for row in rows where !row.children.isEmpty { pending.append(row.children) }
    }
    return count
  }

  /// The first limit this screen exceeds, as a validation issue.
  public func limitIssue() -> ValidationIssue? {
    let rows = rowCount
    guard rows <= Limits.maxRowsPerScreen else {
      return ValidationIssue(
        path: .root, "screen '\(name)' has \(rows) rows; the limit is \(Limits.maxRowsPerScreen) per screen")
    }
    return nil
  }
}
