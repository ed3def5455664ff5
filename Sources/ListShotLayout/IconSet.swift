import Foundation
import ListShotCore
import ListShotResources

/// The built-in named icons: Google's Material Icons font (shipped in `ListShotResources`),
/// addressed by Material name (`favorite`) or by the
/// SF Symbol name an iOS developer would write (`heart`).
public struct IconSet: Sendable {
  /// The fontconfig family of the icon font.
  public let family: String
  private let codepoints: [String: UInt32]

  public init(family: String, codepoints: [String: UInt32]) {
    self.family = family
    self.codepoints = codepoints
  }

  /// The Material Icons name → code point map shipped in the resources (the icon font's
  /// scss map, which lists every name and code point).
  public static func material() throws -> IconSet {
    guard let file = try ListShotResources.manifest().files(.iconMap).first else {
      throw ListShotResources.incomplete(ListShotResources.directory.path, "the manifest lists no icon map")
    }
    return try material(codepointsFile: ListShotResources.url(of: file).path)
  }

  /// Loads a Material Icons name → code point map in the scss form.
  public static func material(codepointsFile: String) throws -> IconSet {
    guard let text = try? String(contentsOfFile: codepointsFile, encoding: .utf8) else {
      throw ListShotResources.incomplete(codepointsFile, "cannot read the Material Icons code points")
    }
    var map: [String: UInt32] = [:]
    map.reserveCapacity(2_400)
    // Lines look like:	"favorite": e87d,   (scanned as bytes: this runs at every start)
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
        while k < n, let digit = Self.hexValue(bytes[k]), digits < 8 {
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
    guard !map.isEmpty else {
      throw ListShotError(.io, at: SourceLocation(file: codepointsFile), "no icon names found")
    }
    return IconSet(family: "Material Icons", codepoints: map)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// SF Symbol names mapped to their closest Material icon. Every symbol the seed documents
  /// use is here (`heart`, `person.circle`, `person.circle.fill`, `star.fill`, `doc`,
  /// `figure.handball`), with the common ones around them.
  public static let symbolAliases: [String: String] = [
    "heart": "favorite_border", "heart.fill": "favorite", "star": "star_border",
    "star.fill": "star", "person": "person_outline", "person.fill": "person",
    "gear": "settings", "gearshape": "settings", "bell": "notifications_none",
    "bell.fill": "notifications", "house": "home", "house.fill": "home",
    "magnifyingglass": "search", "trash": "delete_outline", "trash.fill": "delete",
    "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone",
    "photo": "image", "info.circle": "info_outline", "exclamationmark.circle": "error_outline",
    "lock": "lock_outline", "lock.fill": "lock", "globe": "language", "wifi": "wifi",
    "calendar": "calendar_today", "clock": "schedule", "cart": "shopping_cart",
    "folder": "folder_open", "folder.fill": "folder", "doc": "insert_drive_file",
    "doc.fill": "insert_drive_file", "doc.text": "description", "doc.text.fill": "description",
    "square.and.arrow.up": "ios_share", "figure.handball": "sports_handball",
    "person.circle": "account_circle", "person.circle.fill": "account_circle",
    "person.2": "people_outline", "person.2.fill": "people", "tray": "inbox", "tray.fill": "inbox",
    "info.circle.fill": "info", "paintpalette": "palette", "paintpalette.fill": "palette",
    "atom": "science", "plus": "add", "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz",
    "pencil": "edit", "square.and.pencil": "edit_note", "gearshape.fill": "settings",
    "chevron.backward": "arrow_back_ios", "xmark": "close", "checkmark": "check",
    "list.bullet": "format_list_bulleted", "square.grid.2x2": "grid_view",
  ]

  /// All names accepted: Material names and SF Symbol aliases.
  public var names: [String] { Array(codepoints.keys) + Self.symbolAliases.keys }

  /// The character to draw for `name`, or nil when the name is unknown.
  public func character(for name: String) -> String? {
    let material = Self.symbolAliases[name] ?? name
    guard let value = codepoints[material], let scalar = Unicode.Scalar(value) else { return nil }
    return String(Character(scalar))
  }

  /// The error for an unknown name, with the closest known one.
  public func unknownNameError(_ name: String, at location: SourceLocation?) -> ListShotError {
    let hint = closestMatch(to: name, in: names).map { "did you mean '\($0)'?" }
    return ListShotError(
      .badInput, at: location, "unknown icon '\(name)'",
      expected:
        "a Material Icons name (e.g. favorite, settings) or an SF Symbol alias (\(Self.symbolAliases.keys.sorted().prefix(6).joined(separator: ", ")), …)",
      hint: hint)
  }
}
