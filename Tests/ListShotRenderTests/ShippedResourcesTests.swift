import Foundation
import ListShot
import ListShotRender
import ListShotResources
import ListShotThemes
import ListShotTestSupport
import XCTest

/// The fonts and the icon map ship inside the package (the themes beside them, in ListShotThemes), listed in `manifest.json` with their
/// version, licence and SHA-256, and rendering reads them from there and nowhere else.
final class ShippedResourcesTests: XCTestCase {
  let directory = ListShotResources.directory

  func testEveryListedFileHasItsDigestAndLicenceAndEveryShippedFileIsListed() throws {
    let manifest = try ListShotResources.manifest()
    XCTAssertFalse(manifest.files(.font).isEmpty)
    XCTAssertEqual(manifest.files(.iconMap).count, 2)
    XCTAssertEqual(manifest.files(.symbolNames).count, 1)
    for file in manifest.files {
      let url = ListShotResources.url(of: file)
      XCTAssertEqual(try Self.sha256(url), file.sha256, "\(file.path): update its sha256 in manifest.json")
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(file.licenceFile).path),
        "\(file.path): licence file \(file.licenceFile) is missing")
      XCTAssertFalse(file.licence.isEmpty || file.version.isEmpty || file.name.isEmpty, file.path)
    }
    let listed = Set(manifest.files.map(\.path))
    for folder in ["Fonts", "Icons"] {
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path) {
        XCTAssertTrue(listed.contains("\(folder)/\(name)"), "\(folder)/\(name) is shipped but not in manifest.json")
      }
    }
  }

  func testTheRendererLoadsExactlyTheShippedFontsFromThePackage() throws {
    let renderer = try TestEnvironment.renderer()
    let manifest = try ListShotResources.manifest()
    let shipped = manifest.files(.font).map { ListShotResources.url(of: $0).path }
    XCTAssertEqual(renderer.fonts.manifest.entries.map(\.path), shipped)
    for path in shipped {
      XCTAssertTrue(path.hasPrefix(directory.path), path)
      XCTAssertFalse(path.hasPrefix("/usr/share"), path)
    }
    XCTAssertEqual(
      renderer.fonts.familyNames,
      [
        "Inter", "Inter Display", "Material Icons", "Material Symbols Outlined", "Noto Color Emoji", "Noto Sans Arabic",
        "Noto Sans Hebrew", "Noto Sans Mono", "Noto Serif",
        "Rubik", "Shantell Sans", "TeX Gyre Heros",
      ])
    // The built-in themes are the package's too: the bundle of ListShotThemes (Themes/).
    XCTAssertEqual(
      renderer.themes.builtinDirectory.standardizedFileURL, BuiltinThemeFiles.directory.standardizedFileURL)
  }

  /// `sha256sum` from coreutils: Foundation has no SHA-256 on Linux.
  static func sha256(_ url: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: output, as: UTF8.self).prefix(64))
  }
}
