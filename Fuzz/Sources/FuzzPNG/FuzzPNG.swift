import ListShotCore
import ListShotPNG

/// Any bytes as a golden: info and decode must succeed or throw a ListShotError, and a decoded
/// image must have exactly width × height × 4 bytes. The pixel limit is lowered so that the
/// fuzzer's memory limit measures leaks, not legitimately large images.
///
/// The same bytes also feed the encoder: read as RGBA pixels (the first byte picks the width),
/// and as the decoded image when there is one, they must come back unchanged through
/// ListShot's own deflate and the decoder.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    _ = try PNGDecoder.info(bytes, file: "fuzz.png")
    let image = try PNGDecoder.decode(bytes, file: "fuzz.png", maxPixels: 4_000_000)
    precondition(image.pixels.count == image.width * image.height * 4)
    if image.width * image.height <= 1 << 20 { roundTrip(image) }
  } catch is ListShotError {
  } catch {
    fatalError("not a ListShotError: \(error)")
  }
  if size >= 5 {
    let width = Int(bytes[0]) % 64 + 1, pixels = (size - 1) / 4
    if pixels >= width {
      let height = pixels / width
      var rgba = Array(bytes[1..<(1 + width * height * 4)])
      // Alpha forced to 255 in half the inputs, so the RGB path is reached too.
      if bytes[0] & 0x80 != 0 { for i in stride(from: 3, to: rgba.count, by: 4) { rgba[i] = 255 } }
      roundTrip(RGBAImage(width: width, height: height, pixels: rgba))
    }
  }
  return 0
}

private func roundTrip(_ image: RGBAImage) {
  let png = PNGEncoder.encode(image, compression: .scanline)
  guard let back = try? PNGDecoder.decode(png, file: "round-trip.png") else {
    fatalError("ListShot cannot read its own PNG of a \(image.width)×\(image.height) image")
  }
  precondition(back == image, "round trip changed a \(image.width)×\(image.height) image")
}
