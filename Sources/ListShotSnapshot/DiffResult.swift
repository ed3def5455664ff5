/// A rectangle of whole pixels: column `x`, row `y` of its top-left pixel, and its size.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `120×44 at (16, 88)`.
  public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}

/// What `PerceptualDiff.compare` found.
///
/// When the sizes differ the comparison fails whatever the options, and the counts describe the
/// overlapping top-left area (`totalPixels` is its size), so a report can still say whether the
/// content above the change moved.
public struct DiffResult: Hashable, Sendable, Encodable {
  public var expectedWidth: Int
  public var expectedHeight: Int
  public var actualWidth: Int
  public var actualHeight: Int
  /// Pixels whose colours differ by more than the threshold and that are not anti-aliasing.
  public var differingPixels: Int
  /// Pixels that differ but were recognised as anti-aliasing (0 when detection is off).
  public var antialiasedPixels: Int
  /// Pixels compared: the whole image, or the overlap when the sizes differ.
  public var totalPixels: Int
  /// The smallest rectangle holding every differing pixel (anti-aliasing excluded).
  public var boundingBox: PixelRect?
  /// The largest colour distance (0...1) not excused as anti-aliasing, including pixels under
  /// the threshold: a threshold of at least this value would have made no pixel differ.
  public var maxDistance: Double
  /// Differing pixels with at least two differing pixels among their eight neighbours.
  public var clusteredPixels: Int
  /// The options the comparison ran with; `passes` applies them.
  public var options: DiffOptions

  public init(
    expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int,
    differingPixels: Int = 0, antialiasedPixels: Int = 0, totalPixels: Int,
    boundingBox: PixelRect? = nil, maxDistance: Double = 0, clusteredPixels: Int = 0,
    options: DiffOptions
  ) {
    self.expectedWidth = expectedWidth
    self.expectedHeight = expectedHeight
    self.actualWidth = actualWidth
    self.actualHeight = actualHeight
    self.differingPixels = differingPixels
    self.antialiasedPixels = antialiasedPixels
    self.totalPixels = totalPixels
    self.boundingBox = boundingBox
    self.maxDistance = maxDistance
    self.clusteredPixels = clusteredPixels
    self.options = options
  }

  public var isSizeMismatch: Bool { expectedWidth != actualWidth || expectedHeight != actualHeight }

  /// `differingPixels / totalPixels`, 0 for an empty image.
  public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

  /// The change is dense (a block, a line, a glyph) rather than scattered noise: at least half
  /// of the differing pixels have two or more differing neighbours. A lone pixel, a few
  /// isolated pixels or dithering at low density are scattered; a filled rectangle, a hairline
  /// of three or more pixels or a changed word are dense.
  public var isDense: Bool { differingPixels > 0 && clusteredPixels * 2 >= differingPixels }

  /// The most differing pixels the options allow for this image size.
  public var allowedPixels: Int { options.allowedPixels(of: totalPixels) }

  /// Same size, and no more differing pixels than the limits allow.
  public var passes: Bool { !isSizeMismatch && differingPixels <= allowedPixels }

  /// True when nothing differs at all, not even anti-aliasing or colours under the threshold.
  public var isIdentical: Bool {
    !isSizeMismatch && differingPixels == 0 && antialiasedPixels == 0 && maxDistance == 0
  }

  /// One line for logs and test failures, e.g. `1432 pixels differ (0.12 %), 37 anti-aliasing
  /// pixels ignored, max distance 0.84, dense change in 120×44 at (16, 88)`.
  public var summary: String {
    if isIdentical { return "identical" }
    var parts: [String] = []
    if isSizeMismatch {
      parts.append(
        "size differs: expected \(expectedWidth)×\(expectedHeight), actual \(actualWidth)×\(actualHeight)")
    }
    var counts = differingPixels == 0 ? "no pixels differ" : "\(Self.pixels(differingPixels)) "
    if differingPixels > 0 {
      counts += (differingPixels == 1 ? "differs" : "differ") + " (\(Self.percent(ratio)))"
    }
    if isSizeMismatch { counts = "in the overlapping area " + counts }
    parts.append(counts)
    if antialiasedPixels > 0 {
      parts.append("\(Self.pixels(antialiasedPixels, "anti-aliasing pixel")) ignored")
    }
    if maxDistance > 0 { parts.append("max distance \(Self.decimal(maxDistance))") }
    if let boundingBox {
      parts.append("\(isDense ? "dense change" : "scattered changes") in \(boundingBox)")
    }
    var text = parts.joined(separator: ", ")
    if !isSizeMismatch && differingPixels > 0 && (options.maxDiffPixels != nil || options.maxDiffRatio != nil) {
      text += passes ? " (within the limit of \(allowedPixels))" : " (over the limit of \(allowedPixels))"
    }
    return text
  }

  private enum CodingKeys: String, CodingKey {
    case expectedWidth, expectedHeight, actualWidth, actualHeight, isSizeMismatch
    case differingPixels, antialiasedPixels, totalPixels, ratio, boundingBox, maxDistance
    case clusteredPixels, isDense, allowedPixels, passes, options, summary
  }

  /// Encodes the stored values and the derived ones (`passes`, `ratio`, `isDense`, `summary`
  /// …), so a JSON report needs no logic of its own.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(expectedWidth, forKey: .expectedWidth)
    try c.encode(expectedHeight, forKey: .expectedHeight)
    try c.encode(actualWidth, forKey: .actualWidth)
    try c.encode(actualHeight, forKey: .actualHeight)
    try c.encode(isSizeMismatch, forKey: .isSizeMismatch)
    try c.encode(differingPixels, forKey: .differingPixels)
    try c.encode(antialiasedPixels, forKey: .antialiasedPixels)
    try c.encode(totalPixels, forKey: .totalPixels)
    try c.encode(ratio, forKey: .ratio)
    try c.encodeIfPresent(boundingBox, forKey: .boundingBox)
    try c.encode(maxDistance, forKey: .maxDistance)
    try c.encode(clusteredPixels, forKey: .clusteredPixels)
    try c.encode(isDense, forKey: .isDense)
    try c.encode(allowedPixels, forKey: .allowedPixels)
    try c.encode(passes, forKey: .passes)
    try c.encode(options, forKey: .options)
    try c.encode(summary, forKey: .summary)
  }

  // MARK: Formatting (locale-free, so logs are the same on every machine)

  static func pixels(_ count: Int, _ noun: String = "pixel") -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `0.12 %`; `<0.01 %` for a ratio that would round to zero.
  static func percent(_ ratio: Double) -> String {
    let hundredths = (ratio * 10_000).rounded()
    if hundredths == 0 && ratio > 0 { return "<0.01 %" }
    return decimal(hundredths / 100, places: 2) + " %"
  }

  /// Two decimals, three below 0.1 so small distances near the threshold stay readable.
  static func decimal(_ value: Double, places: Int? = nil) -> String {
    let places = places ?? (value < 0.1 ? 3 : 2)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale), fraction = scaled % Int(scale)
    var digits = String(fraction)
    while digits.count < places { digits = "0" + digits }
    return places == 0 ? String(whole) : "\(whole).\(digits)"
  }
}
