import ListShotModel

/// SwiftUI's `Section`: rows under an optional header and above an optional footer. The model
/// draws a header and a footer as text, so each must be a `Text` (or a string); a footer's
/// `.font(…)` is kept as the footer's text style.
public struct Section: View, PrimitiveView {
  public typealias Body = Never
  let content: any View
  let header: (any View)?
  let footer: (any View)?
  let isExpanded: Binding<Bool>?

  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = content()
    header = nil
    footer = nil
    isExpanded = nil
  }

  /// `Section("Title") { … }`.
  public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
    header = Text(title)
    footer = nil
    isExpanded = nil
  }

  /// `Section("Title", isExpanded: $expanded) { … }`: collapsible (the sidebar style draws its
  /// disclosure indicator).
  public init<S: StringProtocol, Content: View>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    header = Text(title)
    footer = nil
    self.isExpanded = isExpanded
  }

  /// `Section(header: Text("…"), footer: Text("…")) { … }`.
  public init<Header: View, Footer: View, Content: View>(
    header: Header, footer: Footer, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.header = header
    self.footer = footer
    isExpanded = nil
  }

  public init<Header: View, Content: View>(header: Header, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.header = header
    footer = nil
    isExpanded = nil
  }

  public init<Footer: View, Content: View>(footer: Footer, @ViewBuilder content: () -> Content) {
    self.content = content()
    header = nil
    self.footer = footer
    isExpanded = nil
  }

  /// `Section { … } header: { Text("…") } footer: { Text("…") }`.
  public init<Content: View, Header: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
    self.header = header()
    self.footer = footer()
    isExpanded = nil
  }

  public init<Content: View, Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
    self.header = header()
    footer = nil
    isExpanded = nil
  }

  public init<Content: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.content = content()
    header = nil
    self.footer = footer()
    isExpanded = nil
  }

  public init<Content: View, Header: View>(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.content = content()
    self.header = header()
    footer = nil
    self.isExpanded = isExpanded
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("Section")
    var section = ListShotModel.Section(rows: [])
    if let header {
      switch try inner.entering("header").sectionText(header) {
      case .text(let text, nil): section.header = text
      case .text(let text, let style?): section.headerView = ViewNode.text(text).font(style)
      case .view(let view): section.headerView = view
      case nil: break
      }
    }
    if let footer {
      switch try inner.entering("footer").sectionText(footer) {
      case .text(let text, let style):
        section.footer = text
        section.footerStyle = style
      case .view(let view): section.footerView = view
      case nil: break
      }
    }
    section.isExpanded = isExpanded?.wrappedValue
    let pieces = try inner.lower(content)
    var rows: [LoweredRow] = []
    for piece in pieces {
      if case .section = piece { throw inner.error("a Section inside a Section cannot be drawn") }
      if case .list(let list) = piece {
        rows += try inner.inlineRows(of: list)
        continue
      }
      rows.append(try inner.row(from: piece))
    }
    return [.section(LoweredSection(section: section, rows: rows))]
  }
}

/// A section's header or footer as the model holds it: a text (with a footer's text style),
/// or any other view.
enum SectionText {
  case text(String, IOSTextStyle?)
  case view(ViewNode)
}

extension LoweringContext {
  /// A section's header or footer: a plain `Text` (optionally with `.font(.caption)`) is the
  /// list style's text; anything else is a view drawn in the header's style.
  func sectionText(_ view: any View) throws -> SectionText? {
    let nodes = try lowerContent(view)
    guard !nodes.isEmpty else { return nil }
    guard nodes.count == 1 else { return .view(.vstack(alignment: .leading, nodes)) }
    let node = nodes[0]
    if let text = node.element(as: TextView.self), text.spans == nil, text.color == nil, text.weight == nil,
      !text.isItalic
    {
      if let font = text.font {
        guard case .style(let style, nil) = font else { return .view(node) }
        return .text(text.text, style)
      }
      return .text(text.text, nil)
    }
    if let font = node.element(as: FontModifier.self), case .style(let style, nil) = font.font,
      let text = node.children.first?.element(as: TextView.self), text == TextView(text.text)
    {
      return .text(text.text, style)
    }
    return .view(node)
  }
}
