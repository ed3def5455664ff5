import ListShotModel

/// `LabeledContent("Version", value: "2.1")`, `LabeledContent("Storage") { Text("12 GB") }`,
/// `LabeledContent { … } label: { … }`: the label at the leading edge and the content at the
/// trailing edge in the secondary colour, as iOS draws it in a list row.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("LabeledContent")
    let label = try inner.lowerControlLabel(label) ?? .text("")
    let content = try inner.lowerSingle(content) ?? .text("")
    return [.view(.labeledContent(label: label, content: content))]
  }
}

// Generic as SwiftUI's, so that an app's own `extension LabeledContent where Label == Text`
// and a stored `LabeledContent<Label, Content>` compile.
extension LabeledContent where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleResource) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  public init<V: StringProtocol>(_ titleKey: LocalizedStringKey, value: V) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// `LabeledContent("Total", value: total, format: .currency(code: "EUR"))`: the value
  /// formatted as `Text(_:format:)` formats it, on the render's pinned locale.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

extension SwiftUI { public typealias LabeledContent = ListShotUI.LabeledContent }
