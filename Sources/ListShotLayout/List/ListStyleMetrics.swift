import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The geometry and colours of a list style on an iPhone-width screen, in the variant's look.
///
/// The figures are the look's (`look.list.<style>.*`, `LookMetrics.list`: iOS 18's 20 pt card
/// inset and 10 pt radius, iOS 26's 16 and 26 …); the page and card colours are the screen's
/// surfaces (`SurfaceColors`): the iOS system colours, or the theme's backgrounds. What each style
/// draws is the same in every look: grouped, inset-grouped and sidebar lists put rows on
/// `secondarySystemGroupedBackground` over `systemGroupedBackground`; plain and inset lists put
/// rows on `systemBackground`, and a plain footer is followed by a separator.
struct ListStyleMetrics {
  let style: ListStyle
  let pageBackground: Token<Color>
  /// The card behind the rows; nil when rows sit on the page.
  let cardBackground: Token<Color>?
  /// The style's figures in the look.
  let look: ListStyleLook
  /// Distance from the screen edges to a section's rows.
  var sectionInset: Double { look.sectionInset }
  var cornerRadius: Double { look.cornerRadius }
  /// Header and footer text starts this far inside the section's leading edge.
  var textMargin: Double { look.textMargin }
  var headerPadding: (top: Double, bottom: Double) { (look.headerPadding.top, look.headerPadding.bottom) }
  var footerPadding: (top: Double, bottom: Double) { (look.footerPadding.top, look.footerPadding.bottom) }
  /// The height of a section's header without text: the first one, then the others.
  var emptyHeader: (first: Double, other: Double) { (look.emptyFirstHeader, look.emptyHeader) }
  var emptyFooter: Double { look.emptyFooter }
  /// A separator under a section's footer, inset like the footer text (plain).
  let separatesFooter: Bool
  /// Full-width hairlines above the first row and below the last (grouped).
  let drawsSectionBorders: Bool
  /// A separator under the last row of a section (plain and inset).
  let separatesLastRow: Bool

  var isGrouped: Bool { cardBackground != nil }

  init(_ style: ListStyle, env: LayoutEnvironment) {
    self.style = style
    let surfaces = env.surfaceColors
    let list = env.look.list
    switch style {
    case .plain, .inset:
      pageBackground = surfaces.page
      cardBackground = nil
      look = style == .plain ? list.plain : list.inset
      separatesFooter = style == .plain
      drawsSectionBorders = false
      separatesLastRow = true
    case .grouped, .insetGrouped, .sidebar:
      pageBackground = surfaces.groupedPage
      cardBackground = surfaces.card
      look = style == .grouped ? list.grouped : style == .insetGrouped ? list.insetGrouped : list.sidebar
      separatesFooter = false
      drawsSectionBorders = style == .grouped
      separatesLastRow = false
    }
  }

  /// The header text and its colour: the style's header (`look.list.<style>.header.style`) in
  /// `secondaryLabel`, or the prominent header in the label colour when the prominence is
  /// increased. In iOS 18, plain and inset headers are Subheadline semibold (the ods-ios list
  /// screens, taken at Dynamic Type xLarge, measure 17 pt semibold there: see docs/fidelity.md)
  /// and grouped ones Footnote.
  func headerText(_ prominence: HeaderProminence, env: LayoutEnvironment) -> (TextAttributes, Token<Color>) {
    if prominence == .increased {
      let prominent = env.look.list.prominentHeader
      return (env.iosText(prominent), env.theme.system.$label)
    }
    return (env.iosText(look.header), env.theme.system.$secondaryLabel)
  }

  /// How standard headers are cased when the section does not say (`textCase`).
  var headerCase: TextCase { look.header.textCase }

  /// The style's footer text (or the section's own style) in its colour: `secondaryLabel`, or
  /// the label colour in plain lists (as the reference renders draw them).
  func footerText(_ textStyle: IOSTextStyle?, env: LayoutEnvironment) -> (TextAttributes, TintToken) {
    let attributes =
      textStyle.map { env.iosText($0) } ?? env.iosText(look.footer)
    return (attributes, TintToken(color: look.footerColor.color, path: look.footerColor.path))
  }
}
