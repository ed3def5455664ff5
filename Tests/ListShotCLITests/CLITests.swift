import Foundation
import ListShotTestSupport
import XCTest

/// Runs the built `listshot` binary and checks stdout, stderr, exit codes and files.
final class CLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: work)
  }

  func testRenderWritesOnePNGPerScreenAndPrintsItsPath() throws {
    let spec = try write(
      "spec.yaml",
      """
      screens:
        - name: one
          width: 320
          rows:
            - odsListItem: { title: Hello, trailing: { text: Details } }
        - name: two
          rows:
            - odsListItem: { title: World, navigationLink: true }
      """)
    let out = work.appendingPathComponent("out")
    let result = try CLI.run(["render", spec.path, "--out", out.path, "--scale", "2"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let expected = [
      out.appendingPathComponent("one/orange-light-large-ltr-320pt@2x-ios26.png").path,
      out.appendingPathComponent("two/orange-light-large-ltr-393pt@2x-ios26.png").path,
    ]
    XCTAssertEqual(result.stdout, expected.joined(separator: "\n") + "\n")
    XCTAssertEqual(result.stderr, "")
    let png = try Data(contentsOf: URL(fileURLWithPath: expected[0]))
    XCTAssertEqual(png.prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    XCTAssertEqual(
      png[16..<24], Data([0, 0, 2, 128, 0, 0, 0, 89]), "640 × 89 pixels: a 44 pt row and its divider's pixel")
  }

  func testJSONFormatWritesTheDisplayList() throws {
    let spec = try write("spec.yaml", "screens:\n  - name: one\n    rows:\n      - odsListItem: { title: Hello }\n")
    let out = work.appendingPathComponent("out")
    let result = try CLI.run([
      "render", spec.path, "--out", out.path, "--format", "json", "--scheme", "dark", "--width", "300",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: out.appendingPathComponent("one/orange-dark-large-ltr-300pt@3x-ios26.json")))
      as? [String: Any]
    XCTAssertEqual(json?["background"] as? String, "#000000FF")
    XCTAssertEqual((json?["size"] as? [String: Double])?["width"], 300)
    let items = json?["items"] as? [[String: Any]] ?? []
    XCTAssertEqual(items.first { $0["id"] as? String == "sections[0].rows[0].title" }?["text"] as? String, "Hello")
  }

  func testBadSpecExitsTwoWithPositionAndWritesNothing() throws {
    let cases: [(String, String)] = [
      ("screens:\n  - name: a\n    rows: [\n", "bad.yaml:4:1: error: YAML syntax error"),
      (
        "screens:\n  - name: a\n    rows:\n      - odsListItem: { titel: A }\n",
        "bad.yaml:4:24 (screens[0].rows[0].odsListItem): error: unknown key 'titel' in odsListItem"
      ),
      (
        "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, navigationLink: 3 }\n",
        "bad.yaml:4:50 (screens[0].rows[0].odsListItem.navigationLink): error: wrong type for 'navigationLink': found the number 3; expected true or false"
      ),
      (
        "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { icon: hart } }\n",
        "bad.yaml:4:51 (screens[0].rows[0].odsListItem.leading.icon): error: unknown icon 'hart'"
      ),
    ]
    for (text, prefix) in cases {
      let spec = try write("bad.yaml", text)
      let out = work.appendingPathComponent("out")
      let result = try CLI.run(["render", spec.path, "--out", out.path])
      XCTAssertEqual(result.status, 2, text)
      XCTAssertTrue(
        result.stderr.hasPrefix(spec.path.replacingOccurrences(of: "bad.yaml", with: "") + prefix), result.stderr)
      XCTAssertEqual(result.stdout, "")
      XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "nothing written for \(text)")
    }
  }

  func testUsageErrorsExitTwoAndHelpExitsZero() throws {
    let bad = try CLI.run(["render", "x.yaml", "--out", work.path, "--scale", "4"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.stderr.contains("--scale must be 1, 2 or 3, not 4"), bad.stderr)
    let missing = try CLI.run(["render", work.appendingPathComponent("none.yaml").path, "--out", work.path])
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.hasSuffix("none.yaml: error: spec file not found\n"), missing.stderr)
    let help = try CLI.run(["render", "--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("USAGE: listshot render"))
  }

  func testPreviewWritesOneSheetPerThemeAndSchemeAndAnIndex() throws {
    let out = work.appendingPathComponent("gallery")
    let result = try CLI.run(["preview", "--out", out.path, "--scale", "1"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let sheets = try TestEnvironment.renderer().themes.builtinThemeNames().flatMap {
      ["\($0)-light-ios26", "\($0)-dark-ios26"]
    }
    // Each sheet in order, as one page or as pages `-2`, `-3` … where it is taller than a canvas.
    var written = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(written.popLast(), out.appendingPathComponent("index.html").path)
    var names: [String] = []
    for sheet in sheets {
      guard written.first == out.appendingPathComponent("\(sheet).png").path else {
        return XCTFail("\(sheet).png is not the next file written: \(written.prefix(2))")
      }
      names.append(String(written.removeFirst().split(separator: "/").last!))
      var page = 2
      while written.first == out.appendingPathComponent("\(sheet)-\(page).png").path {
        names.append(String(written.removeFirst().split(separator: "/").last!))
        page += 1
      }
    }
    XCTAssertEqual(written, [], "files written that are not a sheet's page")
    let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    for name in names {
      XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), name)
      XCTAssertTrue(html.contains("<img src=\"\(name)\""), name)
    }
    XCTAssertTrue(result.stderr.contains("Gallery: \(names.count) sheets"), result.stderr)
  }

  private func write(_ name: String, _ text: String) throws -> URL {
    let url = work.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }
}
