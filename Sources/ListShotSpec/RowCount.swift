import ListShotCore

/// Counts the rows a screen node will expand to, outline children at every level and rows
/// repeated through aliases included, before any row is decoded: a small file whose aliases
/// expand an outline to hundreds of thousands of rows is refused in milliseconds instead of
/// after building them all (it took 4.4 s and 606 MB). A work list, no recursion; at most
/// `visitLimit` rows are visited, past which the count is only a lower bound.
enum RowCount {
  static let visitLimit = Limits.maxRowsPerScreen * 1000

  /// The number of rows, and whether counting stopped at `visitLimit`.
  static func of(screen: YAMLNode) -> (count: Int, stopped: Bool) {
    var pending: [YAMLNode] = []
    if let rows = value(screen, "rows") { pending.append(rows) }
    if case .sequence(let sections)? = value(screen, "sections") {
      for section in sections.nodes { if let rows = value(section, "rows") { pending.append(rows) } }
    }
    var count = 0
    while let list = pending.popLast() {
      guard case .sequence(let rows) = list else { continue }
      count += rows.nodes.count
      if count > visitLimit { return (count, true) }
      for row in rows.nodes { if let children = value(row, "children") { pending.append(children) } }
    }
    return (count, false)
  }

  private static func value(_ node: YAMLNode, _ key: String) -> YAMLNode? {
    guard case .mapping(let mapping) = node else { return nil }
    for pair in mapping.pairs where pair.key.scalar?.string == key { return pair.value }
    return nil
  }
}
