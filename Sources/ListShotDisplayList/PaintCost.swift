import ListShotCore

/// What painting a display list costs, in device pixels touched: the painter's work grows with
/// the area it fills, not with the canvas, so a screen of a few kilobytes could ask for hours
/// of painting (2000 overlapping views each the size of the largest canvas, or 600 of them
/// each casting a shadow: 190 s measured for the latter). Checked with the canvas, after layout
/// and before painting; no real screen comes near either limit (a full iPad screen at @3x with
/// 500 overlapping items at a twentieth of it each paints under two canvases' worth).
public struct PaintCost: Hashable, Sendable {
  /// Device pixels the items cover, each clipped to the canvas, counted once more for every
  /// shadow group around it (its items are painted again into the group's mask).
  public var paintedPixels: Double
  /// Device pixels the shadows of shadow groups cover (the blurred image painted back), each
  /// clipped to the canvas.
  public var shadowPixels: Double

  public init(_ list: DisplayList) {
    let canvas = Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)
    let pixelsPerPoint = list.scale * list.scale
    func area(_ rect: Rect) -> Double {
      let width = min(rect.maxX, canvas.maxX) - max(rect.minX, canvas.minX)
      let height = min(rect.maxY, canvas.maxY) - max(rect.minY, canvas.minY)
      guard width.isFinite, height.isFinite, width > 0, height > 0 else { return 0 }
      return width * height * pixelsPerPoint
    }
    var painted = 0.0, shadowed = 0.0, openShadows = 0.0
    for item in list.items {
      switch item {
      case .pushShadow(let group):
        shadowed += area(group.shadowFrame)
        openShadows += 1
      case .popShadow:
        openShadows = max(0, openShadows - 1)
      case .pushClip, .popClip:
        break
      default:
        if let frame = item.frame { painted += area(frame) * (1 + openShadows) }
      }
    }
    paintedPixels = painted
    shadowPixels = shadowed
  }

  /// Throws when either figure is past its limit (`Limits.maxPaintedPixels`,
  /// `Limits.maxShadowPixels`), saying which and by how much.
  public func check() throws {
    func refuse(_ what: String, _ pixels: Double, _ limit: Int, hint: String) throws -> Never {
      throw ListShotError(
        .badInput, "the screen's \(what) cover \(Self.format(pixels)) device pixels",
        expected: "at most \(Self.format(Double(limit))) (\(limit / Limits.maxCanvasPixels) times the largest canvas)",
        hint: hint)
    }
    if shadowPixels > Double(Limits.maxShadowPixels) {
      try refuse(
        "shadows", shadowPixels, Limits.maxShadowPixels, hint: "cast fewer or smaller shadows, or lower --scale")
    }
    if paintedPixels > Double(Limits.maxPaintedPixels) {
      try refuse(
        "items (overlapping, and painted again under each shadow around them)", paintedPixels,
        Limits.maxPaintedPixels, hint: "draw fewer overlapping views, or lower --scale")
    }
  }

  /// `4 294 967 296`-style grouping is long; millions read better in a message.
  private static func format(_ pixels: Double) -> String {
    pixels >= 1e6 ? "\(Int((pixels / 1e6).rounded())) million" : "\(Int(pixels.rounded()))"
  }
}
