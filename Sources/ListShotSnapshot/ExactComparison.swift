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

  public var isSizeMismatch: Bool { expectedWidth != actualWidth || expectedHeight != actualHeight }
  public var matches: Bool { detail?.passes ?? (!isSizeMismatch && differingPixels == 0) }

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
public enum ExactComparison {
  public static func compare(expected: RGBAImage, actual: RGBAImage) -> ImageComparison {
    var result = ImageComparison(
      expectedWidth: expected.width, expectedHeight: expected.height, actualWidth: actual.width,
      actualHeight: actual.height, differingPixels: 0, boundingBox: nil, detail: nil)
    guard !result.isSizeMismatch else { return result }
    if expected.pixels == actual.pixels { return result }
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, count = 0
    expected.pixels.withUnsafeBytes { e in
      actual.pixels.withUnsafeBytes { a in
        let ew = e.bindMemory(to: UInt32.self), aw = a.bindMemory(to: UInt32.self)
        for y in 0..<expected.height {
          for x in 0..<expected.width where ew[y * expected.width + x] != aw[y * expected.width + x] {
            count += 1
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
          }
        }
      }
    }
    result.differingPixels = count
    result.boundingBox = [minX, minY, maxX - minX + 1, maxY - minY + 1]
    return result
  }

  /// The expected image faded to 25 % over white, with differing pixels in red.
  /// When sizes differ, the canvas is the larger of the two and out-of-range pixels are red.
  public static func diffImage(expected: RGBAImage, actual: RGBAImage) -> RGBAImage {
    let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let o = (y * width + x) * 4
        let inE = x < expected.width && y < expected.height
        let inA = x < actual.width && y < actual.height
        let eo = (y * expected.width + x) * 4, ao = (y * actual.width + x) * 4
        let same = inE && inA && expected.pixels[eo..<eo + 4] == actual.pixels[ao..<ao + 4]
        if same {
          let grey = (Int(expected.pixels[eo]) * 299 + Int(expected.pixels[eo + 1]) * 587 + Int(expected.pixels[eo + 2]) * 114) / 1000
          let alpha = Int(expected.pixels[eo + 3])
          let shade = UInt8(255 - (255 - (grey * alpha + 255 * (255 - alpha)) / 255) / 4)
          pixels[o] = shade; pixels[o + 1] = shade; pixels[o + 2] = shade
        } else {
          pixels[o] = 255; pixels[o + 1] = 0; pixels[o + 2] = 0
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
