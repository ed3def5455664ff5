import Foundation
import ListShotTestSupport
import XCTest

/// The architecture's rules that a merge could quietly break, checked on the sources: layout
/// errors carry their typed path (no sentinel file name to rewrite later), no stage parses a
/// printed path back, and direction is read in one place of layout, the mirror pass.
final class LayoutRulesTests: XCTestCase {
  func testNoSentinelLocationsAndNoPathParsedBack() throws {
    for (file, text) in try sources(under: "Sources") {
      XCTAssertFalse(text.contains("\"<layout>\""), "\(file): throw a LayoutError with the node's NodePath instead")
      XCTAssertFalse(text.contains("descendant(at:"), "\(file): look validation paths up in the SourceMap")
    }
  }

  /// Item ids are `NodePath`s built by appending: layout spells none as text, and nothing
  /// reads a printed id back (issue #17).
  func testItemIDsAreTypedAndNeverReadBackFromText() throws {
    for (file, text) in try sources(under: "Sources/ListShotLayout") {
      XCTAssertFalse(text.contains("id: String"), "\(file): an item id is a NodePath")
    }
    for (file, text) in try sources(under: "Sources") {
      for reading in [".id.split(", ".id.hasPrefix(", ".id.hasSuffix(", ".id.contains(", ".id.dropFirst("] {
        XCTAssertFalse(text.contains(reading), "\(file): read the id's components, not its printed text")
      }
    }
  }

  func testOnlyTheMirrorPassReadsTheDirectionInLayout() throws {
    for (file, text) in try sources(under: "Sources/ListShotLayout") where !file.hasSuffix("/MirrorPass.swift") {
      XCTAssertFalse(text.contains("isRightToLeft"), "\(file): lay out in logical frames; MirrorPass applies direction")
      if !file.hasSuffix("/ScreenLayout.swift") {  // which hands the direction to the mirror pass
        XCTAssertFalse(
          text.contains("env.direction"), "\(file): lay out in logical frames; MirrorPass applies direction")
      }
    }
  }

  private func sources(under folder: String) throws -> [(String, String)] {
    let root = TestEnvironment.repositoryRoot.appendingPathComponent(folder)
    let files =
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    XCTAssertFalse(files.isEmpty, "no sources under \(root.path)")
    return try files.map { ($0.path, try String(contentsOf: $0, encoding: .utf8)) }
  }
}
