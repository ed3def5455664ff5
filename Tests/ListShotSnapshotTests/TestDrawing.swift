import ListShotPNG

/// Tiny drawing helpers whose output is known exactly, so every expected count in the tests
/// follows from how the images are built.
enum Draw {
  typealias RGBA = (UInt8, UInt8, UInt8, UInt8)

  static let white: RGBA = (255, 255, 255, 255)
  static let black: RGBA = (0, 0, 0, 255)

  static func canvas(_ width: Int, _ height: Int, _ fill: RGBA = white) -> RGBAImage {
    RGBAImage(width: width, height: height, fill: fill)
  }

  static func fill(_ image: inout RGBAImage, x: Int, y: Int, width: Int, height: Int, _ colour: RGBA) {
    for row in y..<y + height {
      for column in x..<x + width { image.setPixel(x: column, y: row, colour) }
    }
  }

  /// A black disc on white, anti-aliased by coverage: each pixel is sampled on a 16 × 16 grid
  /// and gets grey `255 − round(255 × coverage)`. A shift of 0.25 px moves the disc by exactly
  /// four sample columns.
  static func disc(width: Int, height: Int, centreX: Double, centreY: Double, radius: Double)
    -> RGBAImage
  {
    var image = canvas(width, height)
    let samples = 16
    for y in 0..<height {
      for x in 0..<width {
        var inside = 0
        for sy in 0..<samples {
          for sx in 0..<samples {
            let px = Double(x) + (Double(sx) + 0.5) / Double(samples) - centreX
            let py = Double(y) + (Double(sy) + 0.5) / Double(samples) - centreY
            if px * px + py * py <= radius * radius { inside += 1 }
          }
        }
        let grey = UInt8(255 - (255 * Double(inside) / Double(samples * samples)).rounded())
        image.setPixel(x: x, y: y, (grey, grey, grey, 255))
      }
    }
    return image
  }

  /// Pixels whose bytes differ, counted directly (no perceptual judgement).
  static func changedPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
    precondition(a.width == b.width && a.height == b.height)
    var count = 0
    for y in 0..<a.height {
      for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
    }
    return count
  }
}
