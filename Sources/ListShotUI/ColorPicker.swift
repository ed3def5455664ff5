import ListShotModel

/// `ColorPicker("Highlight", selection: $color)`: its label and the colour well (a ring of
/// hues around the bound colour). Opacity support changes only what an app can choose.
public struct ColorPicker: View, PrimitiveView {
  public typealias Body = Never
  let label: any View
  let selection: Color

  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    label = Text(title)
    self.selection = selection.wrappedValue
  }

  public init<Label: View>(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection.wrappedValue
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("ColorPicker")
    let label = try inner.entering("label").lowerSingle(label) ?? .text("")
    return [.view(ViewNode(ColorPickerView(color: try selection.tint(in: inner)), [label]))]
  }
}

extension SwiftUI { public typealias ColorPicker = ListShotUI.ColorPicker }
