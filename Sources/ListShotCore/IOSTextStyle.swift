/// Apple's text styles and their size and leading at every Dynamic Type size.
///
/// Values are the HIG table (see shared/reference/platform-metrics.md §1.3). Three cells of
/// that table step irregularly and come from a single source; they are used as published and
/// flagged in `irregularCells`: Callout AX5 leading 62, Subheadline xxxLarge leading 28 and
/// Caption 2 AX5 size 40 (measured on a device as 41).
public enum IOSTextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// Regular, except Headline which is Semibold.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// Point size and line height (leading) at `size`.
  public func metrics(at size: DynamicTypeSize) -> (size: Double, lineHeight: Double) {
    let cell = Self.table[self]![size.index]
    return (Double(cell.0), Double(cell.1))
  }

  /// The height of one line of a SwiftUI `Text` or a `UILabel` in this style: the system font's own
  /// line height (ascender + descender, no line gap), not the HIG leading of `metrics(at:)`.
  /// SF Pro's hhea ascender and descender give 1.193 × the point size (UIFont.systemFont(ofSize: 17)
  /// .lineHeight is 20.28; Footnote 13 pt: 15.51). Measured on the ods-ios list item references: the
  /// title's baseline is 16.4 pt above the subtitle's (17 pt descender 4.1 + 13 pt ascender 12.4), not
  /// the 18.5 pt that stacking the 22 and 18 pt leadings gives.
  public func naturalLineHeight(at size: DynamicTypeSize) -> Double {
    metrics(at: size).size * Self.systemFontLineHeightRatio
  }

  /// SF Pro's (ascender + descender) / unitsPerEm.
  public static let systemFontLineHeightRatio = 1.193

  /// Cells whose value is uncertain (the ⚠ cells of the reference table).
  public static let irregularCells: [(IOSTextStyle, DynamicTypeSize)] = [
    (.callout, .accessibility5), (.subheadline, .xxxLarge), (.caption2, .accessibility5),
  ]

  // xSmall, small, medium, LARGE, xLarge, xxLarge, xxxLarge, AX1 … AX5
  private static let table: [IOSTextStyle: [(Int, Int)]] = [
    .largeTitle: [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66),
      (60, 70),
    ],
    .title1: [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62),
      (58, 68),
    ],
    .title2: [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59),
      (56, 66),
    ],
    .title3: [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58),
      (55, 65),
    ],
    .headline: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56),
      (53, 62),
    ],
    .body: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56),
      (53, 62),
    ],
    .callout: [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52),
      (51, 62),
    ],
    .subheadline: [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50),
      (49, 58),
    ],
    .footnote: [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46),
      (44, 52),
    ],
    .caption1: [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44),
      (43, 51),
    ],
    .caption2: [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41),
      (40, 47),
    ],
  ]
}
