import ListShotCore
import ListShotPNG

/// Any bytes as a golden: info and decode must succeed or throw a ListShotError, and a decoded
/// image must have exactly width × height × 4 bytes. The pixel limit is lowered so that the
/// fuzzer's memory limit measures leaks, not legitimately large images.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    _ = try PNGDecoder.info(bytes, file: "fuzz.png")
    let image = try PNGDecoder.decode(bytes, file: "fuzz.png", maxPixels: 4_000_000)
    precondition(image.pixels.count == image.width * image.height * 4)
  } catch is ListShotError {
  } catch {
    fatalError("not a ListShotError: \(error)")
  }
  return 0
}
