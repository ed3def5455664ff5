/// The iOS a picture is of: the platform's own look (list metrics, controls, bars), drawn under
/// the brand theme.
///
/// `ios26` is iOS 26 ("Liquid Glass": 16 pt card insets, 51 pt rows at Medium, rounder cards,
/// headers as written, pill-thumbed switches); `ios18` is iOS 17 and 18, which draw lists alike.
/// Each look is a token file (`Themes/look-<name>.tokens.json`) laid under the theme the way
/// `extends` lays a parent; see docs/looks.md.
public enum Look: String, Hashable, Sendable, Codable, CaseIterable {
  case ios26, ios18

  /// The look of a variant that names none.
  public static let `default` = Look.ios26

  /// The look every golden recorded before looks existed was drawn in: its file names have no
  /// look part (`RenderVariant.fileStem`).
  public static let unnamed = Look.ios18

  /// Accepts `ios26`, `ios18`, and `ios17` (drawn as iOS 18, whose lists are the same),
  /// case-insensitively.
  public init?(name: String) {
    switch name.lowercased() {
    case "ios26": self = .ios26
    case "ios18", "ios17": self = .ios18
    default: return nil
    }
  }

  /// The names the command line and specs accept, for error messages.
  public static let names = ["ios26", "ios18", "ios17 (drawn as ios18)"]

  /// The part a file stem ends with: none for `unnamed`, `-<look>` for the others.
  public var fileStemSuffix: String { self == Self.unnamed ? "" : "-\(rawValue)" }
}
