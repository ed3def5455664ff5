import ListShotCore
import ListShotPNG

/// The result of comparing two images pixel for pixel.
public struct ImageComparison: Hashable, Sendable {
  public var expectedWidth: Int
  public var expectedHeight: Int
  public var actualWidth: Int
  public var actualHeight: Int
  /// Pixels whose RGBA values differ (0 when the sizes differ: see `isSizeMismatch`).
  public var differingPixels: Int
  /// The smallest rectangle holding every differing pixel: x, y, width, height.
  public var boundingBox: [Int]?
  /// The full perceptual result, when the comparison came from `PerceptualDiff`; it then
  /// decides `matches` (its `passes`) and `summary`.
  public var detail: DiffResult?
  /// The named regions (rows) that hold changed pixels, when the caller named regions.
  public var changedRegions: [NodePath] = []

  public var isSizeMismatch: Bool { expectedWidth != actualWidth || expectedHeight != actualHeight }
  public var matches: Bool { detail?.passes ?? (!isSizeMismatch && differingPixels == 0) }
  /// Equal pixels: nothing differs at all, not even what a tolerance would excuse.
  public var isIdentical: Bool { detail?.isIdentical ?? (!isSizeMismatch && differingPixels == 0) }

  public var summary: String {
    if let detail { return detail.summary }
    if isSizeMismatch {
      return "size differs: golden is \(expectedWidth)×\(expectedHeight), rendered is \(actualWidth)×\(actualHeight)"
    }
    if differingPixels == 0 { return "identical" }
    let box = boundingBox.map { " in a \($0[2])×\($0[3]) box at (\($0[0]), \($0[1]))" } ?? ""
    return "\(differingPixels) pixel(s) differ\(box)"
  }

  public static func == (a: ImageComparison, b: ImageComparison) -> Bool {
    a.expectedWidth == b.expectedWidth && a.expectedHeight == b.expectedHeight
      && a.actualWidth == b.actualWidth && a.actualHeight == b.actualHeight
      && a.differingPixels == b.differingPixels && a.boundingBox == b.boundingBox
      && a.detail == b.detail
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(differingPixels)
    hasher.combine(boundingBox)
  }
}

extension ImageComparison {
  /// The perceptual result in the older form. `differingPixels` stays 0 for a size mismatch,
  /// as `ExactComparison` reports it; the overlap's counts remain in `detail`.
  public init(_ result: DiffResult) {
    self.init(
      expectedWidth: result.expectedWidth, expectedHeight: result.expectedHeight,
      actualWidth: result.actualWidth, actualHeight: result.actualHeight,
      differingPixels: result.isSizeMismatch ? 0 : result.differingPixels,
      boundingBox: result.isSizeMismatch
        ? nil : result.boundingBox.map { [$0.x, $0.y, $0.width, $0.height] },
      detail: result)
  }
}

/// Exact comparison: any change in any channel of any pixel counts.
/// Exact comparison: any change in any channel of any pixel counts, anti-aliasing included.
public enum ExactComparison {
  public static func compare(expected: RGBAImage, actual: RGBAImage) -> ImageComparison {
    ImageComparison(PerceptualDiff.compare(expected: expected, actual: actual, options: .exact))
  }
}

extension DiffOptions {
  /// Every pixel must be equal; anti-aliasing is reported but excuses nothing. The default
  /// for goldens: a pinned, deterministic renderer has no noise to forgive.
  public static let exact = try! DiffOptions(detectAntialiasing: false)
}
