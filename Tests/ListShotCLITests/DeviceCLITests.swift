import Foundation
import XCTest

/// `--device` draws the device screen: a long list is cut at its height unless `--full-height`.
final class DeviceCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-device-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let rows = (0..<30).map { "      - listCell: { text: Row \($0) }\n" }.joined()
    try ("screens:\n  - name: long\n    style: insetGrouped\n    navigationTitle: Long\n    rows:\n" + rows)
      .write(to: spec, atomically: true, encoding: .utf8)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  var spec: URL { work.appendingPathComponent("long.yaml") }

  func pixelHeight(_ path: String) throws -> Int {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))[20..<24])
    return bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  func testTheDeviceHeightAndTheFullHeight() throws {
    let cut = try CLI.run([
      "render", spec.path, "--out", work.appendingPathComponent("cut").path, "--device", "iphone-se-3",
    ])
    XCTAssertEqual(cut.status, 0, cut.stderr)
    XCTAssertEqual(try pixelHeight(cut.stdout.trimmingCharacters(in: .newlines)), 1334, "667 pt @2x")
    let full = try CLI.run([
      "render", spec.path, "--out", work.appendingPathComponent("full").path, "--device", "iphone-se-3",
      "--full-height", "--look", "ios18",
    ])
    XCTAssertEqual(full.status, 0, full.stderr)
    // In iOS 18: 20 status bar + 96 large title bar + 35 + 30 × 44 + 17.5 = 1488.5 pt.
    XCTAssertEqual(try pixelHeight(full.stdout.trimmingCharacters(in: .newlines)), 2977)
  }

  /// `--chrome` draws what `chrome: true` draws (the status bar and the home indicator), and
  /// without either nothing is drawn around the list.
  func testTheChromeFlagIsTheStandardChrome() throws {
    let plainSpec = "screens:\n  - name: s\n    navigationTitle: Lists\n    rows:\n      - listCell: { text: A }\n"
    let chromeSpec = plainSpec.replacingOccurrences(of: "    rows:", with: "    chrome: true\n    rows:")
    try plainSpec.write(to: work.appendingPathComponent("plain.yaml"), atomically: true, encoding: .utf8)
    try chromeSpec.write(to: work.appendingPathComponent("chrome.yaml"), atomically: true, encoding: .utf8)
    func render(_ spec: String, _ out: String, _ extra: [String]) throws -> Data {
      let result = try CLI.run(
        [
          "render", work.appendingPathComponent(spec).path, "--out", work.appendingPathComponent(out).path,
          "--device", "iphone-15",
        ] + extra)
      XCTAssertEqual(result.status, 0, result.stderr)
      return try Data(contentsOf: URL(fileURLWithPath: result.stdout.trimmingCharacters(in: .newlines)))
    }
    let flag = try render("plain.yaml", "flag", ["--chrome"])
    let key = try render("chrome.yaml", "key", [])
    let none = try render("plain.yaml", "none", [])
    XCTAssertEqual(flag, key)
    XCTAssertNotEqual(flag, none)
  }

  func testWithoutADeviceTheCanvasIsTheContent() throws {
    let result = try CLI.run([
      "render", spec.path, "--out", work.path, "--scale", "1", "--full-height", "--look", "ios18",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      try pixelHeight(result.stdout.trimmingCharacters(in: .newlines)), 1469, "iOS 18: 96 + 35 + 1320 + 17.5, rounded")
  }

  func testTheContainersExampleRendersEveryStyleOnADevice() throws {
    let example = CLI.repositoryRoot.appendingPathComponent("examples/ods-list-containers.yaml")
    let result = try CLI.run(["render", example.path, "--out", work.path, "--device", "iphone-16"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let paths = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent },
      [
        "list-plain", "list-grouped", "list-inset", "list-insetGrouped", "list-sidebar",
      ])
    for path in paths { XCTAssertEqual(try pixelHeight(path), 2556) }
  }
}
