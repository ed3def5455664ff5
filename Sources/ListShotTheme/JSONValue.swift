import Foundation
import ListShotCore

/// A parsed JSON value, converted once from Foundation's `Any` so the later stages can
/// switch over it instead of casting.
///
/// Object keys are kept in a dictionary: key order in a token file never matters.
enum JSONValue: Hashable, Sendable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// Converts what `JSONSerialization` returns. Booleans arrive as `NSNumber`s whose
  /// Objective-C type code is `c`, which is how they are told apart from 0 and 1.
  init(foundation value: Any) {
    switch value {
    case let dictionary as [String: Any]:
      self = .object(dictionary.mapValues(JSONValue.init(foundation:)))
    case let array as [Any]:
      self = .array(array.map(JSONValue.init(foundation:)))
    case let string as String:
      self = .string(string)
    case let number as NSNumber:
      self =
        String(cString: number.objCType) == "c"
        ? .bool(number.boolValue) : .number(number.doubleValue)
    default:
      self = .null
    }
  }

  var objectValue: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// Compact JSON with sorted keys, for quoting a value in an error message.
  var text: String {
    switch self {
    case .object(let members):
      let inner = members.keys.sorted().map { "\(JSONString.quoted($0)): \(members[$0]!.text)" }
      return "{" + inner.joined(separator: ", ") + "}"
    case .array(let items):
      return "[" + items.map(\.text).joined(separator: ", ") + "]"
    case .string(let string):
      return JSONString.quoted(string)
    case .number(let number):
      return JSONValue.format(number)
    case .bool(let flag):
      return flag ? "true" : "false"
    case .null:
      return "null"
    }
  }

  /// `16` for integral values, else the shortest text that reads back the same (`0.17`).
  static func format(_ number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
  }
}
