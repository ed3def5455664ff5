import Foundation
import XCTest

/// The OUDS list item's forbidden combinations and bad values through the binary: exit 2, the
/// first line on stderr (exactly, except the unknown icon's list of names, which is checked up
/// to the name), nothing on stdout, and every message quoted in docs/errors.md.
final class OUDSListItemErrorCLITests: XCTestCase {
  /// (case, row, first line of stderr); `$DIR` stands for the test's folder.
  static let cases: [(String, String, String)] = [
    (
      "static item with an interaction", "oudsListItem: { label: L, interaction: pressed }",
      "$DIR/s.yaml:4:48 (screens[0].rows[0].oudsListItem.interaction): error: interaction 'pressed' needs a navigation item: a static item (no indicatorType) only displays information; set indicatorType or remove interaction"
    ),
    (
      "kind static with an indicator", "oudsListItem: { label: L, kind: static, indicatorType: next }",
      "$DIR/s.yaml:4:64 (screens[0].rows[0].oudsListItem.indicatorType): error: indicatorType makes a navigation item, but kind is 'static' (remove indicatorType, or set kind: navigation)"
    ),
    (
      "outlined card with a divider", "oudsListItem: { label: L, style: outlined, divider: true }",
      "$DIR/s.yaml:4:61 (screens[0].rows[0].oudsListItem.divider): error: divider cannot be set on style 'outlined': an outlined card has a border and no divider (remove divider, or use style 'card' or 'item')"
    ),
    (
      "onlyOnInteraction without outlined", "oudsListItem: { label: L, style: card, onlyOnInteraction: true }",
      "$DIR/s.yaml:4:67 (screens[0].rows[0].oudsListItem.onlyOnInteraction): error: onlyOnInteraction applies to style 'outlined', but style is 'card' (set style: outlined, or remove onlyOnInteraction)"
    ),
    (
      "trailing extra label without label", "oudsListItem: { label: L, trailing: { labelMuted: A, extraLabel: B } }",
      "$DIR/s.yaml:4:74 (screens[0].rows[0].oudsListItem.trailing.extraLabel): error: extraLabel goes with 'label' (labelAndExtraLabel), not with 'labelMuted' (write { label: …, extraLabel: … })"
    ),
    (
      "badge on a status icon", "oudsListItem: { label: L, leading: { icon: { type: info, badge: true } } }",
      "$DIR/s.yaml:4:73 (screens[0].rows[0].oudsListItem.leading.icon.badge): error: badge goes with type 'neutral'; the 'info' status icon has its own drawing and no badge (remove badge)"
    ),
    (
      "three avatar initials", "oudsListItem: { label: L, leading: { avatar: { initials: ABC } } }",
      "$DIR/s.yaml:4:66 (screens[0].rows[0].oudsListItem.leading.avatar.initials): error: avatar initials 'ABC' must be one or two characters, as the component draws them"
    ),
    (
      "icon badge with a non-functional status",
      "oudsListItem: { label: L, leading: { avatar: { badge: { icon: accent } } } }",
      "$DIR/s.yaml:4:63 (screens[0].rows[0].oudsListItem.leading.avatar.badge): error: an icon badge needs a functional status (positive, info, warning, negative); 'accent' has no icon, use a standard badge"
    ),
    (
      "negative count", "oudsListItem: { label: L, trailing: { badge: { count: -1 } } }",
      "$DIR/s.yaml:4:63 (screens[0].rows[0].oudsListItem.trailing.badge.count): error: count -1 is negative; a count badge shows 0 to 99 (more reads +99)"
    ),
    (
      "status icon on a neutral tag", "oudsListItem: { label: L, trailing: { tag: { label: T, leading: icon } } }",
      "$DIR/s.yaml:4:73 (screens[0].rows[0].oudsListItem.trailing.tag.leading): error: status 'neutral' has no status icon: leading 'icon' needs a functional status (positive, info, warning, negative); give an icon name instead"
    ),
    (
      "unknown country flag", "oudsListItem: { label: L, leading: { flag: xx } }",
      "$DIR/s.yaml:4:52 (screens[0].rows[0].oudsListItem.leading.flag): error: no bundled flag for 'xx'; expected one of at, be, ch, de, dk, fi, fr, ie, it, jp, lu, nl, no, pl, ro, se, ua, or give a file"
    ),
    (
      "count badge size", "oudsListItem: { label: L, trailing: { badge: { count: 2, size: small } } }",
      "$DIR/s.yaml:4:72 (screens[0].rows[0].oudsListItem.trailing.badge.size): error: unknown size 'small'; expected one of: medium, large"
    ),
    (
      "two trailing elements", "oudsListItem: { label: L, trailing: { label: A, tag: B } }",
      "$DIR/s.yaml:4:45 (screens[0].rows[0].oudsListItem.trailing): error: trailing has exactly one element, found 2: label, tag; expected one of: label, labelMuted, labelStrong, badge, tag, icon, image, flag, avatar"
    ),
    (
      "unknown icon on a list item", "oudsListItem: { label: L, leading: { icon: { asset: hart } } }",
      "$DIR/s.yaml:4:61 (screens[0].rows[0].oudsListItem.leading.icon.asset): error: unknown icon 'hart'"
    ),
  ]

  func testEveryForbiddenCombinationExitsTwoWithItsMessage() throws {
    let doc = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("docs/errors.md"), encoding: .utf8)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listshot-ouds-errors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (index, (name, row, message)) in Self.cases.enumerated() {
      let dir = root.appendingPathComponent("\(index)")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let spec = dir.appendingPathComponent("s.yaml")
      try Data("screens:\n  - name: a\n    rows:\n      - \(row)\n".utf8).write(to: spec)
      let result = try CLI.run(["render", spec.path, "--out", dir.appendingPathComponent("out").path])
      let firstLine = String(result.stderr.split(separator: "\n").first ?? "").replacingOccurrences(
        of: dir.path, with: "$DIR")
      XCTAssertEqual(result.status, 2, name)
      XCTAssertTrue(firstLine.hasPrefix(message), "\(name):\n  got      \(firstLine)\n  expected \(message)")
      XCTAssertEqual(result.stdout, "", name)
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "\(name): nothing is written")
      XCTAssertTrue(doc.contains("`\(message)"), "docs/errors.md lacks the message of \(name)")
      XCTAssertTrue(doc.contains("`\(row)`"), "docs/errors.md lacks the row of \(name)")
    }
  }
}
