import ListShotCore

/// A problem layout found in a screen, at the node it is about: a screen built in Swift
/// (the spec reader catches these while reading) names an icon that does not exist.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The node the problem is at: `sections[0].rows[2].odsListItem.leading.icon`.
  public var path: NodePath
  public var message: String
  public var expected: String?
  public var hint: String?

  public init(at path: NodePath, _ message: String, expected: String? = nil, hint: String? = nil) {
    self.path = path
    self.message = message
    self.expected = expected
    self.hint = hint
  }

  /// An icon name that is not in `icons`, with the closest known name.
  public static func unknownIcon(_ name: String, at path: NodePath, in icons: IconSet) -> LayoutError {
    let error = icons.unknownNameError(name, at: nil)
    return LayoutError(at: path, error.message, expected: error.expected, hint: error.hint)
  }

  /// The error as the user sees it: in screen `screen` of `file` when it was read from one.
  public func reported(screen: String, file: String?) -> ListShotError {
    ListShotError(
      .badInput, at: .screen(screen, file: file, path: path), message, expected: expected, hint: hint)
  }

  public var description: String { "\(path): error: \(message)" }
}

extension SourceLocation {
  /// A place in a screen: `file: screen 'name': path`, or `screen 'name': path` for a screen
  /// built in Swift.
  public static func screen(_ name: String, file: String?, path: NodePath = .root) -> SourceLocation {
    let screen = "screen '\(name)'"
    guard let file else { return SourceLocation(file: screen, path: path.description) }
    return SourceLocation(file: file, path: path.isEmpty ? screen : "\(screen): \(path)")
  }
}
