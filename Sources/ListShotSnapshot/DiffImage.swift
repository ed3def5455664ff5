import ListShotPNG

extension PerceptualDiff {
  /// `expected | diff | actual` in one image, for review and CI artifacts: the three side by
  /// side, top-aligned, each followed by a 1-pixel grey (128, 128, 128) separator column; the
  /// area below a shorter image is white. Pixels are copied as they are (translucent pixels
  /// stay translucent). Encode it with `PNGEncoder.encode`.
  public static func sideBySide(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
    let panels = [expected, diff, actual]
    let width = panels.reduce(0) { $0 + $1.width } + 2
    let height = panels.map(\.height).max()!
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { out in
      var left = 0
      for (index, panel) in panels.enumerated() {
        panel.pixels.withUnsafeBufferPointer { source in
          for y in 0..<panel.height {
            let from = y * panel.width * 4, to = (y * width + left) * 4
            for i in 0..<panel.width * 4 { out[to + i] = source[from + i] }
          }
        }
        left += panel.width
        if index < 2 {
          for y in 0..<height {
            let o = (y * width + left) * 4
            out[o] = DiffImage.separator.0
            out[o + 1] = DiffImage.separator.1
            out[o + 2] = DiffImage.separator.2
            out[o + 3] = 255
          }
          left += 1
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// The side-by-side strip of `expected`, their diff and `actual`, encoded as PNG.
  public static func sideBySidePNG(
    expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions()
  ) -> [UInt8] {
    let diff = diffImage(expected: expected, actual: actual, options: options)
    return PNGEncoder.encode(sideBySide(expected: expected, diff: diff, actual: actual))
  }
}
