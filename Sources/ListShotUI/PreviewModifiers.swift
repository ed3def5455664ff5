/// What a preview-only modifier sets: nothing to draw inside the view; the preview's snapshot
/// reads it (`Preview.Part`).
enum PreviewSetting {
  case displayName(String?)
  case layout(PreviewLayout)
  case device(PreviewDevice?)
  case orientation(InterfaceOrientation)
}

/// A view and a preview-only modifier: lowered as the view alone.
struct PreviewSettingView: View, PrimitiveView {
  typealias Body = Never
  let content: any View
  let setting: PreviewSetting

  func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(content) }
}

extension View {
  /// The preview's name: its golden's name in a `PreviewProvider`.
  public func previewDisplayName(_ value: String?) -> some View {
    PreviewSettingView(content: self, setting: .displayName(value))
  }

  /// `.device` (the matrix's), `.sizeThatFits` or `.fixed(width:height:)`, as the layout traits.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    PreviewSettingView(content: self, setting: .layout(value))
  }

  /// The device the preview is drawn on, by Xcode's name (`"iPhone 15"`) or a preset id.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    PreviewSettingView(content: self, setting: .device(value))
  }

  /// `.landscapeLeft`, `.portrait` …, as the orientation traits.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    PreviewSettingView(content: self, setting: .orientation(value))
  }
}
