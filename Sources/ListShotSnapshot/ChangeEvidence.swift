import Foundation
import ListShotCore
import ListShotPNG

/// What a review needs to show one change, kept small: the golden file as it was, and only
/// the region of the rendered image that changed, with a mask of the changed pixels.
///
/// A page composes the rest: the actual image is the golden with `actual` laid over it at
/// `region`; the diff is the golden, faded, with `mask` over it. Outside `region` the two
/// images compare equal (every differing and anti-aliasing pixel lies inside it), so under the
/// default exact options the composed image is the rendered one, pixel for pixel. When the
/// sizes differ, `actual` is the whole rendered image and `region` its full size.
public struct ChangeEvidence: Hashable, Sendable {
  /// The golden PNG's bytes, as they were on disk before this check.
  public var golden: [UInt8]
  /// PNG of the rendered pixels in `region`.
  public var actual: [UInt8]
  /// Where `actual` lies, in the golden's pixel coordinates.
  public var region: PixelRect
  /// True when the sizes differ and `actual` is the whole rendered image.
  public var actualIsWhole: Bool
  /// The sizes of the rendered image and of the golden.
  public var actualWidth: Int
  public var actualHeight: Int
  public var goldenWidth: Int
  public var goldenHeight: Int
  /// PNG, `maskRegion`-sized: differing pixels red, anti-aliasing yellow, the rest transparent;
  /// nil when nothing in the overlap differs, or when the mask would be large (`maskShare`),
  /// as when rows moved and nearly every pixel changed.
  public var mask: [UInt8]?
  public var maskRegion: PixelRect?
  /// The colour most changed pixels changed from and to, when one pair covers most of them
  /// (a token edit that recolours a fill does; a changed word does not).
  public var colourChange: ColourChange?
  /// The digest of the rendered pixels (`ARGBPixels.digest`, what a recorded golden is
  /// stamped with), so that a review can rebuild the render and prove it is the same.
  public var actualPixels: String?
  /// PNG of the whole rendered image, only when the golden with `actual` laid over it at
  /// `region` is not the render (a tolerance left unmarked pixels different outside the
  /// region); nil otherwise, and when `actualIsWhole`.
  public var whole: [UInt8]?

  public init(
    golden: [UInt8], actual: [UInt8], region: PixelRect, actualIsWhole: Bool, actualWidth: Int, actualHeight: Int,
    goldenWidth: Int, goldenHeight: Int, mask: [UInt8]? = nil, maskRegion: PixelRect? = nil,
    colourChange: ColourChange? = nil, actualPixels: String? = nil, whole: [UInt8]? = nil
  ) {
    self.golden = golden
    self.actual = actual
    self.region = region
    self.actualIsWhole = actualIsWhole
    self.actualWidth = actualWidth
    self.actualHeight = actualHeight
    self.goldenWidth = goldenWidth
    self.goldenHeight = goldenHeight
    self.mask = mask
    self.maskRegion = maskRegion
    self.colourChange = colourChange
    self.actualPixels = actualPixels
    self.whole = whole
  }
}

/// One colour replaced by another in most of the changed pixels.
public struct ColourChange: Hashable, Sendable, Codable {
  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var from: String
  public var to: String
  /// The share of the changed pixels that went from `from` to `to`, 0...1.
  public var share: Double

  public init(from: String, to: String, share: Double) {
    self.from = from
    self.to = to
    self.share = share
  }
}

extension ChangeEvidence {
  /// A mask is kept when it takes at most 64 KB or 1/`maskShare` of the golden's bytes.
  public static let maskShare = 16

  /// The evidence for `actual` (the rendered canvas) against the golden `goldenBytes`, from a
  /// comparison's marks. `nil` marks (nothing differs) give nil. `pixelDigest` is the
  /// render's `ARGBPixels.digest`; `regionRebuilds` whether the golden and the render are
  /// equal outside the marked pixels (else the whole render is kept too).
  static func make(
    golden goldenBytes: [UInt8], actual pixels: RGBAView, marks: PerceptualDiff.Marks?,
    colourChange: ColourChange?, expectedWidth: Int, expectedHeight: Int, pixelDigest: String? = nil,
    regionRebuilds: Bool = true
  ) -> ChangeEvidence? {
    let sizeDiffers = expectedWidth != pixels.width || expectedHeight != pixels.height
    let markBox = marks.flatMap(\.bounds)
    guard sizeDiffers || markBox != nil else { return nil }
    let region = sizeDiffers ? PixelRect(x: 0, y: 0, width: pixels.width, height: pixels.height) : markBox!
    let actual = pixels.png(region)
    // A mask is worth its bytes for a change of a few rows; when nearly everything changed
    // (rows moved) it would cost half as much as the golden again, so it is left out and a
    // page shows the difference of the golden and the region instead.
    let mask = markBox.flatMap { box in marks.map { PNGEncoder.encode($0.maskImage(box)) } }
      .flatMap { $0.count <= 65_536 || $0.count * maskShare <= goldenBytes.count ? $0 : nil }
    return ChangeEvidence(
      golden: goldenBytes, actual: actual, region: region, actualIsWhole: sizeDiffers,
      actualWidth: pixels.width, actualHeight: pixels.height, goldenWidth: expectedWidth,
      goldenHeight: expectedHeight, mask: mask, maskRegion: mask == nil ? nil : markBox, colourChange: colourChange,
      actualPixels: pixelDigest, whole: sizeDiffers || regionRebuilds ? nil : pixels.png())
  }

  /// Whether `expected` and `actual` (the same size) have the same bytes in every pixel
  /// outside `box` (everywhere when `box` is nil). Sizes that differ give true: the whole
  /// render is kept then anyway.
  static func equalOutside(_ expected: RGBAImage, _ actual: RGBAView, box: PixelRect?) -> Bool {
    guard expected.width == actual.width, expected.height == actual.height else { return true }
    let rowBytes = expected.width * 4
    return expected.pixels.withUnsafeBufferPointer { e in
      for y in 0..<expected.height {
        let a = actual.base! + y * actual.stride, g = e.baseAddress! + y * rowBytes
        guard let box, y >= box.y, y < box.y + box.height else {
          if memcmp(a, g, rowBytes) != 0 { return false }
          continue
        }
        let right = (box.x + box.width) * 4
        if memcmp(a, g, box.x * 4) != 0 || memcmp(a + right, g + right, rowBytes - right) != 0 { return false }
      }
      return true
    }
  }
}

extension PerceptualDiff.Marks {
  /// The smallest rectangle holding every marked (differing or anti-aliasing) pixel.
  var bounds: PixelRect? {
    var minX = width, minY = height, maxX = -1, maxY = -1
    for y in 0..<height {
      let row = pointer + y * width
      var first = -1, last = -1
      for x in 0..<width where row[x] != 0 {
        if first < 0 { first = x }
        last = x
      }
      guard first >= 0 else { continue }
      minX = min(minX, first)
      maxX = max(maxX, last)
      if minY == height { minY = y }
      maxY = y
    }
    guard maxX >= 0 else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The marks inside `box` as an image: differing red, anti-aliasing yellow, others clear.
  func maskImage(_ box: PixelRect) -> RGBAImage {
    let count = box.width * box.height * 4
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
      for y in 0..<box.height {
        let marks = pointer + (box.y + y) * width + box.x
        let row = out.baseAddress! + y * box.width * 4
        for x in 0..<box.width {
          let (r, g, b, a): (UInt8, UInt8, UInt8, UInt8)
          switch marks[x] {
          case PerceptualDiff.markDiffering: (r, g, b, a) = (DiffImage.red.0, DiffImage.red.1, DiffImage.red.2, 255)
          case PerceptualDiff.markAntialiased:
            (r, g, b, a) = (DiffImage.yellow.0, DiffImage.yellow.1, DiffImage.yellow.2, 255)
          default: (r, g, b, a) = (0, 0, 0, 0)
          }
          row[x * 4] = r
          row[x * 4 + 1] = g
          row[x * 4 + 2] = b
          row[x * 4 + 3] = a
        }
      }
      initialized = count
    }
    return RGBAImage(width: box.width, height: box.height, pixels: pixels)
  }

  /// Whether any pixel inside `rect` (clipped to the marks) is marked as differing.
  func hasDifference(in rect: PixelRect) -> Bool {
    let x0 = max(0, rect.x), y0 = max(0, rect.y)
    let x1 = min(width, rect.x + rect.width), y1 = min(height, rect.y + rect.height)
    guard x0 < x1, y0 < y1 else { return false }
    for y in y0..<y1 {
      let row = pointer + y * width
      for x in x0..<x1 where row[x] == PerceptualDiff.markDiffering { return true }
    }
    return false
  }

  /// A colour swap: the most common (expected, actual) colour pair among the differing
  /// pixels, when it covers at least a sixth of them (the rest are the anti-aliased rims of
  /// the same shapes) *and* at least 90 % of the golden's pixels of that colour in and around
  /// the changed area (4 pixels beyond it) took the new colour. A recoloured fill passes both;
  /// a changed word does not (the background around it stays as it was). Looks at up to 65,536 differing pixels,
  /// evenly spread.
  func colourChange(expected: RGBAImage, actual: RGBAView, differing: Int) -> ColourChange? {
    guard differing > 0, let box = bounds else { return nil }
    let step = max(1, differing / 65_536)
    var counts: [UInt64: Int] = [:]
    var seen = 0, sampled = 0
    return expected.pixels.withUnsafeBytes { e in
      let ew = e.bindMemory(to: UInt32.self)
      for y in box.y..<(box.y + box.height) {
        let row = pointer + y * width
        for x in box.x..<(box.x + box.width) where row[x] == PerceptualDiff.markDiffering {
          defer { seen += 1 }
          guard seen % step == 0 else { continue }
          counts[UInt64(ew[y * expected.width + x]) << 32 | UInt64(actual[x, y]), default: 0] += 1
          sampled += 1
        }
      }
      guard let (key, count) = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
        count * 6 >= sampled
      else { return nil }
      let from = UInt32(truncatingIfNeeded: key >> 32), to = UInt32(truncatingIfNeeded: key)
      var had = 0, swapped = 0
      let x0 = max(0, box.x - 4), x1 = min(width, box.x + box.width + 4)
      let y0 = max(0, box.y - 4), y1 = min(height, box.y + box.height + 4)
      for y in y0..<y1 {
        for x in x0..<x1 where ew[y * expected.width + x] == from {
          had += 1
          if actual[x, y] == to { swapped += 1 }
        }
      }
      guard swapped * 10 >= had * 9 else { return nil }
      return ColourChange(from: Self.hex(from), to: Self.hex(to), share: Double(count) / Double(sampled))
    }
  }

  /// `#RRGGBB` (or `#RRGGBBAA`) of a pixel word in memory order R, G, B, A.
  static func hex(_ word: UInt32) -> String {
    let p = Pixel(word)
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for byte in p.a == 255 ? [p.r, p.g, p.b] : [p.r, p.g, p.b, p.a] {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return text
  }
}
