import FuzzDriver
import Foundation
import ListShotCore
import ListShotTheme

private let directory: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-fuzz-theme-\(getpid())")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()
private let loader = ThemeLoader()

/// Two kinds of input, chosen by the first byte: the bytes as a user theme file as they are
/// (below 0x80), or a theme built from them (`ThemeBuilder`): deep and branching alias
/// chains, cycles, huge and odd numbers, many tokens, deep nesting. Validation must return
/// its errors, never crash, hang or exhaust memory. `validate(file:)` bypasses the cache.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let file = directory.appendingPathComponent("fuzz.tokens.json")
  let contents: Data
  if size > 0, data[0] >= 0x80 {
    var input = FuzzInput(data + 1, size - 1)
    contents = Data(ThemeBuilder.build(&input).utf8)
  } else {
    contents = Data(bytes: data, count: size)
  }
  FileManager.default.createFile(atPath: file.path, contents: contents)
  do {
    _ = try loader.validate(file: file)
  } catch is ListShotError {
  } catch {
    fatalError("not a ListShotError: \(error)")
  }
  return 0
}

/// A theme file from fuzzer choices: JSON text, mostly valid, aimed at the alias resolver,
/// the number checks and the size limits.
enum ThemeBuilder {
  static func build(_ input: inout FuzzInput) -> String {
    var tokens: [String] = []
    let count = input.int(1...400)
    let chain = input.int(0...3)
    for index in 0..<count {
      let name = "t\(index)"
      let value: String
      switch chain {
      case 0 where index + 1 < count: value = "\"{fz.t\(index + 1)}\""  // one long chain
      case 1: value = "\"{fz.t\(input.int(0...count))}\""  // random links, cycles likely
      default:
        switch input.int(0...5) {
        case 0: value = input.numberText()
        case 1: value = "{\"value\": \(input.numberText()), \"unit\": \"\(input.pick(["px", "em", "", "pt"]))\"}"
        case 2: value = "\"{\(input.pick(["fz", "color", "raw.color", "font"])).\(input.text(6))}\""
        case 3: value = "\"#\(input.pick(["fff", "ffffff", "ffffffff", "12345", "gggggg"]))\""
        case 4: value = String(repeating: "[", count: input.int(0...80)) + "1" + String(repeating: "]", count: 0)
        default:
          value =
            "{\"fontFamily\": \"Inter\", \"fontSize\": \(input.numberText()), \"fontWeight\": \(input.numberText()), \"letterSpacing\": 0, \"lineHeight\": \(input.numberText())}"
        }
      }
      let type = input.pick(["dimension", "number", "color", "typography", "fontWeight", "fontFamily", "nonsense"])
      tokens.append("\"\(name)\": {\"$type\": \"\(type)\", \"$value\": \(value)}")
    }
    let extends = input.pick(["\"orange\"", "\"sosh\"", "\"core\"", "\"fuzz\"", "[\"orange\", \"wireframe\"]", "\"\""])
    let nesting = input.int(0...3) == 0 ? input.int(0...100) : 0
    let open = String(repeating: "{\"g\": ", count: nesting), close = String(repeating: "}", count: nesting)
    return "{\"extends\": \(extends), \"fz\": {\(tokens.joined(separator: ", "))}, \"deep\": \(open)1\(close)}"
  }
}
