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
      if let background = metrics.cardBackground, row.row.background == nil {
        // A row's own `listRowBackground` is its card (`Color.clear`: none).
        builder.fill(cardID.appending("card"), card, background, cornerRadius: metrics.cornerRadius)
      }
      builder.pushClip(cardID.appending("clip"), card, cornerRadius: metrics.cornerRadius)
      builder.place(row.arrange(x: x, y: y, width: width, env: env))
      builder.popClip()
      y += row.height + rowSpacing
    }
  }

  /// The vertical spans of the runs of rows whose flag is set, rows stacked down from `top`.
  static func spans(of flags: [Bool], heights: [Double], from top: Double) -> [Range<Double>] {
    var spans: [Range<Double>] = []
    var y = top
    for (flag, height) in zip(flags, heights) {
      if flag {
        if let last = spans.last, last.upperBound == y {
          spans[spans.count - 1] = last.lowerBound..<(y + height)
        } else {
          spans.append(y..<(y + height))
        }
      }
      y += height
    }
    return spans
  }
}
