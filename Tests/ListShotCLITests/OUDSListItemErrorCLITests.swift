import Foundation
import XCTest

/// The OUDS list item's forbidden combinations and bad values through the binary: exit 2, the
/// first line on stderr (a `…` in the page's message stands for a list it shortens), nothing on
/// stdout, nothing written. The cases are the rows of the table
/// "OUDS list item: forbidden combinations and bad values" in docs/errors.md, the one home of
/// each row and its message: each row of the table is the only row of a screen, rendered.
final class OUDSListItemErrorCLITests: XCTestCase {
  static let table = "OUDS list item"

  func testEveryForbiddenCombinationExitsTwoWithItsMessage() throws {
    let rows = ErrorsPage.table(under: Self.table)
    XCTAssertGreaterThanOrEqual(rows.count, 14)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listshot-ouds-errors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (index, row) in rows.enumerated() {
      let (name, item, message) = (row.name, row.code(1), row.code(2))
      XCTAssertTrue(item.hasPrefix("oudsListItem:"), name)
      let dir = root.appendingPathComponent("\(index)")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let spec = dir.appendingPathComponent("s.yaml")
      try Data("screens:\n  - name: a\n    rows:\n      - \(item)\n".utf8).write(to: spec)
      let result = try CLI.run(["render", spec.path, "--out", dir.appendingPathComponent("out").path])
      let firstLine = String(result.stderr.split(separator: "\n").first ?? "").replacingOccurrences(
        of: dir.path, with: "$DIR")
      XCTAssertEqual(result.status, row.exit, name)
      XCTAssertTrue(ErrorsPage.matches(firstLine, message), "\(name):\n  got      \(firstLine)\n  expected \(message)")
      XCTAssertEqual(result.stdout, "", name)
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "\(name): nothing is written")
    }
  }
}
