import ListShotModel

extension View {
  /// `.shadow(color:radius:x:y:)` and `.shadow(radius:)`: declared so that a screen compiles;
  /// drawing it is refused with the view's path, as ListShot draws no shadow of a view's shape
  /// yet (a still without it would look flatter than iOS's).
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    ModifiedView(
      self, "shadow",
      .resolved { context in
        throw context.entering(".shadow").error(
          ".shadow(color:radius:x:y:) cannot be drawn: ListShot draws no shadow of a view's shape yet",
          hint: "remove the shadow for a picture without it")
      })
  }
}
