import Foundation
import ListShotCore
import ListShotTheme

private let directory: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-fuzz-theme-\(getpid())")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()
private let loader = ThemeLoader()

/// Any bytes as a user theme file (which may `extends` a built-in one): validation must
/// return its errors, never crash. `validate(file:)` bypasses the theme cache.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let file = directory.appendingPathComponent("fuzz.tokens.json")
  FileManager.default.createFile(atPath: file.path, contents: Data(bytes: data, count: size))
  do {
    _ = try loader.validate(file: file)
  } catch is ListShotError {
  } catch {
    fatalError("not a ListShotError: \(error)")
  }
  return 0
}
