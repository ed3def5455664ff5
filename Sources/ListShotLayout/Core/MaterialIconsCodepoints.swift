import Foundation
import ListShotCore
import ListShotResources

/// The Material Icons font's name → code point map, in its scss form
/// (`"favorite": e87d,`), scanned as bytes: it is parsed at every start.
enum MaterialIconsCodepoints {
  static func parse(_ source: IconSet.Source) throws -> [String: UInt32] {
    let (path, text) = source
    var map: [String: UInt32] = [:]
    map.reserveCapacity(2_400)
    var utf8 = text
    utf8.withUTF8 { bytes in
      var i = 0
      let n = bytes.count
      while i < n {
        guard bytes[i] == UInt8(ascii: "\"") else { i += 1; continue }
        let nameStart = i + 1
        var j = nameStart
        while j < n, bytes[j] != UInt8(ascii: "\""), bytes[j] != UInt8(ascii: "\n") { j += 1 }
        guard j < n, bytes[j] == UInt8(ascii: "\"") else { i = j; continue }
        var k = j + 1
        guard k < n, bytes[k] == UInt8(ascii: ":") else { i = j + 1; continue }
        k += 1
        while k < n, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
        var value: UInt32 = 0, digits = 0
        while k < n, let digit = hexValue(bytes[k]), digits < 8 {
          value = value << 4 | digit
          digits += 1
          k += 1
        }
        if digits > 0 {
          map[String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<j]), as: UTF8.self)] = value
        }
        i = k
      }
    }
    guard !map.isEmpty else { throw ListShotError(.io, at: SourceLocation(file: path), "no icon names found") }
    return map
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
