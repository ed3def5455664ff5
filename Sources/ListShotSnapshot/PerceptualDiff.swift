import Foundation
import ListShotCore
import ListShotPNG

/// Compares two images the way a person would look at them: colour changes are measured in a
/// perceptual space, anti-aliasing of edges that moved by a fraction of a pixel is set apart,
/// and the result says how much changed, where, and whether it is one dense change or
/// scattered noise.
///
/// How a pixel is judged:
/// 1. Both images are compared a row at a time with `memcmp`, then word by word (one 32-bit
///    word per pixel) in the rows that differ: identical images cost one pass over the bytes,
///    with no colour work and no allocation. Only pixels whose words differ go on.
/// 2. Their colour distance is ΔE in OKLab (see `OKLab`: alpha composited over white and over
///    black, 1.0 = black against white). Up to `threshold` the pixels count as equal.
/// 3. With `detectAntialiasing`, a pixel that differs is anti-aliasing when, in either image,
///    it sits on an edge: it has a darker and a brighter neighbour, at most two neighbours as
///    bright as itself, and its darkest or its brightest neighbour lies inside a flat area (at
///    least three identical neighbours) in both images (the idea of pixelmatch, after
///    Vysniauskas 2009). ListShot adds two tests of its own, so that fewer real changes are
///    excused:
///    - the edge is still there in the other image: the darkest neighbour is still darker, and
///      the brightest still brighter, than halfway between them. A shape moved by a fraction
///      of a pixel keeps both sides of its edges; a shape (or a word) that appeared or
///      vanished does not, so its rim is red along with its inside, not yellow;
///    - the pixel's colour in *both* images lies on the colour line through that darkest and
///      brightest neighbour (within 6 of 255 per channel), as coverage blending always gives.
///      So a grey hairline that turns blue between a dark and a light area is a real change.
///    What remains excusable: a hairline between a dark and a light area that changes to
///    another shade on the same line looks exactly like anti-aliasing.
/// 4. Everything else differs: it is counted, bounds the change's box, and is red in the diff.
public enum PerceptualDiff {
  /// Compares `actual` with `expected` (the golden).
  public static func compare(
    expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions()
  ) -> DiffResult {
    run(expected: expected, actual: actual, options: options).result
  }

  /// The comparison and its diff image (see `diffImage`), computed in one pass.
  public static func diff(
    expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions()
  ) -> (result: DiffResult, image: RGBAImage) {
    let (result, marks) = run(expected: expected, actual: actual, options: options)
    return (result, DiffImage.render(expected: expected, actual: actual, marks: marks))
  }

  /// The diff image: `expected` faded to grey at 25 % contrast over white, differing pixels in
  /// red, anti-aliasing pixels in yellow. When the sizes differ the canvas is the larger width
  /// by the larger height; the overlap is drawn as above and the area outside either image is
  /// hatched in magenta and white.
  public static func diffImage(
    expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions()
  ) -> RGBAImage {
    diff(expected: expected, actual: actual, options: options).image
  }

  /// The perceptual distance between two colours, 0...1 (see `OKLab`).
  public static func distance(_ a: Color, _ b: Color) -> Double {
    let x = Pixel.word(a.red, a.green, a.blue, a.alpha)
    let y = Pixel.word(b.red, b.green, b.blue, b.alpha)
    return Double(OKLab.distance(OKLab.labs(x), OKLab.labs(y)))
  }

  // MARK: - The comparison

  static func run(
    expected: RGBAImage, actual: RGBAImage, options: DiffOptions
  ) -> (result: DiffResult, marks: Marks?) {
    actual.pixels.withUnsafeBufferPointer { a in
      run(
        expected: expected,
        actual: RGBAView(base: a.baseAddress, width: actual.width, height: actual.height, stride: actual.width * 4),
        options: options)
    }
  }

  /// The comparison against straight RGBA rows in memory the caller holds (a render
  /// converted in place: see `ARGBPixels.convertToStraightRGBAInPlace`).
  static func run(
    expected: RGBAImage, actual: RGBAView, options: DiffOptions
  ) -> (result: DiffResult, marks: Marks?) {
    let width = min(expected.width, actual.width), height = min(expected.height, actual.height)
    var result = DiffResult(
      expectedWidth: expected.width, expectedHeight: expected.height,
      actualWidth: actual.width, actualHeight: actual.height,
      totalPixels: width * height, options: options)
    if width == 0 || height == 0 { return (result, nil) }
    var marks: Marks?
    expected.pixels.withUnsafeBufferPointer { e in
      e.withMemoryRebound(to: UInt32.self) { ew in
        var scan = Scan(
          expected: Words(base: ew.baseAddress!, stride: expected.width),
          actual: actual.words, width: width, height: height, options: options)
        scan.run()
        result.differingPixels = scan.differing
        result.antialiasedPixels = scan.antialiased
        result.maxDistance = Double(scan.maxDistance)
        if scan.differing > 0 {
          result.boundingBox = PixelRect(
            x: scan.minX, y: scan.minY, width: scan.maxX - scan.minX + 1,
            height: scan.maxY - scan.minY + 1)
          result.clusteredPixels = scan.clustered()
        }
        marks = scan.marks
        scan.release()
      }
    }
    return (result, marks)
  }
}

/// Straight RGBA8 rows in memory someone else owns, `stride` bytes apart (a multiple of 4).
struct RGBAView {
  let base: UnsafePointer<UInt8>?
  let width: Int, height: Int, stride: Int

  var words: PerceptualDiff.Words {
    PerceptualDiff.Words(base: UnsafeRawPointer(base!).assumingMemoryBound(to: UInt32.self), stride: stride / 4)
  }

  /// The word of pixel (x, y), bytes R, G, B, A in memory order.
  @inline(__always)
  subscript(x: Int, y: Int) -> UInt32 { words[x, y] }

  /// The rows from `rect` as PNG.
  func png(_ rect: PixelRect? = nil) -> [UInt8] {
    let r = rect ?? PixelRect(x: 0, y: 0, width: width, height: height)
    return PNGEncoder.encode(rgba: base! + r.y * stride + r.x * 4, width: r.width, height: r.height, stride: stride)
  }

  /// A copy as an image.
  func image() -> RGBAImage {
    let rowBytes = width * 4
    let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, initialized in
      for y in 0..<height { (out.baseAddress! + y * rowBytes).update(from: base! + y * stride, count: rowBytes) }
      initialized = rowBytes * height
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
