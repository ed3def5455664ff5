import ListShotCore

extension ViewNode {
  /// The tree's problems, with paths relative to it (`hstack[1].frame.width`). Sizes are
  /// checked before any is used: a frame of 10⁹, a stack nested 1,000 deep or a row of
  /// 100,000 views is an error here, never a trap or a hang in layout.
  public func validate() -> [ValidationIssue] {
    let depth = boundedDepth(limit: Limits.maxViewDepth)
    guard depth <= Limits.maxViewDepth else {
      return [
        ValidationIssue(
          path: .root,
          "the content nests views more than \(Limits.maxViewDepth) levels deep; flatten the stacks or use a custom view with fewer levels"
        )
      ]
    }
    let count = nodeCount
    guard count <= Limits.maxViewsPerRow else {
      return [
        ValidationIssue(
          path: .root, "the content has \(count) views; a row holds at most \(Limits.maxViewsPerRow)")
      ]
    }
    var issues: [ValidationIssue] = []
    visit(at: .root) { node, path in issues += node.element.issues().map { $0.prefixed(path) } }
    return issues
  }

  /// The depth, counted no further than one past `limit` (a tree too deep to count fully).
  private func boundedDepth(limit: Int) -> Int {
    guard limit > 0 else { return 1 }
    return 1 + (children.map { $0.boundedDepth(limit: limit - 1) }.max() ?? 0)
  }
}
