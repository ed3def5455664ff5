import ListShotCore

/// The platform's look, typed: everything ListShot draws the iOS way, read from the look's
/// token file (`Themes/look-<look>.tokens.json`, `look.*`) merged under the theme, so that a
/// brand theme may override any of it. Layout reads it through `LayoutEnvironment.look`.
///
/// Every figure is in points at the default text size, and says in the look file where it
/// comes from (docs/looks.md).
public struct LookMetrics: Sendable, Equatable {
  public var look: Look
  public var list: ListLook
  public var row: RowLook
  public var separator: SeparatorLook
  public var switchControl: SwitchLook
  public var accessories: AccessoryLook
  public var formControls: FormControlLook
  public var glass: GlassLook
  public var navigationBar: NavigationBarLook
  public var searchField: SearchFieldLook
  public var bottomBar: BottomBarLook
  public var contextMenu: ContextMenuLook
  public var swipeActions: SwipeActionsLook

  /// Stage 5 for the look: every `look.*` token the layout reads, each missing or mistyped one
  /// noted as the theme's own are.
  static func read(_ look: Look, from reader: inout TokenReader) -> LookMetrics {
    LookMetrics(
      look: look, list: .read(from: &reader), row: .read(from: &reader), separator: .read(from: &reader),
      switchControl: .read(from: &reader), accessories: .read(from: &reader), formControls: .read(from: &reader),
      glass: .read(from: &reader),
      navigationBar: .read(from: &reader), searchField: .read(from: &reader), bottomBar: .read(from: &reader),
      contextMenu: .read(from: &reader), swipeActions: .read(from: &reader))
  }
}
