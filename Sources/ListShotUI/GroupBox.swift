import ListShotModel

/// `GroupBox("Title") { … }`, `GroupBox { … } label: { … }`: its label in Headline over its
/// content, 16 pt inside a rounded rectangle of radius 8 in the grouped tertiary background
/// (light grey on a white row, a lighter grey on a dark one). iOS's look as seen, not measured.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The older spelling, label first.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let box = VStack(alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .padding(16)
    .background(
      Color(model: .token("ios.tertiaryGroupedBackground")), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    return try context.entering("GroupBox").lower(box)
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension SwiftUI {
  public typealias GroupBox = ListShotUI.GroupBox
}
