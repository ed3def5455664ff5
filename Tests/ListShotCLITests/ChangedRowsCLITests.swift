import Foundation
import XCTest

/// A failed verify names exactly the rows whose pixels changed.
final class ChangedRowsCLITests: XCTestCase {
  func testVerifyNamesTheChangedRow() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-rows-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let spec = work.appendingPathComponent("s.yaml"), snapshots = work.appendingPathComponent("snap")
    func write(_ middle: String) throws {
      try """
      screens:
        - name: s
          rows:
            - odsListItem: { title: First, trailingText: Details }
            - odsListItem: { title: \(middle), subtitle: Subtitle }
            - odsListItem: { title: Third, navigationLink: true }
      """.write(to: spec, atomically: true, encoding: .utf8)
    }
    try write("Second")
    let record = try CLI.run([
      "verify", spec.path, "--snapshots", snapshots.path, "--record", "missing", "--scale", "1",
    ])
    XCTAssertEqual(record.status, 3, "a recorded golden fails once: " + record.stderr)
    try write("Changed")
    let verify = try CLI.run([
      "verify", spec.path, "--snapshots", snapshots.path, "--record", "never", "--scale", "1",
      "--artifacts", work.appendingPathComponent("artifacts").path,
    ])
    XCTAssertEqual(verify.status, 1, verify.stderr)
    XCTAssertTrue(verify.stdout.contains("; changed rows: sections[0].rows[1]; side by side: "), verify.stdout)
  }
}
