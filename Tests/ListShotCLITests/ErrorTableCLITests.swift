import Foundation
import XCTest

/// Every bad input the command line reports, with its exact message and exit code: the
/// first table of docs/errors.md ("Input errors"), which is the one home of those messages.
/// Each case here is only the input, named as its row there; the test runs the binary on it and
/// expects the row's message (the start of the first line of stderr) and exit code. `$DIR`
/// stands for the test's folder.
final class ErrorTableCLITests: XCTestCase {
  struct Case {
    var name: String
    var files: [String: [UInt8]]
    var arguments: [String]
    /// Where the comparison stops, for a message that ends in another program's words (git's
    /// reason), which the row quotes as one machine printed them.
    var comparedUpTo: String? = nil
  }

  static let table = "Input errors"

  static let row = "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A }\n"

  static func spec(_ text: String) -> [UInt8] { Array(text.utf8) }
  /// A row of `count` views 2400 pt square in a ZStack (YAML aliases of one), each with `modifiers`.
  static func overlapping(_ count: Int, _ modifiers: String) -> [UInt8] {
    let view = "{ color: red, frame: { width: 2400, height: 2400 }\(modifiers) }"
    let views = (["&v \(view)"] + Array(repeating: "*v", count: count - 1)).joined(separator: ", ")
    return spec("screens:\n  - name: a\n    width: 2700\n    rows:\n      - content: { zstack: [\(views)] }\n")
  }
  static func withImage(_ file: String) -> [UInt8] {
    spec("screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { squareImage: \(file) } }\n")
  }

  static let goldenPath = "snaps/a/orange-light-large-ltr-393pt@1x-ios26.png"
  static let review = ["review", "$DIR/r", "--snapshots", "$DIR/snaps"]
  static let zeros = String(repeating: "0", count: 32)

  /// A report.json with one failed result of screen `a` (its fields, with `result`'s in
  /// place of the defaults), with `images` when given; no result when `result` is nil.
  static func reviewReport(
    result: [String: String]? = [:], images: String? = nil, mode: String = "never", format: Int = 3
  ) -> [UInt8] {
    var results = ""
    if let result {
      let fields = [
        "screen": "a", "theme": "orange", "scheme": "light", "size": "large", "direction": "ltr",
        "device": "393pt@1x", "golden": "a/orange-light-large-ltr-393pt@1x.png", "status": "failed", "message": "m",
      ].merging(result) { $1 }
      var members = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
      if let images {
        members.append(
          "\"images\": {\(images), \"actual\": \"images/\(zeros).png\", \"actualPixels\": \"0\", \"goldenDigest\": \"0\"}"
        )
      }
      results = "{" + members.joined(separator: ", ") + "}"
    }
    return spec(
      "{\"format\": \(format), \"mode\": \"\(mode)\", \"environment\": \"e\", \"stale\": [], \"results\": [\(results)]}"
    )
  }

  static var cases: [Case] {
    let render = { (spec: String) in ["render", "$DIR/\(spec)", "--out", "$DIR/out"] }
    let deep = String(repeating: "[", count: 1500)
    let tall =
      "screens:\n  - name: a\n    rows:\n      - &r { odsListItem: { title: A } }\n"
      + String(repeating: "      - *r\n", count: 700)
    var cases: [Case] = [
      Case(
        name: "YAML syntax", files: ["s.yaml": spec("screens:\n  - name: a\n    rows: [\n")],
        arguments: render("s.yaml")),
      Case(
        name: "JSON syntax", files: ["s.json": spec("{\"screens\": [}\n")], arguments: render("s.json")),
      Case(
        name: "unknown key",
        files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - odsListItem: { titel: A }\n")],
        arguments: render("s.yaml")),
      Case(
        name: "wrong type",
        files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - odsListItem: { title: 42 }\n")],
        arguments: render("s.yaml")),
      Case(
        name: "out of range",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, subtitleNumberOfLines: 3 }\n")
        ], arguments: render("s.yaml")),
      Case(
        name: "spec width",
        files: [
          "s.yaml": spec("screens:\n  - name: a\n    width: 100000\n    rows:\n      - odsListItem: { title: A }\n")
        ], arguments: render("s.yaml")),
      Case(
        name: "undefined alias", files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - *row\n")],
        arguments: render("s.yaml")),
      Case(
        name: "nesting depth", files: ["s.yaml": spec(deep)], arguments: render("s.yaml")),
      Case(
        name: "rows per screen", files: ["s.yaml": spec(tall + String(repeating: "      - *r\n", count: 300))],
        arguments: render("s.yaml")),
      Case(
        name: "text length",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: \(String(repeating: "x", count: 5000)) }\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "canvas too tall", files: ["s.yaml": spec(tall)], arguments: render("s.yaml") + ["--scale", "3"]),
      Case(
        name: "radio-only key",
        files: [
          "s.yaml": spec("screens:\n  - name: a\n    rows:\n      - checkboxItem: { label: L, isOutlined: true }\n")
        ], arguments: render("s.yaml")),
      Case(
        name: "untinted font icon",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - radioItem: { label: L, icon: phone, isIconTinted: false }\n")
        ], arguments: render("s.yaml")),
      Case(
        name: "unknown custom view",
        files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - content: { view: Stats }\n")],
        arguments: render("s.yaml")),
      Case(
        name: "custom view cycle",
        files: [
          "s.yaml": spec(
            "views:\n  - name: A\n    body: { vstack: [{ view: A }] }\nscreens:\n  - name: a\n    rows:\n      - content: { view: A }\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "two view kinds",
        files: ["s.yaml": spec("screens:\n  - name: a\n    rows:\n      - content: { text: A, image: star }\n")],
        arguments: render("s.yaml")),
      Case(
        name: "views nested too deep",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - content: { " + String(repeating: "vstack: [{ ", count: 100)
              + "text: x" + String(repeating: " }]", count: 100) + " }\n")
        ], arguments: render("s.yaml")),
      Case(
        name: "bad Markdown",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - radioItem: { label: L, isError: true, errorText: { markdown: 'Not **available' } }\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "unknown icon",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { icon: hart } }\n")
        ], arguments: render("s.yaml")),
      Case(
        name: "unknown SF Symbol",
        files: [
          "s.yaml": spec("screens:\n  - name: a\n    rows:\n      - listCell: { text: A, image: person.circel }\n")
        ],
        arguments: render("s.yaml")),
      Case(
        name: "colour component out of range",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - listCell: { text: A, image: heart, imageColor: { red: 1.5, green: 0, blue: 0 } }\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "unknown colour name",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - listCell: { text: A, image: heart, imageColor: purpel }\n")
        ], arguments: render("s.yaml")),
      Case(
        name: "colour without its opacity",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - listCell: { text: A, image: heart, imageColor: { color: blue } }\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "two kinds of colour",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - listCell: { text: A, image: heart, imageColor: { token: ios.blue, red: 1 } }\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "unknown colour token",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - listCell: { text: A, image: heart, imageColor: { token: color.content.brandPrimay } }\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "bad icon colour",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { icon: heart, color: \"#FF79\" } }\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "colour on a picture",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - materialCell: { title: A, leadingImage: { image: placeholder, color: red } }\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "bad ripple colour",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - materialCell: { title: A, rippleColor: '#12345' }\n")
        ], arguments: render("s.yaml")),
      Case(
        name: "chrome value out of range",
        files: ["s.yaml": spec("screens:\n  - name: a\n    chrome: { statusBar: { cellular: 5 } }\n    rows: []\n")],
        arguments: render("s.yaml")),
      Case(
        name: "chrome with two bottom bars",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    chrome: { tabBar: { items: [{ title: A, icon: house }] }, toolbar: [{ title: B }] }\n    rows: []\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "unknown bar button icon",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    navigationTitle: A\n    chrome: { barItems: [{ icon: hart }] }\n    rows: []\n")
        ], arguments: render("s.yaml")),
      Case(
        name: "back button without a navigation bar",
        files: ["s.yaml": spec("screens:\n  - name: a\n    chrome: { backButton: Modules }\n    rows: []\n")],
        arguments: render("s.yaml")),
      Case(
        name: "unknown matrix size", files: ["s.yaml": spec("matrix:\n  size: huge\n" + row)],
        arguments: render("s.yaml")),
      Case(
        name: "huge matrix device", files: ["s.yaml": spec("matrix:\n  device: 100000x100000@3\n" + row)],
        arguments: render("s.yaml")),
      Case(
        name: "unknown theme", files: ["s.yaml": spec(row)], arguments: render("s.yaml") + ["--theme", "orang"]),
      Case(
        name: "unknown --size", files: ["s.yaml": spec(row)], arguments: render("s.yaml") + ["--size", "huge"]),
      Case(
        name: "huge --device", files: ["s.yaml": spec(row)],
        arguments: render("s.yaml") + ["--device", "100000x100000@3"]),
      Case(
        name: "huge --width", files: ["s.yaml": spec(row)], arguments: render("s.yaml") + ["--width", "100000"]),
      Case(
        name: "missing image", files: ["s.yaml": withImage("none.png")], arguments: render("s.yaml")),
      Case(
        name: "image that is not an image",
        files: ["s.yaml": withImage("x.png"), "x.png": Array("not an image\n".utf8)], arguments: render("s.yaml")),
      Case(
        name: "truncated image",
        files: ["s.yaml": withImage("x.png"), "x.png": Array(TestPNG.make(width: 1, height: 1).prefix(30))],
        arguments: render("s.yaml")),
      Case(
        name: "huge image",
        files: ["s.yaml": withImage("x.png"), "x.png": TestPNG.make(width: 100_000, height: 100_000)],
        arguments: render("s.yaml")),
      Case(
        name: "JPEG without a frame", files: ["s.yaml": withImage("x.jpg"), "x.jpg": [0xFF, 0xD8, 0xFF, 0xD9]],
        arguments: render("s.yaml")),
      Case(
        name: "theme alias cycle",
        files: [
          "s.yaml": spec(row),
          "t.json": Array(
            #"{"extends": "orange", "color": {"a": {"$value": "{color.b}"}, "b": {"$value": "{color.a}"}}}"#.utf8),
        ],
        arguments: render("s.yaml") + ["--theme", "$DIR/t.json"]),
      Case(
        name: "unknown corner family",
        files: [
          "s.yaml": spec(row),
          "t.json": Array(
            #"{"extends": "material-baseline", "material": {"shape": {"medium": {"$value": 4, "$extensions": {"com.listshot": {"family": "bevel"}}}}}}"#
              .utf8),
        ],
        arguments: render("s.yaml") + ["--theme", "$DIR/t.json"]),
      Case(
        name: "unknown theme scheme",
        files: [
          "s.yaml": spec(row),
          "t.json": Array(
            #"{"$extensions": {"com.listshot": {"extends": "material-baseline", "scheme": "dusk"}}}"#.utf8),
        ],
        arguments: render("s.yaml") + ["--theme", "$DIR/t.json"]),
      Case(
        name: "theme token retyped",
        files: [
          "s.yaml": spec(row),
          "t.json": Array(
            #"{"extends": "orange", "color": {"bg": {"primary": {"$type": "dimension", "$value": 4}}}}"#.utf8),
        ],
        arguments: render("s.yaml") + ["--theme", "$DIR/t.json"]),
      Case(
        name: "unknown output format", files: ["s.yaml": spec(row)], arguments: render("s.yaml") + ["--format", "svgz"]),
      Case(
        name: "vector canvas too tall", files: ["s.yaml": spec(tall)],
        arguments: render("s.yaml") + ["--scale", "3", "--format", "svg"]),
      Case(
        name: "impact: missing theme file", files: [:],
        arguments: ["themes", "impact", "orange", "$DIR/missing.tokens.json"]),
      Case(
        name: "impact: revision without a name", files: [:], arguments: ["themes", "impact", "orange@", "orange"]),
      Case(
        name: "impact: revision outside git", files: ["t.tokens.json": spec("{}")],
        arguments: ["themes", "impact", "$DIR/t.tokens.json@HEAD", "orange"], comparedUpTo: "fatal:"),
      Case(
        name: "impact: bad token",
        files: ["t.json": spec("{\"color\": {\"$type\": \"color\", \"a\": {\"$value\": \"#12\"}}}")],
        arguments: ["themes", "impact", "orange", "$DIR/t.json"]),
      Case(
        name: "impact: --jobs 0", files: [:], arguments: ["themes", "impact", "orange", "orange", "--jobs", "0"]),
      Case(
        name: "merge: report of an older format",
        files: [
          "old/report.json": spec("{\"mode\": \"never\", \"environment\": \"e\", \"results\": [], \"stale\": []}")
        ],
        arguments: ["report", "merge", "$DIR/old", "--out", "$DIR/out"]),
      Case(
        name: "review: golden path not verify's",
        files: [
          "r/report.json": reviewReport(
            result: ["screen": "..", "golden": "../orange-light-large-ltr-393pt@1x.png"]),
          "snaps/a/x": [],
        ],
        arguments: review + ["--accept-all"]),
      Case(
        name: "review: image outside images/",
        files: ["r/report.json": reviewReport(images: "\"golden\": \"../x.png\""), "snaps/a/x": []],
        arguments: review + ["--accept-all"]),
      Case(
        name: "review: swapped image",
        files: [
          "r/report.json": reviewReport(images: "\"golden\": \"images/\(zeros).png\""),
          "r/images/\(zeros).png": Array("x".utf8), "snaps/a/x": [],
        ],
        arguments: review + ["--accept-all"]),
      Case(
        name: "review: pattern matching nothing",
        files: ["r/report.json": reviewReport(result: nil), "snaps/a/x": []], arguments: review + ["--accept", "x*"]),
      Case(
        name: "review: no snapshots folder", files: ["r/report.json": reviewReport(result: nil)],
        arguments: ["review", "$DIR/r", "--snapshots", "$DIR/none", "--list"]),
      Case(
        name: "review: themes impact report",
        files: ["r/report.json": reviewReport(result: nil, mode: "themes impact orange → sosh"), "snaps/a/x": []],
        arguments: review + ["--list"]),
      Case(
        name: "review: report of format 2",
        files: ["r/report.json": reviewReport(result: nil, format: 2), "snaps/a/x": []],
        arguments: review + ["--list"]),
      Case(
        name: "review: two modes", files: [:], arguments: review + ["--list", "--accept-all"]),
    ]
    let modifier = { (row: String) in spec("screens:\n  - name: a\n    rows:\n      - listCell: { text: A }\n" + row) }
    cases += [
      Case(
        name: "listRowSeparator value", files: ["s.yaml": modifier("        listRowSeparator: gone\n")],
        arguments: render("s.yaml")),
      Case(
        name: "listRowInsets range", files: ["s.yaml": modifier("        listRowInsets: { leading: 900 }\n")],
        arguments: render("s.yaml")),
      Case(name: "badge count", files: ["s.yaml": modifier("        badge: -1\n")], arguments: render("s.yaml")),
      Case(
        name: "shadow radius",
        files: [
          "s.yaml": spec(
            "screens:\n  - name: a\n    rows:\n      - content: { color: white, shadow: { radius: 500 } }\n")
        ],
        arguments: render("s.yaml")),
      Case(
        name: "painted area", files: ["s.yaml": overlapping(90, "")], arguments: render("s.yaml") + ["--scale", "3"]),
      Case(
        name: "shadowed area", files: ["s.yaml": overlapping(12, ", shadow: { radius: 200 }")],
        arguments: render("s.yaml") + ["--scale", "3"]),
      Case(
        name: "two context menus",
        files: [
          "s.yaml": modifier(
            "        contextMenu: [{ title: Copy }]\n      - listCell: { text: B }\n        contextMenu: [{ title: Copy }]\n"
          )
        ], arguments: render("s.yaml")),
      Case(
        name: "context menu symbol",
        files: ["s.yaml": modifier("        contextMenu: [{ title: Copy, systemImage: no.such.symbol }]\n")],
        arguments: render("s.yaml")),
      Case(
        name: "searchable without title",
        files: [
          "s.yaml": spec("screens:\n  - name: a\n    searchable: true\n    rows:\n      - listCell: { text: A }\n")
        ],
        arguments: render("s.yaml")),
    ]
    let golden: [(String, [UInt8])] = [
      ("golden not a PNG", Array("text".utf8)),
      ("golden truncated", Array(TestPNG.make(width: 393, height: 56).prefix(40))),
      ("golden bad CRC", TestPNG.make(width: 393, height: 56, damageCRC: true)),
      ("golden wrong bit depth", TestPNG.make(width: 1, height: 1, bitDepth: 4, colorType: 2)),
      ("golden huge declared size", TestPNG.make(width: 100_000, height: 100_000)),
      ("golden bad zlib data", TestPNG.make(width: 393, height: 56)),
    ]
    for (name, bytes) in golden {
      cases.append(
        Case(
          name: name, files: ["s.yaml": spec(row), goldenPath: bytes],
          arguments: ["verify", "$DIR/s.yaml", "--snapshots", "$DIR/snaps", "--scale", "1", "--record", "never"]))
    }
    return cases
  }

  func testAnImageThatIsAFIFOFailsAtSpecTimeInsteadOfBlocking() throws {
    let row = try XCTUnwrap(ErrorsPage.rows(under: Self.table)["image that is a FIFO"], "docs/errors.md")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    XCTAssertEqual(mkfifo(dir.appendingPathComponent("x.png").path, 0o600), 0)
    try Data(Self.withImage("x.png")).write(to: dir.appendingPathComponent("s.yaml"))
    let result = try CLI.run([
      "render", dir.appendingPathComponent("s.yaml").path, "--out", dir.appendingPathComponent("out").path,
    ])
    XCTAssertEqual(result.status, row.exit)
    XCTAssertEqual(result.stderr.replacingOccurrences(of: dir.path, with: "$DIR"), row.code(2) + "\n")
  }

  /// Every row of the table has its case here, and every case its row.
  func testEveryRowOfTheTableHasACase() {
    let rows = Set(ErrorsPage.rows(under: Self.table).keys)
    XCTAssertGreaterThan(rows.count, 40)
    let cases = Set(Self.cases.map(\.name) + ["image that is a FIFO"])
    XCTAssertEqual(rows.subtracting(cases), [], "rows of docs/errors.md without a case")
    XCTAssertEqual(cases.subtracting(rows), [], "cases without a row in docs/errors.md")
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
    let rows = ErrorsPage.rows(under: Self.table)
    for (index, test) in cases.enumerated() {
      guard let row = rows[test.name] else {
        XCTFail("\(test.name): no row of that name in docs/errors.md")
        continue
      }
      let (status, stderr, stdout) = results.get(index)
      let firstLine = String(stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
      var message = row.code(2)
      if let cut = test.comparedUpTo, let end = message.range(of: cut) { message = String(message[..<end.lowerBound]) }
      XCTAssertFalse(message.isEmpty, test.name)
      XCTAssertEqual(status, row.exit, "\(test.name): \(stderr)")
      XCTAssertTrue(
        ErrorsPage.matches(firstLine, message, prefix: true),
        "\(test.name):\n  got      \(firstLine)\n  expected \(message)")
      XCTAssertEqual(stdout, "", test.name)
      XCTAssertFalse(stderr.contains("Fatal error") || stderr.contains("Stack dump"), test.name)
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
  static let crcTable: [UInt32] = (0..<256).map { index in
    var crc = UInt32(index)
    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    return crc
  }

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
    // By table: a chunk of 60 MB takes a second in a debug build, not a minute.
    for byte in body { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    crc ^= 0xFFFF_FFFF
    let length = UInt32(data.count)
    return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + body
      + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
  }
}
