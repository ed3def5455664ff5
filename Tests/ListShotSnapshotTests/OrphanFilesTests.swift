import Foundation
import ListShotFiles
import XCTest

/// The sweep of an interrupted run's temporary files works inside the folder it opened: a
/// folder that is a link (or is swapped for one) is not followed.
final class OrphanFilesTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-orphans-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  /// An orphan from another machine or container, two hours old.
  func plantOrphan(in folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(".a.png.4242.o0123456789ab.17.tmp")
    try Data("half".utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -2 * OrphanFiles.maxAge)], ofItemAtPath: file.path)
    return file
  }

  func testAnOldOrphanIsRemovedButNotThroughALink() throws {
    let elsewhere = work.appendingPathComponent("elsewhere")
    let victim = try plantOrphan(in: elsewhere)
    let link = work.appendingPathComponent("snapshots")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
    OrphanFiles.sweep(link)
    XCTAssertTrue(FileManager.default.fileExists(atPath: victim.path), "the sweep does not follow a folder link")

    let inside = try plantOrphan(in: work.appendingPathComponent("real"))
    let young = inside.deletingLastPathComponent().appendingPathComponent(".b.png.4242.o0123456789ab.18.tmp")
    try Data("in flight".utf8).write(to: young)
    OrphanFiles.sweep(inside.deletingLastPathComponent())
    XCTAssertFalse(FileManager.default.fileExists(atPath: inside.path), "an old orphan is removed")
    XCTAssertTrue(FileManager.default.fileExists(atPath: young.path), "another namespace's young file is left")
  }
}
