import ListShotPNG
import ListShotSnapshot

/// Two images of arbitrary (small) sizes, pixels and options from the input: the diff must
/// count within bounds and draw a diff image of the larger width by the larger height.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size >= 6 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let w1 = Int(bytes[0] % 48), h1 = Int(bytes[1] % 48), w2 = Int(bytes[2] % 48), h2 = Int(bytes[3] % 48)
  let threshold = Double(bytes[4]) / 255
  let antialiasing = bytes[5] & 1 == 1
  let body = bytes[6...]
  func image(_ w: Int, _ h: Int, offset: Int) -> RGBAImage {
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    if !body.isEmpty {
      for i in pixels.indices { pixels[i] = body[body.startIndex + (i + offset) % body.count] }
    }
    return RGBAImage(width: w, height: h, pixels: pixels)
  }
  let expected = image(w1, h1, offset: 0), actual = image(w2, h2, offset: 7)
  guard let options = try? DiffOptions(threshold: threshold, detectAntialiasing: antialiasing) else { return 0 }
  let (result, diff) = PerceptualDiff.diff(expected: expected, actual: actual, options: options)
  precondition(diff.width == max(w1, w2) && diff.height == max(h1, h2))
  precondition(diff.pixels.count == diff.width * diff.height * 4)
  _ = result
  return 0
}
