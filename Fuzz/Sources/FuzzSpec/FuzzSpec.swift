import ListShotCore
import ListShotSpec

/// Any bytes as a spec: the reader must return a document or throw a ListShotError.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    _ = try SpecReader.parse(text, file: "fuzz.yaml", directory: "/nonexistent")
  } catch is ListShotError {
  } catch {
    fatalError("not a ListShotError: \(error)")
  }
  return 0
}
