import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

extension SectionLayout {
  /// `.listRowSpacing(n)` in an inset-grouped list: iOS draws each row as a card of its own,
  /// with the card's corners on all four, `n` points apart, and no separators between them
  /// (each row is the first and the last of its card).
  func arrangeRowCards(
    x: Double, y top: Double, width: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder
  ) {
    var y = top
    for (index, row) in rows.enumerated() {
      let card = Rect(x: x, y: y, width: width, height: row.height)
      let cardID = row.id
      if let background = metrics.cardBackground {
        builder.fill(cardID.appending("card"), card, background, cornerRadius: metrics.cornerRadius)
      }
      builder.pushClip(cardID.appending("clip"), card, cornerRadius: metrics.cornerRadius)
      builder.place(row.arrange(x: x, y: y, width: width, env: env))
      builder.popClip()
      y += row.height + rowSpacing
    }
  }
}
