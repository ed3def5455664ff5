import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Lays out a whole screen: measures every row, then arranges them top to bottom, and returns
/// the display list (not yet snapped to device pixels; see `PixelGrid`).
///
/// The list container — style, sections, navigation bar, device — is `ListLayout`; each row's
/// content is measured and arranged by `RowLayout`.
public enum ScreenLayout {
  public static func layout(_ screen: Screen, in env: LayoutEnvironment) throws -> DisplayList {
    try ListLayout.layout(screen, in: env)
  }
}

/// A measured row of any kind, ready to arrange.
struct RowLayout {
  let height: Double
  /// Where the row's text starts, from its leading edge: list separators are inset to it.
  var contentLeading = 16.0
  /// The row draws its own divider and hides the list's separators (as `odsListItemStyle`
  /// does with `.listRowSeparator(.hidden)`).
  var drawsOwnDivider = false
  private let arrangeBody: (Double, Double, inout DisplayListBuilder) -> Void

  static func measure(_ row: Row, id: String, width: Double, env: LayoutEnvironment) throws -> RowLayout {
    switch row {
    case .odsListItem(let item):
      let layout = ODSListItemLayout(item: item, env: env, id: id)
      let measured = try layout.measure(width: width)
      let tokens = env.theme.ods.listItem
      let leading = measured.leading.map { $0.size.width + tokens.gap } ?? 0
      return RowLayout(
        height: measured.height, contentLeading: tokens.paddingHorizontal + leading, drawsOwnDivider: true
      ) { y, width, builder in
        layout.arrange(measured, y: y, width: width, into: &builder)
      }
    case .controlItem(let item):
      // Controls items draw their own (state-coloured) divider when they have one, and no
      // list separator otherwise, as the OUDS renders show.
      let layout = ControlItemLayout(item: item, env: env, id: id)
      let measured = try layout.measure(width: width)
      return RowLayout(
        height: measured.height, contentLeading: env.theme.listItem.spacePaddingInline, drawsOwnDivider: true
      ) { y, _, builder in
        layout.arrange(measured, y: y, into: &builder)
      }
    case .materialCell(let cell):
      // Material list cells have no separators (MDC's collection-view cells draw none).
      let layout = MaterialCellLayout(cell: cell, env: env, id: id)
      let measured = try layout.measure(width: width)
      return RowLayout(height: measured.height, contentLeading: 16, drawsOwnDivider: true) { y, width, builder in
        layout.arrange(measured, y: y, width: width, into: &builder)
      }
    case .listCell(let cell):
      let layout = ListCellLayout(cell: cell, env: env, id: id)
      let measured = try layout.measure(width: width)
      return RowLayout(height: measured.height, contentLeading: measured.textX) { y, width, builder in
        layout.arrange(measured, y: y, width: width, into: &builder)
      }
    case .listRow(let row):
      // The list draws the options (ListRowLayout); this is the content alone.
      return try measure(row.content, id: id, width: width, env: env)
    }
  }

  func arrange(y: Double, width: Double, into builder: inout DisplayListBuilder) {
    arrangeBody(y, width, &builder)
  }
}
