import Foundation
import ListShotCore
import ListShotFiles

/// The line and column of a token in a theme file, for errors the theme stages name by token
/// path only (an unknown alias, a bad value): the live page shows file:line:col for them too.
///
/// A small scan of the JSON text that tracks the key path of every object member; it needs
/// the file to be valid JSON, which it is when the error is about a token's meaning.
enum TokenPosition {
  /// `error` with the line and column of its token path filled in, when the file is a
  /// regular file under the size limit and the path is found in it.
  static func located(_ error: ListShotError) -> ListShotError {
    guard var location = error.location, location.line == nil, let path = location.path, !path.isEmpty,
      InputFile.isRegular(location.file),
      let data = FileManager.default.contents(atPath: location.file), data.count <= 16 << 20,
      let (line, column) = find(path.split(separator: ".").map(String.init), in: Array(data))
    else { return error }
    location.line = line
    location.column = column
    var located = error
    located.location = location
    return located
  }

  /// 1-based line and column (in bytes) of the key that ends `path`; members inside arrays
  /// have no token path and never match.
  static func find(_ path: [String], in bytes: [UInt8]) -> (Int, Int)? {
    // The open containers: whether each is an object, and the member key it is the value of.
    var stack: [(isObject: Bool, key: String?)] = []
    var expectKey = false
    var pending: (key: String, column: Int)?
    var memberKey: String?
    var line = 1, lineStart = 0, index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = index + 1
      case UInt8(ascii: "\""):
        let column = index - lineStart + 1
        var text: [UInt8] = []
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          if index < bytes.count { text.append(bytes[index]) }
          index += 1
        }
        if expectKey { pending = (String(decoding: text, as: UTF8.self), column) }
      case UInt8(ascii: ":"):
        guard let (key, column) = pending else { break }
        pending = nil
        expectKey = false
        memberKey = key
        let keys = stack.dropFirst().map(\.key)
        if keys.allSatisfy({ $0 != nil }), keys.compactMap({ $0 }) + [key] == path { return (line, column) }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[index] == UInt8(ascii: "{")
        stack.append((isObject, stack.last?.isObject == true ? memberKey : nil))
        expectKey = isObject
        memberKey = nil
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if !stack.isEmpty { stack.removeLast() }
        expectKey = false
      case UInt8(ascii: ","):
        expectKey = stack.last?.isObject == true
      default: break
      }
      index += 1
    }
    return nil
  }
}
