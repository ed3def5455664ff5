import Foundation
import XCTest

/// `render --format json --provenance`: the display list with the tokens behind its items;
/// without the flag the JSON is unchanged.
final class ProvenanceCLITests: XCTestCase {
  private var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-provenance-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  func testJSONWithProvenanceAddsOnlyTheProvenance() throws {
    let spec = CLI.repositoryRoot.appendingPathComponent("examples/ouds-settings.yaml").path
    let plainOut = work.appendingPathComponent("plain"), richOut = work.appendingPathComponent("rich")
    let plain = try CLI.run(["render", spec, "--format", "json", "--direction", "ltr", "--out", plainOut.path])
    XCTAssertEqual(plain.status, 0, plain.stderr)
    let rich = try CLI.run([
      "render", spec, "--format", "json", "--direction", "ltr", "--provenance", "--out", richOut.path,
    ])
    XCTAssertEqual(rich.status, 0, rich.stderr)
    let files = plain.stdout.split(separator: "\n").map(String.init)
    XCTAssertFalse(files.isEmpty)
    for path in files {
      let relative = String(path.dropFirst(plainOut.path.count))
      let before =
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
      var after =
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: URL(fileURLWithPath: richOut.path + relative))) as! [String: Any]
      XCTAssertNil(before["provenance"])
      let provenance = try XCTUnwrap(after.removeValue(forKey: "provenance") as? [[String: Any]], relative)
      XCTAssertNotNil(after.removeValue(forKey: "backgroundToken") as? String, relative)
      XCTAssertEqual(
        NSDictionary(dictionary: before), NSDictionary(dictionary: after), "only the key is added: \(relative)")
      let items = try XCTUnwrap(before["items"] as? [[String: Any]])
      for entry in provenance {
        let index = try XCTUnwrap(entry["item"] as? Int)
        XCTAssertEqual(items[index]["id"] as? String, entry["id"] as? String)
      }
      XCTAssertTrue(provenance.contains { $0["color"] as? String == "color.content.default" }, relative)
    }
  }

  func testProvenanceNeedsJSON() throws {
    for format in ["png", "svg"] {
      let result = try CLI.run([
        "render", CLI.repositoryRoot.appendingPathComponent("examples/ouds-settings.yaml").path, "--format", format,
        "--provenance", "--out", work.appendingPathComponent(format).path,
      ])
      XCTAssertEqual(result.status, 2)
      XCTAssertTrue(result.stderr.contains("--provenance needs --format json"), result.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent(format).path))
    }
  }
}
