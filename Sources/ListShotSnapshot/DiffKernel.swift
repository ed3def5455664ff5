import Foundation
import ListShotPNG

// The per-pixel work of `PerceptualDiff`: colour conversion, the comparison loop and the diff
// image. It lives in one file on purpose: debug builds compile each file on its own, and a
// helper called per pixel from another file is a real call there, not inlined (this alone made
// comparing a shifted phone screenshot several times slower).

/// sRGB pixels to OKLab, and the distance between two pixels.
///
/// Why OKLab rather than pixelmatch's YIQ: YIQ is a linear mix of gamma-encoded RGB, so the same
/// code-value step weighs the same in deep shadow and near white although the eye sees it very
/// differently, and its weights come from analogue TV. OKLab (Björn Ottosson, 2020) works from
/// linear light through a cube root, is close to perceptually uniform, is what CSS Color 4 uses
/// for its ΔEOK, and costs only two 3×3 matrices and three cube roots. Its lightness runs from
/// 0 (black) to 1 (white) with a and b near 0 for greys, so the plain Euclidean distance is
/// already 1 for black against white, the largest distance between any two sRGB colours, and
/// needs no extra normalisation. About 0.02 is one just-noticeable difference.
///
/// Alpha: a pixel that is not opaque is composited (in gamma-encoded sRGB, as Cairo does)
/// over white and over black, and the distance is the larger of the two. Over white alone
/// would call translucent white and opaque white equal, and white text on a transparent
/// canvas (a dark-mode component rendered without a background) would never show a change.
/// Two fully transparent pixels are equal whatever their colour channels hold.
enum OKLab {
  /// sRGB code value 0...255 to linear light 0...1.
  static let linear: [Float] = (0..<256).map { decode(Float($0) / 255) }

  @inline(__always)
  static func decode(_ encoded: Float) -> Float {
    encoded <= 0.04045 ? encoded / 12.92 : powf((encoded + 0.055) / 1.055, 2.4)
  }

  /// Linear-light sRGB to OKLab (L, a, b, 0).
  @inline(__always)
  static func lab(_ r: Float, _ g: Float, _ b: Float) -> SIMD4<Float> {
    let l = cbrtf(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = cbrtf(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = cbrtf(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    return SIMD4(
      0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
      1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
      0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s,
      0)
  }

  /// The pixel composited over white and over black, in OKLab. Both are the same colour for
  /// an opaque pixel. `word` holds the bytes R, G, B, A in memory order.
  @inline(__always)
  static func labs(_ word: UInt32) -> (white: SIMD4<Float>, black: SIMD4<Float>) {
    let p = Pixel(word)
    if p.a == 255 {
      let lab = lab(linear[Int(p.r)], linear[Int(p.g)], linear[Int(p.b)])
      return (lab, lab)
    }
    let alpha = Float(p.a) / 255
    func over(_ c: UInt8, _ background: Float) -> Float {
      decode((Float(c) * alpha + background * (1 - alpha)) / 255)
    }
    return (
      lab(over(p.r, 255), over(p.g, 255), over(p.b, 255)),
      lab(over(p.r, 0), over(p.g, 0), over(p.b, 0))
    )
  }

  /// Euclidean distance of two (white, black) pairs: the larger of the two, at most 1.
  @inline(__always)
  static func distance(
    _ x: (white: SIMD4<Float>, black: SIMD4<Float>), _ y: (white: SIMD4<Float>, black: SIMD4<Float>)
  ) -> Float {
    let w = x.white - y.white, b = x.black - y.black
    return min(1, max((w * w).sum(), (b * b).sum()).squareRoot())
  }
}

/// The four bytes of a pixel word (R, G, B, A in memory order, whatever the machine's byte order).
struct Pixel {
  var r: UInt8, g: UInt8, b: UInt8, a: UInt8

  @inline(__always)
  init(_ word: UInt32) {
    let le = word.littleEndian
    r = UInt8(truncatingIfNeeded: le)
    g = UInt8(truncatingIfNeeded: le >> 8)
    b = UInt8(truncatingIfNeeded: le >> 16)
    a = UInt8(truncatingIfNeeded: le >> 24)
  }

  /// The word for these bytes in memory order.
  @inline(__always)
  static func word(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
    (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
  }

  /// Luma of the pixel over white, scaled by 255 × 256 (0...16 646 400): used only to order
  /// pixels from darker to brighter, so integer weights (77, 150, 29 of 256) are enough.
  @inline(__always)
  static func brightness(_ word: UInt32) -> Int32 {
    let p = Pixel(word)
    let luma = Int32(p.r) &* 77 &+ Int32(p.g) &* 150 &+ Int32(p.b) &* 29
    let a = Int32(p.a)
    return luma &* a &+ 65_280 &* (255 &- a)
  }

  /// The colour over white as 0...255 floats (for the anti-aliasing colour-line test).
  @inline(__always)
  static func overWhite(_ word: UInt32) -> SIMD4<Float> {
    let p = Pixel(word)
    let alpha = Float(p.a) / 255
    let rgb = SIMD4<Float>(Float(p.r), Float(p.g), Float(p.b), 0)
    return rgb * alpha + SIMD4<Float>(255, 255, 255, 0) * (1 - alpha)
  }
}

/// A small direct-mapped cache of OKLab values by pixel word, one per comparison.
///
/// Rendered UI has few distinct colours (flat fills, and the anti-aliasing ramps between
/// them), so nearly every lookup after the first few hundred hits, and the cube roots are paid
/// once per colour rather than once per differing pixel.
struct LabCache {
  static let bits = 12
  private let keys: UnsafeMutablePointer<UInt32>
  private let white: UnsafeMutablePointer<SIMD4<Float>>
  private let black: UnsafeMutablePointer<SIMD4<Float>>

  init() {
    let count = 1 << Self.bits
    keys = .allocate(capacity: count)
    white = .allocate(capacity: count)
    black = .allocate(capacity: count)
    // Every slot starts with key 0, so the slot that word 0 hashes to must hold word 0's
    // values; any other slot is never asked for word 0 and so never matches falsely.
    keys.initialize(repeating: 0, count: count)
    let zero = OKLab.labs(0)
    white.initialize(repeating: zero.white, count: count)
    black.initialize(repeating: zero.black, count: count)
  }

  func deallocate() {
    keys.deallocate()
    white.deallocate()
    black.deallocate()
  }

  @inline(__always)
  func labs(_ word: UInt32) -> (white: SIMD4<Float>, black: SIMD4<Float>) {
    let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> UInt32(32 - Self.bits))
    if keys[slot] == word { return (white[slot], black[slot]) }
    let value = OKLab.labs(word)
    keys[slot] = word
    white[slot] = value.white
    black[slot] = value.black
    return value
  }
}

extension PerceptualDiff {
  /// What happened to each pixel of the compared area, when anything differed.
  static let markAntialiased: UInt8 = 1
  static let markDiffering: UInt8 = 2

  /// A per-pixel mark for the compared (overlapping) area, `width` × `height`, row-major.
  final class Marks {
    let width: Int, height: Int
    let pointer: UnsafeMutablePointer<UInt8>

    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      pointer = .allocate(capacity: width * height)
      pointer.initialize(repeating: 0, count: width * height)
    }

    deinit { pointer.deallocate() }
  }

  /// One image's pixels as words, `stride` words per row.
  struct Words {
    let base: UnsafePointer<UInt32>
    let stride: Int

    @inline(__always)
    subscript(x: Int, y: Int) -> UInt32 { base[y &* stride &+ x] }
  }

  /// The pixel loop and its running totals.
  struct Scan {
    let expected: Words, actual: Words
    let width: Int, height: Int
    let threshold: Float
    let detectAntialiasing: Bool
    let cache = LabCache()
    var marks: Marks?
    var differing = 0, antialiased = 0
    var maxDistance: Float = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    /// Indices (y × width + x) of the differing pixels, for the density pass.
    var differingIndices: [Int32] = []

    init(expected: Words, actual: Words, width: Int, height: Int, options: DiffOptions) {
      self.expected = expected
      self.actual = actual
      self.width = width
      self.height = height
      threshold = Float(options.threshold)
      detectAntialiasing = options.detectAntialiasing
    }

    func release() { cache.deallocate() }

    mutating func run() {
      let rowBytes = width * 4
      for y in 0..<height {
        let e = expected.base + y * expected.stride, a = actual.base + y * actual.stride
        if memcmp(e, a, rowBytes) == 0 { continue }
        var x = 0
        while x < width {
          let ew = e[x], aw = a[x]
          if ew != aw { judge(x: x, y: y, ew, aw) }
          x += 1
        }
      }
    }

    @inline(__always)
    mutating func judge(x: Int, y: Int, _ ew: UInt32, _ aw: UInt32) {
      let distance = OKLab.distance(cache.labs(ew), cache.labs(aw))
      // Threshold 0 is exact: any change differs except between two fully transparent
      // pixels (the only different words whose colours are the same over any background).
      let equal =
        threshold > 0 ? distance <= threshold : (ew.littleEndian >> 24 == 0 && aw.littleEndian >> 24 == 0)
      if !equal && detectAntialiasing
        && (isAntialiased(expected, other: actual, x: x, y: y)
          || isAntialiased(actual, other: expected, x: x, y: y))
      {
        antialiased += 1
        mark(x: x, y: y, PerceptualDiff.markAntialiased)
        return
      }
      maxDistance = max(maxDistance, distance)
      if equal { return }
      differing += 1
      mark(x: x, y: y, PerceptualDiff.markDiffering)
      differingIndices.append(Int32(truncatingIfNeeded: y * width + x))
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }

    @inline(__always)
    mutating func mark(x: Int, y: Int, _ value: UInt8) {
      if marks == nil { marks = Marks(width: width, height: height) }
      marks!.pointer[y * width + x] = value
    }

    /// Whether pixel (x, y) of `image` looks like the anti-aliased edge of a shape, with the
    /// flat area beside it present in `other` too (see the type's documentation).
    func isAntialiased(_ image: Words, other: Words, x: Int, y: Int) -> Bool {
      let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
      let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
      let centre = Pixel.brightness(image[x, y])
      var same = 0
      var darkest: Int32 = 0, brightest: Int32 = 0
      var darkX = 0, darkY = 0, brightX = 0, brightY = 0
      for ny in y0...y1 {
        for nx in x0...x1 where nx != x || ny != y {
          let delta = Pixel.brightness(image[nx, ny]) &- centre
          if delta == 0 {
            same += 1
            if same > 2 { return false }  // inside a flat area, not on an edge
          } else if delta < darkest {
            darkest = delta
            darkX = nx
            darkY = ny
          } else if delta > brightest {
            brightest = delta
            brightX = nx
            brightY = ny
          }
        }
      }
      guard darkest < 0 && brightest > 0 else { return false }
      // The edge must still be there in the other image: its dark side darker than halfway
      // between the two, its bright side brighter. A shape that moved by less than half a
      // pixel keeps both sides; one that appeared or vanished does not, so its rim counts as
      // changed along with its inside instead of being excused.
      let middle = centre &+ (darkest &+ brightest) / 2
      guard Pixel.brightness(other[darkX, darkY]) < middle,
        Pixel.brightness(other[brightX, brightY]) > middle
      else { return false }
      let dark = image[darkX, darkY], bright = image[brightX, brightY]
      guard onColourLine(image[x, y], dark, bright), onColourLine(other[x, y], dark, bright) else {
        return false
      }
      return (isFlat(image, darkX, darkY) && isFlat(other, darkX, darkY))
        || (isFlat(image, brightX, brightY) && isFlat(other, brightX, brightY))
    }

    /// At least three of the pixel's neighbours are identical to it.
    @inline(__always)
    func isFlat(_ image: Words, _ x: Int, _ y: Int) -> Bool {
      let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
      let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
      let centre = image[x, y]
      var same = 0
      for ny in y0...y1 {
        for nx in x0...x1 where (nx != x || ny != y) && image[nx, ny] == centre {
          same += 1
          if same >= 3 { return true }
        }
      }
      return false
    }

    /// `colour` is a blend of `a` and `b` (over white), give or take rounding: its distance
    /// from the line through them is at most 6 of 255 in every channel.
    @inline(__always)
    func onColourLine(_ colour: UInt32, _ a: UInt32, _ b: UInt32) -> Bool {
      let c = Pixel.overWhite(colour), p = Pixel.overWhite(a), q = Pixel.overWhite(b)
      let direction = q - p
      let length = (direction * direction).sum()
      guard length > 0 else { return false }
      let t = ((c - p) * direction).sum() / length
      let off = c - (p + direction * t)
      let worst = max(abs(off.x), abs(off.y), abs(off.z))
      return worst <= 6
    }

    /// Differing pixels with two or more differing neighbours.
    func clustered() -> Int {
      guard let marks else { return 0 }
      let m = marks.pointer
      var count = 0
      for index in differingIndices {
        let i = Int(index), x = i % width, y = i / width
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        var neighbours = 0
        for ny in y0...y1 {
          for nx in x0...x1 where (nx != x || ny != y) && m[ny * width + nx] == PerceptualDiff.markDiffering {
            neighbours += 1
          }
        }
        if neighbours >= 2 { count += 1 }
      }
      return count
    }
  }
}

/// The pictures made from a comparison: the diff image and the side-by-side strip.
enum DiffImage {
  static let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
  static let yellow: (UInt8, UInt8, UInt8) = (255, 255, 0)
  static let magenta: (UInt8, UInt8, UInt8) = (255, 0, 255)
  static let separator: (UInt8, UInt8, UInt8) = (128, 128, 128)

  /// The hatch for pixels outside one of the images: 4-pixel diagonal stripes, magenta where
  /// `(x + y) / 4` is even, white where it is odd.
  static func hatch(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
    ((x + y) / 4) % 2 == 0 ? magenta : (255, 255, 255)
  }

  /// The expected pixel as grey at a quarter of its contrast against white:
  /// `255 − round((255 − grey) / 4)`, where grey is its luma composited over white.
  @inline(__always)
  static func faded(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
    let luma = (Int(r) * 77 + Int(g) * 150 + Int(b) * 29) >> 8
    let grey = 255 - ((255 - luma) * Int(a) + 127) / 255
    return UInt8(255 - (255 - grey + 2) / 4)
  }

  static func render(
    expected: RGBAImage, actual: RGBAImage, marks: PerceptualDiff.Marks?
  ) -> RGBAImage {
    let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
    let overlapWidth = min(expected.width, actual.width)
    let overlapHeight = min(expected.height, actual.height)
    let redWord = Pixel.word(red.0, red.1, red.2, 255)
    let yellowWord = Pixel.word(yellow.0, yellow.1, yellow.2, 255)
    let count = width * height * 4
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
      bytes.withMemoryRebound(to: UInt32.self) { out in
        expected.pixels.withUnsafeBufferPointer { source in
          source.withMemoryRebound(to: UInt32.self) { e in
            // Rendered UI is mostly runs of one colour: remember the last fade.
            var lastIn: UInt32 = 0
            var lastOut = fadedWord(0)
            for y in 0..<height {
              let row = out.baseAddress! + y * width
              guard y < overlapHeight else {
                for x in 0..<width { row[x] = hatchWord(x: x, y: y) }
                continue
              }
              let from = e.baseAddress! + y * expected.width
              for x in 0..<overlapWidth {
                let word = from[x]
                if word != lastIn {
                  lastIn = word
                  lastOut = fadedWord(word)
                }
                row[x] = lastOut
              }
              for x in overlapWidth..<width { row[x] = hatchWord(x: x, y: y) }
              // Marks are sparse: paint over the few marked pixels.
              if let marks {
                let m = marks.pointer + y * overlapWidth
                for x in 0..<overlapWidth where m[x] != 0 {
                  row[x] = m[x] == PerceptualDiff.markDiffering ? redWord : yellowWord
                }
              }
            }
          }
        }
      }
      initialized = count
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  @inline(__always)
  static func fadedWord(_ word: UInt32) -> UInt32 {
    let p = Pixel(word)
    let shade = faded(p.r, p.g, p.b, p.a)
    return Pixel.word(shade, shade, shade, 255)
  }

  @inline(__always)
  static func hatchWord(x: Int, y: Int) -> UInt32 {
    let c = hatch(x: x, y: y)
    return Pixel.word(c.0, c.1, c.2, 255)
  }
}
