import ListShotCore

/// Validation of the SwiftUI list modifiers: ranges, empty texts, and one open context menu
/// per screen. Paths are the spec keys (`listRowInsets.leading`, `contextMenu[1].title`).
extension Row {
  func modifierIssues() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    if let insets {
      let edges = [
        ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
      ]
      for (name, value) in edges where !Limits.rowInset.contains(value) {
        issues.append(
          ValidationIssue(
            path: NodePath.key("listRowInsets").appending(name),
            "listRowInsets \(name) \(value.clean) is out of range \(Limits.rowInset.lowerBound.clean)...\(Limits.rowInset.upperBound.clean) pt"
          ))
      }
    }
    switch badge {
    case .count(let count)? where !Limits.badgeCount.contains(count):
      issues.append(
        ValidationIssue(
          path: "badge",
          "badge count \(count) is out of range \(Limits.badgeCount.lowerBound)...\(Limits.badgeCount.upperBound)"))
    case .text(let text)? where text.isEmpty:
      issues.append(ValidationIssue(path: "badge", "the badge text is empty; remove the badge or give it text"))
    default:
      break
    }
    if let contextMenu {
      let items = contextMenu.items
      if contextMenu.actions.isEmpty {
        issues.append(ValidationIssue(path: "contextMenu", "a context menu shows at least one action"))
      } else if items.count > ContextMenu.maxItems {
        issues.append(
          ValidationIssue(
            path: "contextMenu", "a context menu has at most \(ContextMenu.maxItems) items, not \(items.count)"))
      }
      for (index, item) in items.enumerated() {
        guard case .action(let action) = item else { continue }
        let path = NodePath.key("contextMenu").index(index)
        if action.title.isEmpty {
          issues.append(ValidationIssue(path: path.appending("title"), "the action title is empty"))
        }
        if action.systemImage?.isEmpty == true {
          issues.append(ValidationIssue(path: path.appending("systemImage"), "the symbol name is empty"))
        }
      }
    }
    return issues
  }
}

extension Screen {
  func modifierIssues() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    if let searchField {
      if navigationTitle == nil {
        issues.append(
          ValidationIssue(
            path: "searchable", "searchable needs a navigationTitle: the search field sits in the navigation bar"))
      }
      if searchField.prompt?.isEmpty == true {
        issues.append(
          ValidationIssue(
            path: NodePath.key("searchable").appending("prompt"),
            "the search prompt is empty; remove it for iOS's 'Search'"))
      }
    }
    // One menu can be open at a time.
    func menuRows(_ rows: [Row], _ path: NodePath) -> [NodePath] {
      rows.enumerated().flatMap { index, row in
        (row.contextMenu == nil ? [] : [path.index(index)])
          + menuRows(row.children, path.index(index).appending("children"))
      }
    }
    let open = sections.enumerated().flatMap { s, section in
      menuRows(section.rows, NodePath.key("sections").index(s).appending("rows"))
    }
    for path in open.dropFirst() {
      issues.append(
        ValidationIssue(
          path: path.appending("contextMenu"),
          "only one context menu can be open; \(open[0]) already has one"))
    }
    for (name, views) in [("viewsAbove", viewsAbove), ("viewsBelow", viewsBelow)] {
      for (index, view) in views.enumerated() {
        issues += view.validate().map { $0.prefixed(NodePath.key(name).index(index)) }
      }
    }
    return issues
  }
}
