import Foundation

/// Transforms a still picture draws only where they change nothing: a whole turn, a scale of 1
/// (`.rotationEffect(.degrees(isExpanded ? 90 : 0))` with the group collapsed).
extension View {
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    identityEffect("rotationEffect", angle.degrees.truncatingRemainder(dividingBy: 360) == 0, "\(angle.degrees)°")
  }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    identityEffect("scaleEffect", scale == 1, "\(scale)")
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    identityEffect("scaleEffect", x == 1 && y == 1, "x \(x), y \(y)")
  }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    identityEffect("scaleEffect", scale.width == 1 && scale.height == 1, "\(scale.width) × \(scale.height)")
  }

  private func identityEffect(_ name: String, _ isIdentity: Bool, _ value: String) -> some View {
    modified(
      name,
      .resolved { context in
        guard isIdentity else {
          throw context.entering(".\(name)").error(
            ".\(name) of \(value) cannot be drawn yet: only the identity (no turn, a scale of 1) is drawn",
            hint: "render the state where the view is not transformed")
        }
        return nil
      })
  }
}
