import ListShotCore

/// The drawing of a theme's error icon (OUDS `alert/important-fill`): each brand has its own.
/// A theme names it in `$extensions["com.listshot"]["shape"]` of `listItem.sizeErrorIcon`;
/// without one it is the disc.
public enum ErrorIconShape: String, Sendable, Equatable, CaseIterable {
  /// A filled disc with the exclamation mark knocked out (Orange, Orange Compact, Sosh).
  case disc
  /// An outlined octagon with the exclamation mark inside (Wireframe).
  case octagon

  static let path = "listItem.sizeErrorIcon"

  /// The shape the theme's tokens name, noting a name that is not a shape.
  static func read(from reader: inout TokenReader) -> ErrorIconShape {
    guard let token = reader.tokens[path], let name = token.setting("shape") else { return .disc }
    guard let shape = ErrorIconShape(rawValue: name) else {
      reader.note(
        ThemeDiagnostics.badSetting(
          path + ".$extensions.com.listshot.shape", .string(name),
          expected: "one of: " + allCases.map(\.rawValue).joined(separator: ", "), file: token.source))
      return .disc
    }
    return shape
  }
}
