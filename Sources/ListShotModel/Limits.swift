/// Input limits, checked while a spec is read (or before a Swift-built screen is laid out), so
/// a hostile or mistaken input fails with a clear error before memory is spent on it.
public enum Limits {
  /// Rows in one screen, over all its sections.
  public static let maxRowsPerScreen = 1000
  /// Characters in one text value (a title, subtitle, label …).
  public static let maxTextLength = 4096
  /// Pixels in one image file drawn in a row (checked from the file's header).
  public static let maxImagePixels = 64 << 20
  /// Bytes in one image file named by a spec.
  public static let maxImageFileBytes = 64 << 20
  /// Levels of nesting in a spec file (enforced by the YAML parser).
  public static let maxSpecDepth = 1000
}

extension Screen {
  /// The number of rows over all sections.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// The first limit this screen exceeds, as a validation issue.
  public func limitIssue() -> ValidationIssue? {
    let rows = rowCount
    guard rows <= Limits.maxRowsPerScreen else {
      return ValidationIssue(
        path: "", "screen '\(name)' has \(rows) rows; the limit is \(Limits.maxRowsPerScreen) per screen")
    }
    return nil
  }
}
