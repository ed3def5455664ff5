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
    visit(at: .root) { node, path in issues += node.ownIssues().map { $0.prefixed(path) } }
    return issues
  }

  /// The depth, counted no further than one past `limit` (a tree too deep to count fully).
  private func boundedDepth(limit: Int) -> Int {
    guard limit > 0 else { return 1 }
    return 1 + (children.map { $0.boundedDepth(limit: limit - 1) }.max() ?? 0)
  }

  /// Calls `body` for every node with its path, parents first.
  public func visit(at path: NodePath, _ body: (ViewNode, NodePath) -> Void) {
    body(self, path)
    for (child, childPath) in childPaths(at: path) { child.visit(at: childPath, body) }
  }

  /// Each child with its path, as the spec writes it: a stack's children under the stack's
  /// key and their index (`hstack[1]`), a label's parts under `label.title` / `label.icon`,
  /// a background's view under `background`; a modified view keeps its own path (a spec
  /// writes modifiers as keys beside the view's).
  public func childPaths(at path: NodePath) -> [(ViewNode, NodePath)] {
    switch self {
    case .stack(let stack):
      return stack.children.enumerated().map { ($1, path.appending(kindName).index($0)) }
    case .zstack(_, let children):
      return children.enumerated().map { ($1, path.appending("zstack").index($0)) }
    case .label(let title, let icon):
      return [(icon, path.appending("label").appending("icon")), (title, path.appending("label").appending("title"))]
    case .toggle(let label, _):
      return label.map { [($0, path.appending("toggle").appending("label"))] } ?? []
    case .modified(let view, let modifier):
      return [(view, path)] + modifier.views.map { ($0, path.appending(modifier.name)) }
    case .custom(_, let body): return [(body, path)]
    case .spacer, .divider, .text, .image, .color: return []
    }
  }

  /// The node's own problems (not its children's), relative to it.
  private func ownIssues() -> [ValidationIssue] {
    switch self {
    case .stack(let stack):
      return Self.length(stack.spacing, NodePath.key(kindName).appending("spacing"))
    case .spacer(let minLength):
      guard let minLength else { return [] }
      return Limits.contains(0...Limits.viewLength.upperBound, minLength)
        ? []
        : [
          ValidationIssue(
            path: NodePath.key("spacer").appending("minLength"), "minLength \(minLength) is out of range 0...4096 pt")
        ]
    case .text(let text):
      var issues = Self.font(text.font, NodePath.key("text").appending("font"))
      if text.text.unicodeScalars.count > Limits.maxTextLength * 4 {
        issues.append(ValidationIssue(path: "text", "the text is longer than \(Limits.maxTextLength) characters"))
      }
      if let spans = text.spans {
        if spans.count > TextSpan.maxSpans {
          issues.append(
            ValidationIssue(path: "text", "a text joins at most \(TextSpan.maxSpans) styled texts, not \(spans.count)"))
        } else if spans.map(\.text).joined() != text.text {
          issues.append(ValidationIssue(path: "text", "the styled texts do not make up the text"))
        }
      }
      return issues
    case .modified(_, let modifier): return Self.issues(of: modifier)
    case .zstack, .divider, .image, .label, .color, .toggle, .custom: return []
    }
  }

  private static func issues(of modifier: ViewModifier) -> [ValidationIssue] {
    switch modifier {
    case .padding(let insets):
      return [
        ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
      ]
      .flatMap { length($1, NodePath.key("padding").appending($0)) }
    case .frame(let frame):
      var issues = frame.lengths.flatMap { name, value -> [ValidationIssue] in
        // `maxWidth: .infinity` is how SwiftUI says "as wide as offered".
        if name.hasPrefix("max"), value == .infinity { return [] }
        return Limits.contains(0...Limits.viewLength.upperBound, value)
          ? []
          : [
            ValidationIssue(path: NodePath.key("frame").appending(name), "\(name) \(value) is out of range 0...4096 pt")
          ]
      }
      for (minName, min, maxName, max) in [
        ("minWidth", frame.minWidth, "maxWidth", frame.maxWidth),
        ("minHeight", frame.minHeight, "maxHeight", frame.maxHeight),
      ] {
        if let min, let max, min > max {
          issues.append(
            ValidationIssue(
              path: NodePath.key("frame").appending(minName), "\(minName) \(min) is larger than \(maxName) \(max)"))
        }
      }
      if !frame.isFixed, frame.width != nil || frame.height != nil {
        issues.append(
          ValidationIssue(
            path: "frame",
            "a frame gives either fixed sizes (width, height) or bounds (minWidth … maxHeight), not both; use two frames"
          ))
      }
      return issues
    case .font(let font): return Self.font(font, "font")
    case .lineLimit(let limit?):
      return Limits.lineLimit.contains(limit)
        ? [] : [ValidationIssue(path: "lineLimit", "lineLimit \(limit) is out of range 1...1000")]
    case .opacity(let opacity):
      return Limits.contains(0...1, opacity)
        ? [] : [ValidationIssue(path: "opacity", "opacity \(opacity) is out of range 0...1")]
    case .layoutPriority(let priority):
      return Limits.contains(-1000...1000, priority)
        ? [] : [ValidationIssue(path: "layoutPriority", "layoutPriority \(priority) is out of range -1000...1000")]
    case .background(_, let radius):
      return Limits.contains(0...Limits.viewLength.upperBound, radius)
        ? []
        : [
          ValidationIssue(
            path: NodePath.key("background").appending("cornerRadius"),
            "cornerRadius \(radius) is out of range 0...4096 pt")
        ]
    case .lineLimit(nil), .fontWeight, .italic, .foreground, .tint, .multilineTextAlignment, .overlay, .imageScale,
      .symbolRenderingMode, .disabled:
      return []
    }
  }

  private static func length(_ value: Double?, _ path: NodePath) -> [ValidationIssue] {
    guard let value, !Limits.contains(Limits.viewLength, value) else { return [] }
    return [ValidationIssue(path: path, "\(path) \(value) is out of range -4096...4096 pt")]
  }

  private static func font(_ font: FontSpec?, _ path: NodePath) -> [ValidationIssue] {
    guard case .system(let size, _)? = font, !Limits.contains(Limits.fontSize, size) else { return [] }
    return [ValidationIssue(path: path, "font size \(size) is out of range 1...1000 pt")]
  }
}
