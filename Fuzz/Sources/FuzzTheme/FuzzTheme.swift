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
private let chains = directory.appendingPathComponent("chains")

/// Three kinds of input, chosen by the first byte: the bytes as a user theme file as they are
/// (below 0x80), a theme built from them (`ThemeBuilder`, below 0xC0): deep and branching alias
/// chains, cycles, huge and odd numbers, many tokens, deep nesting; or a set of theme files
/// that extend each other (`ExtendsBuilder`, from 0xC0): long chains past the depth limit,
/// branches, cycles, self-references, built-in bases, missing files, paths with `..`, names
/// that differ only in Unicode normalisation. Validation must return
/// its errors, never crash, hang or exhaust memory. `validate(file:)` bypasses the cache.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  if size > 0, data[0] >= 0xC0 {
    var input = FuzzInput(data + 1, size - 1)
    let start = ExtendsBuilder.build(&input, in: chains)
    do {
      _ = try loader.validate(file: start)
    } catch is ListShotError {
    } catch {
      fatalError("not a ListShotError: \(error)")
    }
    return 0
  }
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

/// Up to 400 theme files in a fresh folder, each extending others; returns the one to load.
enum ExtendsBuilder {
  static func build(_ input: inout FuzzInput, in folder: URL) -> URL {
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let count = input.int(1...400)
    let shape = input.int(0...3)
    // Half the files get a name with an accent, composed or decomposed: two files on Linux.
    func name(_ index: Int) -> String {
      switch index % 4 {
      case 1: return "caf\u{E9}\(index).tokens.json"
      case 3: return "cafe\u{301}\(index - 2).tokens.json"
      default: return "t\(index).tokens.json"
      }
    }
    for index in 0..<count {
      var parents: [String] = []
      let links = shape == 0 ? 1 : input.int(0...3)
      for _ in 0..<links {
        switch shape == 0 ? 0 : input.int(0...9) {
        case 0: parents.append(index + 1 < count ? name(index + 1) : "orange")  // one long chain
        case 1: parents.append(name(input.int(0...count)))  // random: cycles, missing files
        case 2: parents.append(name(index))  // itself
        case 3: parents.append(input.pick(["orange", "sosh", "core", "wireframe", "orange-compact", "nope"]))
        case 4: parents.append("../chains/" + name(input.int(0...count)))
        case 5: parents.append(folder.appendingPathComponent(name(input.int(0...count))).path)
        case 6: parents.append(input.pick(["", ".", "..", "/", "/dev/zero", "t0.tokens.json/"]))
        default: parents.append(name(min(count - 1, index + 1 + input.int(0...3))))
        }
      }
      let extends =
        parents.count == 1 && input.bool()
        ? "\"\(escape(parents[0]))\"" : "[" + parents.map { "\"\(escape($0))\"" }.joined(separator: ", ") + "]"
      let token =
        input.int(0...3) == 0
        ? ", \"fz\": {\"c\(index)\": {\"$type\": \"color\", \"$value\": \"\(input.pick(["#ff0000", "{fz.c0}", "#12"]))\"}}"
        : ""
      try? Data("{\"extends\": \(extends)\(token)}".utf8).write(to: folder.appendingPathComponent(name(index)))
    }
    return folder.appendingPathComponent(name(0))
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
