import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Lays out a whole screen in three steps that each return a value: measure and arrange
/// (`ListLayout`, a logical `ScreenArrangement`), mirror (`MirrorPass`, physical items), and
/// emit (the display list, not yet snapped to device pixels; see `PixelGrid`).
///
/// The list container (style, sections, navigation bar, device) is `ListLayout`; each row's
/// content is measured and arranged by `RowLayout`.
public enum ScreenLayout {
  public static func layout(_ screen: Screen, in env: LayoutEnvironment) throws -> DisplayList {
    emit(try arrange(screen, in: env), direction: env.direction)
  }

  /// The screen measured and arranged, in logical frames.
  public static func arrange(_ screen: Screen, in env: LayoutEnvironment) throws -> ScreenArrangement {
    var env = env
    env.colorIssues = ColorIssues()
    if let accent = screen.accentColor {
      // The app's accent is the app tint every tinted part takes (`ods.accent`).
      env.theme.ods.accent = TintToken(accent, in: env, at: "accentColor").color
    }
    var arrangement = try ListLayout.arrange(screen, in: env)
    if let issue = env.colorIssues.first { throw issue }
    arrangement.images = env.images
    return arrangement
  }

  /// The display list of an arranged screen in `direction`, items that start below the
  /// canvas left out.
  public static func emit(_ screen: ScreenArrangement, direction: LayoutDirection) -> DisplayList {
    let physical = MirrorPass.run(screen, direction: direction)
    var items: [DisplayItem] = []
    var rows: [DisplayRow] = []
    var rowIndex: [NodePath: Int] = [:]
    var provenance: [ItemProvenance] = []
    for (index, (item, row)) in zip(physical.items, physical.itemRows).enumerated()
    where isVisible(item, height: screen.size.height) {
      if let sources = physical.sources[index], !sources.isEmpty {
        provenance.append(ItemProvenance(item: items.count, id: item.id, sources: sources))
      }
      if let row {
        if rowIndex[row] == nil {
          rowIndex[row] = rows.count
          rows.append(DisplayRow(path: row, items: []))
        }
        rows[rowIndex[row]!].items.append(items.count)
      }
      items.append(item)
    }
    var list = DisplayList(
      size: screen.size, scale: screen.scale, background: screen.background, items: items,
      semantics: physical.semantics, rows: rows, provenance: screen.recordsProvenance ? provenance : nil)
    if screen.recordsProvenance { list.backgroundToken = screen.backgroundToken }
    return list
  }

  /// Whether an item can paint above `height`; clips and shadow groups stay so that pushes
  /// and pops pair up.
  static func isVisible(_ item: DisplayItem, height: Double) -> Bool {
    switch item {
    case .pushClip, .popClip, .pushShadow, .popShadow: return true
    default: return (item.frame?.minY ?? 0) < height
    }
  }
}
