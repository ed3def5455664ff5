import ListShotCore
import ListShotModel

/// `OutlineGroup(data, children: \.children) { … }`: a tree of rows, each with children shown
/// under it, indented, when expanded. In a still picture every row starts collapsed, as on
/// iOS; `ScreenState.expanded` opens chosen rows.
public struct OutlineGroup: View, PrimitiveView {
  public typealias Body = Never
  let roots: [Node]

  struct Node {
    let id: AnyHashable
    let content: () -> any View
    let children: [Node]?
  }

  public init<Data: RandomAccessCollection, ID: Hashable, Leaf: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    func nodes(_ data: Data, depth: Int) -> [Node] {
      data.map { element in
        Node(
          id: AnyHashable(element[keyPath: id]), content: { content(element) },
          children: depth < Limits.maxViewDepth ? element[keyPath: children].map { nodes($0, depth: depth + 1) } : nil)
      }
    }
    roots = nodes(data, depth: 0)
  }

  public init<Data: RandomAccessCollection, Leaf: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) where Data.Element: Identifiable {
    self.init(data, id: \.id, children: children, content: content)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("OutlineGroup")
    func rows(_ nodes: [Node], path: String) throws -> [Row] {
      try nodes.enumerated().map { index, node in
        let at = inner.entering("\(path)[\(index)]")
        let pieces = try at.lower(EnvironmentValues.$current.withValue(at.environment) { node.content() })
        guard pieces.count == 1 else { throw at.error("an outline row shows one view; this one has \(pieces.count)") }
        var row = try at.row(from: pieces[0]).row
        row.children = try node.children.map { try rows($0, path: "children") } ?? []
        // An element with an empty children array is still a folder: iOS draws its chevron.
        if node.children?.isEmpty == true { row.accessories.append(.outlineDisclosure) }
        return row
      }
    }
    return try zip(roots, rows(roots, path: "")).map { node, row in
      .row(LoweredRow(row: row, source: "OutlineGroup", path: inner.pathDescription, id: node.id))
    }
  }
}

/// `DisclosureGroup("Title", isExpanded: $open) { rows }`: a row that shows its content
/// under it when expanded.
public struct DisclosureGroup: View, PrimitiveView {
  public typealias Body = Never
  let label: any View
  let content: any View
  let isExpanded: Bool

  public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
    isExpanded = false
  }

  public init<S: StringProtocol, Content: View>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    label = Text(title)
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  public init<Label: View, Content: View>(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  public init<Label: View, Content: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = false
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("DisclosureGroup")
    let labels = try inner.entering("label").lower(label)
    guard labels.count == 1 else {
      throw inner.error("a DisclosureGroup's label is one view; this one has \(labels.count)")
    }
    var row = try inner.row(from: labels[0])
    row.row.children = try inner.lowerRows(content).map(\.row)
    row.row.isExpanded = isExpanded
    if row.row.children.isEmpty { row.row.accessories.append(.outlineDisclosure) }
    return [.row(row)]
  }
}
