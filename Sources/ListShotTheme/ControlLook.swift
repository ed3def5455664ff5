import ListShotCore

/// The system switch (`Toggle`, UIKit's switch accessory) in a look (`look.switch.*`). The
/// OUDS switch item draws its own switch from the brand's `switch.*` tokens in every look.
public struct SwitchLook: Sendable, Equatable {
  public var size: Size
  /// The thumb: a disc when it is as wide as it is tall, else a pill.
  public var thumbSize: Size
  /// Between the thumb and the track's end.
  public var thumbInset: Double
  public var trackOn: LookColor
  public var trackOff: LookColor
  public var thumb: LookColor
  /// The thumb's shadow: black at this opacity, this far below the thumb, this much larger.
  public var shadowOpacity: Double
  public var shadowOffset: Double
  public var shadowSpread: Double
  /// How far a SwiftUI `Toggle`'s switch reaches past the row's trailing inset (iOS draws it
  /// 2 pt further out than its layout frame).
  public var trailingOverhang: Double
  /// The height a labelled SwiftUI `Toggle`'s switch claims in its row's layout: iOS 26 lets it
  /// reach into the row's insets, so a toggle row is as tall as a text row (51 pt at Medium); a
  /// switch without a label is as tall as it is drawn.
  public var layoutHeight: Double

  static func read(from reader: inout TokenReader) -> SwitchLook {
    let p = "look.switch."
    return SwitchLook(
      size: Size(width: reader.dimension(p + "width"), height: reader.dimension(p + "height")),
      thumbSize: Size(width: reader.dimension(p + "thumbWidth"), height: reader.dimension(p + "thumbHeight")),
      thumbInset: reader.dimension(p + "thumbInset"), trackOn: reader.color(p + "trackOn"),
      trackOff: reader.color(p + "trackOff"), thumb: reader.color(p + "thumb"),
      shadowOpacity: reader.number(p + "shadowOpacity"), shadowOffset: reader.dimension(p + "shadowOffset"),
      shadowSpread: reader.dimension(p + "shadowSpread"), trailingOverhang: reader.dimension(p + "trailingOverhang"),
      layoutHeight: reader.dimension(p + "layoutHeight"))
  }
}

/// The symbol accessories of a row in a look: their sizes at the default text size (they
/// grow with Body) and strokes (`look.checkmark.*`, `look.chevron.*`, `look.editControls.*`).
public struct AccessoryLook: Sendable, Equatable {
  /// The checkmark's width and height over the Body size, and its stroke over its height.
  public var checkmarkWidth: Double
  public var checkmarkHeight: Double
  public var checkmarkStroke: Double
  /// The disclosure chevron: its height over the Body size (rounded), its glyph's design
  /// width and height, and its stroke over its height.
  public var chevronHeight: Double
  public var chevronGlyph: Size
  public var chevronStroke: Double
  public var chevronColor: LookColor
  /// The outline disclosure chevron (`outlineDisclosure`, collapsible sidebar headers).
  public var outlineSize: Size
  /// The edit-mode selection and delete circles and the detail button.
  public var circleSize: Size
  /// The reorder handle's three bars.
  public var reorderSize: Size

  static func read(from reader: inout TokenReader) -> AccessoryLook {
    func square(_ path: String) -> Size {
      let side = reader.dimension(path)
      return Size(width: side, height: side)
    }
    return AccessoryLook(
      checkmarkWidth: reader.number("look.checkmark.width"), checkmarkHeight: reader.number("look.checkmark.height"),
      checkmarkStroke: reader.number("look.checkmark.stroke"),
      chevronHeight: reader.number("look.chevron.height"),
      chevronGlyph: Size(
        width: reader.dimension("look.chevron.glyphWidth"), height: reader.dimension("look.chevron.glyphHeight")),
      chevronStroke: reader.number("look.chevron.stroke"), chevronColor: reader.color("look.chevron.color"),
      outlineSize: square("look.editControls.outlineChevron"), circleSize: square("look.editControls.circle"),
      reorderSize: Size(
        width: reader.dimension("look.editControls.reorderWidth"),
        height: reader.dimension("look.editControls.reorderHeight")))
  }
}
