/// A problem `validate()` found in a model value.
///
/// `path` is relative to the value validated (`title`, `sections[0].rows[2].subtitle`), so the
/// spec reader can turn it into a file position. Validation never traps: a combination the
/// design forbids is reported here with the change that fixes it.
public struct ValidationIssue: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error, warning
  }

  public var severity: Severity
  public var path: String
  public var message: String

  public init(_ severity: Severity = .error, path: String, _ message: String) {
    self.severity = severity
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): \(severity.rawValue): \(message)" }

  func prefixed(_ prefix: String) -> ValidationIssue {
    var copy = self
    copy.path = path.isEmpty ? prefix : prefix + "." + path
    return copy
  }
}

extension Screen {
  /// All problems in this screen, errors and warnings, with paths from the screen down.
  public func validate() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    if name.isEmpty { issues.append(ValidationIssue(path: "name", "screen name is empty")) }
    if let width, !(width >= 1 && width <= 4096) {
      issues.append(ValidationIssue(path: "width", "width \(width) is out of range 1...4096 pt"))
    }
    issues += containerIssues()
    for (s, section) in sections.enumerated() {
      for (r, row) in section.rows.enumerated() {
        issues += row.validate().map { $0.prefixed("sections[\(s)].rows[\(r)]") }
      }
    }
    return issues
  }
}

extension Row {
  public func validate() -> [ValidationIssue] {
    switch self {
    case .odsListItem(let item): return item.validate().map { $0.prefixed(kindName) }
    case .controlItem(let item): return item.validate().map { $0.prefixed(kindName) }
    case .materialCell(let cell): return cell.validate().map { $0.prefixed(kindName) }
    case .listCell(let cell): return cell.validate().map { $0.prefixed(kindName) }
    case .listRow(let row): return row.validate()
    }
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

extension OUDSControlItem {
  /// Errors for what the design forbids (iOS stops the app on these), warnings for what has no
  /// effect. Each forbidden pair is reported at its second flag.
  public func validate() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    if label.isEmpty {
      issues.append(ValidationIssue(path: "label", "label is empty; give the item a label"))
    }
    if isError && isReadOnly {
      issues.append(
        ValidationIssue(
          path: "isReadOnly",
          "isError and isReadOnly cannot both be true: the design forbids an error on a read-only item; remove one of them"))
    }
    if isError && isDisabled {
      issues.append(
        ValidationIssue(
          path: "isDisabled",
          "isError and isDisabled cannot both be true: the design forbids an error on a disabled item; remove one of them"))
    }
    if isReadOnly && isDisabled {
      issues.append(
        ValidationIssue(
          path: "isDisabled",
          "isReadOnly and isDisabled cannot both be true: the design forbids a read-only item that is also disabled; remove one of them"))
    }
    if errorText != nil && !isError {
      issues.append(
        ValidationIssue(
          .warning, path: "errorText",
          "errorText is shown only when isError is true; set isError or remove errorText"))
    }
    if interaction != .enabled && (isDisabled || isReadOnly) {
      let what = isDisabled ? "a disabled" : "a read-only"
      issues.append(
        ValidationIssue(
          .warning, path: "interaction",
          "\(what) item is drawn without interaction, so '\(interaction.rawValue)' has no effect; remove interaction"))
    }
    return issues
  }
}
