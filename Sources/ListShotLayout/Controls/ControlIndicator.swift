import ListShotCore
import ListShotModel
import ListShotTheme

/// The indicator of a controls item (checkbox, radio button or switch): its size, and how it
/// draws itself into a frame. Indicators never mirror their drawing in right-to-left layouts;
/// a switch's cursor sits at the trailing end when on, so it moves with the direction.
struct ControlIndicator {
  let control: OUDSControlItem.Control
  let state: ControlItemState
  let palette: ControlItemPalette

  /// Checkbox and radio: the `listItem.sizeControlIndicator` square; switch: its track.
  func size(in theme: Theme) -> Size {
    switch control {
    case .checkbox, .checkboxIndeterminate, .radio:
      let side = theme.listItem.sizeControlIndicator
      return Size(width: side, height: side)
    case .switch:
      return Size(width: theme.switchControl.sizeWidthTrack, height: theme.switchControl.sizeHeightTrack)
    }
  }

  /// Whether the indicator sits at the leading end of the row. A switch item keeps its switch
  /// at the trailing end by default; `isReversed` swaps the ends for every control.
  static func isLeading(_ control: OUDSControlItem.Control, isReversed: Bool) -> Bool {
    if case .switch = control { return isReversed }
    return !isReversed
  }

  func arrange(in frame: Rect, theme: Theme, id: NodePath, into builder: inout ArrangementBuilder) {
    func box(_ mark: VectorGlyph?, _ widths: ControlIndicatorBox.BorderWidths, radius: Token<Double>) {
      ControlIndicatorBox(mark: mark, widths: widths, radius: radius, state: state, palette: palette)
        .arrange(in: frame, id: id, into: &builder)
    }
    let checkbox = theme.checkbox, radio = theme.radioButton
    switch control {
    case .checkbox(let value):
      box(value == .selected ? .controlTick : nil, .init(checkbox), radius: checkbox.$borderRadius)
    case .checkboxIndeterminate(let value):
      let mark: VectorGlyph? = value == .selected ? .controlTick : value == .indeterminate ? .controlDash : nil
      box(mark, .init(checkbox), radius: checkbox.$borderRadius)
    case .radio(let isSelected):
      box(isSelected ? .radioDot : nil, .init(radio), radius: radio.$borderRadius)
    case .switch(let isOn):
      ControlIndicatorSwitch(isOn: isOn, state: state).arrange(in: frame, theme: theme, id: id, into: &builder)
    }
  }
}
