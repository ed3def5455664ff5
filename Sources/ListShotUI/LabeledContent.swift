import ListShotModel

/// `LabeledContent("Version", value: "2.1")`, `LabeledContent("Storage") { Text("12 GB") }`,
/// `LabeledContent { … } label: { … }`: the label at the leading edge and the content at the
/// trailing edge in the secondary colour, as iOS draws it in a list row.
public struct LabeledContent: View, PrimitiveView {
  public typealias Body = Never
  let label: any View
  let content: any View

  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    label = Text(title)
    content = Text(value)
  }

  public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
  }

  public init<Content: View, Label: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("LabeledContent")
    let label = try inner.lowerSingle(label) ?? .text("")
    let content = try inner.lowerSingle(content) ?? .text("")
    return [.view(.labeledContent(label: label, content: content))]
  }
}

extension SwiftUI { public typealias LabeledContent = ListShotUI.LabeledContent }
extension SwiftUICore { public typealias LabeledContent = ListShotUI.LabeledContent }
