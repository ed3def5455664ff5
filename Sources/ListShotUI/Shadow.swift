import ListShotModel

extension View {
  /// `.shadow(color:radius:x:y:)` and `.shadow(radius:)`: a blurred, tinted copy of what the
  /// view draws, moved by `x` and `y`, under it (`ShadowModifier`).
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    ModifiedView(
      self, "shadow",
      .resolved { context in
        let element = ShadowModifier(
          color: try color.tint(in: context.entering(".shadow")), radius: Double(radius), x: Double(x), y: Double(y))
        return ContentWrap(element: element) { ViewNode(element, [$0]) }
      })
  }
}
