import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A row's content of any kind, measured and ready to arrange (the list draws the row's
/// options around it: `ListRowLayout`).
struct RowLayout {
  /// Each kind's layout with what its `measure` decided.
  enum Measured {
    case odsListItem(ODSListItemLayout, ODSListItemLayout.Measured)
    case controlItem(ControlItemLayout, ControlItemLayout.Measured)
    case oudsListItem(OUDSListItemLayout, OUDSListItemLayout.Measured)
    case materialCell(MaterialCellLayout, MaterialCellLayout.Measured)
    case listCell(ListCellLayout, ListCellLayout.Measured)
    case view(ViewRowLayout, ViewRowLayout.Measured)
  }

  let measured: Measured
  let height: Double
  /// Where the row's text starts, from its leading edge: list separators are inset to it.
  var contentLeading = 16.0
  /// The row draws its own divider and hides the list's separators (as `odsListItemStyle`
  /// does with `.listRowSeparator(.hidden)`).
  var drawsOwnDivider = false

  /// `insets`: `listRowInsets` for free-form content (nil: SwiftUI's default row insets); the
  /// other kinds carry their own margins.
  static func measure(
    _ content: RowContent, id: NodePath, width: Double, insets: EdgeInsets? = nil,
    env: LayoutEnvironment
  ) throws -> RowLayout {
    switch content {
    case .odsListItem(let item):
      let layout = ODSListItemLayout(item: item, env: env, id: id)
      let measured = try layout.measure(width: width)
      let tokens = env.theme.ods.listItem
      let leading = measured.leading.map { $0.size.width + tokens.gap } ?? 0
      return RowLayout(
        measured: .odsListItem(layout, measured), height: measured.height,
        contentLeading: tokens.paddingHorizontal + leading, drawsOwnDivider: true)
    case .controlItem(let item):
      // Controls items draw their own (state-coloured) divider when they have one, and no
      // list separator otherwise, as the OUDS renders show.
      let layout = ControlItemLayout(item: item, env: env, id: id)
      let measured = try layout.measure(width: width)
      return RowLayout(
        measured: .controlItem(layout, measured), height: measured.height,
        contentLeading: env.theme.listItem.spacePaddingInline, drawsOwnDivider: true)
    case .oudsListItem(let item):
      // OUDS list items draw their own divider (or border), as the component does.
      let layout = OUDSListItemLayout(item: item, env: env, id: id)
      let measured = try layout.measure(width: width)
      return RowLayout(
        measured: .oudsListItem(layout, measured), height: measured.height,
        contentLeading: env.theme.listItem.spacePaddingInline, drawsOwnDivider: true)
    case .materialCell(let cell):
      // Material list cells have no separators (MDC's collection-view cells draw none).
      let layout = MaterialCellLayout(cell: cell, env: env, id: id)
      let measured = try layout.measure(width: width)
      return RowLayout(
        measured: .materialCell(layout, measured), height: measured.height, contentLeading: 16,
        drawsOwnDivider: true)
    case .listCell(let cell):
      let layout = ListCellLayout(cell: cell, env: env, id: id)
      let measured = try layout.measure(width: width)
      return RowLayout(measured: .listCell(layout, measured), height: measured.height, contentLeading: measured.textX)
    case .view(let view):
      let layout = try ViewRowLayout(view: view, env: env, id: id)
      let measured = layout.measure(width: width, insets: insets ?? ViewRowLayout.defaultInsets(env))
      return RowLayout(
        measured: .view(layout, measured), height: measured.height,
        contentLeading: measured.firstTextX ?? measured.insets.leading)
    }
  }

  /// The row's content arranged at `y`, `width` wide, in logical frames, to be placed
  /// `originX` along the leading edge of content `contentWidth` wide.
  func arrange(y: Double, width: Double, originX: Double, contentWidth: Double, provenance: Bool = false) -> Arrangement
  {
    var builder = ArrangementBuilder(originX: originX, width: contentWidth, provenance: provenance)
    switch measured {
    case .odsListItem(let layout, let m): layout.arrange(m, y: y, width: width, into: &builder)
    case .controlItem(let layout, let m): layout.arrange(m, y: y, into: &builder)
    case .oudsListItem(let layout, let m): layout.arrange(m, y: y, into: &builder)
    case .materialCell(let layout, let m): layout.arrange(m, y: y, width: width, into: &builder)
    case .listCell(let layout, let m): layout.arrange(m, y: y, width: width, into: &builder)
    case .view(let layout, let m): layout.arrange(m, y: y, width: width, into: &builder)
    }
    return builder.arrangement
  }
}
