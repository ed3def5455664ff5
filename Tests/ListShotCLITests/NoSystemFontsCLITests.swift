import Foundation
import XCTest

/// Rendering depends on nothing from the machine's font folders: with fontconfig pointed at
/// an empty configuration (and, where the test may make a mount namespace, with all of
/// `/usr/share` hidden under an empty tmpfs), re-recording the committed example goldens
/// gives the same files, byte for byte: every chunk, the pixel and image-data stamps
/// included. Only the text of the render-environment stamp may differ, when the font set
/// grew after the golden was recorded (it names every font file's version).
final class NoSystemFontsCLITests: XCTestCase {
  func testGoldensRecordedWithoutSystemFontsAreByteIdenticalToTheCommittedOnes() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-nofonts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let snapshots = work.appendingPathComponent("snapshots")
    let fontconfig = work.appendingPathComponent("fontconfig")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: fontconfig, withIntermediateDirectories: true)
    let emptyConfig = fontconfig.appendingPathComponent("fonts.conf")
    try "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".write(to: emptyConfig, atomically: true, encoding: .utf8)

    let committed = CLI.repositoryRoot.appendingPathComponent("Snapshots/examples")
    let spec = CLI.repositoryRoot.appendingPathComponent("examples/ods-list-items.yaml")
    let environment = [
      "FONTCONFIG_FILE": emptyConfig.path, "FONTCONFIG_PATH": fontconfig.path, "HOME": work.path,
      "XDG_DATA_HOME": work.path, "XDG_CONFIG_HOME": work.path,
    ]
    let verify = [CLI.executable.path, "verify", spec.path, "--snapshots", snapshots.path, "--record", "missing"]
    let result: CLI.Result
    if Self.canHideUsrShare {
      // A private mount namespace: /usr/share is an empty tmpfs for this process only.
      result = try CLI.run(
        ["-m", "sh", "-c", "mount -t tmpfs none /usr/share && exec \"$@\"", "sh"] + verify,
        environment: environment, executable: URL(fileURLWithPath: "/usr/bin/unshare"))
    } else {
      print(
        "NoSystemFontsCLITests: no mount namespace here; /usr/share stays visible, fontconfig's configuration is empty")
      result = try CLI.run(Array(verify.dropFirst()), environment: environment)
    }
    // Every golden was missing: each is recorded, and a recorded golden fails the run (exit 3).
    XCTAssertEqual(result.status, 3, result.stderr)

    // The spec's goldens are in one folder per screen, its screens' names all start with
    // `ods-`; the other folders of Snapshots/examples hold the Swift goldens of ExampleGoldenTests.
    let names = try FileManager.default.subpathsOfDirectory(atPath: committed.path)
      .filter { $0.hasSuffix(".png") && $0.hasPrefix("ods-") }.sorted()
    XCTAssertEqual(names.count, 12)
    XCTAssertEqual(
      try FileManager.default.subpathsOfDirectory(atPath: snapshots.path).filter { $0.hasSuffix(".png") }.sorted(),
      names)
    for name in names {
      let recorded = try Self.chunks(Data(contentsOf: snapshots.appendingPathComponent(name)))
      let golden = try Self.chunks(Data(contentsOf: committed.appendingPathComponent(name)))
      XCTAssertEqual(recorded.count, golden.count, name)
      XCTAssertEqual(recorded, golden, "\(name) differs from the committed golden when no system font is visible")
    }
  }

  /// A PNG's chunks as raw bytes (length, type, data, CRC), without the render-environment
  /// stamp (`tEXt` keyed `listshot:environment`).
  static func chunks(_ png: Data) throws -> [Data] {
    let bytes = [UInt8](png)
    XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var chunks: [Data] = [], offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let end = offset + 12 + length
      guard end <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
      let chunk = Data(bytes[offset..<end])
      let isEnvironment =
        bytes[offset + 4..<offset + 8].elementsEqual("tEXt".utf8)
        && bytes[offset + 8..<offset + 8 + length].starts(with: Array("listshot:environment\u{0}".utf8))
      if !isEnvironment { chunks.append(chunk) }
      offset = end
    }
    XCTAssertEqual(offset, bytes.count, "trailing bytes")
    return chunks
  }

  /// Root in a sandbox that allows `unshare -m` (CI and the developers' machines).
  static let canHideUsrShare: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
    let probe = try? CLI.run(
      ["-m", "sh", "-c", "mount -t tmpfs none /usr/share && test ! -e /usr/share/fonts"],
      executable: URL(fileURLWithPath: "/usr/bin/unshare"))
    return probe?.status == 0
  }()
}
