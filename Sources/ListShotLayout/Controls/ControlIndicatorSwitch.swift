import ListShotCore
import ListShotModel
import ListShotTheme

/// The OUDS switch: a track with a cursor, at the leading end when off and the trailing end
/// when on (so it follows the layout direction), with a tick in the cursor when on.
///
/// Sizes and colours are the `switch.*` tokens. While pressed the cursor widens and the tick
/// is hidden; hover, pressed and focus use the `…Interaction` colours. Disabled and read-only
/// switches have an `actionDisabled` track (as the reference renders show; the tokens have no
/// switch colour for them) and a tick in the track colour. An error does not recolour the
/// switch. The cursor casts a faint shadow one point down, measured on the reference renders.
struct ControlIndicatorSwitch {
  let isOn: Bool
  let state: ControlItemState

  static let shadow = Color.black.withOpacity(0.16)

  func trackColor(_ t: SwitchTokens, _ colors: SemanticColors) -> Token<Color> {
    switch state {
    case .disabled, .readOnly: return colors.$actionDisabled
    case .enabled: return isOn ? t.$colorTrackSelected : t.$colorTrackUnselected
    case .hover, .pressed, .focus:
      return isOn ? t.$colorTrackSelectedInteraction : t.$colorTrackUnselectedInteraction
    }
  }

  func cursorSize(_ t: SwitchTokens) -> Size {
    let pressed = state == .pressed
    return isOn
      ? Size(
        width: pressed ? t.sizeWidthCursorSelectedPressed : t.sizeWidthCursorSelected,
        height: t.sizeHeightCursorSelected)
      : Size(
        width: pressed ? t.sizeWidthCursorUnselectedPressed : t.sizeWidthCursorUnselected,
        height: t.sizeHeightCursorUnselected)
  }

  func arrange(in frame: Rect, theme: Theme, id: NodePath, into builder: inout ArrangementBuilder) {
    let t = theme.switchControl
    let track = trackColor(t, theme.colors)
    builder.fill(
      id.appending("track"), frame, track, cornerRadius: min(t.borderRadiusTrack, frame.height / 2),
      radiusToken: t.$borderRadiusTrack)

    let size = cursorSize(t)
    let x =
      isOn
      ? frame.maxX - t.spacePaddingInlineSelected - size.width : frame.minX + t.spacePaddingInlineUnselected
    let cursor = Rect(x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    let radius = min(t.borderRadiusCursor, size.height / 2)
    builder.fill(id.appending("cursorShadow"), cursor.offsetBy(dy: 1), Self.shadow, cornerRadius: radius)
    builder.fill(
      id.appending("cursor"), cursor, t.$colorCursor, cornerRadius: radius, radiusToken: t.$borderRadiusCursor)

    guard isOn, state != .pressed else { return }
    let check: Token<Color>
    switch state {
    case .enabled: check = t.$colorCheck
    case .hover, .focus, .pressed: check = t.$colorCheckInteraction
    case .disabled, .readOnly: check = track
    }
    // The tick keeps the checkbox tick's size: 20 pt in a 24 pt cursor.
    let side = size.height * 20 / 24
    let tick = Rect(x: cursor.midX - side / 2, y: cursor.midY - side / 2, width: side, height: side)
    // The tick's colour is `check` at `switch.opacityCheck`: its source is `check`.
    builder.shape(
      id.appending("check"), .controlTick, tick, fill: check.deriving(check.wrappedValue.withOpacity(t.opacityCheck)),
      mirrorsInRTL: false)
  }
}
