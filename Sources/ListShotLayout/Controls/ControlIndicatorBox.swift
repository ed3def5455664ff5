import ListShotCore
import ListShotModel
import ListShotTheme

/// The checkbox box and the radio ring: a border, with a mark inside when selected (tick,
/// dash or dot). A theme whose selected border width is 0 (Sosh, Wireframe) draws the selected
/// indicator filled instead, with the mark knocked out; Orange draws border and mark.
/// Corners follow `checkbox.borderRadius` / `radioButton.borderRadius` (2000: a circle).
struct ControlIndicatorBox {
  /// The border widths of one indicator, by selection and interaction.
  struct BorderWidths {
    var selected: Token<Double>, selectedHover: Token<Double>, selectedPressed: Token<Double>
    var selectedFocus: Token<Double>
    var unselected: Token<Double>, unselectedHover: Token<Double>, unselectedPressed: Token<Double>
    var unselectedFocus: Token<Double>

    init(_ t: CheckboxTokens) {
      (selected, selectedHover, selectedPressed, selectedFocus) =
        (
          t.$borderWidthSelected, t.$borderWidthSelectedHover, t.$borderWidthSelectedPressed,
          t.$borderWidthSelectedFocus
        )
      (unselected, unselectedHover, unselectedPressed, unselectedFocus) =
        (
          t.$borderWidthUnselected, t.$borderWidthUnselectedHover, t.$borderWidthUnselectedPressed,
          t.$borderWidthUnselectedFocus
        )
    }

    init(_ t: RadioButtonTokens) {
      (selected, selectedHover, selectedPressed, selectedFocus) =
        (
          t.$borderWidthSelected, t.$borderWidthSelectedHover, t.$borderWidthSelectedPressed,
          t.$borderWidthSelectedFocus
        )
      (unselected, unselectedHover, unselectedPressed, unselectedFocus) =
        (
          t.$borderWidthUnselected, t.$borderWidthUnselectedHover, t.$borderWidthUnselectedPressed,
          t.$borderWidthUnselectedFocus
        )
    }

    func width(isSelected: Bool, in state: ControlItemState) -> Token<Double> {
      isSelected
        ? state.pick(selected, hover: selectedHover, pressed: selectedPressed, focus: selectedFocus)
        : state.pick(unselected, hover: unselectedHover, pressed: unselectedPressed, focus: unselectedFocus)
    }
  }

  /// The mark of the selected look; nil when unselected.
  let mark: VectorGlyph?
  let widths: BorderWidths
  let radius: Token<Double>
  let state: ControlItemState
  let palette: ControlItemPalette

  func arrange(in frame: Rect, id: NodePath, into builder: inout ArrangementBuilder) {
    let widthToken = widths.width(isSelected: mark != nil, in: state)
    let width = widthToken.wrappedValue, radius = self.radius.wrappedValue
    if let mark, width == 0 {
      builder.shape(
        id.appending("box"), .knockout(frame.size, radius: radius, mark: mark), frame,
        fill: palette.indicatorGlyph, mirrorsInRTL: false, sizes: .sizes(cornerRadius: self.radius))
      return
    }
    if width > 0 {
      builder.shape(
        id.appending("box"), .ring(frame.size, width: width, radius: radius), frame,
        fill: palette.indicatorBorder, mirrorsInRTL: false,
        sizes: .sizes(cornerRadius: self.radius, borderWidth: widthToken))
    }
    if let mark {
      builder.shape(id.appending("mark"), mark, frame, fill: palette.indicatorGlyph, mirrorsInRTL: false)
    }
  }
}
