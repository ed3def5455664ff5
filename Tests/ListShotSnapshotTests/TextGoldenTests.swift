import Foundation
import ListShotSnapshot
import XCTest

/// A text golden is recorded as the PNG golden is, and a difference names its line and the
/// item it is in.
final class TextGoldenTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-text-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

  let before = Data(
    """
    {
      "items" : [
        {
          "frame" : {
            "x" : 16
          },
          "id" : "sections[0].rows[0].title"
        }
      ]
    }

    """.utf8)

  func testMissingIsRecordedOnlyInARecordingMode() throws {
    let url = folder.appendingPathComponent("s/a.json")
    XCTAssertEqual(try TextGolden.check(before, golden: url, mode: .never), .missing)
    XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    let recorded = try TextGolden.check(before, golden: url, mode: .missing)
    XCTAssertEqual(recorded, .recorded)
    XCTAssertTrue(recorded.isFailure, "a new text golden fails once, to be read, as a new PNG does")
    XCTAssertEqual(try Data(contentsOf: url), before)
    XCTAssertEqual(try TextGolden.check(before, golden: url, mode: .never), .matched)
  }

  func testADifferenceNamesTheItemThatMoved() throws {
    let url = folder.appendingPathComponent("a.json")
    _ = try TextGolden.check(before, golden: url, mode: .all)
    let after = Data(String(decoding: before, as: UTF8.self).replacingOccurrences(of: "16", with: "20").utf8)
    let outcome = try TextGolden.check(after, golden: url, mode: .missing)
    let difference = TextGolden.Difference(
      line: 5, item: "sections[0].rows[0].title", expected: "\"x\" : 16", actual: "\"x\" : 20")
    XCTAssertEqual(outcome, .differs(difference))
    XCTAssertTrue(outcome.isFailure)
    XCTAssertEqual(try Data(contentsOf: url), before, "only a recording mode rewrites it")
    let rerecorded = try TextGolden.check(after, golden: url, mode: .failed)
    XCTAssertEqual(rerecorded, .rerecorded(difference), "a rewrite says what it replaced")
    XCTAssertTrue(rerecorded.isFailure, "a re-recorded text golden fails once, to be read")
    XCTAssertEqual(try Data(contentsOf: url), after)
    XCTAssertEqual(try TextGolden.check(after, golden: url, mode: .failed), .matched)
  }
}
