import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Lays out a whole screen: measures every row, then arranges them top to bottom, and returns
/// the display list (not yet snapped to device pixels; see `PixelGrid`).
///
/// Only the plain list style exists so far: rows run edge to edge on the system background,
/// each drawing its own divider.
public enum ScreenLayout {
  public static func layout(_ screen: Screen, in env: LayoutEnvironment) throws -> DisplayList {
    let width = env.width
    var builder = DisplayListBuilder(width: width, direction: env.direction)

    // Measure every row first, so the canvas height is known before anything is arranged.
    var measured: [(id: String, row: RowLayout)] = []
    for (s, r, row) in screen.indexedRows {
      let id = "sections[\(s)].rows[\(r)]"
      measured.append((id, try RowLayout.measure(row, id: id, width: width, env: env)))
    }
    let height = measured.reduce(0) { $0 + $1.row.height }

    var y = 0.0
    for (_, row) in measured {
      row.arrange(y: y, width: width, into: &builder)
      y += row.height
    }
    return DisplayList(
      size: Size(width: width, height: max(height, env.hairline)), scale: env.scale,
      background: env.theme.system.background, items: builder.items,
      semantics: builder.semantics)
  }
}

/// A measured row of any kind, ready to arrange.
struct RowLayout {
  let height: Double
  private let arrangeBody: (Double, Double, inout DisplayListBuilder) -> Void

  static func measure(_ row: Row, id: String, width: Double, env: LayoutEnvironment) throws -> RowLayout {
    switch row {
    case .odsListItem(let item):
      let layout = ODSListItemLayout(item: item, env: env, id: id)
      let measured = try layout.measure(width: width)
      return RowLayout(height: measured.height) { y, width, builder in
        layout.arrange(measured, y: y, width: width, into: &builder)
      }
    case .controlItem(let item):
      let layout = ControlItemLayout(item: item, env: env, id: id)
      let measured = try layout.measure(width: width)
      return RowLayout(height: measured.height) { y, _, builder in
        layout.arrange(measured, y: y, into: &builder)
      }
    }
  }

  func arrange(y: Double, width: Double, into builder: inout DisplayListBuilder) {
    arrangeBody(y, width, &builder)
  }
}
