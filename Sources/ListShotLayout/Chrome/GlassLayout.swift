import ListShotCore
import ListShotDisplayList
import ListShotTheme

/// iOS 26's glass under a bar button, the tab bar, the toolbar or the bottom search field
/// (`look.glass.*`): what lies behind blurred, a soft shadow, a translucent fill and a hairline
/// rim, all in the capsule's rounded frame. A look without glass (iOS 18) draws nothing.
enum GlassLayout {
  /// The blur behind the glass, in points.
  static let blurSigma = 4.0

  static func arrange(
    _ frame: Rect, cornerRadius: Double, id: NodePath, env: LayoutEnvironment, into builder: inout ArrangementBuilder
  ) {
    let glass = env.look.glass
    guard glass.fill.isVisible else { return }
    // What lies behind, not the glass's own shadow, is blurred, in the rounded frame only.
    builder.pushClip(id.appending("clip"), frame, cornerRadius: cornerRadius)
    builder.backdropBlur(id.appending("blur"), frame, sigma: blurSigma)
    builder.popClip()
    if glass.shadow.isVisible {
      builder.shadow(
        id.appending("shadow"), frame, cornerRadius: cornerRadius, glass.shadow.color, sigma: glass.shadowRadius)
      builder.note(TokenSources(color: glass.shadow.path))
    }
    builder.fill(id, frame, glass.fill, cornerRadius: cornerRadius)
    if glass.rim.isVisible {
      let rim = VectorGlyph(designSize: frame.size) { p in
        p.roundedRect(Rect(x: 0, y: 0, width: frame.width, height: frame.height), radius: cornerRadius)
      }
      builder.shape(
        id.appending("rim"), rim, frame, stroke: Stroke(color: glass.rim.color, width: env.hairline),
        mirrorsInRTL: false)
      builder.note(TokenSources(stroke: glass.rim.path))
    }
  }
}
