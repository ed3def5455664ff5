import ListShotCore

/// Where each value of one screen was written in the spec file.
///
/// Filled while the screen is decoded: every node the decoders visit records itself under the
/// model path it becomes (`sections[0].rows[2].odsListItem.title`). When `validate()` then
/// reports a problem at a model path, the reader looks the path up here, so the error points
/// at the key it is about. A path with no node of its own (a key left out) is reported at
/// its nearest recorded ancestor.
final class SourceMap {
  /// A node's place in the model of the screen being read.
  struct Anchor {
    let map: SourceMap
    let path: NodePath

    func appending(_ key: String) -> Anchor { Anchor(map: map, path: path.appending(key)) }
    func index(_ index: Int) -> Anchor { Anchor(map: map, path: path.index(index)) }
  }

  private var nodes: [NodePath: SpecNode] = [:]

  func record(_ node: SpecNode, at path: NodePath) {
    // Kept without its anchor: the anchor holds this map, and a map holding its own anchors
    // is a reference cycle that leaked every spec read (found by FuzzSpec's leak check).
    var kept = node
    kept.anchor = nil
    nodes[path] = kept
  }

  /// The line each top-level row of the screen starts on, by row path (`sections[0].rows[2]`).
  var rowLines: [NodePath: Int] {
    var lines: [NodePath: Int] = [:]
    for (path, node) in nodes where path.row == path {
      if let line = node.node.mark?.line { lines[path] = line }
    }
    return lines
  }

  /// The node written for `path`, or for its nearest ancestor that was written.
  func node(nearest path: NodePath) -> SpecNode? {
    var current: NodePath? = path
    while let candidate = current {
      if let node = nodes[candidate] { return node }
      current = candidate.parent
    }
    return nil
  }
}

extension SpecNode {
  /// The same node, standing for the model value at `path` of its screen: `rows:` at the
  /// screen is the model's `sections[0].rows`.
  func standing(for path: NodePath) -> SpecNode {
    SpecNode(
      node: node, path: self.path, context: context, anchor: anchor.map { SourceMap.Anchor(map: $0.map, path: path) })
  }
}
