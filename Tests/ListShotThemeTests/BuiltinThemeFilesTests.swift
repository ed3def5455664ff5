import Foundation
import ListShotThemes
import XCTest

/// `Themes/` at the top of the repository is the only home of the built-in themes: every token
/// file in it is shipped, byte for byte, as a resource of `ListShotThemes`, and nothing else is.
final class BuiltinThemeFilesTests: XCTestCase {
  private static let repositoryThemes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Themes", isDirectory: true)

  private func tokenFiles(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
  }

  func testEveryTokenFileInThemesIsShippedUnchanged() throws {
    let files = try tokenFiles(in: Self.repositoryThemes)
    XCTAssertFalse(files.isEmpty)
    XCTAssertEqual(try tokenFiles(in: BuiltinThemeFiles.directory), files, "Package.swift's builtinThemeFiles")
    for file in files {
      XCTAssertEqual(
        FileManager.default.contents(atPath: Self.repositoryThemes.appendingPathComponent(file).path),
        FileManager.default.contents(atPath: BuiltinThemeFiles.directory.appendingPathComponent(file).path), file)
    }
  }
}
