import Foundation
import ListShotSnapshot
@_spi(Testing) import ListShotTesting
import Testing

/// Two tests whose names differ only in what a golden's file name leaves out or a file system
/// folds (case, the encoding of an accent, spaces and punctuation in a raw identifier) would
/// share one golden and silently compare against each other's: the second one to claim it
/// fails and names the first. The same test checking its golden again is no collision.
@Suite struct GoldenCollisionTests {
  struct Pair: CustomStringConvertible, Sendable {
    var name: String
    var first: String
    var second: String
    var description: String { name }
  }

  static let pairs: [Pair] = [
    Pair(name: "raw identifiers", first: "`settings screen`()", second: "settingsscreen()"),
    Pair(name: "case only", first: "testSettings()", second: "testsettings()"),
    Pair(name: "accent encodings", first: "testCaf\u{E9}()", second: "testCafe\u{301}()"),
  ]

  @Test(arguments: pairs)
  func secondTestOnOneGoldenFails(_ pair: Pair) throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-collide-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let file = "/app/Tests/AppTests/CollisionTests.swift"
    func check(_ testName: String) -> SwiftSnapshotResult {
      SnapshotLocation.$testFolderOverride.withValue(work) {
        SnapshotEnvironment.$override.withValue([
          SnapshotLocation.artifactsVariable: work.appendingPathComponent("a").path
        ]) {
          snapshotResult(of: Fixture.screen, as: Fixture.snapshot(), filePath: file, testName: testName)
        }
      }
    }
    let recorded = check(pair.first)
    #expect(recorded.message.contains("recorded a new golden"), "\(recorded.message)")
    let again = check(pair.first)
    #expect(!again.isFailure, "the same test again: \(again.message)")
    let other = check(pair.second)
    #expect(other.isFailure)
    #expect(other.message.contains("also the golden of \(pair.first)"), "\(other.message)")
  }
}
