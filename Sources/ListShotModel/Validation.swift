import ListShotCore

/// A problem `validate()` found in a model value.
///
/// `path` is relative to the value validated (`title`, `sections[0].rows[2].subtitle`), so the
/// spec reader can find the position of the key it names. Validation never traps: a combination the
/// design forbids is reported here with the change that fixes it.
public struct ValidationIssue: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error, warning
  }

  public var severity: Severity
  public var path: NodePath
  public var message: String

  public init(_ severity: Severity = .error, path: NodePath, _ message: String) {
    self.severity = severity
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): \(severity.rawValue): \(message)" }

  /// The issue of a value validated on its own, seen from the value at `prefix` that holds it.
  func prefixed(_ prefix: NodePath) -> ValidationIssue {
    var copy = self
    copy.path = prefix.appending(path)
    return copy
  }
}

extension Screen {
  /// All problems in this screen, errors and warnings, with paths from the screen down.
  public func validate() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    if name.isEmpty { issues.append(ValidationIssue(path: "name", "screen name is empty")) }
    if let problem = PortableName.windowsProblem(name) {
      issues.append(
        ValidationIssue(path: "name", "screen name \(problem), so its goldens could not be checked out there"))
    }
    if let width, !Limits.contains(Limits.width, width) {
      issues.append(
        ValidationIssue(
          path: "width",
          "width \(width) is out of range \(Limits.width.lowerBound.clean)...\(Limits.width.upperBound.clean) pt"))
    }
    issues += containerIssues()
    issues += spacingIssues()
    for (s, section) in sections.enumerated() {
      for (r, row) in section.rows.enumerated() {
        issues += row.validate().map { $0.prefixed(.row(section: s, r)) }
      }
      let path = NodePath([.key("sections"), .index(s)])
      issues += section.headerView?.validate().map { $0.prefixed(path.appending("header")) } ?? []
      issues += section.footerView?.validate().map { $0.prefixed(path.appending("footer")) } ?? []
    }
    return issues
  }
}

extension RowContent {
  /// The content's problems, with paths under its kind key (`odsListItem.title`).
  public func validate() -> [ValidationIssue] {
    let issues: [ValidationIssue]
    switch self {
    case .odsListItem(let item): issues = item.validate()
    case .controlItem(let item): issues = item.validate()
    case .oudsListItem(let item): issues = item.validate()
    case .materialCell(let cell): issues = cell.validate()
    case .listCell(let cell): issues = cell.validate()
    case .view(let view): issues = view.validate()
    }
    return issues.map { $0.prefixed(.key(kindName)) }
  }
}

extension ODSListItem {
  public func validate() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    if title.isEmpty {
      issues.append(ValidationIssue(path: "title", "title is empty; give the row a title"))
    }
    if isNavigationLink {
      switch trailing {
      case .checkmark?, .toggle?:
        issues.append(
          ValidationIssue(
            .warning, path: "trailing",
            "ODS advises against a checkmark or toggle in a navigation link; remove `navigationLink` or the trailing control"
          ))
      default: break
      }
    }
    return issues
  }
}
