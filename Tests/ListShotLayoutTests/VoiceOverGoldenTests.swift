import Foundation
import ListShot
import ListShotAudit
import ListShotGallery
import ListShotTestSupport
import XCTest

/// What VoiceOver reads on every gallery screen, kept as a reviewable text golden next to the
/// PNG goldens. A missing golden is written (and the test fails once, to be looked at).
final class VoiceOverGoldenTests: XCTestCase {
  func testTheGalleryVoiceOverText() throws {
    var text = ""
    for screen in Gallery.document.screens {
      text += "## \(screen.name)\n" + VoiceOverSnapshot.text(try TestEnvironment.layout(screen)) + "\n"
    }
    // The gallery names every control state it shows: no control row is a placeholder "Label".
    let controls = text.split(separator: "\n").filter {
      $0.hasSuffix("checkbox") || $0.hasSuffix("radio button") || $0.hasSuffix("switch")
    }
    XCTAssertGreaterThan(controls.count, 50)
    XCTAssertFalse(
      controls.contains { $0.contains(" Label,") }, "a control row is labelled 'Label' instead of its state")
    let golden = TestEnvironment.repositoryRoot.appendingPathComponent("Snapshots/audit/voiceover-gallery.txt")
    guard let expected = try? String(contentsOf: golden) else {
      if ProcessInfo.processInfo.environment["CI"] == nil {
        try FileManager.default.createDirectory(
          at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: golden, atomically: true, encoding: .utf8)
      }
      return XCTFail("recorded \(golden.path); check it and run again")
    }
    XCTAssertEqual(text, expected, "the VoiceOver text changed; delete \(golden.path) to record it again")
  }
}
