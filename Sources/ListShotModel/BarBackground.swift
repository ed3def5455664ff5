import ListShotCore

/// `.toolbarBackground(.visible, for: .navigationBar)` (or `.tabBar`, `.bottomBar`): the bar's
/// background drawn at the top of the list too, where iOS otherwise leaves a large-title bar
/// clear (its scroll-edge appearance); `.toolbarBackground(Color.orange, for:)` beside it
/// names the colour.
///
/// iOS 18: the bar background (`surface.bar`, or the colour) under the whole bar, the status
/// bar area included, with the hairline separator along its edge, as the inline bar and the
/// tab bar and toolbar already draw it. iOS 26: no reference shows a bar with its background
/// (the iOS 26 references' bars are clear); the navigation bar is drawn as in iOS 18, which is
/// not measured, and the floating glass bottom bars keep their glass (a colour does not tint
/// them).
public enum BarBackground: Hashable, Sendable {
  /// The bar's own background (`.toolbarBackground(.visible, for:)` alone, or with a material).
  case standard
  /// `.toolbarBackground(Color…, for:)` with `.visible`.
  case color(TintColor)
}
