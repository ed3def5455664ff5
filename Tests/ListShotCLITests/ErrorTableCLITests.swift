import Foundation
import XCTest

/// Every bad input the command line reports, with its exact message and exit code: the
/// table in docs/errors.md. `$DIR` stands for the test's folder. Each case runs the binary.
final class ErrorTableCLITests: XCTestCase {
  struct Case {
    var name: String
    var files: [String: [UInt8]]
    var arguments: [String]
    /// The first line of stderr.
    var message: String
    var status: Int32 = 2
  }

  static let row = "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A }\n"

  static func spec(_ text: String) -> [UInt8] { Array(text.utf8) }
  static func withImage(_ file: String) -> [UInt8] {
    spec("screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { squareImage: \(file) } }\n")
  }

  static let goldenPath = "snaps/a/orange-light-large-ltr-393pt@1x.png"
  static func verify(_ golden: [UInt8], _ message: String) -> (
    files: [String: [UInt8]], args: [String], message: String
  ) {
    (
      ["s.yaml": spec(row), goldenPath: golden],
      ["verify", "$DIR/s.yaml", "--snapshots", "$DIR/snaps", "--scale", "1", "--record", "never"], message
    )
  }

  static var cases: [Case] {
    let render = { (spec: String) in ["render", "$DIR/\(spec)", "--out", "$DIR/out"] }
    let loc = "$DIR/s.yaml:4:58 (screens[0].rows[0].odsListItem.leading.squareImage)"
    let deep = String(repeating: "[", count: 1500)
    let tall =
      "screens:\n  - name: a\n    rows:\n      - &r { odsListItem: { title: A } }\n"
      + String(repeating: "      - *r\n", count: 700)
    var cases: [Case] = [
      Case(
        name: "YAML syntax", files: ["s.yaml": spec("screens:\n  - name: a\n    rows: [\n")],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:1: error: YAML syntax error: did not find expected node content (while parsing a flow node at 4:1)"
      ),
      Case(
        name: "JSON syntax", files: ["s.json": spec("{\"screens\": [}\n")], arguments: render("s.json"),
        message:
          "$DIR/s.json:1:14: error: JSON syntax error: did not find expected node content (while parsing a flow node at 1:14)"
      ),
      Case(
        name: "unknown key",
        files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - odsListItem: { titel: A }\n")],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:24 (screens[0].rows[0].odsListItem): error: unknown key 'titel' in odsListItem; expected one of: title, subtitle, subtitleNumberOfLines, leading, trailing, trailingText, trailingCheckmarkIsSelected, trailingToggleIsOn, navigationLink, hasDivider (did you mean 'title'?)"
      ),
      Case(
        name: "wrong type",
        files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - odsListItem: { title: 42 }\n")],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:31 (screens[0].rows[0].odsListItem.title): error: wrong type for 'title': found the number 42; expected a string (put it in quotes to use it as text)"
      ),
      Case(
        name: "out of range",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, subtitleNumberOfLines: 3 }\n")
        ], arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:57 (screens[0].rows[0].odsListItem.subtitleNumberOfLines): error: subtitleNumberOfLines 3 is out of range; expected 1...2"
      ),
      Case(
        name: "spec width",
        files: [
          "s.yaml": spec("screens:\n  - name: a\n    width: 100000\n    rows:\n      - odsListItem: { title: A }\n")
        ], arguments: render("s.yaml"),
        message: "$DIR/s.yaml:3:12 (screens[0].width): error: width 100000 is out of range; expected 1...4096"),
      Case(
        name: "undefined alias", files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - *row\n")],
        arguments: render("s.yaml"),
        message: "$DIR/s.yaml:4:9: error: YAML syntax error: found undefined alias"),
      Case(
        name: "nesting depth", files: ["s.yaml": spec(deep)], arguments: render("s.yaml"),
        message: "$DIR/s.yaml:1:1: error: the spec nests deeper than 1000 levels"),
      Case(
        name: "rows per screen", files: ["s.yaml": spec(tall + String(repeating: "      - *r\n", count: 300))],
        arguments: render("s.yaml"),
        message: "$DIR/s.yaml:2:5 (screens[0]): error: screen 'a' has 1001 rows; the limit is 1000 per screen"),
      Case(
        name: "text length",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: \(String(repeating: "x", count: 5000)) }\n"
          )
        ], arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:31 (screens[0].rows[0].odsListItem.title): error: 'title' is 5000 characters long; the limit is 4096"
      ),
      Case(
        name: "canvas too tall", files: ["s.yaml": spec(tall)], arguments: render("s.yaml") + ["--scale", "3"],
        message:
          "$DIR/s.yaml: screen 'a': error: canvas of 1179×93233 pixels is outside the limits; expected 1 to 32767 pixels per side and at most 67108864 pixels in all (lower --scale or the width, or split the screen)"
      ),
      Case(
        name: "radio-only key",
        files: [
          "s.yaml": spec("screens:\n  - name: a\n    rows:\n      - checkboxItem: { label: L, isOutlined: true }\n")
        ], arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:47 (screens[0].rows[0].checkboxItem.isOutlined): error: 'isOutlined' is a radioItem key: a checkboxItem has no outlined style (remove 'isOutlined' or make the row a radioItem)"
      ),
      Case(
        name: "untinted font icon",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - radioItem: { label: L, icon: phone, isIconTinted: false }\n")
        ], arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:59 (screens[0].rows[0].radioItem.isIconTinted): error: isIconTinted: false keeps an icon's own colours, and the font icon 'phone' (icon) has none; give icon a multicolour SVG or PNG file, or remove isIconTinted"
      ),
      Case(
        name: "unknown custom view",
        files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - content: { view: Stats }\n")],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:26 (screens[0].rows[0].content.view): error: unknown view 'Stats'; expected a view declared under 'views' at the top of the spec"
      ),
      Case(
        name: "custom view cycle",
        files: [
          "s.yaml": spec(
            "views:\n  - name: A\n    body: { vstack: [{ view: A }] }\nscreens:\n  - name: a\n    rows:\n      - content: { view: A }\n"
          )
        ], arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:3:30 (views[0].body.vstack[0].view): error: custom views use each other in a cycle: A → A (a view cannot contain itself)"
      ),
      Case(
        name: "two view kinds",
        files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - content: { text: A, image: star }\n")],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:18 (screens[0].rows[0].content): error: a view has exactly one kind key, found 2; expected one of: hstack, vstack, zstack, spacer, divider, text, image, label, color, toggle, view"
      ),
      Case(
        name: "views nested too deep",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - content: { " + String(repeating: "vstack: [{ ", count: 100)
              + "text: x" + String(repeating: " }]", count: 100) + " }\n")
        ], arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:18 (screens[0].rows[0].content): error: the content nests views more than 64 levels deep; flatten the stacks or use a custom view with fewer levels"
      ),
      Case(
        name: "bad Markdown",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - radioItem: { label: L, isError: true, errorText: { markdown: 'Not **available' } }\n"
          )
        ], arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:70 (screens[0].rows[0].radioItem.errorText.markdown): error: bad Markdown in 'errorText': '**' opens strong text that is not closed (at character 5); expected text with **strong** runs and [links](https://…); \\ before * [ ] ( ) for the character"
      ),
      Case(
        name: "unknown icon",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { icon: hart } }\n")
        ], arguments: render("s.yaml"),
        message: "$DIR/s.yaml:4:51 (screens[0].rows[0].odsListItem.leading.icon): error: unknown icon 'hart'"),
      Case(
        name: "bad icon colour",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { icon: heart, color: \"#FF79\" } }\n"
          )
        ], arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:65 (screens[0].rows[0].odsListItem.leading.color): error: '#FF79' is not a colour; expected #RRGGBB or #RRGGBBAA"
      ),
      Case(
        name: "colour on a picture",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - materialCell: { title: A, leadingImage: { image: placeholder, color: red } }\n"
          )
        ], arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:78 (screens[0].rows[0].materialCell.leadingImage.color): error: leadingImage is a picture and has a color; a color applies to icons: remove 'color' or use 'icon'"
      ),
      Case(
        name: "chrome out of range",
        files: ["s.yaml": spec("screens:\n  - name: a\n    chrome: { statusBar: { cellular: 5 } }\n    rows: []\n")],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:3:38 (screens[0].chrome.statusBar.cellular): error: cellular 5 is out of range; expected 0...4"),
      Case(
        name: "chrome bar and toolbar",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    chrome: { tabBar: { items: [{ title: A, icon: house }] }, toolbar: [{ title: B }] }\n    rows: []\n"
          )
        ], arguments: render("s.yaml"),
        message: "$DIR/s.yaml:3:13 (screens[0].chrome): error: chrome has a tabBar or a toolbar, not both"),
      Case(
        name: "chrome unknown bar icon",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    navigationTitle: A\n    chrome: { barItems: [{ icon: hart }] }\n    rows: []\n")
        ], arguments: render("s.yaml"),
        message: "$DIR/s.yaml:4:34 (screens[0].chrome.barItems[0].icon): error: unknown icon 'hart'"),
      Case(
        name: "chrome back button without a bar",
        files: ["s.yaml": spec("screens:\n  - name: a\n    chrome: { backButton: Modules }\n    rows: []\n")],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:3:27 (screens[0].chrome.backButton): error: chrome.backButton needs a navigationTitle: the back button sits in the navigation bar"
      ),
      Case(
        name: "unknown matrix size", files: ["s.yaml": spec("matrix:\n  size: huge\n" + row)],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:2:9 (matrix.size): error: unknown size 'huge'; expected one of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5, or all"
      ),
      Case(
        name: "huge matrix device", files: ["s.yaml": spec("matrix:\n  device: 100000x100000@3\n" + row)],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:2:11 (matrix.device): error: unknown device '100000x100000@3'; expected one of: iphone-se-3, iphone-15, iphone-16, iphone-16-plus, iphone-16-pro, iphone-16-pro-max, ipad-10, PRESET-landscape, WIDTHxHEIGHT@SCALE (width 1...4096, height 1...8192, scale 1, 2 or 3), or all"
      ),
      Case(
        name: "unknown theme", files: ["s.yaml": spec(row)], arguments: render("s.yaml") + ["--theme", "orang"],
        message:
          "error: unknown theme \"orang\"; expected one of: orange, orange-compact, sosh, wireframe (did you mean \"orange\"?)"
      ),
      Case(
        name: "unknown --size", files: ["s.yaml": spec(row)], arguments: render("s.yaml") + ["--size", "huge"],
        message:
          "Error: --size: unknown value 'huge'; expected one of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5, or all"
      ),
      Case(
        name: "huge --device", files: ["s.yaml": spec(row)],
        arguments: render("s.yaml") + ["--device", "100000x100000@3"],
        message:
          "Error: --device: unknown value '100000x100000@3'; expected one of: iphone-se-3, iphone-15, iphone-16, iphone-16-plus, iphone-16-pro, iphone-16-pro-max, ipad-10, PRESET-landscape, WIDTHxHEIGHT@SCALE (width 1...4096, height 1...8192, scale 1, 2 or 3), or all"
      ),
      Case(
        name: "huge --width", files: ["s.yaml": spec(row)], arguments: render("s.yaml") + ["--width", "100000"],
        message: "Error: --width must be between 1 and 4096 points, not 100000"),
      Case(
        name: "missing image", files: ["s.yaml": withImage("none.png")], arguments: render("s.yaml"),
        message: "\(loc): error: image file not found: $DIR/none.png"),
      Case(
        name: "image that is not an image",
        files: ["s.yaml": withImage("x.png"), "x.png": Array("not an image\n".utf8)], arguments: render("s.yaml"),
        message: "\(loc): error: unreadable image $DIR/x.png: not a PNG or JPEG file"),
      Case(
        name: "truncated image",
        files: ["s.yaml": withImage("x.png"), "x.png": Array(TestPNG.make(width: 1, height: 1).prefix(30))],
        arguments: render("s.yaml"),
        message:
          "\(loc): error: unreadable image $DIR/x.png: truncated PNG file: the IHDR chunk at offset 8 needs 25 bytes but only 22 remain"
      ),
      Case(
        name: "huge image",
        files: ["s.yaml": withImage("x.png"), "x.png": TestPNG.make(width: 100_000, height: 100_000)],
        arguments: render("s.yaml"),
        message:
          "\(loc): error: image $DIR/x.png is 100000×100000 pixels; the limit is 32767 per side and 67108864 pixels"),
      Case(
        name: "JPEG without a frame", files: ["s.yaml": withImage("x.jpg"), "x.jpg": [0xFF, 0xD8, 0xFF, 0xD9]],
        arguments: render("s.yaml"),
        message:
          "$DIR/s.yaml:4:58 (screens[0].rows[0].odsListItem.leading.squareImage): error: unreadable image $DIR/x.jpg: corrupt JPEG file: no frame header"
      ),
      Case(
        name: "theme alias cycle",
        files: [
          "s.yaml": spec(row),
          "t.json": Array(
            #"{"extends": "orange", "color": {"a": {"$value": "{color.b}"}, "b": {"$value": "{color.a}"}}}"#.utf8),
        ],
        arguments: render("s.yaml") + ["--theme", "$DIR/t.json"],
        message: "$DIR/t.json: color.a: error: alias cycle: color.a -> color.b -> color.a"),
      Case(
        name: "theme token retyped",
        files: [
          "s.yaml": spec(row),
          "t.json": Array(
            #"{"extends": "orange", "color": {"bg": {"primary": {"$type": "dimension", "$value": 4}}}}"#.utf8),
        ],
        arguments: render("s.yaml") + ["--theme", "$DIR/t.json"],
        message:
          "$DIR/t.json: color.bg.primary: error: color.bg.primary is a dimension here, but listItem.colorBgBadgeSafetyArea (core.tokens.json) is a color that aliases it; expected a color, or a new token for the dimension"
      ),
      Case(
        name: "unknown --format", files: ["s.yaml": spec(row)], arguments: render("s.yaml") + ["--format", "svgz"],
        message:
          "Error: The value 'svgz' is invalid for '--format <format>'. Please provide one of 'png', 'svg', 'pdf' or 'json'."
      ),
      Case(
        name: "SVG canvas too tall", files: ["s.yaml": spec(tall)],
        arguments: render("s.yaml") + ["--scale", "3", "--format", "svg"],
        message:
          "$DIR/s.yaml: screen 'a': error: canvas of 1179×93233 pixels is outside the limits; expected 1 to 32767 pixels per side and at most 67108864 pixels in all (lower --scale or the width, or split the screen)"
      ),
      Case(
        name: "impact: missing theme file", files: [:],
        arguments: ["themes", "impact", "orange", "$DIR/missing.tokens.json"],
        message: "$DIR/missing.tokens.json: error: theme file not found"),
      Case(
        name: "impact: revision without a name", files: [:], arguments: ["themes", "impact", "orange@", "orange"],
        message:
          "orange@: error: cannot read the theme revision; expected FILE@REVISION or NAME@REVISION, e.g. Themes/orange.tokens.json@HEAD~1"
      ),
      Case(
        name: "impact: revision outside git", files: ["t.tokens.json": spec("{}")],
        arguments: ["themes", "impact", "$DIR/t.tokens.json@HEAD", "orange"],
        message: "$DIR/t.tokens.json@HEAD: error: git cannot read the revision: "),
      Case(
        name: "impact: bad token",
        files: ["t.json": spec("{\"color\": {\"$type\": \"color\", \"a\": {\"$value\": \"#12\"}}}")],
        arguments: ["themes", "impact", "orange", "$DIR/t.json"],
        message: "$DIR/t.json: color.a: error: bad colour \"#12\" in color.a; expected #RRGGBB or #RRGGBBAA"),
      Case(
        name: "impact: --jobs 0", files: [:], arguments: ["themes", "impact", "orange", "orange", "--jobs", "0"],
        message: "Error: --jobs must be between 1 and 256, not 0"),
      Case(
        name: "merge: report of an older format",
        files: [
          "old/report.json": spec("{\"mode\": \"never\", \"environment\": \"e\", \"results\": [], \"stale\": []}")
        ],
        arguments: ["report", "merge", "$DIR/old", "--out", "$DIR/out"],
        message:
          "$DIR/old/report.json: error: the report is format 1 (it has no 'format' key); this ListShot reads format 2: run its verify again with this version"
      ),
    ]
    let golden: [(String, [UInt8], String)] = [
      ("golden not a PNG", Array("text".utf8), "$DIR/\(goldenPath): error: not a PNG file (bad signature)"),
      (
        "golden truncated", Array(TestPNG.make(width: 393, height: 56).prefix(40)),
        "$DIR/\(goldenPath): error: truncated PNG file: the file ends at offset 40 inside a chunk header"
      ),
      (
        "golden bad CRC", TestPNG.make(width: 393, height: 56, damageCRC: true),
        "$DIR/\(goldenPath): error: corrupt PNG file: CRC mismatch in the IDAT chunk at offset 33"
      ),
      (
        "golden wrong bit depth", TestPNG.make(width: 1, height: 1, bitDepth: 4, colorType: 2),
        "$DIR/\(goldenPath): error: invalid PNG header: bit depth 4 is not allowed for colour type 2 (truecolour); allowed: 8, 16"
      ),
      (
        "golden huge declared size", TestPNG.make(width: 100_000, height: 100_000),
        "$DIR/\(goldenPath): error: declared size 100000×100000 exceeds the limit of 64000000 pixels"
      ),
      (
        "golden bad zlib data", TestPNG.make(width: 393, height: 56),
        "$DIR/\(goldenPath): error: corrupt PNG image data: the zlib stream is damaged"
      ),
    ]
    for (name, bytes, message) in golden {
      let v = verify(bytes, message)
      cases.append(Case(name: name, files: v.files, arguments: v.args, message: v.message))
    }
    return cases
  }

  func testAnImageThatIsAFIFOFailsAtSpecTimeInsteadOfBlocking() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    XCTAssertEqual(mkfifo(dir.appendingPathComponent("x.png").path, 0o600), 0)
    try Data(Self.withImage("x.png")).write(to: dir.appendingPathComponent("s.yaml"))
    let result = try CLI.run([
      "render", dir.appendingPathComponent("s.yaml").path, "--out", dir.appendingPathComponent("out").path,
    ])
    XCTAssertEqual(result.status, 2)
    let message =
      "$DIR/s.yaml:4:58 (screens[0].rows[0].odsListItem.leading.squareImage): error: image $DIR/x.png is not a regular file"
    XCTAssertEqual(result.stderr.replacingOccurrences(of: dir.path, with: "$DIR"), message + "\n")
    let doc = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("docs/errors.md"), encoding: .utf8)
    XCTAssertTrue(doc.contains(message))
  }

  func testEveryCaseGivesItsExactMessageAndExitCode() throws {
    let cases = Self.cases
    let results = UnsafeResults(count: cases.count)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-errors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    DispatchQueue.concurrentPerform(iterations: cases.count) { index in
      let dir = root.appendingPathComponent("\(index)")
      do {
        for (path, bytes) in cases[index].files {
          let url = dir.appendingPathComponent(path)
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try Data(bytes).write(to: url)
        }
        let result = try CLI.run(cases[index].arguments.map { $0.replacingOccurrences(of: "$DIR", with: dir.path) })
        results.set(
          index, (result.status, result.stderr.replacingOccurrences(of: dir.path, with: "$DIR"), result.stdout))
      } catch {
        results.set(index, (-1, "\(error)", ""))
      }
    }
    let doc = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("docs/errors.md"), encoding: .utf8)
    for (index, test) in cases.enumerated() {
      let (status, stderr, stdout) = results.get(index)
      let firstLine = String(stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
      XCTAssertEqual(status, test.status, "\(test.name): \(stderr)")
      XCTAssertTrue(
        firstLine.hasPrefix(test.message), "\(test.name):\n  got      \(firstLine)\n  expected \(test.message)")
      XCTAssertEqual(stdout, "", test.name)
      XCTAssertFalse(stderr.contains("Fatal error") || stderr.contains("Stack dump"), test.name)
      XCTAssertTrue(doc.contains(test.message), "docs/errors.md lacks the message of \(test.name)")
    }
  }
}

/// Results written from several threads, one slot each.
final class UnsafeResults: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [(Int32, String, String)]
  init(count: Int) { values = Array(repeating: (0, "", ""), count: count) }
  func set(_ index: Int, _ value: (Int32, String, String)) { lock.lock(); values[index] = value; lock.unlock() }
  func get(_ index: Int) -> (Int32, String, String) { lock.lock(); defer { lock.unlock() }; return values[index] }
}

/// Minimal PNG files for error cases: a valid structure (CRCs right) around image data that
/// need not decode.
enum TestPNG {
  static func make(width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 6, damageCRC: Bool = false)
    -> [UInt8]
  {
    var ihdr: [UInt8] = []
    for value in [width, height] { ihdr += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    ihdr += [bitDepth, colorType, 0, 0, 0]
    var idat = chunk("IDAT", [0x78, 0x9C, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09])
    if damageCRC { idat[idat.count - 1] ^= 0xFF }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + idat + chunk("IEND", [])
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    let length = UInt32(data.count)
    return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + body
      + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
  }
}
