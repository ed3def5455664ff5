import Foundation
import ListShotCore

/// One `Contents.json` of an asset catalogue, parsed with Foundation's `JSONSerialization`,
/// walked with the key path of every value so that an error names the file, the key path
/// (`colors[1].color.components.red`) and what was expected.
struct AssetJSON {
  /// The `Contents.json` file, as errors name it.
  let file: String
  /// Where this value is, from the top of the file (empty at the top).
  let path: String
  let value: Any

  /// Parses `bytes` (already read within `Limits.maxAssetContentsBytes`).
  static func parse(_ bytes: [UInt8], file: String) throws -> AssetJSON {
    do {
      let value = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      return AssetJSON(file: file, path: "", value: value)
    } catch {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file), "the file is not valid JSON",
        expected: "an asset catalogue's Contents.json as Xcode writes it")
    }
  }

  func error(_ message: String, expected: String? = nil) -> ListShotError {
    ListShotError(
      .badInput, at: SourceLocation(file: file, path: path.isEmpty ? nil : path), message, expected: expected)
  }

  private func child(_ key: String, _ value: Any) -> AssetJSON {
    AssetJSON(file: file, path: path.isEmpty ? key : "\(path).\(key)", value: value)
  }

  /// What a value is, for "found …" in errors.
  private var kind: String {
    switch value {
    case is String: return "a string"
    case is [Any]: return "an array"
    case is [String: Any]: return "an object"
    case is NSNull: return "null"
    case _ where isBoolean: return "a boolean"
    case is NSNumber: return "a number"
    default: return "\(type(of: value))"
    }
  }

  /// The value under `key` of this object, nil when absent (or null).
  func optional(_ key: String) throws -> AssetJSON? {
    guard let object = value as? [String: Any] else {
      throw error("expected an object, found \(kind)", expected: "an object with '\(key)'")
    }
    guard let found = object[key], !(found is NSNull) else { return nil }
    return child(key, found)
  }

  func required(_ key: String, expected: String) throws -> AssetJSON {
    guard let found = try optional(key) else { throw error("missing key '\(key)'", expected: expected) }
    return found
  }

  /// The elements of this array, at most `Limits.maxAssetSetEntries`.
  func array() throws -> [AssetJSON] {
    guard let items = value as? [Any] else { throw error("expected an array, found \(kind)", expected: "an array") }
    guard items.count <= Limits.maxAssetSetEntries else {
      throw error(
        "the array has \(items.count) entries; the limit is \(Limits.maxAssetSetEntries)",
        expected: "one entry per idiom, appearance and scale")
    }
    return items.enumerated().map { AssetJSON(file: file, path: "\(path)[\($0.offset)]", value: $0.element) }
  }

  func string(expected: String) throws -> String {
    guard let text = value as? String else { throw error("expected a string, found \(kind)", expected: expected) }
    return text
  }

  /// A string or a number, as its text (Xcode writes components as strings; hand-written
  /// files use numbers).
  func numberText(expected: String) throws -> String {
    if let text = value as? String { return text }
    if let number = value as? NSNumber, !isBoolean { return number.stringValue }
    throw error("expected a number or a string, found \(kind)", expected: expected)
  }

  /// JSON's true and false: on Linux `is Bool` holds for every NSNumber 0 or 1, so the kind
  /// is told by the number's type code ("c", as Foundation stores booleans).
  private var isBoolean: Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }

  func bool() throws -> Bool {
    guard isBoolean, let flag = value as? Bool else {
      throw error("expected true or false, found \(kind)", expected: "a boolean")
    }
    return flag
  }
}
