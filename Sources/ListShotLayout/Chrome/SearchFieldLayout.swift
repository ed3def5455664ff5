import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// `.searchable`: the search field iOS draws in the navigation bar under the title (iOS 18), or
/// floating on glass above the bottom safe area (iOS 26 on iPhone), in the look's figures
/// (`look.searchField.*`).
///
/// iOS 18: a 52 pt band below the title (below the large title, or below the inline bar's 44 pt
/// row, whose background then runs down past the band): a 36 pt field 8 pt from the band's top,
/// 16 pt from both edges, with a 10 pt radius, filled with tertiarySystemFill (the theme's
/// `ios.fill` at 60 %: 12 % in light, 21 % in dark). Inside it the magnifying glass (17 pt,
/// 8 pt from the leading edge) and the prompt in Body 30 pt from it, both in the secondary
/// label colour; or the search text in the label colour and the clear button (a filled circled
/// cross, 17 pt, 8 pt from the trailing edge, in system gray). Like the bar's titles it does
/// not follow Dynamic Type. In right-to-left layouts the field mirrors (glass on the right).
///
/// Figures: iOS's UISearchBar in a navigation bar (iOS 15–17), not measured from the
/// reference renders, which show no search field; see docs/list-modifiers.md and docs/looks.md.
struct SearchFieldLayout {
  let field: SearchField
  let attributes: TextAttributes
  let measured: TextMeasurement

  var displayedText: String { field.text.isEmpty ? field.displayedPrompt : field.text }
  var showsText: Bool { !field.text.isEmpty }

  static func measure(_ field: SearchField, env: LayoutEnvironment) -> SearchFieldLayout {
    let look = env.look.searchField
    let attributes = env.iosText(.body, fixedSize: .large)
    let text = field.text.isEmpty ? field.displayedPrompt : field.text
    let maxWidth = max(
      0,
      env.width - 2 * look.margin - look.textInset
        - (field.text.isEmpty ? look.glyphInset : 2 * look.glyphInset + look.glyphSide))
    let measured = env.measurer.measure(text, attributes: attributes, maxWidth: maxWidth, maxLines: 1)
    return SearchFieldLayout(field: field, attributes: attributes, measured: measured)
  }

  /// Draws the band whose top is at `top`.
  func arrange(top: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let look = env.look.searchField
    let frame = Rect(
      x: look.margin, y: top + look.fieldTop, width: max(0, env.width - 2 * look.margin), height: look.fieldHeight)
    arrange(field: frame, id: NodePath.key("navigationBar").appending("searchField"), env: env, into: &builder)
  }

  /// The field floating above the bottom safe area (and above a bottom bar covering `band`
  /// points there), on glass: iOS 26 on iPhone.
  func arrangeAtBottom(
    bottom: Double, band: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder
  ) {
    let look = env.look.searchField
    let frame = Rect(
      x: look.margin, y: bottom - band - look.fieldTop - look.fieldHeight,
      width: max(0, env.width - 2 * look.margin), height: look.fieldHeight)
    let id = NodePath.key("searchField")
    GlassLayout.arrange(frame, cornerRadius: look.cornerRadius, id: id.appending("capsule"), env: env, into: &builder)
    arrange(field: frame, id: id, env: env, into: &builder)
  }

  private func arrange(field frame: Rect, id: NodePath, env: LayoutEnvironment, into builder: inout ArrangementBuilder)
  {
    let look = env.look.searchField
    let system = env.theme.system
    builder.fill(
      id.appending("background"), frame, system.fill.withOpacity(look.fillOpacity), cornerRadius: look.cornerRadius)
    builder.note(TokenSources(fill: system.$fill.path))
    glyph(
      "search", id: id.appending("glass"), x: frame.minX + look.glyphInset, midY: frame.midY, system.$secondaryLabel,
      env, &builder)
    let textX = frame.minX + look.textInset
    let trailingSpace = showsText ? 2 * look.glyphInset + look.glyphSide : look.glyphInset
    let textFrame = Rect(
      x: textX, y: frame.midY - measured.size.height / 2, width: max(0, frame.maxX - trailingSpace - textX),
      height: measured.size.height)
    builder.text(
      id.appending(showsText ? "text" : "prompt"), displayedText, textFrame, attributes,
      showsText ? system.$label : system.$secondaryLabel, maxLines: 1, isTruncated: measured.isTruncated)
    if showsText {
      glyph(
        "cancel", id: id.appending("clearButton"), x: frame.maxX - look.glyphInset - look.glyphSide,
        midY: frame.midY, system.$gray, env, &builder)
    }
  }

  private func glyph(
    _ name: String, id: NodePath, x: Double, midY: Double, _ color: Token<Color>, _ env: LayoutEnvironment,
    _ builder: inout ArrangementBuilder
  ) {
    let side = env.look.searchField.glyphSide
    let font = FontDescriptor(family: env.icons.family, size: side)
    builder.glyph(
      id, env.icons.character(for: name) ?? "", Rect(x: x, y: midY - side / 2, width: side, height: side), font,
      color.wrappedValue, mirrorsInRTL: false)
    builder.note(TokenSources(color: color.path))
  }
}
