import Foundation
import ListShotCore

/// Parses a token file's bytes with `JSONSerialization`, turning a syntax error into a
/// `ListShotError` that names the file and, when Foundation reports where it stopped, the
/// line and column.
enum JSONParser {
  static func parse(_ data: Data, file: String) throws -> [String: JSONValue] {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      throw syntaxError(error as NSError, data: data, file: file)
    }
    guard case .object(let members) = JSONValue(foundation: object) else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file, line: 1, column: 1),
        "a token file must hold one JSON object", expected: "{ ... } at the top level")
    }
    return members
  }

  private static func syntaxError(_ error: NSError, data: Data, file: String) -> ListShotError {
    let detail =
      (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
    var location = SourceLocation(file: file)
    if let offset = byteOffset(in: error, detail: detail) ?? endOffset(detail, data) {
      let (line, column) = lineAndColumn(of: min(offset, data.count), in: data)
      location.line = line
      location.column = column
    } else if let (line, column) = reportedLineAndColumn(detail) {
      location.line = line
      location.column = column
    }
    return ListShotError(.badInput, at: location, "invalid JSON: \(cleaned(detail))")
  }

  /// Foundation on Linux says "… around character N." (a 0-based byte offset); Darwin also
  /// puts the offset in the user info.
  private static func byteOffset(in error: NSError, detail: String) -> Int? {
    if let index = error.userInfo["NSJSONSerializationErrorIndex"] as? Int { return index }
    guard let range = detail.range(of: "around character ") else { return nil }
    return Int(detail[range.upperBound...].prefix { $0.isNumber })
  }

  private static func endOffset(_ detail: String, _ data: Data) -> Int? {
    detail.lowercased().contains("end of file") ? data.count : nil
  }

  private static func reportedLineAndColumn(_ detail: String) -> (Int, Int)? {
    guard let lineRange = detail.range(of: "line "), let columnRange = detail.range(of: "column ")
    else { return nil }
    guard let line = Int(detail[lineRange.upperBound...].prefix { $0.isNumber }),
      let column = Int(detail[columnRange.upperBound...].prefix { $0.isNumber })
    else { return nil }
    return (line, column)
  }

  /// 1-based line and column (in characters) of a byte offset.
  static func lineAndColumn(of offset: Int, in data: Data) -> (Int, Int) {
    let bytes = [UInt8](data.prefix(offset))
    let lineStart = (bytes.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
    let line = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = String(decoding: bytes[lineStart...], as: UTF8.self).count + 1
    return (line, column)
  }

  /// "Invalid value around character 25." → "invalid value".
  private static func cleaned(_ detail: String) -> String {
    var text = detail
    if let range = text.range(of: " around ") { text = String(text[..<range.lowerBound]) }
    while text.hasSuffix(".") { text.removeLast() }
    guard let first = text.first else { return "unreadable" }
    return first.lowercased() + text.dropFirst()
  }
}
