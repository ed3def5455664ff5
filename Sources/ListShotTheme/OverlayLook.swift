import ListShotCore

/// An open context menu (`look.contextMenu.*`): the menu's width, corners and items, and how
/// the screen behind it is blurred and dimmed.
public struct ContextMenuLook: Sendable, Equatable {
  public var width: Double
  public var margin: Double
  /// Between the lifted row and the menu.
  public var gap: Double
  public var cornerRadius: Double
  /// The lifted row's corner radius.
  public var previewRadius: Double
  public var itemMinHeight: Double
  public var itemPadding: Double
  /// The symbols' side at the default text size, and the gap before them.
  public var symbolSide: Double
  public var symbolGap: Double
  public var dividerHeight: Double
  public var blurSigma: Double
  public var dimOpacity: Double

  static func read(from reader: inout TokenReader) -> ContextMenuLook {
    let p = "look.contextMenu."
    return ContextMenuLook(
      width: reader.dimension(p + "width"), margin: reader.dimension(p + "margin"), gap: reader.dimension(p + "gap"),
      cornerRadius: reader.dimension(p + "cornerRadius"), previewRadius: reader.dimension(p + "previewRadius"),
      itemMinHeight: reader.dimension(p + "itemMinHeight"), itemPadding: reader.dimension(p + "itemPadding"),
      symbolSide: reader.dimension(p + "symbolSide"), symbolGap: reader.dimension(p + "symbolGap"),
      dividerHeight: reader.dimension(p + "dividerHeight"), blurSigma: reader.dimension(p + "blurSigma"),
      dimOpacity: reader.number(p + "dimOpacity"))
  }
}

/// A row swiped open (`look.swipeActions.*`): full-height panels (iOS 18) or capsules inset in
/// the row (iOS 26).
public struct SwipeActionsLook: Sendable, Equatable {
  public var minWidth: Double
  public var titlePadding: Double
  public var title: IOSTextToken
  /// The panels' corner radius (0: square) and their inset from the row's edges and each other.
  public var cornerRadius: Double
  public var inset: Double

  static func read(from reader: inout TokenReader) -> SwipeActionsLook {
    let p = "look.swipeActions."
    return SwipeActionsLook(
      minWidth: reader.dimension(p + "minWidth"), titlePadding: reader.dimension(p + "titlePadding"),
      title: reader.iosText(p + "title"), cornerRadius: reader.dimension(p + "cornerRadius"),
      inset: reader.dimension(p + "inset"))
  }
}
