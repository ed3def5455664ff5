import Foundation
import ListShotTestSupport
import XCTest

/// The environment matrix from the command line: every axis, file naming, parallel jobs.
final class MatrixCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-matrix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try """
    screens:
      - name: m
        rows:
          - odsListItem: { title: Title with a long enough text, subtitle: Subtitle, trailingText: Details, navigationLink: true }
    """.write(to: spec, atomically: true, encoding: .utf8)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  var spec: URL { work.appendingPathComponent("m.yaml") }

  func testEverySizeAndDirectionGives24FilesPerThemeAndScheme() throws {
    let out = work.appendingPathComponent("out")
    let result = try CLI.run([
      "render", spec.path, "--out", out.path, "--size", "all", "--direction", "all", "--scale", "1", "--scheme", "all",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let lines = result.stdout.split(separator: "\n")
    XCTAssertEqual(lines.count, 48)
    XCTAssertEqual(Set(lines).count, 48)
    XCTAssertEqual(
      lines.first.map(String.init), out.appendingPathComponent("m/orange-light-xSmall-ltr-393pt@1x-ios26.png").path)
    XCTAssertEqual(
      lines.last.map(String.init),
      out.appendingPathComponent("m/orange-dark-accessibility5-rtl-393pt@1x-ios26.png").path)
  }

  func testOutputIsByteIdenticalForOneAndFourJobs() throws {
    var outputs: [[Data]] = []
    for jobs in ["1", "4"] {
      let out = work.appendingPathComponent("out\(jobs)")
      let result = try CLI.run([
        "render", spec.path, "--out", out.path, "--size", "large,AX3", "--direction", "all", "--theme", "all",
        "--scale", "2", "--jobs", jobs,
      ])
      XCTAssertEqual(result.status, 0, result.stderr)
      let paths = result.stdout.split(separator: "\n").map(String.init)
      XCTAssertEqual(paths.count, 8 * 2 * 2, "8 built-in themes × 2 sizes × 2 directions")
      outputs.append(try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) })
    }
    XCTAssertEqual(outputs[0], outputs[1])
  }

  func testDevicePresetsAndCustomDevicesSetWidthAndScale() throws {
    let out = work.appendingPathComponent("out")
    let result = try CLI.run(["render", spec.path, "--out", out.path, "--device", "iphone-se-3,320x568@1"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let paths = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      paths.map { URL(fileURLWithPath: $0).lastPathComponent },
      ["orange-light-large-ltr-iphone-se-3-ios26.png", "orange-light-large-ltr-320x568@1-ios26.png"])
    let header = try Data(contentsOf: URL(fileURLWithPath: paths[0]))[16..<20]
    XCTAssertEqual(header, Data([0, 0, 0x02, 0xEE]), "750 px = 375 pt @2x")
  }

  func testPairwiseCoversEveryPairWithFewerVariants() throws {
    let out = work.appendingPathComponent("out")
    let result = try CLI.run([
      "render", spec.path, "--out", out.path, "--theme", "all", "--scheme", "all", "--size", "all", "--direction",
      "all", "--pairwise", "--scale", "1",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let stems = result.stdout.split(separator: "\n").map {
      URL(fileURLWithPath: String($0)).deletingPathExtension().lastPathComponent
    }
    XCTAssertLessThan(stems.count, 7 * 2 * 12 * 2)
    XCTAssertGreaterThanOrEqual(stems.count, 7 * 12, "at least themes × sizes to cover those pairs")
    // Stems are <theme>-<scheme>-<size>-<direction>-<device>; the theme may contain a dash.
    let pairs = Set(
      stems.map { stem -> String in
        let parts = stem.components(separatedBy: stem.contains("-light-") ? "-light-" : "-dark-")
        let size = parts[1].split(separator: "-")[0]
        return "\(parts[0]) \(size)"
      })
    for theme in try TestEnvironment.renderer().themes.builtinThemeNames() {
      for size in ["xSmall", "large", "accessibility5"] {
        XCTAssertTrue(pairs.contains("\(theme) \(size)"), "\(theme) × \(size)")
      }
    }
  }

  func testContactSheetIsWritten() throws {
    let out = work.appendingPathComponent("out")
    let sheet = work.appendingPathComponent("sheet.png")
    let result = try CLI.run([
      "render", spec.path, "--out", out.path, "--scheme", "all", "--direction", "all", "--scale", "1",
      "--contact-sheet", sheet.path,
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout.split(separator: "\n").last.map(String.init), sheet.path)
    XCTAssertTrue(FileManager.default.fileExists(atPath: sheet.path))
  }

  func testUnknownAxisValueIsAUsageError() throws {
    let result = try CLI.run(["render", spec.path, "--out", work.path, "--size", "huge"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("--size: unknown value 'huge'"), result.stderr)
  }
}

final class LandscapeCLITests: XCTestCase {
  func testLandscapeDevicesKeepTheContentInsideTheSafeArea() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-land-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let spec = work.appendingPathComponent("l.yaml")
    try "screens:\n  - name: l\n    rows:\n      - odsListItem: { title: Wide, trailingText: Details }\n"
      .write(to: spec, atomically: true, encoding: .utf8)
    for direction in ["ltr", "rtl"] {
      let out = work.appendingPathComponent(direction)
      let result = try CLI.run([
        "render", spec.path, "--out", out.path, "--device", "iphone-16-landscape", "--direction", direction, "--format",
        "json",
      ])
      XCTAssertEqual(result.status, 0, result.stderr)
      let path = result.stdout.trimmingCharacters(in: .newlines)
      XCTAssertTrue(path.hasSuffix("l/orange-light-large-\(direction)-iphone-16-landscape-ios26.json"), path)
      let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
      XCTAssertEqual(json["size"] as? [String: Double], ["width": 852, "height": 393])
      // Every frame stays between the 59 pt side insets of the iPhone 16 in landscape.
      for item in json["items"] as! [[String: Any]] {
        guard let frame = item["frame"] as? [String: Double], item["kind"] as? String == "text" else { continue }
        XCTAssertGreaterThanOrEqual(frame["x"]!, 59, "\(direction) \(item["id"]!)")
        XCTAssertLessThanOrEqual(frame["x"]! + frame["width"]!, 852 - 59 + 0.001, "\(direction) \(item["id"]!)")
      }
    }
  }
}
