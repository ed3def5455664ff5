import Foundation
import ListShotCore
import ListShotFiles
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The adversarial suite (issue 15): one test per class of broken promise, several inputs
/// each, every run checked for its exact exit status and message, a time bound that tells a
/// hang from a run, and nothing changed outside the folder it may write (`Adversary`).
/// docs/errors.md lists each error.
final class AdversarialCLITests: XCTestCase {
  static let row = "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A }\n"
  static let verify = ["verify", "$DIR/s.yaml", "--snapshots", "$DIR/snaps", "--scale", "1"]
  // Recording a new golden exits 3 (it fails once, to be looked at); re-recording one that
  // matches exits 0.

  // MARK: A passing verify that is not true

  /// A stamped golden edited in place: another image's data under its stamp, a transparency
  /// or gamma chunk added, a stamp key given twice with a forged value. None may pass.
  func testAPassingVerifyMeansEqualPixels() throws {
    let work = try Adversary("truth")
    try work.write("s.yaml", Self.row)
    try work.write("b.yaml", "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: B }\n")
    let golden = "snaps/a/orange-light-large-ltr-393pt@1x-ios26.png"
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    try work.run(
      ["verify", "$DIR/b.yaml", "--snapshots", "$DIR/other", "--scale", "1", "--record", "all"], status: 3,
      writes: ["other"])
    let stamped = Chunks.split(try work.read(golden))
    let other = Chunks.split(try work.read("other/a/orange-light-large-ltr-393pt@1x-ios26.png"))
    try work.run(Self.verify + ["--record", "never"], status: 0)

    let idat = { (chunks: [(type: String, data: [UInt8])]) in chunks.filter { $0.type == "IDAT" } }
    let header = stamped[0].data
    var edits: [(String, [(type: String, data: [UInt8])])] = [
      (
        "another image's data under this stamp",
        [stamped[0]] + idat(other) + stamped.filter { $0.type != "IHDR" && $0.type != "IDAT" }
      ),
      ("gamma chunk added", [stamped[0], ("gAMA", [0, 0, 0x27, 0x10])] + stamped.dropFirst()),
    ]
    if header[9] == 2 {  // truecolour: a tRNS colour makes that colour transparent
      edits.append(
        ("transparency chunk added", [stamped[0], ("tRNS", [0, 255, 0, 255, 0, 255])] + stamped.dropFirst()))
    }
    for (name, chunks) in edits {
      try work.write(golden, Chunks.join(chunks))
      let result = try work.run(
        Self.verify + ["--record", "never"], status: 1, message: "verify: 0 matched, 1 differ, 0 missing, 0 recorded",
        writes: ["listshot-artifacts"])
      XCTAssertTrue(
        result.stdout.hasPrefix("FAILED a/orange-light-large-ltr-393pt@1x-ios26: "), "\(name): \(result.stdout)")
    }
    // Bytes flipped inside the image data, CRC fixed: an error or a difference, never a pass.
    var flipped = stamped
    let index = flipped.firstIndex { $0.type == "IDAT" }!
    flipped[index].data[flipped[index].data.count / 2] ^= 0x5A
    try work.write(golden, Chunks.join(flipped))
    let result = try work.execute(
      Self.verify.map { $0.replacingOccurrences(of: "$DIR", with: work.path) } + ["--record", "never"], within: 60)
    XCTAssertNotEqual(result.status, 0, result.stderr)

    // An animated PNG whose still image is this golden's and whose one frame (all that a
    // browser or a review tool shows) is the other image: libpng reads the still image only.
    let frameControl: [UInt8] =
      [0, 0, 0, 0] + Array(header[0..<8]) + [UInt8](repeating: 0, count: 8) + [0, 1, 0, 1, 0, 0]
    let animated =
      [stamped[0], ("acTL", [0, 0, 0, 1, 0, 0, 0, 0])] + stamped.dropFirst().dropLast()
      + [("fcTL", frameControl), ("fdAT", [0, 0, 0, 1] + idat(other).flatMap(\.data)), stamped.last!]
    try work.write(golden, Chunks.join(animated))
    try work.run(
      Self.verify + ["--record", "never"], status: 2,
      message:
        "$DIR/snaps/a/orange-light-large-ltr-393pt@1x-ios26.png: error: unsupported PNG file: the acTL chunk at offset 33 makes it an animated PNG, whose frames viewers show instead of the still image ListShot compares; expected a still PNG"
    )

    // An empty axis runs nothing: an error, on the command line and in a spec.
    try work.write(golden, Chunks.join(stamped))
    try work.run(
      Self.verify + ["--scheme", ""], status: 2,
      message: "Error: --scheme: no value given; expected one of: light, dark, or all")
    try work.run(
      Self.verify + ["--size", ","], status: 2,
      message:
        "Error: --size: no value given; expected one of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5, or all"
    )
    try work.write("empty.yaml", "matrix: { scheme: [] }\n" + Self.row)
    try work.run(
      ["render", "$DIR/empty.yaml", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/empty.yaml:1:19 (matrix.scheme): error: scheme lists no value; expected one of: light, dark, or all")
    try work.write("empty-theme.yaml", "matrix: { theme: [] }\n" + Self.row)
    try work.run(
      ["render", "$DIR/empty-theme.yaml", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/empty-theme.yaml:1:18 (matrix.theme): error: theme lists no value; expected one of: built-in theme names, theme files, or all"
    )
    // So do a spec without screens and a shard without variants: a verify that checks
    // nothing must not pass.
    try work.write("no-screens.yaml", "screens: []\n")
    for command in ["verify", "render"] {
      try work.run(
        [command, "$DIR/no-screens.yaml", command == "verify" ? "--snapshots" : "--out", "$DIR/out"], status: 2,
        message: "$DIR/no-screens.yaml:1:10 (screens): error: screens lists no screen; expected at least one screen")
    }
    try work.run(
      Self.verify + ["--record", "never", "--shard", "2/2"], status: 2,
      message:
        "error: --shard 2/2 selects no variant of the 1 in this run, so it would check nothing; expected K/N with N at most 1"
    )
    try work.run(Self.verify + ["--record", "never", "--shard", "1/1"], status: 0)

    // Outputs whose names differ only in case are one file on macOS and Windows: a screen
    // named 'A' next to 'a', or a theme file 'Orange' next to the built-in 'orange'.
    try work.write("case.yaml", Self.row + "  - name: A\n    rows:\n      - odsListItem: { title: B }\n")
    try work.run(
      ["verify", "$DIR/case.yaml", "--snapshots", "$DIR/snaps", "--scale", "1", "--record", "all"], status: 2,
      message:
        "A/orange-light-large-ltr-393pt@1x-ios26.png: error: two renders would write outputs whose names differ only in case, one file on macOS and Windows: a/orange-light-large-ltr-393pt@1x-ios26.png from theme 'orange' (screen 'a' of $DIR/case.yaml) and A/orange-light-large-ltr-393pt@1x-ios26.png from theme 'orange' (screen 'A' of $DIR/case.yaml) (rename one of the screens)"
    )
    try work.write(
      "themes/Orange.tokens.json", ##"{"extends": "orange", "color": {"x": {"$type": "color", "$value": "#ff0000"}}}"##)
    try work.run(
      [
        "render", "$DIR/s.yaml", "--out", "$DIR/out", "--scale", "1", "--theme",
        "orange,$DIR/themes/Orange.tokens.json",
      ],
      status: 2,
      message:
        "a/Orange-light-large-ltr-393pt@1x-ios26.png: error: two renders would write outputs whose names differ only in case, one file on macOS and Windows: a/orange-light-large-ltr-393pt@1x-ios26.png from theme 'orange' (screen 'a' of $DIR/s.yaml) and a/Orange-light-large-ltr-393pt@1x-ios26.png from theme file $DIR/themes/Orange.tokens.json (screen 'a' of $DIR/s.yaml) (rename the theme file or drop one of the themes)"
    )

    // A user theme named like a built-in one would write the built-in's goldens.
    try work.write(
      "themes/orange.tokens.json", ##"{"extends": "orange", "color": {"x": {"$type": "color", "$value": "#ff0000"}}}"##)
    try work.run(
      Self.verify + ["--theme", "orange,$DIR/themes/orange.tokens.json", "--record", "failed", "--jobs", "2"],
      status: 2,
      message:
        "a/orange-light-large-ltr-393pt@1x-ios26.png: error: two renders would write this output: theme 'orange' (screen 'a' of $DIR/s.yaml) and theme file $DIR/themes/orange.tokens.json (screen 'a' of $DIR/s.yaml) (rename the theme file or drop one of the themes)"
    )
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out", "--theme", "$DIR/themes/orange.tokens.json,orange"], status: 2,
      message:
        "a/orange-light-large-ltr-393pt@3x-ios26.png: error: two renders would write this output: theme file $DIR/themes/orange.tokens.json (screen 'a' of $DIR/s.yaml) and theme 'orange' (screen 'a' of $DIR/s.yaml) (rename the theme file or drop one of the themes)"
    )
    // The same render asked for twice is one render, not an error.
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out", "--scheme", "light,light", "--scale", "1"], status: 0,
      writes: ["out"])
  }

  // MARK: Writes that escape

  func testNoWriteLeavesItsFolder() throws {
    let work = try Adversary("escape")
    try work.write("s.yaml", Self.row)
    try work.write("b.yaml", "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: B }\n")
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    let failing = ["verify", "$DIR/b.yaml", "--snapshots", "$DIR/snaps", "--scale", "1", "--record", "never"]
    // A report's image folder planted as a link (the report stores its images there).
    try work.link("report/images", to: work.outside)
    try work.run(
      failing + ["--report", "$DIR/report"], status: 2,
      message: "$DIR/report/images: error: refusing to write through a symbolic link")
    try FileManager.default.removeItem(at: work.url("report/images"))
    // A committed listshot-artifacts link in the working folder.
    try work.link("listshot-artifacts", to: work.outside)
    try work.run(
      failing, status: 2, message: "$DIR/listshot-artifacts: error: refusing to write through a symbolic link")
    try FileManager.default.removeItem(at: work.url("listshot-artifacts"))
    // A JUnit file, a contact sheet and a diff image that are links.
    try work.link("junit.xml", to: work.outside.appendingPathComponent("victim.png"))
    try work.run(
      Self.verify + ["--record", "never", "--junit", "$DIR/junit.xml"], status: 2,
      message: "$DIR/junit.xml: error: refusing to write through a symbolic link")
    try work.link("sheet.png", to: work.outside.appendingPathComponent("victim.png"))
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out", "--scale", "1", "--contact-sheet", "$DIR/sheet.png"], status: 2,
      message: "$DIR/sheet.png: error: refusing to write through a symbolic link")
    let png = "$DIR/snaps/a/orange-light-large-ltr-393pt@1x-ios26.png"
    try work.link("diff.png", to: work.outside.appendingPathComponent("victim.png"))
    try work.run(
      ["diff", png, png, "--out", "$DIR/diff.png"], status: 2,
      message: "$DIR/diff.png: error: refusing to write through a symbolic link", writes: [])
  }

  // MARK: Data loss

  /// `--prune-stale` removes only the goldens of this run's screens that this run's matrix
  /// does not produce; `--dry-run` lists them and removes nothing.
  func testPruneStaleRemovesOnlyThisRunsStaleGoldens() throws {
    let work = try Adversary("prune")
    try work.write("a.yaml", "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A }\n")
    try work.write("b.yaml", "screens:\n  - name: b\n    rows:\n      - odsListItem: { title: B }\n")
    let verifyA = ["verify", "$DIR/a.yaml", "--snapshots", "$DIR/snaps", "--scale", "1"]
    try work.run(verifyA + ["--record", "all", "--scheme", "all"], status: 3, writes: ["snaps"])
    try work.run(
      ["verify", "$DIR/b.yaml", "--snapshots", "$DIR/snaps", "--scale", "1", "--record", "all"], status: 3,
      writes: ["snaps"])
    try work.write("snaps/loose.png", try work.read("snaps/b/orange-light-large-ltr-393pt@1x-ios26.png"))
    try work.write(
      "a-light.yaml", "matrix: { scale: 1 }\nscreens:\n  - name: a\n    rows:\n      - odsListItem: { title: A }\n")
    // Only a's dark golden is stale for a run of a.yaml in light; b's and the loose file are not this run's.
    let dry = try work.run(
      ["verify", "$DIR/a-light.yaml", "--snapshots", "$DIR/snaps", "--record", "never", "--prune-stale", "--dry-run"],
      status: 0, message: "verify: 1 matched, 0 differ, 0 missing, 0 recorded")
    XCTAssertEqual(dry.stdout, "WOULD PRUNE a/orange-dark-large-ltr-393pt@1x-ios26.png\n")
    let pruned = try work.run(
      ["verify", "$DIR/a-light.yaml", "--snapshots", "$DIR/snaps", "--record", "never", "--prune-stale"], status: 0,
      writes: ["snaps/a/orange-dark-large-ltr-393pt@1x-ios26.png"])
    XCTAssertEqual(pruned.stdout, "PRUNED a/orange-dark-large-ltr-393pt@1x-ios26.png\n")
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: work.url("snaps/b/orange-light-large-ltr-393pt@1x-ios26.png").path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: work.url("snaps/loose.png").path))
    // A screen folder planted as a link is refused, not walked.
    try FileManager.default.removeItem(at: work.url("snaps/a"))
    try work.link("snaps/a", to: work.outside)
    try work.run(
      ["verify", "$DIR/a-light.yaml", "--snapshots", "$DIR/snaps", "--record", "never", "--prune-stale"], status: 2,
      message: "$DIR/snaps/a: error: refusing to write through a symbolic link")
    try work.run(verifyA + ["--dry-run"], status: 2, message: "Error: --dry-run only applies to --prune-stale")
  }

  // MARK: Crashes

  func testNumbersFromOutsideNeverTrap() throws {
    let work = try Adversary("numbers")
    try work.write("s.yaml", Self.row)
    let render = ["render", "$DIR/s.yaml", "--out", "$DIR/out"]
    for width in ["inf", "nan", "1e308", "0", "4096.5"] {
      try work.run(
        render + ["--width", width], status: 2,
        message: "Error: --width must be between 1 and 4096 points, not \(Double(width)!.clean)")
    }
    try work.run(
      ["diff", "$DIR/x.png", "$DIR/x.png", "--threshold", "nan"], status: 2,
      message: "Error: --threshold must be between 0 and 1, not nan")
    // A theme dimension, a typography size and a line-height multiplier out of range.
    for (value, token, expected) in [
      ("1e308", "spacing.padding", #"bad dimension {"unit": "px", "value": 1e+308} in spacing.padding"#),
      ("-1e308", "spacing.padding", #"bad dimension {"unit": "px", "value": -1e+308} in spacing.padding"#),
    ] {
      try work.write(
        "t.json",
        #"{"extends": "orange", "spacing": {"$type": "dimension", "padding": {"$value": {"value": \#(value), "unit": "px"}}}}"#
      )
      try work.run(
        render + ["--theme", "$DIR/t.json"], status: 2,
        message:
          "$DIR/t.json: \(token): error: \(expected); expected a number or {\"value\": n, \"unit\": \"px\"}, n from -100000 to 100000"
      )
    }
    try work.write("t.json", #"{"extends": "orange", "n": {"$type": "dimension", "$value": 1e400}}"#)
    try work.run(
      render + ["--theme", "$DIR/t.json"], status: 2,
      message: "$DIR/t.json:1:65: error: invalid JSON: real number overflow near '1e400'")
    // Font sizes that made librsvg abort the process (a Rust panic, found by FuzzSVG).
    let nested =
      String(repeating: #"<g style="font-size: 2em">"#, count: 11) + "<text>x</text>"
      + String(repeating: "</g>", count: 11)
    for (body, shown) in [
      (
        #"<text x="1" y="10" font-size="99999999999999999999">x</text>"#,
        "font size 99999999999999999999 is outside 0...1000 px"
      ),
      (#"<text x="1" y="10" style="font-size: 3e6px">x</text>"#, "font size 3e6px is outside 0...1000 px"),
      (#"<text x="1" y="10" style="font: bold 50em serif">x</text>"#, "font size 50em is outside 0...2em"),
      (nested, "relative font sizes multiply to more than 1000×"),
    ] {
      try work.write("font.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\#(body)</svg>"#)
      try work.write(
        "font.yaml",
        "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { squareImage: font.svg } }\n")
      try work.run(
        ["render", "$DIR/font.yaml", "--out", "$DIR/out"], status: 2,
        message:
          "$DIR/font.yaml:4:58 (screens[0].rows[0].odsListItem.leading.squareImage): error: unreadable image $DIR/font.svg: SVG image: \(shown)"
      )
    }
    // An image 32768 pixels wide (Cairo stops at 32767).
    try work.write("wide.png", TestPNG.make(width: 32768, height: 1))
    try work.write(
      "w.yaml",
      "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { squareImage: wide.png } }\n")
    try work.run(
      ["render", "$DIR/w.yaml", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/w.yaml:4:58 (screens[0].rows[0].odsListItem.leading.squareImage): error: image $DIR/wide.png is 32768×1 pixels; the limit is 32767 per side and 67108864 pixels"
    )
  }

  func testDeepStructuresNeverExhaustTheStack() throws {
    let work = try Adversary("deep")
    try work.write("s.yaml", Self.row)
    // A 1,500-token alias chain, and a cycle inside a long chain.
    var tokens = (0..<1500).map { "\"c\($0)\": {\"$type\": \"color\", \"$value\": \"{color.c\($0 + 1)}\"}" }
    tokens.append("\"c1500\": {\"$type\": \"color\", \"$value\": \"#ff0000\"}")
    try work.write("chain.json", "{\"extends\": \"orange\", \"color\": {\(tokens.joined(separator: ", "))}}")
    try work.run(
      ["themes", "validate", "$DIR/chain.json"], status: 2,
      message:
        "$DIR/chain.json: color.c0: error: alias chain longer than 64 links: color.c0 -> color.c1 -> color.c2 -> … -> color.c64",
      within: 60)
    // A YAML document whose aliases nest 300,000 levels (8 MB); and one 2,000 levels.
    var lines = ["x0: &a0 [1]"]
    for i in 1..<300_000 { lines.append("x\(i): &a\(i) [*a\(i - 1)]") }
    try work.write("d.yaml", lines.joined(separator: "\n") + "\nscreens: []\n")
    try work.run(
      ["render", "$DIR/d.yaml", "--out", "$DIR/out"], status: 2,
      message: "$DIR/d.yaml:999:14: error: the spec nests deeper than 1000 levels (aliases expanded)", within: 60)
    try work.write(
      "d2.yaml",
      "screens:\n  - name: a\n    rows:\n      - &r0 { odsListItem: { title: A } }\n"
        + (1..<600).map { "      - &r\($0) { odsListItem: { title: A }, children: [*r\($0 - 1)] }\n" }.joined())
    try work.run(
      ["render", "$DIR/d2.yaml", "--out", "$DIR/out"], status: 2,
      message: "$DIR/d2.yaml:501:55: error: the spec nests deeper than 1000 levels (aliases expanded)", within: 60)
  }

  // MARK: Hangs and unbounded resources

  func testNoInputHangsOrTakesUnboundedMemory() throws {
    let work = try Adversary("hangs")
    try work.write("s.yaml", Self.row)
    // Nested <use> of a blurred group: minutes in librsvg, stopped at the 10 s budget.
    var defs = [##"<g id="a0" filter="url(#f)"><rect width="24" height="24" fill="red"/></g>"##]
    for i in 1..<12 {
      defs.append(
        ##"<g id="a\##(i)"><use href="#a\##(i - 1)"/><use href="#a\##(i - 1)" x="1"/><use href="#a\##(i - 1)" y="1"/></g>"##
      )
    }
    try work.write(
      "bomb.svg",
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><defs><filter id="f"><feGaussianBlur stdDeviation="30"/></filter>\##(defs.joined())</defs><use href="#a11"/></svg>"##
    )
    try work.write(
      "svg.yaml",
      "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { squareImage: bomb.svg } }\n")
    try work.run(
      ["render", "$DIR/svg.yaml", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/svg.yaml:4:58 (screens[0].rows[0].odsListItem.leading.squareImage): error: unreadable image $DIR/bomb.svg: SVG image took longer than 10 s to draw (the limit for one image)",
      within: 60)
    // A mapping keyed by aliases of a "billion laughs" node (hashing the key walked 10⁹ nodes).
    var bomb = [#"b0: &b0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
    for i in 1..<9 {
      bomb.append("b\(i): &b\(i) [" + Array(repeating: "*b\(i - 1)", count: 10).joined(separator: ",") + "]")
    }
    bomb.append("m: { *b8 : 1, *b7 : 2 }")
    try work.write("keybomb.yaml", bomb.joined(separator: "\n") + "\n")
    try work.run(
      ["render", "$DIR/keybomb.yaml", "--out", "$DIR/out"], status: 2,
      message: "$DIR/keybomb.yaml:6:38: error: the spec is too large (more than 1000000 nodes after expanding aliases)",
      within: 30)
    // 100,000 tokens: refused at the limit, in linear time.
    let many = (0..<100_000).map { "\"s\($0)\": {\"$type\": \"dimension\", \"$value\": \($0 % 100)}" }.joined(
      separator: ", ")
    try work.write("many.json", "{\"size\": {\(many)}}")
    try work.run(
      ["themes", "validate", "$DIR/many.json"], status: 2,
      message: "$DIR/many.json: error: the theme has 100000 tokens; the limit is 50000", within: 90)
    // FIFOs where files are expected: diff, a font folder, a theme, a spec, an image.
    try work.fifo("fifo.png")
    try work.run(
      ["diff", "$DIR/fifo.png", "$DIR/fifo.png"], status: 2,
      message: "$DIR/fifo.png: error: the PNG file is not a regular file", within: 30)
    try work.fifo("fonts/x.ttf")
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out", "--font-dir", "$DIR/fonts"], status: 2,
      message: "$DIR/fonts/x.ttf: error: the font file is not a regular file", within: 30)
    try work.fifo("fifo.json")
    try work.run(
      ["themes", "validate", "$DIR/fifo.json"], status: 2,
      message: "$DIR/fifo.json: error: the theme file is not a regular file", within: 30)
    try work.fifo("fifo.yaml")
    try work.run(
      ["render", "$DIR/fifo.yaml", "--out", "$DIR/out"], status: 2,
      message: "$DIR/fifo.yaml: error: the spec file is not a regular file", within: 30)
    // A 3 GB sparse golden is refused by its size, not read.
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    let golden = work.url("snaps/a/orange-light-large-ltr-393pt@1x-ios26.png")
    XCTAssertEqual(truncate(golden.path, 3 << 30), 0)
    try work.run(
      Self.verify + ["--record", "never"], status: 2,
      message:
        "$DIR/snaps/a/orange-light-large-ltr-393pt@1x-ios26.png: error: the golden is 3221225472 bytes; the limit is 314572800 bytes",
      within: 30)
    try work.run(
      ["diff", "$DIR/snaps/a/orange-light-large-ltr-393pt@1x-ios26.png", "$DIR/x.png"], status: 2,
      message:
        "$DIR/snaps/a/orange-light-large-ltr-393pt@1x-ios26.png: error: the PNG file is 3221225472 bytes; the limit is 314572800 bytes",
      within: 30)
    // Outline children count towards the rows per screen.
    let nested =
      "screens:\n  - name: a\n    rows:\n      - &r { odsListItem: { title: A } }\n      - &c { odsListItem: { title: B }, children: ["
      + Array(repeating: "*r", count: 40).joined(separator: ", ") + "] }\n"
      + String(
        repeating: "      - { odsListItem: { title: C }, isExpanded: true, children: [*c, *c, *c, *c, *c] }\n", count: 6
      )
    try work.write("outline.yaml", nested)
    try work.run(
      ["render", "$DIR/outline.yaml", "--out", "$DIR/out"], status: 2,
      message: "$DIR/outline.yaml:2:5 (screens[0]): error: screen 'a' has 1278 rows; the limit is 1000 per screen",
      within: 60)
  }

  // MARK: Local file disclosure

  /// An SVG that includes or references its neighbours draws nothing of them: the render
  /// equals the render of the same SVG without those references.
  func testAnSVGCannotReadOtherFiles() throws {
    let work = try Adversary("disclosure")
    try work.write("secret.txt", "TOP SECRET 1234567890")
    try work.write("secret.png", TestPNG.make(width: 1, height: 1))
    let svgs = [
      "xinclude": #"<text x="0" y="20" font-size="20"><xi:include href="secret.txt" parse="text"/></text>"#,
      "image":
        #"<image href="secret.png" width="24" height="24"/><image href="file:///etc/hostname" width="24" height="24"/>"#,
      "css": #"<style>@import url(secret.txt);</style><rect width="10" height="10"/>"#,
    ]
    let clean = [
      "xinclude": #"<text x="0" y="20" font-size="20"></text>"#, "image": "", "css": #"<rect width="10" height="10"/>"#,
    ]
    for (name, body) in svgs {
      for (file, content) in [("\(name).svg", body), ("\(name)-clean.svg", clean[name]!)] {
        try work.write(
          file,
          #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" width="200" height="40">\#(content)</svg>"#
        )
        try work.write(
          "\(file).yaml",
          "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { wideImage: \(file) } }\n")
        try work.run(
          ["render", "$DIR/\(file).yaml", "--out", "$DIR/out-\(file)", "--scale", "1"], status: 0,
          writes: ["out-\(file)"])
      }
      XCTAssertEqual(
        try work.read("out-\(name).svg/a/orange-light-large-ltr-393pt@1x-ios26.png"),
        try work.read("out-\(name)-clean.svg/a/orange-light-large-ltr-393pt@1x-ios26.png"), name)
    }
  }

  // MARK: Output that breaks its consumer

  func testTextFromFilesIsEscapedForXMLHTMLAndTerminals() throws {
    let work = try Adversary("escaping")
    try work.write("s.yaml", Self.row)
    try work.write("b.yaml", "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: B }\n")
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    // A golden whose environment stamp holds ESC, BEL and other control characters.
    let golden = "snaps/a/orange-light-large-ltr-393pt@1x-ios26.png"
    var chunks = Chunks.split(try work.read(golden)).filter {
      !(String(decoding: $0.data.prefix(20), as: UTF8.self).hasPrefix("listshot:environment"))
    }
    chunks.insert(
      ("tEXt", Array("listshot:environment\u{0}\u{1B}]0;owned\u{07}\u{1B}[31mred\u{01}\u{0B}<x>&".utf8)),
      at: chunks.count - 1)
    try work.write(golden, Chunks.join(chunks))
    let result = try work.run(
      [
        "verify", "$DIR/b.yaml", "--snapshots", "$DIR/snaps", "--scale", "1", "--record", "never", "--junit",
        "$DIR/junit.xml", "--report", "$DIR/report",
      ],
      status: 1, message: "verify: 0 matched, 1 differ, 0 missing, 0 recorded", writes: ["junit.xml", "report"])
    XCTAssertTrue(
      result.stdout.contains("another environment (\\u{1B}]0;owned\\u{7}\\u{1B}[31mred\\u{1}\\u{B}<x>&)"), result.stdout
    )
    let xml = try Data(contentsOf: work.url("junit.xml"))
    let parser = XMLParser(data: xml)
    XCTAssertTrue(parser.parse(), "JUnit XML is not well-formed: \(String(describing: parser.parserError))")
    XCTAssertTrue(String(decoding: xml, as: UTF8.self).contains("\\u{1B}]0;owned\\u{7}"))
    let html = try String(contentsOf: work.url("report/index.html"), encoding: .utf8)
    XCTAssertFalse(html.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    // Control characters in a spec key and value, and in a file name.
    try work.write("k.yaml", "screens:\n  - name: a\n    rows:\n      - odsListItem: { \"ti\\e]0;x\\atle\": A }\n")
    try work.run(
      ["render", "$DIR/k.yaml", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/k.yaml:4:24 (screens[0].rows[0].odsListItem): error: unknown key 'ti\\u{1B}]0;x\\u{7}tle' in odsListItem; expected one of: title, subtitle, subtitleNumberOfLines, leading, trailing, trailingText, trailingCheckmarkIsSelected, trailingToggleIsOn, navigationLink, hasDivider"
    )
    try work.write("n.yaml", "screens:\n  - name: \"a\\e[2J\"\n    rows:\n      - odsListItem: { title: A }\n")
    try work.run(
      ["render", "$DIR/n.yaml", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/n.yaml:2:11 (screens[0].name): error: screen name 'a\\u{1B}[2J' cannot be used as a file name; expected 1 to 100 ASCII letters, digits, '-' or '_'"
    )
  }

  // MARK: Input that is valid but refused, or invalid but accepted

  func testValidInputIsTakenAndInvalidInputRefused() throws {
    let work = try Adversary("validity")
    try work.write("s.yaml", Self.row)
    // A JSON spec with a surrogate pair, and an escaped backslash before a `u`.
    try work.write(
      "s.json", #"{"screens": [{"name": "a", "rows": [{"odsListItem": {"title": "smile \ud83d\ude00 \\ud83d"}}]}]}"#)
    try work.run(["render", "$DIR/s.json", "--out", "$DIR/out", "--format", "json"], status: 0, writes: ["out"])
    let list = String(decoding: try work.read("out/a/orange-light-large-ltr-393pt@3x-ios26.json"), as: UTF8.self)
    XCTAssertTrue(list.contains(#""text" : "smile 😀 \\ud83d""#), list)
    // PNGs a lenient reader would take.
    let plain = TestPNG.make(width: 1, height: 1)
    let ihdr = Array(plain[8..<33])
    for (name, bytes, detail) in [
      (
        "critical", Array(plain[..<33]) + TestPNG.chunk("CRIT", [1]) + Array(plain[33...]),
        "corrupt PNG file: unknown critical chunk CRIT at offset 33"
      ),
      (
        "second-ihdr", Array(plain[..<33]) + ihdr + Array(plain[33...]),
        "corrupt PNG file: a second IHDR chunk at offset 33"
      ),
      (
        "after-iend", plain + [0, 0, 0], "corrupt PNG file: 3 bytes after the IEND chunk at offset \(plain.count - 12)"
      ),
    ] {
      try work.write("\(name).png", bytes)
      try work.run(
        ["diff", "$DIR/\(name).png", "$DIR/\(name).png"], status: 2, message: "$DIR/\(name).png: error: \(detail)")
    }
    // A truncated JPEG in the second screen: reported at its line, and nothing is written.
    let jpeg: [UInt8] = [
      0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00, 0xFF, 0xDA, 0x00, 0x08,
      0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0xD2,
    ]
    try work.write("cut.jpg", jpeg)
    try work.write(
      "two.yaml",
      Self.row + "  - name: b\n    rows:\n      - odsListItem: { title: B, leading: { squareImage: cut.jpg } }\n")
    try work.run(
      ["render", "$DIR/two.yaml", "--out", "$DIR/out2"], status: 2,
      message:
        "$DIR/two.yaml:7:58 (screens[1].rows[0].odsListItem.leading.squareImage): error: unreadable image $DIR/cut.jpg: truncated JPEG file: no end-of-image marker after the image data"
    )
    XCTAssertFalse(FileManager.default.fileExists(atPath: work.url("out2").path))
    // Files where folders are expected.
    try work.write("file", "x")
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/file"], status: 2,
      message: "$DIR/file: error: --out must name a folder, and this is not one")
    try work.run(
      Self.verify.dropLast(3) + ["$DIR/file", "--scale", "1"], status: 2,
      message: "$DIR/file: error: --snapshots must name a folder, and this is not one")
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/file/sub"], status: 2,
      message: "$DIR/file/sub: error: cannot create the folder: Not a directory")
  }

  // MARK: Leftovers

  /// A run killed with SIGKILL while recording leaves temporary files; the next run that
  /// writes into their folders removes them and says so.
  func testOrphanTemporaryFilesAreRemovedByTheNextRun() throws {
    let work = try Adversary("orphans")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    // One left by a process that no longer exists (a child that has exited), one by this
    // test process (alive: kept), one that only looks similar (kept).
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let dead =
      "snaps/a/.orange-light-large-ltr-393pt@1x-ios26.png.\(child.processIdentifier).\(OrphanFiles.owner).12345.tmp"
    let alive = "snaps/a/.orange-light-large-ltr-393pt@1x-ios26.png.\(getpid()).\(OrphanFiles.owner).777.tmp"
    try work.write(dead, "half a golden")
    try work.write(alive, "being written")
    try work.write("snaps/a/.notes.tmp", "mine")
    let result = try work.run(
      Self.verify + ["--record", "all"], status: 0, writes: ["snaps/a/orange-light-large-ltr-393pt@1x-ios26.png", dead])
    XCTAssertEqual(
      result.firstLine, "listshot: removed \(work.url(dead).path), a temporary file left by an interrupted run")
    XCTAssertFalse(FileManager.default.fileExists(atPath: work.url(dead).path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: work.url(alive).path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: work.url("snaps/a/.notes.tmp").path))

    // The real thing: SIGKILL while the third golden's temporary file is complete but not
    // yet renamed (the test hook holds that write for a minute).
    try work.write(
      "many.yaml",
      "screens:\n" + (0..<4).map { "  - name: m\($0)\n    rows:\n      - odsListItem: { title: M\($0) }\n" }.joined())
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = [
      "verify", work.url("many.yaml").path, "--snapshots", work.url("many").path, "--record", "all", "--jobs", "1",
      "--scale", "1",
    ]
    process.environment = CLI.childEnvironment(adding: ["LISTSHOT_TEST_HOLD_WRITE": "3"])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var orphans: [String] = []
    let deadline = Date().addingTimeInterval(60)
    while orphans.isEmpty, Date() < deadline {
      usleep(50_000)
      orphans = (FileManager.default.enumerator(atPath: work.url("many").path)?.allObjects as? [String] ?? []).filter {
        $0.hasSuffix(".tmp")
      }
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .uncaughtSignal)
    XCTAssertEqual(orphans.count, 1, "the held write's temporary file")
    let next = try work.execute(
      [
        "verify", work.url("many.yaml").path, "--snapshots", work.url("many").path, "--record", "missing", "--scale",
        "1",
      ], within: 120)
    XCTAssertEqual(next.status, 3, "new goldens recorded fail once: \(next.stderr)")
    for orphan in orphans {
      XCTAssertTrue(
        next.stderr.contains(
          "listshot: removed \(work.url("many/\(orphan)").path), a temporary file left by an interrupted run"),
        next.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: work.url("many/\(orphan)").path))
    }
  }

  /// A small SVG that declares a 32767-px canvas and filters a group of nested uses: reading the
  /// spec drew it at its own size, and librsvg asked for a 4 GB intermediate surface (found by
  /// FuzzSVG). Under a 2 GB address-space limit the render must still succeed.
  func testAnSVGsDeclaredSizeDoesNotSizeItsDrawingMemory() throws {
    let work = try Adversary("svg-size")
    try work.write(
      "icon.svg",
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="32767" height="32767" viewBox="0 0 24 24"><defs><g id="e0"><use href="#e0"/></g><g id="e1" filter="url(#e2)"><use href="#e0"/><use href="#e0" x="1"/></g><g id="e2"><use href="#e0"/></g></defs><use href="#e1"/></svg>"##
    )
    try work.write(
      "s.yaml",
      "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A, leading: { squareImage: icon.svg } }\n")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "ulimit -v 2000000 && exec \"$0\" render \"$1\" --out \"$2\" --scale 1", CLI.executable.path,
      work.url("s.yaml").path, work.url("out").path,
    ]
    process.environment = CLI.childEnvironment()
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: work.url("out/a/orange-light-large-ltr-393pt@1x-ios26.png").path))
  }
}
