import ListShotCore

/// Validation of what a list container adds: sections, edit mode, row options, accessories.
extension Screen {
  /// Problems in the screen's container options (rows are checked one by one elsewhere).
  func containerIssues() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    // An inline bar may have no title: the bar of only its buttons, as iOS draws a navigation
    // stack whose toolbar has buttons and whose views set no title.
    if let navigationTitle, navigationTitle.text.isEmpty, navigationTitle.displayMode != .inline {
      issues.append(
        ValidationIssue(
          path: "navigationTitle",
          "the navigation title is empty; remove it, give it text, or make it inline for a bar of only its buttons"))
    }
    if let principal = navigationTitle?.principal {
      if navigationTitle?.displayMode != .inline {
        issues.append(
          ValidationIssue(
            path: "principal", "a principal view is drawn in the inline bar; the display mode cannot be large"))
      }
      issues += principal.validate().map { $0.prefixed(NodePath.key("principal")) }
    }
    if let editMode, editMode.delete, editMode.multiselect {
      issues.append(
        ValidationIssue(
          path: "editMode",
          "edit mode cannot show both delete controls and selection circles: both sit at the leading edge; keep 'delete' or 'multiselect'"
        ))
    }
    for (s, section) in sections.enumerated() where section.isExpanded != nil && style != .sidebar {
      issues.append(
        ValidationIssue(
          .warning, path: NodePath.key("sections").index(s).appending("isExpanded"),
          "only the sidebar style draws the disclosure indicator of a collapsible section"))
    }
    return issues + chromeIssues() + modifierIssues()
  }
}

extension Row {
  /// The content's problems and the row options'.
  public func validate() -> [ValidationIssue] {
    var issues = content.validate() + (accessibility?.issues(at: "accessibility") ?? [])
    var seen: Set<String> = []
    for (index, accessory) in accessories.enumerated() {
      if !seen.insert(accessory.name).inserted {
        issues.append(
          ValidationIssue(
            path: NodePath.key("accessories").index(index), "accessory '\(accessory.name)' appears twice; keep one"))
      }
      issues += accessory.validate().map { $0.prefixed(NodePath.key("accessories").index(index)) }
    }
    if seen.contains("delete") && seen.contains("multiselect") {
      issues.append(
        ValidationIssue(
          path: "accessories", "'delete' and 'multiselect' both sit at the leading edge; keep one"))
    }
    if let swipeActions {
      if swipeActions.actions.isEmpty {
        issues.append(
          ValidationIssue(
            path: NodePath.key("swipeActions").appending("actions"), "a swiped row shows at least one action"))
      }
      for (index, action) in swipeActions.actions.enumerated() where action.title.isEmpty {
        issues.append(
          ValidationIssue(
            path: NodePath.key("swipeActions").appending("actions").index(index).appending("title"),
            "the action title is empty"))
      }
    }
    if isExpanded && children.isEmpty {
      issues.append(ValidationIssue(.warning, path: "isExpanded", "the row has no children to expand"))
    }
    issues += modifierIssues()
    for (index, child) in children.enumerated() {
      issues += child.validate().map { $0.prefixed(NodePath.key("children").index(index)) }
    }
    return issues
  }
}

extension ListAccessory {
  public func validate() -> [ValidationIssue] {
    switch self {
    case .label(let text) where text.isEmpty, .badge(let text) where text.isEmpty:
      return [ValidationIssue(path: .key(name), "the \(name) text is empty")]
    case .progress(let value) where !(value >= 0 && value <= 1):
      return [ValidationIssue(path: .key(name), "progress \(value) is out of range 0...1")]
    default:
      return []
    }
  }
}

extension ListCell {
  public func validate() -> [ValidationIssue] {
    text.isEmpty ? [ValidationIssue(path: "text", "text is empty; give the cell a text")] : []
  }
}
