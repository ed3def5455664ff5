import Foundation
import ListShotCore

/// The built-in named icons: Google's Material Icons font (Debian's
/// fonts-material-design-icons-iconfont), addressed by Material name (`favorite`) or by the
/// SF Symbol name an iOS developer would write (`heart`).
public struct IconSet: Sendable {
  /// The fontconfig family of the icon font.
  public let family: String
  private let codepoints: [String: UInt32]

  public init(family: String, codepoints: [String: UInt32]) {
    self.family = family
    self.codepoints = codepoints
  }

  /// The scss map shipped with the Debian package, which lists every name and code point.
  public static let materialCodepointsFile =
    "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"

  /// Loads the Material Icons name → code point map.
  public static func material(codepointsFile: String = materialCodepointsFile) throws -> IconSet {
    guard let text = try? String(contentsOfFile: codepointsFile, encoding: .utf8) else {
      throw ListShotError(
        .io, at: SourceLocation(file: codepointsFile),
        "cannot read the Material Icons code points",
        hint: "install fonts-material-design-icons-iconfont (make setup)")
    }
    var map: [String: UInt32] = [:]
    for line in text.split(separator: "\n") {
      // Lines look like:	"favorite": e87d,
      let parts = line.split(separator: "\"")
      guard parts.count == 3, let colon = parts[2].firstIndex(of: ":") else { continue }
      let hex = parts[2][parts[2].index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t,"))
      if let value = UInt32(hex, radix: 16) { map[String(parts[1])] = value }
    }
    guard !map.isEmpty else {
      throw ListShotError(.io, at: SourceLocation(file: codepointsFile), "no icon names found")
    }
    return IconSet(family: "Material Icons", codepoints: map)
  }

  /// SF Symbol names mapped to their closest Material icon.
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
    "folder": "folder_open", "folder.fill": "folder", "doc": "description",
    "square.and.arrow.up": "ios_share", "figure.handball": "sports_handball",
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
      expected: "a Material Icons name (e.g. favorite, settings) or an SF Symbol alias (\(Self.symbolAliases.keys.sorted().prefix(6).joined(separator: ", ")), …)",
      hint: hint)
  }
}
