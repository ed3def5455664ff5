import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// `audit: {suppress: [...], reason: ...}` next to any kind of row.
final class RowAuditSpecTests: XCTestCase {
  func testEveryRowKindTakesAnAuditSuppression() throws {
    let text = """
      screens:
        - name: a
          sections:
            - rows:
                - odsListItem: {title: T}
                  audit: {suppress: [contrast], reason: "brand grey, accepted by design"}
            - rows:
                - odsListItem: {title: U}
                - switchItem: {label: L, isOn: true}
                  audit: {suppress: [targetSize, truncation], reason: reviewed}
      """
    let screen = try XCTUnwrap(SpecReader.parse(text, file: "spec.yaml").screens.first)
    XCTAssertEqual(
      screen.auditSuppressions,
      [
        .row(section: 0, 0): AuditSuppression([.contrast], reason: "brand grey, accepted by design"),
        .row(section: 1, 1): AuditSuppression([.targetSize, .truncation], reason: "reviewed"),
      ])
    XCTAssertEqual(screen.sections[1].rows.count, 2)
  }

  func testTheShorthandRowsAreSectionZero() throws {
    let text =
      "screens:\n  - name: a\n    rows:\n      - radioItem: {label: L}\n        audit: {suppress: [voiceOver], reason: r}\n"
    let screen = try XCTUnwrap(SpecReader.parse(text, file: "spec.yaml").screens.first)
    XCTAssertEqual(screen.auditSuppressions.keys.map(\.description), ["sections[0].rows[0]"])
  }

  func testBadSuppressionsAreErrors() {
    func message(_ audit: String) -> String? {
      let text = "screens:\n  - name: a\n    rows:\n      - odsListItem: {title: T}\n        audit: \(audit)\n"
      do { _ = try SpecReader.parse(text, file: "spec.yaml"); return nil } catch { return "\(error)" }
    }
    XCTAssertTrue(message("{suppress: [contrats], reason: r}")?.contains("did you mean 'contrast'?") ?? false)
    XCTAssertTrue(message("{suppress: [contrast]}")?.contains("missing required key 'reason'") ?? false)
    XCTAssertTrue(message("{suppress: [contrast], reason: \" \"}")?.contains("a suppression needs a reason") ?? false)
    XCTAssertTrue(message("{suppress: [], reason: r}")?.contains("'suppress' lists no check") ?? false)
    let twoKinds = "screens:\n  - name: a\n    rows:\n      - odsListItem: {title: T}\n        radioItem: {label: L}\n"
    XCTAssertThrowsError(try SpecReader.parse(twoKinds, file: "spec.yaml"))
  }
}
