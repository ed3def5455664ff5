import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The geometry and colours of a list style on an iPhone-width screen.
///
/// The page and card colours are the screen's surfaces (`SurfaceColors`): the iOS system
/// colours named below, or the theme's backgrounds.
///
/// Facts from shared/reference/platform-metrics.md §2.2–2.3 and §6, and measurements of the
/// ods-ios reference renders (iOS 17): grouped, inset-grouped and sidebar lists put rows on
/// `secondarySystemGroupedBackground` over `systemGroupedBackground`, with footnote headers
/// 16 pt below the previous block and 6 pt above the rows; inset-grouped and sidebar cards are
/// inset 20 pt with a 10 pt radius. Plain and inset lists put rows on `systemBackground`, with
/// Subheadline semibold headers; a plain footer is followed by a separator. On an iPhone the
/// inset style keeps rows full width (as in the reference render).
struct ListStyleMetrics {
  let style: ListStyle
  let pageBackground: Token<Color>
  /// The card behind the rows; nil when rows sit on the page.
  let cardBackground: Token<Color>?
  /// Distance from the screen edges to a section's rows.
  let sectionInset: Double
  let cornerRadius: Double
  /// Header and footer text starts this far inside the section's leading edge.
  let textMargin = 20.0
  let headerPadding: (top: Double, bottom: Double)
  let footerPadding: (top: Double, bottom: Double)
  /// The height of a section's header without text: the first one, then the others.
  let emptyHeader: (first: Double, other: Double)
  let emptyFooter: Double
  /// A separator under a section's footer, inset like the footer text (plain).
  let separatesFooter: Bool
  /// Full-width hairlines above the first row and below the last (grouped).
  let drawsSectionBorders: Bool
  /// A separator under the last row of a section (plain and inset).
  let separatesLastRow: Bool

  var isGrouped: Bool { cardBackground != nil }

  init(_ style: ListStyle, surfaces: SurfaceColors) {
    self.style = style
    switch style {
    case .plain, .inset:
      pageBackground = surfaces.page
      cardBackground = nil
      sectionInset = 0
      cornerRadius = 0
      headerPadding = (24, 4)
      // Plain: the footer block is 44 pt from the last row's divider to the separator under the
      // footer (31 px at 0.705 px/pt on list_plain_light and _dark), the text 12 px below the divider.
      footerPadding = style == .plain ? (13, 13) : (5, 5)
      emptyHeader = (0, 0)
      emptyFooter = 0
      separatesFooter = style == .plain
      drawsSectionBorders = false
      separatesLastRow = true
    case .grouped, .insetGrouped, .sidebar:
      let isInset = style != .grouped
      pageBackground = surfaces.groupedPage
      cardBackground = surfaces.card
      sectionInset = isInset ? 20 : 0
      cornerRadius = isInset ? 10 : 0
      headerPadding = (16, 6)
      footerPadding = (6, 11)
      emptyHeader = (35, 17.5)
      emptyFooter = 17.5
      separatesFooter = false
      drawsSectionBorders = !isInset
      separatesLastRow = false
    }
  }

  /// The header text style: Subheadline semibold in plain and inset lists, Footnote in grouped
  /// ones, and Title 3 bold in the label colour when the prominence is increased.
  ///
  /// Plain and inset headers: the ods-ios list screens were taken at Dynamic Type xLarge (their
  /// ODS titles, subtitles and footers, and the grouped lists' Footnote headers, all measure one
  /// size step above Large: see docs/fidelity.md), and there the plain header measures 17 pt
  /// semibold: Subheadline's xLarge size. Headline, drawn here before, would be 19 pt there.
  func headerText(_ prominence: HeaderProminence, env: LayoutEnvironment) -> (TextAttributes, Token<Color>) {
    if prominence == .increased { return (env.iosText(.title3, weight: .bold), env.theme.system.$label) }
    let attributes = isGrouped ? env.iosText(.footnote) : env.iosText(.subheadline, weight: .semibold)
    return (attributes, env.theme.system.$secondaryLabel)
  }

  /// Footnote (or the section's own style) in `secondaryLabel`; plain lists draw it in `label`
  /// (as the reference renders do).
  func footerText(_ textStyle: IOSTextStyle?, env: LayoutEnvironment) -> (TextAttributes, Token<Color>) {
    let system = env.theme.system
    return (env.iosText(textStyle ?? .footnote), style == .plain ? system.$label : system.$secondaryLabel)
  }
}
