import ListShotCore

/// A list style's geometry in a look (`look.list.<style>.*`): where its cards sit, how round
/// they are, and its headers, footers and separators.
public struct ListStyleLook: Sendable, Equatable {
  /// Distance from the screen edges to a section's rows (0: rows run edge to edge).
  public var sectionInset: Double
  /// The card's corner radius (0: square rows).
  public var cornerRadius: Double
  /// Header and footer text starts this far inside the section's leading edge.
  public var textMargin: Double
  public var header: IOSTextToken
  /// Above and below the header text (top and bottom only).
  public var headerPadding: EdgeInsets
  /// Above the first section's header text (iOS sets the first section apart from the bar).
  public var firstHeaderPaddingTop: Double
  /// Above a header that follows a section's footer (iOS 26 keeps the sections apart there).
  public var headerPaddingTopAfterFooter: Double
  /// The height of a section's header without text: the first section's, then the others'.
  public var emptyFirstHeader: Double
  public var emptyHeader: Double
  /// The first section's empty header under a large title (iOS 26 starts the list right below
  /// the title).
  public var emptyFirstHeaderBelowLargeTitle: Double
  /// The list's top content margin inside the first empty header: a screen's
  /// `.contentMargins(.top, n)` replaces it.
  public var contentMarginTop: Double
  public var footer: IOSTextToken
  public var footerColor: LookColor
  public var footerPadding: EdgeInsets
  public var emptyFooter: Double
  /// How far a separator stops before the section's trailing edge (0: it runs to the edge).
  public var separatorTrailingInset: Double

  static func read(_ style: String, from reader: inout TokenReader) -> ListStyleLook {
    let p = "look.list.\(style)."
    return ListStyleLook(
      sectionInset: reader.dimension(p + "sectionInset"), cornerRadius: reader.dimension(p + "cornerRadius"),
      textMargin: reader.dimension(p + "textMargin"), header: reader.iosText(p + "header.style"),
      headerPadding: EdgeInsets(
        top: reader.dimension(p + "header.paddingTop"), bottom: reader.dimension(p + "header.paddingBottom")),
      firstHeaderPaddingTop: reader.dimension(p + "header.paddingTopFirst"),
      headerPaddingTopAfterFooter: reader.dimension(p + "header.paddingTopAfterFooter"),
      emptyFirstHeader: reader.dimension(p + "header.emptyFirst"), emptyHeader: reader.dimension(p + "header.empty"),
      emptyFirstHeaderBelowLargeTitle: reader.dimension(p + "header.emptyFirstBelowLargeTitle"),
      contentMarginTop: reader.dimension(p + "contentMarginTop"),
      footer: reader.iosText(p + "footer.style"), footerColor: reader.color(p + "footer.color"),
      footerPadding: EdgeInsets(
        top: reader.dimension(p + "footer.paddingTop"), bottom: reader.dimension(p + "footer.paddingBottom")),
      emptyFooter: reader.dimension(p + "footer.empty"),
      separatorTrailingInset: reader.dimension(p + "separatorTrailingInset"))
  }
}

/// The five list styles of a look, and what they share (`look.list.*`).
public struct ListLook: Sendable, Equatable {
  public var plain: ListStyleLook
  public var grouped: ListStyleLook
  public var inset: ListStyleLook
  public var insetGrouped: ListStyleLook
  public var sidebar: ListStyleLook
  /// `headerProminence(.increased)`: the header style in every list style.
  public var prominentHeader: IOSTextToken

  static func read(from reader: inout TokenReader) -> ListLook {
    ListLook(
      plain: .read("plain", from: &reader), grouped: .read("grouped", from: &reader),
      inset: .read("inset", from: &reader), insetGrouped: .read("insetGrouped", from: &reader),
      sidebar: .read("sidebar", from: &reader), prominentHeader: reader.iosText("look.list.prominentHeader"))
  }
}

/// A list row's margins and heights in a look (`look.row.*`).
public struct RowLook: Sendable, Equatable {
  /// The row's minimum height at each Dynamic Type size (`defaultMinListRowHeight`).
  public var minHeight: [Double]
  /// SwiftUI's row insets around free-form content (`listRowInsets` when not given).
  public var insets: EdgeInsets
  /// Between the row's edges and its accessories.
  public var accessoryMargin: Double
  /// Between the row's trailing edge and a switch accessory at its end.
  public var switchMargin: Double
  /// Between two accessories, and between an accessory and the content.
  public var accessoryGap: Double
  /// A row is at least its tallest accessory and this much more.
  public var accessoryClearance: Double
  /// Per outline level (`indentationWidth`).
  public var indentation: Double
  /// The UIKit cell: its margins, the symbol's box and the gap after it, and the padding
  /// above and below one line of text, or more.
  public var cellMargin: Double
  public var cellImageBox: Double
  public var cellImageGap: Double
  public var cellPaddingSingleLine: Double
  public var cellPaddingMultiline: Double

  /// The minimum row height at `size`.
  public func minHeight(at size: DynamicTypeSize) -> Double { minHeight[size.index] }

  static func read(from reader: inout TokenReader) -> RowLook {
    let p = "look.row."
    return RowLook(
      minHeight: reader.perSize(p + "minHeight"),
      insets: EdgeInsets(
        top: reader.dimension(p + "insets.top"), leading: reader.dimension(p + "insets.leading"),
        bottom: reader.dimension(p + "insets.bottom"), trailing: reader.dimension(p + "insets.trailing")),
      accessoryMargin: reader.dimension(p + "accessoryMargin"), switchMargin: reader.dimension(p + "switchMargin"),
      accessoryGap: reader.dimension(p + "accessoryGap"),
      accessoryClearance: reader.dimension(p + "accessoryClearance"), indentation: reader.dimension(p + "indentation"),
      cellMargin: reader.dimension(p + "cell.margin"), cellImageBox: reader.dimension(p + "cell.imageBox"),
      cellImageGap: reader.dimension(p + "cell.imageGap"),
      cellPaddingSingleLine: reader.dimension(p + "cell.paddingSingleLine"),
      cellPaddingMultiline: reader.dimension(p + "cell.paddingMultiline"))
  }
}

/// The separators between rows (`look.separator.*`).
public struct SeparatorLook: Sendable, Equatable {
  /// In points; 0 is one device pixel (a hairline).
  public var thickness: Double
  public var color: LookColor

  static func read(from reader: inout TokenReader) -> SeparatorLook {
    SeparatorLook(thickness: reader.dimension("look.separator.thickness"), color: reader.color("look.separator.color"))
  }
}
