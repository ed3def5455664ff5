import CJansson
import Foundation
import ListShotCore

/// Parses a token file's bytes with jansson (Debian's libjansson), a strict RFC 8259 parser
/// that reports the line and column of a syntax error itself, rejects duplicate keys, reads
/// surrogate pairs and refuses numbers a double cannot hold.
///
/// The tree is converted into `JSONValue` with a depth limit (`Limits.maxThemeDepth`);
/// jansson bounds its own nesting (2048 levels) while parsing.
enum JSONParser {
  static func parse(_ bytes: [UInt8], file: String) throws -> [String: JSONValue] {
    var error = json_error_t()
    let flags = JSON_REJECT_DUPLICATES | JSON_DECODE_INT_AS_REAL
    let root = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
        json_loadb($0, buffer.count, Int(flags), &error)
      }
    }
    guard let root else { throw syntaxError(error, file: file) }
    defer { json_delete(root) }  // the only reference: what json_decref would do
    guard root.pointee.type == JSON_OBJECT, case .object(let members) = try value(root, depth: 0, file: file) else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file, line: 1, column: 1),
        "a token file must hold one JSON object", expected: "{ ... } at the top level")
    }
    return members
  }

  static func parse(_ data: Data, file: String) throws -> [String: JSONValue] {
    try parse([UInt8](data), file: file)
  }

  private static func value(_ node: UnsafeMutablePointer<json_t>, depth: Int, file: String) throws -> JSONValue {
    guard depth < Limits.maxThemeDepth else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file), "the theme nests deeper than \(Limits.maxThemeDepth) levels")
    }
    switch node.pointee.type {
    case JSON_OBJECT:
      var members: [String: JSONValue] = [:]
      var iterator = json_object_iter(node)
      while let current = iterator {
        let key = String(
          decoding: UnsafeRawBufferPointer(
            start: json_object_iter_key(current), count: json_object_iter_key_len(current)),
          as: UTF8.self)
        members[key] = try value(json_object_iter_value(current), depth: depth + 1, file: file)
        iterator = json_object_iter_next(node, current)
      }
      return .object(members)
    case JSON_ARRAY:
      return .array(
        try (0..<json_array_size(node)).map { try value(json_array_get(node, $0), depth: depth + 1, file: file) })
    case JSON_STRING:
      return .string(
        String(
          decoding: UnsafeRawBufferPointer(start: json_string_value(node), count: json_string_length(node)),
          as: UTF8.self))
    case JSON_REAL: return .number(json_real_value(node))
    case JSON_INTEGER: return .number(Double(json_integer_value(node)))
    case JSON_TRUE: return .bool(true)
    case JSON_FALSE: return .bool(false)
    default: return .null
    }
  }

  private static func syntaxError(_ error: json_error_t, file: String) -> ListShotError {
    var text = withUnsafeBytes(of: error.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    if text.isEmpty { text = "unreadable" }
    var location = SourceLocation(file: file)
    if error.line > 0 {
      location.line = Int(error.line)
      location.column = max(Int(error.column), 1)
    }
    return ListShotError(.badInput, at: location, "invalid JSON: \(text)")
  }
}
