import Foundation
import ListShotCore
import ListShotFiles
import XCTest

/// `AtomicFile` opens the folder of a path `ContainedPath` resolved from its root, one folder
/// at a time, never following a link: a folder replaced by a link after the path was checked
/// (what a racing process would do, made here without a race) is refused, and nothing is
/// written outside the root.
final class ContainedWriteTests: XCTestCase {
  var base: URL!
  var root: URL { base.appendingPathComponent("out") }
  var outside: URL { base.appendingPathComponent("outside") }

  override func setUpWithError() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-contained-\(UUID().uuidString)")
    for folder in [root, outside.appendingPathComponent("b")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: base) }

  func outsideFiles() throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: outside.path).sorted()
  }

  func assertRefused(_ url: URL, at link: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: url), file: file, line: line) { error in
      let error = error as? ListShotError
      XCTAssertEqual(error?.message, "refusing to write through a symbolic link", file: file, line: line)
      XCTAssertEqual(error?.location?.file, link.path, file: file, line: line)
      XCTAssertEqual(error?.kind, .badInput, file: file, line: line)
    }
    XCTAssertEqual(try outsideFiles(), ["b"], "nothing written outside", file: file, line: line)
  }

  func testAFolderSwappedForALinkAfterTheCheckIsRefused() throws {
    try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
    let url = try ContainedPath.resolve("a/b/c.png", under: root)
    // After the check: `a` becomes a link to a folder outside that has a `b` folder too.
    try FileManager.default.removeItem(at: root.appendingPathComponent("a"))
    try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("a"), withDestinationURL: outside)
    try assertRefused(url, at: root.appendingPathComponent("a"))
  }

  func testALinkPutWhereAMissingFolderWasExpectedIsRefused() throws {
    let url = try ContainedPath.resolve("a/b/c.png", under: root)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("a/b"), withDestinationURL: outside.appendingPathComponent("b"))
    try assertRefused(url, at: root.appendingPathComponent("a/b"))
  }

  func testAFolderOfAResolvedFolderIsWalkedToo() throws {
    let folder = try ContainedPath.resolve("s0", under: root)
    try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside)
    try assertRefused(folder.appendingPathComponent("b/x.png"), at: folder)
  }

  func testMissingFoldersAreCreatedAndTheFileWritten() throws {
    let url = try ContainedPath.resolve("a/b/c.png", under: root)
    try AtomicFile.write([1, 2, 3], to: url)
    XCTAssertEqual(try Data(contentsOf: url), Data([1, 2, 3]))
    // The root itself may be a link: the user chose it.
    let linked = base.appendingPathComponent("linked")
    try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: root)
    try AtomicFile.write([4], to: try ContainedPath.resolve("a/d.png", under: linked))
    XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent("a/d.png")), Data([4]))
  }
}
