import ListShotCore

/// Validation of `.listSectionSpacing` and `.listRowSpacing`: ranges, and row spacing only
/// where ListShot draws it (an inset-grouped list, whose rows become cards of their own).
extension Screen {
  func spacingIssues() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    func check(_ spacing: ListSectionSpacing?, _ path: NodePath) {
      guard case .custom(let points)? = spacing, !Limits.contains(Limits.listSpacing, points) else { return }
      issues.append(ValidationIssue(path: path, "listSectionSpacing \(points.clean) is out of range \(Self.range)"))
    }
    check(sectionSpacing, "listSectionSpacing")
    for (index, section) in sections.enumerated() {
      check(section.spacing, NodePath.key("sections").index(index).appending("listSectionSpacing"))
    }
    if let rowSpacing, rowSpacing != 0 {
      if !Limits.contains(Limits.listSpacing, rowSpacing) {
        issues.append(
          ValidationIssue(path: "listRowSpacing", "listRowSpacing \(rowSpacing.clean) is out of range \(Self.range)"))
      } else if style != .insetGrouped {
        issues.append(
          ValidationIssue(
            path: "listRowSpacing",
            "listRowSpacing with style \(style.rawValue) cannot be drawn yet: ListShot draws row spacing in an insetGrouped list (each row its own card)"
          ))
      }
    }
    return issues
  }

  private static var range: String {
    "\(Limits.listSpacing.lowerBound.clean)...\(Limits.listSpacing.upperBound.clean) pt"
  }
}
