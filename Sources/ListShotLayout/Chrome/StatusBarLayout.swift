import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The status bar in the top safe area: the time, the cellular and Wi-Fi bars and the battery,
/// in the label colour, at fixed sizes (the status bar does not follow Dynamic Type).
///
/// On a screen with a notch or a Dynamic Island (top safe area 44 pt or more) the time sits in
/// the middle of the leading "ear" and the symbols in the middle of the trailing one, both
/// centred 29 pt from the top, as measured on the ods-ios screenshots; the island itself is a
/// black 126 × 37 pt capsule 11 pt from the top. On a classic 20 pt bar the time is centred and
/// the marks are smaller, at the edges. Its content mirrors in right-to-left layouts, as iOS
/// mirrors the status bar.
struct StatusBarLayout {
  let bar: DeviceChrome.StatusBar
  let height: Double
  let hasDynamicIsland: Bool

  static let islandSize = Size(width: 126, height: 37)
  static let islandTop = 11.0
  /// Where the time and the symbols are centred, below the top of the screen.
  static let earCentreY = 29.1

  var isClassic: Bool { height < 44 }

  func arrange(env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let width = env.width
    let color = env.theme.system.$label
    let k = isClassic ? 0.75 : 1.0
    let centreY = isClassic ? height / 2 : Self.earCentreY
    if hasDynamicIsland && !isClassic {
      let island = Rect(
        x: (width - Self.islandSize.width) / 2, y: Self.islandTop, width: Self.islandSize.width,
        height: Self.islandSize.height)
      builder.fill(
        NodePath.key("statusBar").appending("dynamicIsland"), island, Color.black, cornerRadius: island.height / 2)
    }

    // The time, centred in the leading ear (or on the screen on a classic bar).
    let attributes = env.systemText(size: (17 * k).rounded(), weight: .semibold, lineHeight: (22 * k).rounded())
    let measured = env.measurer.measure(bar.time, attributes: attributes, maxWidth: nil, maxLines: 1)
    let earCentre = (width - Self.islandSize.width) / 4 + 5
    let timeCentre = isClassic ? width / 2 : earCentre
    // Digits are centred on the line box's upper part: the cap height sits 11 pt below its top.
    let lineTop = centreY - 11 * k
    builder.text(
      NodePath.key("statusBar").appending("time"), bar.time,
      Rect(
        x: timeCentre - measured.size.width / 2, y: lineTop, width: measured.size.width, height: measured.size.height),
      attributes, color, alignment: .center, maxLines: 1, isTruncated: false)

    // Cellular bars, Wi-Fi and battery, left to right, centred in the trailing ear (or at the
    // edges of a classic bar).
    let cellular = Size(width: 18 * k, height: 12 * k), wifi = Size(width: 15.5 * k, height: 11.5 * k)
    let battery = Size(width: 27 * k, height: 13 * k), gap = 8.5 * k
    let group = cellular.width + gap + wifi.width + gap + battery.width
    var x = isClassic ? 6 : width - earCentre - group / 2
    func frame(_ size: Size) -> Rect {
      Rect(x: x, y: centreY - size.height / 2, width: size.width, height: size.height)
    }
    let dim = color.deriving(color.wrappedValue.withOpacity(0.3))
    if isClassic {
      // Signal at the leading edge, the battery at the trailing one.
      arrangeCellular(frame(cellular), color: color, dim: dim, into: &builder)
      x += cellular.width + gap
      arrangeWifi(frame(wifi), color: color, dim: dim, into: &builder)
      x = width - 6 - battery.width
      arrangeBattery(frame(battery), color: color, into: &builder)
      return
    }
    arrangeCellular(frame(cellular), color: color, dim: dim, into: &builder)
    x += cellular.width + gap
    arrangeWifi(frame(wifi), color: color, dim: dim, into: &builder)
    x += wifi.width + gap
    arrangeBattery(frame(battery), color: color, into: &builder)
  }

  private func arrangeCellular(
    _ frame: Rect, color: Token<Color>, dim: Token<Color>, into builder: inout ArrangementBuilder
  ) {
    for index in 0..<4 {
      builder.shape(
        NodePath.key("statusBar").appending("cellular").index(index), .cellularBar(index), frame,
        fill: index < bar.cellularBars ? color : dim,
        mirrorsInRTL: false)
    }
  }

  private func arrangeWifi(
    _ frame: Rect, color: Token<Color>, dim: Token<Color>, into builder: inout ArrangementBuilder
  ) {
    for index in 0..<3 {
      builder.shape(
        NodePath.key("statusBar").appending("wifi").index(index), .wifiArc(index), frame,
        fill: index < bar.wifiBars ? color : dim,
        mirrorsInRTL: false)
    }
  }

  /// The outline at 35 % and the charge inside it, filling from the leading end.
  private func arrangeBattery(_ frame: Rect, color: Token<Color>, into builder: inout ArrangementBuilder) {
    builder.shape(
      NodePath.key("statusBar").appending("battery"), .batteryOutline, frame,
      fill: color.deriving(color.wrappedValue.withOpacity(0.35)),
      mirrorsInRTL: false)
    let s = frame.width / 27
    let inside = Rect(x: frame.minX + 2 * s, y: frame.minY + 2 * s, width: 20.5 * s, height: 9 * s)
    let level = min(max(bar.batteryLevel, 0), 1)
    guard level > 0 else { return }
    builder.fill(
      NodePath.key("statusBar").appending("battery").appending("level"),
      Rect(x: inside.minX, y: inside.minY, width: inside.width * level, height: inside.height),
      color, cornerRadius: 2.5 * s)
  }
}
