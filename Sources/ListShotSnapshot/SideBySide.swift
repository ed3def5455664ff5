import ListShotPNG

/// Puts images next to each other, top-aligned, separated by a 2-pixel magenta rule, on a
/// white canvas as tall as the tallest: expected | diff | actual in one file.
public enum SideBySide {
  public static func compose(_ images: [RGBAImage]) -> RGBAImage {
    let gap = 2
    let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
    let height = images.map(\.height).max() ?? 0
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    var x0 = 0
    for (index, image) in images.enumerated() {
      for y in 0..<image.height {
        let source = y * image.width * 4, target = (y * width + x0) * 4
        pixels.replaceSubrange(target..<target + image.width * 4, with: image.pixels[source..<source + image.width * 4])
      }
      x0 += image.width
      if index < images.count - 1 {
        for y in 0..<height {
          for x in x0..<x0 + gap {
            let o = (y * width + x) * 4
            pixels[o] = 255; pixels[o + 1] = 0; pixels[o + 2] = 255; pixels[o + 3] = 255
          }
        }
        x0 += gap
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
