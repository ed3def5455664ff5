import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// `.scrollContentBackground(.hidden)` with a `.background(…)` on the list: the list's page
/// colour is not drawn and the background (a colour, a gradient, any view) fills the screen
/// behind the sections and the bars, proposed the whole canvas; the cards keep their colour.
/// Without a background, the page is the system background, as behind any SwiftUI view.
/// A background on a list that does not hide its own is under an opaque page: not drawn.
enum ListBackgroundLayout {
  /// The canvas colour under everything.
  static func pageColor(_ screen: Screen, metrics: ListStyleMetrics, env: LayoutEnvironment) -> Token<Color> {
    screen.hidesScrollContentBackground ? env.surfaceColors.page : metrics.pageBackground
  }

  /// Emits the background view over the whole canvas, before anything else.
  static func arrange(
    _ screen: Screen, height: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder
  ) throws {
    guard screen.hidesScrollContentBackground, let view = screen.background else { return }
    let id = NodePath.key("background")
    let box = try ViewBoxBuilder(env: env).build(view, id: id, style: ViewStyle())
    var context = ViewDrawContext(builder: builder, env: env)
    box.emit(ViewProposal(width: env.width, height: height), at: Point(x: 0, y: 0), context: &context)
    builder = context.builder
  }
}
