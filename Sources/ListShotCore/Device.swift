/// A device the screen is drawn for: its size in points, its scale and its safe areas.
///
/// Presets carry the facts of shared/reference/platform-metrics.md §2.6; a custom device is
/// written `WIDTHxHEIGHT@SCALE` (e.g. `390x844@3`), optionally with its portrait safe areas and
/// status bar: `-tTOP-bBOTTOM[-sSTATUSBAR]` (`390x844@3-t59-b34-s54`: what a snapshot test's
/// window of that size shows when the simulator is an iPhone 16).
public struct Device: Hashable, Sendable, Codable {
  /// The preset name (`iphone-16`) or the custom text (`390x844@3`); used in file names.
  public var id: String
  public var name: String
  public var size: Size
  public var scale: Double
  /// Portrait safe-area insets, top and bottom.
  public var safeAreaPortrait: EdgeInsets
  /// Landscape safe-area insets, leading/trailing and bottom.
  public var safeAreaLandscape: EdgeInsets
  /// The status bar's height in portrait when it is less than the top safe area: the
  /// navigation bar starts right below it (54 on iPhones whose safe area starts at 59, as the
  /// ods-ios screenshots show). Nil: the top safe area.
  public var statusBarHeight: Double?
  /// The screen has a Dynamic Island, which device chrome draws over the status bar.
  public var hasDynamicIsland: Bool?

  public init(
    id: String, name: String, size: Size, scale: Double, safeAreaPortrait: EdgeInsets = .zero,
    safeAreaLandscape: EdgeInsets = .zero
  ) {
    self.id = id
    self.name = name
    self.size = size
    self.scale = scale
    self.safeAreaPortrait = safeAreaPortrait
    self.safeAreaLandscape = safeAreaLandscape
  }

  /// The size in device pixels.
  public var pixelSize: (width: Int, height: Int) {
    (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
  }

  private static func phone(
    _ id: String, _ name: String, _ w: Double, _ h: Double, _ scale: Double, top: Double, bottom: Double, side: Double,
    landscapeBottom: Double, statusBar: Double? = nil, island: Bool = false
  ) -> Device {
    var device = Device(
      id: id, name: name, size: Size(width: w, height: h), scale: scale,
      safeAreaPortrait: EdgeInsets(top: top, bottom: bottom),
      safeAreaLandscape: EdgeInsets(leading: side, bottom: landscapeBottom, trailing: side))
    device.statusBarHeight = statusBar
    device.hasDynamicIsland = island ? true : nil
    return device
  }

  public static let presets: [Device] = [
    phone("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0),
    // iPhone 13 and 13 Pro: 390 × 844 pt @3x, a 47 pt notch and a 34 pt home indicator, as
    // swift-snapshot-testing's `ViewImageConfig.iPhone13` and `.iPhone13Pro` (the configuration
    // of shared/reference/renders/ios-apps cases 03, 04 and 14).
    phone("iphone-13", "iPhone 13", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
    phone("iphone-13-pro", "iPhone 13 Pro", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
    phone(
      "iphone-15", "iPhone 15", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21, statusBar: 54,
      island: true),
    phone(
      "iphone-16", "iPhone 16", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21, statusBar: 54,
      island: true),
    phone(
      "iphone-16-plus", "iPhone 16 Plus", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
      statusBar: 54, island: true),
    phone(
      "iphone-16-pro", "iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21, island: true),
    phone(
      "iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21,
      island: true),
    // iPad (10th generation): 820 × 1180 pt @2x. Not in the reference tables: the size is
    // Apple's published one, the insets the status bar (24) and home indicator (20).
    phone("ipad-10", "iPad (10th generation)", 820, 1180, 2, top: 24, bottom: 20, side: 0, landscapeBottom: 20),
  ]

  /// How a custom device is written, with its limits (for error messages).
  public static let customFormat =
    "WIDTHxHEIGHT@SCALE[-tTOP-bBOTTOM[-sSTATUSBAR]] (width \(range(Limits.width)), height \(range(Limits.deviceHeight)), scale 1, 2 or 3; safe areas and status bar 0...\(maxInset.clean))"

  private static func range(_ range: ClosedRange<Double>) -> String {
    "\(range.lowerBound.clean)...\(range.upperBound.clean)"
  }

  /// Whether the device is turned on its side (width greater than height).
  public var isLandscape: Bool { size.width > size.height }

  /// The same device turned on its side: width and height swapped, the landscape safe areas
  /// (leading, trailing, bottom) in force, and `-landscape` appended to the id.
  /// An iPhone hides its status bar in landscape, so there is none to draw.
  public var landscape: Device {
    var turned = Device(
      id: id + "-landscape", name: name + " (landscape)",
      size: Size(width: size.height, height: size.width), scale: scale,
      safeAreaPortrait: safeAreaLandscape, safeAreaLandscape: safeAreaLandscape)
    turned.hasDynamicIsland = hasDynamicIsland
    return turned
  }

  /// The safe-area insets in force for the device's orientation.
  public var safeArea: EdgeInsets { isLandscape ? safeAreaLandscape : safeAreaPortrait }

  /// The presets and their landscape forms, by id.
  public static var allPresets: [Device] { presets.flatMap { [$0, $0.landscape] } }

  /// A preset by id (`iphone-16`, `iphone-16-landscape`), or a custom `WIDTHxHEIGHT@SCALE`
  /// (landscape when WIDTH is greater than HEIGHT), with no safe areas unless it names them:
  /// `-tTOP-bBOTTOM` and optionally `-sSTATUSBAR` after the scale, in points (portrait only).
  public static func named(_ text: String) -> Device? {
    let id = text.lowercased()
    if let preset = allPresets.first(where: { $0.id == id }) { return preset }
    var parts = id.split(separator: "-", omittingEmptySubsequences: false)
    let size = parts.removeFirst().split(separator: "@")
    guard size.count == 2, let scale = Double(size[1]), Limits.scales.contains(scale) else { return nil }
    let dims = size[0].split(separator: "x")
    guard dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]),
      Limits.contains(Limits.width, w), Limits.contains(Limits.deviceHeight, h)
    else { return nil }
    var device = Device(id: id, name: text, size: Size(width: w, height: h), scale: scale)
    guard !parts.isEmpty else { return device }
    func inset(_ part: Substring, _ letter: Character) -> Double? {
      guard part.first == letter, let value = Double(part.dropFirst()), (0...maxInset).contains(value) else {
        return nil
      }
      return value
    }
    guard w <= h, parts.count == 2 || parts.count == 3, let top = inset(parts[0], "t"),
      let bottom = inset(parts[1], "b")
    else { return nil }
    device.safeAreaPortrait = EdgeInsets(top: top, bottom: bottom)
    if parts.count == 3 {
      guard let bar = inset(parts[2], "s"), bar <= top else { return nil }
      device.statusBarHeight = bar
    }
    return device
  }

  /// The largest safe area or status bar a custom device may name.
  public static let maxInset = 200.0

}
