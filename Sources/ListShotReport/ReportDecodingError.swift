import Foundation

/// What is wrong with a `report.json` that does not decode, said so that it can be fixed:
/// the key path and the value, not Foundation's "not valid JSON" for a file that is valid JSON
/// holding a number its field cannot take (a count of 1e30).
enum ReportDecodingError {
  static func describe(_ error: Error, bytes: [UInt8]) -> String {
    guard let json = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
      return "not valid JSON"
    }
    if let (path, number) = firstUnrepresentableNumber(json, path: "") {
      return "\(path.isEmpty ? "the top level" : path) is \(number), a number out of range for a count or a size"
    }
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .typeMismatch(let type, let context): return "\(path(context)): expected \(name(type))"
    case .valueNotFound(let type, let context): return "\(path(context)): expected \(name(type)), found null"
    case .keyNotFound(let key, let context):
      return "\(path(context, appending: key.stringValue)): the key is missing"
    case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }

  private static func path(_ context: DecodingError.Context, appending key: String? = nil) -> String {
    let keys =
      context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" } + (key.map { [".\($0)"] } ?? [])
    let text = keys.joined()
    return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the top level" : text)
  }

  private static func name(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type, is Int64.Type, is UInt64.Type: return "a whole number"
    case is Double.Type: return "a number"
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    default: return "\(type)"
    }
  }

  /// The first number (depth first, keys sorted) that no integer field can hold exactly.
  private static func firstUnrepresentableNumber(_ value: Any, path: String) -> (String, String)? {
    switch value {
    case let dictionary as [String: Any]:
      for key in dictionary.keys.sorted() {
        if let found = firstUnrepresentableNumber(dictionary[key]!, path: path.isEmpty ? key : "\(path).\(key)") {
          return found
        }
      }
    case let array as [Any]:
      for (index, element) in array.enumerated() {
        if let found = firstUnrepresentableNumber(element, path: "\(path)[\(index)]") { return found }
      }
    case let number as NSNumber:
      let double = number.doubleValue
      if !double.isFinite || abs(double) > 9_007_199_254_740_992 { return (path, number.description) }
    default: break
    }
    return nil
  }
}
