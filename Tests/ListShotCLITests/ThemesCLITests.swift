import Foundation
import XCTest

final class ThemesCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-themes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  func testListNamesEveryBuiltInThemeWithItsFontSubstitute() throws {
    let result = try CLI.run(["themes", "list"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      ios\tSF Pro → Inter
      material-baseline\tSF Pro → Inter
      material-dark\tSF Pro → Inter
      orange\tHelvetica Neue → TeX Gyre Heros
      orange-compact\tHelvetica Neue → TeX Gyre Heros
      shrine\tSF Pro → Inter
      sosh\tSosh → Inter Display
      wireframe\tShantell Sans

      """)
  }

  func testShowPrintsResolvedReferenceValuesForEveryThemeAndScheme() throws {
    // (theme, scheme) → [token: value] from shared/reference/ouds-tokens.md §2 and §4.3.
    let expected: [String: [String: String]] = [
      "orange light": [
        "color.action.selected": "#F15E00", "color.bg.primary": "#FFFFFF", "color.content.muted": "#000000AD",
      ],
      "orange dark": [
        "color.action.selected": "#FF7900", "color.bg.primary": "#141414", "color.border.focusInset": "#141414",
      ],
      "orange-compact light": ["color.action.selected": "#F15E00", "color.content.default": "#000000"],
      "orange-compact dark": ["color.border.focusInset": "#000000", "color.content.default": "#EEEEEE"],
      "sosh light": [
        "color.action.selected": "#DE034B", "color.bg.secondary": "#EDF6FD", "color.action.pressed": "#0173C1",
      ],
      "sosh dark": [
        "color.action.selected": "#5DBCFE", "color.bg.primary": "#001524", "color.content.muted": "#EDF6FCA3",
      ],
      "wireframe light": [
        "color.action.selected": "#2055E5", "color.content.default": "#08090D", "color.border.focus": "#213787",
      ],
      "wireframe dark": [
        "color.action.selected": "#96C1FA", "color.bg.primary": "#101319", "color.bg.tertiary": "#380513",
      ],
    ]
    for (key, tokens) in expected {
      let parts = key.split(separator: " ").map(String.init)
      let result = try CLI.run(["themes", "show", parts[0], "--scheme", parts[1]])
      XCTAssertEqual(result.status, 0, result.stderr)
      let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      let values = (json?["schemes"] as? [String: Any])?[parts[1]] as? [String: [String: Any]]
      for (token, value) in tokens {
        XCTAssertEqual(values?[token]?["value"] as? String, value, "\(key) \(token)")
      }
    }
  }

  func testValidatePassesTheBuiltInFilesAndNamesTheTokenOfABadOne() throws {
    let themes = CLI.repositoryRoot.appendingPathComponent("Themes")
    let files = try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".json") }
      .sorted()
    let good = try CLI.run(["themes", "validate"] + files.map { themes.appendingPathComponent($0).path })
    XCTAssertEqual(good.status, 0, good.stderr)
    XCTAssertEqual(good.stdout.split(separator: "\n").count, files.count)

    let bad = work.appendingPathComponent("bad.tokens.json")
    try ##"{"extends": "orange", "color": {"action": {"selected": {"$value": "#12345"}}}}"##.write(
      to: bad, atomically: true, encoding: .utf8)
    let result = try CLI.run(["themes", "validate", bad.path])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains(bad.path), result.stderr)
    XCTAssertTrue(result.stderr.contains("color.action.selected"), result.stderr)
  }

  func testAOneTokenOverrideChangesOnlyThatColourInTheDisplayList() throws {
    let spec = work.appendingPathComponent("s.yaml")
    try """
    screens:
      - name: s
        rows:
          - odsListItem: { title: Option, trailingCheckmarkIsSelected: true }
          - odsListItem: { title: Info, trailing: { text: Details, infoButton: true } }
    """.write(to: spec, atomically: true, encoding: .utf8)
    let override = work.appendingPathComponent("green.tokens.json")
    try ##"{"extends": "orange", "ods": {"accent": {"$value": "#00AA00"}}}"##.write(
      to: override, atomically: true, encoding: .utf8)
    var lists: [[String: Any]] = []
    for theme in ["orange", override.path] {
      let out = work.appendingPathComponent(UUID().uuidString)
      let result = try CLI.run(["render", spec.path, "--out", out.path, "--theme", theme, "--format", "json"])
      XCTAssertEqual(result.status, 0, result.stderr)
      let path = result.stdout.trimmingCharacters(in: .newlines)
      lists.append(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any])
    }
    let a = lists[0]["items"] as! [[String: Any]], b = lists[1]["items"] as! [[String: Any]]
    XCTAssertEqual(a.count, b.count)
    var changed: [String] = []
    func canonical(_ item: [String: Any]) throws -> Data {
      try JSONSerialization.data(withJSONObject: item, options: [.sortedKeys])
    }
    for (x, y) in zip(a, b) where try canonical(x) != canonical(y) {
      changed.append(x["id"] as! String)
    }
    XCTAssertEqual(changed, ["sections[0].rows[0].checkmark", "sections[0].rows[1].infoButton"])
    XCTAssertTrue(String(describing: b).contains("#00AA00FF"))
  }

  /// For designers: a table with the alias chain (and a true-colour swatch on a terminal that
  /// draws one), JSON with the chain for machines, a page with swatches for browsers.
  func testShowAsATableJSONAndHTMLWithTheAliasChain() throws {
    let table = try CLI.run(["themes", "show", "orange", "--scheme", "light", "--format", "table"])
    XCTAssertEqual(table.status, 0, table.stderr)
    let lines = table.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "orange · light · ios26 · \(lines.count - 2) tokens")
    let row = try XCTUnwrap(lines.first { $0.hasPrefix("color.action.selected ") })
    XCTAssertTrue(row.contains("#F15E00"), row)
    XCTAssertTrue(row.hasSuffix("→ raw.color.orange.550"), row)
    XCTAssertFalse(table.stdout.contains("\u{1B}["), "no escape codes when stdout is not a terminal")

    let json = try CLI.run(["themes", "show", "orange", "--scheme", "light", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let light = (object?["schemes"] as? [String: Any])?["light"] as? [String: [String: Any]]
    XCTAssertEqual(light?["color.action.selected"]?["aliases"] as? [String], ["raw.color.orange.550"])
    XCTAssertEqual(light?["raw.color.orange.550"]?["aliases"] as? [String], [])
    XCTAssertEqual(lines.count - 2, light?.count)

    let html = try CLI.run(["themes", "show", "sosh", "--scheme", "dark", "--format", "html"])
    XCTAssertEqual(html.status, 0, html.stderr)
    XCTAssertTrue(html.stdout.hasPrefix("<!doctype html>"))
    XCTAssertTrue(html.stdout.contains("<h2>dark <small>"), html.stdout)
    XCTAssertTrue(
      html.stdout.contains("background:rgba(93,188,254,1.000)"), "the #5DBCFE swatch of color.action.selected")
  }

  /// On a terminal (a pseudo-terminal from util-linux's `script`) the table is the default,
  /// with a 24-bit swatch before each colour when COLORTERM says the terminal draws one and
  /// NO_COLOR is not set (`swift test` may set it, hence `env -u`).
  func testOnATrueColourTerminalTheTableHasSwatches() throws {
    let script = URL(fileURLWithPath: "/usr/bin/script")
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: script.path), "no util-linux script")
    func show(_ variables: String) throws -> [Substring] {
      let command = "env -u NO_COLOR \(variables) \(CLI.executable.path) themes show orange --scheme light"
      let result = try CLI.run(["-qec", command, "/dev/null"], executable: script)
      XCTAssertEqual(result.status, 0, result.stderr)
      // A terminal ends lines with CR LF.
      return result.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
    }
    let colour = try XCTUnwrap(try show("COLORTERM=truecolor").first { $0.hasPrefix("color.action.selected ") })
    XCTAssertTrue(colour.contains("\u{1B}[48;2;241;94;0m  \u{1B}[0m #F15E00"), colour.debugDescription)
    let plain = try show("COLORTERM=truecolor NO_COLOR=1")
    XCTAssertTrue(plain.contains { $0.hasPrefix("color.action.selected ") }, "the table is the default on a terminal")
    XCTAssertFalse(plain.contains { $0.contains("\u{1B}[48;2;") }, "NO_COLOR turns swatches off")
    XCTAssertFalse(try show("COLORTERM=").contains { $0.contains("\u{1B}[48;2;") }, "no swatch without true colour")
  }
}
